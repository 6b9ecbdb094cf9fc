package dev.mapharness.fuzz.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.reduce.ReduceLimits;
import dev.mapharness.fuzz.reduce.Reducer;
import dev.mapharness.fuzz.reduce.Reduction;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runner's helper JVM: replays inputs outside the fuzzer, where an input that exhausts memory or
 * hangs cannot take the runner down with it. It answers on standard output, one JSON object per line.
 * <pre>
 * TriageMain triage TARGET WORKDIR REDUCE_SECONDS FILE...   one line per distinct failure, reduced
 * TriageMain check TARGET FILE                               one line: status, signature, first line
 * TriageMain replay-all CORPUSDIR                             one line per failing committed input, then a count
 * TriageMain follow TARGET WORKDIR ARTIFACTDIR RECORD STOPFILE [COMMITTED…]  the full oracle on the committed inputs, then on each input the fuzzer adds
 *                                                            to WORKDIR until STOPFILE exists: one line per
 *                                                            failure, and the counts so far after each look
 *                                                            that checked any ({@link NewInputOracle})
 * </pre>
 */
public final class TriageMain {
    /** Replays that hang leave a thread spinning; past this many, the rest of the inputs are not tried. */
    private static final int MAX_HANGS = 3;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One distinct failure among the inputs triaged. */
    public record Triaged(String signature, String kind, String title, String firstLine, int inputs,
                          String smallest, int originalSize, String reduced, int reducedSize, List<String> steps) {
    }

    /** An input the fuzzer kept that fails the full oracle, as {@code follow} reports it. */
    public record FollowFailure(String file, String status, String signature, String firstLine, long waitMillis) {
    }

    /** How often {@code follow} looks at the working corpus. */
    private static final long FOLLOW_POLL_MILLIS = 100;

    /** The answer to {@code check}. */
    public record Checked(String status, String signature, String firstLine) {
    }

    private TriageMain() {
    }

    public static void main(String[] args) throws IOException {
        PrintStream out = System.out;
        // anything the codecs or Jazzer print must not mix with the answer
        System.setOut(System.err);
        switch (args.length == 0 ? "" : args[0]) {
            case "triage" -> triage(target(args[1]), Path.of(args[2]), Integer.parseInt(args[3]),
                    List.of(args).subList(4, args.length).stream().map(Path::of).toList(), out);
            case "check" -> {
                Outcome o = Replay.run(target(args[1]), Files.readAllBytes(Path.of(args[2])));
                out.println(JSON.writeValueAsString(new Checked(o.status().name(),
                        o.signature().map(s -> s.hash()).orElse(""), o.firstLine())));
            }
            case "replay-all" -> replayAll(FuzzCorpus.in(Path.of(args[1])), out);
            case "follow" -> follow(new NewInputOracle(target(args[1]), Path.of(args[2]), Path.of(args[3]),
                    Path.of(args[4]), Replay.DEFAULT_TIMEOUT_MILLIS,
                    List.of(args).subList(6, args.length).stream().map(Path::of).toList()), Path.of(args[5]), out);
            default -> throw new IllegalArgumentException("usage: TriageMain triage|check|replay-all ...");
        }
        out.flush();
        // abandoned hanging replays must not keep the JVM alive
        System.exit(0);
    }

    private static FuzzTarget target(String name) {
        return FuzzTargets.byName(name).orElseThrow(() -> new IllegalArgumentException("no fuzz target " + name));
    }

