package dev.mapharness.fuzz.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.coverage.CoverageCounts;
import dev.mapharness.fuzz.coverage.CoverageSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The coverage step, in a JVM with JaCoCo's agent as a run starts it: a corpus that reaches the LZSS
 * decoder's checksum rejection shows that line covered, one that does not shows it missed.
 */
class CoverageRunTest {
    private static final Path SEEDS = Path.of("..", "corpus", "fuzz", "lzss-decode", "seeds");
    private static final Path SOURCES = Path.of("..", "codecs", "src", "main", "java").toAbsolutePath().normalize();
    private static final FuzzTarget LZSS = FuzzTargets.byName("lzss-decode").orElseThrow();

    @TempDir
    Path dir;

    @Test
    void aCorpusThatReachesABranchShowsItCovered() throws Exception {
        String rejection = "throw in.failAt(CompressRules.LZSS_CHECKSUM_MISMATCH, checksumAt";
        int line = lineOf(SOURCES.resolve("dev/mapharness/compress/BisLzss.java"), rejection);

        Run good = run("good", "bands");
        Run bad = run("bad", "bands", "bands-bad-checksum");

        assertEquals("nc", good.lineClass(line), "no input has a wrong checksum: the rejection is not reached");
        assertEquals("fc", bad.lineClass(line), "the bad checksum's input reaches the rejection");
        CoverageCounts before = good.compress();
        CoverageCounts after = bad.compress();
        assertTrue(after.branchesCovered() > before.branchesCovered(), before + " → " + after);
        assertEquals(before.branches(), after.branches(), "the same code, measured twice");
        CoverageCounts target = bad.summary().targets().get(0);
        assertEquals("lzss-decode", target.name());
        assertTrue(target.linesCovered() > 0 && target.linesCovered() <= bad.summary().total().linesCovered(), target::toString);
        assertEquals(2, bad.summary().inputs());
        assertTrue(Files.isRegularFile(Path.of(bad.summary().report())), "the HTML report's index");
    }

    private record Run(CoverageSummary summary, Path report) {
        CoverageCounts compress() {
            return summary.packages().stream().filter(p -> p.name().equals("dev.mapharness.compress")).findFirst().orElseThrow();
        }

        /** JaCoCo's mark of a source line: fc covered, pc partly, nc not covered. */
        String lineClass(int line) throws Exception {
            String html = Files.readString(report.resolve("dev.mapharness.compress").resolve("BisLzss.java.html"));
            Matcher m = Pattern.compile("<span class=\"(\\w+)[^\"]*\" id=\"L" + line + "\"").matcher(html);
            return m.find() ? m.group(1) : "none";
        }
    }

    private Run run(String name, String... seeds) throws Exception {
        Path corpus = dir.resolve(name).resolve("corpus");
        Path seedDir = Files.createDirectories(corpus.resolve("fuzz").resolve("lzss-decode").resolve("seeds"));
        for (String s : seeds) {
            Files.copy(SEEDS.resolve(s), seedDir.resolve(s));
        }
        Path runDir = Files.createDirectories(dir.resolve(name).resolve("run"));
        CoverageSummary summary = CoverageRun.run(ChildJvm.current(512), List.of(LZSS), corpus,
                dir.resolve(name).resolve("work"), SOURCES, runDir, 300_000).orElseThrow();
        return new Run(summary, runDir.resolve("coverage"));
    }

    private static int lineOf(Path source, String text) throws Exception {
        List<String> lines = Files.readAllLines(source);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(text + " not in " + source);
    }
}
