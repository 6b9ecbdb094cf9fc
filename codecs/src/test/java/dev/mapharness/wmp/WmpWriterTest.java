package dev.mapharness.wmp;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class WmpWriterTest {
    /** The writeBuilt fuzz target found the writer making an empty file of a level with no items. */
    @Test
    void aLevelWithNoItemsIsRefusedSinceAnEmptyFileIsNoLevel() {
        MapWriteException e = assertWriteRefused(() -> WmpWriter.write(new WmpLevel(List.of())));
        assertEquals("items", e.field());
        assertThrows(MapFormatException.class, () -> WmpReader.read(new byte[0], ReadOptions.LENIENT));
    }

    /**
     * Found by wmp-decode with the full oracle on every input: a model whose ambient the file spelt
     * {@code 1e0} and whose flags have one digit, with a value appended. Printed as {@code 1}, the
     * ambient read back as the flags and the flags as a skill, so the writer refused what it had read.
     */
    @Test
    void aModelsAmbientIsPrintedWithAPointWhereAsDigitsItWouldReadBackAsItsFlags() {
        byte[] file = "model 2 {\r\n 1 1 1\r\n <a.mdl>\r\n n\r\n n\r\n 1\r\n 1e0\r\n 0\r\n 5\r\n n\r\n extra\r\n}\r\n"
                .getBytes(StandardCharsets.US_ASCII);
        WmpLevel level = WmpReader.read(file, ReadOptions.LENIENT).model();
        WmpModel m = (WmpModel) level.items().get(0);
        assertEquals(List.of(), m.skills());
        assertEquals(1.0, m.ambient());
        byte[] written = WmpWriter.write(level);
        assertEquals(level, WmpReader.read(written, ReadOptions.LENIENT).model());
        assertTrue(new String(written, StandardCharsets.US_ASCII).contains("\t1.0\r\n"));
        // without anything appended the last five values are the fixed ones, and 1 stays 1
        WmpLevel plain = WmpReader.read(new String(file, StandardCharsets.US_ASCII).replace(" extra\r\n", "")
                .getBytes(StandardCharsets.US_ASCII), ReadOptions.LENIENT).model();
        assertFalse(new String(WmpWriter.write(plain), StandardCharsets.US_ASCII).contains("1.0"));
    }

    /**
     * Found by detect through the full oracle on a kept input: WED writes one palette and one wad in its
     * {@code wed} section (docs/gamestudio-text.md, "Text WMP"); a lenient read keeps a second one as an
     * unknown section named {@code palette} or {@code wad}, which the writer refused at
     * {@code wed.others[0].name} although, printed after WED's own, it reads back as itself. The same for a
     * second {@code wed} at the top level, and a section named {@code wed} inside {@code wed}.
     */
    @Test
    void aSecondPaletteWadOrWedIsWrittenAsTheSectionItWasRead() {
        String text = "wed {\r\n palette {\r\n 01 02 03\r\n }\r\n wad {\r\n }\r\n palette {\r\n 04\r\n }\r\n"
                + " wad {\r\n x\r\n }\r\n wed {\r\n }\r\n}\r\nwed {\r\n 5\r\n}\r\n";
        WmpLevel level = WmpReader.read(text.getBytes(StandardCharsets.US_ASCII), ReadOptions.LENIENT).model();
        WmpWed wed = level.wed().orElseThrow();
        assertEquals(List.of("palette", "wad", "wed"), wed.others().stream().map(o -> o.name().text()).toList());
        assertEquals("wed", level.sections().get(0).name().text());
        byte[] written = WmpWriter.write(level);
        assertEquals(level, WmpReader.read(written, ReadOptions.LENIENT).model());
        // without WED's own palette, a section named palette would read back as it: still refused
        WmpLevel alone = new WmpLevel(level.comments(), level.version(), level.counts(),
                java.util.Optional.of(new WmpWed(java.util.Optional.empty(), wed.wad(), wed.others())),
                List.of(), level.items());
        assertEquals("wed.others[0].name", assertWriteRefused(() -> WmpWriter.write(alone)).field());
        WmpLevel noWed = new WmpLevel(level.comments(), level.version(), level.counts(), java.util.Optional.empty(),
                level.sections(), level.items());
        assertEquals("sections[0].name", assertWriteRefused(() -> WmpWriter.write(noWed)).field());
    }
}
