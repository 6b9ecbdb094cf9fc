package dev.mapharness.fuzz.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What earlier runs left for the rotation, read from their {@code summary.json}: the run each target
 * last fuzzed in ({@code lastRan}, carried from run to run, so the newest summary that has it knows
 * every target) and what a target's JVM start cost in the last run that measured it. Runs of either
 * command count: a target fuzzed by {@code mapharness fuzz} has had its turn as much as one fuzzed by
 * the nightly. A summary of an older mapharness without {@code lastRan} still counts through the
 * targets it lists.
 *
 * @param lastRan   each target's last run id; a target missing from it never ran
 * @param startCost the JVM start cost the last measuring run saw, if any did
 * @param coverageCost what the coverage step took in the last run that had one, if any did
 */
public record Rotation(Map<String, String> lastRan, Optional<Duration> startCost, Optional<Duration> coverageCost) {
    public static final Rotation NONE = new Rotation(Map.of(), Optional.empty(), Optional.empty());

    public Rotation(Map<String, String> lastRan, Optional<Duration> startCost) {
        this(lastRan, startCost, Optional.empty());
    }
    /** Older runs are not read once this many were (a history without any lastRan record). */
    static final int MAX_RUNS = 400;
    /** How many runs back the last coverage step's cost is looked for. */
    static final int COVERAGE_LOOKBACK = 10;
    /** A summary is a few kilobytes; a far larger file is not one. */
    private static final long MAX_BYTES = 64L << 20;
    private static final ObjectMapper JSON = new ObjectMapper();

    public Rotation {
        lastRan = Map.copyOf(lastRan);
    }

    /** The rotation left by the runs in {@code runsDir} before {@code currentRunId}; none if there are none. */
    public static Rotation load(Path runsDir, String currentRunId) {
        List<Path> earlier;
        try (Stream<Path> dirs = Files.list(runsDir)) {
            earlier = dirs.filter(d -> d.getFileName().toString().compareTo(currentRunId) < 0)
                    .sorted(Comparator.comparing((Path d) -> d.getFileName().toString()).reversed())
                    .limit(MAX_RUNS)
                    .toList();
        } catch (IOException e) {
            return NONE; // no runs yet
        }
        Map<String, String> lastRan = new LinkedHashMap<>();
        Optional<Duration> startCost = Optional.empty();
        for (Path dir : earlier) {
            Optional<JsonNode> summary = read(dir.resolve("summary.json"));
            if (summary.isEmpty()) {
                continue; // a run still going, stopped early, or not a summary: it tells nothing
            }
            JsonNode root = summary.get();
            String runId = dir.getFileName().toString();
            for (JsonNode t : root.path("targets")) {
                if (t.path("target").isTextual()) {
                    lastRan.putIfAbsent(t.path("target").asText(), runId);
                }
            }
            if (startCost.isEmpty() && root.path("startSeconds").isNumber() && root.path("startSeconds").asDouble() > 0) {
                startCost = Optional.of(Duration.ofMillis(Math.round(root.path("startSeconds").asDouble() * 1000)));
            }
            JsonNode recorded = root.path("lastRan");
            if (recorded.isObject()) {
                // the newest record knows every target that ever ran: nothing older can add to it
                recorded.fields().forEachRemaining(e -> {
                    if (e.getValue().isTextual()) {
                        lastRan.putIfAbsent(e.getKey(), e.getValue().asText());
                    }
                });
                break;
            }
        }
        return new Rotation(lastRan, startCost, coverageCost(earlier));
    }

    /** What the newest coverage step among the last {@value #COVERAGE_LOOKBACK} runs took. */
    private static Optional<Duration> coverageCost(List<Path> newestFirst) {
        for (Path dir : newestFirst.subList(0, Math.min(COVERAGE_LOOKBACK, newestFirst.size()))) {
            JsonNode seconds = read(dir.resolve("summary.json")).map(r -> r.path("coverage").path("seconds"))
                    .orElse(null);
            if (seconds != null && seconds.isNumber() && seconds.asDouble() > 0) {
                return Optional.of(Duration.ofMillis(Math.round(seconds.asDouble() * 1000)));
            }
        }
        return Optional.empty();
    }

    /** The record after a run with id {@code runId} fuzzed {@code ran}: theirs is {@code runId}, the rest keep theirs. */
    public Map<String, String> after(String runId, List<String> ran) {
        Map<String, String> next = new java.util.TreeMap<>(lastRan);
        ran.forEach(t -> next.put(t, runId));
        return next;
    }

    private static Optional<JsonNode> read(Path summary) {
        try {
            if (!Files.isRegularFile(summary) || Files.size(summary) > MAX_BYTES) {
                return Optional.empty();
            }
            JsonNode root = JSON.readTree(Files.readAllBytes(summary));
            return root != null && root.isObject() && FuzzSummary.SCHEMA.equals(root.path("schema").asText(""))
                    ? Optional.of(root) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
