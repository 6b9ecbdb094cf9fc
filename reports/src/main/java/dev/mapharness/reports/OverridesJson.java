package dev.mapharness.reports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.format.Severity;
import dev.mapharness.reports.rules.Overrides;

/**
 * What the rule settings changed in a file's findings, in its JSON object: {@code "overrides"}
 * (rule, setting, pattern, source, count), {@code "omitted"} (the findings past {@code --max-findings},
 * per rule and severity), and {@code "defaultSeverity"} on each finding a setting re-graded.
 * Members are only there when a setting changed something, so that JSON without settings is as it was.
 */
public final class OverridesJson {
    private OverridesJson() {
    }

    /** Adds the members to {@code o}, whose {@code "findings"} array holds {@code r}'s findings in order. */
    public static void add(ObjectNode o, CheckResult r) {
        Overrides ov = r.overrides();
        if (ov.isEmpty()) {
            return;
        }
        JsonNode array = o.get("findings");
        for (int i = 0; i < r.findings().size() && array != null && i < array.size(); i++) {
            Finding f = r.findings().get(i);
            if (ov.regraded(f.rule()) && f.severity() != f.rule().severity()) {
                ((ObjectNode) array.get(i)).put("defaultSeverity", f.rule().severity().id());
            }
        }
        addApplied(o, ov);
    }

    /** {@code "overrides"} (and {@code "omitted"}) alone, for a command whose findings are not a {@link CheckResult}'s. */
    public static void addApplied(ObjectNode o, Overrides ov) {
        if (ov.isEmpty()) {
            return;
        }
        ArrayNode applied = o.putArray("overrides");
        for (Overrides.Applied a : ov.applied()) {
            ObjectNode n = applied.addObject();
            n.put("rule", a.rule());
            n.put("setting", a.setting());
            n.put("pattern", a.pattern());
            n.put("source", a.source());
            n.put("count", a.count());
        }
        if (!ov.omitted().isEmpty()) {
            ObjectNode omitted = o.putObject("omitted");
            omitted.put("maxFindings", ov.maxFindings());
            omitted.put("source", ov.maxFindingsSource());
            omitted.put("count", ov.omittedTotal());
            ArrayNode rules = omitted.putArray("rules");
            for (Overrides.Omitted om : ov.omitted()) {
                ObjectNode n = rules.addObject();
                n.put("rule", om.rule());
                for (Severity s : Severity.values()) {
                    n.put(s.id(), om.count(s));
                }
            }
        }
    }
}
