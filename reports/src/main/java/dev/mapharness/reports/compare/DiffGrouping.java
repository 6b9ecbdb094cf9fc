package dev.mapharness.reports.compare;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.FeatureFields;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.diff.NumberTolerance;
import dev.mapharness.diff.SideValue;
import dev.mapharness.format.MapModel;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Divergences grouped by field pattern ({@code objects[*].transform[9]}): 10 000 differing
 * heights, or the same field of 5 000 objects, is one group with an exact count, a few examples
 * and where the group lies in each side's bytes. Expected groups (the OPRW version table
 * explains them) come first, then unexpected ones.
 */
public final class DiffGrouping {
    /** Patterns kept per class; divergences in further patterns are only counted. */
    public static final int MAX_GROUPS = 1000;

    /** The groups, and how many divergences fell in patterns past the limit. */
    public record Groups(List<DivergenceGroup> groups, long omitted) {
        public Groups {
            groups = List.copyOf(groups);
        }
    }

    private final List<String> sides;
    private final Map<String, GroupBuilder> expected = new LinkedHashMap<>();
    private final Map<String, GroupBuilder> unexpected = new LinkedHashMap<>();
    private long omitted;

    private DiffGrouping(List<String> sides) {
        this.sides = sides;
    }

    /**
     * Groups every divergence between two files of one format, from the comparator's uncapped
     * stream (the differential's list stops at its limit; the counts here do not).
     *
     * @param sides     the differential's side labels, left then right
     * @param tolerance the differential's: values it takes as equal are in no group
     */
    public static Groups files(List<String> sides, MapModel left, Optional<FieldMap> leftMap, MapModel right,
                               Optional<FieldMap> rightMap, NumberTolerance tolerance) {
        DiffGrouping g = new DiffGrouping(sides);
        ModelComparator.compare(left, right, tolerance, (Divergence d) -> {
            Optional<List<OprwFeature>> why = left instanceof OprwWorld a && right instanceof OprwWorld b
                    ? FeatureFields.explain(d.path(), a.version(), b.version()) : Optional.empty();
            LabelledDivergence labelled = new LabelledDivergence(d.path(),
                    List.of(new SideValue(sides.get(0), d.left()), new SideValue(sides.get(1), d.right())), d.note(),
                    why.orElse(List.of()), d.count());
            g.builder(d.path(), why.isPresent()).ifPresent(b -> {
                b.add(labelled, d.count());
                b.locate(0, left, leftMap, d.path());
                b.locate(1, right, rightMap, d.path());
            });
        });
        return g.result();
    }

    /**
     * Groups a differential's merged divergences (one OPRW world across versions: each side is
     * a version written and read back, so no side has bytes of a file to point at).
     */
    public static Groups of(DifferentialResult result) {
        DiffGrouping g = new DiffGrouping(result.sides());
        for (LabelledDivergence d : result.expected()) {
            g.builder(d.path(), true).ifPresent(b -> b.add(d, d.count()));
        }
        for (LabelledDivergence d : result.unexpected()) {
            g.builder(d.path(), false).ifPresent(b -> b.add(d, d.count()));
        }
        g.omitted += result.omittedExpected() + result.omittedUnexpected();
        return g.result();
    }

    private Optional<GroupBuilder> builder(String path, boolean isExpected) {
        Map<String, GroupBuilder> target = isExpected ? expected : unexpected;
        String pattern = FieldPatterns.of(path);
        GroupBuilder b = target.get(pattern);
        if (b == null) {
            if (target.size() >= MAX_GROUPS) {
                omitted++;
                return Optional.empty();
            }
            b = new GroupBuilder(pattern, isExpected, sides.size());
            target.put(pattern, b);
        }
        return Optional.of(b);
    }

    private Groups result() {
        List<DivergenceGroup> out = new ArrayList<>(expected.size() + unexpected.size());
        expected.values().forEach(b -> out.add(b.build(sides)));
        unexpected.values().forEach(b -> out.add(b.build(sides)));
        return new Groups(out, omitted);
    }
}
