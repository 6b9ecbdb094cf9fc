package dev.mapharness.oprw;

/**
 * What follows {@code u32 type; u32 objectId} in a map-info record, by type (notes, "MapInfo";
 * the seed's table is a subset of this one). Bytes come before floats only in the forest shape.
 */
public enum MapInfoShape {
    /** {@code f32 x, z}. */
    POSITION(2, 0, false),
    /** {@code f32[8] rect; u8[4] colour}. */
    RECT_COLOUR(8, 4, false),
    /** Nothing more. */
    EMPTY(0, 0, false),
    /** {@code f32 angle}. */
    ANGLE(1, 0, false),
    /** {@code f32[8] rect}. */
    RECT(8, 0, false),
    /** {@code u8[4]; f32[4]}. */
    FOREST(4, 4, true),
    /** {@code f32[4] line}. */
    LINE(4, 0, false),
    /** {@code f32[6]; u8}. */
    RAILWAY(6, 1, false),
    /** {@code u32 n; compressed f32[2n]}: a river's points, compressed like the grids. */
    RIVER(-1, 0, false);

    /** The highest type any version of the format defines. */
    public static final int LAST_KNOWN_TYPE = 44;

    private static final MapInfoShape[] BY_TYPE = new MapInfoShape[LAST_KNOWN_TYPE + 1];

    static {
        assign(POSITION, 0, 1, 2, 10, 11, 12, 13, 14, 15, 16, 17, 22, 23, 26, 27, 30);
        assign(RECT_COLOUR, 3, 4, 8, 9, 18, 19, 20, 21, 28, 29, 36, 37, 38, 39);
        assign(EMPTY, 5, 7);
        assign(ANGLE, 6);
        assign(RECT, 24, 31, 32, 40);
        assign(FOREST, 25, 33, 41, 42, 43);
        assign(LINE, 34);
        assign(RAILWAY, 35);
        assign(RIVER, 44);
    }

    private final int floats;
    private final int bytes;
    private final boolean bytesFirst;

    MapInfoShape(int floats, int bytes, boolean bytesFirst) {
        this.floats = floats;
        this.bytes = bytes;
        this.bytesFirst = bytesFirst;
    }

    private static void assign(MapInfoShape shape, int... types) {
        for (int t : types) {
            BY_TYPE[t] = shape;
        }
    }

    /** The shape of {@code type}, or null if no version of the format defines it. */
    public static MapInfoShape of(long type) {
        return type >= 0 && type <= LAST_KNOWN_TYPE ? BY_TYPE[(int) type] : null;
    }

    /** Number of f32 values; -1 for a river, whose count is in the record. */
    public int floats() {
        return floats;
    }

    public int bytes() {
        return bytes;
    }

    public boolean bytesFirst() {
        return bytesFirst;
    }
}
