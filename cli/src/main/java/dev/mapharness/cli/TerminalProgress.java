package dev.mapharness.cli;

import dev.mapharness.fuzz.run.LibFuzzerStatus;
import dev.mapharness.fuzz.run.Progress;
import dev.mapharness.fuzz.run.TargetSummary;
import java.io.PrintWriter;

/**
 * Progress of a fuzzing run on standard error: on a terminal one line per target, redrawn as libFuzzer
 * reports; in a log (CI, cron) a line per target and one every {@value #LOG_EVERY_SECONDS} seconds.
 */
final class TerminalProgress implements Progress {
    private static final long LOG_EVERY_SECONDS = 30;

    private final PrintWriter err;
    private final boolean terminal;
    private String current = "";
    private int index;
    private int count;
    private long seconds;
    private long lastLogged;
    private boolean redrawn;

    TerminalProgress(PrintWriter err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    @Override
    public synchronized void targetStarted(int index, int count, String target, long seconds) {
        this.current = target;
        this.index = index;
        this.count = count;
        this.seconds = seconds;
        this.lastLogged = 0;
        if (!terminal) {
            err.printf("[%d/%d] %s: fuzzing for %d s%n", index, count, target, seconds);
            err.flush();
        }
    }

    @Override
    public synchronized void status(String target, long elapsedMillis, LibFuzzerStatus s, int findings) {
        String line = String.format("[%d/%d] %-20s %4d/%d s  %,12d execs  %,8d/s  cov %,6d  findings %d", index, count,
                target, elapsedMillis / 1000, seconds, s.executions(), s.execPerSecond(), s.coverage(), findings);
        if (terminal) {
            err.print("\r" + line + "\033[K");
            redrawn = true;
            err.flush();
        } else if (elapsedMillis / 1000 - lastLogged >= LOG_EVERY_SECONDS) {
            lastLogged = elapsedMillis / 1000;
            err.println(line);
            err.flush();
        }
    }

    @Override
    public synchronized void targetFinished(TargetSummary s) {
        endRedraw();
        err.printf("[%d/%d] %-20s done: %,d execs in %d s (%,d/s), cov %,d, %d finding(s)%s%n", index, count,
                s.target(), s.executions(), s.fuzzSeconds(), s.execPerSecond(), s.coverage(), s.findings().size(),
                s.newFindings() > 0 ? " (" + s.newFindings() + " new)" : "");
        err.flush();
    }

    @Override
    public synchronized void note(String message) {
        endRedraw();
        err.println(dev.mapharness.reports.SafeText.of(message));
        err.flush();
    }

    private void endRedraw() {
        if (redrawn) {
            err.println();
            redrawn = false;
        }
    }
}
