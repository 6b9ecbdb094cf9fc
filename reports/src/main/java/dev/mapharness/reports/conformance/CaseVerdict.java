package dev.mapharness.reports.conformance;

/** What a tool under test did with one case. */
public enum CaseVerdict {
    /** Its output reads strictly, without an error, to the expected model. */
    PASS("pass"),
    /** Its output does not read, has an error, or holds another model. */
    FAIL("fail"),
    /** It exited with another code than 0. */
    CRASH("crash"),
    /** It was still running at the time limit and was stopped. */
    TIMEOUT("timeout"),
    /** It exited with 0 but wrote no output. */
    NO_OUTPUT("no-output");

    private final String id;

    CaseVerdict(String id) {
        this.id = id;
    }

    /** Stable name used in JSON and text. */
    public String id() {
        return id;
    }
}
