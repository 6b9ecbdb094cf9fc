package dev.mapharness.fuzz.replay;

import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.Stage;
import dev.mapharness.bytes.ReadTrace;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs one input against one target outside the fuzzer, as Jazzer would: the same oracle, the same
 * view of the bytes, and a time limit. Any throwable is the outcome, out-of-memory and stack overflow
 * included; an input still running at the limit is a hang, and its thread is abandoned (a running
 * Java thread cannot be stopped), so a caller replaying many hanging inputs should give up after a few.
 */
public final class Replay {
    /** The time limit the nightly runner gives libFuzzer per input, and replays use by default. */
    public static final long DEFAULT_TIMEOUT_MILLIS = 10_000;
    /** Each replay thread's stack: deep enough that the codecs' explicit stacks, not the JVM's, decide depth. */
    private static final long STACK_BYTES = 8L << 20;
    private static final AtomicInteger ABANDONED = new AtomicInteger();

    static {
        // Jazzer's data provider needs its runtime classes, which live in a jar Jazzer's agent puts on the
        // boot class path. Outside a fuzzing JVM (and before any @FuzzTest ran in a test JVM) that has to
        // happen here, without instrumentation; the agent installs once per JVM, so only when missing.
        try {
            Class.forName("com.code_intelligence.jazzer.utils.UnsafeProvider");
        } catch (ClassNotFoundException missing) {
            com.code_intelligence.jazzer.agent.AgentInstaller.install(false);
        }
    }

    private Replay() {
    }

    public static Outcome run(FuzzTarget target, byte[] input) {
        return run(target, input, DEFAULT_TIMEOUT_MILLIS);
    }

    /** The full oracle on {@code input}, stopped at {@code timeoutMillis}. */
    public static Outcome run(FuzzTarget target, byte[] input, long timeoutMillis) {
        return run(target, input, timeoutMillis, Stage.FULL);
    }

    /** One stage of {@code target} on {@code input}: {@code repro} asks whether the cheap stage sees a failure too. */
    public static Outcome run(FuzzTarget target, byte[] input, long timeoutMillis, Stage stage) {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicReference<List<ReadTrace.Position>> trace = new AtomicReference<>(List.of());
        Thread worker = new Thread(null, () -> {
            ReadTrace.clear();
            try {
                target.run(input, stage);
            } catch (Throwable t) {
                thrown.set(t);
                trace.set(ReadTrace.positions());
            }
        }, "replay " + target.name(), STACK_BYTES);
        worker.setDaemon(true);
        long start = System.nanoTime();
        worker.start();
        try {
            worker.join(timeoutMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (worker.isAlive()) {
            StackTraceElement[] stuck = worker.getStackTrace();
            worker.interrupt();
            ABANDONED.incrementAndGet();
            return new Outcome(Outcome.Status.TIMED_OUT, Optional.empty(), Optional.of(StackSignature.ofHang(stuck)), millis, List.of());
        }
        Throwable t = thrown.get();
        if (t == null) {
            return new Outcome(Outcome.Status.PASSED, Optional.empty(), Optional.empty(), millis, List.of());
        }
        return new Outcome(Outcome.Status.FAILED, Optional.of(t), Optional.of(StackSignature.of(t)), millis, trace.get());
    }

    /** How many hanging replays left a thread running in this JVM. */
    public static int abandonedThreads() {
        return ABANDONED.get();
    }
}
