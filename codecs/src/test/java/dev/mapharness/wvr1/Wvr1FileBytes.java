package dev.mapharness.wvr1;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Builds 1WVR files byte by byte, independently of {@link Wvr1Writer}, so reader tests check the
 * reader against the layout itself. Values are little-endian.
 */
final class Wvr1FileBytes {
    /** Constants of a road net header as the seed shows them. */
    static final int[] NET_CONSTANTS = {0x00cd9100, 0x00bfd400, 0x47, 0, 0x0069fbb0};
    static final int SEGMENT_CONSTANT0 = 0x0046931A;
    static final int SEGMENT_CONSTANT1 = 0x00980778;
    static final int NEGATIVE_ZERO = 0x8000_0000;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    /** "1WVR", the size, heights {@code i * 37 - 100}, all texture indices 0, slot 0 and 2 named. */
    static Wvr1FileBytes world(int width, int height) {
        Wvr1FileBytes b = new Wvr1FileBytes().ascii("1WVR").u32(width).u32(height);
        int cells = width * height;
        for (int i = 0; i < cells; i++) {
            b.i16(i * 37 - 100);
        }
        for (int i = 0; i < cells; i++) {
            b.i16(0);
        }
        return b.textureTable("LandText\\mo.pac", "", "LandText\\pi.pac");
    }

    /** 256 slots of 32 bytes: {@code names} first, the rest empty. */
    Wvr1FileBytes textureTable(String... names) {
        for (int i = 0; i < Wvr1World.TEXTURE_SLOTS; i++) {
            slot(i < names.length ? names[i] : "", Wvr1World.TEXTURE_NAME_LENGTH);
        }
        return this;
    }

    Wvr1FileBytes model(float x, float y, float z, float heading, String name) {
        return f32(x).f32(y).f32(z).f32(heading).slot(name, Wvr1Model.NAME_LENGTH);
    }

    Wvr1FileBytes netHeader(String name, int type, float scale) {
        slot(name, Wvr1NetHeader.NAME_LENGTH);
        for (int c : NET_CONSTANTS) {
            i32(c);
        }
        return i32(type).f32(0.152f).f32(0.15f).f32(0.1f).f32(scale);
    }

    Wvr1FileBytes segment(float x, float y, float stepping) {
        return f32(x).f32(y).f32(0.25f).f32(0.5f).f32(0.75f).f32(stepping).i32(SEGMENT_CONSTANT0).i32(SEGMENT_CONSTANT1);
    }

    Wvr1FileBytes endSegments(int xBits, int yBits) {
        return i32(xBits).i32(yBits);
    }

    Wvr1FileBytes endOfNets() {
        return slot("EndOfNets", Wvr1NetHeader.NAME_LENGTH).zeros(40);
    }

    Wvr1FileBytes ascii(String s) {
        out.writeBytes(s.getBytes(StandardCharsets.ISO_8859_1));
        return this;
    }

    /** {@code s}, then NULs up to {@code length}; a string as long as the slot leaves no NUL. */
    Wvr1FileBytes slot(String s, int length) {
        byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
        if (b.length > length) {
            throw new IllegalArgumentException(s + " does not fit " + length + " bytes");
        }
        out.writeBytes(b);
        return zeros(length - b.length);
    }

    Wvr1FileBytes zeros(int n) {
        out.writeBytes(new byte[n]);
        return this;
    }

    Wvr1FileBytes raw(byte... b) {
        out.writeBytes(b);
        return this;
    }

    Wvr1FileBytes i16(int v) {
        out.write(v);
        out.write(v >>> 8);
        return this;
    }

    Wvr1FileBytes i32(int v) {
        out.write(v);
        out.write(v >>> 8);
        out.write(v >>> 16);
        out.write(v >>> 24);
        return this;
    }

    Wvr1FileBytes u32(long v) {
        return i32((int) v);
    }

    Wvr1FileBytes f32(float v) {
        return i32(Float.floatToRawIntBits(v));
    }

    int size() {
        return out.size();
    }

    byte[] toBytes() {
        return out.toByteArray();
    }

    /** Offset of the first model record (or net header) in a file of this grid size. */
    static int recordsAt(int width, int height) {
        return 12 + 4 * width * height + Wvr1World.TEXTURE_SLOTS * Wvr1World.TEXTURE_NAME_LENGTH;
    }
}
