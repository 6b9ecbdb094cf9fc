package dev.mapharness.wwd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.IntGrid;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/** What the WWD model says about itself: flag bits, tile markers, the summary `info` prints, objects' fields, write styles. */
class WwdModelTest {

    private static WwdPlane withFlags(int flags) {
        WwdPlane p = WwdSamples.plane();
        return new WwdPlane(flags, p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(), p.movementXPercent(),
                p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(), p.tiles(), p.imageSets(), p.objects());
    }

    @Test
    void planeFlagsAreTheSeedsBits() {
        // each bit alone answers for itself only
        int[] bits = {WwdPlane.FLAG_MAIN, WwdPlane.FLAG_NO_DRAW, WwdPlane.FLAG_X_WRAP, WwdPlane.FLAG_Y_WRAP,
                WwdPlane.FLAG_AUTO_TILE_SIZE};
        for (int bit : bits) {
            WwdPlane p = withFlags(bit);
            assertEquals(List.of(bit == 1, bit == 2, bit == 4, bit == 8, bit == 16),
                    List.of(p.isMain(), p.noDraw(), p.xWrap(), p.yWrap(), p.autoTileSize()), () -> "flag " + bit);
        }
        WwdPlane none = withFlags(0);
        assertEquals(List.of(false, false, false, false, false),
                List.of(none.isMain(), none.noDraw(), none.xWrap(), none.yWrap(), none.autoTileSize()));
        WwdHeader h = WwdHeader.blank(WwdHeader.FLAG_COMPRESSED);
        assertTrue(h.compressed());
        assertFalse(h.useZ());
        assertTrue(WwdHeader.blank(WwdHeader.FLAG_USE_Z).useZ());
        assertFalse(WwdHeader.blank(WwdHeader.FLAG_USE_Z).compressed());
    }

    @Test
    void tileCellsAreIdsOrOneOfTwoMarkers() {
        assertTrue(WwdPlane.isTileId(0));
        assertTrue(WwdPlane.isTileId(12));
        assertFalse(WwdPlane.isTileId(WwdPlane.TILE_INVISIBLE));
        assertFalse(WwdPlane.isTileId(WwdPlane.TILE_FILLED));
        assertTrue(WwdPlane.isInvisible(-1));
        assertFalse(WwdPlane.isInvisible(WwdPlane.TILE_FILLED));
        assertTrue(WwdPlane.isFilled(0xEEEE_EEEE));
        assertFalse(WwdPlane.isFilled(-1));
    }

    @Test
    void theSummaryNamesPlanesAndWhatFollowsTheMainBlock() {
        WwdPlane back = new WwdPlane(WwdPlane.FLAG_NO_DRAW, WwdSamples.plane().name(), 64, 32, 32, 32, 50, 50, 0, 0,
                WwdPlaneReserved.ZERO, IntGrid.filled(2, 1, 0), List.of(), List.of());
        WwdWapMapMeta meta = new WwdWapMapMeta(List.of(new WwdWapMapMeta.Block(3, Blob.of(new byte[] {1}))));
        WwdLevel level = WwdSamples.small(false).withPlanes(List.of(back, WwdSamples.plane()))
                .withEnd(Blob.of(new byte[3]), Blob.of(new byte[2]), Optional.of(meta));
        Map<String, Object> s = level.summary();
        assertEquals("no", s.get("compressed"));
        assertEquals("no", s.get("use z"));
        assertEquals("100, 200", s.get("start"));
        assertEquals("Action, 2 × 1 tiles of 32 × 32 px, 0 objects", s.get("plane 0"));
        assertEquals("Action (main), 2 × 2 tiles of 64 × 64 px, 1 objects", s.get("plane 1"));
        assertEquals(1, s.get("objects"));
        assertEquals(3, s.get("trailing bytes"));
        assertEquals(2, s.get("bytes after the zlib stream"));
        assertEquals("1 block", s.get("WapMap metadata"));
        // nothing after the main block: no such entries
        Map<String, Object> plain = WwdSamples.small(false).summary();
        assertFalse(plain.containsKey("trailing bytes") || plain.containsKey("bytes after the zlib stream")
                || plain.containsKey("WapMap metadata"), plain::toString);
        assertEquals("yes", WwdSamples.small(false).withHeader(WwdHeader.blank(WwdHeader.FLAG_USE_Z)).summary().get("use z"));
        assertEquals(Optional.of(WwdSamples.plane()), level.mainPlane());
        assertEquals(Optional.empty(), level.withPlanes(List.of(back)).mainPlane());
    }

