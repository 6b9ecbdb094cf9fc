package dev.mapharness.reports.conformance;

import java.time.Duration;
import java.util.List;

/**
 * What became of one case.
 *
 * @param name    the case's name
 * @param verdict pass, fail, crash, timeout or no output
 * @param reasons why it is not a pass: each differing field, each error in the tool's file, the exit code
 * @param command the command line that ran the case, to run it again by hand
 * @param stderr  the start of what the tool printed on standard error
 */
public record CaseResult(String name, CaseVerdict verdict, List<String> reasons, String command, String stderr,
                         Duration took) {
    public CaseResult {
        reasons = List.copyOf(reasons);
    }
}
