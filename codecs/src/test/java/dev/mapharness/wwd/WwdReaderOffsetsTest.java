package dev.mapharness.wwd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where the reader looks and where it says it failed: offsets of empty lists are not followed, an offset
 * may point anywhere in the file including its ends, each bad offset or count is reported at its own
 * field in the plane header, and findings carry the numbers they are about.
 */
class WwdReaderOffsetsTest {
    private static final int PLANE = WwdSamples.PLANE_0_AT;

    private static MapFormatException rejected(byte[] file, long offset, String field) {
        MapFormatException e = null;
        for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            e = assertThrows(MapFormatException.class, () -> WwdReader.read(file, mode));
            assertEquals(field, e.field(), e::getMessage);
            assertEquals(offset, e.offset(), e::getMessage);
        }
        return e;
    }

    /** The sample with its plane's image-set and object lists empty. */
    private static WwdLevel emptyLists() {
        WwdPlane p = WwdSamples.plane();
        return WwdSamples.small(false).withPlanes(List.of(new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(),
                p.tileWidth(), p.tileHeight(), p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(),
                p.reserved(), p.tiles(), List.of(), List.of())));
    }

    @Test
    void theOffsetsOfEmptyListsAreNotFollowedAndAreKept() {
        // an empty list's offset points at nothing: any value is read without complaint
        byte[] file = WwdWriter.write(emptyLists());
        WwdSamples.putU32(file, PLANE + 0x88, 0xFFFF_FFF0L);
        WwdSamples.putU32(file, PLANE + 0x8C, 0xFFFF_FFF1L);
        Decoded<WwdLevel> d = WwdReader.read(file, ReadOptions.STRICT);
        assertEquals(emptyLists(), d.model());
        assertEquals(List.of("header.checksum"), d.violations().stream().map(Violation::field).toList());
        // a tile changed in place: the words stay as the file had them
        WwdPlane p = d.model().planes().get(0);
        int[] cells = p.tiles().toArray();
        cells[0] = 9;
        WwdPlane q = new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(),
                dev.mapharness.grid.IntGrid.of(2, 2, cells), p.imageSets(), p.objects());
        byte[] rewritten = WwdWriter.write(d.model().withPlanes(List.of(q)), (WwdSourceLayout) d.layout().orElseThrow());
        assertEquals(file.length, rewritten.length);
        assertEquals(0xFFFF_FFF0L, WwdSamples.u32(rewritten, PLANE + 0x88));
        assertEquals(0xFFFF_FFF1L, WwdSamples.u32(rewritten, PLANE + 0x8C));
        assertEquals(9, WwdSamples.u32(rewritten, WwdSamples.TILES_AT));
    }

    @Test
    void anOffsetOfZeroPointsAtTheHeaderAndOneAtTheEndAtNothing() {
        // tile properties read over the header: its first word is 1524, not 32, and the sections overlap
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, 0x2E4, 0);
        Decoded<WwdLevel> d = WwdReader.read(file, ReadOptions.LENIENT);
        assertTrue(d.violations().stream().anyMatch(v -> v.field().equals("tilePropertiesHeader.size") && v.offset() == 0
                && v.severity() == Severity.ERROR), d.violations()::toString);
        assertTrue(d.violations().stream().anyMatch(v -> v.message().startsWith("1 section overlaps another")),
                d.violations()::toString);
        // the end of the file is a place to seek to; the tile-properties header is then missing
        byte[] end = WwdSamples.smallBytes();
        WwdSamples.putU32(end, 0x2E4, end.length);
        rejected(end, end.length, "tilePropertiesHeader.size");
        WwdSamples.putU32(end, 0x2E4, end.length + 1L);
        rejected(end, 0x2E4, "header.tilePropertiesOffset");
    }

    @Test
    void eachBadOffsetOrCountIsReportedAtItsFieldInThePlaneHeader() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, PLANE + 0x88, file.length + 1L);
        rejected(file, PLANE + 0x88, "planes[0].imageSetsOffset");
        file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, PLANE + 0x7C, 0x7FFF_0000L);
        rejected(file, PLANE + 0x7C, "planes[0].imageSetCount");
        file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, PLANE + 0x8C, file.length + 1L);
        rejected(file, PLANE + 0x8C, "planes[0].objectsOffset");
    }

    @Test
    void anObjectStringMayRunToTheVeryEndOfTheFile() {
        // the object's animation string takes every byte left: read, the sections after it overlapping
        byte[] file = WwdSamples.smallBytes();
        int animationAt = WwdSamples.OBJECTS_AT + 284 + 11;
        WwdSamples.putU32(file, WwdSamples.OBJECTS_AT + 16, file.length - animationAt);
        Decoded<WwdLevel> d = WwdReader.read(file, ReadOptions.LENIENT);
        assertEquals(file.length - animationAt, d.model().planes().get(0).objects().get(0).animation().length());
        // one byte more is past the end
        WwdSamples.putU32(file, WwdSamples.OBJECTS_AT + 16, file.length - animationAt + 1L);
        rejected(file, WwdSamples.OBJECTS_AT + 16, "planes[0].objects[0].animationLength");
    }

    @Test
    void trailingBytesFollowTheLastSectionInTheFileWhicheverItIs() {
        // the image-set list moved to the end of the file, after the tile properties, then three bytes
        byte[] good = WwdSamples.smallBytes();
        byte[] list = Arrays.copyOfRange(good, WwdSamples.IMAGE_SETS_AT, WwdSamples.IMAGE_SETS_AT + 7);
        byte[] file = Arrays.copyOf(good, good.length + 7 + 3);
        System.arraycopy(list, 0, file, good.length, 7);
        file[good.length + 7] = 'x';
        WwdSamples.putU32(file, PLANE + 0x88, good.length);
        Decoded<WwdLevel> d = WwdReader.read(file, ReadOptions.LENIENT);
        assertEquals(Blob.of(new byte[] {'x', 0, 0}), d.model().trailing());
        assertEquals(List.of(RawString.of("ACTION")), d.model().planes().get(0).imageSets());
        assertTrue(d.violations().stream().anyMatch(v -> v.field().equals("trailing") && v.offset() == good.length + 7),
                d.violations()::toString);
        MapFormatException e = assertThrows(MapFormatException.class, () -> WwdReader.read(file, ReadOptions.STRICT));
        assertEquals(good.length + 7, e.offset());
    }

    @Test
    void findingsCarryTheNumbersTheyAreAbout() {
        WwdPlane p = WwdSamples.plane();
        WwdPlane odd = new WwdPlane(p.flags(), p.name(), 130, 120, 64, 64, 100, 100, 0, 0, WwdPlaneReserved.ZERO,
                p.tiles(), p.imageSets(), p.objects());
        Violation v = WwdReader.read(WwdWriter.write(WwdSamples.small(false).withPlanes(List.of(odd))), ReadOptions.STRICT)
                .violations().get(0);
        assertEquals("pixel size 130 × 120 is not tiles × tile size, 128 × 128", v.message());

        byte[] file = WwdSamples.smallBytes();
        long good = WwdSamples.u32(file, 0x2EC);
        file[0x2EC] ^= 1;
        HexFormat hex = HexFormat.of().withUpperCase();
        Violation c = WwdReader.read(file, ReadOptions.STRICT).violations().get(0);
        assertEquals("checksum 0x" + hex.toHexDigits((int) good ^ 1) + " matches no known editor's formula (the seed's gives 0x"
                + hex.toHexDigits((int) good) + "); the games accept it", c.message());
    }

    @Test
    void bytesBetweenTheStreamAndWapMapsMetadataAreNamedSo() {
        byte[] level = WwdWriter.write(WwdSamples.small(true));
        byte[] meta = WwdLayoutTest.wapMapMeta();
        byte[] file = Arrays.copyOf(level, level.length + 3 + meta.length);
        System.arraycopy(meta, 0, file, level.length + 3, meta.length);
        Decoded<WwdLevel> d = WwdReader.read(file, ReadOptions.LENIENT);
        Violation v = d.violations().stream().filter(x -> x.field().equals("afterStream")).findFirst().orElseThrow();
        assertEquals("3 bytes after the zlib stream, before WapMap's metadata, belong to no section (kept)", v.message());
        assertEquals(level.length, v.offset());
        assertEquals(Blob.of(new byte[3]), d.model().afterStream());
        assertArrayEquals(file, WwdWriter.write(d.model()));
        MapFormatException e = assertThrows(MapFormatException.class, () -> WwdReader.read(file, ReadOptions.STRICT));
        assertEquals("3 bytes after the zlib stream, before WapMap's metadata, belong to no section", e.found());
        // with no metadata after them
        byte[] plain = Arrays.copyOf(level, level.length + 2);
        assertEquals("2 bytes after the zlib stream belong to no section",
                assertThrows(MapFormatException.class, () -> WwdReader.read(plain, ReadOptions.STRICT)).found());
    }

    @Test
    void aFailureInsideTheInflatedLevelKeepsWhatWasFoundAndSaysWhere() {
        byte[] plain = WwdSamples.smallBytes();
        WwdSamples.putU32(plain, WwdSamples.PROPERTY_0_AT, 9);
        byte[] stream = WwdMainBlock.deflate(plain, 1524, java.util.zip.Deflater.DEFAULT_COMPRESSION);
        byte[] file = Arrays.copyOf(WwdWriter.write(WwdSamples.small(true)), 1524 + stream.length);
        System.arraycopy(stream, 0, file, 1524, stream.length);
        MapFormatException e = rejected(file, 1524, "tileProperties[0].type");
        assertEquals("9 (at byte " + WwdSamples.PROPERTY_0_AT + " of the decompressed level; the file holds it in the zlib"
                + " stream at 1524)", e.found());
    }

    @Test
    void anEmptyCompressedMainBlockFailsAtItsFirstByte() {
        // no planes, the tile properties at 1524, and a zlib stream of nothing: the failure is at byte 1524 of
        // the inflated level, which the file holds in its stream at 1524
        byte[] file = WwdWriter.write(new WwdLevel(WwdHeader.blank(WwdHeader.FLAG_COMPRESSED), List.of(), List.of(),
                Blob.EMPTY));
        byte[] empty = WwdMainBlock.deflate(new byte[0], 0, java.util.zip.Deflater.DEFAULT_COMPRESSION);
        byte[] cut = Arrays.copyOf(file, 1524 + empty.length);
        System.arraycopy(empty, 0, cut, 1524, empty.length);
        WwdSamples.putU32(cut, 0x2E8, 0);
        MapFormatException e = rejected(cut, 1524, "tilePropertiesHeader.size");
        assertTrue(e.found().endsWith("(at byte 1524 of the decompressed level; the file holds it in the zlib stream at 1524)"),
                e::getMessage);
    }
}
