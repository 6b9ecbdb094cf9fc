package dev.mapharness.migrate;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every migration, and the shortest chain of them between two formats (1WVR → 8WVR goes through
 * 4WVR). Each step keeps its own loss report so people see what each step could not carry.
 */
public final class Migrations {
    /** Each with the engine's height scale (0.045 m); build one with {@code HeightScale.SEED} for early tools' files. */
    private static final List<Migration<?, ?>> ALL = List.of(new Wvr1ToWvr4(), new Wvr4ToWvr8(), new Wvr8ToWvr4());

    private Migrations() {
    }

    public static List<Migration<?, ?>> all() {
        return ALL;
    }

    /** One step of a chain: which migration ran and what it reported. */
    public record Step(Migration<?, ?> migration, LossReport report) {
    }

    /** The result of a chain: the final model and each step's report, in order. */
    public record Chain(MapModel model, List<Step> steps) {
        public boolean lossless() {
            return steps.stream().allMatch(s -> s.report().lossless());
        }
    }

    /** The shortest chain of migrations from one format to another; empty list if they are equal. */
    public static Optional<List<Migration<?, ?>>> path(Format from, Format to) {
        if (from == to) {
            return Optional.of(List.of());
        }
        Map<Format, Migration<?, ?>> via = new EnumMap<>(Format.class);
        Deque<Format> queue = new ArrayDeque<>(List.of(from));
        while (!queue.isEmpty()) {
            Format f = queue.poll();
            for (Migration<?, ?> m : ALL) {
                if (m.from() == f && m.to() != from && !via.containsKey(m.to())) {
                    via.put(m.to(), m);
                    queue.add(m.to());
                }
            }
        }
        if (!via.containsKey(to)) {
            return Optional.empty();
        }
        List<Migration<?, ?>> steps = new ArrayList<>();
        for (Format f = to; f != from; f = via.get(f).from()) {
            steps.add(via.get(f));
        }
        Collections.reverse(steps);
        return Optional.of(steps);
    }

    /** Runs the shortest chain from the model's format to {@code to}. */
    public static Chain migrate(MapModel model, Format to) {
        List<Migration<?, ?>> chain = path(model.format(), to).orElseThrow(() -> new IllegalArgumentException(
                "no migration from " + model.format() + " to " + to));
        MapModel current = model;
        List<Step> steps = new ArrayList<>();
        for (Migration<?, ?> m : chain) {
            Migrated<?> r = m.applyUnchecked(current);
            steps.add(new Step(m, r.report()));
            current = r.model();
        }
        return new Chain(current, steps);
    }
}
