package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Optional;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The round-trip contract for WWD, plus what compression adds: a compressed level's main block
 * inflates to exactly the uncompressed level's, and every written checksum is what the seed's
 * formula gives, computed here from the bytes without the codec's own checksum code.
 */
class WwdRoundTripTest extends CodecRoundTripContract<WwdLevel> {
    @Override
    MapCodec<WwdLevel> codec() {
        return WwdCodec.INSTANCE;
    }

    @Override
    Gen<WwdLevel> conforming() {
        return WwdGens.conforming();
    }

    /**
     * Compressed: a large level's main block is megabytes of tiles inflated from a small zlib stream.
     * (The large representable level is QuickTheories' first, uncompressed draw.)
     */
    @Override
    Gen<WwdLevel> conformingLarge() {
        return WwdGens.conforming(GridSizes.large()).map(WwdGens::compressed);
    }

    @Override
    Gen<WwdLevel> representable() {
        return WwdGens.representable();
    }

    @Override
    Gen<WwdLevel> representableLarge() {
        return WwdGens.representable(GridSizes.large());
    }

    @Override
    boolean onlyLenient(WwdLevel m) {
        return WwdGens.onlyLenient(m);
    }

    @Override
    long seedBase() {
        return 0x3_0000L;
    }

    @Test
    void writtenChecksumsFollowTheSeedsFormula() {
        // with nothing after the main block, which the checksum does not cover
        Theories.qt(seedBase() + 20, EXAMPLES).forAll(WwdGens.representable()
                .map(m -> m.withEnd(m.trailing(), Blob.EMPTY, Optional.empty()))).checkAssert(m -> {
            byte[] file = codec().write(m);
            byte[] main = m.compressed() ? inflate(file) : null;
            assertEquals(checksum(file, main), le32(file, 0x2EC));
        });
    }

    @Test
    void compressedAndPlainLevelsShareTheirMainBlock() {
        Theories.qt(seedBase() + 21, EXAMPLES).forAll(WwdGens.representable()).checkAssert(m -> {
            byte[] plain = codec().write(new WwdLevel(m.header().withCompressed(false), m.planes(),
                    m.tilePropertiesHeader(), m.tileProperties(), m.trailing()));
            byte[] packed = codec().write(new WwdLevel(m.header().withCompressed(true), m.planes(),
                    m.tilePropertiesHeader(), m.tileProperties(), m.trailing()));
            assertArrayEquals(Arrays.copyOfRange(plain, WwdHeader.SIZE, plain.length), inflate(packed));
            assertEquals(plain.length - WwdHeader.SIZE, le32(packed, 0x2E8));
            assertEquals(0, le32(plain, 0x2E8));
            // the headers differ in the flags, the decompressed size and the checksum only
            byte[] a = Arrays.copyOf(plain, WwdHeader.SIZE);
            byte[] b = Arrays.copyOf(packed, WwdHeader.SIZE);
            for (int at : new int[] {0x8, 0x2E8, 0x2EC}) {
                Arrays.fill(a, at, at + 4, (byte) 0);
                Arrays.fill(b, at, at + 4, (byte) 0);
            }
            assertArrayEquals(a, b);
            assertTrue(codec().read(packed, ReadOptions.LENIENT).model().compressed());
        });
    }

    /** The seed's formula, written out again on purpose (not calling WwdChecksum). */
    private static int checksum(byte[] file, byte[] decompressedMain) {
        int n = file.length - WwdHeader.SIZE;
        int sum = -n;
        for (int offset = 1; offset < n; offset++) {
            sum += (file[WwdHeader.SIZE + offset] & 0xFF) - offset;
        }
        if (decompressedMain != null && n < decompressedMain.length) {
            sum += decompressedMain[n] & 0xFF;
        }
        return sum;
    }

    private static byte[] inflate(byte[] file) {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(file, WwdHeader.SIZE, file.length - WwdHeader.SIZE);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] chunk = new byte[1 << 16];
            while (!inflater.finished()) {
                int n = inflater.inflate(chunk);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new AssertionError("the written zlib stream is cut short");
                }
                out.write(chunk, 0, n);
            }
            assertEquals(0, inflater.getRemaining(), "bytes after the zlib stream");
            return out.toByteArray();
        } catch (java.util.zip.DataFormatException e) {
            throw new AssertionError(e);
        } finally {
            inflater.end();
        }
    }

    private static int le32(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (b[at + 3] & 0xFF) << 24;
    }
}
