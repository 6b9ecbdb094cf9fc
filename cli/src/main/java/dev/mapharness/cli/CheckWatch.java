package dev.mapharness.cli;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.rules.RuleSettings;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.TextReport;
import java.io.File;
import java.io.FileFilter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import org.apache.commons.io.monitor.FileAlterationListenerAdaptor;
import org.apache.commons.io.monitor.FileAlterationObserver;

/**
 * {@code check --watch DIR}: checks the map files under DIR, then checks each again when a writer
 * rewrites it, one line per change, until Ctrl-C.
 *
 * <p>commons-io's {@link FileAlterationObserver} compares the tree with its last listing (new,
 * changed by time or length, deleted) on each poll; polling works the same on every file system,
 * including network and container mounts where the JDK's WatchService hears nothing, and it needs
 * no registration per sub-folder. A change is checked once the file has kept still for
 * {@value #QUIET_MILLIS} ms (a writer may take several writes, or write a temporary file and rename
 * it), so a rewrite gives one line, not one per write.
 */
final class CheckWatch {
    static final long POLL_MILLIS = 250;
    static final long QUIET_MILLIS = 400;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final Path dir;
    private final Severity failOn;
    private final boolean allFiles;
    private final PrintWriter out;
    /** The rule settings ({@code --ignore}, mapharness.json…) applied to each result. */
    RuleSettings rules = RuleSettings.NONE;
    /** Files changed since their last check, with when their last change was seen. */
    private final Map<File, Long> pending = new LinkedHashMap<>();

    CheckWatch(Path dir, Severity failOn, boolean allFiles, PrintWriter out) {
        this.dir = dir;
        this.failOn = failOn;
        this.allFiles = allFiles;
        this.out = out;
    }

    /** Runs {@code check --watch} until the JVM is asked to stop (Ctrl-C, SIGTERM). */
    static int run(CheckCommand cmd) {
        Path dir;
        try {
            dir = Path.of(cmd.watch);
        } catch (InvalidPathException e) {
            throw new FileProblem("--watch " + SafeText.of(cmd.watch) + " is not a valid directory name");
        }
        if (!Files.isDirectory(dir)) {
            throw new FileProblem("--watch " + SafeText.of(cmd.watch) + " is not a directory");
        }
        PrintWriter out = cmd.spec.commandLine().getOut();
        PrintWriter err = cmd.spec.commandLine().getErr();
        AtomicBoolean stop = new AtomicBoolean();
        Thread main = Thread.currentThread();
        Thread hook = new Thread(() -> {
            stop.set(true);
            main.interrupt();
            try {
                main.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "mapharness-watch-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        err.println("mapharness check: watching " + SafeText.of(dir) + " (Ctrl-C ends)");
        err.flush();
        CheckWatch watch = new CheckWatch(dir, cmd.failOn, cmd.batch.allFiles, out);
        watch.rules = cmd.rules.settings(cmd.spec, java.util.Optional.of(cmd.watch));
        watch.watch(stop::get);
        err.println("mapharness check: stopped watching " + SafeText.of(dir));
        err.flush();
        return ExitCodes.OK;
    }

    /** Checks every map file once, then each changed one, until {@code stop} says so. */
    void watch(BooleanSupplier stop) {
        for (BatchInput in : BatchInputs.expand(dir.toString(), allFiles)) {
            if (!in.name().equals(dir.toString())) {
                check(new File(in.name()));
            }
        }
        FileAlterationObserver observer = observer();
        try {
            observer.initialize();
        } catch (Exception e) {
            throw new FileProblem("--watch " + SafeText.of(dir) + " cannot be listed: " + SafeText.of(e.getMessage()));
        }
        while (!stop.getAsBoolean()) {
            poll(observer);
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                break;
            }
        }
    }

    /** One round: what changed since the last, and the checks of files that have kept still. */
    void poll(FileAlterationObserver observer) {
        observer.checkAndNotify();
        long now = System.nanoTime() / 1_000_000;
        var it = pending.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<File, Long> e = it.next();
            if (now - e.getValue() >= QUIET_MILLIS) {
                it.remove();
                check(e.getKey());
            }
        }
    }

    FileAlterationObserver observer() {
        FileAlterationObserver observer;
        try {
            observer = FileAlterationObserver.builder().setFile(dir.toFile()).setFileFilter(mapFiles()).get();
        } catch (IOException e) {
            throw new FileProblem("--watch " + SafeText.of(dir) + " cannot be watched: " + SafeText.of(e.getMessage()));
        }
        observer.addListener(new FileAlterationListenerAdaptor() {
            @Override
            public void onFileCreate(File file) {
                changed(file);
            }

            @Override
            public void onFileChange(File file) {
                changed(file);
            }

            @Override
            public void onFileDelete(File file) {
                pending.remove(file);
                line(SafeText.of(file.getPath()) + ": deleted" + System.lineSeparator());
            }
        });
        return observer;
    }

    private void changed(File file) {
        pending.put(file, System.nanoTime() / 1_000_000);
    }

    /** Folders (to look inside) and map files, as a batch takes them. */
    private FileFilter mapFiles() {
        return f -> f.isDirectory() || allFiles || BatchInputs.isMapFile(f.toPath());
    }

    private void check(File file) {
        CheckResult r = rules.apply(CheckCommand.check(InputFiles.load(file.getPath(), ReadOptions.STRICT.withFieldLocations()), failOn));
        line(TextReport.checkLine(r));
    }

    private void line(String text) {
        out.print(LocalTime.now().format(TIME) + " " + text);
        out.flush();
    }
}
