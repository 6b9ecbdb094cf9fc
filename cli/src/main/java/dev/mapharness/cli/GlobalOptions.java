package dev.mapharness.cli;

import picocli.CommandLine.Option;

/** Options every file command takes. */
public final class GlobalOptions {
    @Option(names = "--json", description = "Print one JSON document instead of text.")
    boolean json;

    @Option(names = "--verbose", description = "Also print stack traces of failures (to standard error).")
    boolean verbose;

    public boolean json() {
        return json;
    }

    public boolean verbose() {
        return verbose;
    }
}
