package dev.mapharness.wwd;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.grid.IntGrid;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The 2 GiB limit of a written level (one Java array holds the file): a level over it is refused with
 * its size before anything that large is allocated. The levels here describe more than 2 GiB while
 * holding a few MB, by sharing one tile grid between planes and one data blob between metadata blocks.
 */
class WwdSizeLimitTest {
    private static final long MAX = WwdWriteChecks.MAX_FILE;
    /** A plane of 2^20 tiles (4 MiB of tiles, 160 bytes of header) and no image sets or objects. */
    private static final long BIG_PLANE = 160 + 4L * (1 << 20);

    private static WwdPlane plane(IntGrid tiles, List<RawString> imageSets) {
        return new WwdPlane(0, FixedString.padded("Back", 64), 0, 0, 64, 64, 100, 100, 0, 0, WwdPlaneReserved.ZERO,
                tiles, imageSets, List.of());
    }

    /**
     * {@code copies} planes sharing one grid of 2^20 tiles, then one plane sized so that the
     * uncompressed level (1524-byte header, planes, 32-byte tile-properties header) is {@code size} bytes.
     */
    private static WwdLevel levelOf(long size, int copies) {
        List<WwdPlane> planes = new ArrayList<>(Collections.nCopies(copies, plane(IntGrid.filled(1024, 1024, 0), List.of())));
        long rest = size - 1524 - 32 - copies * BIG_PLANE - 160;
        // the rest: whole tiles, then one image-set name (its bytes and a NUL) for the 1 to 4 bytes left
        long tiles = (rest - 1) / 4;
        int name = (int) (rest - 4 * tiles) - 1;
        planes.add(plane(IntGrid.filled((int) tiles, 1, 0), List.of(RawString.of("N".repeat(name)))));
        return new WwdLevel(WwdHeader.blank(0), planes, List.of(), Blob.EMPTY);
    }

    @Test
    void theUncompressedLevelIsCountedToTheByteAndRefusedOverTheLimit() {
        // 511 shared planes of 4 MiB: 2 GiB less about 4 MB, which the last plane makes up to the byte
        assertEquals(MAX, WwdWriteChecks.imageSize(levelOf(MAX, 511)));
        assertEquals(MAX - 1, WwdWriteChecks.imageSize(levelOf(MAX - 1, 511)));
        assertEquals(1524 + 32, WwdWriteChecks.imageSize(new WwdLevel(WwdHeader.blank(0), List.of(), List.of(), Blob.EMPTY)));
        MapWriteException e = assertWriteRefused(() -> WwdWriteChecks.imageSize(levelOf(MAX + 1, 511)));
        assertEquals("", e.field());
        assertEquals(": the uncompressed level would be " + (MAX + 1) + " bytes; mapharness writes levels below 2 GiB",
                e.getMessage());
        // the writer refuses it before it lays anything out
        MapWriteException w = assertWriteRefused(() -> WwdWriter.write(levelOf(MAX + 1, 511)));
        assertEquals(e.getMessage(), w.getMessage());
    }

    @Test
    void everyKindOfSectionCountsTowardsTheLimit() {
        // each level's sections add up to 2^31 bytes in one kind of section: tiles, objects, tile properties, trailing
        WwdLevel base = WwdSamples.small(false);
        long baseSize = WwdWriteChecks.imageSize(base);
        assertEquals(WwdSamples.END, baseSize);
        WwdPlane p = WwdSamples.plane();
        WwdObject big = p.objects().get(0).withStrings(RawString.of(new byte[1 << 20]), RawString.EMPTY, RawString.EMPTY,
                RawString.EMPTY);
        WwdPlane objects = new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(), p.tiles(),
                p.imageSets(), Collections.nCopies(2048, big));
        long objectsSize = WwdWriteChecks.MAX_FILE + 1 - baseSize;
        assertTrue(2048 * big.encodedSize() > objectsSize);
        assertEquals(base.planes().get(0).objects().get(0).encodedSize(), 284 + 11);
        assertWriteRefused(() -> WwdWriteChecks.imageSize(base.withPlanes(List.of(objects))));
        WwdTileProperty mask = new WwdTileProperty.Mask(1024, 1024, 0, Blob.of(new byte[1 << 20]));
        WwdLevel properties = new WwdLevel(base.header(), base.planes(), Collections.nCopies(2048, mask), Blob.EMPTY);
        assertWriteRefused(() -> WwdWriteChecks.imageSize(properties));
        // a level just under the limit in each kind is counted exactly
        WwdLevel fewer = new WwdLevel(base.header(), base.planes(), Collections.nCopies(3, mask), Blob.of(new byte[5]));
        // the sample's three properties take 20, 40 and 20 bytes; each mask here 16 and its 1 MiB
        assertEquals(baseSize - 80 + 3 * (16 + (1 << 20)) + 5, WwdWriteChecks.imageSize(fewer));
        WwdPlane three = new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(), p.tiles(),
                List.of(RawString.of("A"), RawString.of("BC")), Collections.nCopies(3, big));
        assertEquals(baseSize - (284 + 11) - 7 + 3 * (284 + (1 << 20)) + 2 + 3, WwdWriteChecks.imageSize(base.withPlanes(List.of(three))));
    }

    @Test
    void metadataOverTheLimitIsRefusedAsMetadata() {
        Blob mib = Blob.of(new byte[1 << 20]);
        // blocks of 1 MiB (and 5 bytes of id and length each) after 37 bytes of tags and size blocks
        List<WwdWapMapMeta.Block> blocks = new ArrayList<>(Collections.nCopies(2047, new WwdWapMapMeta.Block(4, mib)));
        long rest = MAX - 37 - 2047L * (5 + (1 << 20));
        blocks.add(new WwdWapMapMeta.Block(4, Blob.of(new byte[(int) rest - 5 + 1])));
        WwdWapMapMeta over = new WwdWapMapMeta(blocks);
        assertEquals(MAX + 1, over.encodedSize());
        MapWriteException e = assertWriteRefused(() -> WwdWriter.write(WwdSamples.small(false).withEnd(Blob.EMPTY, Blob.EMPTY, Optional.of(over))));
        assertEquals("wapMapMeta", e.field());
        assertEquals("wapMapMeta: the metadata would be " + (MAX + 1) + " bytes", e.getMessage());

        // metadata of exactly the limit passes its own check, and the file it would end is refused whole
        blocks.set(2047, new WwdWapMapMeta.Block(4, Blob.of(new byte[(int) rest - 5])));
        WwdWapMapMeta most = new WwdWapMapMeta(blocks);
        assertEquals(MAX, most.encodedSize());
        for (boolean compressed : new boolean[] {false, true}) {
            WwdLevel level = WwdSamples.small(compressed).withEnd(Blob.EMPTY, Blob.EMPTY, Optional.of(most));
            long main = compressed ? WwdWriter.write(WwdSamples.small(true)).length - 1524 : WwdSamples.END - 1524;
            MapWriteException f = assertWriteRefused(() -> WwdWriter.write(level));
            assertEquals("", f.field());
            assertEquals(": the file would be " + (1524 + main + MAX) + " bytes; mapharness writes files below 2 GiB",
                    f.getMessage());
        }
    }
}
