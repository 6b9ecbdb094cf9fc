package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.ByteInput;
import org.junit.jupiter.api.Test;

/**
 * {@link Lzo1xDecoder#scan}: what a stream's instructions produce, counted from their lengths
 * alone, exactly up to where the input or the stream's sense ends.
 */
class Lzo1xScanTest {

    private static long scan(int... bytes) {
        return Lzo1xDecoder.scan(ByteInput.of(StreamBytes.of(bytes).bytes()), Long.MAX_VALUE);
    }

    @Test
    void aFirstByteOf17IsAnOrdinaryInstruction() {
        // 0001 0001 and LE16 04 00: a far copy of 3 (distance 16385), not a first literal run
        assertEquals(3, scan(0x11, 0x04, 0x00));
        assertEquals(3 + 4, scan(0x11, 0x04, 0x00, 0x01, 'a', 'b', 'c', 'd'), "then a run of 4 literals: state 0");
        // a first byte of 18 is a run of one literal
        assertEquals(1, scan(0x12, 'a'));
    }

    @Test
    void anInstructionThatEndsExactlyAtTheInputsEndCounts() {
        // 'a', then a copy of 3: its operand is the input's last byte
        assertEquals(1 + 3, scan(0x12, 'a', 0x40, 0x00));
        assertEquals(1, scan(0x12, 'a', 0x40), "without its operand it does not");
        // a copy of 34 with its LE16 as the last two bytes
        assertEquals(1 + 34, scan(0x12, 'a', 0x20, 0x01, 0x00, 0x00));
        assertEquals(1, scan(0x12, 'a', 0x20, 0x01, 0x00), "half an LE16");
        // a copy of 3 after 4 literals (state 4): 0000DDSS HHHHHHHH
        assertEquals(4 + 3, scan(0x15, 'a', 'b', 'c', 'd', 0x00, 0x00));
    }

    @Test
    void onlyAFarCopyAtDistance16384IsTheEndMarker() {
        // 001 00000 with an extension and LE16 00 00 is a copy of 33 + 5 at distance 1, not an end
        assertEquals(1 + 38 + 3, scan(0x12, 'a', 0x20, 0x05, 0x00, 0x00, 0x40, 0x00, 0x11, 0x00, 0x00));
        // an end marker with trailing-literal bits (LE16 01 00, a malformed marker) ends the count too
        assertEquals(1, scan(0x12, 'a', 0x11, 0x01, 0x00, 'b', 0x40, 0x00));
        assertEquals(1, scan(0x12, 'a', 0x11, 0x03, 0x00, 'b', 'c', 'd', 0x40, 0x00));
        // so does 0001 0000 with an extended length and LE16 00 00, which is no copy either
        assertEquals(1, scan(0x12, 'a', 0x10, 0x05, 0x00, 0x00, 0x40, 0x00));
        // 0001 1000 with LE16 00 00 is a far copy at distance 32768, counted
        assertEquals(1 + 3, scan(0x12, 'a', 0x19, 0x00, 0x00));
    }

    @Test
    void anExtensionRunningToTheInputsEndCountsNothing() {
        assertEquals(0, scan(0x00, 0x00));
        assertEquals(0, scan(0x00, 0x00, 0x00, 0x00));
        assertEquals(1, scan(0x12, 'a', 0x20, 0x00, 0x00));
        assertEquals(1, scan(0x12, 'a', 0x10, 0x00));
        // a literal run cut short counts what it claims: the input ends inside it
        assertEquals(18 + 255 + 2, scan(0x00, 0x00, 0x02, 'a'));
    }
}
