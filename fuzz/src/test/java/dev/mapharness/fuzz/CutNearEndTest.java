package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.BitSet;
import org.junit.jupiter.api.Test;

class CutNearEndTest {
    @Test
    void aCutIsAPrefixWithoutOneToWindowBytes() {
        byte[] input = new byte[1000];
        for (int i = 0; i < 1000; i++) {
            input[i] = (byte) (i * 7);
            byte[] cut = CutNearEnd.of(input);
            int removed = input.length - cut.length;
            assertTrue(removed >= 1 && removed <= CutNearEnd.WINDOW, "removed " + removed);
            assertArrayEquals(Arrays.copyOf(input, cut.length), cut);
        }
    }

    @Test
    void theSameInputIsAlwaysCutTheSameWay() {
        byte[] input = "EndOfNets and what follows it".getBytes();
        assertEquals(CutNearEnd.of(input).length, CutNearEnd.of(input.clone()).length);
    }

    @Test
    void mutantsOfOneFileReachEveryCutNearItsEnd() {
        byte[] input = new byte[8548];
        BitSet removed = new BitSet();
        for (int i = 0; i < 4000; i++) {
            byte[] mutant = input.clone();
            mutant[i % 100] = (byte) (i / 100 + 1);
            mutant[100 + i % 37] ^= (byte) i;
            removed.set(input.length - CutNearEnd.of(mutant).length);
        }
        assertEquals(CutNearEnd.WINDOW, removed.cardinality());
        assertEquals(1, removed.nextSetBit(0));
    }

    @Test
    void aShortInputLosesAtMostWhatItHolds() {
        BitSet lengths = new BitSet();
        for (int b = 0; b < 256; b++) {
            byte[] cut = CutNearEnd.of(new byte[] {(byte) b, 1, 2});
            lengths.set(cut.length);
        }
        assertEquals(BitSet.valueOf(new long[] {0b111}), lengths, "cuts to 0, 1 or 2 bytes");
        assertEquals(0, CutNearEnd.of(new byte[0]).length);
    }
}
