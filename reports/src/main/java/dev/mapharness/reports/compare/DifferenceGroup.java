package dev.mapharness.reports.compare;

/**
 * The differences of one field pattern, gathered while the comparison walks the files: counters
 * and the first and last ranges only, so a grid that differs everywhere costs this one object.
 */
final class DifferenceGroup {
    final String pattern;
    final String readerPath;
    String firstElement;
    long fileStart = -1;
    long fileEnd;
    long canonicalStart = -1;
    long canonicalEnd;
    long differingBytes;
    long elements;
    /** The first differing element's bytes on each side, for "the file has 0x.., a writer writes 0x..". */
    long firstFileOffset = -1;
    long firstCanonicalOffset = -1;
    int firstLength;

    DifferenceGroup(String pattern, String readerPath) {
        this.pattern = pattern;
        this.readerPath = readerPath;
    }

    void add(String element, long fileFrom, long fileTo, long canonicalFrom, long canonicalTo, long bytes, long count,
             int valueLength) {
        if (firstElement == null) {
            firstElement = element;
            firstFileOffset = fileFrom;
            firstCanonicalOffset = canonicalFrom;
            firstLength = valueLength;
        }
        if (fileTo > fileFrom) {
            fileStart = fileStart < 0 ? fileFrom : Math.min(fileStart, fileFrom);
            fileEnd = Math.max(fileEnd, fileTo);
        }
        if (canonicalTo > canonicalFrom) {
            canonicalStart = canonicalStart < 0 ? canonicalFrom : Math.min(canonicalStart, canonicalFrom);
            canonicalEnd = Math.max(canonicalEnd, canonicalTo);
        }
        differingBytes += bytes;
        elements += count;
    }

    ByteRange inFile() {
        return fileStart < 0 ? new ByteRange(0, 0) : new ByteRange(fileStart, fileEnd);
    }

    ByteRange inCanonical() {
        return canonicalStart < 0 ? new ByteRange(0, 0) : new ByteRange(canonicalStart, canonicalEnd);
    }

    /** The field as reported: the exact element when only one differs, else the pattern. */
    String field() {
        return elements == 1 ? firstElement : pattern;
    }
}
