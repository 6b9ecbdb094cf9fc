package dev.mapharness.wwd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.IntGrid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A changed level written in the layout of its file (docs/wwd.md, "Layout: what a rewrite keeps"): in
 * place when every section kept its size, shared lists and odd offsets included; in the file's order
 * otherwise, where a level laid out by a writer style comes out as that style writes it.
 */
class WwdLayoutRewriteTest {
    private static final int PLANE_1 = WwdSamples.PLANE_0_AT + 160;

    private static Decoded<WwdLevel> read(byte[] file) {
        return WwdReader.read(file, ReadOptions.LENIENT);
    }

    private static WwdSourceLayout layout(Decoded<WwdLevel> d) {
        return (WwdSourceLayout) d.layout().orElseThrow();
    }

    private static WwdPlane plane(int flags, String name, IntGrid tiles, List<RawString> imageSets, List<WwdObject> objects) {
        return new WwdPlane(flags, FixedString.padded(name, 64), tiles.width() * 64, tiles.height() * 64, 64, 64, 100, 100,
                0, 0, WwdPlaneReserved.ZERO, tiles, imageSets, objects);
    }

    private static WwdLevel withTile(WwdLevel level, int plane, int value) {
        List<WwdPlane> planes = new ArrayList<>(level.planes());
        WwdPlane p = planes.get(plane);
        int[] cells = p.tiles().toArray();
        cells[0] = value;
        planes.set(plane, new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(),
                IntGrid.of(p.tilesWide(), p.tilesHigh(), cells), p.imageSets(), p.objects()));
        return level.withPlanes(planes);
    }

    private static WwdLevel withObjects(WwdLevel level, int plane, List<WwdObject> objects) {
        List<WwdPlane> planes = new ArrayList<>(level.planes());
        WwdPlane p = planes.get(plane);
        planes.set(plane, new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(), p.tiles(),
                p.imageSets(), objects));
        return level.withPlanes(planes);
    }

    @Test
    void aTileChangedInAFileWhosePlanesShareAnImageSetListKeepsThemSharing() {
        WwdLevel level = WwdSamples.small(false).withPlanes(List.of(WwdSamples.plane(), WwdSamples.plane()));
        byte[] file = WwdWriter.write(level);
        WwdSamples.putU32(file, PLANE_1 + 0x88, WwdSamples.u32(file, WwdSamples.PLANE_0_AT + 0x88));
        Decoded<WwdLevel> d = read(file);
        WwdLevel changed = withTile(d.model(), 1, 42);
        byte[] rewritten = WwdWriter.write(changed, layout(d));
        // the same bytes but the tile and the checksum: the shared list and the unused one stay where they were
        byte[] expected = file.clone();
        int tileAt = (int) WwdSamples.u32(file, PLANE_1 + 0x84);
        WwdSamples.putU32(expected, tileAt, 42);
        System.arraycopy(rewritten, 0x2EC, expected, 0x2EC, 4);
        assertArrayEquals(expected, rewritten);
        assertEquals(changed, read(rewritten).model());
    }

    @Test
    void trailingBytesOfTheSameLengthAreWrittenInPlaceAndOthersAfterTheLastSection() {
        byte[] good = WwdSamples.smallBytes();
        byte[] file = Arrays.copyOf(good, good.length + 3);
        Decoded<WwdLevel> d = read(file);
        WwdLevel level = d.model();
        WwdLevel abc = level.withEnd(Blob.of(new byte[] {'a', 'b', 'c'}), Blob.EMPTY, level.wapMapMeta());
        byte[] rewritten = WwdWriter.write(abc, layout(d));
        assertArrayEquals(Arrays.copyOfRange(rewritten, 0, good.length), withChecksumOf(good, rewritten));
        assertArrayEquals(new byte[] {'a', 'b', 'c'}, Arrays.copyOfRange(rewritten, good.length, rewritten.length));
        for (int n : new int[] {0, 1, 5}) {
            WwdLevel other = level.withEnd(Blob.of(new byte[n]), Blob.EMPTY, level.wapMapMeta());
            byte[] b = WwdWriter.write(other, layout(d));
            assertEquals(good.length + n, b.length);
            assertEquals(other, read(b).model());
        }
    }

    private static byte[] withChecksumOf(byte[] good, byte[] from) {
        byte[] b = good.clone();
        System.arraycopy(from, 0x2EC, b, 0x2EC, 4);
        return b;
    }

    /** Plane 0 main with an object, plane 1 with no image sets and no objects, plane 2 with both. */
    private static WwdLevel threePlanes() {
        WwdPlane main = WwdSamples.plane();
        WwdPlane bare = plane(0, "Bare", IntGrid.filled(1, 1, 5), List.of(), List.of());
        WwdPlane front = plane(0, "Front", IntGrid.filled(2, 1, 6), List.of(RawString.of("FRONT")), main.objects());
        return WwdSamples.small(false).withPlanes(List.of(main, bare, front));
    }

    @Test
    void aLevelLaidOutByAWriteStyleIsLaidOutAgainAsThatStyleWritesIt() {
        // sizes changed: each section follows the file's order, empty lists where that style puts them
        for (WwdWriteStyle style : List.of(WwdWriteStyle.PLANE_BY_PLANE, WwdWriteStyle.CANONICAL,
                WwdWriteStyle.PLANE_BY_PLANE.withGap(0))) {
            Decoded<WwdLevel> d = read(WwdWriter.write(threePlanes(), style));
            List<WwdObject> more = new ArrayList<>(d.model().planes().get(0).objects());
            more.add(WwdObject.empty());
            WwdLevel changed = withObjects(d.model(), 0, more);
            assertArrayEquals(WwdWriter.write(changed, style), WwdWriter.write(changed, layout(d)), style::toString);
            // a list the file held and the level no longer does: read back without it
            WwdLevel fewer = withObjects(d.model(), 2, List.of());
            assertEquals(fewer, read(WwdWriter.write(fewer, layout(d))).model());
        }
    }

    @Test
    void aPlaneAddedOrRemovedIsLaidOutInTheFilesWayOfGroupingSections() {
        for (WwdWriteStyle style : List.of(WwdWriteStyle.PLANE_BY_PLANE, WwdWriteStyle.CANONICAL)) {
            WwdLevel two = threePlanes().withPlanes(threePlanes().planes().subList(0, 2));
            Decoded<WwdLevel> d = read(WwdWriter.write(two, style));
            WwdLevel added = threePlanes();
            assertArrayEquals(WwdWriter.write(added, style), WwdWriter.write(added, layout(d)), style::toString);
            // the new plane's empty object list has offset 0, its empty image-set list where it would start
            WwdLevel bareAdded = two.withPlanes(List.of(two.planes().get(0), two.planes().get(1), two.planes().get(1)));
            byte[] b = WwdWriter.write(bareAdded, layout(d));
            assertArrayEquals(WwdWriter.write(bareAdded, style), b, style::toString);
            assertEquals(0, WwdSamples.u32(b, PLANE_1 + 160 + 0x8C));
        }
    }

    @Test
    void gapsOfAStyleAreFillerBytesBeforeEachSectionThatHoldsAny() {
        WwdLevel level = threePlanes();
        byte[] plain = WwdWriter.write(level, WwdWriteStyle.PLANE_BY_PLANE);
        byte[] gapped = WwdWriter.write(level, WwdWriteStyle.PLANE_BY_PLANE.withGap(3));
        // non-empty sections: plane headers, three tile grids, two image-set lists, two object lists, tile properties
        assertEquals(plain.length + 9 * 3, gapped.length);
        assertArrayEquals(new byte[] {(byte) 0xCD, (byte) 0xCD, (byte) 0xCD}, Arrays.copyOfRange(gapped, 1524, 1527));
        assertEquals(level, read(gapped).model());
    }

    @Test
    void aLevelWithNoPlanesIsWrittenAndRewrittenInEveryOrder() {
        WwdLevel none = new WwdLevel(WwdHeader.blank(0), List.of(), List.of(), Blob.EMPTY);
        byte[] canonical = WwdWriter.write(none);
        assertArrayEquals(canonical, WwdWriter.write(none, WwdWriteStyle.PLANE_BY_PLANE));
        Decoded<WwdLevel> d = read(canonical);
        WwdLevel renamed = none.withHeader(WwdSamples.small(false).header().withCompressed(false));
        assertArrayEquals(WwdWriter.write(renamed), WwdWriter.write(renamed, layout(d)));
        WwdLevel longer = new WwdLevel(WwdHeader.blank(0), List.of(), List.of(new WwdTileProperty.Single(1, 1, 0, 2)),
                Blob.EMPTY);
        assertArrayEquals(WwdWriter.write(longer), WwdWriter.write(longer, layout(d)));
    }

    @Test
    void anEmptyListWhoseOffsetIsTheMainBlocksStartStaysThere() {
        WwdLevel level = threePlanes();
        byte[] file = WwdWriter.write(level, WwdWriteStyle.PLANE_BY_PLANE);
        WwdSamples.putU32(file, PLANE_1 + 0x88, 1524);
        Decoded<WwdLevel> d = read(file);
        List<WwdObject> more = new ArrayList<>(level.planes().get(0).objects());
        more.add(WwdObject.empty());
        byte[] rewritten = WwdWriter.write(withObjects(d.model(), 0, more), layout(d));
        assertEquals(1524, WwdSamples.u32(rewritten, PLANE_1 + 0x88));
        assertEquals(withObjects(level, 0, more), read(rewritten).model());
    }
}
