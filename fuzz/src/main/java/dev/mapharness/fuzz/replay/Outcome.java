package dev.mapharness.fuzz.replay;

import dev.mapharness.bytes.ReadTrace;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What happened when one input ran against one target.
 *
 * @param status    passed, failed with a throwable, or still running at the time limit
 * @param failure   the throwable, when it failed (for a hang: a stand-in carrying the stuck stack)
 * @param signature the stack signature for deduplication, empty when it passed
 * @param millis    how long it ran
 * @param trace     where the readers were when it failed (only while {@link ReadTrace} is on)
 */
public record Outcome(Status status, Optional<Throwable> failure, Optional<StackSignature> signature, long millis,
                      List<ReadTrace.Position> trace) {
    public enum Status {
        PASSED,
        FAILED,
        TIMED_OUT
    }

    public Outcome {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(failure, "failure");
        Objects.requireNonNull(signature, "signature");
        trace = List.copyOf(trace);
    }

    public boolean passed() {
        return status == Status.PASSED;
    }

    /** True if this outcome fails the same way as {@code other} (same status and signature). */
    public boolean sameFailureAs(Outcome other) {
        return !passed() && status == other.status && signature.equals(other.signature);
    }

    /** The failure's first line ("IndexOutOfBoundsException: Index 9 out of bounds for length 8"), or "passed". */
    public String firstLine() {
        if (status == Status.TIMED_OUT) {
            return "timed out after " + millis + " ms";
        }
        return failure.map(StackSignature::firstLine).orElse("passed");
    }
}
