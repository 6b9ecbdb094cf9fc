package dev.mapharness.roundtrip.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.compress.Lzo1x;
import dev.mapharness.roundtrip.Theories;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.Generate;

/** decode(encode(x)) == x for LZO1X, with the stream consumed up to and including its end marker. */
class LzoRoundTripTest {
    private static final byte[] END = {0x11, 0, 0};

    static byte[] roundTrip(byte[] data) {
        byte[] stream = Lzo1x.encode(data);
        assertArrayEquals(END, Arrays.copyOfRange(stream, stream.length - 3, stream.length), "ends in 11 00 00");
        ByteInput in = ByteInput.of(CompressionInputs.withTrailing(stream, 5));
        byte[] back = Lzo1x.decode(in, data.length, "x");
        assertEquals(stream.length, in.offset(), "consumed exactly the stream");
        assertArrayEquals(data, back);
        return stream;
    }

    @Test
    void decodeInvertsEncode() {
        Theories.qt(0x7_0200L, 300).forAll(CompressionInputs.inputs()).checkAssert(input -> {
            byte[] data = input.bytes();
            byte[] stream = roundTrip(data);
            // all literals cost n + n / 255 + a few bytes; a short copy inside random bytes may add a byte or two
            assertTrue(stream.length <= data.length + data.length / 64 + 16, input + " grew to " + stream.length);
        });
    }

    @Test
    void damagedStreamsFailOnlyWithMapFormatException() {
        Theories.qt(0x7_0201L, 300).forAll(CompressionInputs.inputs(), Generate.longRange(0, Long.MAX_VALUE))
                .checkAssert((input, damageSeed) -> {
                    byte[] data = input.bytes();
                    byte[] stream = Lzo1x.encode(data);
                    SplittableRandom rnd = new SplittableRandom(damageSeed);
                    byte[] damaged = rnd.nextBoolean() ? Arrays.copyOf(stream, rnd.nextInt(stream.length)) : stream.clone();
                    for (int i = rnd.nextInt(4); i > 0 && damaged.length > 0; i--) {
                        damaged[rnd.nextInt(damaged.length)] = (byte) rnd.nextInt(256);
                    }
                    int claimed = rnd.nextInt(4) == 0 ? rnd.nextInt(Integer.MAX_VALUE) : data.length;
                    ByteInput in = ByteInput.of(damaged);
                    try {
                        byte[] out = Lzo1x.decode(in, claimed, "x");
                        assertEquals(claimed, out.length);
                    } catch (MapFormatException expected) {
                        assertTrue(expected.offset() >= 0 && expected.offset() <= damaged.length, expected.getMessage());
                        assertTrue(expected.field().startsWith("x"), expected.field());
                    } catch (RuntimeException | Error e) {
                        fail(input + ": " + e, e);
                    }
                });
    }

    @Test
    void aRunCompressesToAFewBytesPerEightyKilobytes() {
        byte[] run = new byte[65536];
        Arrays.fill(run, (byte) 'r');
        // one copy whose length takes 65536 / 255 zero bytes: about 260 bytes
        assertTrue(roundTrip(run).length < 300);
    }

    @Test
    void repeatsFarBackUseTheLongDistances() {
        byte[] block = new byte[20000];
        new SplittableRandom(3).nextBytes(block);
        byte[] data = new byte[60000];
        for (int i = 0; i < 3; i++) {
            System.arraycopy(block, 0, data, i * 20000, 20000);
        }
        // the 2nd and 3rd copies are matches at distance 20000 (the 16..48 KiB form)
        int length = roundTrip(data).length;
        assertTrue(length < 20000 + 20000 / 255 + 200, "three copies of 20000 random bytes: " + length);
    }

    @Test
    void fourMebibytesOfOneByte() {
        byte[] data = new byte[4 << 20];
        Arrays.fill(data, (byte) 0xC3);
        assertTrue(roundTrip(data).length < (4 << 20) / 255 + 64);
    }

    @Test
    void oneMebibyteOfRandomBytes() {
        byte[] data = new byte[1 << 20];
        new SplittableRandom(4).nextBytes(data);
        int length = roundTrip(data).length;
        assertTrue(length <= data.length + data.length / 255 + 1024, "1 MiB of random bytes: " + length);
    }
}
