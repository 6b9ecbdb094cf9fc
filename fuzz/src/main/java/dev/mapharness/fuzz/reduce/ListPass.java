package dev.mapharness.fuzz.reduce;

import dev.mapharness.format.MapModel;
import java.util.ArrayList;
import java.util.List;

/**
 * Model pass (b): delta debugging over every list of the model, at any depth, outer lists first:
 * remove the whole list, then halves, quarters, … then single elements, keeping each removal that
 * still reproduces.
 */
final class ListPass {
    private ListPass() {
    }

    /** True if any element was removed. */
    static <M extends MapModel> boolean run(ModelState<M> state) {
        boolean progress = false;
        // paths found before an outer list shrank may now name another element's list, or nothing: both are harmless
        for (ModelTree.Site site : ModelTree.sites(state.model(), v -> v instanceof List<?> l && !l.isEmpty())) {
            progress |= reduce(state, site.path());
        }
        return progress;
    }

    private static <M extends MapModel> boolean reduce(ModelState<M> state, ModelPath path) {
        Object found;
        try {
            found = ModelTree.get(state.model(), path);
        } catch (ModelTree.NotBuildable gone) {
            return false;
        }
        if (!(found instanceof List<?> initial)) {
            return false;
        }
        List<?> list = initial;
        boolean progress = false;
        for (int chunk = list.size(); chunk >= 1 && !list.isEmpty(); chunk = chunk == 1 ? 0 : (chunk + 1) / 2) {
            // from the end backwards: elements before a removed chunk keep their indices
            for (int end = list.size(); end > 0; ) {
                int start = Math.max(0, end - chunk);
                List<Object> candidate = new ArrayList<>(list.subList(0, start));
                candidate.addAll(list.subList(end, list.size()));
                if (state.tryReplace(path, List.copyOf(candidate))) {
                    list = candidate;
                    progress = true;
                }
                end = start;
            }
        }
        return progress;
    }
}
