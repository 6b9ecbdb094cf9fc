package dev.mapharness.diff;

import dev.mapharness.oprw.OprwFeature;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Gathers the divergences of every compared pair of sides into one entry per field and class
 * (expected or unexpected), so a field where 25 alone differs is one entry naming every side's
 * value, not four. Each class keeps at most {@code limit} fields and counts the rest.
 */
final class DivergenceMerger {
    /** Decides, for one pair of sides, whether a divergence at a path is expected and why. */
    interface Explainer {
        /** Present (the explaining features, maybe none) if expected, empty if unexpected. */
        Optional<List<OprwFeature>> explain(String path);
    }

    private final List<String> sides;
    private final int limit;
    private final NumberTolerance tolerance;
    private final Map<String, Entry> expected = new LinkedHashMap<>();
    private final Map<String, Entry> unexpected = new LinkedHashMap<>();
    private long omittedExpected;
    private long omittedUnexpected;
    private long absorbed;

    DivergenceMerger(List<String> sides, int limit) {
        this(sides, limit, NumberTolerance.EXACT);
    }

    DivergenceMerger(List<String> sides, int limit, NumberTolerance tolerance) {
        this.sides = List.copyOf(sides);
        this.limit = limit;
        this.tolerance = tolerance;
    }

    /** Compares the models of sides {@code left} and {@code right} and merges what differs. */
    void compare(int left, int right, Object leftModel, Object rightModel, Explainer explainer) {
        absorbed += ModelComparator.compare(leftModel, rightModel, tolerance,
                d -> add(left, right, d, explainer.explain(d.path())));
    }

    private void add(int left, int right, Divergence d, Optional<List<OprwFeature>> why) {
        Map<String, Entry> target = why.isPresent() ? expected : unexpected;
        Entry e = target.get(d.path());
        if (e == null) {
            if (target.size() >= limit) {
                if (why.isPresent()) {
                    omittedExpected++;
                } else {
                    omittedUnexpected++;
                }
                return;
            }
            e = new Entry(d.note());
            target.put(d.path(), e);
        }
        e.count = Math.max(e.count, d.count());
        e.values.putIfAbsent(left, d.left());
        e.values.putIfAbsent(right, d.right());
        why.ifPresent(e.features::addAll);
    }

    DifferentialResult result(List<SideFailure> failures) {
        return new DifferentialResult(sides, build(expected), build(unexpected), failures, omittedExpected, omittedUnexpected,
                tolerance, absorbed);
    }

    private List<LabelledDivergence> build(Map<String, Entry> entries) {
        List<LabelledDivergence> out = new ArrayList<>(entries.size());
        entries.forEach((path, e) -> {
            List<SideValue> values = new ArrayList<>();
            for (int i = 0; i < sides.size(); i++) {
                String v = e.values.get(i);
                if (v != null) {
                    values.add(new SideValue(sides.get(i), v));
                }
            }
            out.add(new LabelledDivergence(path, values, e.note, List.copyOf(e.features), e.count));
        });
        return out;
    }

    private static final class Entry {
        final String note;
        final Map<Integer, String> values = new LinkedHashMap<>();
        final Set<OprwFeature> features = EnumSet.noneOf(OprwFeature.class);
        long count = 1;

        Entry(String note) {
            this.note = note;
        }
    }
}
