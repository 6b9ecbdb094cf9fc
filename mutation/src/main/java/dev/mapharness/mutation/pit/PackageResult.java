package dev.mapharness.mutation.pit;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One package's latest mutation results, as {@code target/mutation/PACKAGE/summary.json} keeps them.
 *
 * @param pkg        the package under {@code dev.mapharness}
 * @param counts     its mutants by status
 * @param commit     the commit measured, with {@code +changes} when the codecs or the tests had uncommitted changes
 * @param measuredAt when the run ended (ISO 8601, UTC)
 * @param suite      the tests run against the mutants: {@code harness} (every module's) or {@code codecs} (the
 *                   codecs module's alone, a lower bound); absent in results written before it was recorded,
 *                   which were all the harness's
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PackageResult(@JsonProperty("package") String pkg, MutationCounts counts, String commit, String measuredAt,
                            String suite) {
    public PackageResult {
        suite = suite == null ? Suite.HARNESS.id() : suite;
    }

    @JsonProperty("score")
    public double score() {
        return counts.score();
    }

    @JsonProperty("testStrength")
    public double testStrength() {
        return counts.testStrength();
    }
}
