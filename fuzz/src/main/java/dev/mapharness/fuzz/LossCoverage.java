package dev.mapharness.fuzz;

import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.migrate.LossReport;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether the loss reports of a round trip A → B → A' account for every field where A and A' differ.
 *
 * <p>How report fields relate to {@link ModelComparator} paths:
 * <ul>
 *   <li>Indices are dropped on both sides before comparing. Reports name list elements as
 *       {@code objects[3].model}, {@code objects[].model} (any element) or {@code objects.name}
 *       (the field of some elements, listed in the message); the comparator always writes
 *       {@code objects[3].name}. All of them become {@code objects.name}.</li>
 *   <li>OPRW's version-difference entries name several fields at once, joined by {@code ", "}
 *       ({@code OprwFeature.fields()}); each counts on its own.</li>
 *   <li>An entry covers a divergence when one of the two names is the other or starts with it
 *       followed by {@code .}: {@code roads} covers {@code roads[2].links[0].model}, and
 *       {@code objects.model} (an object dropped) covers {@code objects} (the list's length).</li>
 *   <li>A covered divergence of a list's length covers every divergence inside that list: once an
 *       element is dropped the comparator pairs each later element with a different one.</li>
 *   <li>Each step names fields in its own source's or target's terms, so a round trip through
 *       another format maps the other format's names onto A's ({@link #aliases}): 8WVR
 *       {@code elevation} is 4WVR {@code heights}, and so on.</li>
 * </ul>
 *
 * @param aliases other-format field names (index-free) → A's names, longest first when they nest
 */
record LossCoverage(Map<String, String> aliases) {
    /** A round trip that stays in one format: names mean the same on both sides. */
    static final LossCoverage SAME_FORMAT = new LossCoverage(Map.of());

    /** 4WVR names ↔ 8WVR names (4WVR on the left). */
    static final LossCoverage WVR4_WVR8 = new LossCoverage(ordered(
            "objects.name", "objects.model",
            "heights", "elevation",
            "textureIndices", "materialIndices",
            "textureNames", "materials",
            "terminator", "dummy"));

    /** OPRW names ↔ 8WVR names (OPRW on the left). */
    static final LossCoverage OPRW_WVR8 = new LossCoverage(ordered(
            "objects.modelIndex", "objects.model",
            "materialIndex", "materialIndices",
            "materials.path", "materials.names"));

    private static Map<String, String> ordered(String... pairs) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return m;
    }

    /**
     * Fails unless every divergence between {@code a} and {@code back} is covered by an entry of the
     * reports, and, when {@code forward} lost nothing and A conforms to its format, by a DERIVED entry:
     * a step that kept everything leaves the way back nothing to lose that A held. (DERIVED entries
     * still excuse a difference: they mark values A did not have, which the chain made up, such as
     * a 4WVR terminator record.) A non-conforming A may hold values the way back normalises and
     * reports lost, though the first step carried them: a 4WVR texture index past 511, which the
     * engine rejects, survives in 8WVR and comes back as slot 0.
     */
    void check(String what, Object a, Object back, LossReport forward, LossReport backward, boolean conforming) {
        boolean strict = forward.lossless() && conforming;
        List<Divergence> divergences = new ArrayList<>();
        ModelComparator.compare(a, back, divergences::add);
        if (divergences.isEmpty()) {
            return;
        }
        List<LossReport.Entry> entries = new ArrayList<>(forward.entries());
        entries.addAll(backward.entries());
        List<String> allowed = new ArrayList<>();
        for (LossReport.Entry e : entries) {
            if (!strict || e.kind() == LossReport.Kind.DERIVED) {
                allowed.addAll(canonicalFields(e.field()));
            }
        }
        List<String> coveredLists = new ArrayList<>();
        List<Divergence> uncovered = new ArrayList<>();
        for (Divergence d : divergences) {
            if (coveredLists.stream().anyMatch(list -> d.path().startsWith(list + "["))) {
                continue;
            }
            String p = canonical(d.path());
            if (allowed.stream().anyMatch(f -> nested(f, p) || nested(p, f))) {
                coveredLists.add(d.path());
            } else {
                uncovered.add(d);
            }
        }
        if (!uncovered.isEmpty()) {
            // the first line names the first field, so that different unreported losses are different findings
            StringBuilder m = new StringBuilder(what).append(": ").append(uncovered.get(0).path())
                    .append(" differs after the round trip and ")
                    .append(strict ? "the first step lost nothing and no DERIVED entry names it"
                            : "no report entry names it")
                    .append(" (").append(uncovered.size()).append(uncovered.size() == 1 ? " field)" : " fields in all)");
            uncovered.stream().limit(8).forEach(d -> m.append("\n  ").append(d.path()).append(": ").append(d.left())
                    .append(" → ").append(d.right()));
            m.append("\n forward: ").append(forward.entries()).append("\n back:    ").append(backward.entries());
            throw new AssertionError(m.toString());
        }
    }

    /** True if the report field (possibly several, joined by ", ") names the comparator path or a field around or inside it. */
    boolean covers(String reportField, String path) {
        String p = canonical(path);
        return canonicalFields(reportField).stream().anyMatch(f -> nested(f, p) || nested(p, f));
    }

    /**
     * The canonical names of a report field that may name several, joined by ", ". Done by hand, not
     * by regular expressions: this runs for every divergence of every input, and Jazzer hooks every
     * regular expression call (its injection checks allocate far more than the comparison itself).
     */
    List<String> canonicalFields(String reportField) {
        List<String> fields = new ArrayList<>();
        int from = 0;
        for (int comma = reportField.indexOf(','); comma >= 0; comma = reportField.indexOf(',', from)) {
            fields.add(canonical(reportField.substring(from, comma)));
            from = comma + 1;
        }
        fields.add(canonical(reportField.substring(from)));
        return fields;
    }

    /** Indices dropped, other-format names replaced by A's. */
    String canonical(String name) {
        String n = withoutIndices(name.strip());
        for (Map.Entry<String, String> alias : aliases.entrySet()) {
            if (nested(alias.getValue(), n)) {
                return alias.getKey() + n.substring(alias.getValue().length());
            }
        }
        return n;
    }

    /** {@code objects[3].transform[2]} → {@code objects.transform}. */
    private static String withoutIndices(String name) {
        StringBuilder b = new StringBuilder(name.length());
        int depth = 0;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']' && depth > 0) {
                depth--;
            } else if (depth == 0) {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** True if {@code inner} is {@code outer} or a field under it. */
    private static boolean nested(String outer, String inner) {
        return inner.equals(outer) || inner.startsWith(outer + ".");
    }
}
