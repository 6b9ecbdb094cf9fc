package dev.mapharness.bench.run;

import dev.mapharness.bench.compress.EncoderLevelRatios;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoublePredicate;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The performance goals, checked against one run's table. They live here and not in tests: a
 * shared, noisy machine makes wall-clock assertions flaky, while a ratio to a baseline measured in
 * the same run is what the goals are stated in.
 */
public final class Targets {
    /** LZO1X decoding, on every data set and every encoder's stream. */
    static final String LZO_DECODE = "LzoDecode";
    /** The benchmark that isolates 8WVR's uncompressed float elevation decode. */
    static final String ELEVATION = "Wvr8Elevation";
    /** The benchmark of the encoders' levels. */
    static final String ENCODER_LEVEL = "EncoderLevel";
    static final double FAST_TO_AIRCOMPRESSOR = 1.0;
    static final double LZO_TO_AIRCOMPRESSOR = 1.0;
    static final double ELEVATION_TO_ARRAYCOPY = 0.3;
    static final double ALLOCATED_PER_DECODED_BYTE = 1.5;
    static final double LINEAR_WITHIN = 0.2;
    /** The text readers: WMP and {@code $$M}, each on its 5 MB benchmark file. */
    static final List<String> TEXT = List.of("Wmp", "Mm");
    static final String TEXT_SIZE = "5";
    static final double TEXT_MEGABYTES_PER_SECOND = 200;
    static final double TEXT_ALLOCATED_PER_INPUT_BYTE = 8;

    /**
     * @param met null when the run measured nothing the goal speaks of
     */
    public record Verdict(String goal, Boolean met, String evidence) {
    }

    private Targets() {
    }

    public static List<Verdict> check(List<TableRow> rows) {
        List<Verdict> verdicts = new ArrayList<>();
        verdicts.add(atLeast("LZO1X decode ≥ " + LZO_TO_AIRCOMPRESSOR + "× aircompressor on every data set and stream",
                rows, r -> is(r, LZO_DECODE, "decode"), TableRow::toPeer, LZO_TO_AIRCOMPRESSOR));
        verdicts.add(atLeast("8WVR float elevation decode ≥ " + ELEVATION_TO_ARRAYCOPY + "× arraycopy",
                rows, r -> is(r, ELEVATION, "decode"), TableRow::toBaseline, ELEVATION_TO_ARRAYCOPY));
        verdicts.add(allocation(rows));
        verdicts.add(scaling(rows));
        verdicts.add(atLeast("LZO1X fast encode ≥ " + FAST_TO_AIRCOMPRESSOR + "× aircompressor's LzoCompressor", rows,
                r -> is(r, ENCODER_LEVEL, "encodeLzoFast"), TableRow::toPeer, FAST_TO_AIRCOMPRESSOR));
        verdicts.addAll(encoderRatios(rows));
        verdicts.addAll(text(rows));
        return verdicts;
    }

    private static boolean is(TableRow row, String benchmark, String operation) {
        return row.measurement().benchmark().equals(benchmark) && row.measurement().operation().equals(operation);
    }

    private static Verdict atLeast(String goal, List<TableRow> rows, Predicate<TableRow> which,
            ToDoubleFunction<TableRow> value, double least) {
        return within(goal, rows, which, value, v -> v >= least, "×", Targets::sizes);
    }

    /** A goal every chosen row's value must meet, with the values and their unit as evidence. */
    private static Verdict within(String goal, List<TableRow> rows, Predicate<TableRow> which,
            ToDoubleFunction<TableRow> value, DoublePredicate meets, String unit, Function<TableRow, String> where) {
        List<TableRow> chosen = rows.stream().filter(which).filter(r -> !Double.isNaN(value.applyAsDouble(r))).toList();
        if (chosen.isEmpty()) {
            return new Verdict(goal, null, "not measured in this run");
        }
        boolean met = chosen.stream().allMatch(r -> meets.test(value.applyAsDouble(r)));
        String evidence = chosen.stream().map(r -> format(value.applyAsDouble(r)) + unit + " at " + where.apply(r))
                .collect(Collectors.joining(", "));
        return new Verdict(goal, met, evidence);
    }

    /**
     * LZO1X fast at a ratio no worse than liblzo2's LZO1X-1 and best at least LZO1X-999's, on the data
     * the run measured the levels on: ratios are worked out here (they are no timings), one verdict per level.
     */
    private static List<Verdict> encoderRatios(List<TableRow> rows) {
        List<Map.Entry<String, Integer>> measured = rows.stream().filter(r -> r.measurement().benchmark().equals(ENCODER_LEVEL))
                .map(r -> Map.entry(r.measurement().params().get("data"), Integer.parseInt(r.measurement().params().get("size"))))
                .distinct().toList();
        List<Verdict> verdicts = new ArrayList<>();
        for (String level : List.of("fast", "best")) {
            String goal = "LZO1X " + level + " ratio ≥ liblzo2's " + (level.equals("fast") ? "LZO1X-1" : "LZO1X-999");
            if (measured.isEmpty()) {
                verdicts.add(new Verdict(goal, null, "not measured in this run"));
                continue;
            }
            List<EncoderLevelRatios.Ratio> ratios = measured.stream()
                    .flatMap(m -> EncoderLevelRatios.of(m.getKey(), m.getValue()).stream())
                    .filter(r -> r.codec().equals("LZO1X") && r.level().id().equals(level)).toList();
            verdicts.add(new Verdict(goal, ratios.stream().allMatch(EncoderLevelRatios.Ratio::met),
                    ratios.stream().map(EncoderLevelRatios.Ratio::toString).collect(Collectors.joining(", "))));
        }
        return verdicts;
    }

