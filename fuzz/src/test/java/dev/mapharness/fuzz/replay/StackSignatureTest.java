package dev.mapharness.fuzz.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.rules.ReadRules;
import org.junit.jupiter.api.Test;

class StackSignatureTest {

    private static StackTraceElement frame(String cls, String method, int line) {
        return new StackTraceElement(cls, method, cls.substring(cls.lastIndexOf('.') + 1) + ".java", line);
    }

    private static <T extends Throwable> T thrownAt(T t, StackTraceElement... frames) {
        t.setStackTrace(frames);
        return t;
    }

    private static final StackTraceElement HARNESS = frame("dev.mapharness.fuzz.DecoderOracle", "read", 10);
    private static final StackTraceElement JAZZER = frame("com.code_intelligence.jazzer.Driver", "run", 5);

    @Test
    void theSameBugWithOtherMessagesAndLineNumbersIsOneSignature() {
        Throwable a = thrownAt(new IndexOutOfBoundsException("Index 9 out of bounds for length 8"),
                frame("dev.mapharness.compress.BisLzss", "decode", 88), frame("dev.mapharness.oprw.OprwReader", "read", 120), HARNESS);
        Throwable b = thrownAt(new IndexOutOfBoundsException("Index 70000 out of bounds for length 3"),
                frame("dev.mapharness.compress.BisLzss", "decode", 91), frame("dev.mapharness.oprw.OprwReader", "read", 133), JAZZER);
        assertEquals(StackSignature.of(a).hash(), StackSignature.of(b).hash());
        assertEquals("IndexOutOfBoundsException in BisLzss.decode", StackSignature.of(a).title());
    }

    @Test
    void anotherMethodOrExceptionIsAnotherSignature() {
        StackTraceElement lzss = frame("dev.mapharness.compress.BisLzss", "decode", 88);
        Throwable a = thrownAt(new IndexOutOfBoundsException(), lzss);
        Throwable b = thrownAt(new NegativeArraySizeException(), lzss);
        Throwable c = thrownAt(new IndexOutOfBoundsException(), frame("dev.mapharness.compress.Lzo1x", "decode", 88));
        assertNotEquals(StackSignature.of(a).hash(), StackSignature.of(b).hash());
        assertNotEquals(StackSignature.of(a).hash(), StackSignature.of(c).hash());
    }

    @Test
    void harnessFramesDoNotCountButOracleMessagesDoWithNumbersBlanked() {
        Throwable a = thrownAt(new AssertionError("OPRW: write then read changed objects[3].transform[2]"), HARNESS, JAZZER);
        Throwable b = thrownAt(new AssertionError("OPRW: write then read changed objects[17].transform[11]"), HARNESS);
        Throwable c = thrownAt(new AssertionError("OPRW: write then read changed roads[1].model"), HARNESS);
        assertEquals(StackSignature.of(a).hash(), StackSignature.of(b).hash());
        assertNotEquals(StackSignature.of(a).hash(), StackSignature.of(c).hash());
        assertTrue(StackSignature.of(a).key().contains("objects[#].transform[#]"), StackSignature.of(a).key());
    }

    @Test
    void causesCountWithTheirFieldPaths() {
        MapFormatException inVersion = thrownAt(new MapFormatException(ReadRules.TRUNCATED, 4, "version", "17–25", "3"), HARNESS);
        MapFormatException inPeaks = thrownAt(new MapFormatException(ReadRules.TRUNCATED, 90, "peaks[12]", "a float", "end"), HARNESS);
        Throwable a = thrownAt(new AssertionError("the reader refuses what the writer wrote", inVersion), HARNESS);
        Throwable b = thrownAt(new AssertionError("the reader refuses what the writer wrote", inPeaks), HARNESS);
        assertNotEquals(StackSignature.of(a).hash(), StackSignature.of(b).hash());
    }

    @Test
    void aCauseCycleEnds() {
        Exception a = new Exception("a");
        Exception b = new Exception("b", a);
        a.initCause(b);
        assertEquals(16, StackSignature.of(a).hash().length());
    }

    @Test
    void hangsAreSignedByWhereTheyWereStuck() {
        StackTraceElement[] stuck = {frame("dev.mapharness.wwd.WwdReader", "objects", 40), JAZZER};
        StackTraceElement[] elsewhere = {frame("dev.mapharness.wwd.WwdReader", "planes", 40), JAZZER};
        assertEquals("timeout in WwdReader.objects", StackSignature.ofHang(stuck).title());
        assertNotEquals(StackSignature.ofHang(stuck).hash(), StackSignature.ofHang(elsewhere).hash());
    }
}
