package dev.mapharness.provenance;

/** How sure a {@link Provenance} is of the writer it names (docs/provenance.md says what earns each). */
public enum Confidence {
    /** The file names its writer (a header or metadata the writer signs it with), and nothing contradicts it. */
    CERTAIN("certain"),
    /** A habit only that writer is known to have: a checksum formula, a section order, a token layout. */
    LIKELY("likely"),
    /** A habit the writer has, but others may share. */
    POSSIBLE("possible"),
    /** No known writer's habit matches: the writer is unknown. */
    NONE("none");

    private final String id;

    Confidence(String id) {
        this.id = id;
    }

    /** Stable name used in JSON, JUnit, HTML and text. */
    public String id() {
        return id;
    }

    /** True if this confidence is higher than {@code other}. */
    public boolean above(Confidence other) {
        return ordinal() < other.ordinal();
    }
}
