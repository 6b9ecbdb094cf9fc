package dev.mapharness.compress;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.rules.ReadRules;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The OPRW rule for "maybe compressed array of N elements": the array's size in bytes decides, with
 * no flag byte. Size 0 reads nothing, under {@link #THRESHOLD} bytes the elements are stored raw,
 * from {@link #THRESHOLD} on they are one stream of the version's {@link Compression}.
 *
 * <p>Raw arrays are recorded in the field map as {@code field} with their element size; compressed
 * ones as one {@code field.lzss} / {@code field.lzo} entry (plus {@code field.checksum} for LZSS).
 * Elements are little-endian; floats are kept as raw bits.
 */
public final class CompressedArrays {
    public static final int THRESHOLD = 1024;
    /** The largest array the JVM can allocate. */
    private static final int MAX_BYTES = Integer.MAX_VALUE - 8;

    private CompressedArrays() {
    }

    /** {@code u8[count]}. */
    public static byte[] readBytes(ByteInput in, Compression c, long count, String field) {
        int size = byteSize(in, c, count, 1, field);
        return size < THRESHOLD ? in.bytes(size, field) : c.decode(in, size, field);
    }

    /** {@code u16[count]} or {@code i16[count]}, little-endian. */
    public static short[] readShorts(ByteInput in, Compression c, long count, String field) {
        int size = byteSize(in, c, count, 2, field);
        if (size < THRESHOLD) {
            return in.i16Array(size / 2, field);
        }
        // through a window into the shorts: allocated up front only as far as the input justifies, then as decoded
        DecodedShorts out = new DecodedShorts(size, in.remaining(), c.reach, c.checksummed);
        c.decodeInto(in, out, field);
        return out.values();
    }

    /** {@code u32[count]}, {@code i32[count]} or the bits of {@code f32[count]}, little-endian. */
    public static int[] readInts(ByteInput in, Compression c, long count, String field) {
        int size = byteSize(in, c, count, 4, field);
        if (size < THRESHOLD) {
            return in.i32Array(size / 4, field);
        }
        // through a window into the ints: allocated up front only as far as the input justifies, then as decoded
        DecodedInts out = new DecodedInts(size, in.remaining(), c.reach, c.checksummed);
        c.decodeInto(in, out, field);
        return out.values();
    }

    /**
     * The array's size in bytes, checked before anything is allocated: the count must be
     * non-negative, the size must fit in a Java array, and what the bytes left can hold (raw, or
     * decoded from a stream of {@code c}) must cover it.
     */
    private static int byteSize(ByteInput in, Compression c, long count, int elementSize, String field) {
        if (count < 0) {
            throw in.fail(ReadRules.COUNT_NEGATIVE, field, "a non-negative element count", String.valueOf(count));
        }
        if (count > MAX_BYTES / elementSize) {
            throw in.fail(ReadRules.COUNT_TOO_LARGE, field, "at most " + MAX_BYTES / elementSize + " elements of " + elementSize
                    + " bytes (an array below 2 GiB)", String.valueOf(count));
        }
        int size = (int) count * elementSize;
        long fits = size < THRESHOLD ? in.remaining() : c.maxDecodedSize(in.remaining());
        if (size > fits) {
            throw in.fail(size < THRESHOLD ? ReadRules.COUNT_PAST_END : CompressRules.DECODED_SIZE_PAST_LIMIT, field, count + " elements of " + elementSize + " bytes in the " + in.remaining()
                    + " bytes left (" + (size < THRESHOLD ? "raw" : c + " decodes to at most " + fits + " bytes") + ")",
                    size + " bytes");
        }
        return size;
    }

    public static void writeBytes(ByteOutput out, Compression c, byte[] values) {
        writeBytes(out, c, values, CompressionLevel.DEFAULT);
    }

    /** {@code u8[count]}, a stream encoded at {@code level} if it is compressed. */
    public static void writeBytes(ByteOutput out, Compression c, byte[] values, CompressionLevel level) {
        if (values.length < THRESHOLD) {
            out.bytes(values);
        } else {
            out.bytes(c.encode(values, level));
        }
    }

    public static void writeShorts(ByteOutput out, Compression c, short[] values) {
        writeShorts(out, c, values, CompressionLevel.DEFAULT);
    }

    /** {@code u16[count]} or {@code i16[count]}, a stream encoded at {@code level} if it is compressed. */
    public static void writeShorts(ByteOutput out, Compression c, short[] values, CompressionLevel level) {
        if (2L * values.length < THRESHOLD) {
            out.i16Array(values);
        } else {
            ByteBuffer bytes = ByteBuffer.allocate(checkedSize(values.length, 2)).order(ByteOrder.LITTLE_ENDIAN);
            bytes.asShortBuffer().put(values);
            out.bytes(c.encode(bytes.array(), level));
        }
    }

    public static void writeInts(ByteOutput out, Compression c, int[] values) {
        writeInts(out, c, values, CompressionLevel.DEFAULT);
    }

    /** {@code u32[count]}, {@code i32[count]} or {@code f32[count]}, a stream encoded at {@code level} if it is compressed. */
    public static void writeInts(ByteOutput out, Compression c, int[] values, CompressionLevel level) {
        if (4L * values.length < THRESHOLD) {
            out.i32Array(values);
        } else {
            ByteBuffer bytes = ByteBuffer.allocate(checkedSize(values.length, 4)).order(ByteOrder.LITTLE_ENDIAN);
            bytes.asIntBuffer().put(values);
            out.bytes(c.encode(bytes.array(), level));
        }
    }

    /** Arrays of 2 GiB or more cannot be one stream; like {@link ByteOutput}, that is a state error. */
    static int checkedSize(int length, int elementSize) {
        long size = (long) length * elementSize;
        if (size > MAX_BYTES) {
            throw new IllegalStateException("a compressed array of " + size + " bytes would exceed 2 GiB");
        }
        return (int) size;
    }
}
