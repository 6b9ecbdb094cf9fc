package dev.mapharness.roundtrip;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * The damaged inputs of the torture check, made one at a time from valid bytes so a large file
 * never needs thousands of copies in memory at once.
 */
final class Mutations {
    /** 4-byte values that hostile files put into counts, sizes and offsets. */
    static final int[] HOSTILE_U32 = {0, 0xFFFF_FFFF, 0x8000_0000, 0x7FFF_FFFF};
    /** Overwrites cover every 4-aligned offset of the header area. */
    static final int OVERWRITE_AREA = 256;
    /** Ends of a large file whose every truncation is tried, unless the settings say otherwise. */
    static final int TRUNCATION_EDGE = 4096;

    private final byte[] valid;
    private final TortureCheck.Settings settings;

    Mutations(byte[] valid, TortureCheck.Settings settings) {
        this.valid = valid;
        this.settings = settings;
    }

    /** The few hostile overwrites first: they find the worst bugs (allocation by a count) fastest. */
    void forEach(Consumer<Mutation> sink) {
        overwrites(sink);
        truncations(sink);
        flips(sink);
    }

    /** Every prefix of a small file; of a large one, every prefix near either end plus a seeded sample. */
    private void truncations(Consumer<Mutation> sink) {
        int n = valid.length;
        TreeSet<Integer> lengths = new TreeSet<>();
        if (n <= settings.allTruncationsUpTo()) {
            for (int i = 0; i < n; i++) {
                lengths.add(i);
            }
        } else {
            for (int i = 0; i < Math.min(settings.truncationEdge(), n); i++) {
                lengths.add(i);
                lengths.add(n - 1 - i);
            }
            SplittableRandom random = new SplittableRandom(settings.seed() ^ 0x7452_554E_4341_5445L);
            for (int i = 0; i < settings.sampledTruncations(); i++) {
                lengths.add(random.nextInt(n));
            }
        }
        for (int len : lengths) {
            sink.accept(new Mutation(Mutation.Kind.TRUNCATION, len,
                    "truncated to " + len + " of " + n + " bytes", Arrays.copyOf(valid, len)));
        }
    }

    /** 0, 0xFFFFFFFF, 0x80000000 and 0x7FFFFFFF at every 4-aligned offset of the first 256 bytes. */
    private void overwrites(Consumer<Mutation> sink) {
        for (int at = 0; at + 4 <= Math.min(valid.length, OVERWRITE_AREA); at += 4) {
            for (int v : HOSTILE_U32) {
                byte[] b = valid.clone();
                b[at] = (byte) v;
                b[at + 1] = (byte) (v >>> 8);
                b[at + 2] = (byte) (v >>> 16);
                b[at + 3] = (byte) (v >>> 24);
                if (!Arrays.equals(b, valid)) {
                    sink.accept(new Mutation(Mutation.Kind.OVERWRITE, at,
                            String.format("u32 0x%08X written at offset %d (0x%X)", v, at, at), b));
                }
            }
        }
    }

    /**
     * Seeded flips of 1 to 4 bytes each: half anywhere, a quarter in the first 64 bytes (headers,
     * sizes, counts), a quarter in the last 256 (end markers, trailing records).
     */
    private void flips(Consumer<Mutation> sink) {
        if (valid.length == 0) {
            return;
        }
        SplittableRandom random = new SplittableRandom(settings.seed());
        for (int i = 0; i < settings.flips(); i++) {
            byte[] b = valid.clone();
            int count = random.nextInt(8) == 0 ? 2 + random.nextInt(3) : 1;
            StringBuilder what = new StringBuilder("flip #").append(i).append(':');
            int first = -1;
            for (int k = 0; k < count; k++) {
                int at = switch (random.nextInt(4)) {
                    case 0 -> random.nextInt(Math.min(64, b.length));
                    case 1 -> b.length - 1 - random.nextInt(Math.min(256, b.length));
                    default -> random.nextInt(b.length);
                };
                int mask = 1 + random.nextInt(255);
                byte before = b[at];
                b[at] ^= (byte) mask;
                what.append(String.format(" byte %d (0x%X) %02X→%02X", at, at, before & 0xFF, b[at] & 0xFF));
                first = first < 0 ? at : Math.min(first, at);
            }
            sink.accept(new Mutation(Mutation.Kind.FLIP, first, what.toString(), b));
        }
    }
}
