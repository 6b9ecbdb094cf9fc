package dev.mapharness.bytes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

class ByteInputTest {

    @Test
    void readsLittleEndianScalarsAndTracksOffset() {
        ByteInput in = ByteInput.of(new byte[] {(byte) 0xFE, 0x34, 0x12, (byte) 0xFF, (byte) 0xFF, 0x78, 0x56, 0x34, 0x12,
            0, 0, (byte) 0x80, 0x3F, 1, 2, 3, 4});
        assertEquals(0xFE, in.u8("a"));
        assertEquals(0x1234, in.u16("b"));
        assertEquals(-1, in.i16("c"));
        assertEquals(5, in.offset());
        assertEquals(0x12345678, in.i32("d"));
        assertEquals(1.0f, in.f32("e"));
        assertEquals(0x04030201L, in.u32("f"));
        assertFalse(in.hasRemaining());
    }

    @Test
    void u32IsUnsigned() {
        assertEquals(0xFFFFFFFFL, ByteInput.of(new byte[] {-1, -1, -1, -1}).u32("x"));
    }

    @Test
    void readPastTheEndNamesOffsetAndPath() {
        ByteInput in = ByteInput.of(new byte[6]);
        in.enter("objects", 3);
        in.i32("id");
        MapFormatException e = assertThrows(MapFormatException.class, () -> in.i32("name"));
        assertEquals(4, e.offset());
        assertEquals("objects[3].name", e.field());
        assertTrue(e.getMessage().contains("only 2 left"), e.getMessage());
        assertEquals(4, in.offset(), "a failed read consumes nothing");
    }

