package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The 2 GiB limits of the encoders and of compressed arrays, worked out without allocating: only an input of
 * about 2 GiB reaches them, which no test JVM holds, so the sizes are checked as numbers.
 */
class EncoderSizeLimitsTest {
    /** The most bytes a Java array is sure to hold here, as ByteOutput.MAX_SIZE. */
    private static final int MAX = Integer.MAX_VALUE - 8;

    @Test
    void anLzssEncodingHasRoomForEveryByteAsALiteralAFlagByteForEachEightAndTheChecksum() {
        assertEquals(4, BisLzssOutput.worstSize(0));
        assertEquals(1 + 1 + 4, BisLzssOutput.worstSize(1));
        assertEquals(8 + 1 + 4, BisLzssOutput.worstSize(8));
        assertEquals(9 + 2 + 4, BisLzssOutput.worstSize(9));
        // 1,908,874,342 bytes take exactly the most an array holds; one more byte, and a flag byte more, do not fit
        assertEquals(MAX, BisLzssOutput.worstSize(1_908_874_342));
        assertThrows(IllegalArgumentException.class, () -> BisLzssOutput.worstSize(1_908_874_343));
        assertThrows(IllegalArgumentException.class, () -> BisLzssOutput.worstSize(Integer.MAX_VALUE));
    }

    @Test
    void anLzoOutputDoublesOrGrowsToWhatItMustHoldUpToTheLimit() {
        assertEquals(200, Lzo1xOutput.grown(100, 101));
        assertEquals(250, Lzo1xOutput.grown(100, 250));
        assertEquals(MAX, Lzo1xOutput.grown(1 << 30, (1L << 30) + 1), "doubling stops at the limit");
        assertEquals(MAX, Lzo1xOutput.grown(10, MAX));
        assertThrows(IllegalArgumentException.class, () -> Lzo1xOutput.grown(10, MAX + 1L));
    }

    @Test
    void aCompressedArrayIsRefusedPastTheLimitInBytesNotInElements() {
        assertEquals(0, CompressedArrays.checkedSize(0, 4));
        assertEquals(12, CompressedArrays.checkedSize(3, 4));
        assertEquals(2_147_483_636, CompressedArrays.checkedSize(MAX / 4, 4));
        assertThrows(IllegalStateException.class, () -> CompressedArrays.checkedSize(MAX / 4 + 1, 4));
        assertEquals(MAX - 1, CompressedArrays.checkedSize(MAX / 2, 2));
        assertEquals(MAX, CompressedArrays.checkedSize(MAX, 1), "exactly the limit is written");
        assertThrows(IllegalStateException.class, () -> CompressedArrays.checkedSize(Integer.MAX_VALUE, 2), "2^32 bytes do not wrap");
    }
}
