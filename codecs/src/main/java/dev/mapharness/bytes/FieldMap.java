package dev.mapharness.bytes;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Which field each byte of a file came from, recorded by a reader on request.
 *
 * <p>An array is one entry with its element size, so a 4096 × 4096 grid costs one entry and a
 * byte inside it is still named exactly ({@code elevation[1234567]}). Reports use this to say
 * "bytes 0x1A40–0x1A43 differ: objects[7].transform[9]".
 *
 * <p>A field's <em>section</em> is its path's first name ({@code objects} for
 * {@code objects[7].transform}). Every map keeps a summary of each section (where it lies, how many
 * fields, a hash of their paths and places); its {@link Scope} says which fields it also keeps as
 * entries with their path text. A map that keeps only some can record the rest on demand when it
 * was given a way to read its file again ({@link #readAgainWith}): a million-object world then costs
 * a few dozen summaries, not a string per field, until a report asks where one field is
 * (docs/field-locations.md).
 */
public final class FieldMap {
    /**
     * How many entries before a byte {@link #entryAt} looks at for one that holds it: a field's parent
     * (a record or array around its fields) is within a few entries in a real file; only a hostile one
     * overlaps more structures at one place, and a byte in no field is not searched for to the start.
     */
    private static final int HOLDER_SCAN = 64;

    /**
     * File order: by start, and at one start the wider field first. The innermost of fields that overlap (a
     * hostile WWD points several planes at one offset) is then the one a search for a byte lands on last,
     * whatever order they were recorded in, so a map filled on demand names a byte as the map of every field
     * does; the path orders fields with the same bytes.
     */
    private static final Comparator<Entry> FILE_ORDER = Comparator.comparingLong(Entry::start)
            .thenComparing(Comparator.comparingLong(Entry::end).reversed()).thenComparing(Entry::path);

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

    /**
     * Which fields a map keeps as entries: those of the named sections ({@code null}: every
     * section) that overlap bytes {@code [start, end)}.
     */
    public record Scope(Set<String> sections, long start, long end) {
        /** Every field: the whole map at once. */
        public static final Scope ALL = new Scope(null, 0, Long.MAX_VALUE);
        /** No field: only the sections' summaries, entries on demand. */
        public static final Scope SUMMARY = new Scope(Set.of(), 0, Long.MAX_VALUE);

        public Scope {
            sections = sections == null ? null : Set.copyOf(sections);
        }

        /** Every field of these sections. */
        public static Scope sections(Collection<String> names) {
            return new Scope(Set.copyOf(names), 0, Long.MAX_VALUE);
        }

        /** Every field with a byte in {@code [start, end)}. */
        public static Scope window(long start, long end) {
            return new Scope(null, start, end);
        }

        boolean keeps(String section, long from, long to) {
            return (sections == null || sections.contains(section)) && from < end && to > start;
        }

        boolean whole() {
            return sections == null && start <= 0 && end == Long.MAX_VALUE;
        }
    }

    /** One section while the reader walks it. */
    private static final class Section {
        long start = Long.MAX_VALUE;
        long end = -1;
        /** The start of the section's first field: fields hash by their place relative to it. */
        long base = -1;
        long count;
        long hash;
        /** The first {@link #HEAD} fields, their paths built once: a small section (a header) needs no second read. */
        List<Entry> head = new ArrayList<>(1);
        /** Summarised from a compressed image: compare it field by field, never by its summary. */
        boolean opaque;

        Section copy() {
            Section s = new Section();
            s.start = start;
            s.end = end;
            s.base = base;
            s.count = count;
            s.hash = hash;
            // a list of its own: fields recorded into the copy must not appear in the original's head
            s.head = new ArrayList<>(head);
            s.opaque = opaque;
            return s;
        }
    }

    /** Fields kept per section in any scope: a header's, a count's, a compressed stream's are all there is. */
    static final int HEAD = 64;

    private final Scope scope;
    private final List<Entry> entries = new ArrayList<>();
    private final Map<String, Section> sections = new LinkedHashMap<>();
    /** Sections whose every field is an entry. */
    private final Set<String> filled = new HashSet<>();
    private boolean sorted = true;
    /** Entries by path, built on the first reverse lookup (readers never need it). */
    private TreeMap<String, Entry> byPath;
    /** Reads the file again, keeping another scope; null if this map cannot. */
    private Function<Scope, FieldMap> reread;
    /** The last section recorded and its name, so that a run of fields of one section looks it up once. */
    private String lastName;
    private Section last;

    /** A map of every field. */
    public FieldMap() {
        this(Scope.ALL);
    }

    public FieldMap(Scope scope) {
        this.scope = scope;
        if (scope.sections() != null && scope.start() <= 0 && scope.end() == Long.MAX_VALUE) {
            // a scope of named sections over the whole file keeps every field of them; within a window, not
            filled.addAll(scope.sections());
        }
    }

    /**
     * Lets this map record the fields it did not keep, when asked for them, with {@code reread}: a
     * read of the same bytes in the same mode keeping the given scope. Returns this map.
     */
    public FieldMap readAgainWith(Function<Scope, FieldMap> reread) {
        this.reread = reread;
        return this;
    }

    /** True if every field is an entry already. */
    public boolean complete() {
        return scope.whole();
    }

    /** A field the reader took, its path given by the reader's place and {@code leaf}. */
    void record(long start, long end, FieldPath path, String leaf, int elementSize) {
        if (end <= start) {
            return;
        }
        String name = path.section(leaf);
        boolean keep = scope.keeps(name, start, end);
        Section s = section(name);
        String text = keep || s.count < HEAD ? path.with(leaf) : null;
        summarise(s, start, end, path.hash(leaf), elementSize, text);
        if (keep) {
            add(new Entry(start, end, text, elementSize));
        }
    }

    /** A field whose path is text already. */
    void record(long start, long end, String path, int elementSize) {
        if (end <= start) {
            return;
        }
        String name = sectionOf(path);
        Section s = section(name);
        summarise(s, start, end, FieldPath.hashOf(path), elementSize, path);
        if (scope.keeps(name, start, end)) {
            add(new Entry(start, end, path, elementSize));
        }
    }

    private Section section(String name) {
        if (name != lastName) {
            lastName = name;
            last = sections.computeIfAbsent(name, n -> new Section());
        }
        return last;
    }

    private static void summarise(Section s, long start, long end, long pathHash, int elementSize, String path) {
        if (s.count == 0) {
            s.base = start;
        }
        if (s.count < HEAD) {
            s.head.add(new Entry(start, end, path, elementSize));
        }
        s.start = Math.min(s.start, start);
        s.end = Math.max(s.end, end);
        s.count++;
        // a sum of mixed terms, places relative to the first field: the same fields give the same hash in
        // whatever order the others come
        s.hash += mix(pathHash ^ mix((start - s.base) * 0x9E3779B97F4A7C15L + (end - start)) ^ (long) elementSize << 40);
    }

    /** SplitMix64's finaliser: every input bit moves about half of the output bits. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private void add(Entry e) {
        if (!entries.isEmpty() && FILE_ORDER.compare(entries.get(entries.size() - 1), e) > 0) {
            sorted = false;
        }
        entries.add(e);
        byPath = null;
    }

    /** The section of a path: its text up to the first {@code .} or {@code [}. */
    public static String sectionOf(String path) {
        return FieldPath.cut(path);
    }

    /** The names of the sections the reader recorded, in the order it first met them. */
    public Set<String> sectionNames() {
        return Collections.unmodifiableSet(sections.keySet());
    }

    /**
     * The sections in which two encodings may differ, field for field: those on one side only, and
     * those whose fields or bytes are not the same on both sides. A section outside this set has the
     * same fields at the same places relative to it and the same bytes, so comparing its fields by
     * path would find nothing.
     */
    public static Set<String> differingSections(FieldMap a, byte[] aBytes, FieldMap b, byte[] bBytes) {
        Set<String> out = new LinkedHashSet<>();
        for (Map.Entry<String, Section> e : a.sections.entrySet()) {
            Section x = e.getValue();
            Section y = b.sections.get(e.getKey());
            if (y == null || x.opaque || y.opaque || x.count != y.count || x.hash != y.hash
                    || x.base - x.start != y.base - y.start || x.end - x.start != y.end - y.start
                    || !java.util.Arrays.equals(aBytes, (int) x.start, (int) x.end, bBytes, (int) y.start, (int) y.end)) {
                out.add(e.getKey());
            }
        }
        for (String name : b.sections.keySet()) {
            if (!a.sections.containsKey(name)) {
                out.add(name);
            }
        }
        return out;
    }

    /** All entries in file order (recording every section first if this map has not). */
    public List<Entry> entries() {
        fill(sections.keySet());
        sortIfNeeded();
        return Collections.unmodifiableList(entries);
    }

    /** The entries of these sections, in file order, recorded now if they were not. */
    public List<Entry> entriesOf(Set<String> names) {
        fill(names);
        sortIfNeeded();
        if (complete() && names.containsAll(sections.keySet())) {
            return Collections.unmodifiableList(entries);
        }
        return entries.stream().filter(e -> names.contains(sectionOf(e.path()))).toList();
    }

    /**
     * A map that names every byte of {@code [start, end)}: this one if it holds them already, else
     * one read again keeping only the fields there (for a hex view of a few hundred bytes).
     */
    public FieldMap around(long start, long end) {
        if (complete() || inWindow(start, end) || reread == null) {
            return this;
        }
        List<String> overlapping = new ArrayList<>();
        sections.forEach((name, s) -> {
            if (s.start < end && s.end > start) {
                overlapping.add(name);
            }
        });
        if (filled.containsAll(overlapping)) {
            return this;
        }
        return reread.apply(Scope.window(start, end));
    }

    private boolean inWindow(long start, long end) {
        return scope.sections() == null && scope.start() <= start && end <= scope.end();
    }

    /** The innermost field that holds the byte at {@code offset}, if a reader recorded one. */
    public Optional<Entry> entryAt(long offset) {
        if (!complete() && !inWindow(offset, offset + 1)) {
            List<String> holding = new ArrayList<>();
            sections.forEach((name, s) -> {
                if (s.start <= offset && offset < s.end) {
                    holding.add(name);
                }
            });
            fill(holding);
        }
        sortIfNeeded();
        // the last entry starting at or before the byte, then back to the first that holds it: the latest
        // start, and at one start the narrowest (wider ones sort first), is the innermost field
        int lo = 0;
        int hi = entries.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (entries.get(mid).start() <= offset) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        for (int k = hi; k >= 0 && k > hi - HOLDER_SCAN; k--) {
            if (offset < entries.get(k).end()) {
                return Optional.of(entries.get(k));
            }
        }
        return Optional.empty();
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
        TreeMap<String, Entry> index = index(path);
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
                    // digits only, as FieldPath writes an index: no sign
                    element = Character.isDigit(path.charAt(open + 1))
                            ? Long.parseLong(path, open + 1, path.length() - 1, 10) : -1;
                } catch (NumberFormatException e) {
                    return Optional.empty();
                }
                // compared as a count first: element × elementSize could wrap past the array's end
                if (element < 0 || element >= (array.end() - array.start() + array.elementSize() - 1) / array.elementSize()) {
                    return Optional.empty();
                }
                long start = array.start() + element * array.elementSize();
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
        return Optional.ofNullable(index(path).get(path));
    }

    /**
     * This map's entries before {@code headerEnd}, and bytes {@code [headerEnd, end)} as one field
     * {@code path}: for a file whose body is a compressed stream, recorded from its decompressed
     * image, so that every entry names bytes of the file.
     */
    public FieldMap withBody(long headerEnd, long end, String path) {
        FieldMap out = new FieldMap(scope);
        for (Entry e : entries) {
            if (e.end() <= headerEnd) {
                out.add(e);
            }
        }
        sections.forEach((name, s) -> {
            if (s.start < headerEnd) {
                Section kept = s.copy();
                // fields past the header lie in the image, not in the file: such a section is compared field by field
                kept.opaque = s.opaque || s.end > headerEnd;
                kept.end = Math.min(s.end, headerEnd);
                out.sections.put(name, kept);
                if (filled.contains(name)) {
                    // its entries in the header are copied above; filling it again would add them twice
                    out.filled.add(name);
                }
            }
        });
        out.record(headerEnd, end, path, 0);
        return out;
    }

    /** Records every field of {@code names} that this map did not keep, reading the file again if needed. */
    private void fill(Collection<String> names) {
        if (complete()) {
            return;
        }
        Set<String> missing = new LinkedHashSet<>();
        for (String name : names) {
            Section s = sections.get(name);
            if (s == null || filled.contains(name)) {
                continue;
            }
            if (s.count <= HEAD && !s.opaque) {
                for (Entry e : s.head) {
                    if (!scope.keeps(name, e.start(), e.end())) {
                        add(e);
                    }
                }
                filled.add(name);
            } else {
                missing.add(name);
            }
        }
        if (missing.isEmpty()) {
            return;
        }
        if (reread == null || scope.sections() == null) {
            throw new IllegalStateException("this field map keeps only some fields and cannot read its file again for "
                    + missing);
        }
        FieldMap more = reread.apply(Scope.sections(missing));
        for (Entry e : more.entries) {
            add(e);
        }
        filled.addAll(missing);
    }

    private TreeMap<String, Entry> index(String path) {
        fill(List.of(sectionOf(path)));
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
            entries.sort(FILE_ORDER);
            sorted = true;
        }
    }
}
