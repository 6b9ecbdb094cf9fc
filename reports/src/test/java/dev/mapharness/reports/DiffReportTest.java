package dev.mapharness.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.SideFailure;
import dev.mapharness.diff.SideValue;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.oprw.OprwFeature;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class DiffReportTest {
    private static final Detection OPRW18 = new Detection(Format.OPRW, OptionalInt.of(18), "signature \"OPRW\"");
    private static final Detection OPRW24 = new Detection(Format.OPRW, OptionalInt.of(24), "signature \"OPRW\"");

    private static DiffResult files(List<LabelledDivergence> unexpected) {
        DifferentialResult d = new DifferentialResult(List.of("a.wrp", "b.wrp"),
                List.of(new LabelledDivergence("version", List.of(new SideValue("a.wrp", "18"), new SideValue("b.wrp", "24")), "", List.of()),
                        new LabelledDivergence("random", List.of(new SideValue("a.wrp", "ShortGrid 1×1 [0]"), new SideValue("b.wrp", "absent")),
                                "", List.of(OprwFeature.RANDOM))),
                unexpected, List.of(), 0, 0);
        return new DiffResult(DiffResult.Mode.FILES, List.of(
                new DiffResult.Input("a.wrp", 100, Optional.of(OPRW18), List.of(), Optional.empty()),
                new DiffResult.Input("b.wrp", 120, Optional.of(OPRW24), List.of(), Optional.empty())), Optional.of(d));
    }

    private static final LabelledDivergence MOVED = new LabelledDivergence(Samples.HOSTILE + "objects[2].transform[9]",
            List.of(new SideValue("a.wrp", "60.0"), new SideValue("b.wrp", "61.0")), "", List.of());

    @Test
    void textListsExpectedWithTheirFeatureAndUnexpectedWithBothValues() {
        String text = TextReport.diff(files(List.of(MOVED)));
        List<String> lines = text.lines().toList();
        assertEquals("a.wrp (" + OPRW18.label() + ") against b.wrp (" + OPRW24.label() + ")", lines.get(0));
        assertTrue(lines.contains("expected (the version table explains these): 2"), text);
        assertTrue(lines.contains("  version  (the version number)"), text);
        assertTrue(lines.contains("  random  (RANDOM, in OPRW 17–20)"), text);
        assertTrue(lines.contains("      b.wrp  absent"), text);
        assertTrue(lines.contains("unexpected: 1"), text);
        assertTrue(lines.contains("      a.wrp  60.0"), text);
        assertTrue(lines.contains("      b.wrp  61.0"), text);
        assertEquals("result: 1 unexpected divergence", lines.get(lines.size() - 1));
        assertFalse(text.contains("\u001b"), "field paths are made safe for terminals");
        assertTrue(text.contains("bad\\x1B]0;pwned"), text);
    }

    @Test
    void textSaysSoWhenNothingIsUnexpected() {
        String text = TextReport.diff(files(List.of()));
        assertTrue(text.lines().toList().contains("unexpected: none"), text);
        assertTrue(text.endsWith("result: no unexpected divergence" + System.lineSeparator()), text);
    }

    @Test
    void failedVersionsAreListed() {
        DifferentialResult d = new DifferentialResult(List.of("OPRW 18", "OPRW 24"), List.of(), List.of(),
                List.of(new SideFailure("OPRW 18", SideFailure.Stage.WRITE, "roads[0]: no")), 0, 0);
        DiffResult r = new DiffResult(DiffResult.Mode.VERSIONS,
                List.of(new DiffResult.Input("w.wrp", 10, Optional.of(OPRW24), List.of(), Optional.empty())), Optional.of(d));
        String text = TextReport.diff(r);
        assertTrue(text.startsWith("w.wrp (" + OPRW24.label() + ") written as OPRW 18, OPRW 24 and read back strictly"), text);
        assertTrue(text.contains("  OPRW 18: write failed: roads[0]: no"), text);
        assertTrue(text.contains("result: 1 failed side"), text);
        assertEquals(DiffResult.Status.DIVERGES, r.status());
    }

    @Test
    void jsonHasStableFields() throws Exception {
        JsonNode root = new ObjectMapper().readTree(JsonReport.diff(files(List.of(MOVED)), 1));
        assertEquals("diff", root.get("command").asText());
        assertEquals(1, root.get("exitCode").asInt());
        assertEquals("files", root.get("mode").asText());
        assertEquals("diverges", root.get("status").asText());
        assertEquals(2, root.get("inputs").size());
        assertEquals("oprw", root.get("inputs").get(0).get("format").get("id").asText());
        assertEquals("random", root.get("expected").get(1).get("field").asText());
        assertEquals("RANDOM", root.get("expected").get(1).get("features").get(0).asText());
        assertEquals("absent", root.get("expected").get(1).get("values").get(1).get("value").asText());
        JsonNode moved = root.get("unexpected").get(0);
        assertTrue(moved.get("field").asText().endsWith("objects[2].transform[9]"));
        assertTrue(moved.get("explanation").isNull());
        assertEquals("61.0", moved.get("values").get(1).get("value").asText());
        assertEquals(0, root.get("failures").size());
        assertEquals(0, root.get("omittedUnexpected").asLong());
    }
}
