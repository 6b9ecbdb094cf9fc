package dev.mapharness.wwd;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violations;

/**
 * A 160-byte plane header as read, with the counts and offsets the model does not keep.
 *
 * @param at        offset of the header in the (uncompressed) file
 * @param blockSize the header's first word, 160 in conforming files
 */
record WwdPlaneHeader(long at, long blockSize, int flags, FixedString name, int widthPx, int heightPx, int tileWidth, int tileHeight,
                      int tilesWide, int tilesHigh, int movementXPercent, int movementYPercent, int fillColor,
                      long imageSetCount, long objectCount, long tilesOffset, long imageSetsOffset, long objectsOffset,
                      int zCoord, WwdPlaneReserved reserved) {
    static final int WIDTH_PX_AT = 0x50;
    static final int TILES_WIDE_AT = 0x60;
    static final int IMAGE_SET_COUNT_AT = 0x7C;
    static final int OBJECT_COUNT_AT = 0x80;
    static final int TILES_OFFSET_AT = 0x84;
    static final int IMAGE_SETS_OFFSET_AT = 0x88;
    static final int OBJECTS_OFFSET_AT = 0x8C;

    /** Reads one header at the input's offset, inside the plane's path. */
    static WwdPlaneHeader read(ByteInput in, ReadOptions options, Violations violations) {
        int at = in.offset();
        in.require(WwdPlane.HEADER_SIZE, "");
        long blockSize = in.u32("blockSize");
        if (blockSize != WwdPlane.HEADER_SIZE) {
            violations.add(WwdRules.PLANE_HEADER_SIZE, at, in.pathOf("blockSize"), "plane header size is " + blockSize + ", should be 160");
        }
        int unknown1 = in.i32("unknown1");
        int flags = in.i32("flags");
        int unknown2 = in.i32("unknown2");
        FixedString name = WwdStrings.fixed(in, WwdPlane.NAME_LENGTH, "name", options, violations);
        int widthPx = in.i32("widthPx");
        int heightPx = in.i32("heightPx");
        int tileWidth = in.i32("tileWidth");
        int tileHeight = in.i32("tileHeight");
        int tilesWide = in.i32("tilesWide");
        int tilesHigh = in.i32("tilesHigh");
        int unknown3 = in.i32("unknown3");
        int unknown4 = in.i32("unknown4");
        int movementX = in.i32("movementXPercent");
        int movementY = in.i32("movementYPercent");
        int fillColor = in.i32("fillColor");
        long imageSetCount = in.u32("imageSetCount");
        long objectCount = in.u32("objectCount");
        long tilesOffset = in.u32("tilesOffset");
        long imageSetsOffset = in.u32("imageSetsOffset");
        long objectsOffset = in.u32("objectsOffset");
        int zCoord = in.i32("zCoord");
        int unknown5 = in.i32("unknown5");
        int unknown6 = in.i32("unknown6");
        int unknown7 = in.i32("unknown7");
        WwdPlaneReserved reserved = new WwdPlaneReserved(unknown1, unknown2, unknown3, unknown4, unknown5, unknown6, unknown7);
        if (!reserved.isZero()) {
            violations.add(WwdRules.PLANE_RESERVED, at, in.pathOf("reserved"), "reserved words are not all zero: " + reserved);
        }
        return new WwdPlaneHeader(at, blockSize, flags, name, widthPx, heightPx, tileWidth, tileHeight, tilesWide, tilesHigh,
                movementX, movementY, fillColor, imageSetCount, objectCount, tilesOffset, imageSetsOffset, objectsOffset,
                zCoord, reserved);
    }
}
