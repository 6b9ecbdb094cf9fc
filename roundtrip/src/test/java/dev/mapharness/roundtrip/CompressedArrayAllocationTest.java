package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.compress.CompressedArrays;
import dev.mapharness.compress.Compression;
import org.junit.jupiter.api.Test;

/**
 * A claimed array size that passes the ratio bound (LZO may expand 255×) must still not be
 * allocated before the stream produces it: 9 MB of a broken stream may claim almost 2 GiB.
 */
class CompressedArrayAllocationTest {
    private static final long LIMIT = 64L << 20;

    @Test
    void aBrokenStreamAllocatesWhatItDecodesNotWhatItClaims() {
        byte[] zeros = new byte[9 << 20];
        long ints = (Integer.MAX_VALUE - 8) / 4;
        assertTrue(Compression.LZO.maxDecodedSize(zeros.length) >= ints * 4, "the claim must pass the ratio bound");

        long before = AllocationMeter.allocatedBytes();
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readInts(ByteInput.of(zeros), Compression.LZO, ints, "elevation"));
        long allocated = AllocationMeter.allocatedBytes() - before;
        assertEquals("elevation.lzo", e.field());
        assertTrue(allocated < LIMIT, allocated + " bytes allocated for a stream that decodes to nothing");

        before = AllocationMeter.allocatedBytes();
        e = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readShorts(ByteInput.of(zeros), Compression.LZO, ints * 2, "random"));
        allocated = AllocationMeter.allocatedBytes() - before;
        assertEquals("random.lzo", e.field());
        assertTrue(allocated < LIMIT, allocated + " bytes allocated for a stream that decodes to nothing");
    }
}
