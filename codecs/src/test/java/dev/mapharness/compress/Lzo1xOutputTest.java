package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.ByteInput;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The instruction writer every LZO1X encoder shares: its forms decode back, and its array grows for any of them. */
class Lzo1xOutputTest {

    private static byte[] decoded(byte[] stream, int size) {
        ByteInput in = ByteInput.of(stream);
        byte[] out = Lzo1x.decode(in, size, "x");
        assertEquals(stream.length, in.offset());
        return out;
    }

    @Test
    void aThreeByteCopyAfterFourOrMoreLiteralsTakesTwoBytesUpToDistance3072() {
        assertEquals(2, Lzo1xOutput.copyCost(3, 2049, true));
        assertEquals(2, Lzo1xOutput.copyCost(3, 3072, true));
        assertEquals(3, Lzo1xOutput.copyCost(3, 3073, true));
        assertEquals(3, Lzo1xOutput.copyCost(3, 3072, false));
        assertEquals(2, Lzo1xOutput.copyCost(3, 2048, false));

        // 3100 literals, a 3-byte copy from 2049 back, 7 literals, a 3-byte copy from 3072 back
        byte[] data = Arrays.copyOf(StreamBytes.pattern(3110), 3113);
        System.arraycopy(data, 3100 - 2049, data, 3100, 3);
        System.arraycopy(data, 3110 - 3072, data, 3110, 3);
        Lzo1xOutput out = new Lzo1xOutput(data.length);
        out.literals(data, 0, 3100);
        out.copy(3, 2049, true);
        out.literals(data, 3103, 3110);
        out.copy(3, 3072, true);
        byte[] stream = out.finish();
        // each copy in two bytes: the first run's header (0, 12 zeros, 22) and 3100 literals, 2, the
        // run's 1 + 7, 2, the end marker
        assertEquals(14 + 3100 + 2 + 1 + 7 + 2 + 3, stream.length);
        assertArrayEquals(data, decoded(stream, data.length));
    }

    @Test
    void anOutputSizedForLessGrowsForEveryInstruction() {
        // sized for nothing, then runs and copies far longer than its 64 bytes: 1020 literals (a
        // header of 5 bytes), a copy of 3000 (15 bytes), 8.5 million literals and a copy as long,
        // whose extensions alone take 33 000 bytes each
        int longRun = 8_500_000;
        byte[] data = new byte[1020 + 3000 + longRun + longRun];
        byte[] lits = StreamBytes.pattern(1020 + longRun);
        System.arraycopy(lits, 0, data, 0, 1020);
        Arrays.fill(data, 1020, 4020, data[1019]);
        System.arraycopy(lits, 1020, data, 4020, longRun);
        Arrays.fill(data, 4020 + longRun, data.length, data[4020 + longRun - 1]);

        Lzo1xOutput out = new Lzo1xOutput(0);
        out.literals(data, 0, 1020);
        out.copy(3000, 1, true);
        out.literals(data, 4020, 4020 + longRun);
        out.copy(longRun, 1, true);
        byte[] stream = out.finish();
        assertArrayEquals(data, decoded(stream, data.length));
    }

    @Test
    void anInputOfMillionsOfBytesIsSizedWithoutOverflow() {
        // 8.5 million bytes: 255 times as many would not fit an int
        byte[] data = new byte[8_500_000];
        for (int i = 0; i < data.length; i += 4096) {
            data[i] = (byte) (i >> 12);
        }
        for (CompressionLevel level : CompressionLevel.values()) {
            byte[] stream = Lzo1x.encode(data, level);
            assertArrayEquals(data, decoded(stream, data.length), level.toString());
        }
    }
}
