package dev.mapharness.fuzz.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Starts the JVMs a run needs (Jazzer, the triage helper) on mapharness's own class path, one at a
 * time, and stops any that outlive their deadline.
 *
 * @param java      the java launcher
 * @param classPath mapharness's class path (the command line's jar, which includes Jazzer)
 * @param heapMb    the child's maximum heap
 */
public record ChildJvm(String java, String classPath, int heapMb) {

    /** The running JVM's own launcher and class path. */
    public static ChildJvm current(int heapMb) {
        return new ChildJvm(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                System.getProperty("java.class.path"), heapMb);
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

    /** The result of one child: its exit code (-1 if it was stopped at the deadline) and its standard output. */
    record Result(int exitCode, List<String> stdout) {
    }

    /**
     * Runs a child to completion or the deadline. Standard error goes to {@code log} line by line
     * (each line also to {@code onLogLine}); standard output is returned.
     */
    Result run(List<String> command, Path log, long deadlineMillis, Consumer<String> onLogLine) throws IOException {
        Files.createDirectories(log.toAbsolutePath().getParent());
        ProcessBuilder pb = new ProcessBuilder(command);
        Process p = pb.start();
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
                if (!p.waitFor(deadlineMillis, TimeUnit.MILLISECONDS)) {
                    stopped.set(true);
                    p.descendants().forEach(ProcessHandle::destroyForcibly);
                    p.destroyForcibly();
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
            outReader.join(5000);
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for " + command.get(command.size() - 1), e);
        }
        synchronized (stdout) {
            return new Result(stopped.get() ? -1 : code, List.copyOf(stdout));
        }
    }
}
