package dev.mapharness.bytes;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

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

    /** Bytes {@code [start, end)} of a file. */
    public record Span(long start, long end) {
        public long length() {
            return end - start;
        }
    }

    private final List<Entry> entries = new ArrayList<>();
    private boolean sorted = true;
    /** Entries by path, built on the first reverse lookup (readers never need it). */
    private TreeMap<String, Entry> byPath;

    void record(long start, long end, String path, int elementSize) {
        if (end <= start) {
            return;
        }
        if (!entries.isEmpty() && entries.get(entries.size() - 1).start() > start) {
            sorted = false;
        }
        entries.add(new Entry(start, end, path, elementSize));
        byPath = null;
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

    /**
     * Where a reader path lies in the bytes: a recorded field ({@code header.version}), an element
     * of a recorded array ({@code elevation[1234]}, {@code objects[7].transform[9]}), or a record or
     * list whose parts were recorded ({@code objects[7]}, {@code geography}): first to last byte of
     * its parts. Empty if nothing under that path was recorded.
     */
    public Optional<Span> spanOf(String path) {
        TreeMap<String, Entry> index = index();
        Entry exact = index.get(path);
        if (exact != null) {
            return Optional.of(new Span(exact.start(), exact.end()));
        }
        if (path.endsWith("]")) {
            int open = path.lastIndexOf('[');
            Entry array = open > 0 ? index.get(path.substring(0, open)) : null;
            if (array != null && array.isArray()) {
                long element;
                try {
                    element = Long.parseLong(path, open + 1, path.length() - 1, 10);
                } catch (NumberFormatException e) {
                    return Optional.empty();
                }
                long start = array.start() + element * array.elementSize();
                if (element < 0 || start >= array.end()) {
                    return Optional.empty();
                }
                return Optional.of(new Span(start, Math.min(array.end(), start + array.elementSize())));
            }
        }
        long start = Long.MAX_VALUE;
        long end = -1;
        // '.' + 1 is '/', '[' + 1 is '\\': each sub-map holds exactly the paths under one separator
        for (var under : List.of(index.subMap(path + '.', path + '/'), index.subMap(path + '[', path + '\\'))) {
            for (Entry e : under.values()) {
                start = Math.min(start, e.start());
                end = Math.max(end, e.end());
            }
        }
        return end < 0 ? Optional.empty() : Optional.of(new Span(start, end));
    }

    /** The entry recorded under exactly {@code path}, if any. */
    public Optional<Entry> entry(String path) {
        return Optional.ofNullable(index().get(path));
    }

    /**
     * This map's entries before {@code headerEnd}, and bytes {@code [headerEnd, end)} as one field
     * {@code path}: for a file whose body is a compressed stream, recorded from its decompressed
     * image, so that every entry names bytes of the file.
     */
    public FieldMap withBody(long headerEnd, long end, String path) {
        FieldMap out = new FieldMap();
        for (Entry e : entries()) {
            if (e.end() <= headerEnd) {
                out.record(e.start(), e.end(), e.path(), e.elementSize());
            }
        }
        out.record(headerEnd, end, path, 0);
        return out;
    }

    private TreeMap<String, Entry> index() {
        if (byPath == null) {
            TreeMap<String, Entry> index = new TreeMap<>();
            for (Entry e : entries) {
                index.putIfAbsent(e.path(), e);
            }
            byPath = index;
        }
        return byPath;
    }

    private void sortIfNeeded() {
        if (!sorted) {
            entries.sort(Comparator.comparingLong(Entry::start));
            sorted = true;
        }
    }
}
