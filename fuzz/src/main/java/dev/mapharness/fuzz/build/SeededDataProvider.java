package dev.mapharness.fuzz.build;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * A {@link FuzzedDataProvider} that draws from a seeded {@link SplittableRandom} instead of a
 * fuzzer's input, so the builders can make models outside a Jazzer run (Jazzer's own provider needs
 * its agent and native library). Like a fuzzer's input it holds a fixed number of bytes: each value
 * taken uses up its size, and once they are gone every value is its range's minimum, false or empty,
 * as Jazzer gives on an exhausted input, so a builder that loops until the data ends stops.
 */
final class SeededDataProvider implements FuzzedDataProvider {
    private final SplittableRandom random;
    private int remaining;

    SeededDataProvider(SplittableRandom random, int bytes) {
        this.random = random;
        this.remaining = bytes;
    }

    /** True if {@code size} bytes are left, and uses them up. */
    private boolean take(int size) {
        if (remaining < size) {
            remaining = 0;
            return false;
        }
        remaining -= size;
        return true;
    }

    @Override
    public boolean consumeBoolean() {
        return take(1) && random.nextBoolean();
    }

    @Override
    public boolean[] consumeBooleans(int maxLength) {
        boolean[] out = new boolean[Math.max(0, Math.min(maxLength, remaining))];
        for (int i = 0; i < out.length; i++) {
            out[i] = consumeBoolean();
        }
        return out;
    }

    @Override
    public byte consumeByte() {
        return take(1) ? (byte) random.nextInt() : 0;
    }

    @Override
    public byte consumeByte(byte min, byte max) {
        return (byte) consumeLong(min, max);
    }

    @Override
    public byte[] consumeBytes(int maxLength) {
        byte[] out = new byte[Math.max(0, Math.min(maxLength, remaining))];
        random.nextBytes(out);
        remaining -= out.length;
        return out;
    }

    @Override
    public byte[] consumeRemainingAsBytes() {
        return consumeBytes(remaining);
    }

    @Override
    public short consumeShort() {
        return take(2) ? (short) random.nextInt() : 0;
    }

    @Override
    public short consumeShort(short min, short max) {
        return (short) consumeLong(min, max);
    }

    @Override
    public short[] consumeShorts(int maxLength) {
        short[] out = new short[Math.max(0, Math.min(maxLength, remaining / 2))];
        for (int i = 0; i < out.length; i++) {
            out[i] = consumeShort();
        }
        return out;
    }

    @Override
    public int consumeInt() {
        return take(4) ? random.nextInt() : 0;
    }

    @Override
    public int consumeInt(int min, int max) {
        return (int) consumeLong(min, max);
    }

    @Override
    public int[] consumeInts(int maxLength) {
        int[] out = new int[Math.max(0, Math.min(maxLength, remaining / 4))];
        for (int i = 0; i < out.length; i++) {
            out[i] = consumeInt();
        }
        return out;
    }

    @Override
    public long consumeLong() {
        return take(8) ? random.nextLong() : 0;
    }

    @Override
    public long consumeLong(long min, long max) {
        if (min > max) {
            throw new IllegalArgumentException("min " + min + " is above max " + max);
        }
        if (min == max || !take(8)) {
            return min;
        }
        // max + 1 would overflow for the whole range: then any long is in it
        return max == Long.MAX_VALUE && min == Long.MIN_VALUE ? random.nextLong() : max == Long.MAX_VALUE
                ? random.nextLong(min - 1, max) + 1 : random.nextLong(min, max + 1);
    }

    @Override
    public long[] consumeLongs(int maxLength) {
        long[] out = new long[Math.max(0, Math.min(maxLength, remaining / 8))];
        for (int i = 0; i < out.length; i++) {
            out[i] = consumeLong();
        }
        return out;
    }

    @Override
    public float consumeFloat() {
        return Float.intBitsToFloat(consumeInt());
    }

    @Override
    public float consumeRegularFloat() {
        return consumeRegularFloat(-Float.MAX_VALUE, Float.MAX_VALUE);
    }

    @Override
    public float consumeRegularFloat(float min, float max) {
        return (float) consumeRegularDouble(min, max);
    }

    @Override
    public float consumeProbabilityFloat() {
        return (float) consumeProbabilityDouble();
    }

    @Override
    public double consumeDouble() {
        return Double.longBitsToDouble(consumeLong());
    }

    @Override
    public double consumeRegularDouble() {
        return consumeRegularDouble(-Double.MAX_VALUE, Double.MAX_VALUE);
    }

    @Override
    public double consumeRegularDouble(double min, double max) {
        if (!(min <= max)) {
            throw new IllegalArgumentException("min " + min + " is above max " + max);
        }
        double p = consumeProbabilityDouble();
        // min + p * (max - min) overflows for the widest ranges: blend the ends instead
        double v = min * (1 - p) + max * p;
        return Math.max(min, Math.min(max, v));
    }

    @Override
    public double consumeProbabilityDouble() {
        return take(8) ? random.nextDouble() : 0;
    }

    @Override
    public char consumeChar() {
        return take(2) ? (char) random.nextInt(Character.MAX_VALUE + 1) : 0;
    }

    @Override
    public char consumeChar(char min, char max) {
        return (char) consumeLong(min, max);
    }

    @Override
    public char consumeCharNoSurrogates() {
        char c = consumeChar();
        return Character.isSurrogate(c) ? (char) (c & 0x7FF) : c;
    }

    @Override
    public String consumeString(int maxLength) {
        StringBuilder sb = new StringBuilder();
        int n = consumeInt(0, Math.max(0, maxLength));
        for (int i = 0; i < n && remaining > 0; i++) {
            sb.append(consumeCharNoSurrogates());
        }
        return sb.toString();
    }

    @Override
    public String consumeRemainingAsString() {
        return consumeString(remaining / 2);
    }

    @Override
    public String consumeAsciiString(int maxLength) {
        byte[] b = consumeBytes(consumeInt(0, Math.max(0, maxLength)));
        for (int i = 0; i < b.length; i++) {
            b[i] &= 0x7F;
        }
        return new String(b, StandardCharsets.US_ASCII);
    }

    @Override
    public String consumeRemainingAsAsciiString() {
        return consumeAsciiString(remaining);
    }

    @Override
    public int remainingBytes() {
        return remaining;
    }
}
