package dev.mapharness.oprw;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.compress.CompressedArrays;
import dev.mapharness.compress.Compression;
import dev.mapharness.grid.IntGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The arithmetic of the OPRW layout, each rule once: record sizes, block sizes, which arrays are
 * compressed and how, and where the per-cell offsets point. The reader, the writer, the migrations,
 * the corpus and the generators that build worlds with consistent offsets all take them from here,
 * so that a world one of them lays out is the world the others expect (docs/oprw.md).
 */
public final class OprwLayoutRules {
    /** An object record: u32 id, u32 model index, f32[12] transform, u32 shape parameter. */
    public static final int OBJECT_BYTES = 4 + 4 + 48 + 4;
    /** A map-info record starts with u32 type and u32 object id. */
    public static final int MAP_INFO_HEAD_BYTES = 8;
    /** A river's u32 point count, after the record's head. */
    public static final int RIVER_COUNT_BYTES = 4;
    /** Bytes of one river point: f32 x, z. */
    public static final int RIVER_POINT_BYTES = 8;
    /**
     * The fewest points whose river is compressed: from {@link CompressedArrays#THRESHOLD} bytes of
     * points on, they are one stream of the version's compression, whose size the encoder decides.
     */
    public static final int RIVER_POINTS_COMPRESSED_FROM = CompressedArrays.THRESHOLD / RIVER_POINT_BYTES;
    /** The per-cell count of the road net: an i32 for every land cell, even empty ones. */
    public static final int ROAD_CELL_COUNT_BYTES = 4;
    /** The least a road link takes: i16 count, u32 object id, an empty asciiz model, f32[12]. */
    public static final int MIN_ROAD_LINK_BYTES = 2 + 4 + 1 + 48;
    /** The least an entity takes: two empty asciiz strings, f32[3] position, u32 object id. */
    public static final int MIN_ENTITY_BYTES = 1 + 1 + 12 + 4;
    /** The most positions a road link holds: its count is an i16. */
    public static final int MAX_ROAD_POSITIONS = Short.MAX_VALUE;
    /**
     * Header fields that hold the byte size of a block, by the model field the block holds: their
     * value follows from how that field is encoded, never from the model alone.
     */
    public static final Map<String, String> BLOCK_SIZE_FIELDS = Map.of(
            "objectBlockSize", "objects",
            "mapInfoBlockSize", "mapInfos",
            "roadNetSize", "roads");

    private OprwLayoutRules() {
    }

    /** What a version compresses its arrays with: BIS LZSS up to 22, LZO1X from 23 ({@link OprwFeature#LZO}). */
    public static Compression compression(int version) {
        return OprwFeature.LZO.in(version) ? Compression.LZO : Compression.LZSS;
    }

    /** True if an array of {@code bytes} bytes is stored as a compressed stream; smaller ones are raw. */
    public static boolean compressed(long bytes) {
        return bytes >= CompressedArrays.THRESHOLD;
    }

    /** The object block's size: {@code objectBlockSize}. */
    public static long objectBlockBytes(long objects) {
        return objects * OBJECT_BYTES;
    }

    /** A river record whose points take {@code pointBytes} in the file (raw or compressed). */
    public static long riverBytes(long pointBytes) {
        return MAP_INFO_HEAD_BYTES + RIVER_COUNT_BYTES + pointBytes;
    }

    /**
     * The bytes a map-info record takes, if its type and size fix them: every record but a river
     * whose points are compressed (their size depends on the encoder).
     */
    public static OptionalLong fixedMapInfoBytes(OprwMapInfo info) {
        MapInfoShape shape = info.shape();
        if (shape == MapInfoShape.RIVER) {
            long points = 4L * info.floatCount();
            return compressed(points) ? OptionalLong.empty() : OptionalLong.of(riverBytes(points));
        }
        return OptionalLong.of(MAP_INFO_HEAD_BYTES + 4L * shape.floats() + shape.bytes());
    }

