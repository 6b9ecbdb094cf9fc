package dev.mapharness.fuzz.run;

import java.io.IOException;

/**
 * A child JVM for {@link ChildJvmTest}: {@code ignore-time} prints its process id and that of a
 * grandchild it starts, then ignores any time limit it was given (it sleeps, and would only end by
 * itself after a minute); {@code exit CODE} prints a line and exits with CODE.
 */
public final class StubChild {
    private StubChild() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args[0].equals("exit")) {
            System.out.println("answer");
            System.err.println("a log line");
            System.exit(Integer.parseInt(args[1]));
        }
        // the grandchild keeps standard error open too: the run must not wait for it
        Process grandchild = new ProcessBuilder("sleep", "60").inheritIO().start();
        System.err.println("pid " + ProcessHandle.current().pid() + " " + grandchild.pid());
        System.err.flush();
        long until = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < until) {
            try {
                Thread.sleep(1000);
            } catch (InterruptedException ignored) {
                // a fuzzer stuck in an input does not listen either
            }
        }
    }
}
