package dev.mapharness.fuzz.repro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HexWindowTest {

    @Test
    void marksTheByteAndShowsTwoRowsEitherSide() {
        byte[] bytes = new byte[200];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) i;
        }
        String w = HexWindow.around(bytes, 0x45);
        String[] rows = w.split("\n");
        assertEquals(5, rows.length, w);
        assertTrue(rows[0].startsWith("00000020 "), w);
        assertTrue(rows[2].startsWith("00000040 "), w);
        assertTrue(rows[2].contains("[45]"), w);
        assertTrue(rows[2].endsWith("|@ABCDEFGHIJKLMNO|"), w);
        assertEquals(1, w.lines().mapToLong(l -> l.substring(0, l.indexOf("  |")).chars().filter(c -> c == '[').count()).sum(),
                "one byte is marked");
    }

    @Test
    void theStartAndTheEndOfTheInputAreFine() {
        byte[] bytes = {0x4F, 0x50, 0x52, 0x57};
        assertTrue(HexWindow.around(bytes, 0).startsWith("00000000 [4f] 50 52 57"), HexWindow.around(bytes, 0));
        assertTrue(HexWindow.around(bytes, 4).contains("[--]"), "the end of the input is marked too");
        assertEquals("00000000 [--]", HexWindow.around(new byte[0], 0).split(" {2}")[0].stripTrailing());
    }
}
