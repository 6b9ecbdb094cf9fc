package dev.mapharness.fuzz.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Which targets a run fuzzes and for how long, within the time it has left.
 *
 * <p>Every target costs a JVM start (start-up, Jazzer's agent, instrumentation, replaying its corpus,
 * shutdown: 5 to 12 s on a busy 2-core machine) on top of its fuzzing, and the first seconds of
 * fuzzing run slowly while the JIT warms up. So a target is only worth starting if it can then fuzz
 * for at least {@link #MIN_FUZZ}; when the time does not give every target that, fewer run, and the
 * {@linkplain #rotation rotation} decides which: those that ran longest ago (or never) first. Each run
 * records when every target last ran, so the next run goes on where this one stopped.
 */
public final class FuzzPlan {
    /**
     * The least fuzzing worth a JVM. Measured: a target's exec/s climbs for about 5 s after libFuzzer
     * starts (JIT warm-up, instrumenting classes as they load) before it levels off; with 10 s at least
     * half of a target's fuzzing runs at full speed, and most targets find new coverage every second
     * at that point. Less, and most of a target's time is start-up: with 1 s several targets never got
     * past replaying their own corpus.
     */
    public static final Duration MIN_FUZZ = Duration.ofSeconds(10);
    /** A target's JVM start cost assumed before any was measured (measured: 5–12 s, about 7 on average). */
    public static final Duration DEFAULT_START = Duration.ofSeconds(8);

    private FuzzPlan() {
    }

    /**
     * One target's turn.
     *
     * @param fuzzSeconds libFuzzer's {@code -max_total_time}
     * @param fits        false only for the turn {@code atLeastOne} gives when none fits the time
     */
    public record Slot(String target, long fuzzSeconds, boolean fits) {
    }

    /**
     * The targets in the order the rotation serves them: those that never ran first, then by the run
     * they last ran in, oldest first (run ids are timestamps, so they sort as time does); ties keep the
     * order of {@code targets}.
     *
     * @param lastRan each target's last run id; a target missing from it never ran
     */
    public static List<String> rotation(List<String> targets, Map<String, String> lastRan) {
        return rotation(targets, lastRan, 0);
    }

    /**
     * As {@link #rotation(List, Map)}, with ties taken in the order of {@code targets} started at
     * position {@code offset} (and around): runs without a history (every fresh checkout, as in CI)
     * then start their night at another target on another day instead of always at the first.
     */
    public static List<String> rotation(List<String> targets, Map<String, String> lastRan, int offset) {
        List<String> order = new ArrayList<>(targets);
        if (!order.isEmpty()) {
            Collections.rotate(order, -Math.floorMod(offset, order.size()));
        }
        // a stable sort: ties keep that order
        order.sort(Comparator.comparing((String t) -> lastRan.containsKey(t))
                .thenComparing(t -> lastRan.getOrDefault(t, "")));
        return order;
    }

    /**
     * Where a run's ties start: 7 targets further on each day (a night fuzzes about that many in a
     * short budget), from the date at the start of its id ({@code 20261124-…}); 0 for another id.
     */
    public static int tieOffset(String runId) {
        try {
            return (int) Math.floorMod(java.time.LocalDate.parse(runId.substring(0, 8),
                    java.time.format.DateTimeFormatter.BASIC_ISO_DATE).toEpochDay() * 7, Integer.MAX_VALUE);
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /**
     * The turns that fit into {@code available}: the first {@code k} candidates, where {@code k} is as
     * many as can each have {@code start} plus {@code min}, and they share the time equally. The turns
     * never add up to more than {@code available}: {@code k × (start + fuzzSeconds) ≤ available}.
     *
     * @param candidates the targets still to run, in rotation order
     * @param start      what one target's JVM costs besides fuzzing
     * @param atLeastOne if none fits, the first candidate still runs, for whatever is left after its
     *                   start (at least 1 s): {@code mapharness fuzz} was asked to fuzz
     */
    public static List<Slot> slots(List<String> candidates, Duration available, Duration start, Duration min,
                                   boolean atLeastOne) {
        long availableMs = Math.max(0, available.toMillis());
        long startMs = Math.max(0, start.toMillis());
        long perTarget = startMs + Math.max(1000, min.toMillis());
        int k = (int) Math.min(candidates.size(), availableMs / perTarget);
        if (k == 0) {
            return atLeastOne && !candidates.isEmpty()
                    ? List.of(new Slot(candidates.get(0), Math.max(1, (availableMs - startMs) / 1000), false))
                    : List.of();
        }
        long fuzzSeconds = (availableMs / k - startMs) / 1000;
        List<Slot> slots = new ArrayList<>(k);
        for (String t : candidates.subList(0, k)) {
            slots.add(new Slot(t, fuzzSeconds, true));
        }
        return slots;
    }
}
