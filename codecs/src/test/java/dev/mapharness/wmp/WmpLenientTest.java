package dev.mapharness.wmp;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import dev.mapharness.text.TextLayout;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Text WMP objects with values a writer appended or left out: kept, reported, rewritten as read. */
class WmpLenientTest {
    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static final String APPENDED = String.join("\r\n",
            "light 1 {", " 78.82 78.82 39.21 300", " 0100 glow", "}", "",
            "model 2 {", " 1 1 1", " <guard.mdl>", " guard_1", " patrol", " 1 0 0 0 1", " 0001", " 0", " 50",
            " ndef", " ndef", " shadow.dds 7", "}", "",
            "start 3 {", " pos_1", " 90 0 0", " camera", "}", "");

    @Test
    void valuesAfterKnownOnesAreKeptAndWarnedInBothModes() {
        for (ReadOptions o : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            Decoded<WmpLevel> d = WmpReader.read(bytes(APPENDED), o);
            WmpLight light = (WmpLight) d.model().items().get(0);
            assertEquals(300.0, light.range());
            assertEquals(List.of(RawToken.word("0100"), RawToken.word("glow")), light.extra());
            WmpModel m = (WmpModel) d.model().items().get(1);
            assertEquals(List.of(1.0, 0.0, 0.0, 0.0, 1.0), m.skills());
            assertEquals(new BinaryFlags("0001"), m.flags());
            assertEquals("ndef", m.string2().text());
            assertEquals(List.of(RawToken.word("shadow.dds"), RawToken.word("7")), m.extra());
            WmpStart s = (WmpStart) d.model().items().get(2);
            assertEquals(List.of(90.0, 0.0, 0.0), s.angles());
            assertEquals(List.of(RawToken.word("camera")), s.extra());
            // (and the missing level object's error, which is not this test's)
            List<Violation> extra = d.violations().stream().filter(v -> v.field().endsWith(".extra")).toList();
            assertEquals(List.of("objects[0].extra", "objects[1].extra", "objects[2].extra"),
                    extra.stream().map(Violation::field).toList());
            assertTrue(extra.stream().allMatch(v -> v.severity() == Severity.WARNING), extra.toString());
            assertTrue(extra.get(1).message().startsWith("line 17, column 2: 2 value(s) after the model's"),
                    extra.get(1).message());
            assertArrayEquals(bytes(APPENDED), WmpWriter.write(d.model(), (TextLayout) d.layout().orElseThrow()));
            // every object copied from its own span, as an edit of another object would copy it
            assertArrayEquals(bytes(APPENDED), WmpWriter.write(d.model(), ((TextLayout) d.layout().orElseThrow()).forEdits()));
            assertEquals(d.model(), WmpReader.read(WmpWriter.write(d.model()), o).model());
        }
    }

    @Test
    void anObjectMissingValuesIsKeptWholeAWarningLenientlyAnErrorStrictly() {
        String text = "sound 1 {\r\n <water.wav>\r\n 0001\r\n 20 0\r\n}\r\n";
        Decoded<WmpLevel> lenient = WmpReader.read(bytes(text), ReadOptions.LENIENT);
        Decoded<WmpLevel> strict = WmpReader.read(bytes(text), ReadOptions.STRICT);
        assertEquals(lenient.model(), strict.model());
        WmpUnknown kept = (WmpUnknown) lenient.model().items().get(0);
        assertEquals("sound", kept.keyword());
        assertEquals(4, kept.body().size());
        Violation error = strict.violations().get(0);
        assertEquals(Severity.ERROR, error.severity());
        assertEquals("objects[0].time", error.field());
        assertTrue(error.message().startsWith("line 5, column 1: sound 1 not in any layout"), error.message());
        assertEquals(Severity.WARNING, lenient.violations().get(0).severity());
        assertArrayEquals(bytes(text), WmpWriter.write(lenient.model(), (TextLayout) lenient.layout().orElseThrow()));
        assertEquals(lenient.model(), WmpReader.read(WmpWriter.write(lenient.model()), ReadOptions.LENIENT).model());
    }

    @Test
    void theWriterRefusesRawValuesThatWouldReadBackOtherwise() {
        // a number after a start's angles would read back as one more angle
        WmpStart s = new WmpStart(1, RawString.of("pos"), List.of(1.0), List.of(RawToken.word("2")));
        MapWriteException x = assertWriteRefused(() -> WmpWriter.write(new WmpLevel(List.of(s))));
        assertEquals("objects[0]", x.field());
        // a light's tokens kept whole that read as a light
        WmpUnknown light = new WmpUnknown(RawString.of("light"), 1, List.of(RawToken.word("1"), RawToken.word("2"),
                RawToken.word("3"), RawToken.word("300")));
        x = assertWriteRefused(() -> WmpWriter.write(new WmpLevel(List.of(light))));
        assertTrue(x.getMessage().contains("would read back as a light"), x.getMessage());
        // a block is never kept whole
        WmpUnknown block = new WmpUnknown(RawString.of("block"), 1, List.of(RawToken.word("x")));
        assertWriteRefused(() -> WmpWriter.write(new WmpLevel(List.of(block))));
        assertEquals(new Vec3(1, 2, 3), ((WmpLight) WmpReader.read(WmpWriter.write(new WmpLevel(List.of(
                new WmpLight(1, new Vec3(1, 2, 3), 300, List.of(RawToken.word("x")))))), ReadOptions.STRICT).model()
                .items().get(0)).color());
    }

    /**
     * Found by wmp-decode with the full oracle on every input (corpus/fuzz/wmp-decode/findings/
     * crash-872e946bcfdb63d7.wmp): a model whose values after its action hold 1e400, a number of the
     * grammar that no double holds. The split counted it as a skill and chose the place where the flags
     * start a line, whose skills could not be read, so the model was kept whole; printed on one line it
     * read back typed, and the writer refused it at {@code items[0]}. Now 1e400 ends the skills.
     */
    @Test
    void aNumberNoDoubleHoldsEndsAModelsSkillsWhateverItsLines() {
        String text = "model 2 {\r\n 1 1 1\r\n <a.mdl>\r\n d\r\n act 2 0 0\r\n 0 1e400\r\n 1\r\n x 0\r\n 0\r\n}\r\n";
        WmpLevel level = WmpReader.read(bytes(text), ReadOptions.LENIENT).model();
        WmpModel m = (WmpModel) level.items().get(0);
        assertEquals(List.of(2.0), m.skills());
        assertEquals(new BinaryFlags("0"), m.flags());
        assertEquals(level, WmpReader.read(bytes(text.replace("\r\n", " ")), ReadOptions.LENIENT).model(),
                "the same model on one line");
        assertEquals(level, WmpReader.read(WmpWriter.write(level), ReadOptions.LENIENT).model());
    }
}
