package dev.mapharness.fuzz.stream;

import java.util.Optional;

/**
 * LZO1X decoded the plainest way, one instruction and one byte at a time, written from the format's
 * description (the instruction forms as liblzo's {@code lzo1x_d.ch} reads them, documented in
 * {@code Lzo1x}) with the codec's rules for what a stream must be: exactly the declared size, every copy
 * within what was decoded, and the end marker {@code 11 00 00} right after the last byte. The oracle's
 * second opinion on the codec's decoder, which has a fast loop and copies in words; unlike
 * aircompressor's decoder it follows the same rules, so a stream one rejects and the other decodes is
 * a finding too.
 */
final class PlainLzo1x {
    /** What a stream decoded to and how many stream bytes it took, the end marker included. */
    record Decoded(byte[] bytes, int consumed) {
    }

    private final byte[] s;
    private final byte[] out;
    private int ip;
    private int op;

    private PlainLzo1x(byte[] stream, int from, int size) {
        this.s = stream;
        this.out = new byte[size];
        this.ip = from;
    }

    /** Decodes {@code size} bytes from {@code stream} at {@code from}; empty if the codec's rules refuse the stream. */
    static Optional<Decoded> decode(byte[] stream, int from, int size) {
        PlainLzo1x d = new PlainLzo1x(stream, from, size);
        try {
            return d.run() ? Optional.of(new Decoded(d.out, d.ip - from)) : Optional.empty();
        } catch (Refused r) {
            return Optional.empty();
        }
    }

    /** Thrown where the stream breaks a rule; caught in {@link #decode}. */
    private static final class Refused extends RuntimeException {
        Refused() {
            super(null, null, false, false);
        }
    }

    private boolean run() {
        int state = 0;
        int first = next();
        if (first > 17) {
            // a first byte above 17 is a literal run of that many less 17, with no instruction before it
            literals(first - 17);
            state = Math.min(first - 17, 4);
        } else {
            ip--; // an ordinary instruction, read by the loop
        }
        while (true) {
            int t = next();
            if (op == out.length && t != 0x11) {
                return false;
            }
            int length;
            int distance;
            int trailing;
            if (t >= 64) {
                length = (t >> 5) + 1;
                distance = (next() << 3) + ((t >> 2) & 7) + 1;
                trailing = t & 3;
            } else if (t >= 32) {
                length = ((t & 31) == 0 ? extension(31) : t & 31) + 2;
                int word = next() | next() << 8;
                distance = (word >> 2) + 1;
                trailing = word & 3;
            } else if (t >= 16) {
                length = ((t & 7) == 0 ? extension(7) : t & 7) + 2;
                int word = next() | next() << 8;
                if ((t & 8) == 0 && word >> 2 == 0) {
                    return t == 0x11 && word == 0 && op == out.length;
                }
                distance = 16384 + ((t & 8) << 11) + (word >> 2);
                trailing = word & 3;
            } else if (state == 0) {
                literals((t == 0 ? extension(15) : t) + 3);
                state = 4;
                continue;
            } else {
                length = state == 4 ? 3 : 2;
                distance = (next() << 2) + (t >> 2) + (state == 4 ? 2049 : 1);
                trailing = t & 3;
            }
            if (length > out.length - op || distance > op) {
                return false;
            }
            for (int k = 0; k < length; k++, op++) {
                out[op] = out[op - distance];
            }
            literals(trailing);
            state = trailing;
        }
    }

    private int next() {
        if (ip >= s.length) {
            throw new Refused();
        }
        return s[ip++] & 0xFF;
    }

    /** A length extension after an opcode whose length bits are 0: each zero byte adds 255, the first other byte ends it. */
    private int extension(int base) {
        long length = base;
        int b;
        while ((b = next()) == 0) {
            length += 255;
        }
        length += b;
        if (length > out.length) {
            throw new Refused(); // more than any stream may produce; checked here so the sum stays an int
        }
        return (int) length;
    }

    private void literals(int n) {
        if (n > out.length - op) {
            throw new Refused();
        }
        for (int k = 0; k < n; k++) {
            out[op++] = (byte) next();
        }
    }
}
