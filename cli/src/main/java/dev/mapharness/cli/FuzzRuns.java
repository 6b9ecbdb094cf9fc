package dev.mapharness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.mapharness.files.AtomicFiles;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.run.Deadline;
import dev.mapharness.fuzz.run.FindingSummary;
import dev.mapharness.fuzz.run.FuzzRunner;
import dev.mapharness.fuzz.run.FuzzSummary;
import dev.mapharness.fuzz.run.RunFailure;
import dev.mapharness.fuzz.run.RunOptions;
import dev.mapharness.fuzz.run.TargetSummary;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.junit.JUnitXml;
import dev.mapharness.reports.nightly.FuzzSummaryFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;

/** Runs {@code fuzz} and {@code nightly}'s fuzzing and prints their result: a table, or the summary as JSON. */
final class FuzzRuns {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** A finished run: its summary, and the directory its logs and summary.json are in. */
    record Ran(FuzzSummary summary, Path runDir) {
        boolean failing() {
            return !summary.findings().isEmpty() || summary.replay() != null && !summary.replay().failures().isEmpty();
        }
    }

    /**
     * What --time holds back from fuzzing for what the command's own clock does not see: the launcher
     * and the JVM's start before the command (0.5 s measured), and the summary, the reports and the exit
     * after the last child JVM (0.4 s measured for a night's); the rest is room for a busy machine.
     */
    static final Duration RESERVE = Duration.ofSeconds(3);

    private FuzzRuns() {
    }

    /** {@code mapharness fuzz}: the run, its table or JSON, and its JUnit XML if asked for. */
    static int run(CommandSpec spec, List<FuzzTarget> targets, Duration budget, FuzzRunSettings settings, boolean json,
                   boolean coverage, boolean oneStage) {
        if (refuseJunit(spec, "fuzz", settings)) {
            return ExitCodes.UNREADABLE;
        }
        Optional<Ran> ran = fuzz(spec, "fuzz", targets, budget, end(budget), settings, coverage, oneStage);
        if (ran.isEmpty()) {
            return ExitCodes.UNREADABLE;
        }
        Ran r = ran.get();
        Output.print(spec, json ? toJson(r.summary()) : table(r.summary(), r.runDir()));
        if (settings.junit != null) {
            try {
                byte[] xml = JUnitXml.fuzz(r.runDir().getFileName().toString(),
                        FuzzSummaryFile.parse(JSON.writeValueAsBytes(r.summary())).night());
                if (!writeJunit(spec, "fuzz", settings.junit, xml)) {
                    return ExitCodes.UNREADABLE;
                }
            } catch (FuzzSummaryFile.Unreadable | JsonProcessingException e) {
                throw new IllegalStateException("the summary just written reads back", e);
            }
        }
        return r.failing() ? ExitCodes.FINDINGS : ExitCodes.OK;
    }

    /** Fuzzes, printing progress; empty (with the reason printed) if the run could not start or finish. */
    static Optional<Ran> fuzz(CommandSpec spec, String kind, List<FuzzTarget> targets, Duration budget, Deadline end,
                              FuzzRunSettings settings, boolean coverage, boolean oneStage) {
        PrintWriter err = spec.commandLine().getErr();
        RunOptions options = new RunOptions(kind, targets, budget, end, settings.corpusDir(), settings.outDir(),
                (int) Math.max(1, settings.inputTimeout.toSeconds()), RunOptions.DEFAULT_RSS_LIMIT_MB, settings.child(),
                coverage, oneStage, settings.valueProfile);
        FuzzRunner runner = new FuzzRunner(options, new TerminalProgress(err, System.console() != null));
        err.printf("mapharness %s: %d target(s) in %s%s; logs in %s%n", kind, targets.size(), human(budget),
                (oneStage ? ", the full oracle on every input" : "") + (settings.valueProfile ? ", value profile" : ""),
                runner.runDir());
        err.flush();
        try {
            return Optional.of(new Ran(runner.run(), runner.runDir()));
        } catch (RunFailure e) {
            err.println("mapharness " + kind + ": " + SafeText.of(e.getMessage()));
            err.flush();
            return Optional.empty();
        }
    }