    @Test
    void bulkArraysMatchScalarReads() {
        byte[] data = new byte[64];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 37 + 11);
        }
        short[] shorts = ByteInput.of(data).i16Array(32, "s");
        int[] ints = ByteInput.of(data).i32Array(16, "i");
        ByteInput scalar = ByteInput.of(data);
        for (int i = 0; i < 32; i++) {
            assertEquals(scalar.i16("s"), shorts[i]);
        }
        scalar = ByteInput.of(data);
        for (int i = 0; i < 16; i++) {
            assertEquals(scalar.i32("i"), ints[i]);
        }
        ByteInput into = ByteInput.of(data);
        into.i32("skip");
        int[] filled = new int[15];
        into.i32ArrayInto(filled, "i");
        assertEquals(64, into.offset());
        for (int i = 0; i < 15; i++) {
            assertEquals(ints[i + 1], filled[i]);
        }
        MapFormatException e = assertThrows(MapFormatException.class, () -> ByteInput.of(data).i32ArrayInto(new int[17], "i"));
        assertEquals(0, e.offset(), "a failed read consumes nothing and names where it started");
    }

    @Test
    void hostileCountsAreRefusedBeforeAllocation() {
        ByteInput in = ByteInput.of(new byte[100]);
        assertThrows(MapFormatException.class, () -> in.checkCount(0xFFFF_FFFFL, 4, "n"));
        assertThrows(MapFormatException.class, () -> in.checkCount(-1, 1, "n"));
        assertThrows(MapFormatException.class, () -> in.checkCount(Long.MAX_VALUE, 8, "n"), "overflowing product");
        assertEquals(25, in.checkCount(25, 4, "n"));
        assertThrows(MapFormatException.class, () -> in.checkCount(26, 4, "n"));
        assertThrows(MapFormatException.class, () -> in.i16Array(51, "a"));
        assertThrows(MapFormatException.class, () -> in.bytes(-1, "a"));
    }

    @Test
    void hostileGridsAreRefused() {
        ByteInput in = ByteInput.of(new byte[64]);
        assertThrows(MapFormatException.class, () -> in.checkGrid(0x8000_0000L, 0x8000_0000L, 2, "g"));
        assertThrows(MapFormatException.class, () -> in.checkGrid(0x1_0000L, 0x1_0000L, 1, "g"), "2^32 cells");
        assertThrows(MapFormatException.class, () -> in.checkGrid(0, 4, 2, "g"));
        assertThrows(MapFormatException.class, () -> in.checkGrid(5, 4, 4, "g"));
        assertEquals(16, in.checkGrid(4, 4, 4, "g"));
    }

    @Test
    void stringsKeepTheirRawBytes() {
        byte[] data = {'a', (byte) 0xE9, 0, 'x', 'y', 0, 0, 0, 2, 0, 0, 0, 'h', 'i', 'q', 0};
        ByteInput in = ByteInput.of(data);
        FixedString slot = in.fixedString(4, "slot");
        assertArrayEquals(new byte[] {'a', (byte) 0xE9, 0, 'x'}, slot.slot());
        assertEquals(RawString.of(new byte[] {'a', (byte) 0xE9}), slot.value());
        assertEquals("aé", slot.value().text());
        assertTrue(slot.hasGarbage());
        assertEquals(RawString.of("y"), in.asciiz("z"));
        in.u16("pad");
        assertEquals(RawString.of("hi"), in.lengthPrefixed32("p"));
        assertEquals("q", in.asciiz("last").text());
    }

    @Test
    void asciizWithoutNulFails() {
        MapFormatException e = assertThrows(MapFormatException.class, () -> ByteInput.of(new byte[] {'a', 'b'}).asciiz("name"));
        assertEquals("name", e.field());
        assertTrue(e.getMessage().contains("NUL"));
    }

    @Test
    void lengthPrefixPastTheEndFailsAtTheLength() {
        byte[] data = {5, 0, 0, 0, 'a', 'b'};
        MapFormatException e = assertThrows(MapFormatException.class, () -> ByteInput.of(data).lengthPrefixed32("model"));
        assertEquals(0, e.offset());
        assertEquals("model.length", e.field());
    }

    @Test
    void seekIsChecked() {
        ByteInput in = ByteInput.of(new byte[8]);
        in.seek(8, "end");
        in.seek(0, "start");
        assertEquals(0, in.offset());
        in.seek(8, "end");
        assertFalse(in.hasRemaining());
        assertThrows(MapFormatException.class, () -> in.seek(9, "past"));
        assertThrows(MapFormatException.class, () -> in.seek(-1, "before"));
    }

    @Test
    void readsFromABufferPosition() {
        ByteBuffer buf = ByteBuffer.allocateDirect(8);
        buf.put(new byte[] {9, 9, 1, 0, 0, 0, 2, 0}).position(2);
        ByteInput in = ByteInput.of(buf);
        assertEquals(1, in.i32("a"));
        assertEquals(2, in.u16("b"));
        assertEquals(6, in.offset());
    }

    @Test
    void backingArrayAndIndexFollowTheOffset() {
        byte[] data = {5, 6, 7, 8, 9};
        ByteInput in = ByteInput.of(data);
        in.u8("a");
        assertTrue(in.backingArray() == data, "the caller's array, not a copy");
        assertEquals(1, in.backingIndex());

        // a heap buffer read from its position: index 0 of the input is the buffer's position
        ByteInput fromBuffer = ByteInput.of(ByteBuffer.wrap(data).position(2));
        fromBuffer.u8("b");
        assertTrue(fromBuffer.backingArray() == data);
        assertEquals(3, fromBuffer.backingIndex());
        assertEquals(8, fromBuffer.backingArray()[fromBuffer.backingIndex()]);
    }

    @Test
    void buffersWithoutAnAccessibleArrayAreCopiedOnce() {
        ByteBuffer direct = ByteBuffer.allocateDirect(4).put(new byte[] {1, 2, 3, 4}).position(1);
        ByteBuffer readOnly = ByteBuffer.wrap(new byte[] {0, 2, 3, 4}).position(1).asReadOnlyBuffer();
        for (ByteBuffer buf : new ByteBuffer[] {direct, readOnly}) {
            ByteInput in = ByteInput.of(buf);
            assertArrayEquals(new byte[] {2, 3, 4}, java.util.Arrays.copyOfRange(in.backingArray(),
                    in.backingIndex(), in.backingIndex() + in.remaining()));
            assertEquals(1, buf.position(), "the caller's buffer is not moved");
        }
    }

    @Test
    void fieldMapNamesEveryByteRead() {
        FieldMap map = new FieldMap();
        ByteInput in = ByteInput.of(new byte[20], map);
        in.enter("header");
        in.u32("width");
        in.leave();
        in.i16Array(4, "heights");
        in.enter("objects", 2);
        in.i32("id");
        in.fixedString(4, "name");
        in.leave();
        assertEquals("header.width", map.nameAt(3).orElseThrow());
        assertEquals("heights[0]", map.nameAt(4).orElseThrow());
        assertEquals("heights[3]", map.nameAt(11).orElseThrow());
        assertEquals("objects[2].id", map.nameAt(12).orElseThrow());
        assertEquals("objects[2].name", map.nameAt(19).orElseThrow());
        assertTrue(map.nameAt(20).isEmpty());
        assertEquals(4, map.entries().size());
    }

    @Test
    void requireAcceptsExactlyWhatIsLeft() {
        ByteInput in = ByteInput.of(new byte[6]);
        in.u16("a");
        in.require(4, "rest");
        in.require(0, "nothing");
        MapFormatException past = assertThrows(MapFormatException.class, () -> in.require(5, "rest"));
        assertEquals(2, past.offset());
        assertTrue(past.getMessage().contains("only 4 left"), past.getMessage());
        assertThrows(MapFormatException.class, () -> in.require(-1, "rest"), "a negative size is no size");
        in.u32("b");
        MapFormatException atEnd = assertThrows(MapFormatException.class, () -> in.require(1, "more"));
        assertTrue(atEnd.getMessage().contains("end of input"), atEnd.getMessage());
    }

    @Test
    void countsAreCheckedAtTheirEdges() {
        ByteInput in = ByteInput.of(new byte[12]);
        assertEquals(0, in.checkCount(0, 4, "n"), "an empty list is a count");
        assertEquals(3, in.checkCount(3, 4, "n"), "elements that fill the input exactly");
        assertThrows(MapFormatException.class, () -> in.checkCount(4, 4, "n"));
        assertEquals(Integer.MAX_VALUE - 8, in.checkCount(Integer.MAX_VALUE - 8, 0, "n"),
                "elements of no size are limited by what an array can hold");
        MapFormatException big = assertThrows(MapFormatException.class,
                () -> in.checkCount(Integer.MAX_VALUE - 7, 0, "n"));
        assertTrue(big.getMessage().contains("below 2^31"), big.getMessage());
    }

    @Test
    void gridsAreCheckedAtTheirEdges() {
        ByteInput in = ByteInput.of(new byte[12]);
        assertEquals(1, in.checkGrid(1, 1, 4, "g"));
        assertEquals(6, in.checkGrid(3, 2, 2, "g"), "cells that fill the input exactly");
        assertEquals(12, in.checkGrid(12, 1, 0, "g"), "cells of no size count as a byte each");
        assertThrows(MapFormatException.class, () -> in.checkGrid(13, 1, 0, "g"));
        assertThrows(MapFormatException.class, () -> in.checkGrid(4, 0, 1, "g"));
        assertThrows(MapFormatException.class, () -> in.checkGrid(-3, -4, 1, "g"));
        assertThrows(MapFormatException.class, () -> in.checkGrid(7, 2, 1, "g"));
    }

    @Test
    void peekU32ReadsWithoutConsuming() {
        ByteInput in = ByteInput.of(new byte[] {9, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFE});
        in.u8("a");
        assertEquals(0xFEFF_FFFFL, in.peekU32("b"));
        assertEquals(1, in.offset());
        assertEquals(0xFEFF_FFFFL, in.u32("b"));
        MapFormatException e = assertThrows(MapFormatException.class, () -> ByteInput.of(new byte[3]).peekU32("magic"));
        assertEquals("magic", e.field());
    }

    @Test
    void anEmptySlotIsAnEmptyString() {
        ByteInput in = ByteInput.of(new byte[] {'x'});
        FixedString empty = in.fixedString(0, "none");
        assertEquals(0, empty.slot().length);
        assertEquals(0, in.offset());
        assertThrows(IllegalArgumentException.class, () -> in.fixedString(-1, "bad"));
    }

    @Test
    void aLengthPastTheEndSaysWhatIsLeftAfterIt() {
        byte[] data = {10, 0, 0, 0, 'a', 'b', 'c'};
        MapFormatException e = assertThrows(MapFormatException.class, () -> ByteInput.of(data).lengthPrefixed32("name"));
        assertTrue(e.getMessage().contains("a length within the 3 bytes left"), e.getMessage());
        assertEquals(RawString.of("abc"), ByteInput.of(new byte[] {3, 0, 0, 0, 'a', 'b', 'c'}).lengthPrefixed32("name"),
                "a length that uses every byte left");
    }

    @Test
    void arraysTakeExactlyWhatIsLeft() {
        ByteInput in = ByteInput.of(new byte[12]);
        assertEquals(0, in.i32Array(0, "none").length);
        assertThrows(MapFormatException.class, () -> in.i32Array(-1, "neg"));
        in.u32("first");
        MapFormatException past = assertThrows(MapFormatException.class, () -> in.i32Array(3, "past"),
                "what is left counts from the offset reached, not from the start");
        assertTrue(past.getMessage().contains("only 8 bytes left"), past.getMessage());
        assertEquals(2, in.i32Array(2, "all").length);
        assertFalse(in.hasRemaining());
        MapFormatException atEnd = assertThrows(MapFormatException.class, () -> in.bytes(1, "more"));
        assertTrue(atEnd.getMessage().contains("end of input"), atEnd.getMessage());
    }

    @Test
    void countsOfNothingNeedNoBytes() {
        ByteInput in = ByteInput.of(new byte[0]);
        assertEquals(1000, in.checkCount(1000, 0, "markers"));
        assertEquals(0, in.checkCount(0, 4, "none"));
    }
}
