package dev.mapharness.reports.compare;

import dev.mapharness.bytes.FieldMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Compares a file's bytes with another encoding of them (its canonical re-encoding) field by
 * field, through both sides' field maps: fields are matched by path, not by offset, so a
 * compressed stream of another length does not shift everything after it into a difference.
 * Differing elements of an array, and the same field of many records, are one group with a count.
 *
 * <p>One pass over each differing section's entries and bytes; nothing is allocated per differing byte or
 * element, only per differing field pattern (at most {@link #MAX_GROUPS}, the rest counted).
 */
public final class EncodingComparison {
    /** Groups kept; differences in further patterns are only counted. */
    public static final int MAX_GROUPS = 1000;

    /** What the comparison found, before verdicts. */
    public record Result(List<Group> groups, long omitted) {
        public Result {
            groups = List.copyOf(groups);
        }
    }

    /**
     * One field pattern that differs.
     *
     * @param field        the field, or pattern with {@code [*]} when several elements differ
     * @param firstElement the first differing element exactly
     * @param readerPath   the first differing field as the reader recorded it (no element index)
     * @param firstInFile  the first differing element's bytes in the file (empty if the file lacks the field)
     * @param firstInCanonical the same element's bytes in the canonical encoding
     */
    public record Group(String field, String firstElement, String readerPath, ByteRange inFile, ByteRange inCanonical,
                        long differingBytes, long elements, ByteRange firstInFile, ByteRange firstInCanonical) {
    }

    private final byte[] file;
    private final byte[] canonical;
    private final Map<String, DifferenceGroup> groups = new LinkedHashMap<>();
    private long omitted;

    private EncodingComparison(byte[] file, byte[] canonical) {
        this.file = file;
        this.canonical = canonical;
    }

    /**
     * Compares the sections that may differ ({@link FieldMap#differingSections}): only their fields
     * are recorded (by reading again, if the maps kept none) and matched by path; a section with the
     * same fields and bytes on both sides has no difference to find.
     */
    public static Result compare(byte[] file, FieldMap fileMap, byte[] canonical, FieldMap canonicalMap) {
        return compare(file, fileMap, canonical, canonicalMap,
                FieldMap.differingSections(fileMap, file, canonicalMap, canonical));
    }

    /** Compares the fields of {@code sections} by path. */
    static Result compare(byte[] file, FieldMap fileMap, byte[] canonical, FieldMap canonicalMap, Set<String> sections) {
        EncodingComparison c = new EncodingComparison(file, canonical);
        for (FieldMap.Entry e : fileMap.entriesOf(sections)) {
            Optional<FieldMap.Entry> other = canonicalMap.entry(e.path());
            if (other.isPresent()) {
                c.both(e, other.get());
            } else {
                c.group(e.path(), e.path()).ifPresent(g -> g.add(e.path(), e.start(), e.end(), 0, 0, e.end() - e.start(),
                        1, 0));
            }
        }
        for (FieldMap.Entry e : canonicalMap.entriesOf(sections)) {
            if (fileMap.entry(e.path()).isEmpty()) {
                c.group(e.path(), e.path()).ifPresent(g -> g.add(e.path(), 0, 0, e.start(), e.end(), e.end() - e.start(),
                        1, 0));
            }
        }
        if (c.groups.isEmpty() && c.omitted == 0 && file.length != canonical.length) {
            // no recorded field differs, but one side has bytes no field holds (after the end)
            long common = Math.min(file.length, canonical.length);
            c.group("(end of file)", "(end of file)").ifPresent(g -> g.add("(end of file)", common, file.length, common,
                    canonical.length, Math.abs((long) file.length - canonical.length), 1, 0));
        }
        List<Group> out = new ArrayList<>(c.groups.size());
        for (DifferenceGroup g : c.groups.values()) {
            out.add(new Group(g.field(), g.firstElement, g.readerPath, g.inFile(), g.inCanonical(), g.differingBytes,
                    g.elements, range(g.firstFileOffset, g.firstLength), range(g.firstCanonicalOffset, g.firstLength)));
        }
        return new Result(out, c.omitted);
    }

    private static ByteRange range(long start, int length) {
        return start < 0 ? new ByteRange(0, 0) : new ByteRange(start, start + length);
    }

    /** A field recorded on both sides. */
    private void both(FieldMap.Entry f, FieldMap.Entry c) {
        if (f.isArray() && c.isArray() && f.elementSize() == c.elementSize()) {
            array(f, c);
            return;
        }
        long fl = f.end() - f.start();
        long cl = c.end() - c.start();
        if (fl == cl && equal(f.start(), c.start(), fl)) {
            return;
        }
        long bytes = differing(f.start(), c.start(), Math.min(fl, cl)) + Math.abs(fl - cl);
        int shown = (int) Math.min(8, Math.max(fl, cl));
        group(f.path(), f.path()).ifPresent(g -> g.add(f.path(), f.start(), f.end(), c.start(), c.end(), bytes, 1, shown));
    }

    /** An array on both sides: element by element, one group for all its differing elements. */
    private void array(FieldMap.Entry f, FieldMap.Entry c) {
        int size = f.elementSize();
        long fn = (f.end() - f.start()) / size;
        long cn = (c.end() - c.start()) / size;
        long common = Math.min(fn, cn);
        DifferenceGroup g = null;
        for (long i = 0; i < common; i++) {
            long fo = f.start() + i * size;
            long co = c.start() + i * size;
            if (!equal(fo, co, size)) {
                if (g == null) {
                    Optional<DifferenceGroup> found = group(f.path() + "[*]", f.path());
                    if (found.isEmpty()) {
                        return;
                    }
                    g = found.get();
                }
                g.add(f.path() + "[" + i + "]", fo, fo + size, co, co + size, differing(fo, co, size), 1, size);
            }
        }
        if (fn != cn) {
            Optional<DifferenceGroup> found = g != null ? Optional.of(g) : group(f.path() + "[*]", f.path());
            long extra = Math.abs(fn - cn);
            found.ifPresent(x -> x.add(f.path() + "[" + common + "]", f.start() + common * size, f.end(),
                    c.start() + common * size, c.end(), extra * size, extra, size));
        }
    }

    private boolean equal(long fileAt, long canonicalAt, long length) {
        return java.util.Arrays.equals(file, (int) fileAt, (int) (fileAt + length), canonical, (int) canonicalAt,
                (int) (canonicalAt + length));
    }

    private long differing(long fileAt, long canonicalAt, long length) {
        long n = 0;
        for (long i = 0; i < length; i++) {
            if (file[(int) (fileAt + i)] != canonical[(int) (canonicalAt + i)]) {
                n++;
            }
        }
        return n;
    }

    /** The group of a path's pattern, or empty (counted) when too many patterns differ. */
    private Optional<DifferenceGroup> group(String path, String readerPath) {
        String pattern = FieldPatterns.of(path);
        DifferenceGroup g = groups.get(pattern);
        if (g == null) {
            if (groups.size() >= MAX_GROUPS) {
                omitted++;
                return Optional.empty();
            }
            g = new DifferenceGroup(pattern, readerPath);
            groups.put(pattern, g);
        }
        return Optional.of(g);
    }
}
