package dev.mapharness.fuzz.stream;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;

/**
 * A codec-stage input: parameter bytes, then the stream. The stream is read from a {@link ByteInput}
 * over the whole input, positioned after the parameters, so a rejection's offset is an offset into the
 * file the fuzzer wrote.
 */
public final class StreamInput {
    /** The decoded size before an LZSS or LZO stream: u24, little-endian. */
    public static final int SIZE_BYTES = 3;

    private StreamInput() {
    }

    /** The u24 little-endian decoded size at the start of {@code input}; the caller checked there are 3 bytes. */
    public static int decodedSize(byte[] input) {
        return (input[0] & 0xFF) | (input[1] & 0xFF) << 8 | (input[2] & 0xFF) << 16;
    }

    /** A reader over {@code input} positioned after {@code parameters} bytes. */
    public static ByteInput after(byte[] input, int parameters) {
        ByteInput in = ByteInput.of(input);
        in.skip(parameters, "parameters");
        return in;
    }

    /** A rejection must point into the input (or at its end), or nobody can find the bad byte. */
    public static void checkOffset(MapFormatException e, int length) {
        if (e.offset() < 0 || e.offset() > length) {
            throw new AssertionError("rejection at byte " + e.offset() + " outside the " + length + "-byte input: "
                    + e.getMessage(), e);
        }
    }

    /** The wrapping 32-bit sum of the bytes taken as unsigned, computed here independently of the codec. */
    public static long byteSum(byte[] data) {
        long sum = 0;
        for (byte b : data) {
            sum += b & 0xFF;
        }
        return sum & 0xFFFF_FFFFL;
    }

    /** The u32 little-endian at {@code at}. */
    public static long u32(byte[] data, int at) {
        return (data[at] & 0xFFL) | (data[at + 1] & 0xFFL) << 8 | (data[at + 2] & 0xFFL) << 16 | (data[at + 3] & 0xFFL) << 24;
    }
}
