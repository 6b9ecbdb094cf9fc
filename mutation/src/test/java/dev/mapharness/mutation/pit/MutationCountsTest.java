package dev.mapharness.mutation.pit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MutationCountsTest {
    @TempDir
    Path tmp;

    static String mutation(String cls, String status) {
        return "<mutation detected='" + !status.equals("SURVIVED") + "' status='" + status + "' numberOfTestsRun='1'>"
                + "<sourceFile>X.java</sourceFile><mutatedClass>" + cls + "</mutatedClass><mutatedMethod>m</mutatedMethod>"
                + "<methodDescription>()V</methodDescription><lineNumber>3</lineNumber>"
                + "<mutator>org.pitest.mutationtest.engine.gregor.mutators.MathMutator</mutator><indexes><index>4</index></indexes>"
                + "<blocks><block>0</block></blocks><killingTest/><description>Replaced &lt; with &gt;</description></mutation>\n";
    }

    static String report(String... mutations) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<mutations partial=\"true\">\n" + String.join("", mutations) + "</mutations>\n";
    }

    @Test
    void scoreAndTestStrengthAsPitCountsThem() {
        // the WWD package by its own tests, as measured before the whole harness ran (docs/mutation.md)
        MutationCounts wwd = MutationCounts.of(Map.of("KILLED", 575, "SURVIVED", 150, "NO_COVERAGE", 71));
        assertEquals(796, wwd.total());
        assertEquals(72.236, wwd.score(), 0.001);
        assertEquals(79.310, wwd.testStrength(), 0.001);
        MutationCounts detectedOtherwise = MutationCounts.of(Map.of("TIMED_OUT", 1, "MEMORY_ERROR", 1, "RUN_ERROR", 1, "SURVIVED", 1));
        assertEquals(75.0, detectedOtherwise.score(), 1e-9);
        assertEquals(100.0, MutationCounts.of(Map.of()).score(), 1e-9);
        assertEquals(100.0, MutationCounts.of(Map.of("NO_COVERAGE", 0)).testStrength(), 1e-9);
        assertEquals(0.0, MutationCounts.of(Map.of("NO_COVERAGE", 2)).score(), 1e-9);
    }

    @Test
    void anUnfinishedMutantIsNotCountedAsEither() {
        assertThrows(IllegalArgumentException.class, () -> MutationCounts.of(Map.of("KILLED", 1, "STARTED", 1)));
    }

    @Test
    void readsPitsXml() throws IOException {
        Path xml = tmp.resolve("mutations.xml");
        Files.writeString(xml, report(mutation("dev.mapharness.wwd.A", "KILLED"), mutation("dev.mapharness.wwd.A", "SURVIVED"),
                mutation("dev.mapharness.wwd.B", "NO_COVERAGE"), mutation("dev.mapharness.wwd.B", "TIMED_OUT")));
        MutationCounts c = MutationCounts.read(xml);
        assertEquals(new MutationCounts(4, 1, 1, 1, 1, 0), c);
        assertEquals(2 * 100.0 / 3, c.testStrength(), 1e-9);
    }

    @Test
    void somethingElseIsNotPitsXml() throws IOException {
        Path xml = tmp.resolve("mutations.xml");
        Files.writeString(xml, "<mutations><mutation detected='true'>");
        assertThrows(IOException.class, () -> MutationCounts.read(xml));
        Files.writeString(xml, report("<mutation detected='true'></mutation>"));
        assertThrows(IOException.class, () -> MutationCounts.read(xml));
    }
}
