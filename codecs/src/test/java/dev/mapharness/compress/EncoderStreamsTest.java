package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.ByteInput;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The exact streams each encoder writes at each level for a fixed set of inputs, by length and
 * digest. The DEFAULT streams are what the corpus and its golden files hold (CompressionLevel says
 * they never change); FAST and BEST are pinned the same way, so that a change to a parse (a match
 * finder's limits, a skip heuristic, a price) shows here as the streams it changes, even where the
 * stream still decodes. After a deliberate change, the new lines are printed by the failure.
 */
class EncoderStreamsTest {

    /** One line per input: its name, the stream's length and the first 8 bytes of its SHA-256; each stream decodes back. */
    static String streams(Compression c, CompressionLevel level) {
        StringBuilder lines = new StringBuilder();
        for (Map.Entry<String, byte[]> input : INPUTS.entrySet()) {
            byte[] data = input.getValue();
            byte[] stream = c.encode(data, level);
            ByteInput in = ByteInput.of(stream);
            assertArrayEquals(data, c.decode(in, data.length, "x"), input.getKey());
            assertEquals(stream.length, in.offset(), input.getKey());
            lines.append(input.getKey()).append(' ').append(stream.length).append(' ')
                    .append(HexFormat.of().formatHex(sha256(stream), 0, 8)).append('\n');
        }
        return lines.toString();
    }

    private static byte[] sha256(byte[] b) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(b);
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    private static final Map<String, byte[]> INPUTS = inputs();

    @Test
    void lzoFastStreams() {
        assertEquals("""
                tiny0 3 390170c245f64d55
                tiny1 5 c5b1bc63763fb364
                tiny2 6 d8ce307c3f026793
                tiny3 7 96c77e3068054d29
                tiny4 8 6e5cb20cd6a745c0
                tiny5 9 412cbac86a364a30
                tiny7 9 4f243a9f345fb8f9
                tiny8 9 3be19bc1a4b5530a
                tiny9 9 ec6036ac8d214a50
                tiny17 10 b95d505ff1db3dab
                tiny18 10 a2c83b18307f7e19
                tiny19 10 b1bcb24d7b3a7a52
                RANDOM-3000 3016 171805315b97783d
                RANDOM-40000 40161 c92bf1c8fe4ba3a3
                RUN-3000 20 72270e9957e9b146
                RUN-40000 165 3a5396dd53a1b5e6
                PATTERN-3000 1355 4a7f6d5ce7e01fac
                PATTERN-40000 5362 cfe70957899fcf67
                SMALL_ALPHABET-3000 1374 aaadc51cca9563a7
                SMALL_ALPHABET-40000 16243 1fc4fb62d1281747
                SMOOTH_FLOATS-3000 2597 9309daa56e94405c
                SMOOTH_FLOATS-40000 25943 54c3120a5905f69a
                NOISY_FLOATS-3000 3016 2b3b4c2676c31031
                NOISY_FLOATS-40000 40161 d4ef8434f3959f9b
                REGIONS-3000 496 0e7f9833df66877f
                REGIONS-40000 6157 8af61f2cc2292bbb
                SPACES_FIRST-3000 2162 bbca6c70ba48abf7
                SPACES_FIRST-40000 25574 900d1ed7ba0ee48d
                far-repeats 116572 2a59a377170dd2e8
                noisy-floats 32901 702fb113b78bd7cb
                region-rows 3313 fe0e798e7d782d13
                """, streams(Compression.LZO, CompressionLevel.FAST));
    }

    @Test
    void lzoDefaultStreams() {
        assertEquals("""
                tiny0 3 390170c245f64d55
                tiny1 5 c5b1bc63763fb364
                tiny2 6 d8ce307c3f026793
                tiny3 7 96c77e3068054d29
                tiny4 8 6e5cb20cd6a745c0
                tiny5 9 412cbac86a364a30
                tiny7 9 4f243a9f345fb8f9
                tiny8 9 3be19bc1a4b5530a
                tiny9 9 ec6036ac8d214a50
                tiny17 10 b95d505ff1db3dab
                tiny18 10 a2c83b18307f7e19
                tiny19 10 b1bcb24d7b3a7a52
                RANDOM-3000 3016 171805315b97783d
                RANDOM-40000 40161 c92bf1c8fe4ba3a3
                RUN-3000 20 72270e9957e9b146
                RUN-40000 165 3a5396dd53a1b5e6
                PATTERN-3000 1360 86e82e6131861252
                PATTERN-40000 5032 8be033301d936aab
                SMALL_ALPHABET-3000 1124 3e7fcd674a56cf18
                SMALL_ALPHABET-40000 12091 60229029f2656f48
                SMOOTH_FLOATS-3000 2048 a876de74f881ec5a
                SMOOTH_FLOATS-40000 22718 d7636b1260224fa5
                NOISY_FLOATS-3000 2999 41c15a8b033ea6b2
                NOISY_FLOATS-40000 39200 99d5bad759ddd15a
                REGIONS-3000 303 d7bffeb712a6e6ab
                REGIONS-40000 3142 9660de431c8be3d6
                SPACES_FIRST-3000 1805 e85aaef91cf8cc74
                SPACES_FIRST-40000 22854 b3b5134f4e74be34
                far-repeats 115975 8b4cec8fac236eb6
                noisy-floats 32021 5a9571e8b5d10b84
                region-rows 1189 94a1b7b732cb634a
                """, streams(Compression.LZO, CompressionLevel.DEFAULT));
    }

    @Test
    void lzoBestStreams() {
        assertEquals("""
                tiny0 3 390170c245f64d55
                tiny1 5 c5b1bc63763fb364
                tiny2 6 d8ce307c3f026793
                tiny3 7 96c77e3068054d29
                tiny4 8 6e5cb20cd6a745c0
                tiny5 9 412cbac86a364a30
                tiny7 9 4f243a9f345fb8f9
                tiny8 9 3be19bc1a4b5530a
                tiny9 9 ec6036ac8d214a50
                tiny17 10 b95d505ff1db3dab
                tiny18 10 a2c83b18307f7e19
                tiny19 10 b1bcb24d7b3a7a52
                RANDOM-3000 3017 d36f8430c0438a50
                RANDOM-40000 40217 11b4b82bd47c25c5
                RUN-3000 23 62bab6e6f511420c
                RUN-40000 168 419dce47d1be0b03
                PATTERN-3000 1355 0051bd0b14e3459d
                PATTERN-40000 5016 9999a50616dc2c02
                SMALL_ALPHABET-3000 1084 661a8a8681f9afcc
                SMALL_ALPHABET-40000 10634 b5361fb5097548f9
                SMOOTH_FLOATS-3000 2031 5ffcab995a9c58d0
                SMOOTH_FLOATS-40000 21535 ef03bbb564a51321
                NOISY_FLOATS-3000 2951 ffc39b0310862b34
                NOISY_FLOATS-40000 38843 24b762cefd2dac2e
                REGIONS-3000 269 3bd7e309c35951d4
                REGIONS-40000 2820 8bb53b6620d52029
                SPACES_FIRST-3000 1734 b25e7f2975d10885
                SPACES_FIRST-40000 20738 3daaeef350999a46
                far-repeats 116252 601681511d927f68
                noisy-floats 30989 0106e83a8193c38b
                region-rows 1080 b67f53c8f67dc4df
                """, streams(Compression.LZO, CompressionLevel.BEST));
    }

    @Test
    void lzssFastStreams() {
        assertEquals("""
                tiny0 4 df3f619804a92fdb
                tiny1 6 ea49876b0ba96276
                tiny2 7 7620c4b504543a91
                tiny3 8 568d648a52648cd8
                tiny4 9 41e2a259c6f8b693
                tiny5 10 39ed44c13024af51
                tiny7 10 c2cd0d24fa72bcd0
                tiny8 10 2196b173d23b1c4d
                tiny9 10 4fa3d56f86d4ba42
                tiny17 10 2e7dd6e681974cad
                tiny18 10 2719e44f0eb62314
                tiny19 10 c8792425c645f33a
                RANDOM-3000 3379 fafffb1a63941b6d
                RANDOM-40000 45004 138a4d504596ba90
                RUN-3000 360 b6a13f2aa0626912
                RUN-40000 4729 af8e5f38ddfa0fb2
                PATTERN-3000 1865 e3ad79d43869e286
                PATTERN-40000 45004 81791341b881a6a3
                SMALL_ALPHABET-3000 1818 eb1f7228b08e52a4
                SMALL_ALPHABET-40000 21308 69a2ddb85a2c2408
                SMOOTH_FLOATS-3000 2259 cc386e9788591293
                SMOOTH_FLOATS-40000 27730 ef17497f63590d15
                NOISY_FLOATS-3000 3376 09ddb604bf73feea
                NOISY_FLOATS-40000 44691 232f04ac196a287d
                REGIONS-3000 584 81c2bf35dddafd56
                REGIONS-40000 7888 5899caef6ecec388
                SPACES_FIRST-3000 2164 0119410bba5d474b
                SPACES_FIRST-40000 27104 6c4119f036c8c6c0
                far-repeats 135004 eae7aaaa3646da8d
                noisy-floats 36189 87a86ef7ad7aea6f
                region-rows 7069 b3e2b1a75ed5a614
                """, streams(Compression.LZSS, CompressionLevel.FAST));
    }

    @Test
    void lzssDefaultStreams() {
        assertEquals("""
                tiny0 4 df3f619804a92fdb
                tiny1 6 ea49876b0ba96276
                tiny2 7 7620c4b504543a91
                tiny3 8 568d648a52648cd8
                tiny4 9 41e2a259c6f8b693
                tiny5 10 39ed44c13024af51
                tiny7 10 c2cd0d24fa72bcd0
                tiny8 10 2196b173d23b1c4d
                tiny9 10 4fa3d56f86d4ba42
                tiny17 10 2e7dd6e681974cad
                tiny18 10 2719e44f0eb62314
                tiny19 10 c8792425c645f33a
                RANDOM-3000 3379 fafffb1a63941b6d
                RANDOM-40000 45004 138a4d504596ba90
                RUN-3000 360 b2e395056458da17
                RUN-40000 4729 a3f305b6d7fb7c51
                PATTERN-3000 1684 9f60fe5fea6f0d65
                PATTERN-40000 45004 81791341b881a6a3
                SMALL_ALPHABET-3000 1090 41fc46f562da85bd
                SMALL_ALPHABET-40000 10182 629ee34979d7aa92
                SMOOTH_FLOATS-3000 2164 79294e382048120e
                SMOOTH_FLOATS-40000 25239 f26567c8e4326f00
                NOISY_FLOATS-3000 3328 7e55e270bad6afd1
                NOISY_FLOATS-40000 42858 140a138b44679e36
                REGIONS-3000 402 3679c4a9f61894ab
                REGIONS-40000 5784 33e6335b2d61fd68
                SPACES_FIRST-3000 1894 1cfdf194ed32dadb
                SPACES_FIRST-40000 21172 8d3a9a9cf7c5e679
                far-repeats 131770 df7b39a78bc14dea
                noisy-floats 34373 fd860ab12abcd472
                region-rows 5852 415259511a43b681
                """, streams(Compression.LZSS, CompressionLevel.DEFAULT));
    }

    @Test
    void lzssBestStreams() {
        assertEquals("""
                tiny0 4 df3f619804a92fdb
                tiny1 6 ea49876b0ba96276
                tiny2 7 7620c4b504543a91
                tiny3 8 568d648a52648cd8
                tiny4 9 41e2a259c6f8b693
                tiny5 10 39ed44c13024af51
                tiny7 10 c2cd0d24fa72bcd0
                tiny8 10 2196b173d23b1c4d
                tiny9 10 4fa3d56f86d4ba42
                tiny17 10 2e7dd6e681974cad
                tiny18 10 2719e44f0eb62314
                tiny19 10 c8792425c645f33a
                RANDOM-3000 3378 5118e0e8976bfe07
                RANDOM-40000 44993 78212caaaa6ea354
                RUN-3000 360 b2e395056458da17
                RUN-40000 4729 a3f305b6d7fb7c51
                PATTERN-3000 1681 9fba5ef8d3b0cf51
                PATTERN-40000 45004 81791341b881a6a3
                SMALL_ALPHABET-3000 1001 d4b77abf6f0cada9
                SMALL_ALPHABET-40000 8148 90a4ef60c5571f4e
                SMOOTH_FLOATS-3000 2115 3c6b4f1bfc4fb623
                SMOOTH_FLOATS-40000 23707 6d2fde441bc50171
                NOISY_FLOATS-3000 3284 372b1a38265aae0e
                NOISY_FLOATS-40000 42384 13dc5bdca4fc2152
                REGIONS-3000 402 45ec7a70ad9a2124
                REGIONS-40000 5653 bb3d643612acdf3b
                SPACES_FIRST-3000 1836 5cc10c1696492eb4
                SPACES_FIRST-40000 20533 f493d9adbbf3ab2d
                far-repeats 131697 29a5b79fa2011f3c
                noisy-floats 34260 a3fbaafa00035d66
                region-rows 5790 4b2fd50e01a396c1
                """, streams(Compression.LZSS, CompressionLevel.BEST));
    }

    /** Inputs that reach every form and every heuristic: runs, skips over noise, far and near repeats, spaces first. */
    static Map<String, byte[]> inputs() {
        Map<String, byte[]> inputs = new LinkedHashMap<>();
        for (int size : new int[] {0, 1, 2, 3, 4, 5, 7, 8, 9, 17, 18, 19}) {
            inputs.put("tiny" + size, tiny(size));
        }
        SplittableRandom rnd = new SplittableRandom(0xE5C0DE);
        for (DecodeInputs.Kind kind : DecodeInputs.Kind.values()) {
            for (int size : new int[] {3000, 40_000}) {
                inputs.put(kind + "-" + size, DecodeInputs.make(kind, size, rnd));
            }
        }
        inputs.put("far-repeats", farRepeats());
        inputs.put("noisy-floats", noisyFloats());
        inputs.put("region-rows", regionRows());
        return inputs;
    }

    /** "aab" repeated, cut: the shortest inputs around the minimum match lengths. */
    private static byte[] tiny(int size) {
        byte[] b = new byte[size];
        for (int i = 0; i < size; i++) {
            b[i] = (byte) "aab".charAt(i % 3);
        }
        return b;
    }

    /** Noise, then stretches repeating it from 40 000, 20 000, 3 000, 2 500 and 900 bytes back, with noise between. */
    private static byte[] farRepeats() {
        SplittableRandom rnd = new SplittableRandom(77);
        byte[] b = new byte[120_000];
        rnd.nextBytes(b);
        int at = 45_000;
        for (int distance : new int[] {40_000, 20_000, 16_390, 3_000, 2_500, 2_049, 900, 33}) {
            for (int k = 0; k < 3; k++) {
                int length = 3 + rnd.nextInt(k == 0 ? 6 : 600);
                for (int i = 0; i < length; i++, at++) {
                    b[at] = b[at - distance];
                }
                at += 5 + rnd.nextInt(40);
            }
            at += 1000;
        }
        return b;
    }

    private static byte[] noisyFloats() {
        SplittableRandom rnd = new SplittableRandom(9);
        ByteBuffer b = ByteBuffer.allocate(1 << 15).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < b.capacity(); i += 4) {
            b.putInt(i, Float.floatToRawIntBits((float) (120 + 10 * Math.sin(i / 4 / 300.0))) ^ rnd.nextInt(1 << 12));
        }
        return b.array();
    }

    private static byte[] regionRows() {
        SplittableRandom rnd = new SplittableRandom(4);
        int width = 300;
        byte[] data = new byte[2 * width * 80];
        for (int i = 0; i < data.length; i += 2) {
            int x = i / 2 % width;
            int y = i / 2 / width;
            int shifted = x + (int) (5 * Math.sin(y / 7.0)) + (rnd.nextInt(6) == 0 ? rnd.nextInt(3) : 0);
            data[i] = (byte) (shifted / 30 * 13 + y / 30 * 5 & 0x3F);
        }
        return data;
    }
}
