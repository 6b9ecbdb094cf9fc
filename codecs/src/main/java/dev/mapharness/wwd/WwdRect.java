package dev.mapharness.wwd;

/** The seed's {@code rect}: {@code i32 left, top, right, bottom}. */
public record WwdRect(int left, int top, int right, int bottom) {
    public static final int SIZE = 16;
    public static final WwdRect ZERO = new WwdRect(0, 0, 0, 0);
}
