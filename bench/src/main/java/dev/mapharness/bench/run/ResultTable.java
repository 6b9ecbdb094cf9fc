package dev.mapharness.bench.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Turns measurements into table rows: each compared with the arraycopy baseline of the same
 * benchmark and parameters, our operations with their peer's, and each with the next smaller size
 * of the same operation and kind. Baseline rows themselves are not rows; they are the yardstick.
 */
public final class ResultTable {
    private ResultTable() {
    }

    public static List<TableRow> rows(List<Measurement> measurements) {
        Map<Key, Measurement> baselines = new HashMap<>();
        Map<Key, List<Measurement>> peersByVerb = new HashMap<>();
        for (Measurement m : measurements) {
            if (m.isBaseline()) {
                baselines.put(new Key(m.benchmark(), "", m.params()), m);
            } else if (m.peer() != null) {
                peersByVerb.computeIfAbsent(new Key(m.benchmark(), m.verb(), m.params()), k -> new ArrayList<>()).add(m);
            }
        }
        List<Measurement> ordered = measurements.stream().filter(m -> !m.isBaseline())
                .sorted(Comparator.comparing(Measurement::benchmark)
                        .thenComparing(m -> m.verb())
                        .thenComparing(m -> m.peer() == null ? "" : m.peer())
                        .thenComparing(m -> m.operation())
                        .thenComparing(m -> m.kindParams().toString())
                        .thenComparingDouble(Measurement::payloadPerOp))
                .toList();
        List<TableRow> rows = new ArrayList<>();
        Measurement previous = null;
        for (Measurement m : ordered) {
            Measurement baseline = baselines.get(new Key(m.benchmark(), "", m.params()));
            double toBaseline = baseline == null ? Double.NaN : m.megabytesPerSecond() / baseline.megabytesPerSecond();
            Measurement peer = null;
            if (m.peer() == null) {
                List<Measurement> peers = peersByVerb.get(new Key(m.benchmark(), m.operation(), m.params()));
                peer = peers == null ? null : peers.stream().min(Comparator.comparing(Measurement::operation)).orElseThrow();
            }
            double toPeer = peer == null ? Double.NaN : m.megabytesPerSecond() / peer.megabytesPerSecond();
            double step = Double.NaN;
            if (previous != null && sameCurve(previous, m) && m.payloadPerOp() > previous.payloadPerOp()) {
                step = (m.secondsPerOp() / previous.secondsPerOp()) / (m.payloadPerOp() / previous.payloadPerOp());
            }
            rows.add(new TableRow(m, toBaseline, peer == null ? null : peer.peer(), toPeer,
                    m.allocatedPerOp() / m.payloadPerOp(), step));
            previous = m;
        }
        return rows;
    }

    private static boolean sameCurve(Measurement a, Measurement b) {
        return a.benchmark().equals(b.benchmark()) && a.operation().equals(b.operation())
                && a.kindParams().equals(b.kindParams());
    }

    /** A benchmark, an operation ("" for the baseline) and the full parameter set. */
    private record Key(String benchmark, String operation, Map<String, String> params) {
        Key {
            Objects.requireNonNull(params);
        }
    }
}
