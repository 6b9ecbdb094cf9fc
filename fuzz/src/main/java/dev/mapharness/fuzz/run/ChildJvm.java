package dev.mapharness.fuzz.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Starts the JVMs a run needs (Jazzer, the triage helper) on mapharness's own class path, one at a
 * time, and kills any that outlive their deadline (with its own children), whatever it was told:
 * libFuzzer's {@code -max_total_time} does not stop an input that hangs, nor a JVM slow to exit.
 *
 * @param java      the java launcher
 * @param classPath mapharness's class path (the command line's jar, which includes Jazzer)
 * @param heapMb    the child's maximum heap
 * @param stopBy    no child runs past this, whatever its own deadline (the end of the run's time)
 */
public record ChildJvm(String java, String classPath, int heapMb, Deadline stopBy) {
    public ChildJvm(String java, String classPath, int heapMb) {
        this(java, classPath, heapMb, Deadline.NONE);
    }

    /** The running JVM's own launcher and class path. */
    public static ChildJvm current(int heapMb) {
        return new ChildJvm(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                System.getProperty("java.class.path"), heapMb);
    }

    /** The same JVMs, none of them running past {@code deadline} (nor past an earlier one this has). */
    public ChildJvm until(Deadline deadline) {
        return new ChildJvm(java, classPath, heapMb, stopBy.orEarlier(deadline));
    }

    /** {@code java} with the options every child gets, then {@code mainAndArgs}. */
    List<String> command(List<String> properties, List<String> mainAndArgs) {
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx" + heapMb + "m", "-Xss8m",
                // repeated exceptions keep their stacks, so one bug keeps one signature
                "-XX:-OmitStackTraceInFastThrow", "-XX:+EnableDynamicAgentLoading"));
        cmd.addAll(properties);
        cmd.add("-cp");
        cmd.add(classPath);
        cmd.addAll(mainAndArgs);
        return cmd;
    }

    /**
     * The result of one child: its exit code ({@value #STOPPED} if it was killed at its deadline or not
     * started because the deadline had passed) and its standard output.
     */
    record Result(int exitCode, List<String> stdout) {
        boolean stopped() {
            return exitCode == STOPPED;
        }
    }

    static final int STOPPED = -1;

    /**
     * Runs a child to completion or to its deadline: {@code deadlineMillis} from now or {@link #stopBy},
     * whichever comes first. Standard error goes to {@code log} line by line (each line also to
     * {@code onLogLine}); standard output is returned.
     */
    Result run(List<String> command, Path log, long deadlineMillis, Consumer<String> onLogLine) throws IOException {
        Files.createDirectories(log.toAbsolutePath().getParent());
        Deadline deadline = Deadline.after(Duration.ofMillis(deadlineMillis)).orEarlier(stopBy);
        if (deadline.passed()) {
            Files.writeString(log, "not started: the run's time is over\n", StandardCharsets.UTF_8);
            return new Result(STOPPED, List.of());
        }
        ProcessBuilder pb = new ProcessBuilder(command);
        Process p = pb.start();
        // a run that is itself stopped (Ctrl-C, a CI job's timeout) takes its child with it
        Thread reaper = new Thread(() -> {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }, "child reaper");
        Runtime.getRuntime().addShutdownHook(reaper);
        try {
            return await(p, command, log, deadline, onLogLine);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(reaper);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or about to: it does what the removal would have spared
            }
        }
    }

    private Result await(Process p, List<String> command, Path log, Deadline deadline, Consumer<String> onLogLine)
            throws IOException {
        p.getOutputStream().close();
        List<String> stdout = new ArrayList<>();
        Thread outReader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    synchronized (stdout) {
                        stdout.add(line);
                    }
                }
            } catch (IOException ignored) {
                // the process ended; what was read is kept
            }
        }, "child stdout");
        outReader.setDaemon(true);
        outReader.start();
        AtomicBoolean stopped = new AtomicBoolean();
        Thread watchdog = new Thread(() -> {
            try {
                if (!p.waitFor(deadline.left().toNanos(), TimeUnit.NANOSECONDS)) {
                    stopped.set(true);
                    kill(p);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "child watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        try (Writer w = Files.newBufferedWriter(log, StandardCharsets.UTF_8);
             BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = err.readLine()) != null; ) {
                w.write(line);
                w.write('\n');
                onLogLine.accept(line);
            }
        }
        int code;
        try {
            code = p.waitFor();
            if (stopped.get()) {
                watchdog.join(); // until the whole family is gone
            }
            outReader.join(5000);
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for " + command.get(command.size() - 1), e);
        }
        synchronized (stdout) {
            return new Result(stopped.get() ? STOPPED : code, List.copyOf(stdout));
        }
    }

    /** How long a kill waits for the killed processes to be gone (SIGKILL cannot be ignored; this is reaping). */
    private static final long KILL_WAIT_SECONDS = 5;

    /**
     * Kills the child and everything it started (Jazzer starts none, but a child's own children must not
     * outlive it and hold its memory or its log open), and waits until they are gone.
     */
    private static void kill(Process p) throws InterruptedException {
        List<ProcessHandle> family = new ArrayList<>(p.descendants().toList());
        family.add(p.toHandle());
        family.forEach(ProcessHandle::destroyForcibly);
        for (ProcessHandle h : family) {
            try {
                h.onExit().get(KILL_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                // gone from our view or slow to be reaped: nothing more a kill can do
            }
        }
    }
}
