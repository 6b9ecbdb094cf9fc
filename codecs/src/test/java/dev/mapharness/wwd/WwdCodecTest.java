package dev.mapharness.wwd;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.diff.Comparison;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violation;
import dev.mapharness.grid.IntGrid;
import java.util.Arrays;
import java.util.List;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Test;

class WwdCodecTest {

    private static Decoded<WwdLevel> strict(byte[] file) {
        return WwdReader.read(file, ReadOptions.STRICT);
    }

    private static Violation only(Decoded<WwdLevel> d) {
        assertEquals(1, d.violations().size(), () -> d.violations().toString());
        return d.violations().get(0);
    }

    @Test
    void smallLevelHasTheDocumentedLayoutAndRoundTrips() {
        byte[] file = WwdSamples.smallBytes();
        assertEquals(WwdSamples.END, file.length);
        assertEquals(1524, WwdSamples.u32(file, 0));
        assertEquals(1, WwdSamples.u32(file, 0x2DC));
        assertEquals(1524, WwdSamples.u32(file, 0x2E0));
        assertEquals(WwdSamples.TILE_PROPERTIES_AT, WwdSamples.u32(file, 0x2E4));
        assertEquals(0, WwdSamples.u32(file, 0x2E8));
        assertEquals(WwdSamples.TILES_AT, WwdSamples.u32(file, WwdSamples.PLANE_0_AT + 0x84));
        assertEquals(WwdSamples.IMAGE_SETS_AT, WwdSamples.u32(file, WwdSamples.PLANE_0_AT + 0x88));
        assertEquals(WwdSamples.OBJECTS_AT, WwdSamples.u32(file, WwdSamples.PLANE_0_AT + 0x8C));
        assertEquals(0xEEEE_EEEEL, WwdSamples.u32(file, WwdSamples.TILES_AT + 12));

        Decoded<WwdLevel> d = strict(file);
        assertTrue(d.conforms(), () -> d.violations().toString());
        assertEquals(WwdSamples.small(false), d.model());
        assertArrayEquals(file, WwdWriter.write(d.model()));
        assertEquals(Format.WWD, Formats.detect(file).orElseThrow().format());
        assertEquals(WwdSamples.small(false), Codecs.read(file, ReadOptions.STRICT).model());
    }

    @Test
    void compressedLevelIsAZlibStreamOfTheUncompressedMainBlock() throws Exception {
        byte[] plain = WwdWriter.write(WwdSamples.small(false));
        byte[] file = WwdWriter.write(WwdSamples.small(true));
        assertEquals(0x78, file[1524] & 0xFF, "zlib header");
        assertEquals(plain.length - 1524, WwdSamples.u32(file, 0x2E8));
        Inflater inflater = new Inflater();
        inflater.setInput(file, 1524, file.length - 1524);
        byte[] main = new byte[plain.length - 1524];
        assertEquals(main.length, inflater.inflate(main));
        assertTrue(inflater.finished());
        inflater.end();
        assertArrayEquals(Arrays.copyOfRange(plain, 1524, plain.length), main);

        Decoded<WwdLevel> d = strict(file);
        assertTrue(d.conforms(), () -> d.violations().toString());
        assertEquals(WwdSamples.small(true), d.model());
        assertTrue(d.model().compressed());
        assertFalse(WwdCodec.INSTANCE.uniqueEncoding(d.model()));
        assertTrue(WwdCodec.INSTANCE.uniqueEncoding(WwdSamples.small(false)));
    }

    @Test
    void checksumWorkedExamples() {
        // uncompressed main block 05 07 09, N = 3: -3 + (7 - 1) + (9 - 2) = 10; byte 0 is skipped
        assertEquals(10, WwdChecksum.compute(new byte[] {5, 7, 9}, 0, 3, null));
        // compressed: add the decompressed block's byte at index N = 3 (0x20): 10 + 32 = 42
        assertEquals(42, WwdChecksum.compute(new byte[] {5, 7, 9}, 0, 3, new byte[] {1, 1, 1, 0x20, 1}));
        // index N past the decompressed block: the term is 0
        assertEquals(10, WwdChecksum.compute(new byte[] {5, 7, 9}, 0, 3, new byte[] {1, 1, 1}));
        // bytes are unsigned: -2 + (0xFF - 1) = 252
        assertEquals(252, WwdChecksum.compute(new byte[] {0, (byte) 0xFF}, 0, 2, null));
        // empty main block: -0
        assertEquals(0, WwdChecksum.compute(new byte[0], 0, 0, null));
    }

