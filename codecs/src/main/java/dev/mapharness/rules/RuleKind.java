package dev.mapharness.rules;

/**
 * What part of a check a {@link Rule} belongs to. Reading failures, writer refusals and conversion
 * losses get rules of their own kinds later; their constants are added then, never renamed.
 */
public enum RuleKind {
    /** A rule of the format that a file breaks although it still decodes: a reader's violation. */
    VIOLATION("violation"),
    /** A way the file differs from mapharness's canonical re-encoding of it, or why that encoding failed. */
    ENCODING("encoding"),
    /** A file that could not be read at all: missing, of no known or supported format, or not decoding. */
    INPUT("input"),
    /** A case of a conformance run ({@code mapharness conformance writer|reader|resaver}) that a tool did not pass. */
    CONFORMANCE("conformance");

    private final String id;

    RuleKind(String id) {
        this.id = id;
    }

    /** Stable lowercase name used in JSON, the catalogue and {@code known-rules.tsv}. */
    public String id() {
        return id;
    }
}
