package dev.mapharness.reports.rules;

/**
 * A configuration of rules that cannot be used: a file that does not parse, an unknown or retired
 * rule id, an unknown severity. Its message starts with where the fault is ({@code FILE:LINE:COLUMN},
 * or the command-line option), so that commands can report it as a usage error as it is.
 */
public final class RuleSettingsException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String source;

    public RuleSettingsException(String source, String message) {
        super(source + ": " + message);
        this.source = source;
    }

    /** {@code FILE:LINE:COLUMN}, or the command-line option ({@code --ignore}). */
    public String source() {
        return source;
    }
}
