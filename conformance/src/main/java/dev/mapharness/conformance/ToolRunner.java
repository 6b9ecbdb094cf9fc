package dev.mapharness.conformance;

import dev.mapharness.format.Format;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.ShrunkCase;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the writer, reader and re-saver runners share: the tool, its time limit, where failing cases
 * are kept and how they shrink, and the loop that runs each case in a directory of its own, shrinks
 * the first failure of each kind ({@link Shrinking}) and keeps what does not pass ({@link KeptCases}).
 *
 * @param <C> a runner's case
 */
abstract class ToolRunner<C> {
    final ToolCommand command;
    final Duration timeout;
    private final KeptCases keep;
    private final Shrinking shrinking;

    ToolRunner(ToolCommand command, Duration timeout, Optional<Path> keep, Shrinking shrinking) {
        this.command = command;
        this.timeout = timeout;
        this.keep = new KeptCases(keep, command);
        this.shrinking = shrinking;
    }

    /** Runs every case in order, giving each result to {@code results} as soon as it is known. */
    public final void run(Iterable<C> cases, Consumer<CaseResult> results) throws IOException {
        CaseDirectories.each(cases, (c, dir) -> {
            CaseResult r;
            try {
                r = runCase(c, dir);
            } catch (NotStarted e) {
                return notStarted(c, e); // no run of the tool: nothing to shrink or keep
            }
            if (r.verdict() == CaseVerdict.PASS) {
                return r;
            }
            Optional<ShrunkCase> s = shrinking.shrink(r, shrinkFormat(c), shrinkable(c), modelsOnly(), dir,
                    (file, attemptDir) -> runShrunk(c, file, attemptDir));
            return keep.keep(s.map(x -> r.withEvidence(r.evidence().withShrunk(x))).orElse(r), dir, inName(c), outName(c));
        }, results);
    }

    /** One run of the tool on a case, in {@code dir}; a tool that does not start is a crash of the case. */
    final CaseResult attempt(C c, Path dir) throws IOException {
        try {
            return runCase(c, dir);
        } catch (NotStarted e) {
            return notStarted(c, e);
        }
    }

    private CaseResult notStarted(C c, NotStarted e) {
        return new CaseResult(name(c), CaseVerdict.CRASH, List.of("the tool does not start: " + e.getMessage()),
                e.shown, "", Duration.ZERO);
    }

    /** Runs the tool on the case's files {@code in} and {@code out} in {@code dir}, no longer than the time limit. */
    final ToolRun runTool(Path in, Path out, Path dir) throws IOException {
        try {
            return ToolRun.run(command.argv(in.toString(), out.toString()), dir, timeout);
        } catch (IOException e) {
            throw new NotStarted(e.getMessage(), shown(in, out));
        }
    }

    /** The command line as a case's result shows it: with the file names in the case's directory. */
    final String shown(Path in, Path out) {
        return command.display(in.getFileName().toString(), out.getFileName().toString());
    }

    /** Writes the case's input into {@code dir}, runs the tool on it ({@link #runTool}) and judges what it left. */
    abstract CaseResult runCase(C c, Path dir) throws IOException;

    /** The case a shrunk map file stands for, run in {@code dir}. */
    abstract CaseResult runShrunk(C c, byte[] file, Path dir) throws IOException;

    abstract String name(C c);

    /** The format of the map file a failing case shrinks. */
    abstract Format shrinkFormat(C c);

    /** The map file a failing case shrinks. */
    abstract byte[] shrinkable(C c);

    /** True where every shrunk candidate must stay a model (a writer's), false where its bytes are cut too. */
    abstract boolean modelsOnly();

    /** The name of the case's input in its directory ({@code case.json}). */
    abstract String inName(C c);

    /** The name of the tool's output in the case's directory. */
    abstract String outName(C c);

    /** The tool could not be started at all (no such program, no permission). */
    private static final class NotStarted extends IOException {
        private static final long serialVersionUID = 1L;
        final String shown;

        NotStarted(String message, String shown) {
            super(message);
            this.shown = shown;
        }
    }
}
