package dev.mapharness.compress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.Generate;

/** What a decode allocates: the claim up front only when the input justifies it, otherwise what the stream produces. */
class DecodeTargetTest {

    @Test
    void claimsUpToFourTimesTheInputOr64KiBAreAllocatedUpFront() {
        assertEquals(1000, DecodeTarget.eagerSize(1000, 10));
        assertEquals(1 << 16, DecodeTarget.eagerSize(1 << 30, 10));
        assertEquals(4_000_000, DecodeTarget.eagerSize(4_000_000, 1_000_000));
        assertEquals(4_000_000, DecodeTarget.eagerSize(Integer.MAX_VALUE - 8, 1_000_000));
    }

    /** 'a', then 100 000 bytes at distance 1, then the end marker: a stream of 400 bytes that ends early. */
    private static byte[] shortLzoStreamWithTail(int tail) {
        return StreamBytes.of(0x12, 'a', 0x20).extension(100_000 - 33).add(0, 0)
                .add(0x11, 0, 0).add(new byte[tail]).bytes();
    }

    @Test
    void aStreamThatEndsEarlyAllocatesWhatItDecodedNotItsClaim() {
        byte[] input = shortLzoStreamWithTail(8000);
        int claim = (int) Lzo1x.maxDecodedSize(input.length) & ~3;
        assertTrue(claim > 2_000_000, "the claim passes the ratio bound: " + claim);
        // 64 KiB up front (the input justifies no more), then one sixteenfold step: 1 MiB, half the claim
        long bound = 16L * 65536;

        DecodedBytes bytes = new DecodedBytes(claim, input.length, false);
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> Lzo1x.decodeInto(ByteInput.of(input), bytes, "x"));
        assertTrue(e.found().contains("the end marker after 100001 bytes"), e.found());
        assertEquals(bound, bytes.bytes().length, "100001 decoded");

        DecodedInts ints = new DecodedInts(claim, input.length, Compression.LZO.reach, false);
        assertThrows(MapFormatException.class, () -> Lzo1x.decodeInto(ByteInput.of(input), ints, "x"));
        assertTrue(4L * ints.values().length <= bound && ints.window.length < 150_000,
                ints.values().length + " ints and a window of " + ints.window.length + " for 100001 decoded");

