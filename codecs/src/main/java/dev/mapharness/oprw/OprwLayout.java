package dev.mapharness.oprw;

import dev.mapharness.compress.Compression;

/** Fixed sizes of the OPRW layout, shared by the reader and the writer. */
final class OprwLayout {
    /** An object record: u32 id, u32 model index, f32[12] transform, u32 shape parameter. */
    static final int OBJECT_BYTES = 60;
    /** The per-cell count of the road net: an i32 for every land cell, even empty ones. */
    static final int ROAD_CELL_COUNT_BYTES = 4;
    /** The least a road link takes: i16 count, u32 object id, an empty asciiz model, f32[12]. */
    static final int MIN_ROAD_LINK_BYTES = 2 + 4 + 1 + 48;
    /** The least an entity takes: two empty asciiz strings, f32[3] position, u32 object id. */
    static final int MIN_ENTITY_BYTES = 1 + 1 + 12 + 4;
    /** A map-info record starts with u32 type and u32 object id. */
    static final int MAP_INFO_HEAD_BYTES = 8;
    /** The most positions a road link holds: its count is an i16. */
    static final int MAX_ROAD_POSITIONS = Short.MAX_VALUE;

    private OprwLayout() {
    }

    static Compression compression(int version) {
        return OprwFeature.LZO.in(version) ? Compression.LZO : Compression.LZSS;
    }
}
