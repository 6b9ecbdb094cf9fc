package dev.mapharness.rules;

/**
 * Why an input is not read at all, for reasons other than its bytes breaking a format: the file is
 * not there, is not a file, cannot be read, is in no format mapharness knows or reads, or is too large
 * for the memory Java has. The command line reports them like any reader's refusal.
 */
public final class InputRules {
    private static final String WHY = "The input cannot be read at all, so there is nothing to check, show or convert.";

    public static final Rule MISSING = Rule.read("input/missing",
            "no such file",
            "The path names no file (or is not a valid file name).",
            WHY);
    public static final Rule NOT_A_FILE = Rule.read("input/not-a-file",
            "the path is not a map file",
            "The path is a directory with no map files in it, or something else that is not a regular file.",
            WHY);
    public static final Rule UNREADABLE = Rule.read("input/unreadable",
            "the file cannot be read",
            "Reading the file's bytes failed: permission denied, an I/O error, or a file of 2 GiB or more, which"
                    + " mapharness does not read.",
            WHY);
    public static final Rule UNKNOWN_FORMAT = Rule.read("input/unknown-format",
            "the file is in no format mapharness knows",
            "No known format's signature or shape matches the file's first bytes; the message lists the formats"
                    + " mapharness looks for.",
            WHY);
    public static final Rule UNSUPPORTED_FORMAT = Rule.read("input/unsupported-format",
            "the file is in a format mapharness recognises but does not read",
            "The file is recognised (by its signature, say) as a format or version that mapharness has no reader"
                    + " for; the message says which.",
            WHY);
    public static final Rule READER_FAILED = Rule.read("input/reader-failed",
            "the reader failed with an unexpected exception (a bug in mapharness)",
            "A reader must refuse a file only with a reason of its format. Any other exception is a bug in"
                    + " mapharness, not in the file; please report it with the file.",
            WHY);
    public static final Rule OUT_OF_MEMORY = Rule.read("input/out-of-memory",
            "Java's heap is too small for the file",
            "Reading the file needed more memory than the Java heap has. This is neither the file's fault nor"
                    + " mapharness's; the message says what the file needs and how to give Java more"
                    + " (MAPHARNESS_JAVA_OPTS).",
            WHY);

    private InputRules() {
    }
}
