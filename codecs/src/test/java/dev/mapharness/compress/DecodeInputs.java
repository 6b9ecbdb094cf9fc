package dev.mapharness.compress;

import dev.mapharness.bytes.ByteInput;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Data for the decoder properties, generated shallowly (kind, size, seed) so failures shrink and
 * print readably; sizes reach past the decoding windows (about 68 KiB for LZSS, 144 KiB for LZO)
 * so that windows move. Also the three ways a stream is decoded: whole bytes, shorts, ints.
 */
final class DecodeInputs {
    static final int LARGE = 320 * 1024;

    enum Kind { RANDOM, RUN, PATTERN, SMALL_ALPHABET, SMOOTH_FLOATS, NOISY_FLOATS, REGIONS, SPACES_FIRST }

    record Input(Kind kind, int size, long seed) {
        byte[] bytes() {
            return make(kind, size, new SplittableRandom(seed));
        }

        @Override
        public String toString() {
            return kind + " of " + size + " bytes, seed " + seed;
        }
    }

    private DecodeInputs() {
    }

    /** Sizes are multiples of 4, so every input also decodes as shorts and ints. */
    static Gen<Input> inputs() {
        Gen<Integer> sizes = Generate.oneOf(
                Generate.pick(List.of(4, 8, 16, 20, 1024, 4096, 69_632, 147_456, 147_460, LARGE)),
                Generate.range(1, 512).map(k -> 4 * k),
                Generate.range(1, LARGE / 4).map(k -> 4 * k));
        return Generate.enumValues(Kind.class).zip(sizes, Generate.longRange(0, Long.MAX_VALUE), Input::new);
    }

    static byte[] make(Kind kind, int n, SplittableRandom rnd) {
        byte[] b = new byte[n];
        switch (kind) {
            case RANDOM -> rnd.nextBytes(b);
            case RUN -> Arrays.fill(b, (byte) rnd.nextInt(256));
            case PATTERN -> {
                byte[] block = new byte[1 + rnd.nextInt(Math.max(1, Math.min(n, 60_000)))];
                rnd.nextBytes(block);
                for (int i = 0; i < n; i++) {
                    b[i] = rnd.nextInt(300) == 0 ? (byte) rnd.nextInt(256) : block[i % block.length];
                }
            }
            case SMALL_ALPHABET -> {
                int symbols = 2 + rnd.nextInt(5);
                for (int i = 0; i < n; i++) {
                    b[i] = (byte) rnd.nextInt(symbols);
                }
            }
            case SMOOTH_FLOATS -> {
                ByteBuffer floats = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
                double phase = rnd.nextDouble() * 100;
                for (int i = 0; i + 4 <= n; i += 4) {
                    double x = phase + i / 4 / 37.0;
                    floats.putFloat(i, Math.round((80 + 30 * Math.sin(x) + 7 * Math.cos(x * 2.7)) / 0.05) * 0.05f);
                }
            }
            case NOISY_FLOATS -> {
                // heights with random low mantissa bits: few matches, long literal runs
                ByteBuffer floats = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
                double phase = rnd.nextDouble() * 100;
                for (int i = 0; i + 4 <= n; i += 4) {
                    double x = phase + i / 4 / 53.0;
                    int bits = Float.floatToRawIntBits((float) (120 + 40 * Math.sin(x)));
                    floats.putInt(i, bits & ~0xFF | rnd.nextInt(256));
                }
            }
            case REGIONS -> {
                // u16 material ids in patches with ragged borders: long runs at distance 2, rows repeating rows
                int side = 64 + rnd.nextInt(200);
                int patch = 8 + rnd.nextInt(40);
                ByteBuffer ids = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
                for (int i = 0; i + 2 <= n; i += 2) {
                    int x = (i / 2 % side + rnd.nextInt(3)) / patch;
                    int y = (i / 2 / side + rnd.nextInt(3)) / patch;
                    ids.putShort(i, (short) ((x * 7919 + y * 104_729) % 37));
                }
            }
            case SPACES_FIRST -> {
                int spaces = Math.min(n, 1 + rnd.nextInt(60));
                Arrays.fill(b, 0, spaces, (byte) ' ');
                for (int i = spaces; i < n; i++) {
                    b[i] = (byte) (rnd.nextInt(8) == 0 ? ' ' : 'a' + rnd.nextInt(6));
                }
            }
            default -> throw new AssertionError(kind);
        }
        return b;
    }

    /** Decodes {@code stream} as {@code size} bytes through a whole-bytes target; checks it was consumed exactly. */
    static byte[] asBytes(Compression c, byte[] stream, int size) {
        ByteInput in = ByteInput.of(stream);
        byte[] out = c.decode(in, size, "x");
        if (in.offset() != stream.length) {
            throw new AssertionError("consumed " + in.offset() + " of " + stream.length);
        }
        return out;
    }

    /** Decodes through a window into shorts (after the size check, as {@link CompressedArrays} does), back as little-endian bytes. */
    static byte[] viaShorts(Compression c, byte[] stream, int size) {
        ByteInput in = ByteInput.of(stream);
        c.checkDecodedSize(in, size, "x");
        DecodedShorts out = new DecodedShorts(size, in.remaining(), c.reach, c.checksummed);
        c.decodeInto(in, out, "x");
        if (in.offset() != stream.length) {
            throw new AssertionError("consumed " + in.offset() + " of " + stream.length);
        }
        ByteBuffer b = ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
        b.asShortBuffer().put(out.values());
        return b.array();
    }

    /** Decodes through a window into ints, back as little-endian bytes. */
    static byte[] viaInts(Compression c, byte[] stream, int size) {
        ByteInput in = ByteInput.of(stream);
        c.checkDecodedSize(in, size, "x");
        DecodedInts out = new DecodedInts(size, in.remaining(), c.reach, c.checksummed);
        c.decodeInto(in, out, "x");
        if (in.offset() != stream.length) {
            throw new AssertionError("consumed " + in.offset() + " of " + stream.length);
        }
        ByteBuffer b = ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(out.values());
        return b.array();
    }
}
