package dev.mapharness.fuzz.run;

import java.util.List;

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
 */
public record TargetSummary(String target, double seconds, double startSeconds, long fuzzSeconds, long executions, long execPerSecond,
                            long coverage, long features, long corpusSize, int exitCode, String log,
                            List<FindingSummary> findings) {
    public TargetSummary {
        findings = List.copyOf(findings);
    }

    public long newFindings() {
        return findings.stream().filter(f -> !f.known()).count();
    }
}
