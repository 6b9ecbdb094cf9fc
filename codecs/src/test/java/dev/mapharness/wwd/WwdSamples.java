package dev.mapharness.wwd;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.IntGrid;
import java.util.List;

/** Small WWD levels the tests share, with the offsets of their fields in the uncompressed file. */
final class WwdSamples {
    static final int PLANE_0_AT = 1524;
    static final int TILES_AT = PLANE_0_AT + 160;
    /** After 2 × 2 tiles: "ACTION" NUL. */
    static final int IMAGE_SETS_AT = TILES_AT + 16;
    static final int OBJECTS_AT = IMAGE_SETS_AT + 7;
    /** One object: 284 bytes, then "Hero" and "Officer" (11 bytes of strings). */
    static final int TILE_PROPERTIES_AT = OBJECTS_AT + 284 + 11;
    static final int PROPERTY_0_AT = TILE_PROPERTIES_AT + 32;
    static final int PROPERTY_1_AT = PROPERTY_0_AT + 20;
    static final int PROPERTY_2_AT = PROPERTY_1_AT + 40;
    /** A 2 × 2 mask. */
    static final int END = PROPERTY_2_AT + 16 + 4;

    private WwdSamples() {
    }

    /** One main plane of 2 × 2 tiles (a marker of each kind), one object, one property of each type. */
    static WwdLevel small(boolean compressed) {
        WwdHeader blank = WwdHeader.blank(compressed ? WwdHeader.FLAG_COMPRESSED : 0);
        WwdHeader header = new WwdHeader(0, blank.flags(), 0, FixedString.padded("Level 1", 64),
                FixedString.padded("Monolith", 64), FixedString.padded("1997", 64), blank.rezFile(), blank.imageDir(),
                blank.palRez(), 100, 200, 0, 0, blank.launchApp(), blank.imageSets(), blank.prefixes());
        return new WwdLevel(header, List.of(plane()), List.of(
                new WwdTileProperty.Single(64, 64, 0, 1),
                new WwdTileProperty.Double(64, 64, 0, 0, 2, new WwdRect(0, 0, 63, 31)),
                new WwdTileProperty.Mask(2, 2, 0, Blob.of(new byte[] {0, 1, 2, 3}))), Blob.EMPTY);
    }

    static WwdPlane plane() {
        WwdObject hero = WwdObject.builder().set(WwdObjectField.ID, 7).set(WwdObjectField.LOCATION_X, 96)
                .set(WwdObjectField.LOCATION_Y, 64).set(WwdObjectField.RECT_MOVE_RIGHT, 500)
                .set(WwdObjectField.FLAGS_HIT_TYPE, 0x300)
                .name(RawString.of("Hero")).logic(RawString.of("Officer")).build();
        IntGrid tiles = IntGrid.of(2, 2, new int[] {1, 2, WwdPlane.TILE_INVISIBLE, WwdPlane.TILE_FILLED});
        return new WwdPlane(WwdPlane.FLAG_MAIN, FixedString.padded("Action", 64), 128, 128, 64, 64, 100, 100, 0, 0,
                WwdPlaneReserved.ZERO, tiles, List.of(RawString.of("ACTION")), List.of(hero));
    }

    static byte[] smallBytes() {
        return WwdWriter.write(small(false));
    }

    static void putU32(byte[] b, int at, long v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
        b[at + 2] = (byte) (v >>> 16);
        b[at + 3] = (byte) (v >>> 24);
    }

    static long u32(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (long) (b[at + 3] & 0xFF) << 24;
    }
}
