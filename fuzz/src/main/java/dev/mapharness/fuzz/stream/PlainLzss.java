package dev.mapharness.fuzz.stream;

import java.util.Optional;

/**
 * BIS LZSS decoded the plainest way, one item and one byte at a time, written from the format's
 * description ({@code BisLzss}'s) and nothing else: the oracle's second opinion on the codec's
 * decoder, which copies in words and has a fast path per group. Reading both on every input is cheap
 * and reaches a wrong byte in the decoder at once, without writing anything.
 */
final class PlainLzss {
    private static final byte SPACE = 0x20;

    /** What a stream decoded to and how many stream bytes (before the checksum) it took. */
    record Decoded(byte[] bytes, int consumed) {
    }

    private PlainLzss() {
    }

    /**
     * Decodes {@code size} bytes from {@code stream} at {@code from}; empty if the stream ends first or
     * names a distance of 0 (which the format does not allow).
     */
    static Optional<Decoded> decode(byte[] stream, int from, int size) {
        byte[] out = new byte[size];
        int ip = from;
        int op = 0;
        while (op < size) {
            if (ip >= stream.length) {
                return Optional.empty();
            }
            int flags = stream[ip++] & 0xFF;
            for (int item = 0; item < 8 && op < size; item++) {
                boolean literal = (flags >> item & 1) != 0;
                if (literal) {
                    if (ip >= stream.length) {
                        return Optional.empty();
                    }
                    out[op++] = stream[ip++];
                    continue;
                }
                if (ip + 2 > stream.length) {
                    return Optional.empty();
                }
                int b0 = stream[ip] & 0xFF;
                int b1 = stream[ip + 1] & 0xFF;
                ip += 2;
                int distance = b0 | (b1 & 0xF0) << 4;
                int length = (b1 & 0x0F) + 3;
                if (distance == 0) {
                    return Optional.empty();
                }
                for (int k = 0; k < length && op < size; k++) {
                    int at = op - distance;
                    out[op++] = at < 0 ? SPACE : out[at];
                }
            }
        }
        return Optional.of(new Decoded(out, ip - from));
    }
}
