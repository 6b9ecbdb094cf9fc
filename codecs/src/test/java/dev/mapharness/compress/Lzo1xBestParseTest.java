package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

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
}
