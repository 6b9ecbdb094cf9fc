package dev.mapharness.reports.compare;

/** Bytes {@code [start, end)} of one file; empty when {@code start == end}. */
public record ByteRange(long start, long end) {
    public ByteRange {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("not a byte range: " + start + ".." + end);
        }
    }

    public long length() {
        return end - start;
    }

    public boolean isEmpty() {
        return start == end;
    }
}
