package dev.mapharness.cli;

import java.io.PrintWriter;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;

/** Where a command prints: the report to standard output, stack traces to standard error. */
final class Output {
    private Output() {
    }

    static void print(CommandSpec spec, String text) {
        PrintWriter out = spec.commandLine().getOut();
        out.print(text);
        out.flush();
    }

    /** With {@code --verbose}, the stack trace behind a failure. */
    static void trace(CommandSpec spec, GlobalOptions global, String name, Optional<Throwable> cause) {
        if (global.verbose() && cause.isPresent()) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("stack trace for " + dev.mapharness.reports.SafeText.of(name) + ":");
            cause.get().printStackTrace(err);
            err.flush();
        }
    }
}
