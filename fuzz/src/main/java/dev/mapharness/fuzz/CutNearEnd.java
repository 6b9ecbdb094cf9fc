package dev.mapharness.fuzz;

import java.util.Arrays;

/**
 * A prefix of an input that reads: the input cut within its last {@value #WINDOW} bytes, at a place its
 * hash chooses. Files end in small fixed structures (a trailer, an end-of-list header, a last record), and
 * a reader that looks ahead for one can read past the end of a file cut inside it. libFuzzer seldom makes
 * such a cut itself: it erases a random span at a random place, so ending a file of n bytes exactly k
 * bytes into its last structure takes about n² / 2 tries. Every mutant of a file that reads has another
 * hash, so the fuzzer tries every cut near the end of a file within a few hundred of its mutants, and the
 * same input always gets the same cut, so a finding replays.
 */
final class CutNearEnd {
    /** How far from the end a cut may fall: longer than any trailer or end structure of the formats read. */
    static final int WINDOW = 128;

    private CutNearEnd() {
    }

    /** {@code input} without its last 1 to {@value #WINDOW} bytes (fewer when it is shorter). */
    static byte[] of(byte[] input) {
        if (input.length == 0) {
            return input;
        }
        int cut = 1 + Math.floorMod(mix(Arrays.hashCode(input)), Math.min(input.length, WINDOW));
        return Arrays.copyOf(input, input.length - cut);
    }

    /** Spreads the hash's bits so inputs that differ in one byte get unrelated cuts (MurmurHash3's finaliser). */
    private static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x85eb_ca6b;
        h ^= h >>> 13;
        h *= 0xc2b2_ae35;
        return h ^ h >>> 16;
    }
}
