package dev.mapharness.wwd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Editors;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.migrate.WwdCompression;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Files as other editors lay them out: read, rewritten byte for byte, changed and re-laid out in their order. */
class WwdLayoutTest {

    private static Decoded<WwdLevel> read(byte[] b, ReadOptions mode) {
        return WwdReader.read(b, mode);
    }

    private static WwdSourceLayout layout(Decoded<WwdLevel> d) {
        return (WwdSourceLayout) d.layout().orElseThrow();
    }

    /** Two planes with objects on both and a tile-property list: every kind of section twice. */
    static WwdLevel twoPlanes(boolean compressed) {
        WwdPlane main = WwdSamples.plane();
        WwdPlane back = new WwdPlane(0, FixedString.padded("Back", 64), 192, 64, 64, 64, 50, 50, 0, 0,
                WwdPlaneReserved.ZERO, IntGrid.of(3, 1, new int[] {3, 4, 5}), List.of(RawString.of("BACK"), RawString.of("B2")),
                main.objects());
        return WwdSamples.small(compressed).withPlanes(List.of(back, main));
    }

    private static WwdLevel withMoreObjects(WwdLevel level) {
        WwdPlane p = level.planes().get(0);
        List<WwdObject> objects = new ArrayList<>(p.objects());
        objects.add(p.objects().get(0).withStrings(RawString.of("Another"), RawString.EMPTY, RawString.EMPTY, RawString.EMPTY));
        WwdPlane q = new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(), p.tiles(), p.imageSets(),
                objects);
        List<WwdPlane> planes = new ArrayList<>(level.planes());
        planes.set(0, q);
        return level.withPlanes(planes);
    }

    @Test
    void wapMapsOrderRewritesByteForByteAndKeepsItsOrderWhenTheLevelChanges() {
        for (boolean compressed : new boolean[] {false, true}) {
            byte[] file = WwdWriter.write(twoPlanes(compressed), WwdWriteStyle.WAPMAP);
            Decoded<WwdLevel> d = read(file, ReadOptions.STRICT);
            assertEquals(twoPlanes(compressed), d.model());
            List<String> grouped = List.of("planes", "planes[0].tiles", "planes[1].tiles", "planes[0].imageSets",
                    "planes[1].imageSets", "planes[0].objects", "planes[1].objects", "tileProperties");
            assertEquals(grouped, layout(d).sectionOrder());
            assertArrayEquals(file, WwdWriter.write(d.model(), layout(d)));
            // the canonical writer groups the sections by kind too, as the original editors do
            assertEquals(grouped, layout(read(WwdWriter.write(d.model()), ReadOptions.STRICT)).sectionOrder());
            // and a file laid out plane by plane keeps that order when its level changes
            List<String> planeByPlane = List.of("planes", "planes[0].tiles", "planes[0].imageSets", "planes[0].objects",
                    "planes[1].tiles", "planes[1].imageSets", "planes[1].objects", "tileProperties");
            Decoded<WwdLevel> other = read(WwdWriter.write(d.model(), WwdWriteStyle.PLANE_BY_PLANE), ReadOptions.STRICT);
            assertEquals(planeByPlane, layout(other).sectionOrder());
            byte[] otherChanged = WwdWriter.write(withMoreObjects(other.model()), layout(other));
            assertEquals(planeByPlane, layout(read(otherChanged, ReadOptions.STRICT)).sectionOrder());

            WwdLevel changed = withMoreObjects(d.model());
            byte[] rewritten = WwdWriter.write(changed, layout(d));
            Decoded<WwdLevel> back = read(rewritten, ReadOptions.STRICT);
            assertEquals(changed, back.model());
            assertEquals(grouped, layout(back).sectionOrder());
            if (!compressed) {
                // everything before plane 0's objects kept its offset: tiles and image sets of both planes
                assertArrayEquals(Arrays.copyOfRange(file, 1524 + 320, (int) WwdSamples.u32(file, 1524 + 0x8C)),
                        Arrays.copyOfRange(rewritten, 1524 + 320, (int) WwdSamples.u32(rewritten, 1524 + 0x8C)));
            }
        }
    }

    @Test
    void planesAddedToAGroupedFileStayGrouped() {
        byte[] file = WwdWriter.write(twoPlanes(false), WwdWriteStyle.WAPMAP);
        Decoded<WwdLevel> d = read(file, ReadOptions.STRICT);
        List<WwdPlane> planes = new ArrayList<>(d.model().planes());
        planes.add(planes.get(0));
        WwdLevel three = d.model().withPlanes(planes);
        Decoded<WwdLevel> back = read(WwdWriter.write(three, layout(d)), ReadOptions.LENIENT);
        assertEquals(three, back.model());
        assertTrue(layout(back).groupedByKind(), layout(back).sectionOrder()::toString);
    }

    @Test
    void bytesBetweenSectionsAreKept() {
        byte[] file = WwdWriter.write(twoPlanes(false), WwdWriteStyle.PLANE_BY_PLANE.withGap(3));
        Decoded<WwdLevel> d = read(file, ReadOptions.LENIENT);
        assertTrue(d.violations().stream().anyMatch(v -> v.message().contains("belong to no section")
                && v.severity() == Severity.WARNING), d.violations()::toString);
        assertEquals(3 * 8, layout(d).gapBytes());
        assertArrayEquals(file, WwdWriter.write(d.model(), layout(d)));
        WwdLevel changed = withMoreObjects(d.model());
        Decoded<WwdLevel> back = read(WwdWriter.write(changed, layout(d)), ReadOptions.LENIENT);
        assertEquals(changed, back.model());
        assertEquals(3 * 8, layout(back).gapBytes());
        // a canonical rewrite has none
        assertEquals(0, layout(read(WwdWriter.write(d.model()), ReadOptions.LENIENT)).gapBytes());
    }

    @Test
    void theLayoutForEditsPlacesEverySectionOfTheLevelAsReadWhereTheFileHadIt() {
        for (WwdWriteStyle style : List.of(WwdWriteStyle.PLANE_BY_PLANE.withGap(3), WwdWriteStyle.PLANE_BY_PLANE)) {
            byte[] file = WwdWriter.write(twoPlanes(true), style);
            Decoded<WwdLevel> d = read(file, ReadOptions.STRICT);
            WwdSourceLayout forEdits = layout(d).forEdits();
            assertNotSame(layout(d), forEdits);
            // no file to give back: the sections are placed, gaps and all, and compressed as the file was
            assertArrayEquals(file, WwdWriter.write(d.model(), forEdits));
        }
    }

    @Test
    void sharedImageSetListsRewriteByteForByteAndSplitWhenOneChanges() {
        WwdLevel level = twoPlanes(false).withPlanes(List.of(WwdSamples.plane(), WwdSamples.plane()));
        byte[] file = WwdWriter.write(level);
        int plane1 = WwdSamples.PLANE_0_AT + 160;
        WwdSamples.putU32(file, plane1 + 0x88, WwdSamples.u32(file, WwdSamples.PLANE_0_AT + 0x88));
        Decoded<WwdLevel> d = read(file, ReadOptions.LENIENT);
        assertArrayEquals(file, WwdWriter.write(d.model(), layout(d)));
        // same sizes, new names: the shared bytes cannot hold both, so the sections are laid out again
        WwdPlane p = d.model().planes().get(1);
        WwdPlane renamed = new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(), p.tiles(),
                List.of(RawString.of("FRONTS")), p.objects());
        WwdLevel changed = d.model().withPlanes(List.of(d.model().planes().get(0), renamed));
        assertEquals(changed, read(WwdWriter.write(changed, layout(d)), ReadOptions.LENIENT).model());
    }

    @Test
    void aHeaderChangeKeepsTheZlibStreamAndItsChecksum() {
        byte[] file = WwdWriter.write(twoPlanes(true), WwdWriteStyle.WAPMAP);
        Decoded<WwdLevel> d = read(file, ReadOptions.STRICT);
        WwdHeader h = d.model().header();
        WwdLevel renamed = d.model().withHeader(new WwdHeader(h.unknown1(), h.flags(), h.unknown2(),
                FixedString.padded("Renamed", 64), h.author(), h.birth(), h.rezFile(), h.imageDir(), h.palRez(), h.startX(),
                h.startY(), h.unknown3(), h.unknown4(), h.launchApp(), h.imageSets(), h.prefixes()));
        byte[] rewritten = WwdWriter.write(renamed, layout(d));
        assertArrayEquals(Arrays.copyOfRange(file, 0x2E8, file.length), Arrays.copyOfRange(rewritten, 0x2E8, rewritten.length));
        assertEquals(renamed, read(rewritten, ReadOptions.STRICT).model());
    }

    @Test
    void aChangedMainBlockIsCompressedAgainAsTheFileWasWithItsEditorsChecksum() {
        byte[] file = WwdWriter.write(twoPlanes(true), WwdWriteStyle.WAPMAP);
        assertEquals(0xDA, file[1525] & 0xFF, "level 9");
        Decoded<WwdLevel> d = read(file, ReadOptions.STRICT);
        assertEquals(WwdChecksum.Formula.WAPMAP, layout(d).checksumFormula());
        WwdLevel changed = withMoreObjects(d.model());
        byte[] rewritten = WwdWriter.write(changed, layout(d));
        assertEquals(0xDA, rewritten[1525] & 0xFF);
        Decoded<WwdLevel> back = read(rewritten, ReadOptions.STRICT);
        assertEquals(changed, back.model());
        assertEquals(List.of("header.checksum"), back.violations().stream().map(Violation::field).toList());
    }

    @Test
    void changingOnlyTheCompressionKeepsTheSectionsWhereTheyWere() {
        byte[] file = WwdWriter.write(twoPlanes(true), WwdWriteStyle.WAPMAP.withGap(2));
        Decoded<WwdLevel> d = read(file, ReadOptions.LENIENT);
        WwdLevel plain = new WwdCompression(false).apply(d.model()).model();
        byte[] uncompressed = WwdWriter.write(plain, layout(d));
        // the inflated image, with only the flags, the decompressed size and the checksum rewritten
        byte[] image = layout(d).image.clone();
        for (int at : new int[] {0x8, 0x2E8, 0x2EC}) {
            System.arraycopy(uncompressed, at, image, at, 4);
        }
        assertArrayEquals(image, uncompressed);
        assertEquals(0, WwdSamples.u32(uncompressed, 0x2E8));
        Decoded<WwdLevel> u = read(uncompressed, ReadOptions.LENIENT);
        assertEquals(plain, u.model());
        // and back: the original file, stream and all
        assertArrayEquals(file, WwdWriter.write(new WwdCompression(true).apply(u.model()).model(), layout(d)));
    }

    @Test
    void wapMapsChecksumIsANoteNamingWapMap() {
        // -160 + (5 - 1) + (7 - 2) + (9 - 3)
        assertEquals(-145, WwdChecksum.wapMap(new byte[] {5, 7, 9}, 0, 3));
        assertEquals(-145, WwdChecksum.Formula.WAPMAP.of(new byte[] {5, 7, 9}, 0, 3, new byte[] {1, 1, 1, 0x20}));
        Decoded<WwdLevel> d = read(WwdWriter.write(twoPlanes(true), WwdWriteStyle.WAPMAP), ReadOptions.STRICT);
        Violation v = d.violations().get(0);
        assertEquals(1, d.violations().size(), d.violations()::toString);
        assertEquals(Severity.NOTE, v.severity());
        assertEquals(Editors.WAPMAP, v.editor());
        assertEquals(0x2EC, v.offset());
        // uncompressed, a main block that starts with a plane header (first byte 160) gets the seed's value
        assertTrue(read(WwdWriter.write(twoPlanes(false), WwdWriteStyle.WAPMAP), ReadOptions.STRICT).violations().isEmpty());
        // a checksum of neither formula is a warning
        byte[] odd = WwdWriter.write(twoPlanes(true), WwdWriteStyle.WAPMAP);
        odd[0x2EC] ^= 4;
        assertEquals(Severity.WARNING, read(odd, ReadOptions.STRICT).violations().get(0).severity());
    }

    /** WapMap's metadata as its source describes it: MetaInfo, a Header block (build 30 "MAINDEV", map build 182 "1.0", no description), MetaEndInfo. */
    static byte[] wapMapMeta() {
        ByteOutput header = new ByteOutput();
        header.i32(30).asciiz(RawString.of("MAINDEV")).i32(182).asciiz(RawString.of("1.0")).asciiz(RawString.EMPTY);
        byte[] data = header.toByteArray();
        int size = 9 + 9 + 5 + data.length + 9 + 10;
        ByteOutput out = new ByteOutput();
        out.bytes("<wm_meta>".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        out.u8(0).u32(4).u32(size).u8(2).u32(data.length).bytes(data).u8(1).u32(4).u32(size);
        out.bytes("</wm_meta>".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    private static byte[] append(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void wapMapsMetadataIsKeptAndNamedInBothModes() {
        byte[] meta = wapMapMeta();
        assertEquals(63, meta.length);
        for (boolean compressed : new boolean[] {true, false}) {
            byte[] level = WwdWriter.write(twoPlanes(compressed), WwdWriteStyle.WAPMAP);
            byte[] file = append(level, meta);
            for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
                Decoded<WwdLevel> d = read(file, mode);
                WwdWapMapMeta m = d.model().wapMapMeta().orElseThrow();
                WwdWapMapMeta.Header h = m.header().orElseThrow();
                assertEquals(30, h.wapMapBuild());
                assertEquals(RawString.of("MAINDEV"), h.wapMapVersion());
                assertEquals(182, h.mapBuild());
                assertEquals(RawString.of("1.0"), h.mapVersion());
                assertTrue(h.description().isEmpty());
                Violation note = d.violations().stream().filter(v -> v.field().equals("wapMapMeta")).findFirst().orElseThrow();
                assertEquals(Severity.NOTE, note.severity());
                assertEquals(Editors.WAPMAP, note.editor());
                assertEquals(level.length, note.offset());
                assertTrue(d.model().trailing().isEmpty() && d.model().afterStream().isEmpty());
                // the checksum covers the main block only, as WapMap computes it before appending the metadata
                assertTrue(d.conforms() && d.violations().stream().noneMatch(v -> v.severity() == Severity.WARNING),
                        d.violations()::toString);
                assertArrayEquals(file, WwdWriter.write(d.model(), layout(d)));
                assertArrayEquals(meta, m.encode());
            }
            // the model holds it, so a canonical writer appends it too
            WwdLevel withMeta = twoPlanes(compressed).withEnd(Blob.EMPTY, Blob.EMPTY, read(file, ReadOptions.LENIENT).model().wapMapMeta());
            assertEquals(withMeta, read(WwdWriter.write(withMeta), ReadOptions.STRICT).model());
        }
    }

    @Test
    void metadataWhoseSizesDisagreeIsNotWapMapsButUnexplainedBytes() {
        byte[] meta = wapMapMeta();
        meta[meta.length - 14] ^= 1; // the MetaEndInfo size word
        byte[] level = WwdWriter.write(twoPlanes(true));
        byte[] file = append(level, meta);
        MapFormatException e = assertThrows(MapFormatException.class, () -> read(file, ReadOptions.STRICT));
        assertEquals("afterStream", e.field());
        Decoded<WwdLevel> d = read(file, ReadOptions.LENIENT);
        assertEquals(Optional.empty(), d.model().wapMapMeta());
        assertEquals(Blob.of(meta), d.model().afterStream());
        assertArrayEquals(file, WwdWriter.write(d.model(), layout(d)));
        // uncompressed, the same bytes are trailing bytes
        byte[] plain = append(WwdWriter.write(twoPlanes(false)), meta);
        assertEquals(Blob.of(meta), read(plain, ReadOptions.LENIENT).model().trailing());
        assertFalse(read(plain, ReadOptions.LENIENT).model().wapMapMeta().isPresent());
    }

    @Test
    void bytesAfterTheStreamCannotBeWrittenUncompressed() {
        WwdLevel level = twoPlanes(false).withEnd(Blob.EMPTY, Blob.of(new byte[] {1}), Optional.empty());
        assertEquals("afterStream", assertThrows(dev.mapharness.format.MapWriteException.class,
                () -> WwdWriter.write(level)).field());
    }

    @Test
    void theReservedWordAt728IsAWarningAndKept() {
        byte[] file = WwdWriter.write(twoPlanes(false));
        WwdSamples.putU32(file, 0x2D8, 2);
        Decoded<WwdLevel> d = read(file, ReadOptions.STRICT);
        Violation v = d.violations().stream().filter(x -> x.field().equals("header.unknown3")).findFirst().orElseThrow();
        assertEquals(0x2D8, v.offset());
        assertEquals(Severity.WARNING, v.severity());
        assertEquals(2, d.model().header().unknown3());
        assertArrayEquals(file, WwdWriter.write(d.model(), layout(d)));
    }

    @Test
    void aLayoutDoesNotMakeModelsUnequal() {
        WwdLevel a = read(WwdWriter.write(twoPlanes(true), WwdWriteStyle.WAPMAP), ReadOptions.LENIENT).model();
        WwdLevel b = read(WwdWriter.write(twoPlanes(true)), ReadOptions.LENIENT).model();
        assertEquals(a, b);
    }
}