    /** The bytes a map-info record takes as mapharness's encoder of {@code compression} writes it. */
    public static long mapInfoBytes(OprwMapInfo info, Compression compression) {
        OptionalLong fixed = fixedMapInfoBytes(info);
        if (fixed.isPresent()) {
            return fixed.getAsLong();
        }
        ByteOutput river = new ByteOutput();
        OprwMapInfoBlock.write(river, info, compression, null);
        return river.size();
    }

    /** Where each record starts in the map-info block as {@code compression} writes it, then where they end. */
    public static long[] mapInfoStarts(List<OprwMapInfo> infos, Compression compression) {
        long[] starts = new long[infos.size() + 1];
        long at = 0;
        for (int i = 0; i < infos.size(); i++) {
            starts[i] = at;
            at += mapInfoBytes(infos.get(i), compression);
        }
        starts[infos.size()] = at;
        return starts;
    }

    /** The map-info block's size as the writer writes it: {@code mapInfoBlockSize}, the records and the tail. */
    public static long mapInfoBlockBytes(OprwWorld world) {
        List<OprwMapInfo> infos = world.mapInfos();
        return mapInfoStarts(infos, compression(world.version()))[infos.size()] + world.mapInfoTail().length();
    }

    /**
     * True if a per-cell offset fits its block: it points into it ({@code ≤ blockSize}: a cell
     * without records may point at the end) and at a record boundary.
     *
     * @param offset the cell's offset, unsigned
     */
    public static boolean offsetFits(long offset, long blockSize, int recordBytes) {
        return offset <= blockSize && offset % recordBytes == 0;
    }

    /**
     * The offset grid of records grouped by land cell, row-major, as binarize lays them out: a
     * cell's offset is the byte offset of its first record, a cell without records holds the
     * offset the next record would have (so offsets never decrease; the last empty cells hold the
     * block size).
     *
     * @param bytesInCell the bytes the records of each land cell take, row-major
     */
    public static IntGrid cellOffsets(int landWidth, int landHeight, long[] bytesInCell) {
        if (bytesInCell.length != (long) landWidth * landHeight) {
            throw new IllegalArgumentException(bytesInCell.length + " cells for a " + landWidth + " × " + landHeight
                    + " land grid");
        }
        int[] offsets = new int[bytesInCell.length];
        long next = 0;
        for (int c = 0; c < offsets.length; c++) {
            if (next > 0xFFFF_FFFFL) {
                throw new IllegalArgumentException("a block of " + next + " bytes: offsets are u32");
            }
            offsets[c] = (int) next;
            next += bytesInCell[c];
        }
        return IntGrid.wrap(landWidth, landHeight, offsets);
    }

    /**
     * The object offsets once the objects are grouped by land cell.
     *
     * @param objectCells each object's land cell, in any order
     */
    public static IntGrid objectOffsets(int[] objectCells, int landWidth, int landHeight) {
        long[] bytes = new long[landWidth * landHeight];
        for (int cell : objectCells) {
            bytes[cell] += OBJECT_BYTES;
        }
        return cellOffsets(landWidth, landHeight, bytes);
    }

    /**
     * The decoded size of every array the world stores through {@link CompressedArrays} (a stream
     * when {@link #compressed}, else raw), in file order: random, grass, primaryTexture, elevation,
     * persistent, subdivisionHints, then each river's points.
     */
    public static List<Long> arrayBytes(OprwWorld world) {
        List<Long> sizes = new ArrayList<>();
        world.random().ifPresent(g -> sizes.add(2L * g.size()));
        world.grass().ifPresent(g -> sizes.add((long) g.size()));
        world.primaryTexture().ifPresent(g -> sizes.add((long) g.size()));
        sizes.add(4L * world.elevation().size());
        sizes.add((long) world.persistent().size());
        sizes.add((long) world.subdivisionHints().size());
        for (OprwMapInfo info : world.mapInfos()) {
            if (info.shape() == MapInfoShape.RIVER) {
                sizes.add(4L * info.floatCount());
            }
        }
        return sizes;
    }
}