    /**
     * The text readers at {@value #TEXT_MEGABYTES_PER_SECOND} MB/s and at most
     * {@value #TEXT_ALLOCATED_PER_INPUT_BYTE} B allocated per input byte: absolute figures, as the goal
     * was set, so they depend on the machine more than the ratios do.
     */
    private static List<Verdict> text(List<TableRow> rows) {
        Predicate<TableRow> which = r -> TEXT.contains(r.measurement().benchmark())
                && r.measurement().operation().equals("decode")
                && TEXT_SIZE.equals(r.measurement().params().get("megabytes"));
        return List.of(
                within("WMP and $$M decode ≥ " + Math.round(TEXT_MEGABYTES_PER_SECOND) + " MB/s on the 5 MB files", rows,
                        which, r -> r.measurement().megabytesPerSecond(), v -> v >= TEXT_MEGABYTES_PER_SECOND, " MB/s", Targets::name),
                within("WMP and $$M decode allocate ≤ " + Math.round(TEXT_ALLOCATED_PER_INPUT_BYTE) + " B per input byte",
                        rows, which, TableRow::allocatedPerByte, v -> v <= TEXT_ALLOCATED_PER_INPUT_BYTE, " B/B", Targets::name));
    }

    private static Verdict allocation(List<TableRow> rows) {
        String goal = "decoding allocates ≤ " + ALLOCATED_PER_DECODED_BYTE + " B per decoded byte";
        List<TableRow> decodes = rows.stream()
                .filter(r -> r.measurement().peer() == null && r.measurement().operation().startsWith("decode"))
                .filter(r -> !Double.isNaN(r.allocatedPerByte())).toList();
        if (decodes.isEmpty()) {
            return new Verdict(goal, null, "not measured in this run (the GC profiler was off)");
        }
        List<TableRow> over = decodes.stream().filter(r -> r.allocatedPerByte() > ALLOCATED_PER_DECODED_BYTE)
                .sorted(Comparator.comparingDouble(TableRow::allocatedPerByte).reversed()).toList();
        TableRow worst = decodes.stream().max(Comparator.comparingDouble(TableRow::allocatedPerByte)).orElseThrow();
        String evidence = over.isEmpty()
                ? "all " + decodes.size() + " decode rows; the most is " + format(worst.allocatedPerByte()) + " B/B (" + name(worst) + ")"
                : over.size() + " of " + decodes.size() + " decode rows allocate more: " + over.stream()
                        .map(r -> format(r.allocatedPerByte()) + " B/B " + name(r)).collect(Collectors.joining("; "));
        return new Verdict(goal, over.isEmpty(), evidence);
    }

    private static Verdict scaling(List<TableRow> rows) {
        String goal = "every size step scales linearly (step within 1 ± " + LINEAR_WITHIN + ")";
        List<TableRow> steps = rows.stream()
                .filter(r -> r.measurement().peer() == null && !Double.isNaN(r.step())).toList();
        if (steps.isEmpty()) {
            return new Verdict(goal, null, "no operation was measured at two sizes");
        }
        List<TableRow> off = steps.stream().filter(r -> Math.abs(r.step() - 1) > LINEAR_WITHIN).toList();
        String evidence = (steps.size() - off.size()) + " of " + steps.size() + " steps within " + Math.round(LINEAR_WITHIN * 100) + "%"
                + (off.isEmpty() ? "" : "; outside: " + off.stream().map(r -> format(r.step()) + " " + name(r))
                        .collect(Collectors.joining("; ")));
        return new Verdict(goal, off.isEmpty(), evidence);
    }

    private static String name(TableRow row) {
        return row.measurement().benchmark() + "." + row.measurement().operation() + " " + sizes(row);
    }

    private static String sizes(TableRow row) {
        return row.measurement().params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(" "));
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    /** The verdicts as a Markdown list. */
    public static String render(List<Verdict> verdicts) {
        StringBuilder out = new StringBuilder();
        for (Verdict v : verdicts) {
            out.append("- **").append(v.goal()).append("**: ");
            if (v.met() != null) {
                out.append(v.met() ? "met" : "NOT met").append(" — ");
            }
            out.append(v.evidence()).append('\n');
        }
        return out.toString();
    }
}
