package dev.mapharness.bench.run;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The results table as Markdown, one row per operation and parameter set. */
public final class MarkdownTable {
    private MarkdownTable() {
    }

    public static String render(List<TableRow> rows) {
        StringBuilder out = new StringBuilder();
        out.append("| benchmark | operation | parameters | MB/s | × arraycopy | × peer | alloc B/B | step |\n");
        out.append("|---|---|---|---:|---:|---:|---:|---:|\n");
        for (TableRow row : rows) {
            Measurement m = row.measurement();
            out.append("| ").append(m.benchmark())
                    .append(" | ").append(m.operation())
                    .append(" | ").append(params(m))
                    .append(" | ").append(rate(m))
                    .append(" | ").append(ratio(row.toBaseline(), 3))
                    .append(" | ").append(row.peer() == null ? "" : ratio(row.toPeer(), 2) + " " + row.peer())
                    .append(" | ").append(Double.isNaN(row.allocatedPerByte()) ? "" : fixed(row.allocatedPerByte(), 2))
                    .append(" | ").append(Double.isNaN(row.step()) ? "" : fixed(row.step(), 2))
                    .append(" |\n");
        }
        return out.toString();
    }

    private static String params(Measurement m) {
        return m.params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
    }

    /** MB/s with its error when JMH could give one (three significant digits are all the noise allows). */
    private static String rate(Measurement m) {
        double rate = m.megabytesPerSecond();
        String text = significant(rate);
        if (!Double.isNaN(m.opsError()) && m.opsError() > 0) {
            text += " ± " + significant(m.opsError() * m.payloadPerOp() / 1e6);
        }
        return text;
    }

    static String significant(double value) {
        if (value >= 100) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        return String.format(Locale.ROOT, value >= 10 ? "%.1f" : "%.2f", value);
    }

    private static String ratio(double value, int digits) {
        return Double.isNaN(value) ? "" : fixed(value, digits) + "×";
    }

    private static String fixed(double value, int digits) {
        return String.format(Locale.ROOT, "%." + digits + "f", value);
    }
}
