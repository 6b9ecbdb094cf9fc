package dev.mapharness.reports.rules;

import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Finding;
import dev.mapharness.rules.Rule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/**
 * Which findings a run reports, and how grave they are: rules ignored ({@code --ignore}), the only
 * rules reported ({@code --only}), severities replaced or turned off ({@code --severity ID=LEVEL}),
 * and how many findings a file lists ({@code --max-findings}), each with where it was set
 * ({@code command line}, or {@code FILE:LINE:COLUMN} of a configuration file).
 *
 * <p>A setting names a rule id or {@code FORMAT/*} (every rule of a format). For a finding: if
 * {@code only} names rules and none of them is its rule, it is removed; else if its rule is ignored,
 * it is removed; else the severity setting that names its rule exactly (else by its format) gives its
 * severity, {@code off} removing it. Later settings win over earlier ones, so the command line, merged
 * after the file ({@link #overriddenBy}), wins.
 *
 * <p>Settings change findings only: a file that does not decode has none and stays unreadable.
 * Findings past {@code --max-findings} are not listed but counted per rule and severity, and count
 * towards the file's status as much as the listed ones.
 */
public final class RuleSettings {
    /** Where a setting made on the command line comes from, in reports. */
    public static final String COMMAND_LINE = "command line";

    public static final RuleSettings NONE = new RuleSettings(List.of(), List.of(), List.of(), OptionalInt.empty(), "");

    /** A rule (or {@code FORMAT/*}) named by {@code ignore} or {@code only}. */
    public record Named(String pattern, String source) {
        public Named {
            Objects.requireNonNull(pattern, "pattern");
            Objects.requireNonNull(source, "source");
        }
    }

    /** A severity setting: {@code severity} empty for {@code off}. */
    public record Grade(String pattern, Optional<Severity> severity, String source) {
        public Grade {
            Objects.requireNonNull(pattern, "pattern");
            Objects.requireNonNull(severity, "severity");
            Objects.requireNonNull(source, "source");
        }

        public String level() {
            return severity.map(Severity::id).orElse("off");
        }
    }

    /**
     * What the settings do to a finding of one rule.
     *
     * @param severity the finding's new severity; empty if it is removed
     * @param setting  {@code ignored}, {@code not in only}, {@code off} or the new severity's id
     */
    public record Decision(Optional<Severity> severity, String setting, String pattern, String source) {
    }

    private final List<Named> ignore;
    private final List<Named> only;
    private final List<Grade> grades;
    private final OptionalInt maxFindings;
    private final String maxFindingsSource;

    public RuleSettings(List<Named> ignore, List<Named> only, List<Grade> grades, OptionalInt maxFindings,
                        String maxFindingsSource) {
        this.ignore = List.copyOf(ignore);
        this.only = List.copyOf(only);
        this.grades = List.copyOf(grades);
        this.maxFindings = Objects.requireNonNull(maxFindings, "maxFindings");
        this.maxFindingsSource = Objects.requireNonNull(maxFindingsSource, "maxFindingsSource");
        maxFindings.ifPresent(n -> {
            if (n < 0) {
                throw new IllegalArgumentException("max findings below 0: " + n);
            }
        });
    }

    public List<Named> ignore() {
        return ignore;
    }

    public List<Named> only() {
        return only;
    }

    public List<Grade> grades() {
        return grades;
    }

    public OptionalInt maxFindings() {
        return maxFindings;
    }

    public String maxFindingsSource() {
        return maxFindingsSource;
    }

    public boolean isEmpty() {
        return ignore.isEmpty() && only.isEmpty() && grades.isEmpty() && maxFindings.isEmpty();
    }

    /**
     * These settings (a configuration file's) with {@code later} (the command line's) merged in:
     * ignored and only rules add up, a severity {@code later} sets wins, and so does its limit.
     */
    public RuleSettings overriddenBy(RuleSettings later) {
        List<Named> ig = new ArrayList<>(ignore);
        ig.addAll(later.ignore);
        List<Named> on = new ArrayList<>(only);
        on.addAll(later.only);
        List<Grade> gr = new ArrayList<>(grades);
        gr.addAll(later.grades);
        return later.maxFindings.isPresent()
                ? new RuleSettings(ig, on, gr, later.maxFindings, later.maxFindingsSource)
                : new RuleSettings(ig, on, gr, maxFindings, maxFindingsSource);
    }