    @Test
    void writtenChecksumsFollowTheFormula() {
        byte[] plain = WwdSamples.smallBytes();
        int n = plain.length - 1524;
        int expected = -n;
        for (int o = 1; o < n; o++) {
            expected += (plain[1524 + o] & 0xFF) - o;
        }
        assertEquals(Integer.toUnsignedLong(expected), WwdSamples.u32(plain, 0x2EC));

        byte[] packed = WwdWriter.write(WwdSamples.small(true));
        int m = packed.length - 1524;
        int withTerm = -m;
        for (int o = 1; o < m; o++) {
            withTerm += (packed[1524 + o] & 0xFF) - o;
        }
        if (m < n) {
            withTerm += plain[1524 + m] & 0xFF;
        }
        assertEquals(Integer.toUnsignedLong(withTerm), WwdSamples.u32(packed, 0x2EC));
    }

    @Test
    void checksumMismatchIsAViolationNotAFailure() {
        byte[] file = WwdSamples.smallBytes();
        file[0x2EC] ^= 1;
        Decoded<WwdLevel> d = strict(file);
        Violation v = only(d);
        assertEquals(0x2EC, v.offset());
        assertEquals("header.checksum", v.field());
        assertEquals(WwdSamples.small(false), d.model());
        assertArrayEquals(WwdSamples.smallBytes(), WwdWriter.write(d.model()));
    }

    @Test
    void trailingBytesAreRefusedStrictAndKeptLenient() {
        byte[] good = WwdSamples.smallBytes();
        byte[] file = Arrays.copyOf(good, good.length + 3);
        file[good.length] = 'x';
        MapFormatException e = assertThrows(MapFormatException.class, () -> strict(file));
        assertEquals(good.length, e.offset());
        assertEquals("trailing", e.field());

        Decoded<WwdLevel> d = WwdReader.read(file, ReadOptions.LENIENT);
        assertEquals(Blob.of(new byte[] {'x', 0, 0}), d.model().trailing());
        // the checksum covers the trailing bytes too; it is stale here, so two violations
        assertTrue(d.violations().stream().anyMatch(v -> v.field().equals("trailing") && v.offset() == good.length),
                () -> d.violations().toString());
        byte[] rewritten = WwdWriter.write(d.model());
        // the same bytes with the checksum made right
        assertArrayEquals(withChecksumOf(file, rewritten), rewritten);
        assertEquals("trailing", only(WwdReader.read(rewritten, ReadOptions.LENIENT)).field());
    }

    private static byte[] withChecksumOf(byte[] good, byte[] from) {
        byte[] b = good.clone();
        System.arraycopy(from, 0x2EC, b, 0x2EC, 4);
        return b;
    }

