package dev.mapharness.reports.rules;

import dev.mapharness.format.Severity;
import dev.mapharness.rules.Rule;
import java.util.List;
import java.util.Objects;

/**
 * What a file's {@link RuleSettings} changed in its findings: which rules were muted or re-graded, by
 * which setting and from where, how many findings each time; and, with {@code --max-findings}, the
 * findings past the limit, counted per rule and severity (not kept), which still count towards the
 * file's status and the exit code.
 *
 * @param applied           each rule a setting changed, in the order first met
 * @param maxFindings       the limit of findings listed per file, -1 for none
 * @param maxFindingsSource where the limit was set ({@code command line}, {@code FILE:LINE:COLUMN})
 * @param omitted           the findings past the limit, per rule, in the order first met
 */
public record Overrides(List<Applied> applied, int maxFindings, String maxFindingsSource, List<Omitted> omitted) {
    public static final Overrides NONE = new Overrides(List.of(), -1, "", List.of());

    /**
     * A setting that changed findings of one rule.
     *
     * @param rule    the rule whose findings changed
     * @param setting what was done: {@code ignored}, {@code not in only}, {@code off}, or the new
     *                severity ({@code error}, {@code warning}, {@code note})
     * @param pattern the id or {@code FORMAT/*} the setting names
     * @param source  {@code command line} or {@code FILE:LINE:COLUMN}
     * @param count   how many findings it changed
     */
    public record Applied(String rule, String setting, String pattern, String source, long count) {
        /** True if the findings were removed rather than re-graded. */
        public boolean removed() {
            return !(setting.equals("error") || setting.equals("warning") || setting.equals("note"));
        }
    }

    /** The findings of one rule past the limit, by severity. */
    public record Omitted(String rule, long errors, long warnings, long notes) {
        public long total() {
            return errors + warnings + notes;
        }

        public long count(Severity s) {
            return switch (s) {
                case ERROR -> errors;
                case WARNING -> warnings;
                case NOTE -> notes;
            };
        }
    }

    public Overrides {
        applied = List.copyOf(applied);
        omitted = List.copyOf(omitted);
        Objects.requireNonNull(maxFindingsSource, "maxFindingsSource");
    }

    public boolean isEmpty() {
        return applied.isEmpty() && omitted.isEmpty();
    }

    /** How many findings past the limit have severity {@code s}. */
    public long omitted(Severity s) {
        return omitted.stream().mapToLong(o -> o.count(s)).sum();
    }

    /** How many findings past the limit there are. */
    public long omittedTotal() {
        return omitted.stream().mapToLong(Omitted::total).sum();
    }

    /** How many findings past the limit are of {@code failOn} or graver: they fail the file though not listed. */
    public long omittedFailing(Severity failOn) {
        long n = 0;
        for (Severity s : Severity.values()) {
            if (s.atLeast(failOn)) {
                n += omitted(s);
            }
        }
        return n;
    }

    /** True if a setting gave findings of {@code rule} another severity than the reader's. */
    public boolean regraded(Rule rule) {
        return applied.stream().anyMatch(a -> !a.removed() && a.rule().equals(rule.id()));
    }
}
