package dev.mapharness.reports.nightly;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.SideFailure;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ChangesTest {
    private static FuzzSummaryFile.Run run(List<String> findings, List<String> replayFailures) {
        try {
            return FuzzSummaryFile.parse(Nights.summary("nightly", findings, replayFailures).getBytes(StandardCharsets.UTF_8));
        } catch (FuzzSummaryFile.Unreadable e) {
            throw new AssertionError(e);
        }
    }

    private static NightHistory.Night night(String id, List<String> findings, List<String> replay, Map<String, Boolean> states) {
        return new NightHistory.Night(id, run(findings, replay), states == null ? Optional.empty() : Optional.of(states));
    }

    private static List<String> describe(List<Change> changes) {
        List<String> out = new ArrayList<>();
        changes.forEach(c -> out.add(c.kind().id() + " " + c.target() + " " + c.signature()));
        return out;
    }

    @Test
    void findingsFixedBrokenAgainAndNew() {
        NightHistory history = new NightHistory(List.of(
                night("3", List.of("a"), List.of("b"), null),       // previous night
                night("2", List.of("c"), List.of(), null),
                night("1", List.of(), List.of(), null)), 0);
        // tonight: a still found, b fixed, c back after a night away, d never seen, e a committed input newly failing
        FuzzNight tonight = run(List.of("a", "c", "d"), List.of("e")).night();
        List<Change> changes = Changes.since(List.of(), List.of(), tonight, history);
        assertEquals(List.of("broke t e", "broke t c", "new t d", "fixed t b"), describe(changes));
        assertEquals("still fails", changes.get(0).title());
        assertEquals("IndexOutOfBoundsException in X.y", changes.get(2).title());
    }

    @Test
    void theFirstNightCallsEveryFailureNew() {
        List<Change> changes = Changes.since(List.of(new RoundTripCheck("x.wrp", "4WVR", false, "cut")), List.of(),
                run(List.of("a"), List.of()).night(), NightHistory.NONE);
        assertEquals(List.of("new t a", "new round-trip x.wrp"), describe(changes));
    }

    @Test
    void roundTripsAndDifferentialsAgainstTheirLatestEarlierState() {
        NightHistory history = new NightHistory(List.of(
                night("3", List.of(), List.of(), null), // a night without nightly.json says nothing
                night("2", List.of(), List.of(), Map.of("round-trip:held.wrp", true, "round-trip:broken.wrp", false,
                        "round-trip:mended.wrp", false, "differential:w.wrp", true))), 0);
        DifferentialResult diverges = new DifferentialResult(List.of("OPRW 18"), List.of(), List.of(),
                List.of(new SideFailure("OPRW 18", SideFailure.Stage.WRITE, "refused")), 0, 0);
        List<Change> changes = Changes.since(List.of(
                        new RoundTripCheck("held.wrp", "4WVR", false, "differs at byte 3"),
                        new RoundTripCheck("broken.wrp", "4WVR", false, "still"),
                        new RoundTripCheck("mended.wrp", "4WVR", true, ""),
                        new RoundTripCheck("fresh.wrp", "4WVR", true, "")),
                List.of(new VersionRun("w.wrp", diverges)), run(List.of(), List.of()).night(), history);
        assertEquals(List.of("broke round-trip held.wrp", "broke differential w.wrp", "fixed round-trip mended.wrp"),
                describe(changes));
        assertEquals("differs at byte 3", changes.get(0).title());
        assertEquals("OPRW 18: write failed: refused", changes.get(1).title());
    }
}
