package dev.mapharness.wwd;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.CellTally;
import dev.mapharness.format.Violations;
import dev.mapharness.rules.ReadRules;
import java.util.ArrayList;
import java.util.List;

/** Reads the tile-properties section: a 32-byte header, then one property per tile id. */
final class WwdTileProperties {
    /** The section as read; {@code size} is its header's first word, 32 in conforming files. */
    record Section(long size, WwdTilePropertiesHeader header, List<WwdTileProperty> properties) {
    }

    private WwdTileProperties() {
    }

    static Section read(ByteInput in, Violations violations) {
        in.enter("tilePropertiesHeader");
        int at = in.offset();
        long size = in.u32("size");
        if (size != WwdTilePropertiesHeader.SIZE) {
            violations.add(WwdRules.TILE_PROPERTIES_HEADER_SIZE, at, in.pathOf("size"), "tile-properties header size is " + size + ", should be 32");
        }
        int unknown2 = in.i32("unknown2");
        int countAt = in.offset();
        long count = in.u32("count");
        WwdTilePropertiesHeader header = new WwdTilePropertiesHeader(unknown2, in.i32("unknown3"), in.i32("unknown4"),
                in.i32("unknown5"), in.i32("unknown6"), in.i32("unknown7"));
        if (!header.isZero()) {
            violations.add(WwdRules.TILE_PROPERTIES_HEADER_RESERVED, at, in.pathOf("unknown2"), "reserved words are not all zero: " + header);
        }
        int n;
        try {
            n = in.checkCount(count, WwdTileProperty.BASE_SIZE, "count");
        } catch (MapFormatException e) {
            throw e.at(countAt);
        }
        in.leave();
        List<WwdTileProperty> properties = new ArrayList<>(n);
        CellTally reserved = new CellTally();
        long listAt = in.offset();
        for (int i = 0; i < n; i++) {
            in.enter("tileProperties", i);
            WwdTileProperty p = property(in);
            in.leave();
            if (p.reserved() != 0) {
                reserved.add(i);
            }
            properties.add(p);
        }
        if (reserved.count() > 0) {
            violations.add(WwdRules.TILE_PROPERTY_RESERVED, listAt, "tileProperties[" + reserved.first() + "].reserved",
                    reserved.count() + " tile properties have a non-zero reserved word");
        }
        return new Section(size, header, properties);
    }

    private static WwdTileProperty property(ByteInput in) {
        int typeAt = in.offset();
        long type = in.u32("type");
        int reserved = in.i32("reserved");
        int widthAt = in.offset();
        int width = in.i32("width");
        int height = in.i32("height");
        if (type == WwdTileProperty.TYPE_SINGLE) {
            return new WwdTileProperty.Single(width, height, reserved, in.i32("attribute"));
        }
        if (type == WwdTileProperty.TYPE_DOUBLE) {
            int outside = in.i32("outside");
            int inside = in.i32("inside");
            in.enter("rect");
            WwdRect rect = new WwdRect(in.i32("left"), in.i32("top"), in.i32("right"), in.i32("bottom"));
            in.leave();
            return new WwdTileProperty.Double(width, height, reserved, outside, inside, rect);
        }
        if (type == WwdTileProperty.TYPE_MASK) {
            long bytes = WwdTileProperty.Mask.maskLength(width, height);
            if (bytes > in.remaining()) {
                throw in.failAt(ReadRules.GRID_PAST_END, widthAt, "width × height", "a mask that fits in the " + in.remaining() + " bytes left",
                        Integer.toUnsignedString(width) + " × " + Integer.toUnsignedString(height) + " = "
                                + (bytes == Long.MAX_VALUE ? "more than 2^63" : bytes) + " bytes");
            }
            return new WwdTileProperty.Mask(width, height, reserved, Blob.of(in.bytes((int) bytes, "mask")));
        }
        throw in.failAt(WwdReadRules.TILE_TYPE_UNKNOWN, typeAt, "type", "a tile type 1 (single), 2 (double) or 3 (mask)", String.valueOf(type));
    }
}
