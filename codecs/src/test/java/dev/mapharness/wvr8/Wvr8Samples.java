package dev.mapharness.wvr8;

/** The small 8WVR files the tests share, with the offsets of their fields. */
final class Wvr8Samples {
    /** Leftover bits of a dummy record: NaN payloads, an all-ones pattern, negative zero. */
    static final int[] DUMMY_BITS = {
        0x7FC00001, 0xFFFFFFFF, 0x80000000, 0x7F800001, 0x00000001, 0xFFC00000,
        0x3F800000, 0x7FFFFFFF, 0x12345678, 0, 0xDEADBEEF, 0x7F800000};
    /** An odd id, above 2^31, left in the dummy by the writing tool. */
    static final long DUMMY_ID = 0x8000_0001L;

    static final int ELEVATION_AT = 24;
    static final int INDICES_AT = 40;
    static final int N_MATERIALS_AT = 48;
    static final int MATERIAL_0_AT = 52;
    static final int MATERIAL_1_AT = 56;
    static final int MATERIAL_1_END_AT = 65;
    static final int OBJECT_0_AT = 69;
    static final int OBJECT_1_AT = 130;
    static final int END = 186;

    private Wvr8Samples() {
    }

    /**
     * A 2 × 2 land grid and a 2 × 2 terrain grid, material 0 empty, material 1 with one name,
     * one object and the dummy; 186 bytes.
     *
     * <pre>
     *   0 "8WVR"  4 landX  8 landY  12 terrainX  16 terrainY  20 landCellSize
     *  24 elevation[4]  40 materialIndices[4]  48 nMaterials
     *  52 materials[0]: 0   56 materials[1]: 5 "a.paa" 65: 0
     *  69 objects[0]: transform, 117 id, 121 len 5, 125 "x.p3d"
     * 130 objects[1] (dummy): transform, 178 id, 182 len 0
     * </pre>
     */
    static Wvr8Bytes smallWorld() {
        return Wvr8Bytes.header(2, 2, 2, 2, 50f)
                .f32(1.5f).f32(-2.25f).f32(100f).f32(0f)
                .u16(0).u16(1).u16(1).u16(0)
                .u32(2)
                .material()
                .material("a.paa")
                .object(10f, 20f, 30f, 7, "x.p3d")
                .dummy(DUMMY_BITS, DUMMY_ID);
    }

    static byte[] smallWorldBytes() {
        return smallWorld().toBytes();
    }
}
