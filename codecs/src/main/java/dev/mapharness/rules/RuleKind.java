package dev.mapharness.rules;

/**
 * What part of a check a {@link Rule} belongs to. Reading failures get rules of their own kind
 * later; constants are added then, never renamed.
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
    READ("read"),
    /**
     * A model a writer (or a migration, for its target format) cannot represent, refused with a
     * {@link dev.mapharness.format.MapWriteException} rather than truncated or dropped: nothing is written.
     */
    WRITE("write"),
    /**
     * What a migration could not carry into its target (a {@code LOST} entry of its loss report) or
     * had to make up there (a {@code DERIVED} entry).
     */
    LOSS("loss"),
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
