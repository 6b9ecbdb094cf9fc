package dev.mapharness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.mapharness.bytes.ReadTrace;
import dev.mapharness.files.AtomicFiles;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.reduce.ReduceLimits;
import dev.mapharness.fuzz.reduce.Reducer;
import dev.mapharness.fuzz.reduce.Reduction;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import dev.mapharness.fuzz.repro.FailureReport;
import dev.mapharness.fuzz.repro.TargetChoice;
import dev.mapharness.fuzz.run.ByteMinimiser;
import dev.mapharness.fuzz.run.ChildJvm;
import dev.mapharness.fuzz.run.RunOptions;
import dev.mapharness.reports.SafeText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "repro", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Replay one input against its fuzz target and explain how it fails.",
        description = {
            "Runs FILE through the target's oracle exactly as the fuzzer did and prints the failure,",
            "its stack signature, the field path and byte offset the reader was at, and the bytes",
            "around it. The target comes from --target, else from where FILE sits",
            "(corpus/fuzz/TARGET/findings/), else from the format its bytes show.",
            "",
            "--minimize shrinks a failing input (smaller grids, fewer records, shorter strings, then",
            "libFuzzer's byte minimiser) into a new file, keeping the same failure. FILE itself is never",
            "changed."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the input passes: the bug is fixed (or never was in this target)",
            "1:the input still fails or hangs",
            "2:usage error: unknown target, no target for the file, a file of another target's format",
            "3:the file cannot be read, or the minimised file cannot be written"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness repro corpus/fuzz/lzss-roundtrip/findings/crash-1a2b3c4d5e6f7a8b",
            "  mapharness repro crashing.wrp",
            "  mapharness repro --target oprw-lzo-decode --minimize --out small.wrp crash-9f0e"})
final class ReproCommand implements Callable<Integer>, HasGlobalOptions {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Parameters(paramLabel = "FILE", description = "The input to replay.")
    Path file;

    @Option(names = "--target", paramLabel = "TARGET", description = "The target to replay against ('mapharness fuzz --list').")
    String targetName;

    @Option(names = "--timeout", paramLabel = "DURATION", defaultValue = "10s", converter = DurationConverter.class,
            description = "An input still running after this hangs (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(names = "--minimize", description = "Shrink the failing input into a new file (see --out).")
    boolean minimize;

    @Option(names = "--out", paramLabel = "FILE", description = "Where --minimize writes (default: FILE.min next to FILE).")
    Path out;

    @Option(names = "--minimize-time", paramLabel = "DURATION", defaultValue = "2m", converter = DurationConverter.class,
            description = "Time for --minimize (default: ${DEFAULT-VALUE}).")
    Duration minimizeTime;

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    @Override
    public Integer call() {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            spec.commandLine().getErr().println("mapharness repro: cannot read " + SafeText.of(file) + ": " + SafeText.of(e.getMessage()));
            return ExitCodes.UNREADABLE;
        }
        Path written = out != null ? out : file.resolveSibling(file.getFileName() + ".min");
        if (minimize && written.toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize())) {
            throw new ParameterException(spec.commandLine(), "--out is FILE itself; inputs are never changed");
        }
        TargetChoice.Choice choice = choose(bytes);
        FuzzTarget target = choice.target();
        TargetChoice.mismatch(target, bytes).ifPresent(reason -> {
            throw new ParameterException(spec.commandLine(), SafeText.of(file) + ": " + reason);
        });
        ReadTrace.enable();
        Outcome outcome = Replay.run(target, bytes, Math.max(1, timeout.toMillis()));
        FailureReport report = FailureReport.of(target, bytes, outcome);
        Output.trace(spec, global, file.toString(), outcome.failure());
        Map<String, Object> json = new LinkedHashMap<>();
        StringBuilder text = new StringBuilder("target " + target.name() + " (" + choice.reason() + ")\n");
        report.text(file.toString()).lines().forEach(l -> text.append(SafeText.of(l)).append('\n'));
        json.put("file", file.toString());
        json.put("report", report);
        int exit = report.failed() ? ExitCodes.FINDINGS : ExitCodes.OK;
        if (minimize && report.failed()) {
            try {
                Reduction r = minimise(target, bytes, outcome, written);
                text.append(String.format("minimised: %d → %d bytes in %d attempts; wrote %s%n", bytes.length,
                        r.bytes().length, r.attempts(), SafeText.of(written)));
                r.steps().forEach(s -> text.append("  ").append(SafeText.of(s)).append('\n'));
                json.put("minimised", Map.of("file", written.toString(), "size", r.bytes().length, "steps", r.steps()));
            } catch (IOException e) {
                spec.commandLine().getErr().println("mapharness repro: cannot write " + SafeText.of(written) + ": "
                        + SafeText.of(e.getMessage()));
                return ExitCodes.UNREADABLE;
            }
        } else if (minimize) {
            text.append("nothing to minimise: the input passes\n");
        }
        Output.print(spec, global.json() ? toJson(json) : text.toString());
        return exit;
    }

    private TargetChoice.Choice choose(byte[] bytes) {
        if (targetName != null) {
            return FuzzTargets.byName(targetName).map(t -> new TargetChoice.Choice(t, "--target"))
                    .orElseThrow(() -> new ParameterException(spec.commandLine(), "no fuzz target '" + targetName
                            + "'; targets: " + String.join(", ", FuzzTargets.names())));
        }
        return TargetChoice.forFile(file, bytes).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "cannot tell which target " + SafeText.of(file) + " belongs to (not in corpus/fuzz/TARGET/, no known "
                        + "format); pass --target, one of: " + String.join(", ", FuzzTargets.names())));
    }

    /** The format-aware reducer, then libFuzzer's byte minimiser in a child JVM; written atomically. */
    private Reduction minimise(FuzzTarget target, byte[] bytes, Outcome outcome, Path written) throws IOException {
        Duration half = minimizeTime.dividedBy(2);
        Reducer reducer = new Reducer(target, Reducer.sameFailure(target, outcome),
                new ReduceLimits(ReduceLimits.standard().maxAttempts(), half), line -> { });
        Reduction r = reducer.reduce(bytes);
        byte[] result = r.bytes();
        Path work = Files.createTempDirectory("mapharness-minimise-");
        try {
            Path reduced = work.resolve("reduced");
            Files.write(reduced, result);
            Optional<Path> smaller = outcome.status() == Outcome.Status.TIMED_OUT ? Optional.empty()
                    : ByteMinimiser.minimise(ChildJvm.current(RunOptions.DEFAULT_HEAP_MB), target, reduced,
                    outcome.signature().orElseThrow().hash(), Math.max(5, half.toSeconds()), work);
            if (smaller.isPresent()) {
                result = Files.readAllBytes(smaller.get());
            }
        } finally {
            try (var s = Files.walk(work)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        AtomicFiles.write(written, result);
        java.util.List<String> steps = new java.util.ArrayList<>(r.steps());
        if (result.length < r.bytes().length) {
            steps.add("libFuzzer bytes: " + r.bytes().length + " → " + result.length);
        }
        return new Reduction(result, bytes.length, r.attempts(), steps);
    }

    private static String toJson(Map<String, Object> json) {
        try {
            return JSON.writeValueAsString(json) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("plain records and maps", e);
        }
    }
}
