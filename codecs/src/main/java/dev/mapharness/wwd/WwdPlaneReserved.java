package dev.mapharness.wwd;

/**
 * The seven reserved words of a plane header (zero in conforming files), named as the seed
 * numbers them: unknown1 at 0x4, unknown2 at 0xC, unknown3/4 at 0x68/0x6C, unknown5–7 at 0x94–0x9C.
 * Kept so that a lenient read and rewrite drops nothing.
 */
public record WwdPlaneReserved(int unknown1, int unknown2, int unknown3, int unknown4, int unknown5, int unknown6,
                               int unknown7) {
    public static final WwdPlaneReserved ZERO = new WwdPlaneReserved(0, 0, 0, 0, 0, 0, 0);

    public boolean isZero() {
        return equals(ZERO);
    }
}
