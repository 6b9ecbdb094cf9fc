package dev.mapharness.roundtrip;

/** Whether an array holds anything but zeros. */
final class NonZeroCells {
    private NonZeroCells() {
    }

    static boolean any(byte[] cells) {
        for (byte c : cells) {
            if (c != 0) {
                return true;
            }
        }
        return false;
    }

    static boolean any(short[] cells) {
        for (short c : cells) {
            if (c != 0) {
                return true;
            }
        }
        return false;
    }
}
