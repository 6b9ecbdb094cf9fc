package dev.mapharness.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * Found by the reports fuzz target: escaping cost about 800 bytes per character, so one hostile name
     * of 32,768 control characters took 25 MB each time a report showed it. Now a few times its output.
     */
    @Test
    void escapingAllocatesAFewTimesItsOutputAndNoMore() {
        String hostile = "\u0007\u202e\ufeff\u0000".repeat(8192);
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        String shown = SafeText.of(hostile); // warm up: the first call may load classes
        long before = threads.getCurrentThreadAllocatedBytes();
        shown = SafeText.of(hostile);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals(hostile.length() / 4 * (4 + 8 + 8 + 4), shown.length());
        assertTrue(allocated < 8L * shown.length(), allocated + " bytes for " + shown.length() + " characters");
    }
}
