package dev.mapharness.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.junit.JUnitXml;
import dev.mapharness.rules.InputRules;
import dev.mapharness.rules.ReadRules;
import dev.mapharness.rules.RuleKind;
import dev.mapharness.wvr4.Wvr4ReadRules;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** An unreadable file's rule id in every report, next to the reason, as findings show theirs. */
class ReadFailureRuleTest {
    private static final ObjectMapper PARSER = new ObjectMapper();

    /** A real refusal: a 4WVR file cut inside its header. */
    private static CheckResult truncated() {
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> Codecs.read(Format.WVR4, new byte[] {'4', 'W', 'V', 'R', 1, 0}, ReadOptions.STRICT));
        assertSame(ReadRules.TRUNCATED, e.rule(), e::getMessage);
        return new CheckResult("cut.wrp", 6, Optional.empty(), List.of(), Optional.of(ReadFailure.malformed(e)));
    }

    @Test
    void theTextReportPutsTheIdBeforeTheReason() {
        CheckResult r = truncated();
        String text = TextReport.checkFile(r);
        assertTrue(text.startsWith("cut.wrp: unreadable: [read/truncated] at byte 4 (0x4), "), text);
        assertEquals("[read/truncated] " + r.failure().orElseThrow().message(), r.failure().orElseThrow().ruleAndMessage());
    }

    @Test
    void theJsonErrorHasItsRule() throws Exception {
        JsonNode e = PARSER.readTree(JsonReport.check(List.of(truncated()), 3)).get("files").get(0).get("error");
        assertEquals("malformed", e.get("reason").asText());
        assertEquals("read/truncated", e.get("rule").asText());
        assertTrue(e.get("message").asText().startsWith("at byte 4 (0x4)"), "the message itself is unchanged");
    }

    @Test
    void theJUnitReadFailureNamesIt() {
        String xml = new String(JUnitXml.check(List.of(truncated())), StandardCharsets.UTF_8);
        assertTrue(xml.contains("<failure message=\"[read/truncated] at byte 4 (0x4)"), xml);
    }

    @Test
    void aWrongSignatureIsTheFormatsRule() throws Exception {
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> Codecs.read(Format.WVR4, "4WVX....".getBytes(StandardCharsets.US_ASCII), ReadOptions.LENIENT));
        CheckResult r = new CheckResult("x.wrp", 8, Optional.empty(), List.of(), Optional.of(ReadFailure.malformed(e)));
        assertSame(Wvr4ReadRules.SIGNATURE, r.failure().orElseThrow().rule());
        JsonNode json = PARSER.readTree(JsonReport.check(List.of(r), 3)).get("files").get(0).get("error");
        assertEquals("4wvr/signature", json.get("rule").asText());
    }

    @Test
    void failuresThatAreNotAboutTheBytesHaveInputRules() {
        for (ReadFailure.Reason reason : ReadFailure.Reason.values()) {
            if (reason == ReadFailure.Reason.MALFORMED) {
                assertThrows(IllegalArgumentException.class, () -> ReadFailure.inputRule(reason));
                continue;
            }
            ReadFailure f = ReadFailure.of(reason, "why");
            assertTrue(f.rule().id().startsWith("input/"), f.rule().id());
            assertEquals(RuleKind.READ, f.rule().kind());
        }
        assertSame(InputRules.MISSING, ReadFailure.of(ReadFailure.Reason.NOT_FOUND, "no such file").rule());
        assertSame(InputRules.UNKNOWN_FORMAT, ReadFailure.unknownFormat("\"ABCD\"").rule());
        assertEquals("[input/missing] no such file", ReadFailure.of(ReadFailure.Reason.NOT_FOUND, "no such file").ruleAndMessage());
    }
}
