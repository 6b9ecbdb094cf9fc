package dev.mapharness.reports.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;

/**
 * Known failures ({@code --baseline}): the {@code --json} report of an earlier run. A case is known
 * when that run gave it the same verdict other than pass; a case that fails another way, or newly,
 * is not, so a tool's CI can adopt the runner before the tool is perfect and still see what breaks.
 */
public final class BaselineKeys {
    private BaselineKeys() {
    }

    /** The key of a result: its case and verdict. */
    public static String of(CaseResult r) {
        return r.name() + "\t" + r.verdict().id();
    }

    /** The keys of every case an earlier {@code --json} report did not pass. */
    public static Set<String> of(JsonNode report) {
        Set<String> keys = new HashSet<>();
        JsonNode cases = report.path("cases");
        if (!cases.isArray()) {
            throw new IllegalArgumentException("a baseline is the --json report of an earlier run: it has no \"cases\"");
        }
        for (JsonNode c : cases) {
            String verdict = c.path("verdict").asText();
            if (!verdict.isEmpty() && !verdict.equals(CaseVerdict.PASS.id())) {
                keys.add(c.path("case").asText() + "\t" + verdict);
            }
        }
        return keys;
    }
}
