package dev.mapharness.roundtrip.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.compress.BisLzss;
import dev.mapharness.roundtrip.Theories;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** decode(encode(x)) == x for BIS LZSS, with the stream and its checksum consumed exactly. */
class LzssRoundTripTest {

    private static byte[] roundTrip(byte[] data) {
        byte[] stream = BisLzss.encode(data);
        ByteInput in = ByteInput.of(CompressionInputs.withTrailing(stream, 3));
        byte[] back = BisLzss.decode(in, data.length, "x");
        assertEquals(stream.length, in.offset(), "stream and checksum consumed, nothing more");
        assertArrayEquals(data, back);
        return stream;
    }

    @Test
    void decodeInvertsEncode() {
        Theories.qt(0x7_0100L, 300).forAll(CompressionInputs.inputs()).checkAssert(input -> {
            byte[] data = input.bytes();
            byte[] stream = roundTrip(data);
            // never worse than all literals: a flag byte per 8, plus the checksum
            assertTrue(stream.length <= data.length + (data.length + 7) / 8 + 4, input + " grew to " + stream.length);
        });
    }

    @Test
    void aRunCompressesNearTheFormatsBestRatio() {
        byte[] run = new byte[65536];
        Arrays.fill(run, (byte) 'r');
        // 144 decoded bytes per 17 stream bytes at best: 7737 for 64 KiB
        assertTrue(roundTrip(run).length < 7800);
    }

    @Test
    void repeatsWithinTheWindowCompress() {
        byte[] block = new byte[1000];
        new SplittableRandom(1).nextBytes(block);
        byte[] data = new byte[64 * 1000];
        for (int i = 0; i < 64; i++) {
            System.arraycopy(block, 0, data, i * 1000, 1000);
        }
        int length = roundTrip(data).length;
        assertTrue(length < 1125 + 63 * 1000 * 17 / 144 + 100, "64 copies of 1000 random bytes: " + length);
    }

    @Test
    void leadingSpacesAreReferencesBeforeTheStart() {
        byte[] spaces = new byte[1100];
        Arrays.fill(spaces, (byte) ' ');
        byte[] stream = roundTrip(spaces);
        assertEquals(0, stream[0] & 1, "the first item is a reference, not a literal space");
        assertTrue(stream.length < 1100 * 17 / 144 + 8);
    }

    @Test
    void fourMebibytesOfOneByte() {
        byte[] data = new byte[4 << 20];
        Arrays.fill(data, (byte) 0xC3);
        assertTrue(roundTrip(data).length < (4 << 20) / 144 * 17 + 64);
    }

    @Test
    void oneMebibyteOfRandomBytes() {
        byte[] data = new byte[1 << 20];
        new SplittableRandom(2).nextBytes(data);
        assertTrue(roundTrip(data).length <= data.length + data.length / 8 + 4);
    }
}
