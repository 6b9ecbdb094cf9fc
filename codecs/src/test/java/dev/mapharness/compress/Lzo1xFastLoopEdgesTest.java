package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Instructions at the edge of what the LZO1X decoder's fast loop takes: a length extension that
 * runs into the last 8 bytes of the input (where the fast loop stops scanning it and the checked
 * step reads the rest), and the end of the decoded size after the window has moved. Each stream is
 * placed so that its instruction starts within the fast loop's reach; what it decodes to (or where
 * and how it fails) is what the format says, worked out by hand.
 */
class Lzo1xFastLoopEdgesTest {
    /** 200 distinct literals as the stream's first instruction: state 4 after it. */
    static final byte[] PREFIX = StreamBytes.pattern(200);

    static StreamBytes prefixed() {
        return StreamBytes.of(17 + PREFIX.length).add(PREFIX);
    }

    /**
     * "abcd", then a copy of 20 000 bytes at distance 4 (state 0 after it): 20 004 bytes, enough
     * for the far copies' distances of 16 385 and more.
     */
    static StreamBytes farPrefixed() {
        return StreamBytes.of(0x15, 'a', 'b', 'c', 'd', 0x20).extension(20_000 - 33).add(3 << 2, 0);
    }

    static byte[] farPrefix() {
        byte[] b = new byte[20_004];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) "abcd".charAt(i % 4);
        }
        return b;
    }

    private static MapFormatException failure(byte[] stream, int claim) {
        return assertThrows(MapFormatException.class, () -> Lzo1x.decode(ByteInput.of(stream), claim, "x"));
    }

    @Test
    void anExtensionCutOffInTheLastEightBytesIsATruncationForEveryOpcode() {
        // the opcode 8 or 9 bytes before the input's end, then zero bytes to the end: the
        // extension never ends, so the input is short by a byte (and nothing is read past it)
        int[][] opcodes = {
            {0x20}, // 001 00000: a copy with an extended length
            {0x10}, // 0001 0000: a far copy with an extended length
            {0x40, 0x00, 0x00}, // a copy of 3 that leaves state 0, then 0000 0000: a literal run with an extended length
        };
        int[] decoded = {200, 200, 203};
        for (int i = 0; i < opcodes.length; i++) {
            for (int zeros : new int[] {7, 8}) {
                byte[] stream = prefixed().add(opcodes[i]).add(new byte[zeros]).bytes();
                MapFormatException e = failure(stream, 10_000);
                String what = "opcode " + Integer.toHexString(opcodes[i][opcodes[i].length - 1]) + ", " + zeros + " zeros";
                assertEquals("1 more byte of LZO stream (" + decoded[i] + " of 10000 bytes decoded)", e.expected(), what);
                assertEquals("end of input", e.found(), what);
                assertEquals(stream.length, e.offset(), what);
            }
        }
    }

    @Test
    void aOneByteExtensionFollowedByNonZeroBytesIsReadAsOneByte() {
        // 001 00000, extension 10 (a copy of 43), LE16 07 00 (distance 2, 3 trailing literals 00 'x' 'y'),
        // the end marker. The bytes after the extension are not zero up to the last 8 of the input,
        // so a scan that took them as more of the extension would read a copy of 295 bytes instead.
        byte[] stream = prefixed().add(0x20, 10, 0x07, 0x00, 0x00, 'x', 'y', 0x11, 0x00, 0x00).bytes();
        int decoded = PREFIX.length + 43 + 3;
        byte[] expected = copied(PREFIX, 43, 2, (byte) 0, (byte) 'x', (byte) 'y');
        assertArrayEquals(expected, Lzo1x.decode(ByteInput.of(stream), decoded, "x"));
        // claiming more: the failure is the end marker's, after exactly what the stream decodes
        MapFormatException e = failure(stream, 1000);
        assertEquals("the end marker after " + decoded + " bytes", e.found());
        assertEquals(stream.length - 3, e.offset());
    }

    @Test
    void aFarCopysOneByteExtensionFollowedByNonZeroBytesIsReadAsOneByte() {
        // 0001 0000, extension 10 (a copy of 19), LE16 07 04 (distance 16384 + 257, 3 trailing literals 00 'x' 'y')
        byte[] stream = farPrefixed().add(0x10, 10, 0x07, 0x04, 0x00, 'x', 'y', 0x11, 0x00, 0x00).bytes();
        int decoded = 20_004 + 19 + 3;
        byte[] expected = copied(farPrefix(), 19, 16_641, (byte) 0, (byte) 'x', (byte) 'y');
        assertArrayEquals(expected, Lzo1x.decode(ByteInput.of(stream), decoded, "x"));
        MapFormatException e = failure(stream, 23_000);
        assertEquals("the end marker after " + decoded + " bytes", e.found());
        assertEquals(stream.length - 3, e.offset());
    }

    @Test
    void aFarCopysExtensionWhoseZerosReachTheLastEightBytesGoesOnPastThem() {
        // 0001 0000, one zero byte 8 bytes before the end, then 10 (a copy of 7 + 255 + 10 + 2 = 274),
        // LE16 05 00 (distance 16385, one trailing literal 'z'), the end marker
        byte[] stream = farPrefixed().add(0x10, 0x00, 10, 0x05, 0x00, 'z', 0x11, 0x00, 0x00).bytes();
        int decoded = 20_004 + 274 + 1;
        byte[] expected = copied(farPrefix(), 274, 16_385, (byte) 'z');
        assertArrayEquals(expected, Lzo1x.decode(ByteInput.of(stream), decoded, "x"));
    }

    @Test
    void trailingLiteralsPastTheDecodedSizeFailAfterTheWindowMoved() {
        // 200 000 literals into ints (the window has moved on), then a copy of 3 at distance 1 with 3
        // trailing literals where 4 bytes are owed, followed by enough input that the fast loop takes it
        byte[] lits = StreamBytes.pattern(200_000);
        byte[] stream = StreamBytes.of(0x00).extension(lits.length - 18).add(lits)
                .add(0x43, 0x00, 'a', 'b', 'c', 0x11, 0x00, 0x00).bytes();
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readInts(ByteInput.of(stream), Compression.LZO, 200_004 / 4, "x"));
        assertEquals("an instruction producing 3 bytes after 200003 (only 1 left)", e.found());
        assertEquals(1 + 785 + 200_000, e.offset());
    }

    /** {@code prefix}, then a copy of {@code length} bytes from {@code distance} back (byte by byte), then {@code literals}. */
    static byte[] copied(byte[] prefix, int length, int distance, byte... literals) {
        byte[] out = Arrays.copyOf(prefix, prefix.length + length + literals.length);
        for (int k = prefix.length; k < prefix.length + length; k++) {
            out[k] = out[k - distance];
        }
        System.arraycopy(literals, 0, out, prefix.length + length, literals.length);
        return out;
    }
}
