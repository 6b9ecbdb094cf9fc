package dev.mapharness.fuzz.reduce;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What the model pass changed, in a few lines people read: lists by their pattern and total size
 * ({@code "model: objects 40 → 1"}), grids by size, the total length of strings, values cleared.
 */
final class ModelSummary {
    /** Lines at most for lists; deep models have many nested lists and the first ones say most. */
    private static final int LIST_LINES = 12;

    private ModelSummary() {
    }

    static void report(Object before, Object after, int cleared, Consumer<String> steps) {
        Map<String, String> gridsBefore = grids(before);
        Map<String, String> gridsAfter = grids(after);
        gridsBefore.forEach((pattern, size) -> {
            String now = gridsAfter.getOrDefault(pattern, "none");
            if (!now.equals(size)) {
                steps.accept("model: " + pattern + " " + size + " → " + now);
            }
        });
        Map<String, Long> listsBefore = listSizes(before);
        Map<String, Long> listsAfter = listSizes(after);
        List<String> lines = new ArrayList<>();
        listsBefore.forEach((pattern, size) -> {
            long now = listsAfter.getOrDefault(pattern, 0L);
            if (now != size) {
                lines.add("model: " + pattern + " " + size + " → " + now);
            }
        });
        lines.stream().limit(LIST_LINES).forEach(steps);
        if (lines.size() > LIST_LINES) {
            steps.accept("model: " + (lines.size() - LIST_LINES) + " more kinds of list shortened");
        }
        long textBefore = textLength(before);
        long textAfter = textLength(after);
        if (textAfter != textBefore) {
            steps.accept("model: strings and kept bytes " + textBefore + " → " + textAfter + " characters");
        }
        if (cleared > 0) {
            steps.accept("model: " + cleared + (cleared == 1 ? " value" : " values") + " cleared to zero or empty");
        }
    }

    /** The size of the largest grid of each pattern (the planes of a level differ; the main one tells). */
    private static Map<String, String> grids(Object model) {
        Map<String, Object> largest = new LinkedHashMap<>();
        for (ModelTree.Site site : ModelTree.sites(model, GridCells::isGrid)) {
            largest.merge(site.path().pattern(), site.value(), (a, b) -> cells(b) > cells(a) ? b : a);
        }
        Map<String, String> out = new LinkedHashMap<>();
        largest.forEach((pattern, grid) -> out.put(pattern, GridCells.size(grid)));
        return out;
    }

    private static long cells(Object grid) {
        return (long) GridCells.width(grid) * GridCells.height(grid);
    }

    private static Map<String, Long> listSizes(Object model) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (ModelTree.Site site : ModelTree.sites(model, v -> v instanceof List<?>)) {
            out.merge(site.path().pattern(), (long) ((List<?>) site.value()).size(), Long::sum);
        }
        return out;
    }

    private static long textLength(Object model) {
        long total = 0;
        for (ModelTree.Site site : ModelTree.sites(model, TextPass::isText)) {
            total += TextPass.length(site.value());
        }
        return total;
    }
}
