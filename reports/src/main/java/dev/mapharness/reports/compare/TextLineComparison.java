package dev.mapharness.reports.compare;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares two texts (WMP, $$M) line by line, for formats whose readers record no field map.
 * A differing line is named by its number and the block it lies in, the nearest line before it
 * that opens a brace ({@code block 0 {}); lines of one block are one group with a count.
 * One pass; nothing is kept per differing line beyond its block's counters.
 */
public final class TextLineComparison {
    private TextLineComparison() {
    }

    public static EncodingComparison.Result compare(byte[] file, byte[] canonical) {
        Map<String, DifferenceGroup> groups = new LinkedHashMap<>();
        long omitted = 0;
        int fi = 0;
        int ci = 0;
        long line = 1;
        String block = "top level";
        while (fi < file.length || ci < canonical.length) {
            int fe = lineEnd(file, fi);
            int ce = lineEnd(canonical, ci);
            boolean same = java.util.Arrays.equals(file, fi, fe, canonical, ci, ce);
            if (!same) {
                DifferenceGroup g = groups.get(block);
                if (g == null && groups.size() >= EncodingComparison.MAX_GROUPS) {
                    omitted++;
                } else {
                    if (g == null) {
                        g = new DifferenceGroup(block + ": lines[*]", block);
                        groups.put(block, g);
                    }
                    g.add(block + ": line " + line, fi, fe, ci, ce, Math.max(fe - fi, ce - ci), 1, 0);
                    if (g.elements == 1) {
                        g.firstLength = Math.max(fe - fi, ce - ci);
                    }
                }
            }
            if (opensBlock(file, fi, fe)) {
                block = blockName(file, fi, fe, line);
            }
            fi = Math.min(file.length, fe + 1);
            ci = Math.min(canonical.length, ce + 1);
            line++;
        }
        List<EncodingComparison.Group> out = new ArrayList<>();
        for (DifferenceGroup g : groups.values()) {
            out.add(new EncodingComparison.Group(g.field(), g.firstElement, g.readerPath, g.inFile(), g.inCanonical(),
                    g.differingBytes, g.elements, new ByteRange(g.firstFileOffset, g.firstFileOffset),
                    new ByteRange(g.firstCanonicalOffset, g.firstCanonicalOffset)));
        }
        return new EncodingComparison.Result(out, omitted);
    }

    /** The text of one line of {@code bytes} starting at {@code start}, cut for a sentence. */
    public static String lineAt(byte[] bytes, long start) {
        int s = (int) Math.min(start, bytes.length);
        int e = lineEnd(bytes, s);
        String text = new String(bytes, s, Math.min(e - s, 120), StandardCharsets.ISO_8859_1).strip();
        return e - s > 120 ? text + " …" : text;
    }

    private static int lineEnd(byte[] b, int from) {
        int i = from;
        while (i < b.length && b[i] != '\n') {
            i++;
        }
        return i;
    }

    /** True if the line ends with an opening brace (before any CR of a CRLF ending). */
    private static boolean opensBlock(byte[] b, int from, int end) {
        int e = end;
        while (e > from && (b[e - 1] == '\r' || b[e - 1] == ' ' || b[e - 1] == '\t')) {
            e--;
        }
        return e > from && b[e - 1] == '{';
    }

    private static String blockName(byte[] b, int from, int end, long line) {
        String text = new String(b, from, Math.min(end - from, 80), StandardCharsets.ISO_8859_1).strip();
        text = text.substring(0, text.length() - (text.endsWith("{") ? 1 : 0)).strip();
        return text.isEmpty() ? "block opened at line " + line : text;
    }
}
