package dev.mapharness.compress;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/** A decoded little-endian {@code u32}/{@code i32}/{@code f32}-bits array, allocated like {@link DecodedBytes}. */
final class DecodedInts extends ElementWindow {
    private int[] values;

    DecodedInts(int decodedSize, int inputBytes, int reach, boolean summing) {
        super(decodedSize, reach, 4, summing);
        values = new int[eagerSize(decodedSize, inputBytes) / 4];
    }

    @Override
    void store(byte[] bytes, int from, int first, int count) {
        if (first + count > values.length) {
            values = Arrays.copyOf(values, grown(values.length, (long) first + count, decodedSize / 4));
        }
        ByteBuffer.wrap(bytes, from, 4 * count).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(values, first, count);
    }

    /** The values, after {@link #finish}. */
    int[] values() {
        return values;
    }
}
