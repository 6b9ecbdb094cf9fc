package dev.mapharness.wvr1;


/**
 * The sizes of a 1WVR file and the two rules that decide how its record lists end, shared by the
 * reader and the writer so that what one writes the other reads back the same way.
 */
final class Wvr1Layout {
    /** "1WVR", u32 width, u32 height. */
    static final int HEADER_BYTES = 12;
    /** Bytes per grid cell: an i16 height and a u16 texture index. */
    static final int CELL_BYTES = 4;
    /** The x and y that end a net's segments. */
    static final int END_RECORD_SIZE = 8;
    /** Where a model record's 48-byte name starts inside its 64 bytes. */
    static final int MODEL_NAME_OFFSET = 16;
    static final String MODEL_SUFFIX = ".p3d";

    private Wvr1Layout() {
    }

    /**
     * The model list has no count and no terminator. Like lamasutra/arma-tools {@code wrp.cpp},
     * a 64-byte record is a model exactly when its name (bytes before the first NUL of the 48-byte
     * slot, or the whole slot) ends in ".p3d", ASCII case-insensitive; otherwise it is the first
     * net header. The caller has checked that 64 bytes are there.
     *
     * <p>Works on the input in place: the first version copied the slot twice, and OpenJDK 17.0.15's
     * C2 compiler, after scalar-replacing those copies, returned false for valid names once the
     * method was hot (the torture check found it; -XX:-EliminateAllocations and JDK 25 do not).
     */
    static boolean isModelRecord(byte[] bytes, int recordStart) {
        return endsWithModelSuffix(bytes, recordStart + MODEL_NAME_OFFSET, Wvr1Model.NAME_LENGTH);
    }

    /** The same rule on a name slot alone. */
    static boolean isModelName(byte[] nameSlot) {
        return endsWithModelSuffix(nameSlot, 0, nameSlot.length);
    }

    private static boolean endsWithModelSuffix(byte[] b, int from, int slotLength) {
        int end = from;
        int limit = from + slotLength;
        while (end < limit && b[end] != 0) {
            end++;
        }
        int n = MODEL_SUFFIX.length();
        if (end - from < n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            int c = b[end - n + i] & 0xFF;
            if (c >= 'A' && c <= 'Z') {
                c += 'a' - 'A';
            }
            if (c != MODEL_SUFFIX.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** A segment list ends at an x and y that are both zero, of either sign. */
    static boolean isZero(int floatBits) {
        return (floatBits & 0x7FFF_FFFF) == 0;
    }

    static int le32(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (b[at + 3] & 0xFF) << 24;
    }
}
