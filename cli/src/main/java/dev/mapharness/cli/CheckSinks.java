package dev.mapharness.cli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.TextReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Where {@code check}'s results go, one file at a time in input order: standard output, the HTML
 * and JUnit reports and the resume state. Keeps counters only.
 */
final class CheckSinks implements AutoCloseable {
    private final BatchOutput output;
    private final CheckReportFiles reports;
    private final Map<CheckResult.Status, Integer> counts = new EnumMap<>(CheckResult.Status.class);
    private Optional<ResumeState> state = Optional.empty();
    private boolean closed;
    private boolean baseline;
    private long known;

    private CheckSinks(BatchOutput output, CheckReportFiles reports) {
        this.output = output;
        this.reports = reports;
    }

    static CheckSinks open(CommandSpec spec, GlobalOptions global, BatchOptions batch, Optional<ReportFile> html,
                           Optional<ReportFile> junit, boolean singleFile, OptionalLong total) throws IOException {
        BatchOutput output = new BatchOutput(spec, global, batch, "check", total);
        return new CheckSinks(output, CheckReportFiles.open(html, junit, singleFile));
    }

    /** With the SARIF log ({@code --sarif}) and the baseline to write ({@code --write-baseline}) too. */
    static CheckSinks open(CommandSpec spec, GlobalOptions global, BatchOptions batch, Optional<ReportFile> html,
                           Optional<ReportFile> junit, Optional<ReportFile> sarif, Optional<ReportFile> writeBaseline,
                           boolean singleFile, OptionalLong total) throws IOException {
        BatchOutput output = new BatchOutput(spec, global, batch, "check", total);
        return new CheckSinks(output, CheckReportFiles.open(html, junit, sarif, writeBaseline, singleFile));
    }

    /** Results are judged by a baseline ({@code --baseline}): the closing line says how many findings it knew. */
    void judgedByBaseline() {
        this.baseline = true;
    }

    /** Files this run skips because {@code state} has them, and files it checks are recorded there. */
    void resumeFrom(ResumeState state) {
        this.state = Optional.of(state);
        if (!state.fresh()) {
            output.note("resuming: " + state.size() + " file(s) checked before by this build are skipped if unchanged");
        }
    }

    synchronized void add(CheckedFile c) {
        if (closed) {
            // the JVM is shutting down (Ctrl-C, kill) and the reports were cleaned up: stop quietly
            throw new BatchRunner.BatchInterrupted(new InterruptedException("shutting down"));
        }
        CheckResult.Status status = c.status();
        try {
            if (c.result().isPresent()) {
                CheckResult r = c.result().get();
                known += r.knownCount();
                output.file(c.name(), () -> JsonReport.checkFile(r), () -> TextReport.checkFile(r), TextReport.statusWords(status),
                        c.nanos(), BatchCommands.exitCode(status), c.cause());
                try {
                    reports.add(r);
                } catch (OutOfMemoryError e) {
                    // the page is left out; the batch goes on with the next file
                    output.note(SafeText.of(c.name()) + ": no HTML page: out of memory: " + OutOfMemory.needs("drawing it", r.size()));
                    output.failed(ExitCodes.UNREADABLE);
                }
                if (state.isPresent() && c.stamp() != FileStamp.NONE) {
                    state.get().record(c.name(), status, c.stamp().size(), c.stamp().modified());
                }
            } else {
                output.file(c.name(), () -> resumed(c.name(), c.earlier().orElseThrow()), () -> SafeText.of(c.name())
                        + ": " + TextReport.statusOfFile(status) + " (checked before by this build; skipped with --resume)"
                        + System.lineSeparator(), TextReport.statusWords(status), 0, BatchCommands.exitCode(status),
                        Optional.empty());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        counts.merge(status, 1, Integer::sum);
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
        reports.commit(output.exitCode());
        return output.finish(TextReport.checkTotals(counts) + (baseline ? TextReport.knownTotals(known) : ""));
    }

    @Override
    public synchronized void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            reports.close();
        } finally {
            output.close();
        }
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
