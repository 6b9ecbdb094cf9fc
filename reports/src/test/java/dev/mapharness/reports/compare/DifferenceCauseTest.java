package dev.mapharness.reports.compare;

import dev.mapharness.wvr4.Wvr4Rules;
import dev.mapharness.wwd.WwdRules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Each canonical-encoding difference carries why it is one as a field, set where it is judged;
 * the verdict, JSON's {@code cause} and {@link CanonicalComparison.Outcome#explainedByViolation}
 * read that field, never the wording of the explanation.
 */
class DifferenceCauseTest {

    private static Decoded<? extends MapModel> strict(byte[] bytes) {
        return Codecs.forFormat(Formats.detect(bytes).orElseThrow().format()).orElseThrow()
                .read(bytes, ReadOptions.STRICT.withFieldMap());
    }

    private static byte[] corpus(String name) throws IOException {
        return Files.readAllBytes(CorpusFiles.root().resolve(name));
    }

    /** The file's bytes with the first byte of its heights changed; the model is still the original's. */
    private static byte[] oneHeightChanged(byte[] original, FieldMap.Entry heights) {
        byte[] changed = original.clone();
        changed[(int) heights.start()] ^= 0x5A;
        return changed;
    }

    private static FieldMap.Entry heights(Decoded<? extends MapModel> decoded) {
        return decoded.fieldMap().orElseThrow().entries().stream().filter(e -> e.path().equals("heights"))
                .findFirst().orElseThrow(() -> new AssertionError(decoded.fieldMap().orElseThrow().entries().toString()));
    }

    @Test
    void bytesAConformingWriterWouldNotWriteAreAnotherValue() throws IOException {
        byte[] original = corpus("4wvr/small.wrp");
        Decoded<? extends MapModel> decoded = strict(original);
        byte[] changed = oneHeightChanged(original, heights(decoded));
        CanonicalComparison.Outcome o = CanonicalComparison.of(changed, decoded);
        assertEquals(1, o.differences().size(), o.differences()::toString);
        EncodingDifference d = o.differences().get(0);
        assertEquals(DifferenceCause.OTHER_VALUE, d.cause());
        assertEquals(Verdict.REAL, d.verdict());
        assertTrue(d.violation().isEmpty());
        assertFalse(o.explainedByViolation(d));
    }

    @Test
    void aDifferenceWhereTheReaderReportedAViolationKeepsThatViolation() throws IOException {
        byte[] original = corpus("4wvr/small.wrp");
        Decoded<? extends MapModel> clean = strict(original);
        FieldMap.Entry heights = heights(clean);
        Violation seen = new Violation(Wvr4Rules.TEXTURE_INDEX_PAST_TABLE, heights.start(), "heights[0]", "a height the games do not accept",
                Severity.ERROR, "");
        Decoded<? extends MapModel> decoded = new Decoded<>(clean.model(), List.of(seen), clean.fieldMap());
        CanonicalComparison.Outcome o = CanonicalComparison.of(oneHeightChanged(original, heights), decoded);
        EncodingDifference d = o.differences().get(0);
        assertEquals(DifferenceCause.VIOLATION, d.cause());
        assertEquals(Optional.of(seen), d.violation(), "the violation's offset and field stay reachable");
        assertEquals(Verdict.REAL, d.verdict());
        assertTrue(o.explainedByViolation(d));
    }

    @Test
    void bytesAfterTheLastFieldAreExtraInTheFile() throws IOException {
        byte[] original = corpus("4wvr/small.wrp");
        byte[] longer = Arrays.copyOf(original, original.length + 3);
        CanonicalComparison.Outcome o = CanonicalComparison.of(longer, strict(original));
        assertEquals(List.of(DifferenceCause.EXTRA_IN_FILE), o.differences().stream().map(EncodingDifference::cause).toList());
        assertTrue(o.real());
    }

    @Test
    void anotherValidEncodingIsHarmlessByItsCause() throws IOException {
        byte[] original = corpus("wmp/small.wmp");
        String text = new String(original, java.nio.charset.StandardCharsets.ISO_8859_1);
        byte[] respelled = text.replaceFirst("-120.25 100 171", "-120.250  100.0 171")
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        CanonicalComparison.Outcome o = CanonicalComparison.of(respelled, strict(respelled));
        assertEquals(List.of(DifferenceCause.ANOTHER_SPELLING), o.differences().stream().map(EncodingDifference::cause).toList());
        assertFalse(o.real());
    }

    @Test
    void theWordingOfAnExplanationDecidesNothing() {
        ByteRange r = new ByteRange(4, 8);
        EncodingDifference worded = new EncodingDifference("header.pad", "header.pad", r, r, 1, 1,
                DifferenceCause.OTHER_VALUE, "the reader reports at byte 4 (header.pad): but it is no violation");
        EncodingDifference plain = new EncodingDifference("header.pad", "header.pad", r, r, 1, 1,
                DifferenceCause.VIOLATION, Optional.of(new Violation(WwdRules.HEADER_RESERVED, 4, "header.pad", "not zero", Severity.WARNING, "")),
                "padding not zero");
        CanonicalComparison.Outcome o = new CanonicalComparison.Outcome(List.of(worded, plain), 0,
                dev.mapharness.reports.Evidence.NONE, Optional.empty());
        assertFalse(o.explainedByViolation(worded));
        assertTrue(o.explainedByViolation(plain));
    }

    @Test
    void aViolationGoesWithItsCauseOnly() {
        ByteRange r = new ByteRange(4, 8);
        Violation v = new Violation(WwdRules.HEADER_RESERVED, 4, "header.pad", "not zero", Severity.WARNING, "");
        assertThrows(IllegalArgumentException.class, () -> new EncodingDifference("f", "f", r, r, 1, 1,
                DifferenceCause.OTHER_VALUE, Optional.of(v), "x"));
        assertThrows(IllegalArgumentException.class, () -> new EncodingDifference("f", "f", r, r, 1, 1,
                DifferenceCause.VIOLATION, Optional.empty(), "x"));
    }

    @Test
    void onlyAnotherEncodingOrSpellingIsHarmless() {
        for (DifferenceCause c : DifferenceCause.values()) {
            boolean harmless = c == DifferenceCause.ANOTHER_ENCODING || c == DifferenceCause.ANOTHER_SPELLING;
            assertEquals(harmless ? Verdict.HARMLESS : Verdict.REAL, c.verdict(), c::name);
        }
    }
}
