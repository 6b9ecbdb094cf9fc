package dev.mapharness.reports.picture;

import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdTileProperty;
import java.util.List;

/**
 * Colours of WWD tiles by what the level's tile properties say they do (entry n describes tile id
 * n): the five attributes WapWorld defines, user attributes, double tiles (inside colour, outside
 * colour around it where a tile is big enough), mask tiles; and the two markers.
 */
final class TileColors {
    static final int CLEAR = 0xDCE6EE;
    static final int SOLID = 0x5A5A5A;
    static final int GROUND = 0x9C6E3C;
    static final int CLIMB = 0x3FA34D;
    static final int DEATH = 0xD2321E;
    static final int MASK = 0x008080;
    static final int NO_PROPERTY = 0xB4B4B4;
    static final int INVISIBLE = 0xFFFFFF;
    static final int FILLED = 0x2E3A87;

    /** What a tile cell is, for the legend: the five attributes, then the rest. */
    static final String[] CLASSES = {"clear", "solid", "ground", "climb", "death", "user attribute", "double",
            "mask", "no property", "empty", "filled"};
    static final int USER = 5;
    static final int DOUBLE = 6;
    static final int MASKED = 7;
    static final int UNDESCRIBED = 8;
    static final int EMPTY = 9;
    static final int FILL = 10;

    private TileColors() {
    }

    static int attribute(int a) {
        return switch (a) {
            case 0 -> CLEAR;
            case 1 -> SOLID;
            case 2 -> GROUND;
            case 3 -> CLIMB;
            case 4 -> DEATH;
            default -> Palette.index(1000L + a);
        };
    }

    static WwdTileProperty property(int cell, List<WwdTileProperty> properties) {
        return cell >= 0 && cell < properties.size() ? properties.get(cell) : null;
    }

    static int classOf(int cell, List<WwdTileProperty> properties) {
        if (WwdPlane.isInvisible(cell)) {
            return EMPTY;
        }
        if (WwdPlane.isFilled(cell)) {
            return FILL;
        }
        WwdTileProperty p = property(cell, properties);
        if (p instanceof WwdTileProperty.Single s) {
            return s.attribute() >= 0 && s.attribute() <= 4 ? s.attribute() : USER;
        }
        if (p instanceof WwdTileProperty.Double) {
            return DOUBLE;
        }
        return p instanceof WwdTileProperty.Mask ? MASKED : UNDESCRIBED;
    }

    /** The colour of a cell; {@code border} is true for pixels on the edge of a tile's block. */
    static int color(int cell, List<WwdTileProperty> properties, boolean border) {
        if (WwdPlane.isInvisible(cell)) {
            return INVISIBLE;
        }
        if (WwdPlane.isFilled(cell)) {
            return FILLED;
        }
        WwdTileProperty p = property(cell, properties);
        if (p instanceof WwdTileProperty.Single s) {
            return attribute(s.attribute());
        }
        if (p instanceof WwdTileProperty.Double d) {
            return attribute(border ? d.outside() : d.inside());
        }
        return p instanceof WwdTileProperty.Mask ? MASK : NO_PROPERTY;
    }
}
