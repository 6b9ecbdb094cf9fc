package dev.mapharness.reports.picture;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/** Index counts of a u16 grid and the caption line naming the most used indices. */
final class Legend {
    static final int SHOWN = 6;
    private static final int MAX_NAME = 48;

    private Legend() {
    }

    /** "most used: #3 grass (41.0%), #1 sand (20.2%) …; 12 indices in all" */
    static String of(GridCells g, IntFunction<String> names) {
        long[] counts = new long[1 << 16];
        int n = (int) g.size();
        for (int i = 0; i < n; i++) {
            counts[(int) (g.value(i)) & 0xFFFF]++;
        }
        List<Integer> used = new ArrayList<>();
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                used.add(i);
            }
        }
        List<Integer> top = new ArrayList<>(used);
        top.sort((a, b) -> counts[a] != counts[b] ? Long.compare(counts[b], counts[a]) : Integer.compare(a, b));
        StringBuilder sb = new StringBuilder("most used: ");
        for (int k = 0; k < Math.min(SHOWN, top.size()); k++) {
            int index = top.get(k);
            String name = clean(names.apply(index));
            sb.append(k == 0 ? "" : ", ").append('#').append(index).append(name.isEmpty() ? "" : " " + name)
                    .append(" (").append(Captions.percent(counts[index], n)).append(')');
        }
        return sb.append("; ").append(used.size()).append(used.size() == 1 ? " index" : " indices").append(" in all")
                .toString();
    }

    /** A name from the file for a caption: control characters shown as '?', long names cut. */
    static String clean(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        s.codePoints().limit(MAX_NAME).forEach(c -> sb.appendCodePoint(Character.isISOControl(c) ? '?' : c));
        return s.codePointCount(0, s.length()) > MAX_NAME ? sb + "…" : sb.toString();
    }
}
