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
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PackageResult(@JsonProperty("package") String pkg, MutationCounts counts, String commit, String measuredAt) {

    @JsonProperty("score")
    public double score() {
        return counts.score();
    }

    @JsonProperty("testStrength")
    public double testStrength() {
        return counts.testStrength();
    }
}
