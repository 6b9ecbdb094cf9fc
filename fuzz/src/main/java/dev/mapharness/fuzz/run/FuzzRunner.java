package dev.mapharness.fuzz.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.mapharness.files.AtomicFiles;
import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Runs fuzz targets one JVM at a time within a time budget: each target gets an equal share of what is
 * left, its findings are replayed, deduplicated by stack signature, minimised (the format-aware reducer,
 * then libFuzzer's byte minimiser) and stored under {@code corpus/fuzz/<target>/findings/}, and the run
 * ends with a {@code summary.json}.
 *
 * <p>Layout under the output directory: {@code corpus/<target>/} libFuzzer's growing corpus, kept
 * between runs; {@code runs/<id>/} one run's logs, raw artifacts and summary; {@code latest.json} a copy
 * of the last run's summary.
 */
public final class FuzzRunner {
    /**
     * What a fuzzing JVM costs besides libFuzzer's own clock (start-up, instrumentation, shutdown), as
     * first guessed; each target's share is cut by the average measured so far.
     */
    static final long STARTUP_SECONDS = 5;
    /** Restarts of a target whose JVM stopped early (a hang or out-of-memory input ends libFuzzer). */
    private static final int MAX_RESTARTS = 3;
    /** Distinct findings libFuzzer keeps fuzzing past before it stops a target. */
    private static final int KEEP_GOING = 20;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final DateTimeFormatter RUN_ID = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private final RunOptions options;
    private final Progress progress;
    private final FuzzCorpus corpus;
    private final Path runDir;

    public FuzzRunner(RunOptions options, Progress progress) {
        this.options = options;
        this.progress = progress;
        this.corpus = FuzzCorpus.in(options.corpusDir());
        this.runDir = options.outDir().resolve("runs").resolve(RUN_ID.format(Instant.now()));
    }

    /** Where this run writes its logs and summary. */
    public Path runDir() {
        return runDir;
    }

    public FuzzSummary run() throws RunFailure {
        checkDirectories();
        Instant started = Instant.now();
        long deadline = System.nanoTime() + options.budget().toNanos();
        FuzzSummary.ReplaySummary replay = null;
        if (options.nightly()) {
            progress.note("replaying every committed seed and finding");
            replay = replayCorpus();
            progress.note("replayed " + replay.inputs() + " inputs; " + replay.failures().size() + " fail");
        }
        List<TargetSummary> targets = new ArrayList<>();
        List<FindingSummary> findings = new ArrayList<>();
        List<FuzzTarget> all = options.targets();
        double overhead = STARTUP_SECONDS;
        for (int i = 0; i < all.size(); i++) {
            long left = Math.max(0, (deadline - System.nanoTime()) / 1_000_000_000L);
            long share = left / (all.size() - i);
            long fuzzSeconds = Math.max(1, share - Math.round(overhead));
            TargetSummary s = new TargetRun(all.get(i), i + 1, all.size(), fuzzSeconds).run();
            overhead = (overhead * i + Math.max(0, s.seconds() - fuzzSeconds)) / (i + 1);
            targets.add(s);
            findings.addAll(s.findings());
            progress.targetFinished(s);
        }
        Instant finished = Instant.now();
        FuzzSummary summary = new FuzzSummary(FuzzSummary.SCHEMA, options.kind(), started.toString(), finished.toString(),
                options.budget().toSeconds(), (finished.toEpochMilli() - started.toEpochMilli()) / 1000.0, replay,
                targets, findings);
        writeSummary(summary);
        return summary;
    }

    /** Nothing is written unless the corpus is there and both it and the output directory take files. */
    private void checkDirectories() throws RunFailure {
        if (!Files.isDirectory(corpus.root())) {
            throw new RunFailure("no fuzzing corpus at " + corpus.root() + " (run from the repository, or pass --corpus DIR)");
        }
        for (FuzzTarget t : options.targets()) {
            if (!Files.isDirectory(corpus.seeds(t))) {
                throw new RunFailure("no seeds for " + t.name() + " in " + corpus.seeds(t));
            }
        }
        probeWritable(corpus.root(), "the corpus directory (findings are stored there)");
        try {
            Files.createDirectories(options.outDir());
        } catch (IOException e) {
            throw new RunFailure("cannot create the output directory " + options.outDir() + ": " + e.getMessage(), e);
        }
        probeWritable(options.outDir(), "the output directory");
    }

    private static void probeWritable(Path dir, String what) throws RunFailure {
        try {
            Path probe = Files.createTempFile(dir, ".mapharness-probe-", ".tmp");
            Files.delete(probe);
        } catch (IOException | SecurityException e) {
            throw new RunFailure(what + " " + dir + " is not writable: " + e.getMessage(), e);
        }
    }

    private FuzzSummary.ReplaySummary replayCorpus() throws RunFailure {
        try {
            ChildJvm.Result r = options.child().run(options.child().command(List.of(),
                            List.of(TriageMain.class.getName(), "replay-all", options.corpusDir().toString())),
                    runDir.resolve("replay.log"), 30 * 60_000L, line -> { });
            List<FuzzSummary.ReplayFailure> failures = new ArrayList<>();
            int inputs = 0;
            for (String line : r.stdout()) {
                var node = JSON.readTree(line);
                if (node.has("inputs")) {
                    inputs = node.get("inputs").asInt();
                } else {
                    failures.add(JSON.treeToValue(node, FuzzSummary.ReplayFailure.class));
                }
            }
            if (r.exitCode() != 0) {
                throw new RunFailure("replaying the corpus failed (exit " + r.exitCode() + "); see " + runDir.resolve("replay.log"));
            }
            return new FuzzSummary.ReplaySummary(inputs, failures);
        } catch (IOException e) {
            throw new RunFailure("cannot replay the corpus: " + e.getMessage(), e);
        }
    }

    private void writeSummary(FuzzSummary summary) throws RunFailure {
        try {
            byte[] json = JSON.writeValueAsBytes(summary);
            Files.createDirectories(runDir);
            AtomicFiles.write(runDir.resolve("summary.json"), json);
            AtomicFiles.write(options.outDir().resolve("latest.json"), json);
        } catch (IOException e) {
            throw new RunFailure("cannot write the summary: " + e.getMessage(), e);
        }
    }

    /** One target: fuzz for its share, then triage whatever it found. */
    private final class TargetRun {
        private final FuzzTarget target;
        private final int index;
        private final int count;
        private final long fuzzSeconds;
        private final Path dir;
        private final Path artifacts;

        TargetRun(FuzzTarget target, int index, int count, long fuzzSeconds) {
            this.target = target;
            this.index = index;
            this.count = count;
            this.fuzzSeconds = fuzzSeconds;
            this.dir = runDir.resolve(target.name());
            this.artifacts = dir.resolve("artifacts");
        }

        TargetSummary run() throws RunFailure {
            long start = System.nanoTime();
            progress.targetStarted(index, count, target.name(), fuzzSeconds);
            LibFuzzerStatus last = LibFuzzerStatus.NONE;
            long executions = 0;
            long fuzzed = 0;
            int exit = 0;
            try {
                Files.createDirectories(artifacts);
                Path work = options.outDir().resolve("corpus").resolve(target.name());
                Files.createDirectories(work);
                for (int attempt = 0; attempt <= MAX_RESTARTS; attempt++) {
                    long left = fuzzSeconds - (System.nanoTime() - start) / 1_000_000_000L;
                    if (attempt > 0 && left < 2) {
                        break;
                    }
                    Attempt a = fuzz(work, Math.max(1, left), attempt, executions);
                    executions += a.status.executions();
                    fuzzed += a.seconds;
                    last = a.status.executions() > 0 ? a.status : last;
                    exit = a.exitCode;
                    // libFuzzer stops early at a hang or an out-of-memory input: fuzz on for the rest of
                    // the share; a JVM that ran nothing will not do better the next time
                    boolean stoppedEarly = a.exitCode != 0 && a.seconds + 2 < left;
                    if (!stoppedEarly || a.status.executions() == 0) {
                        break;
                    }
                }
            } catch (IOException e) {
                throw new RunFailure("cannot fuzz " + target.name() + ": " + e.getMessage(), e);
            }
            // reducing a finding takes time from the targets after this one: at most half this one's share
            long reduceSeconds = Math.max(5, Math.min(60, fuzzSeconds / 2));
            List<FindingSummary> findings = new Triage(target, corpus, options, dir, progress).run(artifactFiles(),
                    reduceSeconds, Math.min(Triage.BYTE_MINIMISE_SECONDS, reduceSeconds));
            double seconds = (System.nanoTime() - start) / 1e9;
            long perSecond = fuzzed > 0 ? executions / fuzzed : last.execPerSecond();
            return new TargetSummary(target.name(), seconds, fuzzed, executions, perSecond, last.coverage(),
                    last.features(), last.corpusSize(), exit, dir.resolve("fuzz.log").toString(), findings);
        }

        private record Attempt(LibFuzzerStatus status, long seconds, int exitCode) {
        }

        private Attempt fuzz(Path work, long seconds, int attempt, long executionsBefore) throws IOException {
            List<String> args = new ArrayList<>(List.of("com.code_intelligence.jazzer.Jazzer",
                    "--target_class=dev.mapharness.fuzz.JazzerEntry",
                    "--instrumentation_includes=dev.mapharness.**",
                    "--keep_going=" + KEEP_GOING,
                    "-max_total_time=" + seconds,
                    "-timeout=" + options.timeoutSeconds(),
                    "-rss_limit_mb=" + options.rssLimitMb(),
                    "-artifact_prefix=" + artifacts.toAbsolutePath() + "/",
                    // Jazzer's Java reproducers go with the artifacts, not into the working directory
                    "--reproducer_path=" + artifacts.toAbsolutePath(),
                    "-print_final_stats=1"));
            Path dict = corpus.dictionary(target);
            if (Files.isRegularFile(dict)) {
                args.add("-dict=" + dict.toAbsolutePath());
            }
            args.add(work.toAbsolutePath().toString());
            args.add(corpus.seeds(target).toAbsolutePath().toString());
            long start = System.nanoTime();
            LibFuzzerStatus[] status = {LibFuzzerStatus.NONE};
            Path log = dir.resolve(attempt == 0 ? "fuzz.log" : "fuzz-" + attempt + ".log");
            ChildJvm.Result r = options.child().run(
                    options.child().command(List.of("-D" + dev.mapharness.fuzz.JazzerEntry.TARGET_PROPERTY + "=" + target.name()), args),
                    log, (seconds + 60) * 1000, line -> {
                        LibFuzzerStatus.parse(line).ifPresent(s -> {
                            status[0] = s;
                            progress.status(target.name(), (System.nanoTime() - start) / 1_000_000,
                                    new LibFuzzerStatus(executionsBefore + s.executions(), s.coverage(), s.features(),
                                            s.corpusSize(), s.execPerSecond()), artifactFiles().size());
                        });
                        LibFuzzerStatus.parseDone(line).ifPresent(d -> status[0] = status[0].withExecutions(d[0], d[1]));
                    });
            return new Attempt(status[0], Math.max(1, (System.nanoTime() - start) / 1_000_000_000L - STARTUP_SECONDS),
                    r.exitCode());
        }

        /** libFuzzer's findings (not its slow-unit notes), oldest first. */
        private List<Path> artifactFiles() {
            if (!Files.isDirectory(artifacts)) {
                return List.of();
            }
            try (Stream<Path> s = Files.list(artifacts)) {
                return s.filter(p -> p.getFileName().toString().matches("(crash|timeout|oom)-.*")).sorted().toList();
            } catch (IOException e) {
                return List.of();
            }
        }
    }
}
