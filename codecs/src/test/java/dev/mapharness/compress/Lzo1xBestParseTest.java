package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Choices of the cost-based LZO1X parse ({@link CompressionLevel#BEST}) at its edges, stream byte by byte. */
class Lzo1xBestParseTest {

    private static byte[] best(byte[] data) {
        byte[] stream = Lzo1x.encode(data, CompressionLevel.BEST);
        assertArrayEquals(data, Lzo1x.decode(ByteInput.of(stream), data.length, "x"));
        return stream;
    }

    @Test
    void theLastTwoBytesCanBeATwoByteCopy() {
        // "abcdef", "abcdef" again (a copy), one literal, then "cd" from 5 bytes back: after 1..3
        // literals that follow a copy, 0000DDSS HHHHHHHH is a 2-byte copy, here 00 01
        byte[] data = "abcdefabcdefXcd".getBytes(StandardCharsets.US_ASCII);
        byte[] stream = best(data);
        assertArrayEquals(new byte[] {0x00, 0x01, 0x11, 0x00, 0x00}, Arrays.copyOfRange(stream, stream.length - 5, stream.length));
    }

    @Test
    void aRepeatAtTheFarthestDistanceIsACopy() {
        // a copy of 49 151 (M4_MAX_DISTANCE) back is 0001HLLL with H = 1 (16384 + 32767), an
        // extension byte and the LE16 FC FF (32767 & 0x3FFF, shifted past the S bits)
        // noise, then its first 20 bytes again 49 151 bytes later: the stream ends in that copy
        byte[] data = new byte[49_151 + 20];
        new java.util.SplittableRandom(3).nextBytes(data);
        System.arraycopy(data, 0, data, 49_151, 20);
        byte[] stream = best(data);
        assertArrayEquals(new byte[] {0x18, 20 - 9, (byte) 0xFC, (byte) 0xFF, 0x11, 0, 0},
                Arrays.copyOfRange(stream, stream.length - 7, stream.length));

        // the same within a stretch: "ab" for 16 bytes and 8 bytes of noise at 100, again 49 151
        // bytes later, found whole in the run chains: a copy of 24 (the LE16's S bits are the
        // trailing literals')
        byte[] run = new byte[49_251 + 40];
        new java.util.SplittableRandom(4).nextBytes(run);
        for (int i = 0; i < 16; i++) {
            run[100 + i] = (byte) (i % 2 == 0 ? 'a' : 'b');
        }
        System.arraycopy(run, 100, run, 49_251, 24);
        byte[] runStream = best(run);
        boolean found = false;
        for (int i = 0; i + 4 <= runStream.length && !found; i++) {
            found = runStream[i] == 0x18 && runStream[i + 1] == 24 - 9 && (runStream[i + 2] & 0xFC) == 0xFC
                    && runStream[i + 3] == (byte) 0xFF;
        }
        assertTrue(found, "a copy of 24 from 49 151 back");
    }
}
