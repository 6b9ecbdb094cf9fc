package dev.mapharness.reports.compare;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.diff.FieldLocations;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.format.MapModel;
import dev.mapharness.oprw.OprwFeature;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** One divergence group while divergences stream in: counters, a few examples, each side's first-to-last bytes. */
final class GroupBuilder {
    static final int EXAMPLES = 5;

    final String pattern;
    final boolean expected;
    long count;
    final List<LabelledDivergence> examples = new ArrayList<>(EXAMPLES);
    final Set<OprwFeature> features = EnumSet.noneOf(OprwFeature.class);
    private final long[] start;
    private final long[] end;

    GroupBuilder(String pattern, boolean expected, int sides) {
        this.pattern = pattern;
        this.expected = expected;
        this.start = new long[sides];
        this.end = new long[sides];
        java.util.Arrays.fill(start, Long.MAX_VALUE);
        java.util.Arrays.fill(end, -1);
    }

    void add(LabelledDivergence d, long values) {
        count += values;
        if (examples.size() < EXAMPLES) {
            examples.add(d);
        }
        features.addAll(d.features());
    }

    /** Widens side {@code i}'s range by where {@code path} lies in its bytes, if its reader recorded a field map. */
    void locate(int i, MapModel model, Optional<FieldMap> map, String path) {
        if (map.isEmpty() || model == null) {
            return;
        }
        FieldLocations.Location at = FieldLocations.locate(model, map.get(), path);
        at.span().ifPresent(s -> {
            start[i] = Math.min(start[i], s.start());
            end[i] = Math.max(end[i], s.end());
        });
    }

    DivergenceGroup build(List<String> sides) {
        List<SideBytes> bytes = new ArrayList<>();
        for (int i = 0; i < start.length; i++) {
            if (end[i] >= 0) {
                bytes.add(new SideBytes(sides.get(i), new ByteRange(start[i], end[i])));
            }
        }
        String shown = count == 1 && examples.size() == 1 ? examples.get(0).path() : pattern;
        return new DivergenceGroup(shown, expected, count, examples, expected ? List.copyOf(features) : List.of(), bytes);
    }
}