    static void triage(FuzzTarget target, Path workDir, int reduceSeconds, List<Path> files, PrintStream out)
            throws IOException {
        record Hit(Path file, byte[] bytes, Outcome outcome) {
        }
        Map<String, List<Hit>> bySignature = new LinkedHashMap<>();
        for (Path file : files) {
            if (Replay.abandonedThreads() >= MAX_HANGS) {
                System.err.println("triage: " + MAX_HANGS + " inputs hang; not replaying the rest");
                break;
            }
            byte[] bytes = Files.readAllBytes(file);
            Outcome o = Replay.run(target, bytes);
            if (o.passed()) {
                System.err.println("triage: " + file.getFileName() + " passes outside the fuzzer (flaky or resource-dependent)");
                continue;
            }
            bySignature.computeIfAbsent(FindingKind.of(o).word() + "-" + o.signature().orElseThrow().hash(),
                    k -> new ArrayList<>()).add(new Hit(file, bytes, o));
        }
        Files.createDirectories(workDir);
        for (Map.Entry<String, List<Hit>> e : bySignature.entrySet()) {
            Hit smallest = e.getValue().stream().min(Comparator.comparingInt(h -> h.bytes().length)).orElseThrow();
            Outcome o = smallest.outcome();
            FindingKind kind = FindingKind.of(o);
            Reduction r = reduce(target, smallest.bytes(), o, kind, reduceSeconds);
            Path reduced = workDir.resolve(e.getKey() + ".reduced");
            Files.write(reduced, r.bytes());
            out.println(JSON.writeValueAsString(new Triaged(o.signature().orElseThrow().hash(), kind.word(),
                    o.signature().orElseThrow().title(), o.firstLine(), e.getValue().size(),
                    smallest.file().toString(), smallest.bytes().length, reduced.toString(), r.bytes().length, r.steps())));
            out.flush();
        }
    }

    /** Hangs are not reduced: every attempt would cost the whole time limit. */
    private static Reduction reduce(FuzzTarget target, byte[] input, Outcome original, FindingKind kind, int seconds) {
        if (kind == FindingKind.TIMEOUT || seconds <= 0) {
            return new Reduction(input, input.length, 0, List.of("not reduced (" + (seconds <= 0 ? "no time" : "a hang") + ")"));
        }
        Reducer reducer = new Reducer(target, Reducer.sameFailure(target, original),
                new ReduceLimits(ReduceLimits.standard().maxAttempts(), Duration.ofSeconds(seconds)),
                line -> System.err.println("reduce: " + line));
        return reducer.reduce(input);
    }

    /**
     * Checks what the fuzzer adds until {@code stop} exists, then what it added last. The counts follow
     * every look that checked an input, so a JVM killed at the run's end has said what it did.
     */
    static void follow(NewInputOracle oracle, Path stop, PrintStream out) throws IOException {
        boolean last = false;
        boolean first = true;
        while (!last) {
            last = Files.exists(stop);
            List<NewInputOracle.Checked> checked = oracle.poll();
            for (NewInputOracle.Checked c : checked) {
                if (!c.outcome().passed()) {
                    out.println(JSON.writeValueAsString(new FollowFailure(c.file(), c.outcome().status().name(),
                            c.outcome().signature().map(s -> s.hash()).orElse(""), c.outcome().firstLine(), c.waitMillis())));
                    out.flush();
                }
            }
            if (!checked.isEmpty() || first || last) {
                out.println(JSON.writeValueAsString(new TargetSummary.NewInputs(oracle.checked(), oracle.failed(),
                        oracle.longestWaitMillis())));
                out.flush();
                first = false;
            }
            if (!last) {
                try {
                    Thread.sleep(FOLLOW_POLL_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
    }

    static void replayAll(FuzzCorpus corpus, PrintStream out) throws IOException {
        int inputs = 0;
        for (FuzzTarget t : FuzzTargets.all()) {
            for (Path dir : List.of(corpus.seeds(t), corpus.findings(t))) {
                for (Path file : FuzzCorpus.filesIn(dir)) {
                    inputs++;
                    Outcome o = Replay.run(t, Files.readAllBytes(file));
                    if (!o.passed()) {
                        out.println(JSON.writeValueAsString(new FuzzSummary.ReplayFailure(t.name(), file.toString(),
                                o.signature().map(s -> s.hash()).orElse(""), o.firstLine())));
                    }
                }
            }
        }
        out.println(JSON.writeValueAsString(Map.of("inputs", inputs)));
    }
}
