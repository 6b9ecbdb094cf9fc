package dev.mapharness.reports.rules;

import dev.mapharness.rules.Rule;
import dev.mapharness.rules.Rules;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a configuration may name: a rule id from the catalogue ({@link Rules}), or {@code FORMAT/*}
 * for every rule of a format. An id that is not one says which known id is nearest, or, for a
 * retired id, why it went.
 */
public final class RuleIds {
    private RuleIds() {
    }

    /** Why {@code id} cannot be named, or empty when it can. */
    public static Optional<String> problem(String id) {
        return problem(id, Rules.RETIRED);
    }

    static Optional<String> problem(String id, Map<String, String> retired) {
        if (id.endsWith("/*")) {
            String format = id.substring(0, id.length() - 2);
            if (Rules.formats().contains(format)) {
                return Optional.empty();
            }
            return Optional.of("no rule format \"" + format + "\" (formats: " + String.join(", ", Rules.formats()) + ")");
        }
        if (retired.containsKey(id)) {
            return Optional.of("rule " + id + " is retired: " + retired.get(id));
        }
        if (Rules.byId(id).isPresent()) {
            return Optional.empty();
        }
        return Optional.of("unknown rule id \"" + id + "\"" + nearest(id).map(n -> "; did you mean " + n + "?").orElse("")
                + " (mapharness rules lists them)");
    }

    /** The known id nearest to {@code id} by edit distance, if one is near enough to be a likely typo. */
    public static Optional<String> nearest(String id) {
        List<Rule> all = Rules.all();
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (Rule r : all) {
            int d = distance(id, r.id());
            if (d < bestDistance) {
                bestDistance = d;
                best = r.id();
            }
        }
        // a third of the id may be wrong: beyond that the nearest id is no suggestion
        return best != null && bestDistance <= Math.max(3, id.length() / 3) ? Optional.of(best) : Optional.empty();
    }

    /** True if {@code pattern} (an id or {@code FORMAT/*}) names {@code rule}. */
    public static boolean matches(String pattern, Rule rule) {
        if (pattern.endsWith("/*")) {
            return rule.format().equals(pattern.substring(0, pattern.length() - 2));
        }
        return rule.id().equals(pattern);
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
