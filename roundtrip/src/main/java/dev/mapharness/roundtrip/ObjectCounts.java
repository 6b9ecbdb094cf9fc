package dev.mapharness.roundtrip;

import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/** How many objects (or models, nets…) a generated world holds: none, a few, some, many. */
public final class ObjectCounts {
    private ObjectCounts() {
    }

    public static Gen<Integer> mixed() {
        return Generate.frequency(
                Pair.of(15, Generate.constant(0)),
                Pair.of(45, Generate.range(1, 5, 1)),
                Pair.of(35, Generate.range(0, 40, 0)),
                Pair.of(3, Generate.range(200, 1000, 200)));
    }

    /** Distinct ids: drawn small or anywhere in the int range, moved up past collisions. */
    public static int[] distinctIds(int n, org.quicktheories.core.RandomnessSource rs) {
        Gen<Integer> id = ids();
        java.util.Set<Integer> used = new java.util.HashSet<>();
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            int v = id.generate(rs);
            while (!used.add(v)) {
                v++;
            }
            out[i] = v;
        }
        return out;
    }

    /** Ids as real files have them (small, counting up) and as hostile ones might (negative, extremes). */
    public static Gen<Integer> ids() {
        return Generate.oneOf(Generate.range(0, 1000, 0),
                Generate.pick(java.util.List.of(-1, Integer.MIN_VALUE, Integer.MAX_VALUE)),
                Generate.range(Integer.MIN_VALUE, Integer.MAX_VALUE, 0));
    }
}
