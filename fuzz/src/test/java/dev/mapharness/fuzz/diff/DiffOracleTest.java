package dev.mapharness.fuzz.diff;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.diff.NumberTolerance;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.fuzz.CommittedCorpus;
import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.Stage;
import dev.mapharness.wvr8.Wvr8Codec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The diff target's oracle passes the real comparator on every seed with bytes changed all over it, and
 * turns each kind of broken comparison into a finding. (CorpusReplayTest replays the seeds and findings.)
 */
class DiffOracleTest {
    /** The parameters the target takes from the end of a seed (AnalysisSeeds in the corpus generator). */
    private static final int PARAMETERS = 7;
    private static final List<NumberTolerance> TOLERANCES = List.of(NumberTolerance.EXACT, NumberTolerance.ulps(4),
            NumberTolerance.relative(1e-3), new NumberTolerance(0.5, 64));

    private static List<Path> seeds() {
        FuzzCorpus corpus = CommittedCorpus.get();
        return FuzzCorpus.filesIn(corpus.seeds(FuzzTargets.byName("diff").orElseThrow()));
    }

    private static byte[] file(String seed) throws IOException {
        byte[] b = Files.readAllBytes(seeds().stream().filter(p -> p.getFileName().toString().equals(seed)).findFirst()
                .orElseThrow());
        return Arrays.copyOf(b, b.length - PARAMETERS);
    }

    @Test
    void everySeedWithBytesChangedAllOverItPasses() throws IOException {
        for (Path seed : seeds()) {
            byte[] b = Files.readAllBytes(seed);
            byte[] file = Arrays.copyOf(b, b.length - PARAMETERS);
            int step = Math.max(1, file.length / 40);
            for (int at = 0; at < file.length; at += step) {
                int position = at;
                NumberTolerance t = TOLERANCES.get(at / step % TOLERANCES.size());
                assertDoesNotThrow(() -> DiffOracle.check(file, position, (byte) 1, t), seed + " byte " + position);
            }
        }
    }

    private static Decoded<? extends MapModel> read(byte[] file) {
        return Wvr8Codec.INSTANCE.read(file, ReadOptions.LENIENT.withFieldMap());
    }

    /** The 2 × 2 8WVR seed and a copy whose first elevation cell differs in its lowest bit. */
    private static byte[][] elevationChanged() throws IOException {
        byte[] file = file("small-2x2.8wvr");
        FieldMap.Span elevation = read(file).fieldMap().orElseThrow().spanOf("elevation").orElseThrow();
        byte[] changed = file.clone();
        changed[(int) elevation.start()] ^= 1;
        return new byte[][] {file, changed};
    }

    @Test
    void twoReadsOfOneFileThatDifferAreAFinding() throws IOException {
        byte[][] files = elevationChanged();
        MapModel a = read(files[0]).model();
        MapModel b = read(files[1]).model();
        assertFalse(ModelComparator.compare(a, b).same());
        AssertionError e = assertThrows(AssertionError.class, () -> DiffOracle.checkSelf(a, b, Stage.EXPLORE));
        assertTrue(e.getMessage().startsWith("two reads of the same bytes diverge"), e.getMessage());
    }

    @Test
    void aFieldLocationOutsideItsFileIsAFinding() throws IOException {
        byte[][] files = elevationChanged();
        DiffOracle.Side a = new DiffOracle.Side(files[0], read(files[0]));
        DiffOracle.Side b = new DiffOracle.Side(files[1], read(files[1]));
        assertDoesNotThrow(() -> DiffOracle.checkPair(a, b, NumberTolerance.ulps(1)));
        // a reader whose field map runs past the bytes it was given
        DiffOracle.Side cut = new DiffOracle.Side(Arrays.copyOf(files[0], 8), a.decoded());
        AssertionError e = assertThrows(AssertionError.class, () -> DiffOracle.checkPair(cut, b, NumberTolerance.EXACT));
        assertTrue(e.getMessage().contains("lies outside its 8-byte file"), e.getMessage());
    }

    @Test
    void aComparisonThatDoesNotSwapWithItsModelsIsAFinding() {
        List<Divergence> ab = List.of(new Divergence("elevation", "cell (0, 0) = 1.0", "cell (0, 0) = 2.0"));
        assertDoesNotThrow(() -> DiffOracle.symmetric("exact", ab,
                List.of(new Divergence("elevation", "cell (0, 0) = 2.0", "cell (0, 0) = 1.0"))));
        assertThrows(AssertionError.class, () -> DiffOracle.symmetric("exact", ab, ab));
        assertThrows(AssertionError.class, () -> DiffOracle.symmetric("exact", ab, List.of()));
    }
}
