package dev.mapharness.wwd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.ReadOptions;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Inputs built to break readers: each must end in one MapFormatException naming the offset and field. */
class WwdHostileInputTest {

    private static MapFormatException rejected(byte[] file, long offset, String field) {
        MapFormatException e = null;
        for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            e = assertThrows(MapFormatException.class, () -> WwdReader.read(file, mode));
            assertEquals(field, e.field(), e::getMessage);
            assertEquals(offset, e.offset(), e::getMessage);
        }
        return e;
    }

    private static byte[] compressed() {
        return WwdWriter.write(WwdSamples.small(true));
    }

    @Test
    void emptyAndShortFiles() {
        rejected(new byte[0], 0, "header.signature");
        byte[] head = Arrays.copyOf(WwdSamples.smallBytes(), 1000);
        MapFormatException e = rejected(head, 4, "header");
        assertTrue(e.expected().contains("1520"), e::getMessage);
    }

    @Test
    void wrongSignature() {
        byte[] file = WwdSamples.smallBytes();
        file[0] = 0x20;
        rejected(file, 0, "header.signature");
    }

    @Test
    void zlibStreamCutInHalf() {
        byte[] whole = compressed();
        byte[] cut = Arrays.copyOf(whole, 1524 + (whole.length - 1524) / 2);
        MapFormatException e = rejected(cut, cut.length, "mainBlock");
        assertTrue(e.found().contains("end of file"), e::getMessage);
    }

    @Test
    void zlibStreamWithNoDataAtAll() {
        // no compressed byte can inflate to the 590 bytes claimed
        rejected(Arrays.copyOf(compressed(), 1524), 0x2E8, "header.decompressedMainBlockSize");
    }

    @Test
    void zlibStreamCutAfterItsHeader() {
        rejected(Arrays.copyOf(compressed(), 1526), 1526, "mainBlock");
    }

    @Test
    void decompressedSizeSmallerThanTheStream() {
        byte[] file = compressed();
        long real = WwdSamples.u32(file, 0x2E8);
        WwdSamples.putU32(file, 0x2E8, real - 1);
        MapFormatException e = rejected(file, 0x2E8, "header.decompressedMainBlockSize");
        assertTrue(e.found().contains("more"), e::getMessage);
    }

    @Test
    void decompressedSizeLargerThanTheStream() {
        byte[] file = compressed();
        long real = WwdSamples.u32(file, 0x2E8);
        WwdSamples.putU32(file, 0x2E8, real + 1);
        MapFormatException e = rejected(file, 0x2E8, "header.decompressedMainBlockSize");
        assertTrue(e.found().contains("ends after " + real + " bytes"), e::getMessage);
    }

    @Test
    void decompressedSizeNoStreamCanReach() {
        // 4 GB from a few hundred compressed bytes: refused before anything is allocated
        byte[] file = compressed();
        WwdSamples.putU32(file, 0x2E8, 0xFFFF_FFF0L);
        MapFormatException e = rejected(file, 0x2E8, "header.decompressedMainBlockSize");
        assertTrue(e.expected().contains("1032:1"), e::getMessage);
    }

    /** A zlib bomb: 400 KB could inflate to 400 MB at 1032:1, more than any level and than a 2 GB heap holds twice. */
    @Test
    void decompressedSizePastTheLargestLevel() {
        byte[] file = java.util.Arrays.copyOf(compressed(), 400_000);
        WwdSamples.putU32(file, 0x2E8, 400L << 20);
        MapFormatException e = rejected(file, 0x2E8, "header.decompressedMainBlockSize");
        assertTrue(e.expected().contains("at most " + (256L << 20)), e::getMessage);
    }

    @Test
    void corruptZlibHeader() {
        byte[] file = compressed();
        file[1524] = 0x12;
        // zlib checks its two header bytes once it has both
        MapFormatException e = rejected(file, 1526, "mainBlock");
        assertTrue(e.expected().contains("zlib"), e::getMessage);
    }

    @Test
    void bytesAfterTheZlibStreamAreRefusedStrictAndKeptLenient() {
        byte[] whole = compressed();
        byte[] file = Arrays.copyOf(whole, whole.length + 3);
        file[whole.length] = 'x';
        MapFormatException e = assertThrows(MapFormatException.class, () -> WwdReader.read(file, ReadOptions.STRICT));
        assertEquals("afterStream", e.field(), e::getMessage);
        assertEquals(whole.length, e.offset(), e::getMessage);
        var lenient = WwdReader.read(file, ReadOptions.LENIENT);
        assertEquals(dev.mapharness.bytes.Blob.of(new byte[] {'x', 0, 0}), lenient.model().afterStream());
        assertTrue(lenient.violations().stream().anyMatch(v -> v.field().equals("afterStream")
                && v.offset() == whole.length && v.severity() == dev.mapharness.format.Severity.WARNING),
                lenient.violations()::toString);
        // kept in the model, so even a canonical rewrite drops nothing
        assertTrue(Arrays.equals(file, WwdWriter.write(lenient.model())));
    }

    @Test
    void planesOffsetOutsideTheFile() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, 0x2E0, 0xFFFF_FF00L);
        rejected(file, 0x2E0, "header.planesOffset");
    }

    @Test
    void tilesOffsetOutsideTheFile() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, WwdSamples.PLANE_0_AT + 0x84, file.length + 1L);
        rejected(file, WwdSamples.PLANE_0_AT + 0x84, "planes[0].tilesOffset");
    }

    @Test
    void tileCountProductOverflowsInt() {
        byte[] file = WwdSamples.smallBytes();
        // 65536 × 65536 = 2^32: 0 as an int product
        WwdSamples.putU32(file, WwdSamples.PLANE_0_AT + 0x60, 65536);
        WwdSamples.putU32(file, WwdSamples.PLANE_0_AT + 0x64, 65536);
        rejected(file, WwdSamples.PLANE_0_AT + 0x60, "planes[0].tilesWide × tilesHigh");
    }

    @Test
    void negativeTileCount() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, WwdSamples.PLANE_0_AT + 0x64, 0xFFFF_FFFFL);
        rejected(file, WwdSamples.PLANE_0_AT + 0x60, "planes[0].tilesWide × tilesHigh");
    }

    @Test
    void planeCountOfAllOnes() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, 0x2DC, 0xFFFF_FFFFL);
        rejected(file, 0x2DC, "header.planeCount");
    }

    @Test
    void objectCountPastTheFile() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, WwdSamples.PLANE_0_AT + 0x80, 0x1000_0000L);
        rejected(file, WwdSamples.PLANE_0_AT + 0x80, "planes[0].objectCount");
    }

    @Test
    void objectStringLengthOfFourGigabytes() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, WwdSamples.OBJECTS_AT + 4, 0xFFFF_FFFFL);
        MapFormatException e = rejected(file, WwdSamples.OBJECTS_AT + 4, "planes[0].objects[0].nameLength");
        assertEquals("4294967295", e.found());
    }

    @Test
    void laterObjectStringLengthPastTheEnd() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, WwdSamples.OBJECTS_AT + 16, 0x7FFF_FFFFL);
        rejected(file, WwdSamples.OBJECTS_AT + 16, "planes[0].objects[0].animationLength");
    }

    @Test
    void maskTileLargerThanTheFile() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, WwdSamples.PROPERTY_2_AT + 8, 0x10000);
        WwdSamples.putU32(file, WwdSamples.PROPERTY_2_AT + 12, 0x10000);
        MapFormatException e = rejected(file, WwdSamples.PROPERTY_2_AT + 8, "tileProperties[2].width × height");
        assertTrue(e.found().contains("4294967296"), e::getMessage);
    }

    /** 0xFFFF0000² passes 2^63: a wrapped, negative product would pass the size check and read 0 bytes. */
    @Test
    void maskSidesWhoseProductPassesALong() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, WwdSamples.PROPERTY_2_AT + 8, 0xFFFF0000L);
        WwdSamples.putU32(file, WwdSamples.PROPERTY_2_AT + 12, 0xFFFF0000L);
        MapFormatException e = rejected(file, WwdSamples.PROPERTY_2_AT + 8, "tileProperties[2].width × height");
        assertTrue(e.found().contains("more than 2^63"), e::getMessage);
    }

    @Test
    void unknownTileType() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, WwdSamples.PROPERTY_0_AT, 4);
        MapFormatException e = rejected(file, WwdSamples.PROPERTY_0_AT, "tileProperties[0].type");
        assertEquals("4", e.found());
    }

    @Test
    void tilePropertyCountPastTheFile() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, WwdSamples.TILE_PROPERTIES_AT + 8, 1000);
        rejected(file, WwdSamples.TILE_PROPERTIES_AT + 8, "tilePropertiesHeader.count");
    }

    @Test
    void imageSetNameWithNoNul() {
        byte[] file = Arrays.copyOf(WwdSamples.smallBytes(), WwdSamples.IMAGE_SETS_AT + 6);
        // the tile properties now lie past the end, but the image set is read first
        rejected(file, WwdSamples.IMAGE_SETS_AT, "planes[0].imageSets[0]");
    }

    @Test
    void failureInsideACompressedMainBlockPointsAtTheStream() {
        // the uncompressed level with an unknown tile type, stored compressed
        byte[] plain = WwdSamples.smallBytes();
        WwdSamples.putU32(plain, WwdSamples.PROPERTY_0_AT, 9);
        WwdLevel level = WwdReader.read(WwdWriter.write(WwdSamples.small(true)), ReadOptions.LENIENT).model();
        byte[] stream = WwdMainBlock.deflate(plain, 1524, java.util.zip.Deflater.DEFAULT_COMPRESSION);
        byte[] file = Arrays.copyOf(WwdWriter.write(level), 1524 + stream.length);
        System.arraycopy(stream, 0, file, 1524, stream.length);
        MapFormatException e = rejected(file, 1524, "tileProperties[0].type");
        assertTrue(e.found().contains("at byte " + WwdSamples.PROPERTY_0_AT + " of the decompressed level"), e::getMessage);
        // header fields keep their offsets
        WwdSamples.putU32(file, 0x2E0, 0xFFFF_FF00L);
        rejected(file, 0x2E0, "header.planesOffset");
    }
}
