package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What the levels promise beyond decoding: the best parse's prices are the writer's bytes, and it wins where greedy cannot. */
class EncoderLevelsTest {

    /** The bytes {@link Lzo1xOutput#copy} takes, after {@code literals} literals that follow a first copy. */
    private static int written(int length, int distance, int literals) {
        byte[] data = new byte[4 + literals];
        Lzo1xOutput out = new Lzo1xOutput(1 << 16);
        out.literals(data, 0, 4);
        out.copy(3, 1, false);
        out.literals(data, 4, 4 + literals);
        int before = out.finish().length;
        out = new Lzo1xOutput(1 << 16);
        out.literals(data, 0, 4);
        out.copy(3, 1, false);
        out.literals(data, 4, 4 + literals);
        out.copy(length, distance, literals >= 4);
        return out.finish().length - before;
    }

    @Test
    void levelsAreNamedAsTheCommandLineSpellsThem() {
        assertEquals("fast", CompressionLevel.FAST.id());
        assertEquals("default", CompressionLevel.DEFAULT.id());
        assertEquals("best", CompressionLevel.BEST.id());
        assertEquals(CompressionLevel.BEST, CompressionLevel.of("Best"));
        assertEquals(CompressionLevel.FAST, CompressionLevel.of("FAST"));
        assertEquals(CompressionLevel.DEFAULT, CompressionLevel.of("default"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CompressionLevel.of("max"));
        assertEquals("a compression level is fast, default or best, not 'max'", e.getMessage());
    }

    @Test
    void copyPricesAreWhatTheWriterWrites() {
        for (int length = 3; length <= 600; length += length < 40 ? 1 : 37) {
            for (int distance : new int[] {1, 1024, 2048, 2049, 3072, 3073, 16384, 16385, 49151}) {
                for (int literals : new int[] {0, 3, 4}) {
                    assertEquals(Lzo1xOutput.copyCost(length, distance, literals >= 4), written(length, distance, literals),
                            length + " bytes at " + distance + " after " + literals + " literals");
                }
            }
        }
    }

    @Test
    void literalPricesAreWhatTheWriterWrites() {
        byte[] data = new byte[1200];
        for (int count = 0; count <= 1100; count += count < 300 ? 1 : 97) {
            Lzo1xOutput first = new Lzo1xOutput(data.length);
            first.literals(data, 0, count);
            assertEquals(Lzo1xOutput.literalHeaderCost(count, false) + count + 3, first.finish().length, count + " literals first");
            Lzo1xOutput after = new Lzo1xOutput(data.length);
            after.literals(data, 0, 4);
            after.copy(3, 1, false);
            int copied = 4 + 1 + 2;
            after.literals(data, 0, count);
            assertEquals(copied + Lzo1xOutput.literalHeaderCost(count, true) + count + 3, after.finish().length,
                    count + " literals after a copy");
        }
    }

    /** Floats whose two high bytes drift and two low ones are noise: greedy finds little, priced parsing 2-byte and near 3-byte copies. */
    @Test
    void bestBeatsDefaultOnNoisyFloatsAndFastStaysNearAllLiterals() {
        SplittableRandom rnd = new SplittableRandom(9);
        byte[] data = new byte[1 << 18];
        for (int i = 0; i < data.length; i += 4) {
            int bits = Float.floatToRawIntBits((float) (120 + 10 * Math.sin(i / 4 / 300.0))) ^ rnd.nextInt(1 << 12);
            data[i] = (byte) bits;
            data[i + 1] = (byte) (bits >> 8);
            data[i + 2] = (byte) (bits >> 16);
            data[i + 3] = (byte) (bits >> 24);
        }
        int fast = decoded(data, CompressionLevel.FAST);
        int normal = decoded(data, CompressionLevel.DEFAULT);
        int best = decoded(data, CompressionLevel.BEST);
        assertTrue(best < normal * 0.97, "best " + best + " against default " + normal);
        assertTrue(fast <= data.length + data.length / 255 + 16, "fast " + fast);
    }

    /** u16 regions whose borders shift from row to row: a run ends where the row above goes on, which run chains find. */
    @Test
    void bestBeatsDefaultOnRegionRows() {
        SplittableRandom rnd = new SplittableRandom(4);
        int width = 900;
        byte[] data = new byte[2 * width * 400];
        for (int i = 0; i < data.length; i += 2) {
            int x = i / 2 % width;
            int y = i / 2 / width;
            int shifted = x + (int) (5 * Math.sin(y / 7.0)) + (rnd.nextInt(6) == 0 ? rnd.nextInt(3) : 0);
            data[i] = (byte) (shifted / 30 * 13 + y / 30 * 5 & 0x3F);
        }
        int normal = decoded(data, CompressionLevel.DEFAULT);
        int best = decoded(data, CompressionLevel.BEST);
        assertTrue(best < normal * 0.95, "best " + best + " against default " + normal);
        int lzssDefault = BisLzss.encode(data, CompressionLevel.DEFAULT).length;
        int lzssBest = BisLzss.encode(data, CompressionLevel.BEST).length;
        assertTrue(lzssBest < lzssDefault, "LZSS best " + lzssBest + " against default " + lzssDefault);
    }

    private static int decoded(byte[] data, CompressionLevel level) {
        byte[] stream = Lzo1x.encode(data, level);
        assertArrayEquals(data, Lzo1x.decode(ByteInput.of(stream), data.length, "x"), level.toString());
        return stream.length;
    }
}
