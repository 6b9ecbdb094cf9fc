package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What the encoders must find: the period of periodic data, and repeats after long incompressible stretches. */
class EncoderRatioTest {

    /** Elevation floats on 17 levels of a sine with 1024 samples per period, about four cycles each: 4096-byte period. */
    private static byte[] periodicTerrain(int floats) {
        ByteBuffer b = ByteBuffer.allocate(4 * floats).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < floats; i++) {
            b.putFloat((float) Math.round(Math.sin(i % 1024 / 40.0) * 8) * 2.5f);
        }
        return b.array();
    }

    @Test
    void lzoFindsThePeriodBehindNearerShorterRepeats() {
        byte[] data = periodicTerrain(1 << 18);
        byte[] stream = Lzo1x.encode(data);
        // the first period, then one copy at distance 4096 to the end; the nearer cycles alone gave 10× more
        assertTrue(stream.length < 6000, "1 MiB of periodic terrain encoded to " + stream.length);
        assertArrayEquals(data, Lzo1x.decode(ByteInput.of(stream), data.length, "x"));
    }

    @Test
    void bothFindARepeatAfterALongIncompressibleStretch() {
        byte[] random = new byte[200_000];
        new SplittableRandom(3).nextBytes(random);
        // 200 000 random bytes, then their last 3000 again (within both encoders' reach) and 30 000 zeros
        byte[] data = Arrays.copyOf(random, 233_000);
        System.arraycopy(random, 197_000, data, 200_000, 3000);
        for (Compression c : Compression.values()) {
            byte[] stream = c.encode(data);
            long incompressible = c == Compression.LZSS ? 200_000 + 200_000 / 8 : 200_000 + 1000;
            assertTrue(stream.length < incompressible + 4000, c + ": " + stream.length + " bytes");
            assertArrayEquals(data, c.decode(ByteInput.of(stream), data.length, "x"), c.toString());
        }
    }
}
