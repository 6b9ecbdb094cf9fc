package dev.mapharness.conformance;

import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseEvidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.reports.dump.ModelJson;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The generated part of the case sets: stable names, the same models for the same seed, every format covered. */
class CaseSetTest {
    private static <C> List<C> all(Iterable<C> cases) {
        List<C> out = new ArrayList<>();
        cases.forEach(out::add);
        return out;
    }

    @Test
    void everyFormatWithCasesGetsItsFixedGeneratedCasesEachConformingAndReadBackEqual() {
        for (Format f : Format.values()) {
            if (ModelJson.modelClass(f).isEmpty() || f.corpusFolder().isEmpty()) {
                continue;
            }
            List<WriterCase> cases = all(WriterCases.of(MigrationTarget.of(f), Optional.empty(), List.of(), CasePlan.FIXED));
            assertEquals(CasePlan.FIXED_GENERATED, cases.size(), f + ": every index of the fixed seed makes a case");
            for (int k = 0; k < cases.size(); k++) {
                WriterCase c = cases.get(k);
                assertEquals(f.id() + "/generated/0-000" + k, c.name());
                var back = Codecs.read(f, Codecs.write(c.model()), ReadOptions.STRICT);
                assertTrue(back.conforms() && ModelComparator.compare(c.model(), back.model()).same(), c::name);
            }
        }
    }

    @Test
    void theSameSeedMakesTheSameCasesAndAnotherSeedOthers() {
        CasePlan seven = new CasePlan(4, 7, Optional.empty(), 7);
        List<WriterCase> a = all(WriterCases.of(MigrationTarget.of(Format.WVR4), Optional.empty(), List.of(), seven));
        List<WriterCase> b = all(WriterCases.of(MigrationTarget.of(Format.WVR4), Optional.empty(), List.of(), seven));
        List<WriterCase> other = all(WriterCases.of(MigrationTarget.of(Format.WVR4), Optional.empty(), List.of(),
                new CasePlan(4, 8, Optional.empty(), 8)));
        for (int k = 0; k < 4; k++) {
            assertEquals(a.get(k).name(), b.get(k).name());
            assertTrue(ModelComparator.compare(a.get(k).model(), b.get(k).model()).same(), a.get(k)::name);
        }
        assertFalse(Arrays.equals(Codecs.write(a.get(0).model()), Codecs.write(other.get(0).model())));
    }

    @Test
    void aConvertersCasesCarryTheSourceAndExpectItsMigration() {
        CasePlan plan = new CasePlan(3, 0, Optional.empty(), 0);
        List<WriterCase> cases = all(WriterCases.of(MigrationTarget.of(Format.WVR8), Optional.of(Format.WVR4), List.of(), plan));
        assertFalse(cases.isEmpty());
        for (WriterCase c : cases) {
            assertTrue(c.name().startsWith("8wvr/generated-from-4wvr/0-"), c::name);
            assertEquals(Format.WVR4, c.source().orElseThrow().format());
            assertEquals(Format.WVR8, c.model().format());
            assertEquals(WriterCase.CONVERSION_ULPS, c.ulps());
            assertTrue(ModelComparator.compare(c.model(), c.remade(c.shrinkable()).model()).same(),
                    "a shrunk file is made into a case the same way: " + c.name());
        }
    }

    @Test
    void fuzzReaderCasesTakeTurnsWholeCutAndOverwrittenAndStopWhenTheTimeIsUp() {
        CasePlan plan = new CasePlan(0, 5, Optional.of(Duration.ofMillis(300)), 5);
        List<ReaderCase> cases = all(ReaderCases.of(Format.WVR4, List.of(), List.of(), plan));
        assertTrue(cases.size() >= 3, "some cases are made in 300 ms: " + cases.size());
        for (ReaderCase c : cases) {
            int k = Integer.parseInt(c.name().substring("4wvr/fuzz/5-".length()));
            byte[] whole = Codecs.write(dev.mapharness.roundtrip.SeededModels.model(Format.WVR4, 5, k).orElseThrow());
            switch (k % 3) {
                case 0 -> assertTrue(Arrays.equals(whole, c.bytes()) && c.expected().isPresent(), c::name);
                case 1 -> assertTrue(c.bytes().length < whole.length, c::name);
                default -> assertEquals(whole.length, c.bytes().length, c::name);
            }
            // the expectation is what mapharness reads, or a refusal
            try {
                Codecs.read(Format.WVR4, c.bytes(), ReadOptions.LENIENT);
                assertTrue(c.expected().isPresent(), c::name);
            } catch (MapFormatException e) {
                assertTrue(c.expected().isEmpty(), c::name);
            }
        }
    }

    @Test
    void aFailuresSignatureIgnoresIndicesButNotFieldsOrVerdict() {
        CaseResult a = new CaseResult("x", CaseVerdict.FAIL, List.of(), "", "", Duration.ZERO,
                List.of("objects[7].name", "objects[2].name"), CaseEvidence.NONE);
        CaseResult b = new CaseResult("y", CaseVerdict.FAIL, List.of(), "", "", Duration.ZERO,
                List.of("objects[0].name"), CaseEvidence.NONE);
        CaseResult c = new CaseResult("z", CaseVerdict.FAIL, List.of(), "", "", Duration.ZERO,
                List.of("objects[0].transform[3]"), CaseEvidence.NONE);
        assertEquals(FailureSignature.of(a), FailureSignature.of(b));
        assertNotEquals(FailureSignature.of(a), FailureSignature.of(c));
        assertNotEquals(FailureSignature.of(new CaseResult("x", CaseVerdict.CRASH, List.of(), "", "", Duration.ZERO)),
                FailureSignature.of(new CaseResult("x", CaseVerdict.NO_OUTPUT, List.of(), "", "", Duration.ZERO)));
    }
}
