package dev.mapharness.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FormatsTest {

    private static Detection detect(byte[] b) {
        return Formats.detect(b).orElseThrow(() -> new AssertionError("not detected"));
    }

    private static Detection detect(String text) {
        return detect(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    @Test
    void wvrSignatures() {
        assertEquals(Format.WVR1, detect("1WVR\u0080\0\0\0").format());
        assertEquals(Format.WVR4, detect("4WVR").format());
        assertEquals(Format.WVR8, detect("8WVR\0\0").format());
        assertTrue(detect("4WVR").supported());
    }

    @Test
    void oprwCarriesItsVersion() {
        Detection d = detect(new byte[] {'O', 'P', 'R', 'W', 25, 0, 0, 0, 1, 2, 3, 4});
        assertEquals(Format.OPRW, d.format());
        assertEquals(OptionalInt.of(25), d.version());
        assertEquals("OPRW v25", d.label());
        assertTrue(d.supported());
        assertFalse(detect(new byte[] {'O', 'P', 'R', 'W', 29, 0, 0, 0}).supported(), "DayZ's OPRW 29");
        assertFalse(detect(new byte[] {'O', 'P', 'R', 'W', 16, 0, 0, 0}).supported());
        assertEquals(OptionalInt.empty(), detect("OPRW").version());
    }

    @Test
    void wwdByItsHeaderSize() {
        byte[] b = new byte[1524];
        b[0] = (byte) 0xF4;
        b[1] = 0x05;
        assertEquals(Format.WWD, detect(b).format());
    }

    @Test
    void theFirstU32IsReadLittleEndianWithEveryByte() {
        assertEquals(OptionalInt.of(0x04030201), detect(new byte[] {'O', 'P', 'R', 'W', 1, 2, 3, 4}).version());
        assertEquals(OptionalInt.of(-1), detect(new byte[] {'O', 'P', 'R', 'W', -1, -1, -1, -1}).version());
        for (int high = 1; high < 4; high++) {
            byte[] b = new byte[1524];
            b[0] = (byte) 0xF4;
            b[1] = 0x05;
            b[high == 1 ? 2 : 3] = (byte) high;
            assertTrue(Formats.detect(b).isEmpty(), "1524 with a high byte set is not WWD's header size");
        }
    }

    @Test
    void textLevelsAtTheEndsOfTheirBytes() {
        assertEquals(Format.GAMESTUDIO_MAP, detect("version 711").format(), "the version line may end the bytes");
        assertEquals(Format.WMP_TEXT, detect("version 7\nblock").format(), "a word after it, at the very end");
        assertEquals(Format.WMP_TEXT, detect("block 5").format(), "the number may end the bytes");
        assertEquals(Format.GAMESTUDIO_MAP, detect("{").format(), "a brace alone");
        assertEquals(Format.TILED, detect("{\"").format(), "a brace and a quote, at the very end");
        assertTrue(Formats.detect("{ ".getBytes(StandardCharsets.US_ASCII)).map(d -> d.format() != Format.TILED).orElse(true),
                "a brace and white space to the end is no JSON key");
        assertEquals(Format.GAMESTUDIO_MAP, detect(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '{'}).format(),
                "a byte order mark and one byte");
        assertTrue(Formats.detect(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}).isEmpty(), "a byte order mark alone");
        for (String nothing : List.of("block", "block ", "block5", "version", "/", " /", "{ \t")) {
            assertTrue(Formats.detect(nothing.getBytes(StandardCharsets.US_ASCII)).map(d -> d.format() != Format.WMP_TEXT
                    && d.format() != Format.TILED).orElse(true), "a keyword needs a blank and a number, a comment two slashes: "
                    + nothing);
        }
        // only the first HEAD_LENGTH bytes are looked at
        assertEquals(Format.WMP_TEXT, detect(" ".repeat(Formats.HEAD_LENGTH - 7) + "block 5").format());
        assertTrue(Formats.detect((" ".repeat(Formats.HEAD_LENGTH - 6) + "block 5").getBytes(StandardCharsets.US_ASCII)).isEmpty(),
                "the number lies past the bytes looked at");
    }

    @Test
    void binaryWmpIsRecognisedButNotText() {
        assertEquals(Format.WMPB, detect("WMPB\1\0\0\0").format());
    }

    @Test
    void textLevels() {
        assertEquals(Format.WMP_TEXT, detect("block 5 {\n vertices 8\n").format());
        assertEquals(Format.WMP_TEXT, detect("// made by WED\r\n\r\nlevel 0 {\n <office.$$w>").format());
        assertEquals(Format.GAMESTUDIO_MAP, detect("version 711\n{ 0\n").format());
        assertEquals(Format.GAMESTUDIO_MAP, detect("\uFEFF{ // 1\n vertices 8".getBytes(StandardCharsets.UTF_8)).format());
        assertEquals(Format.GAMESTUDIO_MAP, detect("  // comment\n{\n 7\n").format());
    }

    @Test
    void unknownAndShortInputsAreNotDetected() {
        assertTrue(Formats.detect(new byte[0]).isEmpty());
        assertTrue(Formats.detect(new byte[] {'4', 'W', 'V'}).isEmpty());
        assertTrue(Formats.detect("blocky 5 {".getBytes(StandardCharsets.US_ASCII)).isEmpty());
        assertTrue(Formats.detect("block{".getBytes(StandardCharsets.US_ASCII)).isEmpty());
        assertTrue(Formats.detect(new byte[] {0, 0, 0, 0, 0}).isEmpty());
        assertTrue(Formats.detect("// only a comment".getBytes(StandardCharsets.US_ASCII)).isEmpty());
    }

    /** Detection finds every format by the signature {@link Format} gives it, and nothing else does. */
    @Test
    void everySignatureIsDetectedAsItsFormat() {
        for (Format f : Format.values()) {
            f.magic().ifPresent(m -> assertEquals(f, detect(m + "\u0011\0\0\0").format(), m));
        }
        assertEquals(Optional.of("OPRW"), Format.OPRW.magic());
        assertEquals(Optional.empty(), Format.WWD.magic(), "a WWD file starts with its header size, not a signature");
        assertEquals(List.of("1WVR", "4WVR", "8WVR", "OPRW", "WMPB"),
                Arrays.stream(Format.values()).flatMap(f -> f.magic().stream()).toList());
    }

    /** A folder scan picks up what it did when the extensions were listed by hand: .json is no map extension. */
    @Test
    void mapExtensionsComeFromTheFormats() {
        assertEquals(Set.of("wrp", "wwd", "wmp", "$$m", "tmj"), Format.allExtensions());
        assertEquals(List.of("wrp"), Format.OPRW.extensions());
        assertEquals(Format.WMP_TEXT.extensions(), Format.WMPB.extensions(), "WED saves both under .wmp");
    }

    @Test
    void eachCorpusFolderBelongsToOneFormat() {
        for (Format f : Format.values()) {
            f.corpusFolder().ifPresent(folder -> assertEquals(Optional.of(f), Format.byCorpusFolder(folder), folder));
        }
        assertEquals(Optional.of("mm"), Format.GAMESTUDIO_MAP.corpusFolder());
        assertEquals(Optional.of("wmpb"), Format.WMPB.corpusFolder());
        assertTrue(Format.byCorpusFolder("hand").isEmpty());
        assertTrue(Format.byCorpusFolder("").isEmpty());
    }

    @Test
    void theKnownFormatsNameEveryFormat() {
        assertEquals("a known map format (1WVR, 4WVR, 8WVR, OPRW, WWD, WMP, WMPB, $$M or Tiled JSON)", Format.knownFormats());
    }

    @Test
    void formatsByName() {
        assertEquals(Format.WVR8, Format.byName("8wvr").orElseThrow());
        assertEquals(Format.WVR4, Format.byName("4WVR").orElseThrow());
        assertEquals(Format.GAMESTUDIO_MAP, Format.byName("$$M").orElseThrow());
        assertTrue(Format.byName("wrp").isEmpty());
    }
}
