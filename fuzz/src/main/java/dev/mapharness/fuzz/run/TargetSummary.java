package dev.mapharness.fuzz.run;

import java.util.List;
import java.util.Objects;

/**
 * One target's part of a run.
 *
 * @param target        the target's name
 * @param seconds       wall-clock seconds spent on it, start-up, fuzzing and triage
 * @param startSeconds  what its fuzzing JVM took besides libFuzzer's own time (start-up, instrumentation,
 *                      exit); 0 if not measured (the JVM was killed or crashed before libFuzzer's last line)
 * @param fuzzSeconds   libFuzzer's own fuzzing time
 * @param executions    inputs run
 * @param execPerSecond libFuzzer's average
 * @param coverage      edges covered at the end (libFuzzer's {@code cov:})
 * @param features      coverage features (libFuzzer's {@code ft:})
 * @param corpusSize    inputs in the growing corpus at the end
 * @param exitCode      the fuzzing JVM's exit code (0 clean, 77 findings; anything else is logged)
 * @param log           the fuzzing JVM's log file
 * @param findings      distinct findings, new and known
 * @param newInputs     what the full oracle made of the inputs libFuzzer kept, for a two-stage target
 */
public record TargetSummary(String target, double seconds, double startSeconds, long fuzzSeconds, long executions, long execPerSecond,
                            long coverage, long features, long corpusSize, int exitCode, String log,
                            List<FindingSummary> findings, NewInputs newInputs) {
    public TargetSummary {
        findings = List.copyOf(findings);
        Objects.requireNonNull(newInputs, "newInputs");
    }

    /** A target whose every execution ran the full oracle. */
    public TargetSummary(String target, double seconds, double startSeconds, long fuzzSeconds, long executions,
                         long execPerSecond, long coverage, long features, long corpusSize, int exitCode, String log,
                         List<FindingSummary> findings) {
        this(target, seconds, startSeconds, fuzzSeconds, executions, execPerSecond, coverage, features, corpusSize,
                exitCode, log, findings, NewInputs.NONE);
    }

    /**
     * The second stage's work in a run ({@link NewInputOracle}).
     *
     * @param checked           inputs libFuzzer kept that went through the full oracle
     * @param failed            of those, how many failed it (each also a raw finding for triage)
     * @param longestWaitMillis the longest an input waited between libFuzzer keeping it and its check
     */
    public record NewInputs(int checked, int failed, long longestWaitMillis) {
        public static final NewInputs NONE = new NewInputs(0, 0, 0);

        NewInputs plus(NewInputs other) {
            return new NewInputs(checked + other.checked, failed + other.failed,
                    Math.max(longestWaitMillis, other.longestWaitMillis));
        }
    }

    public long newFindings() {
        return findings.stream().filter(f -> !f.known()).count();
    }
}
