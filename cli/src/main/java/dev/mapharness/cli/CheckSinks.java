package dev.mapharness.cli;

import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.TextReport;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Where {@code check}'s results go, one file at a time in input order: standard output (text, one
 * JSON document, or JSON lines), the HTML and JUnit reports, the resume state, the progress line
 * and the closing summary. Keeps counters only.
 */
final class CheckSinks implements AutoCloseable {
    private final CommandSpec spec;
    private final GlobalOptions global;
    private final BatchOptions batch;
    private final CheckReportFiles reports;
    private final BatchProgress progress;
    private final BatchSummary summary = new BatchSummary();
    private final Map<CheckResult.Status, Integer> counts = new EnumMap<>(CheckResult.Status.class);
    private final JsonReport.Stream json;
    private Optional<ResumeState> state = Optional.empty();
    private long failing;
    private boolean closed;
    private int exit = ExitCodes.OK;

    private CheckSinks(CommandSpec spec, GlobalOptions global, BatchOptions batch, CheckReportFiles reports,
                       OptionalLong total) throws IOException {
        this.spec = spec;
        this.global = global;
        this.batch = batch;
        this.reports = reports;
        PrintWriter err = spec.commandLine().getErr();
        this.progress = new BatchProgress(err, !batch.quiet && System.console() != null, total);
        this.json = global.json() ? new JsonReport.Stream(spec.commandLine().getOut(), "check") : null;
    }

    static CheckSinks open(CommandSpec spec, GlobalOptions global, BatchOptions batch, Optional<ReportFile> html,
                           Optional<ReportFile> junit, boolean singleFile, OptionalLong total) throws IOException {
        return new CheckSinks(spec, global, batch, CheckReportFiles.open(html, junit, singleFile), total);
    }

    /** Files this run skips because {@code state} has them, and files it checks are recorded there. */
    void resumeFrom(ResumeState state) {
        this.state = Optional.of(state);
        if (!batch.quiet && !state.fresh()) {
            note("resuming: " + state.size() + " file(s) checked before by this build are skipped if unchanged");
        }
    }

    synchronized void add(CheckedFile c) {
        if (closed) {
            // the JVM is shutting down (Ctrl-C, kill) and the reports were cleaned up: stop quietly
            throw new BatchRunner.BatchInterrupted(new InterruptedException("shutting down"));
        }
        progress.clear();
        Output.trace(spec, global, c.name(), c.cause());
        CheckResult.Status status = c.status();
        try {
            print(c);
            if (c.result().isPresent()) {
                reports.add(c.result().get());
                if (state.isPresent() && c.stamp() != FileStamp.NONE) {
                    state.get().record(c.name(), status, c.stamp().size(), c.stamp().modified());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        counts.merge(status, 1, Integer::sum);
        if (status != CheckResult.Status.CONFORMS) {
            failing++;
        }
        exit = Math.max(exit, BatchCommands.exitCode(status));
        summary.add(c.name(), TextReport.statusWords(status), c.nanos());
        progress.update(summary.files(), failing);
    }

    private void print(CheckedFile c) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (c.result().isPresent()) {
            CheckResult r = c.result().get();
            if (json != null) {
                json.add(JsonReport.checkFile(r));
            } else if (batch.jsonLines) {
                out.print(JsonReport.line(JsonReport.checkFile(r)));
            } else {
                out.print(TextReport.checkFile(r));
            }
        } else {
            ResumeState.Done earlier = c.earlier().orElseThrow();
            if (json != null) {
                json.add(resumed(c.name(), earlier));
            } else if (batch.jsonLines) {
                out.print(JsonReport.line(resumed(c.name(), earlier)));
            } else {
                out.println(SafeText.of(c.name()) + ": " + TextReport.statusOfFile(earlier.status())
                        + " (checked before by this build; skipped with --resume)");
            }
        }
        out.flush();
    }

    private static ObjectNode resumed(String name, ResumeState.Done earlier) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("file", name);
        o.put("size", earlier.size());
        o.put("status", earlier.status().id());
        o.put("resumed", true);
        return o;
    }

    /** Ends every output: the totals, the JSON document, the reports. Returns the exit code. */
    synchronized int finish() throws IOException {
        progress.clear();
        PrintWriter out = spec.commandLine().getOut();
        if (json != null) {
            json.finish(exit);
        } else if (!batch.jsonLines && summary.files() > 1) {
            out.print(TextReport.checkTotals(counts));
        }
        out.flush();
        reports.commit();
        if (!batch.quiet && summary.files() > 1) {
            note(summary.line("check"));
        }
        return exit;
    }

    private void note(String line) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(line);
        err.flush();
    }

    @Override
    public synchronized void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        progress.clear();
        reports.close();
    }

    /**
     * Ctrl-C or a kill: the JVM runs shutdown hooks but not the command's own clean-up, so this
     * removes what the unfinished reports left (their temporary files) and keeps the earlier ones.
     */
    Thread cleanUpOnExit() {
        Thread hook = new Thread(() -> {
            try {
                close();
            } catch (IOException | RuntimeException e) {
                // the JVM is going down; nothing is left to tell
            }
        }, "mapharness-check-clean-up");
        Runtime.getRuntime().addShutdownHook(hook);
        return hook;
    }

    /** The batch ended normally: the hook is not needed any more. */
    static void forget(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: the hook runs and finds everything closed
        }
    }
}
