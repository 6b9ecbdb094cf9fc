package dev.mapharness.oprw;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The table of what each OPRW version has. Every version-dependent line of the reader, the writer,
 * the migrations and the differential asks this table; nothing else compares version numbers.
 *
 * <p>Versions follow Bohemia's own history (notes, "OPRW"): 10 quad trees · 14 60-byte objects ·
 * 15 entity list · 16 road models · 17 material major byte · 18 grass map · 20 same layout as 18 ·
 * 21 random array removed · 22 primary texture array · 23 LZO · 24 road connection types ·
 * 25 appId. The seed document's "OPRW23 is the same as 20" and "OPRW24 uses LZO, not LZSS" are
 * read against that history: 23 is already LZO, and 21+ has no random array.
 */
public enum OprwFeature {
    /** {@code i32 nEntities; {asciiz class; asciiz model; f32[3] pos; u32 objectId}[n]}. */
    ENTITIES(15, Integer.MAX_VALUE, List.of("entities")),
    /** Each road link names its model ({@code asciiz model} before its transform). */
    ROAD_MODELS(16, Integer.MAX_VALUE, List.of("roads[].links[].model")),
    /** Each material path is followed by a {@code u8 major}. */
    MATERIAL_MAJOR(17, Integer.MAX_VALUE, List.of("materials[].major")),
    /** {@code compressed u8[terrain] grass}. */
    GRASS(18, Integer.MAX_VALUE, List.of("grass")),
    /** {@code compressed u16[land] random}: present up to 20, removed in 21. */
    RANDOM(0, 21, List.of("random")),
    /** {@code compressed u8[terrain] primaryTexture}. */
    PRIMARY_TEXTURE(22, Integer.MAX_VALUE, List.of("primaryTexture")),
    /**
     * Compressed arrays use LZO1X instead of BIS LZSS: bytes differ, and so do the map-info offsets
     * past a river whose points are compressed (the river takes another size in the block).
     */
    LZO(23, Integer.MAX_VALUE, List.of("mapInfoOffsets")),
    /** {@code u8 connectionType[n]} after a road link's positions. */
    ROAD_CONNECTION_TYPES(24, Integer.MAX_VALUE, List.of("roads[].links[].connectionTypes")),
    /** {@code u32 appId} after the version. */
    APP_ID(25, Integer.MAX_VALUE, List.of("appId"));

    /** The oldest and newest versions mapharness reads and writes. */
    public static final int FIRST_VERSION = 17;
    public static final int LAST_VERSION = 25;

    private final int since;
    private final int until;
    private final List<String> fields;

    OprwFeature(int since, int until, List<String> fields) {
        this.since = since;
        this.until = until;
        this.fields = fields;
    }

    /** True if files of {@code version} have this feature. */
    public boolean in(int version) {
        return version >= since && version < until;
    }

    /**
     * Model field paths this feature decides (indices written {@code []}): the differential expects
     * exactly these to differ between versions that disagree on the feature.
     */
    public List<String> fields() {
        return fields;
    }

    /** The features of {@code version}. */
    public static Set<OprwFeature> of(int version) {
        EnumSet<OprwFeature> set = EnumSet.noneOf(OprwFeature.class);
        for (OprwFeature f : values()) {
            if (f.in(version)) {
                set.add(f);
            }
        }
        return set;
    }

    /** Features one version has and the other lacks. */
    public static Set<OprwFeature> differing(int a, int b) {
        EnumSet<OprwFeature> set = EnumSet.noneOf(OprwFeature.class);
        for (OprwFeature f : values()) {
            if (f.in(a) != f.in(b)) {
                set.add(f);
            }
        }
        return set;
    }

    public static boolean supported(int version) {
        return version >= FIRST_VERSION && version <= LAST_VERSION;
    }

    /** Refuses a version outside 17–25 (a programming error: readers check versions themselves). */
    public static void requireSupported(int version) {
        if (!supported(version)) {
            throw new IllegalArgumentException("OPRW version " + version + " is outside " + FIRST_VERSION + "–" + LAST_VERSION);
        }
    }
}
