package dev.mapharness.fuzz.provenance;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import dev.mapharness.fuzz.CommittedCorpus;
import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.Stage;
import dev.mapharness.provenance.Confidence;
import dev.mapharness.provenance.Fingerprint;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The provenance target's seeds reach every fingerprint, pass the oracle, and the oracle turns each kind
 * of broken provenance into a finding. (CorpusReplayTest replays the seeds and findings as every target's.)
 */
class ProvenanceOracleTest {
    private static final byte[] WAPMAP = seed("wapmap-meta.wwd");

    private static List<Path> seeds() {
        FuzzCorpus corpus = CommittedCorpus.get();
        return FuzzCorpus.filesIn(corpus.seeds(FuzzTargets.byName("provenance").orElseThrow()));
    }

    private static byte[] seed(String name) {
        try {
            return Files.readAllBytes(seeds().stream().filter(p -> p.getFileName().toString().equals(name))
                    .findFirst().orElseThrow());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void everyFingerprintMatchesSomeSeedAndEverySeedPasses() throws IOException {
        Set<String> matched = new TreeSet<>();
        for (Path seed : seeds()) {
            byte[] b = Files.readAllBytes(seed);
            assertDoesNotThrow(() -> ProvenanceOracle.check(b), seed.toString());
            Map<String, Provenance> verdicts = ProvenanceOracle.judge(b, ProvenanceOracle.Judge.REAL, Stage.FULL);
            // only verdicts on what was read or detected count: "bytes as" every format judges any bytes
            verdicts.keySet().stream().filter(k -> !k.startsWith("bytes as") && k.contains("fingerprint "))
                    .map(k -> k.substring(k.indexOf("fingerprint "), k.indexOf(" (", k.indexOf("fingerprint "))))
                    .forEach(matched::add);
        }
        Set<String> all = new TreeSet<>();
        for (int i = 0; i < Fingerprints.all().size(); i++) {
            all.add("fingerprint " + i);
        }
        assertEquals(all, matched, "a fingerprint no seed reaches");
    }

    @Test
    void aFingerprintThatThrowsIsAFinding() {
        List<Fingerprint> table = new ArrayList<>(Fingerprints.all());
        table.add(new Fingerprint("broken", Set.of(Format.WWD), f -> {
            throw new IndexOutOfBoundsException("past the header");
        }));
        assertThrows(IndexOutOfBoundsException.class,
                () -> ProvenanceOracle.check(WAPMAP, new ProvenanceOracle.Judge(table, Fingerprints::identify)));
    }

    @Test
    void aVerdictThatIsNotTheBestMatchIsAFinding() {
        ProvenanceOracle.Judge blind = new ProvenanceOracle.Judge(Fingerprints.all(),
                f -> Provenance.unknown("sees nothing", List.of()));
        AssertionError e = assertThrows(AssertionError.class, () -> ProvenanceOracle.check(WAPMAP, blind));
        assertTrue(e.getMessage().contains("not the table's best match"), e.getMessage());
    }

    @Test
    void aJudgementThatChangesFromOneTimeToTheNextIsAFinding() {
        // the WWD seed is judged once as text WMP bytes per judgement: that verdict counts judgements
        AtomicInteger judgements = new AtomicInteger();
        ProvenanceOracle.Judge moody = new ProvenanceOracle.Judge(Fingerprints.all(), f -> {
            Provenance p = Fingerprints.identify(f);
            return f.format() != Format.WMP_TEXT || p.known() ? p
                    : Provenance.unknown(p.traits() + ", judgement " + judgements.incrementAndGet(), p.evidence());
        });
        AssertionError e = assertThrows(AssertionError.class, () -> ProvenanceOracle.check(WAPMAP, moody));
        assertTrue(e.getMessage().startsWith("the same bytes judged twice gave two verdicts: bytes as wmp"), e.getMessage());
    }

    @Test
    void unreadBytesNamedMapharnessOrAVerdictWithoutEvidenceIsAFinding() {
        byte[] header = seed("header-v25.oprw");
        List<Fingerprint> table = new ArrayList<>(Fingerprints.all());
        table.add(new Fingerprint(Editors.MAPHARNESS, Set.of(Format.OPRW), f -> Optional.of(new Provenance(
                Editors.MAPHARNESS, "canonical", Confidence.CERTAIN, List.of("said so")))));
        AssertionError e = assertThrows(AssertionError.class,
                () -> ProvenanceOracle.check(header, new ProvenanceOracle.Judge(table, Fingerprints::identify)));
        assertTrue(e.getMessage().contains("did not read is named mapharness"), e.getMessage());

        List<Fingerprint> silent = new ArrayList<>(Fingerprints.all());
        silent.add(0, new Fingerprint("silent", Set.of(Format.WWD), f -> Optional.of(new Provenance("silent",
                "habit", Confidence.CERTAIN, List.of()))));
        e = assertThrows(AssertionError.class,
                () -> ProvenanceOracle.check(WAPMAP, new ProvenanceOracle.Judge(silent, Fingerprints::identify)));
        assertTrue(e.getMessage().contains("without evidence"), e.getMessage());
    }
}
