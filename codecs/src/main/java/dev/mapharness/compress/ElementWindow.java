package dev.mapharness.compress;

/**
 * Decodes into a typed array (shorts, ints) through a fixed window of bytes, so a compressed array
 * costs its typed result plus the window instead of a decoded byte array and its copy. The window
 * keeps the last {@code reach} bytes (the farthest a copy looks back) and hands older whole elements
 * on to {@link #store} in chunks of at least {@link DecodeTarget#MAX_ROOM} bytes.
 */
abstract class ElementWindow extends DecodeTarget {
    private final int reach;
    private final int elementSize;
    /** Decoded bytes already handed to {@link #store}; a multiple of the element size. */
    private int stored;

    ElementWindow(int decodedSize, int reach, int elementSize, boolean summing) {
        super(decodedSize, summing);
        this.reach = reach;
        this.elementSize = elementSize;
        this.window = new byte[(int) Math.min(decodedSize, reach + Math.max(MAX_ROOM, 2L * reach))];
    }

    @Override
    final int room(int op, int n) {
        if (window.length - op >= n || window.length == decodedSize) {
            return op;
        }
        storeUpTo(op);
        int keepFrom = Math.max(0, Math.min(op - reach, stored - base));
        System.arraycopy(window, keepFrom, window, 0, op - keepFrom);
        base += keepFrom;
        return op - keepFrom;
    }

    @Override
    final void finish(int op) {
        storeUpTo(op);
    }

    private void storeUpTo(int op) {
        int decoded = base + op;
        int upTo = decoded - decoded % elementSize;
        int n = upTo - stored;
        if (n > 0) {
            summed(stored - base, n);
            store(window, stored - base, stored / elementSize, n / elementSize);
            stored = upTo;
        }
    }

    /** Converts {@code count} little-endian elements at {@code bytes[from]} into elements {@code [first, first + count)}. */
    abstract void store(byte[] bytes, int from, int first, int count);
}
