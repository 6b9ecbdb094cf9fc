package dev.mapharness.mutation.campaign;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.run.FindingSummary;
import dev.mapharness.fuzz.run.FuzzSummary;
import dev.mapharness.fuzz.run.TargetSummary;
import dev.mapharness.mutation.pit.Commit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A fuzzing campaign: every target (or those named) for a fixed time each, one after another, each in
 * {@code mapharness fuzz} as a maintainer runs it, so findings are triaged, minimised and stored in the
 * corpus as usual. A target's result is written when its run ends; run again, the campaign skips the
 * targets that have one, so an interrupted campaign resumes with the target it was fuzzing.
 */
@Command(name = "bench/campaign", mixinStandardHelpOptions = true,
        description = {"Fuzzes every target (or those named) for --time each, one after another, and tabulates"
                + " executions, coverage and findings per target. Findings are stored in the corpus as 'mapharness"
                + " fuzz' stores them. Resumes: a target with a result under --out is not run again unless --again."},
        footerHeading = "%nExamples:%n",
        footer = {"  bench/campaign                              # every target, 5 minutes each",
                "  bench/campaign 'wwd-*' --time 2m",
                "  nohup bench/campaign > campaign.log 2>&1 &  # in the background; run again to resume"})
public final class CampaignMain implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Parameters(arity = "0..*", paramLabel = "TARGET", description = "Targets by name, '*' matching any characters (default: all).")
    List<String> names = new ArrayList<>();

    @Option(names = "--time", paramLabel = "DURATION", defaultValue = "5m",
            description = "Each target's time, as 'mapharness fuzz --time' takes it (default: 5m).")
    String time;

    @Option(names = "--root", paramLabel = "DIR", defaultValue = ".", description = "The checkout (default: the current directory).")
    Path root;

    @Option(names = "--out", paramLabel = "DIR", description = "Results, table.md and the fuzzing runs (default: target/campaign).")
    Path out;

    @Option(names = "--again", description = "Run targets that already have a result again.")
    boolean again;

    public static void main(String[] args) {
        System.exit(new CommandLine(new CampaignMain()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        List<String> targets = FuzzTargets.all().stream().map(FuzzTarget::name)
                .filter(t -> names.isEmpty() || names.stream().anyMatch(n -> t.matches(n.replace("*", ".*")))).toList();
        if (targets.isEmpty()) {
            System.err.println("bench/campaign: no target matches " + names + "; mapharness fuzz --list names them");
            return 2;
        }
        Path dir = (out != null ? out : root.resolve("target/campaign")).toAbsolutePath();
        Path results = Files.createDirectories(dir.resolve("results"));
        String commit = Commit.describe(root);
        int n = 0;
        for (String target : targets) {
            n++;
            Path result = results.resolve(target + ".json");
            if (Files.exists(result) && !again) {
                System.out.printf("[%d/%d] %s: done before (%s); --again runs it again%n", n, targets.size(), target, result);
                continue;
            }
            System.out.printf("[%d/%d] %s: fuzzing for %s…%n", n, targets.size(), target, time);
            Instant start = Instant.now();
            TargetResult r = run(target, dir, commit);
            Path partial = results.resolve("." + target + ".json.partial");
            JSON.writeValue(partial.toFile(), r);
            Files.move(partial, result, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            System.out.printf("[%d/%d] %s: %,d executions, %,d edges, %d finding(s) in %ds%n", n, targets.size(), target,
                    r.executions(), r.edges(), r.findings().size(), Duration.between(start, Instant.now()).toSeconds());
        }
        List<TargetResult> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(results)) {
            for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList()) {
                all.add(JSON.readValue(f.toFile(), TargetResult.class));
            }
        }
        String table = table(all);
        Files.writeString(dir.resolve("table.md"), table);
        System.out.println();
        System.out.print(table);
        return all.stream().anyMatch(r -> !r.findings().isEmpty()) ? 1 : 0;
    }

    /** One target through {@code mapharness fuzz}, whose summary it reads back from the run's {@code latest.json}. */
    private TargetResult run(String target, Path dir, String commit) throws IOException, InterruptedException {
        Path runs = dir.resolve("fuzz-runs");
        Path latest = runs.resolve("latest.json");
        Files.deleteIfExists(latest);
        Path log = Files.createDirectories(dir.resolve("logs")).resolve(target + ".log");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                root.resolve("cli/target/mapharness.jar").toString(), "fuzz", target, "--time", time, "--out", runs.toString(),
                "--corpus", root.resolve("corpus").toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        int exit = p.waitFor();
        if (!Files.exists(latest)) {
            throw new IOException("mapharness fuzz " + target + " ended (exit " + exit + ") without a summary; see " + log);
        }
        FuzzSummary s = JSON.readValue(latest.toFile(), FuzzSummary.class);
        TargetSummary t = s.targets().stream().filter(x -> x.target().equals(target)).findFirst()
                .orElseThrow(() -> new IOException("the summary of " + target + "'s run has no entry for it; see " + log));
        List<String> findings = s.findings().stream().map(CampaignMain::finding).toList();
        return new TargetResult(target, t.fuzzSeconds(), t.executions(), t.coverage(), t.features(), t.corpusSize(),
                findings, s.finished(), commit);
    }

    private static String finding(FindingSummary f) {
        return (f.known() ? "known " : "new ") + f.kind() + " " + f.title() + ": " + f.file();
    }

    /** Per target: seconds fuzzed, executions, libFuzzer's edges and features, corpus size, findings, commit. */
    static String table(List<TargetResult> results) {
        StringBuilder b = new StringBuilder("| target | fuzzed | executions | edges | features | corpus | findings | commit |\n"
                + "| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |\n");
        long executions = 0;
        int findings = 0;
        for (TargetResult r : results) {
            b.append(String.format(Locale.ROOT, "| `%s` | %d s | %,d | %,d | %,d | %,d | %s | %s |%n", r.target(), r.seconds(),
                    r.executions(), r.edges(), r.features(), r.corpus(),
                    r.findings().isEmpty() ? "none" : String.join("; ", r.findings()), r.commit() == null ? "–" : r.commit()));
            executions += r.executions();
            findings += r.findings().size();
        }
        b.append(String.format(Locale.ROOT, "%n%d targets, %,d executions, %d finding(s).%n", results.size(), executions, findings));
        return b.toString();
    }

    /**
     * A target's campaign result, as {@code results/TARGET.json} holds it; {@code commit} is what was fuzzed (null in
     * results written before it was recorded).
     */
    record TargetResult(String target, long seconds, long executions, long edges, long features, long corpus,
                        List<String> findings, String finished, String commit) {
    }
}
