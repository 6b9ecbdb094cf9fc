package dev.mapharness.fuzz.repro;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.ReadTrace;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.Stage;
import dev.mapharness.fuzz.replay.Replay;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.StackSignature;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * What {@code mapharness repro} says about one replay: whether it still fails, how, where in the input
 * the readers were (field path and byte offset), and the bytes there.
 *
 * @param target     the target replayed against
 * @param size       the input's size
 * @param status     {@code PASSED}, {@code FAILED} or {@code TIMED_OUT}
 * @param failure    the failure's first line, or "passed"
 * @param signature  the stack signature's hash, empty when it passed
 * @param title      where it was thrown
 * @param field      the field being read, if known
 * @param offset     the byte being read, -1 if not known
 * @param where      how the location was found: the codec's own error, or the read trace
 * @param frames     the failure's mapharness stack frames (a dozen at most)
 * @param hex        a hex window around {@code offset}, empty if the offset is not in the input
 * @param stage      which of the target's stages sees the failure: {@code explore} (libFuzzer's cheap stage
 *                   fails too), {@code full} (only the full oracle: the writing side), or empty when it passed
 *                   or the target has one stage
 */
public record FailureReport(String target, int size, String status, String failure, String signature, String title,
                           String field, long offset, String where, List<String> frames, String hex, String stage) {
    private static final int MAX_FRAMES = 12;

    public boolean failed() {
        return !status.equals("PASSED");
    }

    public static FailureReport of(FuzzTarget target, byte[] input, Outcome o) {
        String signature = o.signature().map(StackSignature::hash).orElse("");
        String title = o.signature().map(StackSignature::title).orElse("");
        Optional<MapFormatException> rejection = o.failure().flatMap(FailureReport::rejection);
        String field = "";
        long offset = -1;
        String where = "";
        if (rejection.isPresent()) {
            field = rejection.get().field();
            offset = rejection.get().offset();
            // wrapped by an oracle, the rejection is of bytes the writer made, not of the input
            boolean ofInput = o.failure().get() == rejection.get();
            where = (ofInput ? "the reader's error" : "the reader's error on the bytes the writer made from the input")
                    + (rejection.get().line() > 0 ? ", line " + rejection.get().line() + ", column " + rejection.get().column() : "");
        } else if (!o.trace().isEmpty()) {
            ReadTrace.Position inner = o.trace().get(o.trace().size() - 1);
            Optional<ReadTrace.Position> outer = o.trace().stream().filter(p -> p.inputLength() == input.length)
                    .reduce((a, b) -> b);
            ReadTrace.Position p = outer.orElse(inner);
            field = p.field();
            offset = p.offset();
            where = p == inner ? "the last field read before the failure"
                    : "the last field read in the input; it failed inside a " + inner.inputLength()
                    + "-byte block decoded from it, reading " + inner.field() + " at its byte " + inner.offset();
            if (outer.isEmpty()) {
                where = "the last field read, in a " + inner.inputLength() + "-byte block built from the input";
            }
        }
        boolean inInput = offset >= 0 && offset <= input.length
                && (rejection.isPresent() ? o.failure().get() == rejection.get()
                        : o.trace().stream().anyMatch(p -> p.inputLength() == input.length));
        return new FailureReport(target.name(), input.length, o.status().name(), o.firstLine(), signature, title,
                field, offset, where, frames(o), inInput ? HexWindow.around(input, offset) : "", stage(target, input, o));
    }

    /**
     * Whether the cheap stage fails on the input too. A failure only the full oracle sees is one libFuzzer
     * could not report itself: it was found when the run checked the inputs libFuzzer kept.
     */
    private static String stage(FuzzTarget target, byte[] input, Outcome o) {
        if (o.passed() || !target.twoStage()) {
            return "";
        }
        Outcome explored = Replay.run(target, input, Replay.DEFAULT_TIMEOUT_MILLIS, Stage.EXPLORE);
        return (explored.passed() ? Stage.FULL : Stage.EXPLORE).word();
    }

    /** The reader's own rejection in a failure's causes: the oracle wraps it when a written file does not read back. */
    private static Optional<MapFormatException> rejection(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof MapFormatException e) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    private static List<String> frames(Outcome o) {
        if (o.failure().isEmpty()) {
            return List.of();
        }
        List<String> frames = new ArrayList<>();
        Arrays.stream(o.failure().get().getStackTrace())
                .filter(f -> f.getClassName().startsWith("dev.mapharness."))
                .limit(MAX_FRAMES).forEach(f -> frames.add(f.toString()));
        return frames;
    }

    /** The report as people read it. */
    public String text(String fileName) {
        StringBuilder out = new StringBuilder();
        out.append(String.format("%s (%d bytes) against %s%n", fileName, size, target));
        switch (status) {
            case "PASSED" -> out.append("passes: the target accepts it (fixed, or it never failed here)\n");
            case "TIMED_OUT" -> out.append("HANGS: ").append(failure).append('\n');
            default -> out.append("FAILS: ").append(failure).append('\n');
        }
        if (!failed()) {
            return out.toString();
        }
        out.append("  signature ").append(signature).append("  (").append(title).append(")\n");
        if (offset >= 0) {
            out.append(String.format("  at byte %d (0x%x), %s%n  (from %s)%n", offset, offset,
                    field.isEmpty() ? "no field recorded" : field, where));
        }
        if (stage.equals(Stage.FULL.word())) {
            out.append("  only the full oracle sees it: the reads pass (the stage libFuzzer explores with), the writing side\n"
                    + "  fails (write, read back, layout rewrite, re-encoding or a migration's loss rules); a run finds it\n"
                    + "  when it checks the inputs libFuzzer keeps\n");
        } else if (stage.equals(Stage.EXPLORE.word())) {
            out.append("  the reads alone fail (the stage libFuzzer explores with)\n");
        }
        frames.forEach(f -> out.append("    at ").append(f).append('\n'));
        if (!hex.isEmpty()) {
            out.append(String.format("  bytes around 0x%x:%n", offset));
            hex.lines().forEach(l -> out.append("    ").append(l).append('\n'));
        }
        return out.toString();
    }
}
