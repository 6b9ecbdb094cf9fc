package dev.mapharness.reports.nightly;

/**
 * A night before this one, from its {@code summary.json}.
 *
 * @param runId          the run's directory name
 * @param started        ISO-8601 instant
 * @param executions     inputs fuzzed over all targets
 * @param findings       distinct findings
 * @param replayFailures committed inputs that failed the replay
 */
public record PastNight(String runId, String started, long executions, int findings, int replayFailures) {
}
