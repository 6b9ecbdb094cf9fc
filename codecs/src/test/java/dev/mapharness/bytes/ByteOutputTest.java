package dev.mapharness.bytes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
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

    @Test
    void roomMadeAtOnceIsFilledWithoutACopy() {
        ByteOutput out = new ByteOutput(16);
        out.u32(7);
        out.ensureRoom(100);
        out.bytes(new byte[100]);
        assertSame(out.toByteArray(), out.toByteArray(), "grown once to the exact size: nothing to copy");

        ByteOutput roomy = new ByteOutput(64);
        roomy.u32(1);
        roomy.ensureRoom(4);
        roomy.u32(2);
        assertNotSame(roomy.toByteArray(), roomy.toByteArray(), "room already there is kept, not cut to what is asked");

        ByteOutput full = new ByteOutput(16);
        full.bytes(new byte[16]);
        byte[] returned = full.toByteArray();
        full.ensureRoom(0);
        assertSame(returned, full.toByteArray(), "no room asked, none made: the array returned stays the buffer");
    }

    @Test
    void roomPastTheLimitIsLeftToTheWriteToRefuse() {
        ByteOutput out = new ByteOutput(16);
        out.ensureRoom(Long.MAX_VALUE);
        out.ensureRoom(ByteOutput.MAX_SIZE + 1L);
        out.u8(5);
        assertArrayEquals(new byte[] {5}, out.toByteArray());
    }

    @Test
    void buffersGrowByDoublingUpToTheLimit() {
        assertEquals(32, ByteOutput.grownLength(17, 16));
        assertEquals(100, ByteOutput.grownLength(100, 16), "more than double when more is needed");
        assertEquals(ByteOutput.MAX_SIZE, ByteOutput.grownLength(ByteOutput.MAX_SIZE, 1 << 30), "doubling stops at the limit");
        assertEquals(ByteOutput.MAX_SIZE, ByteOutput.grownLength(ByteOutput.MAX_SIZE, 16));
        IllegalStateException past = assertThrows(IllegalStateException.class,
                () -> ByteOutput.grownLength(ByteOutput.MAX_SIZE + 1L, 16));
        assertEquals("output would exceed 2 GiB", past.getMessage());
    }

    @Test
    void anExactOutputOfNothingRefusesAByte() {
        ByteOutput none = ByteOutput.exactly(0);
        none.u8(1);
        assertThrows(IllegalStateException.class, none::toByteArray);
    }

    @Test
    void lengthPrefixedStringsChain() {
        byte[] b = new ByteOutput().lengthPrefixed32(RawString.of("ab")).u8(9).toByteArray();
        assertArrayEquals(new byte[] {2, 0, 0, 0, 'a', 'b', 9}, b);
    }
}
