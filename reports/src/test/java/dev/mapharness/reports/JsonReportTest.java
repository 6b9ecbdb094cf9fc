package dev.mapharness.reports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.reports.compare.ByteRange;
import dev.mapharness.reports.compare.DifferenceCause;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.text.TextReadRules;
import dev.mapharness.wwd.WwdRules;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonReportTest {
    private static final ObjectMapper PARSER = new ObjectMapper();

    /** Each encoding difference says its cause beside the verdict that cause decides. */
    @Test
    void checkGivesEachEncodingDifferenceItsCause() throws Exception {
        ByteRange r = new ByteRange(12, 20);
        Violation seen = new Violation(WwdRules.HEADER_RESERVED, 12, "header.pad", "padding not zero", Severity.WARNING, "");
        CheckResult result = new CheckResult("w.wrp", 64, Optional.empty(), List.of(), Optional.empty(), List.of(
                new EncodingDifference("heights[*]", "heights[3]", r, r, 8, 4, DifferenceCause.OTHER_VALUE, "heights"),
                new EncodingDifference("header.pad", "header.pad", r, r, 1, 1, DifferenceCause.VIOLATION,
                        Optional.of(seen), "padding"),
                new EncodingDifference("elevation.lzss", "elevation.lzss", r, r, 8, 1, DifferenceCause.ANOTHER_ENCODING,
                        "parse")), Evidence.NONE, Evidence.NONE);
        JsonNode encoding = PARSER.readTree(JsonReport.check(List.of(result), 0)).get("files").get(0).get("encoding");
        assertEquals(List.of("other-value", "violation", "another-encoding"),
                List.of(encoding.get(0).get("cause").asText(), encoding.get(1).get("cause").asText(),
                        encoding.get(2).get("cause").asText()));
        assertEquals(List.of("real", "real", "harmless"),
                List.of(encoding.get(0).get("verdict").asText(), encoding.get(1).get("verdict").asText(),
                        encoding.get(2).get("verdict").asText()));
    }

    @Test
    void infoFields() throws Exception {
        JsonNode root = PARSER.readTree(JsonReport.info(List.of(Samples.info("island.wrp")), 0));
        assertEquals("info", root.get("command").asText());
        assertEquals(0, root.get("exitCode").asInt());
        JsonNode f = root.get("files").get(0);
        assertEquals(16_777_216L, f.get("size").asLong());
        assertEquals("4wvr", f.get("format").get("id").asText());
        assertEquals(1234, f.get("summary").get("objects").asInt(), "numbers stay numbers");
        assertTrue(f.get("summary").get("objects").isIntegralNumber());
        assertEquals("256 × 256", f.get("summary").get("grid").asText());
        JsonNode v = f.get("violations").get(0);
        assertEquals(4660, v.get("offset").asLong());
        assertEquals("0x1234", v.get("offsetHex").asText());
        assertEquals("objects[3].id", v.get("field").asText());
        assertTrue(f.get("error").isNull(), "absent fields are present as null");
    }

    @Test
    void checkErrorFields() throws Exception {
        JsonNode f = PARSER.readTree(JsonReport.check(List.of(Samples.malformed("t.wrp")), 3)).get("files").get(0);
        assertEquals("unreadable", f.get("status").asText());
        JsonNode e = f.get("error");
        assertEquals("malformed", e.get("reason").asText());
        assertEquals(100, e.get("offset").asLong());
        assertEquals("textureNames[2]", e.get("field").asText());
        assertEquals("32 bytes", e.get("expected").asText());
        assertEquals("only 0 bytes", e.get("found").asText());
    }

    @Test
    void checkGivesEverySeverityAndTheEditorOfANote() throws Exception {
        JsonNode f = PARSER.readTree(JsonReport.check(List.of(Samples.editorHabits("w.wwd")), 0)).get("files").get(0);
        assertEquals("conforms", f.get("status").asText());
        assertEquals("error", f.get("failOn").asText());
        assertEquals(0, f.get("severities").get("error").asInt());
        assertEquals(1, f.get("severities").get("warning").asInt());
        assertEquals(1, f.get("severities").get("note").asInt());
        JsonNode note = f.get("findings").get(1);
        assertEquals("note", note.get("severity").asText());
        assertEquals("wwd/checksum-wapmap-formula", note.get("rule").asText(), "every finding names its rule");
        assertEquals("wwd/string-bytes-after-nul", f.get("findings").get(0).get("rule").asText());
        assertEquals("WapMap", note.get("editor").asText());
        assertTrue(f.get("findings").get(0).get("editor") == null, "only a note names an editor");
        assertTrue(f.get("rewritesExactly").asBoolean());
        assertTrue(f.get("rewriteDiffersAt") == null);
    }

    @Test
    void textFailuresNameLineAndColumn() throws Exception {
        CheckResult r = new CheckResult("level.wmp", 900, Optional.empty(), List.of(), Optional.of(ReadFailure.malformed(
                MapFormatException.inText(TextReadRules.VERTEX_INDEX_MISSING, 58, 4, 7, "blocks[0].faces[1].vertices[2]", "a vertex index below 8", "1000"))));
        JsonNode e = PARSER.readTree(JsonReport.check(List.of(r), 3)).get("files").get(0).get("error");
        assertEquals(58, e.get("offset").asLong());
        assertEquals(4, e.get("line").asInt());
        assertEquals(7, e.get("column").asInt());
        assertTrue(e.get("message").asText().startsWith("at line 4, column 7 (byte 58), blocks[0].faces[1].vertices[2]"),
                e.get("message").asText());
        JsonNode binary = PARSER.readTree(JsonReport.check(List.of(Samples.malformed("t.wrp")), 3)).get("files").get(0).get("error");
        assertTrue(binary.get("line") == null, "binary formats have no line");
    }

    @Test
    void convertFields() throws Exception {
        JsonNode root = PARSER.readTree(JsonReport.convert(Samples.lossyRefusal(), 1));
        assertEquals("refused-loss", root.get("status").asText());
        assertEquals(1, root.get("exitCode").asInt());
        assertTrue(root.get("bytesWritten").isNull());
        assertEquals("lost", root.get("steps").get(0).get("entries").get(0).get("kind").asText());
        assertEquals("migrate/object-dropped", root.get("steps").get(0).get("entries").get(0).get("rule").asText());
        assertEquals("migrate/value-defaulted", root.get("steps").get(0).get("entries").get(1).get("rule").asText());
        assertTrue(root.get("refusal").get("rule").isNull(), "a refusal for a loss is convert's own: no writer's rule");
        JsonNode refused = PARSER.readTree(JsonReport.convert(Samples.writeRefusal(), 1)).get("refusal");
        assertEquals("4wvr/write-object-name-empty", refused.get("rule").asText());
        assertEquals("objects[3].name", refused.get("field").asText());
    }

    @Test
    void hostileNamesAreEscapedAndSurviveTheRoundTrip() throws Exception {
        String json = JsonReport.check(List.of(Samples.malformed(Samples.HOSTILE)), 3);
        assertTrue(json.chars().allMatch(c -> c == '\n' || c == '\r' || (c >= 0x20 && c < 0x7F)),
                "pure printable ASCII: " + json);
        assertTrue(json.contains("\\u001B") || json.contains("\\u001b"), json);
        assertEquals(Samples.HOSTILE, PARSER.readTree(json).get("files").get(0).get("file").asText());
        String del = JsonReport.check(List.of(Samples.malformed("a\u007fb")), 3);
        assertTrue(del.contains("a\\u007Fb") || del.contains("a\\u007fb"), del);
    }
}
