package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.quicktheories.core.Gen;

/** The OPRW reader under the torture check, on small valid files of every version. */
class OprwTortureTest {
    private static final OprwCodec CODEC = OprwCodec.INSTANCE;

    /**
     * BIS LZSS (≤ 22) turns 17 stream bytes into at most 144 decoded bytes (8.5×), and the reader
     * holds a decoded array twice at most (the decoder's bytes and the grid's cells); object records
     * become objects several times their 60 bytes. 32 × input leaves room for both.
     */
    static final AllocationBound LZSS_BOUND = new AllocationBound(32, 1 << 20);
    /**
     * LZO1X (≥ 23) can expand a stream about 255× (a run length grows by 255 per zero byte), so a
     * valid file a few KB long can hold a terrain of megabytes: a uniform grid really is that
     * compressible. The decoded bytes and the grid's cells make 2 × 255; the rest of the model stays
     * within the LZSS bound. A reader that allocated by an unchecked count would still exceed this
     * by orders of magnitude (a hostile count asks for gigabytes), so the check keeps its teeth.
     */
    static final AllocationBound LZO_BOUND = new AllocationBound(2 * 255 + 32, 1 << 20);

    static IntStream versions() {
        return IntStream.rangeClosed(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION);
    }

    static IntStream lzoVersions() {
        return versions().filter(OprwFeature.LZO::in);
    }

    private static List<OprwWorld> sample(Gen<OprwWorld> gen, int n, long seed) {
        List<OprwWorld> out = new ArrayList<>();
        Theories.qtFew(seed, n).forAll(gen).checkAssert(out::add);
        return out;
    }

    /**
     * The {@code n} examples with the most terrain and land cells: the first examples QuickTheories
     * draws are its shrink targets (1 × 1 grids, nothing in the lists), which exercise little.
     */
    private static List<OprwWorld> largest(List<OprwWorld> sample, int n) {
        return sample.stream().sorted(java.util.Comparator.comparingInt((OprwWorld w) -> w.elevation().size()
                + w.landWidth() * w.landHeight() + w.objects().size() + w.mapInfos().size()).reversed()).limit(n).toList();
    }

    static AllocationBound bound(int version) {
        return OprwFeature.LZO.in(version) ? LZO_BOUND : LZSS_BOUND;
    }

    /** Lenient models must write and read back to themselves; strict reads only have to behave. */
    @ParameterizedTest
    @MethodSource("versions")
    void everyVersion(int version) {
        TortureCheck lenient = TortureCheck.of("OPRW " + version + " lenient", b -> CODEC.read(b, ReadOptions.LENIENT).model())
                .withAllocationBound(bound(version))
                .withModelCheck(m -> {
                    OprwWorld w = (OprwWorld) m;
                    assertEquals(w, CODEC.read(CODEC.write(w), ReadOptions.LENIENT).model());
                });
        TortureCheck strict = TortureCheck.of("OPRW " + version + " strict", b -> CODEC.read(b, ReadOptions.STRICT).model())
                .withAllocationBound(bound(version));
        List<OprwWorld> worlds = new ArrayList<>(largest(sample(OprwGens.small(version), 16, 0x0_5300_0000L + version), 2));
        worlds.addAll(largest(sample(OprwGens.smallRepresentable(version), 8, 0x0_5301_0000L + version), 1));
        for (OprwWorld w : worlds) {
            byte[] b = CODEC.write(w);
            String name = "OPRW " + w.summary() + " (" + b.length + " bytes)";
            TortureSummary s = lenient.run(name, b);
            assertTrue(s.total() > Math.min(b.length, 2 * Mutations.TRUNCATION_EDGE), s::toString);
            if (w.mapInfoTail().isEmpty() && w.trailing().isEmpty()) {
                strict.run(name, b);
            }
        }
    }

    /**
     * A uniform 384 × 384 terrain: about 1 MB of arrays in a file of a few KB. Under LZO this is
     * where the bound's factor comes from: the default 8 × input bound would fail this valid file.
     */
    @ParameterizedTest
    @MethodSource("lzoVersions")
    void highlyCompressibleTerrain(int version) {
        OprwWorld w = OprwWorlds.uniformTerrain(version, 384);
        byte[] b = CODEC.write(w);
        assertTrue(b.length < 16 * 1024, () -> b.length + " bytes");
        TortureSummary s = TortureCheck.of("OPRW " + version + " lenient", x -> CODEC.read(x, ReadOptions.LENIENT).model())
                .withAllocationBound(bound(version)).withFlips(300).run("OPRW " + version + " uniform 384 × 384 terrain", b);
        assertTrue(s.maxAllocated() > AllocationBound.DEFAULT.limit(b.length), s::toString);
    }
}
