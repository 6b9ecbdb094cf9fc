package dev.mapharness.reports.html;

import dev.mapharness.rules.Rule;
import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.html.BatchIndexPage.FormatRow;
import dev.mapharness.reports.html.BatchIndexPage.KindRow;
import dev.mapharness.reports.html.BatchIndexPage.SeverityRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * What the index of a batch report counts, file by file: a bounded number of counters whatever
 * the number of files. Finding kinds are tallied up to {@value #MAX_KINDS} distinct ones (map
 * strings can make messages endless); findings of kinds past that are counted, not ranked.
 */
final class BatchTally {
    /** Finding kinds listed on the index. */
    static final int TOP_KINDS = 20;
    /** Distinct finding kinds tallied at most. */
    static final int MAX_KINDS = 10_000;
    /** Distinct writers tallied at most (names may carry versions read from files); the rest share a row. */
    static final int MAX_WRITERS = 100;
    static final String OTHER_WRITERS = "other writers";

    private static final Pattern INDEX = Pattern.compile("\\[[0-9]+\\]");
    private static final Pattern NUMBER = Pattern.compile("[0-9]+");

    private long files;
    private long bytes;
    private long pages;
    private long rewriteDiffers;
    private long untallied;
    private final EnumMap<CheckResult.Status, Long> byStatus = new EnumMap<>(CheckResult.Status.class);
    private final Map<String, long[]> byFormat = new TreeMap<>();
    /** Per writer name: files by status, then findings by severity. */
    private final Map<String, long[]> byWriter = new TreeMap<>();
    private final EnumMap<Severity, long[]> bySeverity = new EnumMap<>(Severity.class);
    private final Map<String, KindCount> kinds = new HashMap<>();

    private static final class KindCount {
        final Severity severity;
        final Rule rule;
        final String kind;
        final String pattern;
        final String exampleField;
        final String exampleMessage;
        final String exampleFile;
        long files;
        long findings;

        KindCount(Finding f, String pattern, String file) {
            this.severity = f.severity();
            this.rule = f.rule();
            this.kind = f.kind().id();
            this.pattern = pattern;
            this.exampleField = Fmt.text(f.field());
            this.exampleMessage = Fmt.text(f.message());
            this.exampleFile = Fmt.text(file);
        }
    }

    void add(CheckResult r, boolean page) {
        files++;
        bytes += Math.max(0, r.size());
        pages += page ? 1 : 0;
        rewriteDiffers += r.rewriteDiffersAt().isPresent() ? 1 : 0;
        byStatus.merge(r.status(), 1L, Long::sum);
        long[] format = byFormat.computeIfAbsent(format(r), k -> new long[CheckResult.Status.values().length + 1]);
        format[r.status().ordinal()]++;
        format[CheckResult.Status.values().length] += Math.max(0, r.size());
        String name = r.writer().writer();
        long[] writer = byWriter.get(name);
        if (writer == null) {
            name = byWriter.size() < MAX_WRITERS ? name : OTHER_WRITERS;
            writer = byWriter.computeIfAbsent(name, k -> new long[CheckResult.Status.values().length
                    + Severity.values().length]);
        }
        writer[r.status().ordinal()]++;
        for (Severity s : Severity.values()) {
            writer[CheckResult.Status.values().length + s.ordinal()] += r.count(s);
        }
        EnumMap<Severity, Long> here = new EnumMap<>(Severity.class);
        Set<KindCount> seen = new HashSet<>();
        for (Finding f : r.findings()) {
            here.merge(f.severity(), 1L, Long::sum);
            String pattern = pattern(f);
            String key = f.severity().id() + ' ' + f.rule().id() + ' ' + f.kind().id() + ' ' + pattern;
            KindCount k = kinds.get(key);
            if (k == null && kinds.size() < MAX_KINDS) {
                k = new KindCount(f, pattern, r.file());
                kinds.put(key, k);
            }
            if (k == null) {
                untallied++;
                continue;
            }
            k.findings++;
            if (seen.add(k)) {
                k.files++;
            }
        }
        here.forEach((s, n) -> {
            long[] c = bySeverity.computeIfAbsent(s, x -> new long[2]);
            c[0] += n;
            c[1]++;
        });
    }

    static String format(CheckResult r) {
        return r.detection().map(d -> d.label()).orElse("not recognised");
    }

    /** {@code objects[3].id} → {@code objects[*].id}; no field: the message, numbers as {@code #}. */
    static String pattern(Finding f) {
        if (!f.field().isEmpty()) {
            return Fmt.text(INDEX.matcher(f.field()).replaceAll("[*]"));
        }
        return Fmt.text(NUMBER.matcher(f.message()).replaceAll("#"));
    }

    long files() {
        return files;
    }

    long bytes() {
        return bytes;
    }

    long pages() {
        return pages;
    }

    long rewriteDiffers() {
        return rewriteDiffers;
    }

    long untallied() {
        return untallied;
    }

    long count(CheckResult.Status status) {
        return byStatus.getOrDefault(status, 0L);
    }

    List<FormatRow> formats() {
        List<FormatRow> rows = new ArrayList<>();
        byFormat.forEach((format, c) -> rows.add(new FormatRow(format,
                c[0] + c[1] + c[2] + c[3], c[CheckResult.Status.CONFORMS.ordinal()],
                c[CheckResult.Status.DOES_NOT_CONFORM.ordinal()], c[CheckResult.Status.UNREADABLE.ordinal()],
                c[CheckResult.Status.UNSUPPORTED.ordinal()], c[CheckResult.Status.values().length])));
        return rows;
    }

    /** Every writer seen, the most files first (then by name). */
    List<BatchIndexPage.WriterRow> writers() {
        int n = CheckResult.Status.values().length;
        return byWriter.entrySet().stream()
                .map(e -> {
                    long[] c = e.getValue();
                    return new BatchIndexPage.WriterRow(e.getKey(), c[0] + c[1] + c[2] + c[3],
                            c[CheckResult.Status.CONFORMS.ordinal()], c[CheckResult.Status.DOES_NOT_CONFORM.ordinal()],
                            c[CheckResult.Status.UNREADABLE.ordinal()], c[n + Severity.ERROR.ordinal()],
                            c[n + Severity.WARNING.ordinal()], c[n + Severity.NOTE.ordinal()]);
                })
                .sorted(Comparator.comparingLong((BatchIndexPage.WriterRow w) -> -w.files()))
                .toList();
    }

    /** Every severity, gravest first, with zeros. */
    List<SeverityRow> severities() {
        List<SeverityRow> rows = new ArrayList<>();
        for (Severity s : Severity.values()) {
            long[] c = bySeverity.getOrDefault(s, new long[2]);
            rows.add(new SeverityRow(s, c[0], c[1]));
        }
        return rows;
    }

    /** The {@value #TOP_KINDS} kinds found in the most files (then the most findings, then by name). */
    List<KindRow> topKinds() {
        return kinds.values().stream()
                .sorted(Comparator.<KindCount>comparingLong(k -> -k.files).thenComparingLong(k -> -k.findings)
                        .thenComparing(k -> k.severity).thenComparing(k -> k.rule.id()).thenComparing(k -> k.kind).thenComparing(k -> k.pattern))
                .limit(TOP_KINDS)
                .map(k -> new KindRow(k.severity, k.rule, k.kind, k.pattern, k.files, k.findings, k.exampleField, k.exampleMessage,
                        k.exampleFile))
                .toList();
    }

    long distinctKinds() {
        return kinds.size();
    }
}
