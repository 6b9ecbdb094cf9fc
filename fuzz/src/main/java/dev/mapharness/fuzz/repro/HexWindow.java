package dev.mapharness.fuzz.repro;

/**
 * A few rows of a hex dump around one byte, that byte in brackets: enough to see the field and its
 * neighbours without opening a hex editor.
 */
public final class HexWindow {
    private static final int ROW = 16;
    private static final int ROWS_BEFORE = 2;
    private static final int ROWS_AFTER = 2;

    private HexWindow() {
    }

    /** Rows around {@code offset}; an offset at the end of the input marks the row after the last byte. */
    public static String around(byte[] bytes, long offset) {
        long row = Math.max(0, offset) / ROW;
        long first = Math.max(0, row - ROWS_BEFORE) * ROW;
        long last = Math.min(bytes.length, (row + ROWS_AFTER + 1) * ROW);
        StringBuilder out = new StringBuilder();
        for (long start = first; start < last || start == first; start += ROW) {
            out.append(String.format("%08x ", start));
            StringBuilder text = new StringBuilder();
            for (long i = start; i < start + ROW; i++) {
                boolean marked = i == offset;
                if (i < bytes.length) {
                    int b = bytes[(int) i] & 0xFF;
                    out.append(marked ? "[" : " ").append(String.format("%02x", b)).append(marked ? "]" : "");
                    text.append(b >= 0x20 && b < 0x7F ? (char) b : '.');
                } else {
                    out.append(marked ? "[--]" : "   ");
                }
            }
            out.append("  |").append(text).append("|\n");
            if (start + ROW >= last) {
                break;
            }
        }
        return out.toString();
    }
}
