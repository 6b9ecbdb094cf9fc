package dev.mapharness.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class TextReportTest {
    @Test
    void infoAlignsKeysAndShowsEverything() {
        String text = TextReport.info(List.of(Samples.info("island.wrp")));
        List<String> lines = text.lines().toList();
        assertEquals("island.wrp", lines.get(0));
        assertTrue(lines.contains("  format             4WVR  (signature \"4WVR\")"), text);
        assertTrue(lines.contains("  size               16,777,216 bytes"), text);
        assertTrue(lines.contains("  objects            1234"), text);
        assertTrue(lines.contains("  terminator record  yes"), text);
        assertTrue(lines.contains("    error [4wvr/object-id-duplicate]  at byte 4660 (0x1234)  objects[3].id  id 5 is already used by objects[1]"), text);
    }

    @Test
    void checkAlignsFindingColumns() {
        String text = TextReport.check(List.of(Samples.violations("a.wrp")));
        List<String> lines = text.lines().toList();
        assertEquals("a.wrp: does not conform (4WVR): 2 errors", lines.get(0));
        assertEquals("  written by  unknown (one encoding per world and no known writer's mark)", lines.get(1));
        assertEquals("  error [4wvr/texture-index-past-table]  at byte 12 (0xC)       textureIndices[0]  3 cells use slots past the table", lines.get(2));
        assertEquals("  error [4wvr/object-id-duplicate]       at byte 4660 (0x1234)  objects[3].id      id 5 is already used", lines.get(3));
    }

    @Test
    void notesAndWarningsConformUnlessFailOnTightens() {
        CheckResult r = Samples.editorHabits("w.wwd");
        List<String> lines = TextReport.check(List.of(r)).lines().toList();
        assertEquals("w.wwd: conforms (WWD): 1 warning, 1 note", lines.get(0));
        // a sample without bytes: the note alone does not name WapMap, whose habits are in the layout and model
        assertTrue(lines.get(1).startsWith("  written by  unknown ("), lines.get(1));
        assertEquals("  warning [wwd/string-bytes-after-nul]  at byte 16 (0x10)    header.name      non-zero bytes after the NUL", lines.get(2));
        assertEquals("  note [wwd/checksum-wapmap-formula]    at byte 748 (0x2EC)  header.checksum  another formula [WapMap writes this]", lines.get(3));
        assertEquals(CheckResult.Status.CONFORMS, r.status());
        assertEquals(CheckResult.Status.CONFORMS, r.withFailOn(Severity.ERROR).status());
        assertEquals(CheckResult.Status.DOES_NOT_CONFORM, r.withFailOn(Severity.WARNING).status());
        assertEquals(1, r.withFailOn(Severity.WARNING).failing().size());
        assertEquals(2, r.withFailOn(Severity.NOTE).failing().size());
        assertEquals("w.wwd: does not conform (WWD): 1 warning, 1 note",
                TextReport.check(List.of(r.withFailOn(Severity.NOTE))).lines().findFirst().orElseThrow());
    }

    @Test
    void aRewriteThatDoesNotGiveTheFileBackIsSaidAsMapharnesssBug() {
        CheckResult r = Samples.editorHabits("w.wwd");
        CheckResult differs = new CheckResult(r.file(), r.size(), r.detection(), r.findings(), r.failure(), r.encoding(),
                r.evidence(), r.canonical(), 0, java.util.OptionalLong.of(0x2EC));
        String text = TextReport.check(List.of(differs));
        assertTrue(text.contains("  mapharness's rewrite of this file in its own layout differs from it at byte 748 (0x2EC):"
                + " a bug in mapharness, not in the file"), text);
        assertEquals(CheckResult.Status.CONFORMS, differs.status(), "the file is not at fault");
        assertFalse(TextReport.check(List.of(r)).contains("rewrite of this file"));
    }

    @Test
    void malformedFileIsOneLine() {
        String text = TextReport.check(List.of(Samples.malformed("t.wrp")));
        assertEquals("t.wrp: unreadable: [read/truncated] at byte 100 (0x64), textureNames[2]: expected 32 bytes, found only 0 bytes"
                + System.lineSeparator(), text);
    }

    @Test
    void lossyRefusalShowsEachEntry() {
        String text = TextReport.convert(Samples.lossyRefusal());
        assertTrue(text.contains("  step 1: 4WVR → 8WVR"), text);
        assertTrue(text.contains("    lost     [migrate/object-dropped] objects[2].name: longer than 32 bytes"), text);
        assertTrue(text.contains("    derived  [migrate/value-defaulted] landCellSize: set to 50 m"), text);
        assertTrue(text.contains("refused, nothing written: 1 entry would be lost"), text);
    }

    @Test
    void aWritersRefusalNamesItsRule() {
        String text = TextReport.convert(Samples.writeRefusal());
        assertTrue(text.contains("  refused, nothing written: [4wvr/write-object-name-empty] objects[3].name: the 4WVR"
                + " writer cannot represent this: an empty name ends the model list"), text);
    }

    @Test
    void hostileNamesCannotReachTheTerminalRaw() {
        String all = TextReport.info(List.of(Samples.info(Samples.HOSTILE)))
                + TextReport.check(List.of(Samples.malformed(Samples.HOSTILE), Samples.violations(Samples.HOSTILE)));
        assertFalse(all.chars().anyMatch(c -> c < 0x20 && c != '\n' && c != '\r'), all);
        assertFalse(all.contains("\u202E"), all);
        assertTrue(all.contains("bad\\x1B]0;pwned\\x07\\x0Aname\\u{202E}.wrp"), all);
        long lines = TextReport.check(List.of(Samples.malformed(Samples.HOSTILE))).lines().count();
        assertEquals(1, lines, "a newline in a name must not split the one-line error");
    }
}
