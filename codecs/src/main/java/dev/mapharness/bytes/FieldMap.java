package dev.mapharness.bytes;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Which field each byte of a file came from, recorded by a reader on request.
 *
 * <p>An array is one entry with its element size, so a 4096 × 4096 grid costs one entry and a
 * byte inside it is still named exactly ({@code elevation[1234567]}). Reports use this to say
 * "bytes 0x1A40–0x1A43 differ: objects[7].transform[9]".
 */
public final class FieldMap {

    /** Bytes {@code [start, end)} hold {@code path}; an array when {@code elementSize > 0}. */
    public record Entry(long start, long end, String path, int elementSize) {
        public boolean isArray() {
            return elementSize > 0;
        }

        /** The name of the field or array element that holds {@code offset}. */
        public String nameAt(long offset) {
            if (!isArray()) {
                return path;
            }
            return path + '[' + ((offset - start) / elementSize) + ']';
        }
    }

    private final List<Entry> entries = new ArrayList<>();
    private boolean sorted = true;

    void record(long start, long end, String path, int elementSize) {
        if (end <= start) {
            return;
        }
        if (!entries.isEmpty() && entries.get(entries.size() - 1).start() > start) {
            sorted = false;
        }
        entries.add(new Entry(start, end, path, elementSize));
    }

    /** All entries in file order. */
    public List<Entry> entries() {
        sortIfNeeded();
        return Collections.unmodifiableList(entries);
    }

    /** The innermost field that holds the byte at {@code offset}, if a reader recorded one. */
    public Optional<Entry> entryAt(long offset) {
        sortIfNeeded();
        int lo = 0;
        int hi = entries.size() - 1;
        Entry best = null;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            Entry e = entries.get(mid);
            if (e.start() <= offset) {
                if (offset < e.end()) {
                    best = e;
                }
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The name of the field or array element behind the byte at {@code offset}. */
    public Optional<String> nameAt(long offset) {
        return entryAt(offset).map(e -> e.nameAt(offset));
    }

    private void sortIfNeeded() {
        if (!sorted) {
            entries.sort(Comparator.comparingLong(Entry::start));
            sorted = true;
        }
    }
}
