package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.mapharness.bytes.ByteInput;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Choices of the LZO1X parse at {@link CompressionLevel#FAST} at its edges, stream byte by byte. */
class Lzo1xFastParseTest {

    @Test
    void aRepeatAtTheFarthestDistanceIsACopy() {
        // 'z', the quad 01 02 03 04 at position 1 (the first position probed), zeros up to 49 152,
        // where one copy of the zeros ends, then the quad and 16 zeros again: 49 151 bytes after
        // position 1, the farthest an LZO1X copy reaches. The last 20 bytes are that far copy:
        // 0001HLLL with H = 1, the extension 11 (20 - 9) and the LE16 FC FF
        byte[] data = new byte[49_152 + 20];
        data[0] = 'z';
        byte[] quad = {1, 2, 3, 4};
        System.arraycopy(quad, 0, data, 1, 4);
        System.arraycopy(quad, 0, data, 49_152, 4);
        byte[] stream = Lzo1x.encode(data, CompressionLevel.FAST);
        assertArrayEquals(data, Lzo1x.decode(ByteInput.of(stream), data.length, "x"));
        assertArrayEquals(new byte[] {0x18, 20 - 9, (byte) 0xFC, (byte) 0xFF, 0x11, 0, 0},
                Arrays.copyOfRange(stream, stream.length - 7, stream.length));
    }
}
