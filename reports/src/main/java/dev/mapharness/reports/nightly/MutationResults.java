package dev.mapharness.reports.nightly;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The latest mutation testing of the codecs ({@code bench/mutation}), as the nightly page shows it when a
 * checkout has results: each package's mutants, how many the harness detected, the score and test strength
 * against the goals (docs/mutation.md). Mutation testing takes hours, so it is not part of a night; the page
 * shows what the last run measured and on which commit.
 *
 * @param reports  the directory of PIT's reports ({@code target/mutation/}), for links to each package
 * @param packages each package measured, by name
 */
public record MutationResults(String reports, List<Row> packages) {
    /** Mutation score the project aims for in every package, in percent. */
    public static final double SCORE_GOAL = 90;
    /** Test strength (detected among the mutants some test reaches) the project aims for, in percent. */
    public static final double STRENGTH_GOAL = 95;

    public MutationResults {
        packages = List.copyOf(packages);
    }

    /**
     * One package.
     *
     * @param survived   mutants some test reaches and none detects
     * @param commit     the commit measured ({@code +changes} with uncommitted changes)
     * @param measuredAt when (ISO 8601)
     * @param suite      the tests run against the mutants: {@code harness}, or {@code codecs} (the codecs
     *                   module's alone, a lower bound)
     */
    public record Row(String pkg, int mutants, int detected, int noCoverage, int survived, double score,
                      double testStrength, String commit, String measuredAt, String suite) {
        public boolean meetsGoals() {
            return score >= SCORE_GOAL && testStrength >= STRENGTH_GOAL;
        }

        /** "89.9 %", rounded down so that a score just short of a goal never reads as the goal. */
        public static String percent(double p) {
            return String.format(Locale.ROOT, "%.1f %%", Math.floor(p * 10) / 10);
        }

        public String day() {
            return measuredAt.length() >= 10 ? measuredAt.substring(0, 10) : measuredAt;
        }

        /** What was measured, as the page says it: the commit, the day, and which tests if not the whole harness. */
        public String measured() {
            return commit + ", " + day() + ("codecs".equals(suite) ? ", codecs' tests" : "");
        }
    }

    public long meetingGoals() {
        return packages.stream().filter(Row::meetsGoals).count();
    }

    /** The link to one package's report. */
    public String link(Row row) {
        return Path.of(reports, row.pkg(), "index.html").toUri().toString();
    }

    /**
     * What {@code bench/mutation} left in {@code dir} ({@code target/mutation/summary.json}): empty when there is
     * none or it cannot be read (a run that was interrupted publishes nothing, so what is there is whole).
     */
    public static Optional<MutationResults> read(Path dir) {
        Path summary = dir.resolve("summary.json");
        if (!Files.isRegularFile(summary)) {
            return Optional.empty();
        }
        try {
            JsonNode root = new ObjectMapper().readTree(summary.toFile());
            if (!"mapharness-mutation/1".equals(root.path("schema").asText())) {
                return Optional.empty();
            }
            List<Row> rows = new ArrayList<>();
            for (JsonNode p : root.path("packages")) {
                JsonNode c = p.path("counts");
                int total = c.path("total").asInt();
                int detected = c.path("killed").asInt() + c.path("timedOut").asInt() + c.path("otherDetected").asInt();
                rows.add(new Row(p.path("package").asText(), total, detected, c.path("noCoverage").asInt(),
                        c.path("survived").asInt(), p.path("score").asDouble(), p.path("testStrength").asDouble(),
                        p.path("commit").asText(), p.path("measuredAt").asText(), p.path("suite").asText("harness")));
            }
            return rows.isEmpty() ? Optional.empty() : Optional.of(new MutationResults(dir.toAbsolutePath().toString(), rows));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
