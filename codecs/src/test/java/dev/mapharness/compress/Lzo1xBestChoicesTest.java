package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.ByteInput;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Choices of the cost-based LZO1X parse ({@link CompressionLevel#BEST}) on small inputs that the
 * pinned streams of {@link EncoderStreamsTest} do not hold, each stream pinned whole: a change to
 * where the match finders look or to what a form costs shows here as a different stream, even where
 * it still decodes.
 */
class Lzo1xBestChoicesTest {

    private static String best(byte[] data) {
        byte[] stream = Lzo1x.encode(data, CompressionLevel.BEST);
        ByteInput in = ByteInput.of(stream);
        assertArrayEquals(data, Lzo1x.decode(in, data.length, "x"));
        assertEquals(stream.length, in.offset());
        return HexFormat.of().formatHex(stream);
    }

    @Test
    void aStretchOpeningTheDataIsNotFoundInTheHashChainsItWasNotFiledIn() {
        // "abcd" three times opens the data: a stretch of period 4, so positions 0..4 (8 bytes or
        // more of it left) are filed in the run chains and 5..11 in the hash chains. "abcdabcX" at
        // 13 is in no stretch (7 bytes repeat at period 4, under 8) and is searched in the hash
        // chains, whose chains end empty: "abc" finds 8 ("abcd", 4 bytes), and the parse takes "a"
        // as a literal and "bcdabc" from 5 (6 bytes, 9 back). Were a chain's end read as position
        // 0, which is in no hash chain, the search would find "abcdabc" there (7 bytes, 13 back)
        // and write D1 01 for it.
        // 15: 4 literals "abcd"; EE 00: 8 bytes from 4 back, then 2 literals " a" (S = 2);
        // A1 01: 6 bytes from 9 back, then 1 literal "X"; 11 00 00: the end
        byte[] data = "abcdabcdabcd abcdabcX".getBytes(StandardCharsets.US_ASCII);
        assertEquals("1561626364" + "ee00" + "2061" + "a101" + "58" + "110000", best(data));
    }

    @Test
    void aThreeByteCopyFrom2049BackAfterExactlyFourLiteralsCostsTwoBytes() {
        // "012" over and over (period 3: no stretch for the run chains; copies from 3 back), with
        // "XYZ" at 8 and "WXY" at 1031 in it, ending in "abcdWXYZ": after a copy of "012"s, "abcd"
        // are 4 literals, "WXY" is 2049 bytes back and "XYZ" 3073. After a run of 4 literals or
        // more, a 3-byte copy from 2049..3072 back has a 2-byte form (0000DDSS HHHHHHHH, distance
        // 2049 + 4H + D), after exactly 4 as well: "WXY" then costs 2 and "Z" rides on its S bits,
        // 3 bytes in all, against 4 for "W" as a fifth literal and "XYZ" from 3073 back (no 2-byte
        // form that far: 21 00 30). Priced at 3, as from farther back, the copy and its literal
        // would tie with that alternative, which the parse prices first and keeps
        // (02 6162636457 210030 instead of 01 61626364 0100 5A).
        byte[] data = new byte[3084];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) ('0' + i % 3);
        }
        System.arraycopy("XYZ".getBytes(StandardCharsets.US_ASCII), 0, data, 3081 - 3073, 3);
        System.arraycopy("WXY".getBytes(StandardCharsets.US_ASCII), 0, data, 3080 - 2049, 3);
        System.arraycopy("abcdWXYZ".getBytes(StandardCharsets.US_ASCII), 0, data, 3076, 8);
        // ...; 01: 4 literals "abcd"; 01 00: "WXY" from 2049 back, then 1 literal "Z"; 11 00 00
        assertEquals("143031328b0058595a540020000000db0900570cff54002000000000000000dd0800"
                + "01" + "61626364" + "0100" + "5a" + "110000", best(data));
    }
}
