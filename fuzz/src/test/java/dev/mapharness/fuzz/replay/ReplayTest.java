package dev.mapharness.fuzz.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ReadTrace;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.InputKind;
import dev.mapharness.fuzz.run.FindingKind;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class ReplayTest {

    private static FuzzTarget target(Consumer<byte[]> oracle) {
        return new FuzzTarget("test-target", "a target for tests", InputKind.STREAM, Optional.empty(), "none",
                data -> oracle.accept(data.consumeRemainingAsBytes()));
    }

    @Test
    void anInputThatPassesPasses() {
        Outcome o = Replay.run(target(b -> { }), new byte[] {1, 2, 3});
        assertTrue(o.passed());
        assertEquals("passed", o.firstLine());
    }

    @Test
    void theTargetSeesTheWholeInput() {
        byte[][] seen = new byte[1][];
        Replay.run(target(b -> seen[0] = b), new byte[] {9, 8, 7});
        assertEquals(3, seen[0].length);
        assertEquals(9, seen[0][0]);
    }

    @Test
    void aThrowableIsAFailureWithItsSignature() {
        Outcome o = Replay.run(target(b -> {
            throw new IllegalStateException("bad " + b.length);
        }), new byte[5]);
        assertEquals(Outcome.Status.FAILED, o.status());
        assertEquals("IllegalStateException: bad 5", o.firstLine());
        assertTrue(o.signature().isPresent());
        assertEquals(FindingKind.CRASH, FindingKind.of(o));
    }

    @Test
    void stackOverflowAndOutOfMemoryAreFailuresNotTheEndOfTheRun() {
        Outcome deep = Replay.run(target(b -> recurse(0)), new byte[1]);
        assertEquals(Outcome.Status.FAILED, deep.status());
        assertTrue(deep.firstLine().startsWith("StackOverflowError"), deep.firstLine());
        Outcome oom = Replay.run(target(b -> {
            throw new OutOfMemoryError("Java heap space");
        }), new byte[1]);
        assertEquals(FindingKind.OOM, FindingKind.of(oom));
    }

    @Test
    void anInputStillRunningAtTheLimitHangs() {
        Outcome o = Replay.run(target(b -> {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.onSpinWait();
            }
        }), new byte[1], 200);
        assertEquals(Outcome.Status.TIMED_OUT, o.status());
        assertEquals(FindingKind.TIMEOUT, FindingKind.of(o));
        assertTrue(o.signature().orElseThrow().title().startsWith("timeout"), o.signature().toString());
    }

    @Test
    void theReadTraceSaysWhichFieldWasBeingRead() {
        ReadTrace.enable();
        Outcome o = Replay.run(target(b -> {
            ByteInput in = ByteInput.of(b);
            in.enter("header");
            in.i32("magic");
            in.i32("version");
            throw new ArrayIndexOutOfBoundsException("after the version");
        }), new byte[12]);
        assertFalse(o.trace().isEmpty());
        ReadTrace.Position p = o.trace().get(o.trace().size() - 1);
        assertEquals("header.version", p.field());
        assertEquals(4, p.offset());
        assertEquals(12, p.inputLength());
    }

    private static int recurse(int n) {
        return recurse(n + 1) + 1;
    }
}
