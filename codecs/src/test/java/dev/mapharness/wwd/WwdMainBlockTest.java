package dev.mapharness.wwd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.MapFormatException;
import java.util.Arrays;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/**
 * The zlib main block (docs/wwd.md, "Compression"): the level a stream announces, claims at the edges of
 * what deflate can produce, and each way a stream stops early named with what was found.
 */
class WwdMainBlockTest {

    @Test
    void theLevelAStreamAnnouncesIsRewrittenAtTheSameLevel() {
        // FLEVEL, the top two bits of the second byte: 0 fastest, 1 fast, 2 default, 3 best
        assertEquals(1, WwdMainBlock.levelOf(new byte[] {0x78, 0x01}));
        assertEquals(5, WwdMainBlock.levelOf(new byte[] {0x78, 0x5E}));
        assertEquals(6, WwdMainBlock.levelOf(new byte[] {0x78, (byte) 0x9C}));
        assertEquals(9, WwdMainBlock.levelOf(new byte[] {0x78, (byte) 0xDA}));
        // too short to say: zlib's default
        assertEquals(Deflater.DEFAULT_COMPRESSION, WwdMainBlock.levelOf(new byte[] {0x78}));
    }

    private static byte[] compressed() {
        return WwdWriter.write(WwdSamples.small(true));
    }

    private static MapFormatException rejected(byte[] file) {
        return assertThrows(MapFormatException.class, () -> WwdMainBlock.inflate(file, 1524, WwdSamples.u32(file, 0x2E8), 0x2E8));
    }

    @Test
    void aClaimOfAsMuchAsDeflateCanProduceIsTriedAgainstTheStream() {
        byte[] file = compressed();
        long available = file.length - 1524;
        // 1032 bytes per stored byte is possible: the stream itself then says it ends sooner
        WwdSamples.putU32(file, 0x2E8, available * 1032);
        MapFormatException e = rejected(file);
        assertEquals("the length the zlib main block inflates to", e.expected());
        WwdSamples.putU32(file, 0x2E8, available * 1032 + 1);
        assertEquals("at most " + available * 1032 + " bytes (what " + available + " compressed bytes can inflate to;"
                + " deflate expands at most 1032:1)", rejected(file).expected());
        // 256 MiB is the largest main block read; a stream long enough for it is tried
        byte[] big = Arrays.copyOf(compressed(), 1524 + (int) ((256L << 20) / 1032) + 1);
        WwdSamples.putU32(big, 0x2E8, 256L << 20);
        assertEquals("the length the zlib main block inflates to", rejected(big).expected());
        WwdSamples.putU32(big, 0x2E8, (256L << 20) + 1);
        assertEquals("at most " + (256L << 20) + " bytes (what " + (big.length - 1524) + " compressed bytes can inflate"
                + " to; deflate expands at most 1032:1)", rejected(big).expected());
    }

    @Test
    void aStreamCutShortSaysHowMuchItInflated() {
        byte[] whole = compressed();
        byte[] cut = Arrays.copyOf(whole, whole.length - 6);
        MapFormatException e = rejected(cut);
        assertEquals(cut.length, e.offset());
        assertEquals("the rest of the zlib stream (" + WwdSamples.u32(whole, 0x2E8) + " bytes decompressed)", e.expected());
        assertEquals(true, e.found().startsWith("end of file after "), e::getMessage);
        int n = Integer.parseInt(e.found().substring("end of file after ".length(), e.found().indexOf(' ', 18)));
        assertEquals(true, n >= 0 && n <= WwdSamples.u32(whole, 0x2E8), e::getMessage);
    }

    @Test
    void aStreamAskingForAPresetDictionaryIsRefusedWhereItAsks() {
        // 78 BB: FDICT set (and the check bits right), then the dictionary's Adler-32
        byte[] file = Arrays.copyOf(compressed(), 1524 + 40);
        file[1524] = 0x78;
        file[1525] = (byte) 0xBB;
        MapFormatException e = rejected(file);
        assertEquals("a zlib stream without a preset dictionary", e.expected());
        assertEquals(1524 + 6, e.offset());
    }
}