        DecodedShorts shorts = new DecodedShorts(claim, input.length, Compression.LZO.reach, false);
        assertThrows(MapFormatException.class, () -> Lzo1x.decodeInto(ByteInput.of(input), shorts, "x"));
        assertTrue(2L * shorts.values().length <= bound, shorts.values().length + " shorts for 100001 decoded");
    }

    @Test
    void aScanCountsWhatTheInstructionsProduceUpToTheEndMarkerOrEnough() {
        byte[] input = shortLzoStreamWithTail(8000);
        assertEquals(100_001, Lzo1xDecoder.scan(ByteInput.of(input), Long.MAX_VALUE));
        assertEquals(1, Lzo1xDecoder.scan(ByteInput.of(input), 1), "stops once it has seen enough");
        for (int cut = 0; cut < 12; cut++) {
            // a cut inside the copy or its extension: only what was seen whole counts
            long seen = Lzo1xDecoder.scan(ByteInput.of(Arrays.copyOf(input, cut)), Long.MAX_VALUE);
            assertTrue(seen == 0 || seen == 1 || seen == 100_001, cut + ": " + seen);
        }
        // a claim the stream's first instructions back is allocated whole; an unbacked one is not
        int claim = 100_001;
        assertEquals(claim, DecodeTarget.eagerSize(claim, 400, DecodeTarget.scanEnough(claim)));
        assertEquals(DecodeTarget.eagerSize(claim, 400), DecodeTarget.eagerSize(claim, 400, 1));
        assertEquals(claim, new DecodedBytes(claim, 400, 100_001, false).window.length);
        // the least count that does: a sixteenth of the claim, rounded up
        assertEquals(6250, DecodeTarget.scanEnough(100_000));
        assertEquals(100_000, DecodeTarget.eagerSize(100_000, 400, 6250));
        assertTrue(DecodeTarget.eagerSize(100_000, 400, 6249) < 100_000);
        assertEquals(6251, DecodeTarget.scanEnough(100_001));
    }

    @Test
    void aScanOfAnyStreamOfBothEncodersCountsItsDecodedSize() {
        qt().withExamples(40).withFixedSeed(0x5CA9L).forAll(DecodeInputs.inputs()).checkAssert(input -> {
            byte[] data = input.bytes();
            assertEquals(data.length, Lzo1xDecoder.scan(ByteInput.of(Lzo1x.encode(data)), Long.MAX_VALUE), input.toString());
            assertEquals(data.length, Lzo1xDecoder.scan(ByteInput.of(Lzo1xFastPathTest.airCompress(data)), Long.MAX_VALUE),
                    input.toString());
        });
    }

    @Test
    void anLzssScanCountsLiteralsAndReferenceLengths() {
        // flags 0b0000_0101: literal, reference of 18, literal, then five references of 3
        byte[] stream = StreamBytes.of(0x05, 'a', 0x01, 0x0F, 'b', 1, 0, 1, 0, 1, 0, 1, 0, 1, 0).bytes();
        assertEquals(1 + 18 + 1 + 5 * 3, BisLzssDecoder.scan(ByteInput.of(stream), Long.MAX_VALUE));
        assertEquals(1 + 18, BisLzssDecoder.scan(ByteInput.of(Arrays.copyOf(stream, 4)), Long.MAX_VALUE));
        assertEquals(1 + 18 + 1, BisLzssDecoder.scan(ByteInput.of(Arrays.copyOf(stream, 6)), Long.MAX_VALUE), "half a reference");
        byte[] twice = StreamBytes.of().add(stream).add(stream).bytes();
        assertEquals(70, BisLzssDecoder.scan(ByteInput.of(twice), Long.MAX_VALUE));
        assertEquals(35, BisLzssDecoder.scan(ByteInput.of(twice), 1), "stops after the group where it has seen enough");
        qt().withExamples(40).withFixedSeed(0x5CABL).forAll(DecodeInputs.inputs()).checkAssert(input -> {
            byte[] data = input.bytes();
            byte[] lzss = BisLzss.encode(data);
            // the stream without its checksum produces exactly the data
            byte[] body = Arrays.copyOf(lzss, lzss.length - 4);
            assertTrue(BisLzssDecoder.scan(ByteInput.of(body), Long.MAX_VALUE) >= data.length, input.toString());
            assertEquals(data.length, BisLzss.decode(ByteInput.of(lzss), data.length, "x").length, input.toString());
        });
    }

    @Test
    void aScanOfAnyBytesEnds() {
        qt().withExamples(300).withFixedSeed(0x5CAAL).forAll(Generate.byteArrays(Generate.range(0, 300), Generate.bytes(
                Byte.MIN_VALUE, Byte.MAX_VALUE, (byte) 0))).checkAssert(bytes -> {
                    long seen = Lzo1xDecoder.scan(ByteInput.of(bytes), Long.MAX_VALUE);
                    assertTrue(seen >= 0 && seen <= 255L * 255 * (bytes.length + 1), seen + " from " + bytes.length);
                    long lzss = BisLzssDecoder.scan(ByteInput.of(bytes), Long.MAX_VALUE);
                    assertTrue(lzss >= 0 && lzss <= 18L * bytes.length, lzss + " from " + bytes.length);
                });
    }

    @Test
    void anLzssStreamThatFailsAllocatesWhatItDecoded() {
        // 600 groups of 8 longest references (86 400 bytes), then zeros: a reference of distance 0
        StreamBytes s = new StreamBytes();
        for (int g = 0; g < 600; g++) {
            s.add(0x00);
            for (int k = 0; k < 8; k++) {
                s.add(0x01, 0x0F);
            }
        }
        byte[] input = s.add(new byte[30_000]).bytes();
        int claim = (int) BisLzss.maxDecodedSize(input.length);
        DecodedBytes bytes = new DecodedBytes(claim, input.length, true);
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> BisLzss.decodeInto(ByteInput.of(input), bytes, "x"));
        assertEquals("x.lzss", e.field());
        assertEquals(600 * 17 + 1, e.offset());
        assertTrue(bytes.bytes().length < claim, bytes.bytes().length + " of a claim of " + claim);
        assertEquals(DecodeTarget.eagerSize(claim, input.length), bytes.bytes().length, "no growth past 86 400 bytes");
    }

    @Test
    void aWindowKeepsTheFarthestReachWhenItMoves() {
        // literals of the whole window, then a copy from the farthest LZO distance after the window has moved
        byte[] lits = StreamBytes.pattern(200_000);
        byte[] stream = StreamBytes.of(0x00).extension(lits.length - 18).add(lits)
                .add(0x18).extension(100 - 9).add(0xFC, 0xFF).add(0x11, 0, 0).bytes();
        byte[] expected = Arrays.copyOf(lits, 200_100);
        for (int k = 0; k < 100; k++) {
            expected[200_000 + k] = expected[200_000 + k - Lzo1x.M4_MAX_DISTANCE];
        }
        assertEquals(0, expected.length % 4);
        assertTrue(new DecodedInts(expected.length, stream.length, Compression.LZO.reach, false).window.length < 200_000);
        assertTrue(Arrays.equals(expected, DecodeInputs.viaInts(Compression.LZO, stream, expected.length)));
    }

    /** 200 000 literals, then {@code rest}: decoded as ints, the window has moved on before {@code rest}. */
    private static MapFormatException lzoIntsFailure(int claim, int... rest) {
        byte[] lits = StreamBytes.pattern(200_000);
        byte[] stream = StreamBytes.of(0x00).extension(lits.length - 18).add(lits).add(rest).bytes();
        return assertThrows(MapFormatException.class,
                () -> CompressedArrays.readInts(ByteInput.of(stream), Compression.LZO, claim / 4, "x"));
    }

    @Test
    void failuresAfterTheWindowMovedCountEveryDecodedByte() {
        // a copy of 5 bytes at distance 1 where 4 are owed
        MapFormatException overrun = lzoIntsFailure(200_004, 0x80, 0x00);
        assertEquals("an instruction producing 5 bytes after 200000 (only 4 left)", overrun.found());
        // the run's opcode, 784 zero bytes and 62 (18 + 784 × 255 + 62 = 200 000), the literals
        int afterLiterals = 1 + 785 + 200_000;
        assertEquals(afterLiterals, overrun.offset());
        // the same with input after it, so that the copy is not the input's last instruction
        MapFormatException followed = lzoIntsFailure(200_004, 0x80, 0x00, 0x01, 'a', 'b', 'c', 'd', 0x11, 0x00, 0x00, 0, 0, 0, 0);
        assertEquals(overrun.found(), followed.found());
        assertEquals(afterLiterals, followed.offset());
        // a copy that fits, then trailing literals that do not
        MapFormatException trailing = lzoIntsFailure(200_004, 0x43, 0x00, 'a', 'b', 'c');
        assertEquals("an instruction producing 3 bytes after 200003 (only 1 left)", trailing.found());
        MapFormatException early = lzoIntsFailure(200_004, 0x11, 0x00, 0x00);
        assertEquals("the end marker after 200000 bytes", early.found());
        MapFormatException missing = lzoIntsFailure(200_000, 0x60, 0x00);
        assertEquals("the end marker 11 00 00 after all 200000 bytes", missing.expected());
        MapFormatException cut = lzoIntsFailure(200_004);
        assertEquals("1 more byte of LZO stream (200000 of 200004 bytes decoded)", cut.expected());
        assertEquals(afterLiterals, cut.offset());

        // LZSS: 100 000 literals in groups of 8, then the input ends
        StreamBytes s = new StreamBytes();
        byte[] lits = StreamBytes.pattern(100_000);
        for (int i = 0; i < lits.length; i += 8) {
            s.add(0xFF).add(Arrays.copyOfRange(lits, i, i + 8));
        }
        byte[] stream = s.bytes();
        MapFormatException lzss = assertThrows(MapFormatException.class,
                () -> CompressedArrays.readInts(ByteInput.of(stream), Compression.LZSS, 100_004 / 4, "x"));
        assertEquals("more LZSS stream (100000 of 100004 bytes decoded)", lzss.expected());
        assertEquals("end of input", lzss.found());
        assertEquals(stream.length, lzss.offset());
        assertEquals("x.lzss", lzss.field());
    }

    /** 'a', then copies at distance 1 of {@code lengths}, then the end marker and 8000 bytes: a stream that ends early. */
    private static byte[] copiesThenEarlyEnd(int[] lengths, int literals) {
        StreamBytes s = StreamBytes.of(0x12, 'a');
        for (int length : lengths) {
            s.add(0x20).extension(length - 33).add(0, 0);
        }
        if (literals > 0) {
            s.add(0x00).extension(literals - 18).add(new byte[literals]);
        }
        return s.add(0x11, 0, 0).add(new byte[8000]).bytes();
    }

    private static int grownTo(int[] copies, int literals) {
        byte[] input = copiesThenEarlyEnd(copies, literals);
        DecodedBytes bytes = new DecodedBytes((int) Lzo1x.maxDecodedSize(input.length), input.length, false);
        MapFormatException e = assertThrows(MapFormatException.class, () -> Lzo1x.decodeInto(ByteInput.of(input), bytes, "x"));
        assertTrue(e.found().startsWith("the end marker after "), e.found());
        return bytes.bytes().length;
    }

    @Test
    void anOutputGrowsSixteenfoldOrToWhatOneInstructionNeeds() {
        // 64 KiB up front; a copy of 2 000 000 needs more than sixteen times that at once
        assertEquals(2_000_001, grownTo(new int[] {2_000_000}, 0));
        // a run of literals that exactly fills the window needs no more
        assertEquals(65_536, grownTo(new int[] {65_435}, 100));
        // one that does not fit grows it sixteenfold, though most of the run would have fit (the
        // 18 400 bytes of input justify 4 times as much up front)
        int upFront = 4 * copiesThenEarlyEnd(new int[] {70_000}, 10_000).length;
        assertTrue(upFront > 70_001 && upFront < 80_001, upFront + " bytes up front");
        assertEquals(16 * upFront, grownTo(new int[] {70_000}, 10_000));
    }

    @Test
    void anOutputThatGrowsKeepsWhatWasDecodedBeforeIt() {
        // allocated without a scan: 64 KiB, grown for the copy, which repeats the first byte
        byte[] stream = StreamBytes.of(0x12, 'a', 0x20).extension(200_000 - 33).add(0, 0).add(0x11, 0, 0).bytes();
        DecodedBytes bytes = new DecodedBytes(200_001, stream.length, false);
        assertEquals(65_536, bytes.window.length);
        Lzo1x.decodeInto(ByteInput.of(stream), bytes, "x");
        byte[] expected = new byte[200_001];
        Arrays.fill(expected, (byte) 'a');
        assertTrue(Arrays.equals(expected, bytes.bytes()));
    }

    @Test
    void aWindowHoldsTheFarthestReachTwiceOverOr64KiBMore() {
        int claim = 1 << 22;
        assertEquals(3 * Compression.LZO.reach, new DecodedInts(claim, 100, Compression.LZO.reach, false).window.length);
        assertEquals(Compression.LZSS.reach + (1 << 16), new DecodedShorts(claim, 100, Compression.LZSS.reach, false).window.length);
        assertEquals(1000, new DecodedInts(1000, 100, Compression.LZO.reach, false).window.length);
    }

    @Test
    void elementsThatExactlyFillTheirArrayLeaveItAsItIs() {
        // 'a' and a copy of 65 535: 64 KiB, which fits the window (3 × the reach); then a copy of
        // 90 000 that does not, so the window hands on those 64 KiB (16 384 ints, 32 768 shorts),
        // exactly what the arrays hold up front; the stream then ends early
        byte[] input = copiesThenEarlyEnd(new int[] {65_535, 90_000}, 0);
        int claim = (int) Lzo1x.maxDecodedSize(input.length) & ~3;
        DecodedInts ints = new DecodedInts(claim, input.length, Compression.LZO.reach, false);
        assertThrows(MapFormatException.class, () -> Lzo1x.decodeInto(ByteInput.of(input), ints, "x"));
        assertEquals(16_384, ints.values().length);
        DecodedShorts shorts = new DecodedShorts(claim, input.length, Compression.LZO.reach, false);
        assertThrows(MapFormatException.class, () -> Lzo1x.decodeInto(ByteInput.of(input), shorts, "x"));
        assertEquals(32_768, shorts.values().length);
    }
}
