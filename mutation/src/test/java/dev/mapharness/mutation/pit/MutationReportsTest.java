package dev.mapharness.mutation.pit;

import static dev.mapharness.mutation.pit.MutationCountsTest.mutation;
import static dev.mapharness.mutation.pit.MutationCountsTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MutationReportsTest {
    @TempDir
    Path tmp;

    private Path pitReport(Path staging) throws IOException {
        Path pit = Files.createDirectories(staging.resolve("pit"));
        Files.writeString(pit.resolve("style.css"), "body{}");
        Files.writeString(pit.resolve("index.html"), "<html>all</html>");
        Path wwd = Files.createDirectories(pit.resolve("dev.mapharness.wwd"));
        Files.writeString(wwd.resolve("index.html"), "<html>wwd</html>");
        Files.writeString(wwd.resolve("WwdReader.java.html"), "<html>reader</html>");
        Files.createDirectories(pit.resolve("dev.mapharness.wvr4"));
        Files.writeString(pit.resolve("mutations.xml"), report(
                mutation("dev.mapharness.wwd.WwdReader", "KILLED"),
                mutation("dev.mapharness.wwd.WwdReader$Plane", "SURVIVED"),
                mutation("dev.mapharness.wvr4.Wvr4Reader", "KILLED"),
                // a package whose name starts like another's is not part of it
                mutation("dev.mapharness.wwdx.Other", "SURVIVED")));
        return pit;
    }

    @Test
    void eachPackageGetsItsPagesItsMutantsAndASummary() throws IOException {
        MutationReports reports = new MutationReports(tmp.resolve("mutation"));
        Path staging = reports.stage();
        Path history = Files.writeString(staging.resolve("history.bin"), "h");
        List<PackageResult> results = reports.publish(staging, pitReport(staging), List.of("wwd", "wvr4"), history,
                "abc1234", "2026-11-29T02:00:00Z", Suite.HARNESS);
        assertEquals(List.of("wwd", "wvr4"), results.stream().map(PackageResult::pkg).toList());
        assertEquals(new MutationCounts(2, 1, 1, 0, 0, 0), results.get(0).counts());
        assertEquals(new MutationCounts(1, 1, 0, 0, 0, 0), results.get(1).counts());
        Path wwd = reports.dir().resolve("wwd");
        assertTrue(Files.isRegularFile(wwd.resolve("WwdReader.java.html")));
        assertTrue(Files.isRegularFile(reports.dir().resolve("style.css")), "the pages' ../style.css");
        String xml = Files.readString(wwd.resolve("mutations.xml"));
        assertTrue(xml.contains("WwdReader$Plane") && !xml.contains("wvr4") && !xml.contains("wwdx"), xml);
        assertEquals(MutationCounts.read(wwd.resolve("mutations.xml")), results.get(0).counts());
        assertTrue(Files.isRegularFile(reports.history()));
        assertEquals(List.of("wvr4", "wwd"), reports.latest().stream().map(PackageResult::pkg).toList());
        assertEquals("abc1234", reports.latest().get(1).commit());
        String table = Files.readString(reports.dir().resolve("table.md"));
        assertTrue(table.contains("| `wwd` | 2 | 1 | 0 | 1 | 0 | 50.0% | 50.0% | abc1234, 2026-11-29 |"), table);
        assertEquals("harness", reports.latest().get(1).suite());
        String overview = Files.readString(reports.dir().resolve("summary.json"));
        assertTrue(overview.contains("\"testStrength\"") && overview.contains("mapharness-mutation/1"), overview);
    }

    @Test
    void anInterruptedRunLeavesTheLastResultsWholeAndIsClearedByTheNext() throws IOException {
        MutationReports reports = new MutationReports(tmp.resolve("mutation"));
        Path first = reports.stage();
        reports.publish(first, pitReport(first), List.of("wwd"), first.resolve("none"), "abc1234", "2026-11-28T00:00:00Z",
                Suite.HARNESS);
        MutationReports.deleteTree(first);
        // a second run is staged and then dies before publishing
        Path interrupted = reports.stage();
        Files.writeString(Files.createDirectories(interrupted.resolve("pit")).resolve("mutations.xml"), "<mutations>");
        assertEquals("abc1234", reports.latest().get(0).commit(), "the published results are untouched");
        assertEquals(List.of("wwd"), reports.latest().stream().map(PackageResult::pkg).toList(), "a staging directory is no package");
        Path next = reports.stage();
        assertFalse(Files.exists(interrupted), "the next run removes what the interrupted one left");
        assertTrue(Files.exists(next));
    }

    @Test
    void theDocsTableIsReplacedBetweenItsMarkers() throws IOException {
        Path doc = tmp.resolve("mutation.md");
        Files.writeString(doc, "intro\n" + MutationTable.START + "\nold\n" + MutationTable.END + "\nafter\n");
        MutationTable.update(doc, List.of(new PackageResult("wvr4", new MutationCounts(10, 9, 1, 0, 0, 0), "abc", "2026-11-29T00:00:00Z", null)));
        String text = Files.readString(doc);
        assertTrue(text.startsWith("intro\n" + MutationTable.START + "\n| package |") && text.endsWith(MutationTable.END + "\nafter\n"), text);
        assertFalse(text.contains("old"));
        assertTrue(text.contains("| `wvr4` | 10 | 9 | 0 | 1 | 0 | 90.0% | 90.0% | abc, 2026-11-29 |"), "a result from before suites were"
                + " recorded is the whole harness's: " + text);
    }

    @Test
    void aScoreJustUnderTheGoalNeverReadsAsTheGoal() {
        String t = MutationTable.markdown(List.of(new PackageResult("x", new MutationCounts(10_000, 8_999, 1_001, 0, 0, 0), "c", "2026-11-29T00:00:00Z",
                "codecs")));
        assertTrue(t.contains("| 89.9% |"), t);
        assertTrue(t.contains("| c, 2026-11-29, codecs' tests |"), "a lower bound says so: " + t);
    }
}
