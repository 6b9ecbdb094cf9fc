package dev.mapharness.compress;

/**
 * Where a stream decoder writes. The decoder indexes {@link #window} directly: {@code window[op]}
 * is decoded byte {@code base + op}, and every byte behind {@code op} that a copy can still reach
 * is there. Before writing past the end of the window the decoder asks for {@link #room}, which
 * grows the window ({@link DecodedBytes}) or hands its older bytes on and moves the newest to the
 * front ({@link ElementWindow}).
 *
 * <p>Decoders may write a few bytes past what they decode (whole 8-byte words), but never past
 * {@code window.length}; such bytes are overwritten before anything reads them.
 */
abstract class DecodeTarget {
    /** No decoder asks for more room at once than this, so a window never needs to be larger. */
    static final int MAX_ROOM = 1 << 16;
    /** The smallest output allocated up front whatever the input (the claim may be smaller). */
    private static final int MIN_EAGER = 1 << 16;
    /** Up to this many decoded bytes per byte of input are allocated up front, more only as decoded. */
    private static final int EAGER_RATIO = 4;
    private static final int GROWTH = 16;

    final int decodedSize;
    /** Also sum the decoded bytes (LZSS checksums). */
    private final boolean summing;
    private int sum;
    byte[] window;
    int base;

    DecodeTarget(int decodedSize, boolean summing) {
        this.decodedSize = decodedSize;
        this.summing = summing;
    }

    /**
     * Makes room for {@code n} bytes at {@code op} and returns the new {@code op} (the window may
     * have been replaced and {@link #base} moved). Afterwards {@code window.length - op} is at least
     * {@code min(n, decodedSize - (base + op), MAX_ROOM)}: decoders write longer runs in pieces.
     */
    abstract int room(int op, int n);

    /** All {@link #decodedSize} bytes are decoded ({@code base + op == decodedSize}). */
    abstract void finish(int op);

    /** The wrapping sum of all decoded bytes as unsigned values, after {@link #finish}; needs {@code summing}. */
    final long sum() {
        return sum & 0xFFFF_FFFFL;
    }

    /** Adds {@code window[from, from + n)} to the sum if this target sums; targets call it once per byte. */
    final void summed(int from, int n) {
        if (summing) {
            sum += ByteSums.sum(window, from, n);
        }
    }

    /**
     * How much output a claim of {@code decodedSize} bytes justifies allocating before the stream
     * has produced any: all of it when the input could plausibly hold it, otherwise a start that
     * grows only as the stream really produces bytes. A stream of a few KB that claims 255× its
     * length (or a broken stream with a large claim) costs what it decodes, not what it claims.
     */
    static int eagerSize(int decodedSize, int inputBytes) {
        long justified = Math.max(MIN_EAGER, (long) EAGER_RATIO * inputBytes);
        return (int) Math.min(decodedSize, justified);
    }

    /**
     * Like {@link #eagerSize(int, int)}, where a scan of the stream's instructions (their lengths
     * only, no bytes copied) has seen them produce {@code scanned} bytes: that justifies what
     * decoding them would, {@link #GROWTH} times as much, without the copy a grown output costs.
     */
    static int eagerSize(int decodedSize, int inputBytes, long scanned) {
        return (int) Math.min(decodedSize, Math.max(eagerSize(decodedSize, inputBytes), GROWTH * scanned));
    }

    /** How many bytes a scan must see produced for {@link #eagerSize(int, int, long)} to give all of {@code decodedSize}. */
    static long scanEnough(int decodedSize) {
        return (decodedSize + GROWTH - 1) / GROWTH;
    }

    /**
     * The next size of an output that has to grow: sixteenfold, at least {@code needed}, at most
     * {@code limit}. A stream that outgrows its up-front allocation compresses well (more than
     * {@code EAGER_RATIO} to 1), so few steps keep the copies and the garbage small; what is
     * allocated stays within 16 times what the stream has really produced.
     */
    static int grown(int length, long needed, int limit) {
        return (int) Math.min(limit, Math.max(needed, (long) GROWTH * length));
    }
}
