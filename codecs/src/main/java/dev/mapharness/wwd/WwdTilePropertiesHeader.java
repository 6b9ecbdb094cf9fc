package dev.mapharness.wwd;

/**
 * The reserved words of the 32-byte header before the tile properties (zero in conforming files).
 *
 * <pre>
 * u32 size (32; derived); u32 unknown2; u32 count (derived); u32 unknown3 … unknown7
 * </pre>
 *
 * Kept so that a lenient read and rewrite drops nothing.
 */
public record WwdTilePropertiesHeader(int unknown2, int unknown3, int unknown4, int unknown5, int unknown6,
                                      int unknown7) {
    public static final int SIZE = 32;
    public static final WwdTilePropertiesHeader ZERO = new WwdTilePropertiesHeader(0, 0, 0, 0, 0, 0);

    public boolean isZero() {
        return equals(ZERO);
    }
}
