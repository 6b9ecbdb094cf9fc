package dev.mapharness.wwd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** What a batch plans for from a WWD's first bytes: the inflated size a compressed level claims, bounded by deflate's ratio. */
class WwdHeadTest {

    private static byte[] head(long signature, int flags, long claimed) {
        byte[] b = new byte[0x2EC];
        WwdSamples.putU32(b, 0, signature);
        WwdSamples.putU32(b, 0x8, flags);
        WwdSamples.putU32(b, 0x2E8, claimed);
        return b;
    }

    @Test
    void aCompressedLevelIsAsLargeAsItsClaimedDecompressedSize() {
        // a claim past 2^24 uses every byte of the u32
        assertEquals(0x0102_0304L, WwdHead.decodedSize(head(1524, WwdHeader.FLAG_COMPRESSED, 0x0102_0304L), 100_000));
        // other flag bits do not matter
        assertEquals(5000, WwdHead.decodedSize(head(1524, WwdHeader.FLAG_COMPRESSED | WwdHeader.FLAG_USE_Z, 5000), 2000));
        // never less than the file itself
        assertEquals(2000, WwdHead.decodedSize(head(1524, WwdHeader.FLAG_COMPRESSED, 10), 2000));
    }

    @Test
    void aClaimNoStreamCanReachCountsAsWhatTheStreamCouldInflateTo() {
        // deflate makes at most 1032 bytes of one: a 4 GB claim in a 1000-byte file is 1 032 000 bytes
        assertEquals(1_032_000, WwdHead.decodedSize(head(1524, WwdHeader.FLAG_COMPRESSED, 0xFFFF_FFFFL), 1000));
        assertEquals(1_032_000, WwdHead.decodedSize(head(1524, WwdHeader.FLAG_COMPRESSED, 1_032_000), 1000));
    }

    @Test
    void anythingElseIsAsLargeAsTheFile() {
        // not compressed, no WWD signature, or too few bytes to hold the claim
        assertEquals(3000, WwdHead.decodedSize(head(1524, 0, 90_000), 3000));
        assertEquals(3000, WwdHead.decodedSize(head(1525, WwdHeader.FLAG_COMPRESSED, 90_000), 3000));
        assertEquals(3000, WwdHead.decodedSize(head(1524 + 0x100, WwdHeader.FLAG_COMPRESSED, 90_000), 3000));
        byte[] full = head(1524, WwdHeader.FLAG_COMPRESSED, 90_000);
        assertEquals(3000, WwdHead.decodedSize(Arrays.copyOf(full, 0x2EB), 3000));
        assertEquals(90_000, WwdHead.decodedSize(full, 3000));
        assertEquals(0, WwdHead.decodedSize(new byte[0], 0));
    }
}
