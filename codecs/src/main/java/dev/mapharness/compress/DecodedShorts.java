package dev.mapharness.compress;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/** A decoded little-endian {@code u16}/{@code i16} array, allocated like {@link DecodedBytes}. */
final class DecodedShorts extends ElementWindow {
    private short[] values;

    DecodedShorts(int decodedSize, int inputBytes, int reach, boolean summing) {
        super(decodedSize, reach, 2, summing);
        values = new short[eagerSize(decodedSize, inputBytes) / 2];
    }

    @Override
    void store(byte[] bytes, int from, int first, int count) {
        if (first + count > values.length) {
            values = Arrays.copyOf(values, grown(values.length, (long) first + count, decodedSize / 2));
        }
        ByteBuffer.wrap(bytes, from, 2 * count).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(values, first, count);
    }

    /** The values, after {@link #finish}. */
    short[] values() {
        return values;
    }
}
