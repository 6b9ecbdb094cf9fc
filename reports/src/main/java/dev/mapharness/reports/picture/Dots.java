package dev.mapharness.reports.picture;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Positioned elements drawn as dots in a {@link WorldFrame}; those outside the frame (or with no
 * finite position) are not drawn but counted, and the caption says how many. Marked elements get
 * a larger dot in the marked layer.
 */
final class Dots {
    private final Canvas canvas;
    private final WorldFrame frame;
    private final int color;
    private final List<String> parts = new ArrayList<>();
    private long total;
    private long outside;
    private long marked;
    private long markedOutside;

    Dots(Canvas canvas, WorldFrame frame, int color) {
        this.canvas = canvas;
        this.frame = frame;
        this.color = color;
    }

    void layer(String label, int count, IntFunction<double[]> position, BitSet marks) {
        int size = Math.min(canvas.width, canvas.height) >= 64 ? 3 : 1;
        for (int i = 0; i < count; i++) {
            double[] p = position.apply(i);
            boolean mark = marks.get(i);
            if (mark) {
                marked++;
            }
            if (p == null || !frame.inside(p[0], p[1])) {
                outside++;
                if (mark) {
                    markedOutside++;
                }
                continue;
            }
            int x = (int) frame.px(p[0]);
            int y = (int) frame.py(p[1]);
            canvas.dot(x, y, size, color);
            if (mark) {
                canvas.markDot(x, y, size + 2);
            }
        }
        total += count;
        parts.add(count + " " + (count == 1 ? singular(label) : label));
    }

    private static String singular(String label) {
        return label.endsWith("ies") ? label.substring(0, label.length() - 3) + "y"
                : label.endsWith("s") ? label.substring(0, label.length() - 1) : label;
    }

    long total() {
        return total;
    }

    long marked() {
        return marked;
    }

    String caption() {
        StringBuilder sb = new StringBuilder(parts.isEmpty() ? "nothing placed" : String.join(", ", parts));
        sb.append(outside == 0 ? "; none outside the map" : "; " + outside + " outside the map (not drawn)");
        if (marked > 0) {
            sb.append("; highlighted: ").append(marked).append(" divergent")
                    .append(markedOutside > 0 ? " (" + markedOutside + " of them outside the map)" : "");
        }
        return sb.toString();
    }
}
