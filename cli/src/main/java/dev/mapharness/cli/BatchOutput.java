package dev.mapharness.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.reports.JsonReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;

/**
 * What a batch command prints, one file at a time in input order: its text, its JSON lines or its
 * element of the one JSON document on standard output; the progress line and the closing summary
 * on standard error. Keeps counters only.
 */
final class BatchOutput implements AutoCloseable {
    private final CommandSpec spec;
    private final GlobalOptions global;
    private final BatchOptions batch;
    private final String command;
    private final PrintWriter out;
    private final JsonReport.Stream json;
    private final BatchProgress progress;
    private final BatchSummary summary = new BatchSummary();
    private long failing;
    private int exit = ExitCodes.OK;

    BatchOutput(CommandSpec spec, GlobalOptions global, BatchOptions batch, String command, OptionalLong total)
            throws IOException {
        this.spec = spec;
        this.global = global;
        this.batch = batch;
        this.command = command;
        this.out = spec.commandLine().getOut();
        this.json = global.json() ? new JsonReport.Stream(out, command) : null;
        this.progress = new BatchProgress(spec.commandLine().getErr(), !batch.quiet && System.console() != null, total);
    }

    /**
     * One file done.
     *
     * @param json    its JSON (an element of {@code files}, or a line), made only if printed
     * @param text    its text, printed as it is, made only if printed
     * @param outcome its outcome in words for the closing line ("conform", "unreadable")
     * @param exit    the exit code it asks for; anything but 0 counts as a file with errors
     */
    void file(String name, Supplier<ObjectNode> json, Supplier<String> text, String outcome, long nanos, int exit,
              Optional<Throwable> cause) throws IOException {
        progress.clear();
        Output.trace(spec, global, name, cause);
        if (this.json != null) {
            this.json.add(json.get());
        } else if (batch.jsonLines) {
            out.print(JsonReport.line(json.get()));
        } else {
            out.print(text.get());
        }
        out.flush();
        this.exit = Math.max(this.exit, exit);
        if (exit != ExitCodes.OK) {
            failing++;
        }
        summary.add(name, outcome, nanos);
        progress.update(summary.files(), failing);
    }

    /** Files done so far. */
    long files() {
        return summary.files();
    }

    /** The exit code so far: the gravest any file has asked for. */
    int exitCode() {
        return exit;
    }

    /** Raises the exit code for a file already printed (its report could not be written). */
    void failed(int exit) {
        this.exit = Math.max(this.exit, exit);
    }

    /** A line on standard error (unless {@code --quiet}), on its own even while the progress line is shown. */
    void note(String line) {
        if (batch.quiet) {
            return;
        }
        progress.clear();
        PrintWriter err = spec.commandLine().getErr();
        err.println(line);
        err.flush();
    }

    /**
     * Ends standard output (the JSON document's exit code, or {@code totals} after text of several
     * files) and says on standard error how the batch went. Returns the exit code.
     */
    int finish(String totals) throws IOException {
        progress.clear();
        if (json != null) {
            json.finish(exit);
        } else if (!batch.jsonLines && summary.files() > 1) {
            out.print(totals);
        }
        out.flush();
        if (summary.files() > 1) {
            note(summary.line(command));
        }
        return exit;
    }

    @Override
    public void close() throws IOException {
        progress.clear();
        if (json != null) {
            json.close();
        }
    }
}
