package dev.mapharness.fuzz.reduce;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Reduction of raw bytes, for any input: delta debugging over chunks (remove chunks of half the
 * input, then quarters, down to single bytes), then the same over chunks set to zero, so that what
 * is left shows which bytes matter.
 */
final class BytePass {
    private BytePass() {
    }

    /** The reduced input; {@code input} must reproduce. Reports what changed to {@code steps}. */
    static byte[] run(byte[] input, Trials trials, Consumer<String> steps) {
        byte[] removed = removeChunks(input, trials);
        if (removed.length < input.length) {
            steps.accept("bytes: " + input.length + " → " + removed.length);
        }
        byte[] zeroed = zeroChunks(removed, trials);
        int cleared = 0;
        for (int i = 0; i < zeroed.length; i++) {
            if (zeroed[i] != removed[i]) {
                cleared++;
            }
        }
        if (cleared > 0) {
            steps.accept("bytes: " + cleared + " set to 0");
        }
        return zeroed;
    }

    /**
     * Chunks are tried from the end backwards: bytes before a removed chunk keep their offsets, so
     * the walk needs no restart, and headers (at the start of most formats) are tried last.
     */
    static byte[] removeChunks(byte[] input, Trials trials) {
        byte[] current = input;
        for (int chunk = Math.max(1, current.length / 2); chunk >= 1 && current.length > 0; chunk = chunk == 1 ? 0 : chunk / 2) {
            for (int end = current.length; end > 0; ) {
                int start = Math.max(0, end - chunk);
                byte[] candidate = without(current, start, end);
                if (trials.test(candidate)) {
                    current = candidate;
                    trials.offer(current);
                }
                end = start;
            }
        }
        return current;
    }

    static byte[] zeroChunks(byte[] input, Trials trials) {
        byte[] current = input;
        for (int chunk = Math.max(1, current.length / 2); chunk >= 1 && current.length > 0; chunk = chunk == 1 ? 0 : chunk / 2) {
            for (int start = 0; start < current.length; start += chunk) {
                int end = Math.min(current.length, start + chunk);
                if (allZero(current, start, end)) {
                    continue;
                }
                byte[] candidate = current.clone();
                Arrays.fill(candidate, start, end, (byte) 0);
                if (trials.test(candidate)) {
                    current = candidate;
                    trials.offer(current);
                }
            }
        }
        return current;
    }

    private static byte[] without(byte[] bytes, int start, int end) {
        byte[] out = new byte[bytes.length - (end - start)];
        System.arraycopy(bytes, 0, out, 0, start);
        System.arraycopy(bytes, end, out, start, bytes.length - end);
        return out;
    }

    private static boolean allZero(byte[] bytes, int start, int end) {
        for (int i = start; i < end; i++) {
            if (bytes[i] != 0) {
                return false;
            }
        }
        return true;
    }
}
