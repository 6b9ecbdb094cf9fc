package dev.mapharness.reports.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.sarif.SarifWriter;
import dev.mapharness.wvr4.Wvr4Rules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckBaselineTest {
    @TempDir
    Path dir;

    private static Finding dup(long offset) {
        return Finding.error(Finding.Kind.VIOLATION, Wvr4Rules.OBJECT_ID_DUPLICATE, offset, "objects[3].id", "id 5 is already used");
    }

    private static CheckResult result(String name, Finding... findings) {
        return new CheckResult(name, 9000, Optional.of(new Detection(Format.WVR4, OptionalInt.empty(), "magic")),
                List.of(findings), Optional.empty());
    }

    private CheckBaseline written(CheckResult... results) throws IOException {
        Path file = dir.resolve("known.json");
        try (BaselineWriter w = BaselineWriter.open(file, "1")) {
            for (CheckResult r : results) {
                w.add(r);
            }
            w.commit();
        }
        return CheckBaseline.parse(Files.readAllBytes(file));
    }

    @Test
    void aKnownFindingThatMovedIsStillKnownAndANewOneFails() throws IOException {
        CheckBaseline b = written(result("maps/a.wrp", dup(100)));
        assertEquals(1, b.size());
        CheckResult now = b.apply(result("./maps/a.wrp", dup(4660),
                Finding.error(Finding.Kind.VIOLATION, Wvr4Rules.TEXTURE_INDEX_PAST_TABLE, 12, "textureIndices[0]", "x")));
        assertEquals(List.of(Finding.Baseline.KNOWN, Finding.Baseline.NEW), now.findings().stream().map(Finding::baseline).toList());
        assertEquals(1, now.failing().size());
        assertEquals(CheckResult.Status.DOES_NOT_CONFORM, now.status());
        assertEquals(CheckResult.Status.CONFORMS, b.apply(result("maps/a.wrp", dup(7))).status());
        // another file with the same finding is not known
        assertEquals(Finding.Baseline.NEW, b.apply(result("maps/b.wrp", dup(100))).findings().get(0).baseline());
    }

    @Test
    void twoIdenticalFindingsInTheBaselineAllowTwoNotThree() throws IOException {
        CheckBaseline b = written(result("a.wrp", dup(1), dup(2)));
        CheckResult now = b.apply(result("a.wrp", dup(1), dup(2), dup(3)));
        assertEquals(List.of(Finding.Baseline.KNOWN, Finding.Baseline.KNOWN, Finding.Baseline.NEW),
                now.findings().stream().map(Finding::baseline).toList());
    }

    @Test
    void aFileThatDoesNotReadIsNeverHidden() throws IOException {
        CheckBaseline b = written(result("a.wrp", dup(1)));
        CheckResult broken = new CheckResult("a.wrp", 100, Optional.empty(), List.of(),
                Optional.of(ReadFailure.malformed(new MapFormatException(dev.mapharness.rules.ReadRules.TRUNCATED, 10, "header", "x", "y"))));
        assertSame(broken, b.apply(broken));
        assertEquals(CheckResult.Status.UNREADABLE, b.apply(broken).status());
    }

    @Test
    void theJsonReportAndTheSarifLogOfAnEarlierRunAreBaselinesToo() throws IOException {
        CheckResult earlier = result("my maps/a.wrp", dup(1), dup(2));
        String json = JsonReport.check(List.of(earlier), 1);
        CheckBaseline fromJson = CheckBaseline.parse(json.getBytes(StandardCharsets.UTF_8));
        assertEquals(2, fromJson.size());
        Path sarif = dir.resolve("earlier.sarif");
        try (SarifWriter w = SarifWriter.open(sarif, "1", Optional.empty())) {
            w.add(earlier);
            w.add(result(dir.resolve("abs dir/b.wrp").toString(), dup(1)));
            w.commit(1);
        }
        CheckBaseline fromSarif = CheckBaseline.parse(Files.readAllBytes(sarif));
        assertEquals(3, fromSarif.size());
        for (CheckBaseline b : List.of(fromJson, fromSarif)) {
            assertEquals(CheckResult.Status.CONFORMS, b.apply(result("my maps/a.wrp", dup(9), dup(10))).status());
        }
        assertEquals(CheckResult.Status.CONFORMS, fromSarif.apply(result(dir.resolve("abs dir/b.wrp").toString(), dup(3))).status());
        assertThrows(IllegalArgumentException.class, () -> CheckBaseline.parse("{\"cases\": []}".getBytes(StandardCharsets.UTF_8)));
    }
}
