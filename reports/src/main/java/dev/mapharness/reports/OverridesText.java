package dev.mapharness.reports;

import dev.mapharness.format.Severity;
import dev.mapharness.reports.rules.Overrides;
import java.util.ArrayList;
import java.util.List;

/**
 * What the rule settings changed in a file's findings, as text lines: "overrides: wwd/checksum-unknown-formula
 * ignored (mapharness.json:3:14), 12 findings", and the findings past {@code --max-findings} counted per rule.
 */
public final class OverridesText {
    private static final String NL = System.lineSeparator();
    /** Rules named in the line of omitted findings; the rest are summed. */
    private static final int RULES_NAMED = 10;

    private OverridesText() {
    }

    public static void append(StringBuilder sb, Overrides o, String indent) {
        for (String line : lines(o)) {
            sb.append(indent).append(line).append(NL);
        }
    }

    /** One line per rule a setting changed, then one for the findings past the limit. */
    public static List<String> lines(Overrides o) {
        List<String> out = new ArrayList<>();
        for (Overrides.Applied a : o.applied()) {
            out.add("overrides: " + applied(a));
        }
        if (!o.omitted().isEmpty()) {
            out.add(omitted(o));
        }
        return out;
    }

    /** "wwd/checksum-unknown-formula ignored (mapharness.json:3:14), 12 findings". */
    public static String applied(Overrides.Applied a) {
        String what = switch (a.setting()) {
            case "ignored", "off" -> a.setting();
            case "not in only" -> "not in only " + a.pattern();
            default -> "made " + a.setting();
        };
        String by = a.pattern().equals(a.rule()) || a.setting().equals("not in only") ? "" : " by " + a.pattern();
        return SafeText.of(a.rule()) + " " + what + by + " (" + SafeText.of(a.source()) + "), " + a.count()
                + (a.count() == 1 ? " finding" : " findings");
    }

    /** "… 998 more findings not listed (--max-findings 200, command line): 998 8wvr/…, 2 wwd/… (1 error)". */
    public static String omitted(Overrides o) {
        StringBuilder sb = new StringBuilder("… ").append(o.omittedTotal()).append(" more findings not listed (max findings ")
                .append(o.maxFindings()).append(", ").append(SafeText.of(o.maxFindingsSource())).append("): ");
        List<String> parts = new ArrayList<>();
        long rest = 0;
        for (Overrides.Omitted r : o.omitted()) {
            if (parts.size() < RULES_NAMED) {
                parts.add(r.total() + " " + r.rule());
            } else {
                rest += r.total();
            }
        }
        if (rest > 0) {
            parts.add(rest + " of other rules");
        }
        sb.append(String.join(", ", parts));
        List<String> bySeverity = new ArrayList<>();
        for (Severity s : Severity.values()) {
            long n = o.omitted(s);
            if (n > 0) {
                bySeverity.add(n + " " + s.id() + (n == 1 ? "" : "s"));
            }
        }
        return sb.append(" (").append(String.join(", ", bySeverity)).append(')').toString();
    }
}
