package dev.mapharness.cli;

/** The exit codes every mapharness command uses. */
public final class ExitCodes {
    public static final int OK = 0;
    /** Violations, a refused lossy conversion, a writer's refusal. */
    public static final int FINDINGS = 1;
    /** Bad arguments: picocli's own errors and ours (IN equals OUT, no migration path). */
    public static final int USAGE = 2;
    /** Missing file, unknown or unsupported format, bytes that do not decode. */
    public static final int UNREADABLE = 3;
    /** Stopped by Ctrl-C or a kill before the end (the shell's 128 + SIGINT). */
    public static final int INTERRUPTED = 130;

    /** Help text shared by the commands, in picocli's "code:description" form. */
    static final String USAGE_LINE = "2:usage error (unknown option, missing argument, IN and OUT the same file)";

    private ExitCodes() {
    }
}
