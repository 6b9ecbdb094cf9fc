package dev.mapharness.migrate;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.oprw.OprwFeature;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Every migration, and the shortest chain of them between two targets (1WVR → 8WVR goes through
 * 4WVR; 4WVR → OPRW 24 through 8WVR). Targets are formats, with a version for OPRW
 * ({@link MigrationTarget}). Each step keeps its own loss report so people see what each step could
 * not carry.
 */
public final class Migrations {
    /** Each with the engine's height scale (0.045 m); build one with {@code HeightScale.SEED} for early tools' files. */
    private static final List<Migration<?, ?>> ALL = registry();

    private Migrations() {
    }

    private static List<Migration<?, ?>> registry() {
        List<Migration<?, ?>> all = new ArrayList<>(List.of(new Wvr1ToWvr4(), new Wvr4ToWvr8(), new Wvr8ToWvr4(),
                new OprwToWvr8(), new WwdCompression(false), new WwdCompression(true), new WmpToMm(), new WmpbToMm(), new WmpbToWmp(), new WmpToWmpb(),
                new WwdToTiled()));
        for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
            all.add(new Wvr8ToOprw(v));
        }
        for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
            all.add(new OprwToOprw(v));
        }
        return List.copyOf(all);
    }

    public static List<Migration<?, ?>> all() {
        return ALL;
    }

    /**
     * One step of a chain: which migration ran, from where to where, and what it reported.
     *
     * @param from where the model was before the step (for OPRW, its version)
     * @param to   where the step took it
     */
    public record Step(Migration<?, ?> migration, MigrationTarget from, MigrationTarget to, LossReport report) {
        public Step {
            Objects.requireNonNull(migration, "migration");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(report, "report");
        }

        /** A step between the migration's own formats (at their newest versions). */
        public Step(Migration<?, ?> migration, LossReport report) {
            this(migration, MigrationTarget.of(migration.from()), migration.target(), report);
        }
    }

    /** The result of a chain: the final model and each step's report, in order. */
    public record Chain(MapModel model, List<Step> steps) {
        public Chain {
            steps = List.copyOf(steps);
        }

        public boolean lossless() {
            return steps.stream().allMatch(s -> s.report().lossless());
        }
    }

    /**
     * The shortest chain of migrations from one format to another; empty list if they are equal.
     * A format with versions stands for its newest version here ({@link MigrationTarget#of(Format)}).
     */
    public static Optional<List<Migration<?, ?>>> path(Format from, Format to) {
        if (from == to) {
            return Optional.of(List.of());
        }
        return path(MigrationTarget.of(from), MigrationTarget.of(to));
    }

    /** The shortest chain of migrations from one target to another; empty list if they are equal. */
    public static Optional<List<Migration<?, ?>>> path(MigrationTarget from, MigrationTarget to) {
        if (from.equals(to)) {
            return Optional.of(List.of());
        }
        Map<MigrationTarget, Migration<?, ?>> via = new HashMap<>();
        Map<MigrationTarget, MigrationTarget> previous = new HashMap<>();
        Deque<MigrationTarget> queue = new ArrayDeque<>(List.of(from));
        while (!queue.isEmpty()) {
            MigrationTarget t = queue.poll();
            for (Migration<?, ?> m : ALL) {
                MigrationTarget next = m.target();
                if (m.accepts(t) && !next.equals(from) && !via.containsKey(next)) {
                    via.put(next, m);
                    previous.put(next, t);
                    queue.add(next);
                }
            }
        }
        if (!via.containsKey(to)) {
            return Optional.empty();
        }
        List<Migration<?, ?>> steps = new ArrayList<>();
        for (MigrationTarget t = to; !t.equals(from); t = previous.get(t)) {
            steps.add(via.get(t));
        }
        Collections.reverse(steps);
        return Optional.of(steps);
    }

    /** Runs the shortest chain from the model's format to {@code to}; no step if the model is already {@code to}. */
    public static Chain migrate(MapModel model, Format to) {
        if (model.format() == to) {
            return new Chain(model, List.of());
        }
        return migrate(model, MigrationTarget.of(to));
    }

    /** Runs the shortest chain from where the model is (format and version) to {@code to}. */
    public static Chain migrate(MapModel model, MigrationTarget to) {
        MigrationTarget from = MigrationTarget.of(model);
        List<Migration<?, ?>> chain = path(from, to).orElseThrow(() -> new IllegalArgumentException(
                "no migration from " + from + " to " + to));
        return run(model, chain);
    }

    /**
     * {@link #migrate(MapModel, MigrationTarget)} for a model read from a file whose layout is
     * {@code layout}: the first step may use it (the later ones start from a model no file holds).
     */
    public static Chain migrate(MapModel model, MigrationTarget to, Optional<SourceLayout> layout) {
        MigrationTarget from = MigrationTarget.of(model);
        List<Migration<?, ?>> chain = path(from, to).orElseThrow(() -> new IllegalArgumentException(
                "no migration from " + from + " to " + to));
        return run(model, chain, layout);
    }

    /**
     * {@link #migrate(MapModel, MigrationTarget, Optional)} for a level whose file is named
     * {@code levelName} (without its extension): every step that names the level's other files takes
     * it ({@link Migration#forLevel}).
     */
    public static Chain migrate(MapModel model, MigrationTarget to, Optional<SourceLayout> layout, String levelName) {
        MigrationTarget from = MigrationTarget.of(model);
        List<Migration<?, ?>> chain = path(from, to).orElseThrow(() -> new IllegalArgumentException(
                "no migration from " + from + " to " + to));
        return run(model, chain.stream().<Migration<?, ?>>map(m -> m.forLevel(levelName)).toList(), layout);
    }

    /** Runs {@code chain} step by step, recording where each step started and ended. */
    public static Chain run(MapModel model, List<Migration<?, ?>> chain) {
        return run(model, chain, Optional.empty());
    }

    private static Chain run(MapModel model, List<Migration<?, ?>> chain, Optional<SourceLayout> layout) {
        MapModel current = model;
        List<Step> steps = new ArrayList<>();
        for (Migration<?, ?> m : chain) {
            MigrationTarget before = MigrationTarget.of(current);
            Migrated<?> r = m.applyUnchecked(current, steps.isEmpty() ? layout : Optional.empty());
            current = r.model();
            steps.add(new Step(m, before, MigrationTarget.of(current), r.report()));
        }
        return new Chain(current, steps);
    }
}
