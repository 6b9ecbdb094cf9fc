package dev.mapharness.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import dev.mapharness.reports.dump.DumpSchema;
import dev.mapharness.reports.dump.ModelJson;
import dev.mapharness.reports.html.BatchHtmlReport;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.junit.JUnitXml;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every report of {@code check}, and {@code dump}, names each file's writer (docs/provenance.md). */
class WriterReportsTest {
    @TempDir
    Path dir;

    private static byte[] corpus(String file) throws IOException {
        return Files.readAllBytes(Path.of("..", "corpus", file));
    }

    private static CheckResult check(String file) throws IOException {
        byte[] b = corpus(file);
        Optional<Detection> d = Formats.detect(b);
        return FileCheck.of(file, b, d, Codecs.read(b, ReadOptions.STRICT.withFieldMap()), Severity.ERROR);
    }

    /** A file of the corpus the $$M reader refuses: a MapBuilder header over an unclosed item. */
    private static CheckResult unreadableMapBuilder() {
        byte[] b = "// Exported by MapBuilder for 3D GameStudio\r\n\r\nversion 711\r\n\r\n{ //level\r\n\t0\r\n"
                .getBytes(StandardCharsets.ISO_8859_1);
        Optional<Detection> d = Formats.detect(b);
        ReadFailure failure;
        try {
            Codecs.read(b, ReadOptions.STRICT);
            throw new AssertionError("the unclosed item should not read");
        } catch (dev.mapharness.bytes.MapFormatException e) {
            failure = ReadFailure.malformed(e);
        }
        return FileCheck.unread("export.$$m", b.length, d, failure, new Evidence(b, Optional.empty(), Optional.empty()),
                Severity.ERROR);
    }

    @Test
    void textAndJsonNameTheWriter() throws IOException {
        CheckResult wwd = check("wwd/small.wwd");
        assertTrue(TextReport.checkFile(wwd).contains(System.lineSeparator()
                + "  written by  WapWorld (retail checksum formula, section order), likely" + System.lineSeparator()),
                TextReport.checkFile(wwd));
        JsonNode w = JsonReport.checkFile(wwd).get("writer");
        assertEquals("WapWorld", w.get("name").asText());
        assertEquals("likely", w.get("confidence").asText());
        assertEquals("retail checksum formula, section order", w.get("traits").asText());
        assertEquals(wwd.writer().evidence().size(), w.get("evidence").size());
        // a file the reader refuses is still named, from its bytes
        CheckResult mb = unreadableMapBuilder();
        assertEquals(CheckResult.Status.UNREADABLE, mb.status());
        assertTrue(TextReport.checkFile(mb).contains("  written by  MapBuilder for 3D GameStudio (header comment), certain"),
                TextReport.checkFile(mb));
        assertEquals("certain", JsonReport.checkFile(mb).get("writer").get("confidence").asText());
    }

    @Test
    void junitCarriesTheWriterAsPropertiesOfTheReadTestcase() throws IOException {
        Document xml = Jsoup.parse(new String(JUnitXml.check(List.of(check("oprw/v25-small.wrp"), unreadableMapBuilder())),
                StandardCharsets.UTF_8), "", org.jsoup.parser.Parser.xmlParser());
        List<Element> reads = xml.select("testcase[name=read]");
        assertEquals(2, reads.size());
        assertTrue(reads.get(0).select("property[name=writer]").attr("value").startsWith("mapharness "));
        assertEquals("likely", reads.get(0).select("property[name=writer.confidence]").attr("value"));
        assertEquals("MapBuilder for 3D GameStudio", reads.get(1).select("property[name=writer]").attr("value"));
        assertFalse(reads.get(1).select("property[name=writer.evidence]").isEmpty());
        assertTrue(xml.select("testcase[name=violations] property").isEmpty(), "only the read testcase carries them");
    }

    @Test
    void htmlPagesShowTheWriterAndTheBatchIndexCountsByWriter() throws IOException {
        CheckResult wed6 = check("wmp/wed6-header.wmp");
        Document page = Jsoup.parse(HtmlReport.check(List.of(wed6), dev.mapharness.reports.html.ReportFixtures.tinyPictures()));
        Element block = page.selectFirst("div.writer");
        assertTrue(block != null && block.text().contains(wed6.writer().writer()), () -> page.select("section").text());
        assertEquals(wed6.writer().evidence().size(), block.select("li").size());

        Path index = dir.resolve("index.html");
        try (BatchHtmlReport report = BatchHtmlReport.open(index, dev.mapharness.reports.html.ReportFixtures.tinyPictures())) {
            for (String f : List.of("wwd/small.wwd", "wwd/medium.wwd", "oprw/v25-small.wrp", "8wvr/terrain-builder.wrp")) {
                report.add(check(f));
            }
            report.add(unreadableMapBuilder());
            report.commit();
        }
        Document doc = Jsoup.parse(Files.readString(index));
        List<Element> rows = doc.select("table.writers tbody tr");
        assertEquals(4, rows.size(), rows::toString);
        // the most files first: WapWorld's two levels, both conforming, without findings
        assertEquals(List.of("WapWorld", "2", "2", "0", "0", "0", "0", "0"), rows.get(0).select("td").eachText());
        Element tb = rows.stream().filter(r -> r.text().startsWith("Terrain Builder")).findFirst().orElseThrow();
        assertEquals("2", tb.select("td").get(7).text(), "Terrain Builder's two notes");
        Element mb = rows.stream().filter(r -> r.text().startsWith("MapBuilder")).findFirst().orElseThrow();
        assertEquals("1", mb.select("td").get(4).text(), "cannot be read");
        assertEquals(5, doc.select("table.files td.writer").size(), "every file's row names its writer");
    }

    @Test
    void dumpsCarryTheWriterAndStillValidate() throws IOException {
        for (String f : List.of("wmpb/small.wmp", "wwd/small.wwd", "mm/small.$$m", "8wvr/terrain-builder.wrp")) {
            byte[] b = corpus(f);
            Decoded<? extends MapModel> d = Codecs.read(b, ReadOptions.LENIENT);
            Provenance p = Fingerprints.identify(FileFacts.read(b, d));
            ObjectNode doc = ModelJson.dump(d.model(), b, d.layout(), p);
            assertEquals(p.writer(), doc.get(ModelJson.WRITER).get("name").asText());
            var errors = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(DumpSchema.of(d.model().format())).validate(doc);
            assertTrue(errors.isEmpty(), () -> f + ": " + errors);
            assertEquals(d.model(), ModelJson.undump(doc), "undump ignores the writer");
        }
    }
}
