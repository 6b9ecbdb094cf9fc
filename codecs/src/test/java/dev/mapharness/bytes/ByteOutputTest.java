package dev.mapharness.bytes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ByteOutputTest {
    @Test
    void anExactOutputRefusesAnyOtherSize() {
        ByteOutput four = ByteOutput.exactly(4);
        four.u16(1);
        IllegalStateException shortOne = assertThrows(IllegalStateException.class, four::toByteArray);
        assertEquals("the writer computed 4 bytes but wrote 2", shortOne.getMessage());
        four.u16(2);
        assertArrayEquals(new byte[] {1, 0, 2, 0}, four.toByteArray());
        four.u8(3);
        assertThrows(IllegalStateException.class, four::toByteArray, "one byte more than computed");
        assertArrayEquals(new byte[0], ByteOutput.exactly(0).toByteArray());
        assertThrows(IllegalArgumentException.class, () -> ByteOutput.exactly(-1));
    }

    @Test
    void aGrowingOutputReturnsItsBufferWhenExactlyFull() {
        ByteOutput out = new ByteOutput(16);
        for (int i = 0; i < 16; i++) {
            out.u8(i);
        }
        byte[] a = out.toByteArray();
        assertSame(a, out.toByteArray(), "a full buffer is not copied");
        out.u8(16);
        assertEquals(17, out.toByteArray().length);
        assertEquals(15, a[15]);
    }

    @Test
    void littleEndianValues() {
        byte[] b = new ByteOutput().i16(-2).u32(0xFFFFFFFEL).i32(0x01020304).f32(1.0f).toByteArray();
        assertArrayEquals(new byte[] {(byte) 0xFE, (byte) 0xFF, (byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
            4, 3, 2, 1, 0, 0, (byte) 0x80, 0x3F}, b);
        assertTrue(ByteOutput.MAX_SIZE == Integer.MAX_VALUE - 8);
    }
}