    @Test
    void decompressedSizeInAnUncompressedLevelIsAViolation() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, 0x2E8, 99);
        Violation v = only(strict(file));
        assertEquals(0x2E8, v.offset());
        assertEquals("header.decompressedMainBlockSize", v.field());
    }

    @Test
    void planeHeaderAndTilePropertiesHeaderSizes() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, WwdSamples.PLANE_0_AT, 164);
        WwdSamples.putU32(file, WwdSamples.TILE_PROPERTIES_AT, 36);
        List<Violation> vs = WwdReader.read(file, ReadOptions.STRICT).violations();
        assertTrue(vs.stream().anyMatch(v -> v.field().equals("planes[0].blockSize") && v.offset() == WwdSamples.PLANE_0_AT), vs::toString);
        assertTrue(vs.stream().anyMatch(v -> v.field().equals("tilePropertiesHeader.size")
                && v.offset() == WwdSamples.TILE_PROPERTIES_AT), vs::toString);
    }

    @Test
    void reservedWordsAreReportedAndKept() {
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, 4, 5);
        WwdSamples.putU32(file, WwdSamples.PLANE_0_AT + 0x94, 6);
        WwdSamples.putU32(file, WwdSamples.PROPERTY_1_AT + 4, 7);
        WwdSamples.putU32(file, WwdSamples.TILE_PROPERTIES_AT + 0x1C, 8);
        Decoded<WwdLevel> d = WwdReader.read(file, ReadOptions.LENIENT);
        List<String> fields = d.violations().stream().map(Violation::field).toList();
        assertTrue(fields.containsAll(List.of("header.unknown1", "planes[0].reserved", "tileProperties[1].reserved",
                "tilePropertiesHeader.unknown2", "header.checksum")), fields::toString);
        assertEquals(5, d.model().header().unknown1());
        assertEquals(6, d.model().planes().get(0).reserved().unknown5());
        assertEquals(7, d.model().tileProperties().get(1).reserved());
        assertEquals(8, d.model().tilePropertiesHeader().unknown7());
        byte[] rewritten = WwdWriter.write(d.model());
        assertArrayEquals(withChecksumOf(file, rewritten), rewritten);
    }

    @Test
    void pixelSizesThatDisagreeWithTheTilesAreKept() {
        WwdPlane p = WwdSamples.plane();
        WwdPlane odd = new WwdPlane(p.flags(), p.name(), 130, 128, 64, 64, 100, 100, 0, 0, WwdPlaneReserved.ZERO,
                p.tiles(), p.imageSets(), p.objects());
        WwdLevel level = new WwdLevel(WwdSamples.small(false).header(), List.of(odd), List.of(), Blob.EMPTY);
        Decoded<WwdLevel> d = strict(WwdWriter.write(level));
        Violation v = only(d);
        assertEquals("planes[0].widthPx", v.field());
        assertEquals(WwdSamples.PLANE_0_AT + 0x50, v.offset());
        assertEquals(130, d.model().planes().get(0).widthPx());
    }

    @Test
    void mainPlaneCount() {
        WwdPlane main = WwdSamples.plane();
        WwdPlane other = new WwdPlane(0, main.name(), 128, 128, 64, 64, 50, 50, 0, 0, WwdPlaneReserved.ZERO, main.tiles(),
                main.imageSets(), List.of());
        WwdHeader h = WwdSamples.small(false).header();
        assertEquals("no plane is flagged main (0x1); a level needs exactly one",
                only(strict(WwdWriter.write(new WwdLevel(h, List.of(other), List.of(), Blob.EMPTY)))).message());
        assertTrue(only(strict(WwdWriter.write(new WwdLevel(h, List.of(main, main), List.of(), Blob.EMPTY)))).message()
                .startsWith("2 planes are flagged main"));
        assertTrue(strict(WwdWriter.write(new WwdLevel(h, List.of(other, main), List.of(), Blob.EMPTY))).conforms());
    }

    @Test
    void userOneAndTwoHitTypesAreViolations() {
        WwdPlane p = WwdSamples.plane();
        WwdObject o = p.objects().get(0);
        List<WwdObject> objects = List.of(o, o.with(WwdObjectField.FLAGS_HIT_TYPE, 0x104), o.with(WwdObjectField.OBJECT_TYPE, 0x200),
                o.with(WwdObjectField.FLAGS_HIT_TYPE, 0x202), o.with(WwdObjectField.FLAGS_HIT_TYPE, 0xFFFF_FFFF));
        WwdPlane many = new WwdPlane(p.flags(), p.name(), 128, 128, 64, 64, 100, 100, 0, 0, WwdPlaneReserved.ZERO, p.tiles(),
                p.imageSets(), objects);
        List<Violation> vs = strict(WwdWriter.write(new WwdLevel(WwdSamples.small(false).header(), List.of(many), List.of(),
                Blob.EMPTY))).violations();
        assertEquals(2, vs.size(), vs::toString);
        assertEquals("planes[0].objects[2].objectType", vs.get(0).field());
        assertTrue(vs.get(0).message().startsWith("1 objects"), vs::toString);
        assertEquals("planes[0].objects[1].flagsHitType", vs.get(1).field());
        assertTrue(vs.get(1).message().startsWith("2 objects"), vs::toString);
    }

    @Test
    void fixedStringsWithNoNulOrGarbage() {
        byte[] file = WwdSamples.smallBytes();
        Arrays.fill(file, 0x10, 0x50, (byte) 'A');
        MapFormatException e = assertThrows(MapFormatException.class, () -> strict(file));
        assertEquals(0x10, e.offset());
        assertEquals("header.name", e.field());
        Decoded<WwdLevel> lenient = WwdReader.read(file, ReadOptions.LENIENT);
        assertTrue(lenient.violations().stream().anyMatch(v -> v.field().equals("header.name")));
        assertFalse(lenient.model().header().name().isTerminated());

        byte[] garbage = WwdSamples.smallBytes();
        garbage[WwdSamples.PLANE_0_AT + 0x10 + 40] = 'z';
        Decoded<WwdLevel> d = strict(garbage);
        assertTrue(d.violations().stream().anyMatch(v -> v.field().equals("planes[0].name")
                && v.offset() == WwdSamples.PLANE_0_AT + 0x10), d.violations()::toString);
        assertTrue(d.model().planes().get(0).name().hasGarbage());
    }

    @Test
    void sectionsInAnotherOrderAndSharedImageSetLists() {
        // two planes whose image-set offsets point at the same list: allowed, read twice
        byte[] file = WwdWriter.write(twoPlanes());
        int plane1 = WwdSamples.PLANE_0_AT + 160;
        long firstList = WwdSamples.u32(file, WwdSamples.PLANE_0_AT + 0x88);
        WwdSamples.putU32(file, plane1 + 0x88, firstList);
        Decoded<WwdLevel> d = WwdReader.read(file, ReadOptions.LENIENT);
        assertEquals(d.model().planes().get(0).imageSets(), d.model().planes().get(1).imageSets());
        // the second plane's own list is no section's now: a gap, reported
        assertTrue(d.violations().stream().anyMatch(v -> v.message().contains("belong to no section")), d.violations()::toString);
        assertFalse(d.violations().stream().anyMatch(v -> v.message().contains("overlap")), d.violations()::toString);

        byte[] overlapping = WwdWriter.write(twoPlanes());
        long firstTiles = WwdSamples.u32(overlapping, WwdSamples.PLANE_0_AT + 0x84);
        WwdSamples.putU32(overlapping, plane1 + 0x84, firstTiles);
        Decoded<WwdLevel> o = WwdReader.read(overlapping, ReadOptions.LENIENT);
        assertTrue(o.violations().stream().anyMatch(v -> v.message().contains("overlap")), o.violations()::toString);
    }

    private static WwdLevel twoPlanes() {
        WwdPlane main = WwdSamples.plane();
        WwdPlane back = new WwdPlane(0, FixedString.padded("Back", 64), 64, 64, 64, 64, 50, 50, 0, 0, WwdPlaneReserved.ZERO,
                IntGrid.filled(1, 1, 3), List.of(RawString.of("BACK")), List.of());
        return new WwdLevel(WwdSamples.small(false).header(), List.of(main, back), List.of(), Blob.EMPTY);
    }

    @Test
    void emptySectionsAndZeroPlanes() {
        WwdLevel none = new WwdLevel(WwdHeader.blank(0), List.of(), List.of(), Blob.EMPTY);
        byte[] file = WwdWriter.write(none);
        assertEquals(1524 + 32, file.length);
        Decoded<WwdLevel> d = strict(file);
        assertEquals(none, d.model());
        assertEquals("planes", only(d).field());
        assertArrayEquals(file, WwdWriter.write(d.model()));
        WwdLevel packed = new WwdLevel(WwdHeader.blank(WwdHeader.FLAG_COMPRESSED), List.of(), List.of(), Blob.EMPTY);
        assertEquals(packed, strict(WwdWriter.write(packed)).model());
        // the non-main plane has no objects: its objects offset is 0, as GLE writes it
        assertEquals(0, WwdSamples.u32(WwdWriter.write(twoPlanes()), WwdSamples.PLANE_0_AT + 160 + 0x8C));
    }

    @Test
    void writerRefusals() {
        WwdPlane p = WwdSamples.plane();
        WwdPlane nul = new WwdPlane(p.flags(), p.name(), 128, 128, 64, 64, 0, 0, 0, 0, WwdPlaneReserved.ZERO, p.tiles(),
                List.of(RawString.of(new byte[] {'A', 0, 'B'})), List.of());
        WwdHeader h = WwdSamples.small(false).header();
        assertEquals("planes[0].imageSets[0]",
                assertWriteRefused(() -> WwdWriter.write(new WwdLevel(h, List.of(nul), List.of(), Blob.EMPTY))).field());
        WwdPlane longName = new WwdPlane(p.flags(), FixedString.padded("x", 65), 128, 128, 64, 64, 0, 0, 0, 0,
                WwdPlaneReserved.ZERO, p.tiles(), List.of(), List.of());
        assertEquals("planes[0].name", assertWriteRefused(() -> WwdWriter.write(new WwdLevel(h, List.of(longName), List.of(), Blob.EMPTY))).field());
        WwdTileProperty badMask = new WwdTileProperty.Mask(3, 3, 0, Blob.of(new byte[8]));
        assertEquals("tileProperties[0].mask", assertWriteRefused(() -> WwdWriter.write(new WwdLevel(h, List.of(), List.of(badMask), Blob.EMPTY))).field());
        WwdHeader threePrefixes = new WwdHeader(0, 0, 0, h.name(), h.author(), h.birth(), h.rezFile(), h.imageDir(), h.palRez(),
                0, 0, 0, 0, h.launchApp(), h.imageSets(), h.prefixes().subList(0, 3));
        assertEquals("header.prefixes", assertWriteRefused(() -> WwdWriter.write(new WwdLevel(threePrefixes, List.of(), List.of(), Blob.EMPTY))).field());
    }

    @Test
    void slotFillingStringsAndLongObjectStrings() {
        WwdHeader h = WwdSamples.small(false).header();
        WwdHeader full = new WwdHeader(0, 0, 0, FixedString.padded("N".repeat(63), 64), h.author(), h.birth(),
                FixedString.padded("R".repeat(255), 256), h.imageDir(), h.palRez(), -1, Integer.MIN_VALUE, 0, 0,
                h.launchApp(), h.imageSets(), List.of(FixedString.padded("P".repeat(31), 32), h.prefixes().get(1),
                h.prefixes().get(2), h.prefixes().get(3)));
        WwdPlane p = WwdSamples.plane();
        WwdObject o = p.objects().get(0).withStrings(RawString.of("n".repeat(5000)), RawString.EMPTY,
                RawString.of("LEVEL_OFFICER"), RawString.of(new byte[] {0, (byte) 0xE9, 0}));
        WwdPlane q = new WwdPlane(p.flags(), p.name(), 128, 128, 64, 64, 0, 0, 0, 0, WwdPlaneReserved.ZERO, p.tiles(),
                p.imageSets(), List.of(o));
        WwdLevel level = new WwdLevel(full, List.of(q), List.of(), Blob.EMPTY);
        byte[] file = WwdWriter.write(level);
        Decoded<WwdLevel> d = strict(file);
        assertTrue(d.conforms(), d.violations()::toString);
        assertEquals(level, d.model());
        assertArrayEquals(file, WwdWriter.write(d.model()));
    }

    @Test
    void comparatorNamesObjectFields() {
        WwdLevel a = WwdSamples.small(false);
        WwdPlane p = a.planes().get(0);
        WwdObject moved = p.objects().get(0).with(WwdObjectField.RECT_MOVE_LEFT, -3);
        WwdPlane q = new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(), p.tiles(), p.imageSets(),
                List.of(moved.withStrings(RawString.of("Her0"), moved.logic(), moved.imageSet(), moved.animation())));
        WwdLevel b = new WwdLevel(a.header(), List.of(q), a.tileProperties(), a.trailing());
        Comparison c = ModelComparator.compare(a, b);
        assertEquals(List.of("planes[0].objects[0].rectMove.left", "planes[0].objects[0].name"),
                c.divergences().stream().map(dv -> dv.path()).toList());
        assertTrue(ModelComparator.compare(a, WwdSamples.small(false)).same());
    }

    @Test
    void summaryForInfo() {
        var s = WwdSamples.small(true).summary();
        assertEquals("Level 1", s.get("name"));
        assertEquals("yes", s.get("compressed"));
        assertEquals(1, s.get("planes"));
        assertEquals(1, s.get("objects"));
        assertEquals(3, s.get("tile properties"));
    }

    @Test
    void objectFieldsAreTheSeedsWords() {
        assertEquals(67, WwdObjectField.COUNT);
        assertEquals(0x118, WwdObjectField.MOVE_RES_Y.offset());
        assertEquals(WwdObjectField.RECT_MOVE_LEFT, WwdObjectField.byName("rectMove.left").orElseThrow());
        assertTrue(WwdObjectField.FLAGS_HIT_TYPE.unsigned());
        assertEquals(0xFFFF_FFFFL, WwdObject.empty().with(WwdObjectField.FLAGS_HIT_TYPE, -1).display(WwdObjectField.FLAGS_HIT_TYPE));
        assertEquals(-1, WwdObject.empty().with(WwdObjectField.SPEED_X, -1).display(WwdObjectField.SPEED_X));
    }
}
