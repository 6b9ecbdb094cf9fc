package dev.mapharness.bytes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StringsTest {

    @Test
    void paddedSlotIsValueThenZeros() {
        FixedString s = FixedString.padded("data\\les.pac", 16);
        assertEquals(16, s.slotLength());
        assertEquals("data\\les.pac", s.value().text());
        assertTrue(s.isTerminated());
        assertTrue(s.isCanonical());
        assertArrayEquals(new byte[] {0, 0, 0, 0}, java.util.Arrays.copyOfRange(s.slot(), 12, 16));
    }

    @Test
    void fullSlotHasNoTerminatorAndLongerIsRefused() {
        FixedString full = FixedString.padded("abcd", 4);
        assertFalse(full.isTerminated());
        assertEquals("abcd", full.value().text());
        assertThrows(IllegalArgumentException.class, () -> FixedString.padded("abcde", 4));
        assertThrows(IllegalArgumentException.class, () -> FixedString.padded(RawString.of(new byte[] {'a', 0, 'b'}), 8));
    }

    @Test
    void slotsWithGarbageDifferFromTheirCanonicalForm() {
        FixedString garbage = FixedString.ofSlot(new byte[] {'a', 0, 'z', 0});
        assertTrue(garbage.hasGarbage());
        assertEquals(FixedString.padded("a", 4).value(), garbage.value());
        assertNotEquals(FixedString.padded("a", 4), garbage);
    }

    @Test
    void rawStringsCompareBytesAndEscapeControlCharacters() {
        RawString s = RawString.of(new byte[] {'<', 0x1B, '"', (byte) 0xE9});
        assertEquals("\"<\\x1B\\x22é\"", s.toString());
        assertEquals(RawString.of(new byte[] {'<', 0x1B, '"', (byte) 0xE9}), s);
        assertTrue(RawString.of("Data3D\\Smrk.P3D").endsWithIgnoreCase(".p3d"));
        assertFalse(RawString.of("p3d").endsWithIgnoreCase(".p3d"));
        assertTrue(RawString.of(".P3D").endsWithIgnoreCase(".p3d"), "a name that is only the suffix ends with it");
        assertFalse(RawString.of("model.xyz").endsWithIgnoreCase(".p3d"));
        assertThrows(IllegalArgumentException.class, () -> RawString.of("日本"));
    }

    @Test
    void rawStringsOrderByUnsignedBytesAndHashByTheirBytes() {
        RawString high = RawString.of(new byte[] {(byte) 0x80});
        RawString low = RawString.of(new byte[] {0x7F});
        assertTrue(high.compareTo(low) > 0, "0x80 is 128, not -128");
        assertTrue(low.compareTo(high) < 0);
        assertTrue(RawString.of("ab").compareTo(RawString.of("abc")) < 0, "a prefix comes first");
        assertEquals(0, RawString.of("ab").compareTo(RawString.of(new byte[] {'a', 'b'})));
        assertEquals(RawString.of("ab").hashCode(), RawString.of(new byte[] {'a', 'b'}).hashCode());
        assertNotEquals(RawString.of("a").hashCode(), RawString.of("b").hashCode());
    }

    @Test
    void outputWritesWhatInputReads() {
        ByteOutput out = new ByteOutput(1);
        out.u8(200).i16(-2).u16(65535).i32(-3).u32(0xFFFFFFFFL).f32(-0.0f).f32Bits(0x7FC00001)
                .i16Array(new short[] {1, -1}).i32Array(new int[] {7}).fixedString(FixedString.padded("ab", 4))
                .asciiz(RawString.of("cd")).lengthPrefixed32(RawString.of("efg"));
        ByteInput in = ByteInput.of(out.toByteArray());
        assertEquals(200, in.u8(""));
        assertEquals(-2, in.i16(""));
        assertEquals(65535, in.u16(""));
        assertEquals(-3, in.i32(""));
        assertEquals(0xFFFFFFFFL, in.u32(""));
        assertEquals(0x80000000, in.f32Bits(""));
        assertEquals(0x7FC00001, in.f32Bits(""));
        assertArrayEquals(new short[] {1, -1}, in.i16Array(2, ""));
        assertArrayEquals(new int[] {7}, in.i32Array(1, ""));
        assertEquals(FixedString.padded("ab", 4), in.fixedString(4, ""));
        assertEquals(RawString.of("cd"), in.asciiz(""));
        assertEquals(RawString.of("efg"), in.lengthPrefixed32(""));
        assertFalse(in.hasRemaining());
    }

    @Test
    void aValueThatFillsTheSlotExactlyIsPadded() {
        assertEquals(3, FixedString.padded("abc", 3).slotLength());
        assertEquals(0, FixedString.padded("", 0).slotLength());
        assertThrows(IllegalArgumentException.class, () -> FixedString.padded("a", 0));
        assertFalse(FixedString.ofSlot(new byte[] {'a', 0, 'z', 0}).isCanonical(), "garbage after the NUL");
    }

    @Test
    void equalSlotsHashAlike() {
        FixedString a = FixedString.ofSlot(new byte[] {'a', 0, 'z', 0});
        FixedString b = FixedString.ofSlot(new byte[] {'a', 0, 'z', 0});
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a.hashCode(), FixedString.padded("a", 4).hashCode(), "the garbage is part of the hash");
        assertEquals(java.util.Set.of(a), java.util.Set.of(b));
    }

    @Test
    void aSlotThatStartsWithNulIsEmptyWhateverFollows() {
        FixedString s = FixedString.ofSlot(new byte[] {0, 'z', 0});
        assertEquals(RawString.of(""), s.value());
        assertTrue(s.isTerminated());
        assertTrue(s.hasGarbage());
        assertTrue(s.isEmpty());
        assertThrows(IllegalArgumentException.class, () -> FixedString.padded(RawString.of(new byte[] {0, 'a'}), 4),
                "a NUL first would make the name empty");
    }

    @Test
    void rawStringsFindTheirFirstNulAndShowSpacesAsThey() {
        assertEquals(-1, RawString.of("ab").indexOfNul());
        assertEquals(1, RawString.of(new byte[] {'a', 0, 0}).indexOfNul());
        assertEquals("\"a b~\"", RawString.of("a b~").toString());
        assertNotEquals(RawString.of("a"), RawString.of("b"));
        assertNotEquals(RawString.of("a"), "a", "a string is not a raw string");
    }
}
