package dev.mapharness.wvr8;

/** Fixed sizes of the 8WVR layout, shared by the reader and the writer. */
final class Wvr8Layout {
    /** Signature, four u32 grid sizes and the f32 land cell size. */
    static final int HEADER_BYTES = 24;
    /** An elevation cell is an f32 in metres. */
    static final int ELEVATION_CELL_BYTES = 4;
    /** A material index cell is a u16. */
    static final int MATERIAL_CELL_BYTES = 2;
    /** A u32 length; a zero one ends a material's name list. */
    static final int LENGTH_BYTES = 4;
    /** An object record before its model path: f32[12] transform, u32 id, u32 length. */
    static final int OBJECT_FIXED_BYTES = 48 + 4 + 4;

    private Wvr8Layout() {
    }
}
