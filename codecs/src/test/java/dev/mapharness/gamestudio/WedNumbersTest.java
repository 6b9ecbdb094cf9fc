package dev.mapharness.gamestudio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import dev.mapharness.realworld.RealWorldFiles;
import dev.mapharness.text.TextNumbers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class WedNumbersTest {
    @Test
    void printsAsWedDoes() {
        assertEquals("2.23371", WedNumbers.text(2.23371f));
        assertEquals("44.999073", WedNumbers.text(44.999073f));
        assertEquals(384, WedNumbers.asPrinted(383.99998474121094), "a double rounds to float32 first");
        assertEquals("383.999969", WedNumbers.text(Math.nextDown(384f)));
        assertEquals("1468.799927", WedNumbers.text(1468.7999f));
        assertEquals("-0", WedNumbers.text(-1e-7f), "a negative value keeps its sign at zero");
        assertEquals("-0", WedNumbers.text(-0f));
        assertEquals("0", WedNumbers.text(1e-7f));
        assertEquals("0.007813", WedNumbers.text(0.0078125f), "exactly halfway rounds away from zero");
        assertEquals("-0.007813", WedNumbers.text(-0.0078125f));
        assertEquals("16777216", WedNumbers.text(16777216f));
        assertThrows(IllegalArgumentException.class, () -> WedNumbers.text(Float.NaN));
        assertEquals(1e300, WedNumbers.asPrinted(1e300), "too large for WED: left as it is");
    }

    /**
     * For every float32: the text reads back within half a unit of the sixth decimal, and as the same
     * float32 wherever six decimals can tell it from its neighbours; the writers print the double
     * {@link WedNumbers#asPrinted} gives as that same text.
     */
    @Test
    void everyFloat32ReadsBackAndIsWrittenAsPrinted() {
        qt().withFixedSeed(11).withExamples(200_000).forAll(integers().all()).checkAssert(bits -> {
            float f = Float.intBitsToFloat(bits);
            if (!Float.isFinite(f)) {
                return;
            }
            String text = WedNumbers.text(f);
            double back = TextNumbers.parse(text);
            assertTrue(Math.abs(back - f) <= 5e-7 * (1 + Math.ulp(f)), text);
            if (Math.ulp(f) > 1e-6) {
                assertEquals(f, (float) back, text);
            }
            if (Math.abs(f) < 1e15) {
                assertEquals(text, TextNumbers.format(WedNumbers.asPrinted(f)), "the writer prints " + text);
            }
        });
    }

    /** Every number of WED's own {@code $$M} files is its own WED spelling: nothing there needs more than a float32. */
    @Test
    void matchesWedsSpellingOnTheRealFiles() throws Exception {
        Path mm = RealWorldFiles.root().resolve("mm");
        Pattern number = Pattern.compile("(?<=[\\s\\[(])-?\\d+(\\.\\d+)?(?=[\\s\\])])");
        long checked = 0;
        try (var files = Files.list(mm)) {
            for (Path p : files.toList()) {
                String text = new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
                Matcher m = number.matcher(text);
                while (m.find()) {
                    String s = m.group();
                    if (s.matches("[01]{4,}")) {
                        continue; // flags are binary digits
                    }
                    // lights print six decimals unstripped (16.862745 8.235294 -0.000000): the value is what counts
                    String wed = WedNumbers.text((float) Double.parseDouble(s));
                    assertEquals(TextNumbers.parse(s.matches("-0\\.0+") ? "-0" : s), TextNumbers.parse(wed), s);
                    if (!s.contains(".") || !s.endsWith("0")) {
                        assertEquals(s, wed, p.getFileName() + ": " + s);
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked > 60_000, "numbers checked: " + checked);
    }
}
