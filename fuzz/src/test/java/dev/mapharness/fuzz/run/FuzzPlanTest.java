package dev.mapharness.fuzz.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.mapharness.fuzz.FuzzTargets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The plan and the rotation, on injected durations and a counter for a clock: no JVM, no waiting. */
class FuzzPlanTest {
    private static final Duration START = Duration.ofSeconds(8);

    private static List<String> targets(int n) {
        return IntStream.range(0, n).mapToObj(i -> String.format("t%02d", i)).toList();
    }

    @Test
    void theTurnsNeverAddUpToMoreThanTheTimeAndAsManyRunAsFit() {
        qt().withExamples(2000).withFixedSeed(0xB0D6E7L)
                .forAll(integers().between(0, 60), longs().between(0, 8 * 3_600_000L),
                        longs().between(0, 60_000), integers().between(1, 600))
                .checkAssert((n, availableMs, startMs, minSeconds) -> {
                    List<String> candidates = targets(n);
                    Duration available = Duration.ofMillis(availableMs);
                    List<FuzzPlan.Slot> slots = FuzzPlan.slots(candidates, available, Duration.ofMillis(startMs),
                            Duration.ofSeconds(minSeconds), false);
                    int k = slots.size();
                    long used = slots.stream().mapToLong(s -> startMs + s.fuzzSeconds() * 1000).sum();
                    assertTrue(used <= availableMs, () -> slots + " use " + used + " ms of " + availableMs);
                    assertTrue(slots.stream().allMatch(s -> s.fuzzSeconds() >= minSeconds && s.fits()), slots::toString);
                    // as many as fit: one more would not have its start and minimum
                    assertTrue(k == n || availableMs < (k + 1) * (startMs + minSeconds * 1000L), () -> k + " of " + n);
                    assertEquals(candidates.subList(0, k), slots.stream().map(FuzzPlan.Slot::target).toList(),
                            "the first candidates, in rotation order");
                });
    }

    @Test
    void whenNotEvenOneTurnFitsNoneRunsUnlessOneMust() {
        List<String> candidates = List.of("a", "b");
        Duration tooShort = START.plus(FuzzPlan.MIN_FUZZ).minusMillis(1);
        assertEquals(List.of(), FuzzPlan.slots(candidates, tooShort, START, FuzzPlan.MIN_FUZZ, false));
        assertEquals(List.of(new FuzzPlan.Slot("a", 9, false)), FuzzPlan.slots(candidates, tooShort, START, FuzzPlan.MIN_FUZZ, true));
        assertEquals(List.of(new FuzzPlan.Slot("a", 1, false)), FuzzPlan.slots(candidates, Duration.ofSeconds(3), START, FuzzPlan.MIN_FUZZ, true),
                "at least a second of fuzzing, even if the time is shorter than the start");
        assertEquals(List.of(), FuzzPlan.slots(List.of(), Duration.ofHours(1), START, FuzzPlan.MIN_FUZZ, true));
    }

    /** The nightly's own numbers: what a 2-minute night leaves for fuzzing gives 5 or 6 turns of more than the minimum. */
    @Test
    void aTwoMinuteNightFuzzesAFewTargetsEachForMoreThanTheMinimum() {
        List<String> all = FuzzTargets.names();
        List<FuzzPlan.Slot> slots = FuzzPlan.slots(all, Duration.ofSeconds(100), START, FuzzPlan.MIN_FUZZ, false);
        assertEquals(5, slots.size());
        assertEquals(12, slots.get(0).fuzzSeconds());
        assertEquals(all.subList(0, 5), slots.stream().map(FuzzPlan.Slot::target).toList());
    }

    @Test
    void theRotationServesNeverRunTargetsFirstThenTheOldestTiesInRegistryOrder() {
        List<String> registry = List.of("a", "b", "c", "d", "e", "f");
        Map<String, String> lastRan = Map.of(
                "a", "20261120-010000",
                "b", "20261118-010000",
                "d", "20261120-010000",
                "e", "20261118-010000");
        assertEquals(List.of("c", "f", "b", "e", "a", "d"), FuzzPlan.rotation(registry, lastRan));
        assertEquals(registry, FuzzPlan.rotation(registry, Map.of()), "the first run takes the registry's order");
    }

    /**
     * Nights one after another, each giving k turns: every target runs in the first ceil(n / k)
     * nights, and in every ceil(n / k) nights after; a target added later runs the next night.
     */
    @Test
    void everyTargetRunsWithinCeilTargetsOverTurnsNights() {
        qt().withExamples(300).withFixedSeed(0xF41AL)
                .forAll(integers().between(1, 50), integers().between(1, 50))
                .assuming((n, k) -> k <= n)
                .checkAssert((n, k) -> {
                    List<String> registry = targets(n);
                    int window = (n + k - 1) / k;
                    Rotation rotation = Rotation.NONE;
                    List<Set<String>> nights = new ArrayList<>();
                    for (int night = 0; night < 4 * window; night++) {
                        List<FuzzPlan.Slot> slots = FuzzPlan.slots(FuzzPlan.rotation(registry, rotation.lastRan()),
                                START.plus(FuzzPlan.MIN_FUZZ).multipliedBy(k), START, FuzzPlan.MIN_FUZZ, false);
                        assertEquals(k, slots.size());
                        List<String> ran = slots.stream().map(FuzzPlan.Slot::target).toList();
                        nights.add(new HashSet<>(ran));
                        rotation = new Rotation(rotation.after(String.format("night-%04d", night), ran), Optional.empty());
                    }
                    for (int from = 0; from + window <= nights.size(); from++) {
                        Set<String> covered = new HashSet<>();
                        nights.subList(from, from + window).forEach(covered::addAll);
                        assertEquals(new HashSet<>(registry), covered, "nights " + from + " to " + (from + window - 1));
                    }
                    assertEquals(new HashSet<>(registry.subList(0, k)), nights.get(0), "the first night: registry order");
                });
    }

    @Test
    void aTargetAddedLaterRunsTheNextNight() {
        List<String> registry = new ArrayList<>(targets(10));
        Map<String, String> lastRan = new HashMap<>();
        registry.forEach(t -> lastRan.put(t, "night-0001"));
        registry.add(3, "new-target");
        assertEquals("new-target", FuzzPlan.rotation(registry, lastRan).get(0));
    }

    @Test
    void runsWithoutAHistoryStartTheirNightElsewhereEachDay() {
        List<String> registry = java.util.stream.IntStream.range(0, 33).mapToObj(i -> "t" + i).toList();
        java.util.Set<String> first = new java.util.HashSet<>();
        for (int day = 1; day <= 5; day++) {
            List<String> order = FuzzPlan.rotation(registry, Map.of(), FuzzPlan.tieOffset(String.format("202611%02d-000000", day)));
            assertEquals(new java.util.HashSet<>(registry), new java.util.HashSet<>(order), "every target, once");
            first.addAll(order.subList(0, 6));
        }
        // five fresh checkouts on five days put most of the 33 targets first (7 further on each day, around
        // the registry), not the same 6 every day
        assertTrue(first.size() >= 25, first::toString);
        assertEquals(0, FuzzPlan.tieOffset("not-a-run"));
        // a history still decides first: the targets that never ran go before the others
        assertEquals("t5", FuzzPlan.rotation(List.of("t4", "t5"), Map.of("t4", "20261101-000000"), 1).get(0));
    }
}
