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
    /**
     * A reason a reader refuses a file: the bytes do not decode, so nothing is checked. Every
     * {@link dev.mapharness.bytes.MapFormatException} names one.
     */
    READ("read");

    private final String id;

    RuleKind(String id) {
        this.id = id;
    }

    /** Stable lowercase name used in JSON, the catalogue and {@code known-rules.tsv}. */
    public String id() {
        return id;
    }
}
