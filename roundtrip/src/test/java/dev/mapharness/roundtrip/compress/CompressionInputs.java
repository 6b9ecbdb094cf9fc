package dev.mapharness.roundtrip.compress;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Inputs for the compression properties, generated shallowly (kind, size, seed) so that a failure
 * shrinks well and prints readably; the bytes are made from the seed when the property runs.
 */
final class CompressionInputs {
    static final int MAX_SIZE = 64 * 1024;

    enum Kind {
        /** Incompressible: every encoder must fall back to literals and stay small. */
        RANDOM,
        /** One byte repeated: the longest matches, distance 1. */
        RUN,
        /** A random block repeated with rare changes: matches at a fixed distance. */
        PATTERN,
        /** Spaces first, then text-like bytes: LZSS references before the start. */
        SPACES_FIRST,
        /** A few symbols in random order: many short matches at all distances. */
        SMALL_ALPHABET,
        /** Pieces of all the above, with copies of earlier pieces from far back (LZO's long distances). */
        SEGMENTS
    }

    record Input(Kind kind, int size, long seed) {
        byte[] bytes() {
            return make(kind, size, new SplittableRandom(seed));
        }

        @Override
        public String toString() {
            return kind + " of " + size + " bytes, seed " + seed;
        }
    }

    private CompressionInputs() {
    }

    static Gen<Input> inputs() {
        Gen<Integer> sizes = Generate.oneOf(
                Generate.pick(List.of(0, 1, 2, 3, 4, 17, 18, 19, 239, 1023, 1024, 1025, 4095, 4096, 4097, 16385, MAX_SIZE)),
                Generate.range(0, 4096),
                Generate.range(0, MAX_SIZE));
        Gen<Kind> kinds = Generate.enumValues(Kind.class);
        Gen<Long> seeds = Generate.longRange(0, Long.MAX_VALUE);
        return kinds.zip(sizes, seeds, Input::new);
    }

    static byte[] make(Kind kind, int n, SplittableRandom rnd) {
        byte[] b = new byte[n];
        switch (kind) {
            case RANDOM -> rnd.nextBytes(b);
            case RUN -> Arrays.fill(b, (byte) rnd.nextInt(256));
            case PATTERN -> {
                byte[] block = new byte[1 + rnd.nextInt(Math.max(1, Math.min(n, 5000)))];
                rnd.nextBytes(block);
                for (int i = 0; i < n; i++) {
                    b[i] = rnd.nextInt(200) == 0 ? (byte) rnd.nextInt(256) : block[i % block.length];
                }
            }
            case SPACES_FIRST -> {
                int spaces = Math.min(n, 1 + rnd.nextInt(40));
                Arrays.fill(b, 0, spaces, (byte) ' ');
                for (int i = spaces; i < n; i++) {
                    b[i] = (byte) (rnd.nextInt(8) == 0 ? ' ' : 'a' + rnd.nextInt(6));
                }
            }
            case SMALL_ALPHABET -> {
                int symbols = 2 + rnd.nextInt(5);
                for (int i = 0; i < n; i++) {
                    b[i] = (byte) rnd.nextInt(symbols);
                }
            }
            case SEGMENTS -> {
                int at = 0;
                while (at < n) {
                    int len = Math.min(n - at, 1 + rnd.nextInt(rnd.nextBoolean() ? 64 : 4000));
                    if (at > 0 && rnd.nextInt(3) == 0) {
                        int from = rnd.nextInt(at);
                        for (int k = 0; k < len; k++) {
                            b[at + k] = b[from + k];
                        }
                    } else {
                        Kind piece = Kind.values()[rnd.nextInt(Kind.values().length - 1)];
                        System.arraycopy(make(piece, len, rnd), 0, b, at, len);
                    }
                    at += len;
                }
            }
            default -> throw new AssertionError(kind);
        }
        return b;
    }

    /** {@code stream} followed by {@code extra} bytes that a decoder must leave alone. */
    static byte[] withTrailing(byte[] stream, int extra) {
        byte[] b = Arrays.copyOf(stream, stream.length + extra);
        Arrays.fill(b, stream.length, b.length, (byte) 0x5A);
        return b;
    }
}
