package dev.mapharness.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.OptionalLong;

/**
 * The progress line of a batch on standard error: files done (of how many, when known), files per
 * second, files with errors so far and the time left. Drawn only on a terminal, at most a few times
 * a second, and wiped before anything else is printed there.
 */
final class BatchProgress {
    private static final long REDRAW_NANOS = 200_000_000L;

    private final PrintWriter err;
    private final boolean shown;
    private final OptionalLong total;
    private final long started = System.nanoTime();
    private long lastDrawn;
    private boolean drawn;

    BatchProgress(PrintWriter err, boolean shown, OptionalLong total) {
        this.err = err;
        this.shown = shown;
        this.total = total;
    }

    /** After each file: redraws the line if it is time to. */
    void update(long done, long failing) {
        if (!shown) {
            return;
        }
        long now = System.nanoTime();
        if (drawn && now - lastDrawn < REDRAW_NANOS) {
            return;
        }
        lastDrawn = now;
        drawn = true;
        err.print("\r" + line(done, failing, now - started, total) + "\033[K");
        err.flush();
    }

    /** Wipes the line, so that what follows starts on a clean one. */
    void clear() {
        if (drawn) {
            err.print("\r\033[K");
            err.flush();
            drawn = false;
        }
    }

    /** "[ 120/1000] 45.2 files/s, 3 with errors, 0:19 left". */
    static String line(long done, long failing, long elapsedNanos, OptionalLong total) {
        double seconds = elapsedNanos / 1e9;
        double rate = seconds > 0 ? done / seconds : 0;
        StringBuilder sb = new StringBuilder("[");
        if (total.isPresent()) {
            String of = String.valueOf(total.getAsLong());
            sb.append(String.format("%" + of.length() + "d/%s", done, of));
        } else {
            sb.append(done);
        }
        sb.append(String.format("] %.1f files/s, %d with errors", rate, failing));
        if (total.isPresent() && rate > 0) {
            long left = Math.round((total.getAsLong() - done) / rate);
            sb.append(", ").append(clock(Duration.ofSeconds(left))).append(" left");
        }
        return sb.toString();
    }

    /** "1:05:09", "3:07", "0:19". */
    static String clock(Duration d) {
        long s = d.toSeconds();
        return s >= 3600 ? String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format("%d:%02d", s / 60, s % 60);
    }
}
