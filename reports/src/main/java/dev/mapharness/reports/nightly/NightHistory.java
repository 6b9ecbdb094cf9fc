package dev.mapharness.reports.nightly;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The nights before this one, read from {@code fuzz-runs/runs/ID/}. Run ids are timestamps
 * ({@code 20261121-134059}), so an earlier run has a smaller id. Only nightly runs count: a
 * {@code mapharness fuzz} run of one target would make every other target's findings look fixed.
 * A run whose summary cannot be read, or has another schema, is skipped and counted, never fatal.
 *
 * @param nights  the last nights, newest first
 * @param skipped earlier runs skipped because their summary could not be read
 */
public record NightHistory(List<Night> nights, int skipped) {
    /** How many earlier nights a report shows. */
    public static final int DEFAULT_LIMIT = 10;
    public static final NightHistory NONE = new NightHistory(List.of(), 0);

    public NightHistory {
        nights = List.copyOf(nights);
    }

    /**
     * One earlier night.
     *
     * @param runId  its directory's name
     * @param run    its summary
     * @param states which round trips and differentials held, if it wrote a nightly.json
     */
    public record Night(String runId, FuzzSummaryFile.Run run, Optional<Map<String, Boolean>> states) {
        public PastNight past() {
            return new PastNight(runId, run.started(), run.executions(), run.night().findings().size(),
                    run.night().replayFailures().size());
        }
    }

    /** The last {@code limit} nightly runs in {@code runsDir} before {@code currentRunId}. */
    public static NightHistory load(Path runsDir, String currentRunId, int limit) {
        List<Path> earlier;
        try (Stream<Path> dirs = Files.list(runsDir)) {
            earlier = dirs.filter(Files::isDirectory)
                    .filter(d -> d.getFileName().toString().compareTo(currentRunId) < 0)
                    .sorted(Comparator.comparing((Path d) -> d.getFileName().toString()).reversed())
                    .toList();
        } catch (IOException e) {
            return NONE; // no runs directory yet: the first night
        }
        List<Night> nights = new ArrayList<>();
        int skipped = 0;
        for (Path dir : earlier) {
            if (nights.size() == limit) {
                break;
            }
            Path summary = dir.resolve("summary.json");
            if (!Files.exists(summary)) {
                continue; // a run still going, or one stopped before it wrote anything
            }
            FuzzSummaryFile.Run run;
            try {
                run = FuzzSummaryFile.read(summary);
            } catch (FuzzSummaryFile.Unreadable e) {
                skipped++;
                continue;
            }
            if ("nightly".equals(run.kind())) {
                nights.add(new Night(dir.getFileName().toString(), run, NightlyJson.states(dir)));
            }
        }
        return new NightHistory(nights, skipped);
    }

    public List<PastNight> past() {
        return nights.stream().map(Night::past).toList();
    }
}
