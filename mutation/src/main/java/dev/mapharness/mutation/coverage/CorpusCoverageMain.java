package dev.mapharness.mutation.coverage;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.coverage.CoverageCounts;
import dev.mapharness.fuzz.coverage.CoverageMain;
import dev.mapharness.fuzz.coverage.CoverageSummary;
import dev.mapharness.fuzz.coverage.DistilMain;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.jacoco.agent.AgentJar;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What the committed fuzz corpus alone (every target's seeds and findings, no working corpus) reaches of
 * the codecs: the replay {@code nightly} runs after fuzzing, without the fuzzing. It runs the command
 * line's jar under JaCoCo's agent, as the nightly's coverage step does.
 */
@Command(name = "bench/corpus-coverage", mixinStandardHelpOptions = true,
        description = {"Replays every committed fuzz seed and finding through its target's full oracle under JaCoCo"
                + " and prints the codecs' line and branch coverage, per package and in all; the HTML report goes to"
                + " --out."},
        footerHeading = "%nExamples:%n",
        footer = {"  bench/corpus-coverage", "  bench/corpus-coverage 'wwd-*' --out /tmp/wwd-coverage",
                "  bench/corpus-coverage --distil target/campaign/fuzz-runs/corpus   # then measure again"})
public final class CorpusCoverageMain implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Parameters(arity = "0..*", paramLabel = "TARGET", description = "Targets by name, '*' matching any characters (default: all).")
    List<String> names = new ArrayList<>();

    @Option(names = "--root", paramLabel = "DIR", defaultValue = ".", description = "The checkout (default: the current directory).")
    Path root;

    @Option(names = "--out", paramLabel = "DIR", description = "Where the report and table.md go (default: target/corpus-coverage).")
    Path out;

    @Option(names = "--distil", paramLabel = "WORKDIR",
            description = {"Instead of measuring: add to each target's committed seeds the inputs of its working corpus"
                    + " in WORKDIR/TARGET/ (a fuzzing run's, e.g. target/campaign/fuzz-runs/corpus) that reach code of the"
                    + " codecs nothing committed reaches, smallest first (corpus/fuzz/TARGET/seeds/reach-HASH)."})
    Path distil;

    @Option(names = "--max-bytes", paramLabel = "N", defaultValue = "65536",
            description = "With --distil, pass over inputs larger than this (default: ${DEFAULT-VALUE}).")
    int maxBytes;

    public static void main(String[] args) {
        System.exit(new CommandLine(new CorpusCoverageMain()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        List<String> targets = new ArrayList<>();
        for (FuzzTarget t : FuzzTargets.all()) {
            if (names.isEmpty() || names.stream().anyMatch(n -> t.name().matches(n.replace("*", ".*")))) {
                targets.add(t.name());
            }
        }
        if (targets.isEmpty()) {
            System.err.println("bench/corpus-coverage: no target matches " + names + "; mapharness fuzz --list names them");
            return 2;
        }
        if (distil != null) {
            return distil(targets);
        }
        Path dir = (out != null ? out : root.resolve("target/corpus-coverage")).toAbsolutePath();
        Files.createDirectories(dir);
        Path noWorkingCorpus = Files.createTempDirectory(dir, ".no-working-corpus");
        List<String> args = new ArrayList<>(List.of(dir.resolve("report").toString(), root.resolve("corpus").toString(),
                noWorkingCorpus.toString(), root.resolve("codecs/src/main/java").toString()));
        args.addAll(targets);
        System.err.printf("bench/corpus-coverage: replaying the committed corpus of %d target(s) under JaCoCo…%n", targets.size());
        Optional<String> json = underAgent(CoverageMain.class, args, "the replay");
        Files.delete(noWorkingCorpus);
        if (json.isEmpty()) {
            return 1;
        }
        CoverageSummary s = JSON.readValue(json.get(), CoverageSummary.class);
        String table = table(s);
        Files.writeString(dir.resolve("table.md"), table);
        System.out.print(table);
        System.out.println();
        System.out.println("report: " + dir.resolve("report/index.html"));
        return 0;
    }

    /** {@link DistilMain} under the agent: what each target's working corpus adds becomes committed seeds. */
    private int distil(List<String> targets) throws Exception {
        if (!Files.isDirectory(distil)) {
            System.err.println("bench/corpus-coverage: no working corpora in " + distil);
            return 2;
        }
        List<String> args = new ArrayList<>(List.of(root.resolve("corpus").toString(), distil.toAbsolutePath().toString(),
                Integer.toString(maxBytes)));
        args.addAll(targets);
        System.err.printf("bench/corpus-coverage: distilling the working corpora of %d target(s) under JaCoCo…%n", targets.size());
        Optional<String> json = underAgent(DistilMain.class, args, "the distillation");
        if (json.isEmpty()) {
            return 1;
        }
        Map<String, Integer> kept = JSON.readValue(json.get(), new TypeReference<Map<String, Integer>>() { });
        int total = kept.values().stream().mapToInt(Integer::intValue).sum();
        kept.forEach((t, n) -> System.out.printf("%s: %d new seed(s)%n", t, n));
        System.out.printf("%d new seed(s) under corpus/fuzz/*/seeds/reach-*; bench/corpus-coverage measures what they reach%n", total);
        return 0;
    }

    /**
     * Runs {@code main} of the command line's jar under JaCoCo's agent on the codecs, as the nightly's coverage
     * step does, and returns the one line of JSON it prints (empty, said on standard error, if it printed none).
     */
    private Optional<String> underAgent(Class<?> main, List<String> args, String what) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-javaagent:" + AgentJar.extractToTempLocation().getAbsolutePath() + "=output=none,includes="
                        + CoverageMain.AGENT_INCLUDES + ",excludes=" + CoverageMain.AGENT_EXCLUDES,
                "-Xmx1536m", "-cp", root.resolve("cli/target/mapharness.jar").toString(), main.getName()));
        cmd.addAll(args);
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String json = null;
        for (String line : new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
            if (line.startsWith("{")) {
                json = line;
            }
        }
        int exit = p.waitFor();
        if (json == null) {
            System.err.println("bench/corpus-coverage: " + what + " ended (exit " + exit + ") without a summary");
        }
        return Optional.ofNullable(json);
    }

    /** Per package and in all: lines and branches covered, as a Markdown table. */
    static String table(CoverageSummary s) {
        StringBuilder b = new StringBuilder("| package | lines | branches |\n| --- | ---: | ---: |\n");
        for (CoverageCounts c : s.packages()) {
            b.append(row("`" + c.name().replace("dev.mapharness.", "") + "`", c));
        }
        b.append(row("**all codecs** (" + s.inputs() + " inputs)", s.total()));
        return b.toString();
    }

    private static String row(String name, CoverageCounts c) {
        return String.format(Locale.ROOT, "| %s | %s | %s |%n", name, percent(c.linesCovered(), c.lines()),
                percent(c.branchesCovered(), c.branches()));
    }

    private static String percent(int covered, int total) {
        return total == 0 ? "–" : String.format(Locale.ROOT, "%.1f%% (%d/%d)", Math.floor(1000.0 * covered / total) / 10,
                covered, total);
    }
}
