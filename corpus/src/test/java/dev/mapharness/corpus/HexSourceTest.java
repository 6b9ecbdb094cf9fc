package dev.mapharness.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class HexSourceTest {
    @Test
    void bytesStringsRepeatsAndComments() {
        assertArrayEquals(new byte[] {0x34, 'a', '\\', 'b', 0, 0, 0, (byte) 0xFF},
                HexSource.parse("34 \"a\\b\" # comment \"x\" 12\n00*3\nFF"));
    }

    @Test
    void mistakesNameTheLine() {
        assertThrows(IllegalArgumentException.class, () -> HexSource.parse("00\n0G"));
        assertThrows(IllegalArgumentException.class, () -> HexSource.parse("123"));
        assertThrows(IllegalArgumentException.class, () -> HexSource.parse("\"open\n\""));
    }
}
