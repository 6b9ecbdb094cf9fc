package dev.mapharness.wvr8;

import java.util.Arrays;

/**
 * Finds object ids used more than once. Sorting packed (id, index) pairs costs 8 bytes per
 * object, where a hash map of boxed ids would cost several times the file's own size on a file
 * made of millions of minimal records.
 */
final class DuplicateIds {
    /** How many objects reuse an earlier object's id. */
    final int count;
    /** The first object, in file order, that reuses an id; -1 if none. */
    final int firstIndex;
    /** The earlier object whose id {@link #firstIndex} reuses; -1 if none. */
    final int firstIndexOf;

    private DuplicateIds(int count, int firstIndex, int firstIndexOf) {
        this.count = count;
        this.firstIndex = firstIndex;
        this.firstIndexOf = firstIndexOf;
    }

    static DuplicateIds of(int[] ids) {
        long[] keyed = new long[ids.length];
        for (int i = 0; i < ids.length; i++) {
            // id in the high half, index in the low half: equal ids sort together, in file order
            keyed[i] = (long) ids[i] << 32 | i;
        }
        Arrays.sort(keyed);
        int count = 0;
        int firstIndex = -1;
        int firstIndexOf = -1;
        for (int i = 1; i < keyed.length; i++) {
            if ((int) (keyed[i] >>> 32) == (int) (keyed[i - 1] >>> 32)) {
                count++;
                int index = (int) keyed[i];
                // within a run indices ascend, so only a run's second entry can be the earliest reuse,
                // and the entry before it is the run's first use
                if (firstIndex < 0 || index < firstIndex) {
                    firstIndex = index;
                    firstIndexOf = (int) keyed[i - 1];
                }
            }
        }
        return new DuplicateIds(count, firstIndex, firstIndexOf);
    }
}
