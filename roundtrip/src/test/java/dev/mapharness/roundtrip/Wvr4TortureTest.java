package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4World;
import org.junit.jupiter.api.Test;

/** The 4WVR reader survives every truncation, hostile overwrite and flip of several valid files. */
class Wvr4TortureTest {
    private static final Wvr4Codec CODEC = Wvr4Codec.INSTANCE;

    /** Whatever lenient mode returns must write and read back to itself (the fuzzers' oracle). */
    private static final TortureCheck LENIENT = TortureCheck.of("4WVR lenient", b -> CODEC.read(b, ReadOptions.LENIENT).model())
            .withModelCheck(m -> {
                Wvr4World w = (Wvr4World) m;
                byte[] again = CODEC.write(w);
                assertEquals(w, CODEC.read(again, ReadOptions.LENIENT).model());
            });
    private static final TortureCheck STRICT = TortureCheck.of("4WVR strict", b -> CODEC.read(b, ReadOptions.STRICT).model());

    @Test
    void smallestWorld() {
        byte[] b = CODEC.write(Wvr4Samples.world(1, 1, 0, false, Blob.EMPTY));
        TortureSummary s = LENIENT.run("4WVR 1×1, no objects", b);
        // every prefix of a file this small is tried, and each is shorter than the header plus table: all rejected
        assertEquals(b.length, s.total(Mutation.Kind.TRUNCATION));
        assertEquals(b.length, s.rejectedCount(Mutation.Kind.TRUNCATION));
        assertEquals(64 * 4, s.total(Mutation.Kind.OVERWRITE) + overwritesThatChangedNothing(b));
        assertEquals(TortureCheck.Settings.DEFAULT.flips(), s.total(Mutation.Kind.FLIP));
        STRICT.run("4WVR 1×1, no objects", b);
    }

    @Test
    void worldWithObjectsAndTerminator() {
        byte[] b = CODEC.write(Wvr4Samples.world(3, 2, 5, true, Blob.EMPTY));
        TortureSummary s = LENIENT.run("4WVR 3×2, 5 objects, terminator", b);
        // cutting whole records off the end leaves a valid shorter list: some truncations decode
        assertTrue(s.acceptedCount(Mutation.Kind.TRUNCATION) >= 5, s::toString);
        STRICT.run("4WVR 3×2, 5 objects, terminator", b);
    }

    @Test
    void lenientOnlyWorld() {
        Wvr4World w = Wvr4Samples.lenientOnly();
        byte[] b = CODEC.write(w);
        assertArrayEquals(b, CODEC.write(CODEC.read(b, ReadOptions.LENIENT).model()));
        LENIENT.run("4WVR 2×3 with unterminated names and trailing bytes", b);
    }

    /** Larger than the all-prefixes limit: the edges and a sample of truncations. */
    @Test
    void largerWorld() {
        byte[] b = CODEC.write(Wvr4Samples.world(150, 120, 40, true, Blob.EMPTY));
        assertTrue(b.length > TortureCheck.Settings.DEFAULT.allTruncationsUpTo());
        TortureSummary s = LENIENT.run("4WVR 150×120, 40 objects", b);
        assertTrue(s.total(Mutation.Kind.TRUNCATION) >= 2 * Mutations.TRUNCATION_EDGE, s::toString);
        assertTrue(s.total(Mutation.Kind.TRUNCATION) < b.length, s::toString);
    }

    private static int overwritesThatChangedNothing(byte[] b) {
        int same = 0;
        for (int at = 0; at + 4 <= Math.min(256, b.length); at += 4) {
            int v = (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (b[at + 3] & 0xFF) << 24;
            for (int h : Mutations.HOSTILE_U32) {
                if (v == h) {
                    same++;
                }
            }
        }
        return same;
    }
}
