package dev.mapharness.wwd;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.IntGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The writer refuses a level the format cannot hold, before it writes a byte, and says which field is
 * wrong: the same refusal whether the level is written canonically, in another editor's style or in the
 * layout of a file it was read from (docs/wwd.md).
 */
class WwdWriteRefusalsTest {

    /** The refusal of {@code level} by every way of writing it; all must name the same field and reason. */
    private static MapWriteException refused(WwdLevel level, String field, String message) {
        WwdSourceLayout layout = (WwdSourceLayout) WwdReader.read(WwdSamples.smallBytes(), ReadOptions.STRICT).layout()
                .orElseThrow();
        List<MapWriteException> all = List.of(
                assertWriteRefused(() -> WwdWriter.write(level)),
                assertWriteRefused(() -> WwdWriter.write(level, WwdWriteStyle.WAPMAP)),
                assertWriteRefused(() -> WwdWriter.write(level, layout)));
        for (MapWriteException e : all) {
            assertEquals(field, e.field(), e::getMessage);
            assertEquals(field + ": " + message, e.getMessage());
        }
        return all.get(0);
    }

    private static WwdLevel withHeader(WwdHeader h) {
        return WwdSamples.small(false).withHeader(h);
    }

    /** The sample's header with the fixed string {@code field} replaced. */
    private static WwdHeader header(String field, FixedString s) {
        WwdHeader h = WwdSamples.small(false).header();
        return new WwdHeader(h.unknown1(), h.flags(), h.unknown2(), field.equals("name") ? s : h.name(),
                field.equals("author") ? s : h.author(), field.equals("birth") ? s : h.birth(),
                field.equals("rezFile") ? s : h.rezFile(), field.equals("imageDir") ? s : h.imageDir(),
                field.equals("palRez") ? s : h.palRez(), h.startX(), h.startY(), h.unknown3(), h.unknown4(),
                field.equals("launchApp") ? s : h.launchApp(), h.imageSets(), h.prefixes());
    }

    private static WwdHeader withSlots(List<FixedString> imageSets, List<FixedString> prefixes) {
        WwdHeader h = WwdSamples.small(false).header();
        return new WwdHeader(h.unknown1(), h.flags(), h.unknown2(), h.name(), h.author(), h.birth(), h.rezFile(),
                h.imageDir(), h.palRez(), h.startX(), h.startY(), h.unknown3(), h.unknown4(), h.launchApp(), imageSets,
                prefixes);
    }

    private static WwdPlane plane(FixedString name, IntGrid tiles, List<RawString> imageSets) {
        WwdPlane p = WwdSamples.plane();
        return new WwdPlane(p.flags(), name, p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(), tiles, imageSets,
                p.objects());
    }

    @Test
    void everyFixedStringOfTheHeaderMustFillItsSlotExactly() {
        // a slot one byte too long or too short would shift every later header field
        String[] fields = {"name", "author", "birth", "rezFile", "imageDir", "palRez", "launchApp"};
        int[] lengths = {64, 64, 64, 256, 128, 128, 128};
        for (int i = 0; i < fields.length; i++) {
            int wrong = lengths[i] + (i % 2 == 0 ? 1 : -1);
            refused(withHeader(header(fields[i], FixedString.padded("x", wrong))), "header." + fields[i],
                    "WWD stores this string in " + lengths[i] + " bytes, not " + wrong);
        }
    }

    @Test
    void theHeaderHasFourImageSetAndFourPrefixSlotsOfTheirLength() {
        WwdHeader h = WwdSamples.small(false).header();
        List<FixedString> fiveSets = new ArrayList<>(h.imageSets());
        fiveSets.add(FixedString.padded("", 128));
        refused(withHeader(withSlots(fiveSets, h.prefixes())), "header.imageSets",
                "the header has exactly 4 slots, not 5");
        List<FixedString> shortSet = new ArrayList<>(h.imageSets());
        shortSet.set(2, FixedString.padded("LEVEL", 127));
        refused(withHeader(withSlots(shortSet, h.prefixes())), "header.imageSets[2]",
                "WWD stores this string in 128 bytes, not 127");
        List<FixedString> longPrefix = new ArrayList<>(h.prefixes());
        longPrefix.set(3, FixedString.padded("LEVEL", 33));
        refused(withHeader(withSlots(h.imageSets(), longPrefix)), "header.prefixes[3]",
                "WWD stores this string in 32 bytes, not 33");
    }

