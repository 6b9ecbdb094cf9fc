package dev.mapharness.reports.html;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.reports.compare.ByteRange;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Rows of 16 bytes around a byte range of one file, each byte named by the field it belongs to.
 * The window is bounded whatever the range: a few rows of context before and after and at most
 * {@link #MAX_RANGE_ROWS} rows of the range itself, so a 1 GB difference costs the same as a small one.
 *
 * @param label     which side this is (a file name, "canonical encoding")
 * @param range     the range asked for, clamped to the file
 * @param rows      the rows shown
 * @param shownEnd  the end of the range's part that is shown; less than {@code range.end()} when cut
 */
public record HexView(String label, ByteRange range, List<Row> rows, long shownEnd) {
    public static final int WIDTH = 16;
    public static final int CONTEXT_ROWS = 2;
    public static final int MAX_RANGE_ROWS = 8;
    /** Colour bands cycle through this many classes ({@code f0} … {@code f5}). */
    public static final int BANDS = 6;

    /** One row: its offset and 16 cells (cells past the end of the file are absent). */
    public record Row(long offset, List<Cell> cells) {
        public String offsetHex() {
            return String.format(Locale.ROOT, "%08X", offset);
        }
    }

    /**
     * One byte.
     *
     * @param present false past the end of the file (the row is padded)
     * @param field   the field or array element holding the byte, empty if the reader recorded none
     * @param band    colour band of the field, -1 without one; neighbouring fields get different bands
     * @param inRange true if the byte is in the range asked for
     * @param differs true if the byte differs from the other side (or, with no other side, is the byte to blame)
     */
    public record Cell(long offset, boolean present, int value, String field, int band, boolean inRange, boolean differs) {
        public String hex() {
            return present ? String.format(Locale.ROOT, "%02X", value) : "  ";
        }

        public String ascii() {
            return !present ? " " : value >= 0x20 && value < 0x7F ? String.valueOf((char) value) : ".";
        }

        /** The tooltip: where the byte is and what holds it. */
        public String title() {
            String where = "0x" + Long.toHexString(offset).toUpperCase(Locale.ROOT) + " (" + offset + ")";
            return field.isEmpty() ? where : field + " @ " + where;
        }

        /** CSS classes: the field's band, in-range and differing marks. */
        public String classes() {
            StringBuilder sb = new StringBuilder("b");
            if (!present) {
                return "b none";
            }
            if (band >= 0) {
                sb.append(" f").append(band);
            }
            if (inRange) {
                sb.append(" r");
            }
            if (differs) {
                sb.append(" d");
            }
            return sb.toString();
        }
    }

    /** The side a view is compared with, to highlight the bytes that differ. */
    public record Comparand(byte[] bytes, ByteRange range) {
    }

    public boolean cut() {
        return shownEnd < range.end();
    }

    public String rangeText() {
        return Fmt.range(range);
    }

    /**
     * The window around {@code wanted} in {@code bytes}. Bytes in the range are highlighted where they
     * differ from the same position in {@code other}'s range, or all of them without another side.
     */
    public static HexView around(String label, byte[] bytes, Optional<FieldMap> fieldMap, ByteRange wanted,
                                 Optional<Comparand> other) {
        long size = bytes.length;
        ByteRange range = new ByteRange(Math.min(wanted.start(), size), Math.min(wanted.end(), size));
        long firstRangeRow = range.start() / WIDTH;
        long lastRangeRow = range.isEmpty() ? firstRangeRow : (range.end() - 1) / WIDTH;
        long lastShownRangeRow = Math.min(lastRangeRow, firstRangeRow + MAX_RANGE_ROWS - 1);
        long shownEnd = lastShownRangeRow == lastRangeRow ? range.end()
                : Math.min(range.end(), (lastShownRangeRow + 1) * WIDTH);
        long firstRow = Math.max(0, firstRangeRow - CONTEXT_ROWS);
        long lastRow = Math.min(lastShownRangeRow + CONTEXT_ROWS, size == 0 ? -1 : (size - 1) / WIDTH);

        // the fields of the shown rows only: a map that kept no field reads them now
        long from = firstRow * WIDTH;
        long to = (lastRow + 1) * WIDTH;
        Optional<FieldMap> shown = fieldMap.map(m -> m.around(from, to));
        List<Row> rows = new ArrayList<>();
        FieldMap.Entry previous = null;
        int band = -1;
        for (long row = firstRow; row <= lastRow; row++) {
            List<Cell> cells = new ArrayList<>(WIDTH);
            for (int i = 0; i < WIDTH; i++) {
                long offset = row * WIDTH + i;
                if (offset >= size) {
                    cells.add(new Cell(offset, false, 0, "", -1, false, false));
                    continue;
                }
                Optional<FieldMap.Entry> entry = shown.flatMap(m -> m.entryAt(offset));
                int cellBand = -1;
                if (entry.isPresent()) {
                    if (!entry.get().equals(previous)) {
                        band = (band + 1) % BANDS;
                        previous = entry.get();
                    }
                    cellBand = band;
                }
                int value = bytes[(int) offset] & 0xFF;
                boolean inRange = offset >= range.start() && offset < range.end();
                boolean differs = inRange && differs(offset - range.start(), value, other);
                cells.add(new Cell(offset, true, value, entry.map(e -> e.nameAt(offset)).orElse(""), cellBand,
                        inRange, differs));
            }
            rows.add(new Row(row * WIDTH, cells));
        }
        return new HexView(label, range, rows, shownEnd);
    }

    private static boolean differs(long index, int value, Optional<Comparand> other) {
        if (other.isEmpty()) {
            return true;
        }
        Comparand c = other.get();
        long at = c.range().start() + index;
        return at >= c.range().end() || at >= c.bytes().length || (c.bytes()[(int) at] & 0xFF) != value;
    }
}
