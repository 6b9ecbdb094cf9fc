package dev.mapharness.bytes;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/** A growable little-endian writer, the counterpart of {@link ByteInput}. */
public final class ByteOutput {
    /** The largest array the JVM allocates everywhere, and so the largest file a writer makes. */
    public static final int MAX_SIZE = Integer.MAX_VALUE - 8;

    private byte[] buf;
    private int size;
    /** The size the writer computed and promised, or -1 for a writer that grows as it goes. */
    private final int exact;

    public ByteOutput() {
        this(256);
    }

    public ByteOutput(int expectedSize) {
        buf = new byte[Math.max(16, expectedSize)];
        exact = -1;
    }

    private ByteOutput(int exactSize, boolean exactly) {
        buf = new byte[exactSize];
        exact = exactSize;
    }

    /**
     * An output for a file whose size the writer has computed: {@link #toByteArray()} refuses to return
     * any other number of bytes. A size computed wrong is then a writer's bug found at the first write,
     * not a buffer grown or a header that disagrees with what follows it.
     */
    public static ByteOutput exactly(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("a file of " + size + " bytes");
        }
        return new ByteOutput(size, true);
    }

    public int size() {
        return size;
    }

    /** Grows the buffer and returns where {@code n} new bytes go; call it before reading {@code buf}. */
    private int reserve(long n) {
        long needed = size + n;
        if (needed > buf.length) {
            buf = Arrays.copyOf(buf, grownLength(needed, buf.length));
        }
        int at = size;
        size = (int) needed;
        return at;
    }

    /**
     * The length a buffer of {@code length} bytes grows to when {@code needed} bytes must fit: doubled,
     * or what is needed if more, never past {@link #MAX_SIZE}; arithmetic alone, so its limit is tested
     * without allocating 2 GiB.
     *
     * @throws IllegalStateException if {@code needed} is past {@link #MAX_SIZE}
     */
    static int grownLength(long needed, int length) {
        if (needed > MAX_SIZE) {
            throw new IllegalStateException("output would exceed 2 GiB");
        }
        return (int) Math.min(MAX_SIZE, Math.max(needed, (long) length * 2));
    }

    /**
     * Makes room for {@code n} more bytes at once, so that a writer that knows what is left grows its
     * buffer once to the exact size (and {@link #toByteArray()} need not copy it).
     */
    public void ensureRoom(long n) {
        long needed = size + n;
        if (needed > buf.length && needed <= MAX_SIZE) {
            buf = Arrays.copyOf(buf, (int) needed);
        }
    }

    private ByteBuffer view(int at, int n) {
        return ByteBuffer.wrap(buf, at, n).order(ByteOrder.LITTLE_ENDIAN);
    }

    public ByteOutput u8(int v) {
        int at = reserve(1);
        buf[at] = (byte) v;
        return this;
    }

    public ByteOutput i16(int v) {
        int at = reserve(2);
        buf[at] = (byte) v;
        buf[at + 1] = (byte) (v >>> 8);
        return this;
    }

    public ByteOutput u16(int v) {
        return i16(v);
    }

    public ByteOutput i32(int v) {
        int at = reserve(4);
        buf[at] = (byte) v;
        buf[at + 1] = (byte) (v >>> 8);
        buf[at + 2] = (byte) (v >>> 16);
        buf[at + 3] = (byte) (v >>> 24);
        return this;
    }

    public ByteOutput u32(long v) {
        return i32((int) v);
    }

    public ByteOutput f32(float v) {
        return i32(Float.floatToRawIntBits(v));
    }

    public ByteOutput f64(double v) {
        long bits = Double.doubleToRawLongBits(v);
        i32((int) bits);
        return i32((int) (bits >>> 32));
    }

    public ByteOutput f32Bits(int bits) {
        return i32(bits);
    }

    public ByteOutput bytes(byte[] v) {
        int at = reserve(v.length);
        System.arraycopy(v, 0, buf, at, v.length);
        return this;
    }

    public ByteOutput i16Array(short[] v) {
        int at = reserve(2L * v.length);
        view(at, v.length * 2).asShortBuffer().put(v);
        return this;
    }

    public ByteOutput i32Array(int[] v) {
        int at = reserve(4L * v.length);
        view(at, v.length * 4).asIntBuffer().put(v);
        return this;
    }

    /** Writes the whole slot; the caller checks the slot length the format wants. */
    public ByteOutput fixedString(FixedString s) {
        int at = reserve(s.slotLength());
        s.copyTo(buf, at);
        return this;
    }

    /** Writes the bytes and a NUL. */
    public ByteOutput asciiz(RawString s) {
        int at = reserve(s.length());
        s.copyTo(buf, at);
        return u8(0);
    }

    /** Writes a u32 length, then the bytes. */
    public ByteOutput lengthPrefixed32(RawString s) {
        u32(s.length());
        int at = reserve(s.length());
        s.copyTo(buf, at);
        return this;
    }

    /**
     * The bytes written. When the buffer is exactly full it is returned as it is, not copied: a
     * writer of a 100 MB world then holds one copy, not two (writing on would grow into a new buffer,
     * so the array returned never changes).
     */
    public byte[] toByteArray() {
        if (exact >= 0 && size != exact) {
            throw new IllegalStateException("the writer computed " + exact + " bytes but wrote " + size);
        }
        return size == buf.length ? buf : Arrays.copyOf(buf, size);
    }
}