    @Test
    void objectsGiveTheirFieldsByNameAndInFileOrder() {
        WwdObject o = WwdSamples.plane().objects().get(0).with(WwdObjectField.LOCATION_Z, 3);
        assertEquals(3, o.locationZ());
        int[] values = o.values();
        assertEquals(WwdObjectField.COUNT, values.length);
        assertEquals(96, values[WwdObjectField.LOCATION_X.ordinal()]);
        values[0] = 99;
        assertEquals(7, o.id(), "values() is a copy");
        Map<WwdObjectField, Integer> fields = o.fields();
        assertEquals(WwdObjectField.ALL, List.copyOf(fields.keySet()));
        assertEquals(500, fields.get(WwdObjectField.RECT_MOVE_RIGHT));
        assertEquals(WwdObject.of(o.values(), o.name(), o.logic(), o.imageSet(), o.animation()), o);
        assertEquals(o.hashCode(), WwdObject.of(o.values(), o.name(), o.logic(), o.imageSet(), o.animation()).hashCode());
        assertNotEquals(o.hashCode(), o.with(WwdObjectField.SCORE, 1).hashCode());
        // zero fields are left out, u32 fields shown unsigned
        assertEquals("WwdObject[id=7, name=\"Hero\", logic=\"Officer\", imageSet=\"\", animation=\"\", locationX=96, locationY=64,"
                + " locationZ=3, rectMove.right=500, flagsHitType=768]", o.toString());
        assertEquals("WwdObject[id=0, name=\"\", logic=\"\", imageSet=\"\", animation=\"\", objectType=4294967295]",
                WwdObject.empty().with(WwdObjectField.OBJECT_TYPE, -1).toString());
        assertFalse(WwdObjectField.SPEED_X.unsigned());
        assertTrue(WwdObjectField.MOVE_RES_Y.unsigned());
        assertThrows(IllegalArgumentException.class, () -> WwdObject.of(new int[66], o.name(), o.logic(), o.imageSet(),
                o.animation()));
    }

    @Test
    void theCodecAndTheLayoutSayTheyAreWwd() {
        assertEquals(WwdLevel.class, WwdCodec.INSTANCE.modelType());
        assertEquals(Format.WWD, WwdCodec.INSTANCE.format());
        // one compressed level has many zlib streams
        assertFalse(WwdCodec.INSTANCE.uniqueEncoding());
        WwdSourceLayout plain = (WwdSourceLayout) WwdReader.read(WwdSamples.smallBytes(), ReadOptions.STRICT).layout()
                .orElseThrow();
        assertEquals(Format.WWD, plain.format());
        assertFalse(plain.compressed());
        assertEquals("planes[0].imageSets", WwdSectionId.imageSets(0).toString());
    }

    @Test
    void aWriteStyleTakesZlibLevelsOneToNineOrTheDefaultAndGapsUpTo64KiB() {
        for (int level : new int[] {1, 9, Deflater.DEFAULT_COMPRESSION}) {
            assertEquals(level, new WwdWriteStyle(true, level, WwdChecksum.Formula.SEED, 0).deflateLevel());
        }
        for (int level : new int[] {0, 10, -2}) {
            assertThrows(IllegalArgumentException.class, () -> new WwdWriteStyle(true, level, WwdChecksum.Formula.SEED, 0));
        }
        assertEquals(65536, WwdWriteStyle.CANONICAL.withGap(65536).gap());
        assertEquals(0, WwdWriteStyle.CANONICAL.withGap(0).gap());
        assertThrows(IllegalArgumentException.class, () -> WwdWriteStyle.CANONICAL.withGap(65537));
        assertThrows(IllegalArgumentException.class, () -> WwdWriteStyle.CANONICAL.withGap(-1));
    }

    @Test
    void aMaskWithNoColumnsHoldsNoBytes() {
        // 0 × 5: no pixel, so an empty mask, read and written like any other
        assertEquals(0, WwdTileProperty.Mask.maskLength(0, 5));
        assertEquals(0xFFFF_FFFEL, WwdTileProperty.Mask.maskLength(-2, 1));
        WwdLevel level = new WwdLevel(WwdSamples.small(false).header(), WwdSamples.small(false).planes(),
                List.of(new WwdTileProperty.Mask(0, 5, 0, Blob.EMPTY)), Blob.EMPTY);
        assertEquals(level, WwdReader.read(WwdWriter.write(level), ReadOptions.STRICT).model());
    }

    @Test
    void checksumsRefuseARangeOutsideTheBytes() {
        byte[] b = {5, 7, 9};
        assertEquals(-145, WwdChecksum.wapMap(b, 0, 3));
        // the empty range at the very end is inside
        assertEquals(-160, WwdChecksum.wapMap(b, 3, 0));
        assertEquals(0, WwdChecksum.compute(b, 3, 0, null));
        assertEquals(9 - 1 - 2, WwdChecksum.compute(b, 1, 2, null));
        assertThrows(IllegalArgumentException.class, () -> WwdChecksum.wapMap(b, 1, 3));
        assertThrows(IllegalArgumentException.class, () -> WwdChecksum.wapMap(b, 4, 0));
        assertThrows(IllegalArgumentException.class, () -> WwdChecksum.compute(b, 1, 3, null));
        assertThrows(IllegalArgumentException.class, () -> WwdChecksum.compute(b, 2, 2, null));
    }
}
