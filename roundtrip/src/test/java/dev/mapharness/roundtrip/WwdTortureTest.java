package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdWriteStyle;
import dev.mapharness.wwd.WwdWriter;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** The WWD reader under the torture check, on the two fullest small levels of a sample, compressed and not. */
class WwdTortureTest {
    private static final WwdCodec CODEC = WwdCodec.INSTANCE;
    /**
     * Deflate expands at most 1032:1, so a valid compressed level a few KB long can hold megabytes
     * of tiles. The reader holds the inflated file once (grown by doubling, so up to twice while it
     * grows) and the tiles once more in the model: about 4 × 1032 per input byte. A reader that
     * allocated by the header's claim instead would ask for gigabytes on a hostile size field.
     */
    static final AllocationBound INFLATE_BOUND = new AllocationBound(4 * 1032 + 32, 1 << 20);

    /** Largest file tortured: every prefix and every word's overwrite is decoded. */
    private static final int MAX_FILE = 6 * 1024;

    private static List<WwdLevel> sample(Gen<WwdLevel> gen, int n, long seed) {
        List<WwdLevel> out = new ArrayList<>();
        Theories.qtFew(seed, n).forAll(gen).checkAssert(out::add);
        // the first examples are QuickTheories' shrink targets; the fullest exercise the reader most,
        // up to a size that keeps every truncation and overwrite of a file quick to decode
        List<WwdLevel> picked = new ArrayList<>();
        for (boolean compressed : new boolean[] {false, true}) {
            out.stream().filter(l -> l.compressed() == compressed && CODEC.write(l).length <= MAX_FILE)
                    .sorted(Comparator.comparingLong((WwdLevel l) -> CODEC.write(l).length).reversed())
                    .limit(2).forEach(picked::add);
        }
        assertTrue(picked.size() == 4 && picked.stream().anyMatch(l -> l.planes().stream().anyMatch(p -> !p.objects().isEmpty()))
                && picked.stream().anyMatch(l -> !l.tileProperties().isEmpty()), () -> "too little to torture: " + picked);
        return picked;
    }

    private static void torture(List<WwdLevel> levels, boolean strictToo) {
        TortureCheck lenient = TortureCheck.of("WWD lenient", b -> CODEC.read(b, ReadOptions.LENIENT).model())
                .withAllocationBound(INFLATE_BOUND).withFlips(1000)
                .withModelCheck(m -> {
                    WwdLevel level = (WwdLevel) m;
                    assertEquals(level, CODEC.read(CODEC.write(level), ReadOptions.LENIENT).model());
                });
        TortureCheck strict = TortureCheck.of("WWD strict", b -> CODEC.read(b, ReadOptions.STRICT).model())
                .withAllocationBound(INFLATE_BOUND).withFlips(500);
        // whatever reads, rewrites in its own layout to the bytes it was read from
        TortureCheck layout = layoutCheck();
        for (WwdLevel level : levels) {
            byte[] b = CODEC.write(level);
            String name = "WWD " + WwdGens.describe(level);
            TortureSummary s = lenient.run(name, b);
            assertTrue(s.total() > Math.min(b.length, 2 * Mutations.TRUNCATION_EDGE), s::toString);
            if (strictToo) {
                strict.run(name, b);
            }
            layout.run(name, b);
            overwriteEveryWord(b);
        }
    }

    /**
     * The torture check overwrites the first 256 bytes; a WWD level's counts and offsets lie past
     * them (the header's at 0x2DC–0x2EC, the planes' after 1524), so every word of an uncompressed
     * level gets the hostile values here.
     */
    private static void overwriteEveryWord(byte[] valid) {
        for (int at = 0; at + 4 <= valid.length; at += 4) {
            for (int v : Mutations.HOSTILE_U32) {
                byte[] b = valid.clone();
                b[at] = (byte) v;
                b[at + 1] = (byte) (v >>> 8);
                b[at + 2] = (byte) (v >>> 16);
                b[at + 3] = (byte) (v >>> 24);
                try {
                    WwdLevel level = rewritesInItsLayout(b);
                    assertEquals(level, CODEC.read(CODEC.write(level), ReadOptions.LENIENT).model());
                } catch (MapFormatException e) {
                    // rejected, as it may be
                } catch (RuntimeException | Error e) {
                    fail(String.format("u32 0x%08X at %d: %s", v, at, e), e);
                }
            }
        }
    }

    /**
     * The layout rewrite copies the inflated image once more and encodes its sections again: twice
     * the reader's bound.
     */
    private static TortureCheck layoutCheck() {
        return TortureCheck.of("WWD layout", WwdTortureTest::rewritesInItsLayout)
                .withAllocationBound(new AllocationBound(2 * (4 * 1032 + 32), 1 << 21)).withFlips(300);
    }

    /** Reads leniently, and fails unless the level rewrites through its layout to {@code b} exactly. */
    static WwdLevel rewritesInItsLayout(byte[] b) {
        Decoded<WwdLevel> d = CODEC.read(b, ReadOptions.LENIENT);
        byte[] again = CODEC.write(d.model(), d.layout().orElseThrow());
        if (!Arrays.equals(b, again)) {
            throw new AssertionError("rewritten in its layout, the level differs from its file at byte " + Arrays.mismatch(b, again));
        }
        return d.model();
    }

    /** Levels in WapMap's order, with gaps and metadata, are tortured too. */
    @Test
    void levelsInOtherEditorsLayouts() {
        List<WwdLevel> levels = sample(WwdGens.representable(GridSizes.small(5)), 24, 0x3_0102L);
        TortureCheck layout = layoutCheck();
        for (WwdLevel level : levels) {
            for (WwdWriteStyle style : List.of(WwdWriteStyle.WAPMAP, WwdWriteStyle.CANONICAL.withGap(3))) {
                byte[] b = WwdWriter.write(level, style);
                layout.run("WWD " + style + " " + WwdGens.describe(level), b);
                overwriteEveryWord(b);
            }
        }
    }

    @Test
    void conformingLevels() {
        torture(sample(WwdGens.conforming(GridSizes.small(4)), 40, 0x3_0100L), true);
    }

    @Test
    void representableLevels() {
        torture(sample(WwdGens.representable(GridSizes.small(6)), 24, 0x3_0101L), false);
    }
}
