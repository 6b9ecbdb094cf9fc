package dev.mapharness.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The word scanner the Gamestudio fingerprints share: where words start and end, and the two
 * spellings it recognises (binary flags, a fixed fraction), including a word that ends the file.
 */
class TextWordsTest {
    private static TextWords words(String text) {
        return new TextWords(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** Each word as "start:text". */
    private static List<String> scan(String text) {
        TextWords w = words(text);
        List<String> out = new ArrayList<>();
        while (w.next()) {
            out.add(w.start() + ":" + w.text());
        }
        return out;
    }

    /** The one word of {@code word}, as the scanner sees it at the end of a file. */
    private static TextWords only(String word) {
        TextWords w = words(word);
        assertTrue(w.next(), word);
        assertEquals(word.length(), w.length(), word);
        return w;
    }

    @Test
    void bracesAreWordsAndCommentsAreSkipped() {
        assertEquals(List.of("0:{", "1:a", "3:bc", "5:}", "13:d", "15:e/f"),
                scan("{a bc}// x }\nd\te/f"));
        // a comment starts even right after a word; a slash at the very end of the file is a word of its own
        assertEquals(List.of("0:a", "9:b", "11:/"), scan("a// note\nb /"));
        assertEquals(List.of("0:x/"), scan("x/"));
    }

    @Test
    void isComparesTheWholeWord() {
        TextWords w = words("  TerrHmp_GroundAction TerrHmp_Ground");
        assertTrue(w.next());
        assertTrue(w.is("TerrHmp_GroundAction"));
        assertFalse(w.is("TerrHmp_WaterAction"));
        assertFalse(w.is('T'));
        assertTrue(w.next());
        assertFalse(w.is("TerrHmp_GroundAction"));
        assertTrue(w.is("TerrHmp_Ground"));
    }

    @Test
    void textIsTheWordCutAtEightyCharacters() {
        String longWord = "s".repeat(100);
        TextWords w = words("a " + longWord + " b");
        w.next();
        w.next();
        assertEquals(100, w.length());
        assertEquals("s".repeat(80), w.text());
        w.next();
        assertEquals("b", w.text());
    }

    @Test
    void binaryDigitsAreOnlyZerosAndOnes() {
        assertTrue(only("0000000010000000").binaryDigits());
        assertTrue(only("1").binaryDigits());
        assertFalse(only("000000001000000x").binaryDigits());
        assertFalse(only("2").binaryDigits());
    }

    @Test
    void aFixedFractionEndsInZeroAfterDigitsAndAPoint() {
        for (String fixed : List.of("-0.000000", "+1.0", "12.50", "90.90", "7.10")) {
            assertTrue(only(fixed).fixedFraction(), fixed);
        }
        for (String other : List.of("12.5", "1.9", "0.09", ".50", "-.0", "1.", "10", "-", "1.0x", "1.00e5", "1.0.0", "-x.0")) {
            assertFalse(only(other).fixedFraction(), other);
        }
    }
}
