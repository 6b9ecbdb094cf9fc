package dev.mapharness.reports.nightly;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What changed since the previous night.
 *
 * <p>Fuzzing: a failure is a finding or a failing committed input, keyed by target and signature.
 * One that failed the previous night and does not now is {@link Change.Kind#FIXED}. One that fails
 * now and did not the previous night {@link Change.Kind#BROKE} if it failed on an older night, was
 * already in the corpus, or is a committed input (those passed once); otherwise it is
 * {@link Change.Kind#NEW}.
 *
 * <p>Round trips and differentials: each file is compared with its latest earlier state (nights
 * without a nightly.json say nothing). Passing after failing is fixed, failing after passing broke,
 * failing with no earlier state new.
 */
public final class Changes {
    public static final String ROUND_TRIP = "round-trip";
    public static final String DIFFERENTIAL = "differential";

    private Changes() {
    }

    private record Failure(String target, String signature, String title, boolean committed) {
        String key() {
            return target + "\u0000" + signature;
        }
    }

    public static List<Change> since(List<RoundTripCheck> roundTrips, List<VersionRun> differentials, FuzzNight fuzz,
                                     NightHistory history) {
        List<Change> changes = new ArrayList<>();
        fuzz(changes, fuzz, history);
        Map<String, String> failingNow = new LinkedHashMap<>();
        Map<String, String> passingNow = new LinkedHashMap<>();
        for (RoundTripCheck r : roundTrips) {
            (r.passed() ? passingNow : failingNow).put(ROUND_TRIP + ":" + r.file(), r.detail());
        }
        for (VersionRun v : differentials) {
            (v.result().agrees() ? passingNow : failingNow).put(DIFFERENTIAL + ":" + v.file(), firstProblem(v));
        }
        for (Map.Entry<String, String> e : failingNow.entrySet()) {
            Optional<Boolean> before = latest(history, e.getKey());
            if (before.isEmpty()) {
                changes.add(change(Change.Kind.NEW, e.getKey(), e.getValue()));
            } else if (before.get()) {
                changes.add(change(Change.Kind.BROKE, e.getKey(), e.getValue()));
            }
        }
        for (String key : passingNow.keySet()) {
            if (latest(history, key).equals(Optional.of(false))) {
                changes.add(change(Change.Kind.FIXED, key, key.startsWith(ROUND_TRIP) ? "the round trip holds again"
                        : "every version agrees again"));
            }
        }
        return changes;
    }

    private static void fuzz(List<Change> changes, FuzzNight now, NightHistory history) {
        Map<String, Failure> tonight = failures(now);
        if (history.nights().isEmpty()) {
            tonight.values().forEach(f -> changes.add(new Change(Change.Kind.NEW, f.target(), f.signature(), f.title())));
            return;
        }
        Map<String, Failure> previous = failures(history.nights().get(0).run().night());
        Map<String, Failure> older = new LinkedHashMap<>();
        history.nights().stream().skip(1).forEach(n -> older.putAll(failures(n.run().night())));
        for (Failure f : tonight.values()) {
            if (!previous.containsKey(f.key())) {
                boolean before = f.committed() || older.containsKey(f.key());
                changes.add(new Change(before ? Change.Kind.BROKE : Change.Kind.NEW, f.target(), f.signature(), f.title()));
            }
        }
        for (Failure f : previous.values()) {
            if (!tonight.containsKey(f.key())) {
                changes.add(new Change(Change.Kind.FIXED, f.target(), f.signature(), f.title()));
            }
        }
    }

    /** A night's failures, committed inputs first; a signature both replayed and found is one failure. */
    private static Map<String, Failure> failures(FuzzNight night) {
        Map<String, Failure> all = new LinkedHashMap<>();
        for (FuzzNight.ReplayRow r : night.replayFailures()) {
            Failure f = new Failure(r.target(), r.signature().isEmpty() ? r.file() : r.signature(), r.firstLine(), true);
            all.putIfAbsent(f.key(), f);
        }
        for (FuzzNight.FindingRow r : night.findings()) {
            Failure f = new Failure(r.target(), r.signature(), r.title().isEmpty() ? r.firstLine() : r.title(), r.known());
            all.putIfAbsent(f.key(), f);
        }
        return all;
    }

    private static Optional<Boolean> latest(NightHistory history, String key) {
        for (NightHistory.Night n : history.nights()) {
            Optional<Boolean> state = n.states().map(s -> s.get(key));
            if (state.isPresent()) {
                return state;
            }
        }
        return Optional.empty();
    }

    private static Change change(Change.Kind kind, String key, String title) {
        int colon = key.indexOf(':');
        return new Change(kind, key.substring(0, colon), key.substring(colon + 1), title);
    }

    private static String firstProblem(VersionRun v) {
        if (!v.result().failures().isEmpty()) {
            return v.result().failures().get(0).line();
        }
        if (!v.result().unexpected().isEmpty()) {
            return "unexpected divergence at " + v.result().unexpected().get(0).path();
        }
        return v.result().omittedUnexpected() + " unexpected divergence(s)";
    }
}
