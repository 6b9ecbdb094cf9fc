package dev.mapharness.rules;

import static dev.mapharness.format.Severity.ERROR;

import java.util.List;

/**
 * Rules of a case that a tool under test does not pass in {@code mapharness conformance writer},
 * {@code reader} or {@code resaver}: one per verdict other than pass.
 */
public final class ConformanceRules {
    public static final Rule CASE_FAILED = new Rule("conformance/case-failed", "conformance", RuleKind.CONFORMANCE, ERROR,
            "the tool's output for a case is wrong",
            "For a writer or resaver: the file the tool wrote does not read, has an error (or a warning"
                    + " mapharness's own file lacks), or holds other values than the case. For a reader: the"
                    + " tool's dump of a case holds other values than mapharness reads. The case's reasons list"
                    + " each differing field.",
            "A tool that writes or reads a map wrongly corrupts it for the games and their tools.",
            List.of(), "");

    public static final Rule TOOL_CRASHED = new Rule("conformance/tool-crashed", "conformance", RuleKind.CONFORMANCE,
            ERROR, "the tool exited with an error for a case",
            "The tool under test exited with another code than 0 for the case; its standard error is in the report.",
            "A tool that fails on a valid map (or one that is merely unusual) cannot be used on it.",
            List.of(), "");

    public static final Rule TOOL_TIMED_OUT = new Rule("conformance/tool-timed-out", "conformance", RuleKind.CONFORMANCE,
            ERROR, "the tool was still running at the time limit",
            "The tool under test was still running at --timeout and was stopped, with everything it started.",
            "A tool that hangs on a map is as unusable on it as one that crashes.",
            List.of(), "");

    public static final Rule NO_OUTPUT = new Rule("conformance/no-output", "conformance", RuleKind.CONFORMANCE, ERROR,
            "the tool exited with 0 but wrote nothing",
            "The tool under test exited with 0 for the case but left no file where it was asked to write one.",
            "A tool that says it succeeded without writing its output hides its failure from its callers.",
            List.of(), "");

    private ConformanceRules() {
    }
}
