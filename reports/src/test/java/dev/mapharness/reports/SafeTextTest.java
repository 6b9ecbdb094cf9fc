package dev.mapharness.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class SafeTextTest {
    @Test
    void plainTextIsUntouched() {
        String s = "maps/Everon \"v2\" — ×1.wrp";
        assertSame(s, SafeText.of(s));
    }

    @Test
    void controlBytesAreEscaped() {
        assertEquals("a\\x1B[2Jb\\x0Ac\\x0Dd\\x00\\x7F\\x9B", SafeText.of("a\u001b[2Jb\nc\rd\u0000\u007f\u009b"));
    }

    @Test
    void bidiOverridesAndLoneSurrogatesAreEscaped() {
        assertEquals("evil\\u{202E}pdf.wrp", SafeText.of("evil\u202Epdf.wrp"));
        assertEquals("x\\u{D800}y", SafeText.of("x\uD800y"));
        assertEquals("ok \uD83D\uDDFA", SafeText.of("ok \uD83D\uDDFA"), "a paired surrogate is a real character");
    }
}
