package dev.mapharness.cli;

import dev.mapharness.reports.SafeText;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * The closing line of a batch on standard error: how many files, how long, how many of each
 * outcome, and the slowest files (the ones to look at when a batch is slow). Keeps counters and
 * the few slowest only, whatever the number of files.
 */
final class BatchSummary {
    static final int SLOWEST = 3;

    private record Timed(String name, long nanos) {
    }

    private final long started = System.nanoTime();
    private final Map<String, Integer> outcomes = new LinkedHashMap<>();
    private final PriorityQueue<Timed> slowest = new PriorityQueue<>(Comparator.comparingLong(Timed::nanos));
    private long files;

    /** One file done: its outcome in words ("conform", "unreadable") and how long it took (0 if not timed). */
    void add(String name, String outcome, long nanos) {
        files++;
        outcomes.merge(outcome, 1, Integer::sum);
        if (nanos > 0) {
            slowest.add(new Timed(name, nanos));
            if (slowest.size() > SLOWEST) {
                slowest.poll();
            }
        }
    }

    long files() {
        return files;
    }

    /** "check: 1000 files in 2:13 (7.5 files/s): 950 conform, 50 do not conform; slowest: a.wwd 3.2 s, …". */
    String line(String command) {
        double seconds = (System.nanoTime() - started) / 1e9;
        StringBuilder sb = new StringBuilder("mapharness ").append(command).append(": ").append(files)
                .append(files == 1 ? " file" : " files").append(" in ")
                .append(BatchProgress.clock(Duration.ofMillis(Math.round(seconds * 1000))));
        if (seconds > 0) {
            sb.append(String.format(Locale.ROOT, " (%.1f files/s)", files / seconds));
        }
        List<String> parts = new ArrayList<>();
        outcomes.forEach((outcome, n) -> parts.add(n + " " + outcome));
        if (!parts.isEmpty()) {
            sb.append(": ").append(String.join(", ", parts));
        }
        List<Timed> slow = new ArrayList<>(slowest);
        slow.sort(Comparator.comparingLong(Timed::nanos).reversed());
        if (!slow.isEmpty()) {
            sb.append("; slowest: ");
            for (int i = 0; i < slow.size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(SafeText.of(slow.get(i).name()))
                        .append(String.format(Locale.ROOT, " %.2f s", slow.get(i).nanos() / 1e9));
            }
        }
        return sb.toString();
    }
}
