package dev.mapharness.reports.compare;

/** Whether a byte difference between a file and its canonical re-encoding matters. */
public enum Verdict {
    /** Another valid encoding of the same values (a different LZSS parse, quad tree shape, spacing). */
    HARMLESS("harmless"),
    /** Bytes a conforming writer would not produce: a violation, or data the format does not allow. */
    REAL("real");

    private final String id;

    Verdict(String id) {
        this.id = id;
    }

    /** Stable name used in JSON and HTML. */
    public String id() {
        return id;
    }
}
