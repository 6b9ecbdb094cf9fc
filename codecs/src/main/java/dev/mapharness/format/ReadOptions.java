package dev.mapharness.format;

/**
 * How to read: the mode and whether to record a field map.
 */
public record ReadOptions(ReadMode mode, boolean recordFieldMap) {
    public static final ReadOptions STRICT = new ReadOptions(ReadMode.STRICT, false);
    public static final ReadOptions LENIENT = new ReadOptions(ReadMode.LENIENT, false);

    public ReadOptions withFieldMap() {
        return new ReadOptions(mode, true);
    }

    public boolean strict() {
        return mode == ReadMode.STRICT;
    }
}
