package dev.mapharness.wvr1;

/**
 * One 32-byte segment of a 1WVR road net: {@code f32 x, y; f32 tx, ty, tz; f32 stepping;
 * u32 constant[2]}. A net's list of segments ends with 8 bytes where x and y are both zero.
 */
public record Wvr1Subnet(float x, float y, float tx, float ty, float tz, float stepping, int constant0, int constant1) {
    public static final int RECORD_SIZE = 32;
}
