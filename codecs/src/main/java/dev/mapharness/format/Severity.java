package dev.mapharness.format;

/**
 * How much a finding matters. {@code check} conforms unless a finding is an {@link #ERROR};
 * {@code --fail-on warning|note} tightens that.
 */
public enum Severity {
    /** The games or their tools would fail on the file or misread it. */
    ERROR("error"),
    /** Valid, and read by the games, but suspicious: most likely a writer's mistake. */
    WARNING("warning"),
    /** Unusual, and known to be written by a named real editor: worth knowing, not a fault. */
    NOTE("note");

    private final String id;

    Severity(String id) {
        this.id = id;
    }

    /** Stable name used in JSON, JUnit, HTML and on the command line. */
    public String id() {
        return id;
    }

    /** True if this severity is at least as grave as {@code threshold} (an error is at least a warning). */
    public boolean atLeast(Severity threshold) {
        return ordinal() <= threshold.ordinal();
    }

    /** The severity with this {@link #id()}. */
    public static Severity of(String id) {
        for (Severity s : values()) {
            if (s.id.equals(id)) {
                return s;
            }
        }
        throw new IllegalArgumentException("no severity \"" + id + "\" (error, warning or note)");
    }
}
