package dev.mapharness.fuzz.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.mapharness.files.AtomicFiles;
import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.Stage;
import dev.mapharness.fuzz.coverage.CoverageCounts;
import dev.mapharness.fuzz.coverage.CoverageSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Runs fuzz targets one JVM at a time within a time budget. The targets that run, and for how long, are
 * the {@link FuzzPlan}'s: each gets at least {@link FuzzPlan#MIN_FUZZ} of fuzzing on top of its JVM's
 * start cost, and when not all fit, those that ran longest ago go first ({@link Rotation}); the plan is
 * made again before every target with the time then left, so a slow start or a long triage leaves
 * fewer targets, never a later end. Every JVM the run starts is killed at the run's end
 * ({@link RunOptions#end()}) whatever it was told. Each target's findings are replayed, deduplicated by
 * stack signature, minimised (the format-aware reducer, then libFuzzer's byte minimiser) and stored
 * under {@code corpus/fuzz/<target>/findings/}, and the run ends with a {@code summary.json} that says
 * which targets ran, which were rotated out, and when each last ran.
 *
 * <p>Layout under the output directory: {@code corpus/<target>/} libFuzzer's growing corpus, kept
 * between runs; {@code full-oracle/<target>.checked} which of its inputs the full oracle has checked;
 * {@code runs/<id>/} one run's logs, raw artifacts, summary and coverage report; {@code latest.json} a
 * copy of the last run's summary.
 */
public final class FuzzRunner {
    /**
     * How long a fuzzing JVM may run past its planned turn (its start cost and its fuzzing) before it is
     * killed: libFuzzer only looks at its clock between inputs, and a JVM may be slow to start or exit.
     */
    static final Duration GRACE = Duration.ofSeconds(10);
    /** Restarts of a target whose JVM stopped early (a hang or out-of-memory input ends libFuzzer). */
    private static final int MAX_RESTARTS = 3;
    /** Distinct findings libFuzzer keeps fuzzing past before it stops a target. */
    private static final int KEEP_GOING = 20;
    /** The coverage step's time when no earlier run measured it (a 2-core machine, the committed corpus, busy). */
    static final Duration DEFAULT_COVERAGE = Duration.ofSeconds(45);
    /** The least time kept for the coverage step: 16 s measured for the committed corpus, over 20 s when busy. */
    static final Duration MIN_COVERAGE = Duration.ofSeconds(30);
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
        // nothing this run starts outlives its time
        ChildJvm child = options.child().until(options.end());
        FuzzSummary.ReplaySummary replay = null;
        if (options.nightly()) {
            progress.note("replaying every committed seed and finding");
            replay = replayCorpus(child);
            progress.note("replayed " + replay.inputs() + " inputs; " + replay.failures().size() + " fail");
        }
        String runId = runDir.getFileName().toString();
        Rotation rotation = Rotation.load(runDir.getParent(), runId);
        Map<String, FuzzTarget> byName = new LinkedHashMap<>();
        options.targets().forEach(t -> byName.put(t.name(), t));
        List<String> waiting = new ArrayList<>(FuzzPlan.rotation(List.copyOf(byName.keySet()), rotation.lastRan(),
                FuzzPlan.tieOffset(runId)));
        Duration start = rotation.startCost().orElse(FuzzPlan.DEFAULT_START);
        // the coverage step comes after the last target: fuzzing is planned to end before its time
        Duration coverageTime = options.coverage() ? coverageTime(rotation) : Duration.ZERO;
        Deadline fuzzEnd = Deadline.after(options.end().left().minus(coverageTime));
        // `fuzz` was asked to fuzz: its first target runs even in a time too short for it
        boolean atLeastOne = !options.nightly();
        List<FuzzPlan.Slot> plan = FuzzPlan.slots(waiting, fuzzEnd.left(), start, FuzzPlan.MIN_FUZZ, atLeastOne);
        progress.note(planNote(plan, waiting, start, rotation));

        List<TargetSummary> targets = new ArrayList<>();
        List<FindingSummary> findings = new ArrayList<>();
        List<Double> starts = new ArrayList<>();
        while (!plan.isEmpty()) {
            FuzzPlan.Slot slot = plan.get(0);
            waiting.remove(slot.target());
            // a turn that does not fit the run's time (only `fuzz`'s first can) is held to its own end alone
            ChildJvm turn = slot.fits() ? child : options.child();
            TargetSummary s = new TargetRun(byName.get(slot.target()), targets.size() + 1, targets.size() + plan.size(),
                    slot.fuzzSeconds(), start, turn).run();
            targets.add(s);
            findings.addAll(s.findings());
            progress.targetFinished(s);
            if (s.startSeconds() > 0) {
                starts.add(s.startSeconds());
                // the slowest start this run saw: on a busy machine starts vary by several seconds, and an
                // estimate too low makes the last turn run into the run's end, where it is killed
                start = Duration.ofMillis(Math.round(1000 * Collections.max(starts)));
            }
            plan = FuzzPlan.slots(waiting, fuzzEnd.left(), start, FuzzPlan.MIN_FUZZ, false);
        }
        CoverageSummary coverage = options.coverage() ? coverage(child) : null;
        List<FuzzSummary.RotatedOut> rotatedOut = waiting.stream()
                .map(t -> new FuzzSummary.RotatedOut(t, rotation.lastRan().get(t))).toList();
        Instant finished = Instant.now();
        FuzzSummary summary = new FuzzSummary(FuzzSummary.SCHEMA, options.kind(), started.toString(), finished.toString(),
                options.budget().toSeconds(), (finished.toEpochMilli() - started.toEpochMilli()) / 1000.0, replay,
                targets, findings, rotatedOut,
                rotation.after(runId, targets.stream().map(TargetSummary::target).toList()),
                starts.isEmpty() ? 0 : Collections.max(starts), coverage);
        writeSummary(summary);
        return summary;
    }

    /**
     * What the coverage step took last time and half as much again, or {@link #MIN_COVERAGE} if that is
     * more (on a busy machine it varies by more than two times from run to run); at most half the run.
     */
    private Duration coverageTime(Rotation rotation) {
        Duration expected = rotation.coverageCost().map(d -> d.plus(d.dividedBy(2))).orElse(DEFAULT_COVERAGE);
        expected = expected.compareTo(MIN_COVERAGE) < 0 ? MIN_COVERAGE : expected;
        Duration half = options.budget().dividedBy(2);
        return expected.compareTo(half) > 0 ? half : expected;
    }

    /**
     * Replays every target's seeds, findings and working corpus under JaCoCo and writes the codecs'
     * coverage report into the run's {@code coverage/}; null, with a note, if it did not finish in the
     * run's time. The report's source pages come from the checkout the corpus is in, when it is one.
     */
    private CoverageSummary coverage(ChildJvm child) throws RunFailure {
        progress.note("coverage: replaying every target's corpus under JaCoCo");
        Path sources = options.corpusDir().toAbsolutePath().normalize().resolveSibling("codecs")
                .resolve("src").resolve("main").resolve("java");
        try {
            Optional<CoverageSummary> c = CoverageRun.run(child, options.targets(), options.corpusDir(),
                    options.outDir().resolve("corpus"), sources, runDir, options.end().left().toMillis());
            if (c.isEmpty()) {
                progress.note("coverage: not finished in the run's time; see " + runDir.resolve("coverage.log"));
                return null;
            }
            CoverageCounts t = c.get().total();
            progress.note(String.format("coverage of the codecs: %d of %d lines, %d of %d branches; report %s",
                    t.linesCovered(), t.lines(), t.branchesCovered(), t.branches(), c.get().report()));
            return c.get();
        } catch (IOException e) {
            throw new RunFailure("cannot measure coverage: " + e.getMessage(), e);
        }
    }

    private static String planNote(List<FuzzPlan.Slot> plan, List<String> waiting, Duration start, Rotation rotation) {
        if (plan.isEmpty()) {
            return "no time left to fuzz: every target waits for the next run";
        }
        String note = String.format("fuzzing %d of %d target(s), %d s each after a JVM start of about %d s",
                plan.size(), waiting.size(), plan.get(0).fuzzSeconds(), Math.round(start.toMillis() / 1000.0));
        if (plan.size() < waiting.size()) {
            note += "; the rest wait for the next run (those that ran longest ago go first"
                    + (rotation.lastRan().isEmpty() ? ")" : ", as the last run recorded)");
        }
        return note;
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

    private FuzzSummary.ReplaySummary replayCorpus(ChildJvm child) throws RunFailure {
        try {
            ChildJvm.Result r = child.run(child.command(List.of(),
                            List.of(TriageMain.class.getName(), "replay-all", options.corpusDir().toString())),
                    runDir.resolve("replay.log"), 30 * 60_000L, line -> { });
            List<FuzzSummary.ReplayFailure> failures = new ArrayList<>();
            int inputs = -1;
            for (String line : r.stdout()) {
                var node = JSON.readTree(line);
                if (node.has("inputs")) {
                    inputs = node.get("inputs").asInt();
                } else {
                    failures.add(JSON.treeToValue(node, FuzzSummary.ReplayFailure.class));
                }
            }
            if (r.stopped() && inputs < 0) {
                // the night fails rather than pass on a replay that did not finish
                failures.add(new FuzzSummary.ReplayFailure("replay", runDir.resolve("replay.log").toString(), "",
                        "the replay did not finish within the run's time"));
                return new FuzzSummary.ReplaySummary(0, failures);
            }
            if (r.exitCode() != 0) {
                throw new RunFailure("replaying the corpus failed (exit " + r.exitCode() + "); see " + runDir.resolve("replay.log"));
            }
            return new FuzzSummary.ReplaySummary(Math.max(0, inputs), failures);
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

    /** One target: fuzz for its turn, then triage whatever it found. */
    private final class TargetRun {
        private final FuzzTarget target;
        private final int index;
        private final int count;
        private final long fuzzSeconds;
        private final Duration start;
        private final ChildJvm child;
        private final Path dir;
        private final Path artifacts;

        /**
         * @param start the JVM start cost expected: the turn is {@code start + fuzzSeconds} long
         * @param child how to start its JVMs, with the deadline they must keep
         */
        TargetRun(FuzzTarget target, int index, int count, long fuzzSeconds, Duration start, ChildJvm child) {
            this.target = target;
            this.index = index;
            this.count = count;
            this.fuzzSeconds = fuzzSeconds;
            this.start = start;
            this.child = child;
            this.dir = runDir.resolve(target.name());
            this.artifacts = dir.resolve("artifacts");
        }

        TargetSummary run() throws RunFailure {
            long began = System.nanoTime();
            Deadline turnEnd = Deadline.after(start.plusSeconds(fuzzSeconds));
            progress.targetStarted(index, count, target.name(), fuzzSeconds);
            LibFuzzerStatus last = LibFuzzerStatus.NONE;
            TargetSummary.NewInputs newInputs = TargetSummary.NewInputs.NONE;
            long executions = 0;
            long fuzzed = 0;
            double startSeconds = 0;
            int exit = 0;
            try {
                Files.createDirectories(artifacts);
                Path work = options.outDir().resolve("corpus").resolve(target.name());
                Files.createDirectories(work);
                for (int attempt = 0; attempt <= MAX_RESTARTS; attempt++) {
                    long left = attempt == 0 ? fuzzSeconds : turnEnd.left().minus(start).toSeconds();
                    if (attempt > 0 && left < 2) {
                        break;
                    }
                    Attempt a = fuzz(work, left, attempt, executions);
                    executions += a.status.executions();
                    newInputs = newInputs.plus(a.newInputs);
                    fuzzed += a.seconds;
                    last = a.status.executions() > 0 ? a.status : last;
                    exit = a.exitCode;
                    if (attempt == 0) {
                        startSeconds = a.startSeconds;
                    }
                    // libFuzzer stops early at a hang or an out-of-memory input: fuzz on for the rest of
                    // the turn; a JVM that ran nothing will not do better the next time, and one that was
                    // killed had its time
                    boolean stoppedEarly = a.exitCode != 0 && a.exitCode != ChildJvm.STOPPED && a.seconds + 2 < left;
                    if (!stoppedEarly || a.status.executions() == 0) {
                        break;
                    }
                }
            } catch (IOException e) {
                throw new RunFailure("cannot fuzz " + target.name() + ": " + e.getMessage(), e);
            }
            // reducing a finding takes time from the targets after this one: at most half this one's turn
            long reduceSeconds = Math.max(5, Math.min(60, fuzzSeconds / 2));
            List<FindingSummary> findings = new Triage(target, corpus, child, dir, progress).run(artifactFiles(),
                    reduceSeconds, Math.min(Triage.BYTE_MINIMISE_SECONDS, reduceSeconds));
            double seconds = (System.nanoTime() - began) / 1e9;
            long perSecond = fuzzed > 0 ? executions / fuzzed : last.execPerSecond();
            return new TargetSummary(target.name(), seconds, startSeconds, fuzzed, executions, perSecond, last.coverage(),
                    last.features(), last.corpusSize(), exit, dir.resolve("fuzz.log").toString(), findings, newInputs);
        }

        /**
         * One fuzzing JVM.
         *
         * @param seconds      libFuzzer's own fuzzing time (from its closing line; else estimated)
         * @param startSeconds what the JVM took besides libFuzzer's time, 0 if that is not known
         * @param newInputs    what the full oracle made of the inputs this JVM kept
         */
        private record Attempt(LibFuzzerStatus status, long seconds, double startSeconds, int exitCode,
                               TargetSummary.NewInputs newInputs) {
        }

        /**
         * One fuzzing JVM, and for a two-stage target the JVM beside it that runs the full oracle on every
         * input libFuzzer keeps ({@link NewInputOracle}) until the fuzzer is done and it has checked the last.
         */
        private Attempt fuzz(Path work, long seconds, int attempt, long executionsBefore) throws IOException {
            if (!options.twoStage(target)) {
                return fuzzOnly(work, seconds, attempt, executionsBefore);
            }
            String suffix = attempt == 0 ? "" : "-" + attempt;
            Path stop = dir.resolve("fuzz" + suffix + ".done");
            Files.deleteIfExists(stop);
            Files.createDirectories(artifacts);
            Path record = options.outDir().resolve("full-oracle").resolve(target.name() + ".checked");
            List<String> args = new ArrayList<>(List.of(TriageMain.class.getName(), "follow", target.name(),
                    work.toAbsolutePath().toString(), artifacts.toAbsolutePath().toString(), record.toAbsolutePath().toString(),
                    stop.toAbsolutePath().toString()));
            if (attempt == 0 && !options.nightly()) {
                // the committed inputs once a run (the nightly has replayed them all already): libFuzzer
                // starts from them but never hands them to the follower
                args.add(corpus.seeds(target).toAbsolutePath().toString());
                args.add(corpus.findings(target).toAbsolutePath().toString());
            }
            // as long as the fuzzer may run, and time to check what it kept last
            long deadline = start.plusSeconds(seconds).plus(GRACE).plus(GRACE).toMillis();
            ChildJvm.Result[] followed = {null};
            IOException[] failed = {null};
            Thread follower = new Thread(() -> {
                try {
                    followed[0] = child.run(child.command(List.of(), args), dir.resolve("full-oracle" + suffix + ".log"),
                            deadline, line -> { });
                } catch (IOException e) {
                    failed[0] = e;
                }
            }, "full oracle of " + target.name());
            follower.start();
            Attempt fuzzed;
            try {
                fuzzed = fuzzOnly(work, seconds, attempt, executionsBefore);
            } finally {
                Files.createFile(stop);
            }
            try {
                follower.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while the full oracle checked the inputs of " + target.name(), e);
            }
            if (failed[0] != null) {
                throw failed[0];
            }
            TargetSummary.NewInputs checked = TargetSummary.NewInputs.NONE;
            for (String line : followed[0].stdout()) {
                var node = JSON.readTree(line);
                if (node.has("checked")) {
                    checked = JSON.treeToValue(node, TargetSummary.NewInputs.class);
                }
            }
            progress.note(String.format("%s: the full oracle checked %d new input(s), %d failed, the longest waited %d ms",
                    target.name(), checked.checked(), checked.failed(), checked.longestWaitMillis()));
            return new Attempt(fuzzed.status, fuzzed.seconds, fuzzed.startSeconds, fuzzed.exitCode, checked);
        }

        private Attempt fuzzOnly(Path work, long seconds, int attempt, long executionsBefore) throws IOException {
            JazzerCommand command = JazzerCommand.fuzzing(target, corpus).with(
                    "--keep_going=" + KEEP_GOING,
                    "-max_total_time=" + seconds,
                    "-timeout=" + options.timeoutSeconds(),
                    "-rss_limit_mb=" + options.rssLimitMb(),
                    "-artifact_prefix=" + artifacts.toAbsolutePath() + "/",
                    // Jazzer's Java reproducers go with the artifacts, not into the working directory
                    "--reproducer_path=" + artifacts.toAbsolutePath(),
                    "-print_final_stats=1");
            command.withSearchAids(target, corpus, options.valueProfile()).with(work.toAbsolutePath().toString(), corpus.seeds(target).toAbsolutePath().toString());
            long began = System.nanoTime();
            LibFuzzerStatus[] status = {LibFuzzerStatus.NONE};
            long[] libFuzzerSeconds = {-1};
            Path log = dir.resolve(attempt == 0 ? "fuzz.log" : "fuzz-" + attempt + ".log");
            // killed if it outlives its turn by more than the grace, whatever libFuzzer was told
            ChildJvm.Result r = child.run(
                    command.on(child, target, options.twoStage(target) ? Stage.EXPLORE : Stage.FULL),
                    log, start.plusSeconds(seconds).plus(GRACE).toMillis(), line -> {
                        LibFuzzerStatus.parse(line).ifPresent(s -> {
                            status[0] = s;
                            progress.status(target.name(), (System.nanoTime() - began) / 1_000_000,
                                    new LibFuzzerStatus(executionsBefore + s.executions(), s.coverage(), s.features(),
                                            s.corpusSize(), s.execPerSecond()), artifactFiles().size());
                        });
                        LibFuzzerStatus.parseDone(line).ifPresent(d -> {
                            status[0] = status[0].withExecutions(d[0], d[1]);
                            libFuzzerSeconds[0] = d[1];
                        });
                    });
            double wall = (System.nanoTime() - began) / 1e9;
            if (libFuzzerSeconds[0] < 0) {
                // no closing line (killed, or crashed hard): libFuzzer's time is the wall time less the start expected
                return new Attempt(status[0], Math.max(0, Math.round(wall - start.toMillis() / 1000.0)), 0, r.exitCode(),
                        TargetSummary.NewInputs.NONE);
            }
            return new Attempt(status[0], libFuzzerSeconds[0], Math.max(0, wall - libFuzzerSeconds[0]), r.exitCode(),
                    TargetSummary.NewInputs.NONE);
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