    /**
     * When fuzzing and triage must be over, for a command that starts now with {@code budget}: the
     * budget less {@link #RESERVE}.
     */
    static Deadline end(Duration budget) {
        return Deadline.after(budget.minus(RESERVE));
    }

    /** True (with the reason printed) if {@code --junit} names something that cannot be written. */
    static boolean refuseJunit(CommandSpec spec, String kind, FuzzRunSettings settings) {
        Optional<String> problem = settings.junitProblem();
        problem.ifPresent(p -> {
            PrintWriter err = spec.commandLine().getErr();
            err.println("mapharness " + kind + ": " + SafeText.of(p) + "; nothing was run");
            err.flush();
        });
        return problem.isPresent();
    }

    /** Writes the JUnit XML whole or not at all; false (with the reason printed) if it could not be written. */
    static boolean writeJunit(CommandSpec spec, String kind, Path file, byte[] xml) {
        try {
            AtomicFiles.write(file, xml);
            return true;
        } catch (IOException e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("mapharness " + kind + ": cannot write " + SafeText.of(file) + ": " + SafeText.of(e.getMessage()));
            err.flush();
            return false;
        }
    }

    static String human(Duration d) {
        long s = d.toSeconds();
        return s >= 3600 ? s / 3600 + "h" + (s % 3600 / 60 > 0 ? s % 3600 / 60 + "m" : "")
                : s >= 60 ? s / 60 + "m" + (s % 60 > 0 ? s % 60 + "s" : "") : s + "s";
    }

    private static String toJson(FuzzSummary summary) {
        try {
            return JSON.writeValueAsString(summary) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the summary is plain records", e);
        }
    }

    static String table(FuzzSummary s, Path runDir) {
        StringBuilder out = new StringBuilder();
        if (s.replay() != null) {
            out.append(String.format("replayed %d committed inputs: %s%n", s.replay().inputs(),
                    s.replay().failures().isEmpty() ? "all pass" : s.replay().failures().size() + " FAIL"));
            for (FuzzSummary.ReplayFailure f : s.replay().failures()) {
                out.append("  FAILS  ").append(SafeText.of(f.file())).append(": ").append(SafeText.of(f.firstLine())).append('\n');
            }
            out.append('\n');
        }
        out.append(String.format("%-22s %8s %14s %9s %7s %8s%n", "target", "seconds", "executions", "exec/s", "cov", "findings"));
        for (TargetSummary t : s.targets()) {
            out.append(String.format("%-22s %8d %,14d %,9d %,7d %8s%n", t.target(), t.fuzzSeconds(), t.executions(),
                    t.execPerSecond(), t.coverage(), t.findings().isEmpty() ? "-"
                            : t.findings().size() + (t.newFindings() > 0 ? " (" + t.newFindings() + " new)" : "")));
        }
        if (!s.rotatedOut().isEmpty()) {
            out.append(String.format("%nfuzzed %d of %d targets; rotated out (they go first next time), by the run they last ran in:%n",
                    s.targets().size(), s.targets().size() + s.rotatedOut().size()));
            Map<String, List<String>> byLastRun = new LinkedHashMap<>();
            for (FuzzSummary.RotatedOut r : s.rotatedOut()) {
                byLastRun.computeIfAbsent(r.lastRan() == null ? "never ran" : r.lastRan(), k -> new ArrayList<>()).add(r.target());
            }
            byLastRun.forEach((run, names) -> out.append(String.format("  %-16s %s%n", SafeText.of(run),
                    SafeText.of(String.join(" ", names)))));
        }
        if (!s.findings().isEmpty()) {
            out.append('\n');
            for (FindingSummary f : s.findings()) {
                if (f.untriaged()) {
                    out.append("RAW    ").append(SafeText.of(f.firstLine())).append('\n');
                    continue;
                }
                out.append(f.known() ? "known  " : "NEW    ").append(SafeText.of(f.file()))
                        .append(String.format(" (%d → %d bytes)%n", f.originalSize(), f.minimisedSize()))
                        .append("       ").append(SafeText.of(f.firstLine())).append('\n')
                        .append("       replay: ./mapharness repro ").append(SafeText.of(f.file())).append('\n');
            }
        }
        out.append(String.format("%nsummary: %s%n", runDir.resolve("summary.json")));
        return out.toString();
    }
}