    @Test
    void aPlaneNameFillsItsSlotAndAnImageSetNameHoldsNoNul() {
        WwdPlane good = WwdSamples.plane();
        WwdPlane longName = plane(FixedString.padded("Front", 65), good.tiles(), good.imageSets());
        refused(WwdSamples.small(false).withPlanes(List.of(good, longName)), "planes[1].name",
                "WWD stores this string in 64 bytes, not 65");
        // the NUL would end the name on reading, and the next name would start inside it
        WwdPlane nul = plane(good.name(), good.tiles(), List.of(RawString.of("ACTION"), RawString.of(new byte[] {'A', 0, 'B'})));
        // a NUL as the first byte would read as an empty name
        WwdPlane leading = plane(good.name(), good.tiles(), List.of(RawString.of(new byte[] {0, 'A'})));
        assertEquals("planes[0].imageSets[0]", assertWriteRefused(() -> WwdWriter.write(WwdSamples.small(false).withPlanes(List.of(leading)))).field());
        MapWriteException e = assertWriteRefused(() -> WwdWriter.write(WwdSamples.small(false).withPlanes(List.of(good, nul))));
        assertEquals("planes[1].imageSets[1]", e.field());
        assertEquals(refused(WwdSamples.small(false).withPlanes(List.of(nul)), "planes[0].imageSets[1]",
                "image-set names are NUL-terminated, so a NUL inside one would cut it short: " + RawString.of(new byte[] {'A', 0, 'B'}))
                .field(), "planes[0].imageSets[1]");
    }

    @Test
    void aMaskHoldsWidthTimesHeightBytesCountedUnsigned() {
        WwdLevel level = WwdSamples.small(false);
        List<WwdTileProperty> properties = new ArrayList<>(level.tileProperties());
        properties.set(2, new WwdTileProperty.Mask(3, 3, 0, Blob.of(new byte[8])));
        refused(new WwdLevel(level.header(), level.planes(), properties, Blob.EMPTY), "tileProperties[2].mask",
                "a 3 × 3 mask holds 9 bytes, not 8");
        // width and height are u32: 0xFFFFFFFF × 1 is four thousand million bytes, not -1
        properties.set(2, new WwdTileProperty.Mask(-1, 1, 0, Blob.of(new byte[4])));
        refused(new WwdLevel(level.header(), level.planes(), properties, Blob.EMPTY), "tileProperties[2].mask",
                "a 4294967295 × 1 mask holds 4294967295 bytes, not 4");
    }

    @Test
    void bytesAfterTheStreamNeedACompressedLevel() {
        WwdLevel plain = WwdSamples.small(false).withEnd(Blob.EMPTY, Blob.of(new byte[] {7}), Optional.empty());
        refused(plain, "afterStream", "bytes after the zlib stream need a compressed level; an uncompressed one"
                + " holds them as trailing bytes");
        // compressed, they follow the stream and read back as they were
        WwdLevel packed = WwdSamples.small(true).withEnd(Blob.EMPTY, Blob.of(new byte[] {7}), Optional.empty());
        assertEquals(packed, WwdReader.read(WwdWriter.write(packed), ReadOptions.LENIENT).model());
    }

    @Test
    void bytesEndingInWhatReadsAsWapMapsMetadataMustBeTheLevelsMetadata() {
        // written as they are, a reader would take them for metadata: the level read back would differ
        Blob meta = Blob.of(WwdLayoutTest.wapMapMeta());
        String why = "these bytes end with what reads as WapMap's metadata; a level holds that as wapMapMeta";
        refused(WwdSamples.small(false).withEnd(meta, Blob.EMPTY, Optional.empty()), "trailing", why);
        refused(WwdSamples.small(true).withEnd(Blob.EMPTY, meta, Optional.empty()), "afterStream", why);
        // in a compressed level, trailing bytes are inside the stream: no reader looks for metadata there
        WwdLevel inside = WwdSamples.small(true).withEnd(meta, Blob.EMPTY, Optional.empty());
        assertEquals(inside, WwdReader.read(WwdWriter.write(inside), ReadOptions.LENIENT).model());
        // with the level's own metadata after them they are no longer at the end, and read back as they were
        WwdWapMapMeta own = WwdWapMapMeta.findAtEnd(meta.bytes(), 0, meta.length()).orElseThrow().meta();
        for (boolean compressed : new boolean[] {false, true}) {
            WwdLevel level = compressed
                    ? WwdSamples.small(true).withEnd(Blob.EMPTY, meta, Optional.of(own))
                    : WwdSamples.small(false).withEnd(meta, Blob.EMPTY, Optional.of(own));
            assertEquals(level, WwdReader.read(WwdWriter.write(level), ReadOptions.LENIENT).model());
        }
    }

    @Test
    void aMetadataBlockIdIsOneByte() {
        Blob data = Blob.of(new byte[] {1, 2});
        for (int id : new int[] {256, -1}) {
            WwdWapMapMeta meta = new WwdWapMapMeta(List.of(new WwdWapMapMeta.Block(0xFF, data),
                    new WwdWapMapMeta.Block(id, data)));
            refused(WwdSamples.small(false).withEnd(Blob.EMPTY, Blob.EMPTY, Optional.of(meta)), "wapMapMeta.blocks[1].id",
                    "a block id is one byte, not " + id);
        }
        // 0 and 255 are the smallest and largest ids, and both read back
        WwdWapMapMeta edges = new WwdWapMapMeta(List.of(new WwdWapMapMeta.Block(0, data), new WwdWapMapMeta.Block(0xFF, data)));
        WwdLevel level = WwdSamples.small(false).withEnd(Blob.EMPTY, Blob.EMPTY, Optional.of(edges));
        assertEquals(level, WwdReader.read(WwdWriter.write(level), ReadOptions.STRICT).model());
    }
}
