package dev.mapharness.wvr8;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Builds 8WVR bytes by hand, little-endian, field by field, without the codec's own output
 * class, so tests check the writer and reader against an independent encoding.
 */
final class Wvr8Bytes {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    static Wvr8Bytes header(long landX, long landY, long terrainX, long terrainY, float landCellSize) {
        return new Wvr8Bytes().ascii("8WVR").u32(landX).u32(landY).u32(terrainX).u32(terrainY).f32(landCellSize);
    }

    Wvr8Bytes ascii(String s) {
        out.writeBytes(s.getBytes(StandardCharsets.ISO_8859_1));
        return this;
    }

    Wvr8Bytes bytes(byte... b) {
        out.writeBytes(b);
        return this;
    }

    Wvr8Bytes u16(int v) {
        out.write(v);
        out.write(v >>> 8);
        return this;
    }

    Wvr8Bytes u32(long v) {
        for (int i = 0; i < 4; i++) {
            out.write((int) (v >>> (8 * i)));
        }
        return this;
    }

    Wvr8Bytes f32(float v) {
        return u32(Float.floatToRawIntBits(v));
    }

    /** A {@code u32 len; char[len]} string. */
    Wvr8Bytes str(String s) {
        return u32(s.length()).ascii(s);
    }

    /** A material: its names, then the zero length that ends them. */
    Wvr8Bytes material(String... names) {
        for (String n : names) {
            str(n);
        }
        return u32(0);
    }

    /** Twelve raw float bits. */
    Wvr8Bytes transformBits(int... bits) {
        if (bits.length != 12) {
            throw new IllegalArgumentException("12 floats");
        }
        for (int b : bits) {
            u32(b & 0xFFFF_FFFFL);
        }
        return this;
    }

    Wvr8Bytes identity() {
        for (float f : new float[] {1, 0, 0, 0, 1, 0, 0, 0, 1}) {
            f32(f);
        }
        return this;
    }

    /** An object with an identity rotation at (x, y, z). */
    Wvr8Bytes object(float x, float y, float z, long id, String model) {
        return identity().f32(x).f32(y).f32(z).u32(id).str(model);
    }

    /** The len-0 record that ends the object list. */
    Wvr8Bytes dummy(int[] transformBits, long id) {
        return transformBits(transformBits).u32(id).u32(0);
    }

    int size() {
        return out.size();
    }

    byte[] toBytes() {
        return out.toByteArray();
    }
}
