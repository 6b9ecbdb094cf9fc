package dev.mapharness.fuzz;

/** What a target's input bytes are, which decides how a finding is detected, reduced and shown. */
public enum InputKind {
    /** A whole map file of the target's format, read as it is (and detectable by its magic). */
    FILE,
    /** Raw bytes of one codec stage: a compressed stream, a quad tree, with a few leading parameter bytes. */
    STREAM,
    /** Fuzzer data that a builder turns into a model or a value; not a file a user would hold. */
    STRUCTURED
}
