package dev.mapharness.reports.junit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.Forgotten;
import dev.mapharness.reports.html.ReportFixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JUnitBatchWriterTest {
    @TempDir
    Path dir;

    private byte[] streamed(List<CheckResult> results) throws IOException {
        Path target = dir.resolve("check.xml");
        try (JUnitBatchWriter w = JUnitBatchWriter.open(target)) {
            for (CheckResult r : results) {
                w.add(r);
            }
            w.commit();
        }
        assertEquals(List.of("check.xml"), listing(), "only the report is left");
        byte[] xml = Files.readAllBytes(target);
        Files.delete(target);
        return xml;
    }

    private List<String> listing() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theCorpusAndBrokenFilesStreamToTheSameBytesAsTheWholeList() throws IOException {
        List<CheckResult> batch = ReportFixtures.batch();
        assertTrue(batch.stream().map(CheckResult::status).distinct().count() == CheckResult.Status.values().length,
                "the batch has every status");
        byte[] whole = JUnitXml.check(batch);
        assertArrayEquals(whole, streamed(batch), () -> JUnitWriter.utf8(whole));
        JUnitShape.validate(whole);
    }

    @Test
    void noFileAndHostileNamesStreamToTheSameBytesToo() throws IOException {
        assertArrayEquals(JUnitXml.check(List.of()), streamed(List.of()));
        List<CheckResult> hostile = new ArrayList<>();
        for (CheckResult r : ReportFixtures.batch().subList(0, 3)) {
            hostile.add(rename(r, JUnitXmlTest.HOSTILE + r.file()));
        }
        hostile.add(rename(ReportFixtures.unsupported("x"), "\uD83D\uDDFA map \u0000]]>.wrp"));
        assertArrayEquals(JUnitXml.check(hostile), streamed(hostile));
    }

    @Test
    void anInterruptedRunLeavesTheEarlierReportAndNoTemporaryFile() throws IOException {
        Path target = dir.resolve("check.xml");
        Files.writeString(target, "<testsuites/>");
        JUnitBatchWriter w = JUnitBatchWriter.open(target);
        for (CheckResult r : ReportFixtures.batch()) {
            w.add(r);
        }
        assertEquals(2, listing().size(), "the testcases wait in a temporary file");
        w.close();
        assertEquals("<testsuites/>", Files.readString(target));
        assertEquals(List.of("check.xml"), listing());
        assertThrows(IllegalStateException.class, w::commit);
    }

    @Test
    void keepsNoResultAfterAddingIt() throws IOException {
        List<CheckResult> kinds = ReportFixtures.batch();
        Forgotten forgotten = new Forgotten();
        try (JUnitBatchWriter w = JUnitBatchWriter.open(dir.resolve("check.xml"))) {
            for (int i = 0; i < 2_000; i++) {
                CheckResult r = kinds.get(i % kinds.size());
                w.add(forgotten.track(new CheckResult("file-" + i + ".wrp", r.size(), r.detection(), r.findings(),
                        r.failure(), r.encoding(), forgotten.track(new Evidence(r.evidence().bytes().clone(),
                        r.evidence().fieldMap(), r.evidence().model())), r.canonical(), r.encodingOmitted(), r.failOn(),
                        r.rewriteDiffersAt())));
            }
            forgotten.assertAllCollected();
            w.commit();
        }
        assertEquals(4_000, forgotten.tracked());
    }

    private static CheckResult rename(CheckResult r, String name) {
        return new CheckResult(name, r.size(), r.detection(), r.findings(), r.failure(), r.encoding(), r.evidence(),
                r.canonical(), r.encodingOmitted(), r.failOn(), r.rewriteDiffersAt());
    }
}