    /** What the settings do to a finding of {@code rule} with severity {@code severity}; empty if nothing. */
    public Optional<Decision> decide(Rule rule, Severity severity) {
        if (!only.isEmpty() && only.stream().noneMatch(n -> RuleIds.matches(n.pattern(), rule))) {
            Named first = only.get(0);
            return Optional.of(new Decision(Optional.empty(), "not in only", String.join(", ",
                    only.stream().map(Named::pattern).toList()), first.source()));
        }
        for (Named n : ignore) {
            if (RuleIds.matches(n.pattern(), rule)) {
                return Optional.of(new Decision(Optional.empty(), "ignored", n.pattern(), n.source()));
            }
        }
        Grade chosen = null;
        for (Grade g : grades) {
            if (!RuleIds.matches(g.pattern(), rule)) {
                continue;
            }
            boolean exact = !g.pattern().endsWith("/*");
            boolean chosenExact = chosen != null && !chosen.pattern().endsWith("/*");
            if (chosen == null || exact || !chosenExact) {
                chosen = g;
            }
        }
        if (chosen == null || chosen.severity().equals(Optional.of(severity))) {
            return Optional.empty();
        }
        return Optional.of(new Decision(chosen.severity(), chosen.level(), chosen.pattern(), chosen.source()));
    }

    /** Findings with the settings applied, and what they changed. */
    public record Outcome(List<Finding> findings, Overrides overrides) {
    }

    /**
     * The result with these settings applied to its findings, and what they changed in
     * {@link CheckResult#overrides()}. A result with a read failure is given back as it is.
     */
    public CheckResult apply(CheckResult r) {
        if (isEmpty() || r.failure().isPresent()) {
            return r;
        }
        Outcome out = applyCounted(r.findings(), true);
        return new CheckResult(r.file(), r.size(), r.detection(), out.findings(), r.failure(), r.encoding(), r.evidence(),
                r.canonical(), r.encodingOmitted(), r.failOn(), r.rewriteDiffersAt(), r.writer(), out.overrides());
    }

    /** Findings (of {@code info}, {@code diff}) with the settings applied; the limit is not. */
    public List<Finding> apply(List<Finding> findings) {
        return isEmpty() ? findings : applyCounted(findings, false).findings();
    }

    /**
     * Findings with the settings applied and what they changed, counted per rule and setting;
     * with {@code limit}, those past {@code maxFindings} are counted, not kept.
     */
    public Outcome applyCounted(List<Finding> findings, boolean limit) {
        Map<List<String>, long[]> applied = new LinkedHashMap<>();
        Map<String, long[]> omitted = new LinkedHashMap<>();
        List<Finding> kept = new ArrayList<>();
        int max = limit ? maxFindings.orElse(Integer.MAX_VALUE) : Integer.MAX_VALUE;
        for (Finding f : findings) {
            Finding g = f;
            Optional<Decision> d = decide(f.rule(), f.severity());
            if (d.isPresent()) {
                Decision dec = d.get();
                applied.computeIfAbsent(List.of(f.rule().id(), dec.setting(), dec.pattern(), dec.source()), k -> new long[1])[0]++;
                if (dec.severity().isEmpty()) {
                    continue;
                }
                g = new Finding(f.kind(), f.rule(), dec.severity().get(), f.offset(), f.field(), f.message(), f.editor());
            }
            if (kept.size() < max) {
                kept.add(g);
            } else {
                omitted.computeIfAbsent(g.rule().id(), k -> new long[3])[g.severity().ordinal()]++;
            }
        }
        List<Overrides.Applied> a = new ArrayList<>();
        applied.forEach((k, n) -> a.add(new Overrides.Applied(k.get(0), k.get(1), k.get(2), k.get(3), n[0])));
        List<Overrides.Omitted> o = new ArrayList<>();
        omitted.forEach((rule, n) -> o.add(new Overrides.Omitted(rule, n[0], n[1], n[2])));
        return new Outcome(kept, new Overrides(a, limit ? maxFindings.orElse(-1) : -1, limit ? maxFindingsSource : "", o));
    }

    /** A reader's violation with the settings applied (a conformance verdict's): empty if removed. */
    public Optional<Violation> apply(Violation v) {
        Optional<Decision> d = decide(v.rule(), v.severity());
        if (d.isEmpty()) {
            return Optional.of(v);
        }
        return d.get().severity().map(s -> new Violation(v.rule(), v.offset(), v.field(), v.message(), s, v.editor()));
    }

    /** A reader's violations with the settings applied. */
    public List<Violation> applyToViolations(List<Violation> violations) {
        if (isEmpty()) {
            return violations;
        }
        return violations.stream().map(this::apply).flatMap(Optional::stream).toList();
    }

    /** Every setting on one line each ("wwd/checksum-unknown-formula ignored (mapharness.json:3:14)"). */
    public List<String> describe() {
        List<String> out = new ArrayList<>();
        only.forEach(n -> out.add("only " + n.pattern() + " (" + n.source() + ")"));
        ignore.forEach(n -> out.add(n.pattern() + " ignored (" + n.source() + ")"));
        grades.forEach(g -> out.add(g.pattern() + " " + g.level() + " (" + g.source() + ")"));
        maxFindings.ifPresent(n -> out.add("at most " + n + " findings per file (" + maxFindingsSource + ")"));
        return out;
    }

    @Override
    public String toString() {
        return describe().stream().collect(Collectors.joining("; "));
    }
}
