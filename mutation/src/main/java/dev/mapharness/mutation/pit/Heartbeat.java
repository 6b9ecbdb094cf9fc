package dev.mapharness.mutation.pit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A line a minute while PIT says nothing (it is silent for as long as it tests mutants): the time so far and
 * how many mutants its XML report holds yet (PIT writes it class by class as they finish).
 */
final class Heartbeat {
    private static final long QUIET_NANOS = TimeUnit.SECONDS.toNanos(60);
    private final ScheduledExecutorService timer;
    private final AtomicLong lastLine = new AtomicLong(System.nanoTime());

    private Heartbeat(ScheduledExecutorService timer) {
        this.timer = timer;
    }

    static Heartbeat start(Instant start, Path partialXml) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "bench/mutation heartbeat");
            t.setDaemon(true);
            return t;
        });
        Heartbeat h = new Heartbeat(timer);
        timer.scheduleAtFixedRate(() -> {
            if (System.nanoTime() - h.lastLine.get() >= QUIET_NANOS) {
                System.out.printf("  … %d min: %d mutants reported so far%n",
                        Duration.between(start, Instant.now()).toMinutes(), reported(partialXml));
                h.lastLine.set(System.nanoTime());
            }
        }, 10, 10, TimeUnit.SECONDS);
        return h;
    }

    void heard() {
        lastLine.set(System.nanoTime());
    }

    void stop() {
        timer.shutdownNow();
    }

    /** The mutants in PIT's XML so far (0 before it starts writing). */
    static int reported(Path xml) {
        try {
            String text = new String(Files.readAllBytes(xml), StandardCharsets.UTF_8);
            int n = 0;
            for (int at = text.indexOf("<mutation "); at >= 0; at = text.indexOf("<mutation ", at + 1)) {
                n++;
            }
            return n;
        } catch (IOException e) {
            return 0;
        }
    }
}
