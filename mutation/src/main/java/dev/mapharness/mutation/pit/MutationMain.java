package dev.mapharness.mutation.pit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "bench/mutation", mixinStandardHelpOptions = true, sortOptions = false,
        header = "Mutation testing of the codecs, with the whole harness as the test suite.",
        description = {
            "Runs PIT over each PACKAGE of the codecs (default: all of them; --list shows",
            "them) once, with every test of codecs, roundtrip, corpus, fuzz, reports,",
            "conformance and nightly: unit tests, round-trip properties and torture tests,",
            "corpus round trips and version differentials, real-file tests (when the",
            "real-world folder is present), every committed fuzz seed and finding through",
            "the full oracle, and the conformance runner's fixed cases.",
            "",
            "Writes target/mutation/PACKAGE/ (PIT's HTML pages of the package, its",
            "mutations.xml and summary.json), target/mutation/summary.json and table.md",
            "over every package measured so far. PIT's history (target/mutation/history.bin)",
            "makes a re-run after a small change take minutes; --no-history starts afresh.",
            "A run that is interrupted publishes nothing and leaves earlier results whole;",
            "what it tested is kept (target/mutation/history.journal) and not tested again.",
            "",
            "It never writes into the source tree unless --docs names a file."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:reports written", "1:PIT failed (its output says why)", "2:usage error"},
        footerHeading = "%nExamples:%n",
        footer = {"  bench/mutation wvr4 wwd", "  bench/mutation --threads 1 compress", "  bench/mutation --suite codecs",
            "  bench/mutation --docs docs/mutation.md"})
public final class MutationMain implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "PACKAGE", description = "Packages under dev.mapharness in codecs (default: all).")
    List<String> packages = new ArrayList<>();

    @Option(names = "--root", paramLabel = "DIR", description = "The checkout (default: the current directory).", defaultValue = ".")
    Path root;

    @Option(names = "--threads", paramLabel = "N", description = "Mutants tested at once (default: the processors, ${DEFAULT-VALUE}).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--suite", paramLabel = "SUITE", converter = Suite.Converter.class,
            description = "The tests run against the mutants: harness (every module's, the default) or codecs (the codecs"
                    + " module's alone: a lower bound of the harness's score, in a fraction of the time).")
    Suite suite = Suite.HARNESS;

    @Option(names = "--no-history", description = "Test every mutant again, ignoring the previous run's results.")
    boolean noHistory;

    @Option(names = "--docs", paramLabel = "FILE", description = "Also replace the table in FILE (between its mutation-table markers).")
    Path docs;

    @Option(names = "--list", description = "List the packages and exit.")
    boolean list;

    public static void main(String[] args) {
        System.exit(new CommandLine(new MutationMain()).execute(args));
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        List<String> all = packagesOf(root);
        if (list) {
            all.forEach(System.out::println);
            return 0;
        }
        List<String> chosen = packages.isEmpty() ? all : packages;
        for (String p : chosen) {
            if (!all.contains(p)) {
                System.err.println("bench/mutation: no package '" + p + "' in codecs; the packages: " + String.join(", ", all));
                return 2;
            }
        }
        if (threads < 1) {
            System.err.println("bench/mutation: --threads must be at least 1");
            return 2;
        }
        MutationReports reports = new MutationReports(root.resolve("target/mutation"));
        Path staging = reports.stage();
        Path pitReport = staging.resolve("pit");
        Path historyOut = staging.resolve("history.bin");
        Path journal = reports.journal();
        if (noHistory) {
            Files.deleteIfExists(journal);
        } else if (Files.isRegularFile(journal)) {
            System.out.println("bench/mutation: an interrupted run's results are in " + journal + "; mutants it tested are not tested again");
        }
        PitRun run = new PitRun(root, chosen, pitReport, noHistory ? null : reports.history(), historyOut, journal, threads,
                HarnessClasspath.of(root, suite.modules()));
        Instant start = Instant.now();
        String commit = Commit.describe(root);
        System.out.println("bench/mutation: " + String.join(" ", chosen) + " against " + suite.description() + ", " + threads
                + " thread(s)");
        Heartbeat heartbeat = Heartbeat.start(start, pitReport.resolve("mutations.xml"));
        int exit;
        try {
            exit = run.run(line -> {
                heartbeat.heard();
                System.out.println("  " + line);
            });
        } finally {
            heartbeat.stop();
        }
        if (exit != 0) {
            System.err.println("bench/mutation: PIT exited with " + exit + "; nothing was published (earlier results are unchanged;"
                    + " the mutants tested are kept in " + journal + " for the next run)");
            MutationReports.deleteTree(staging);
            return 1;
        }
        Instant end = Instant.now();
        List<PackageResult> results = reports.publish(staging, pitReport, chosen, historyOut, commit,
                end.truncatedTo(ChronoUnit.SECONDS).toString(), suite);
        MutationReports.deleteTree(staging);
        System.out.println();
        System.out.print(MutationTable.markdown(results));
        System.out.printf(Locale.ROOT, "%nbench/mutation: %s in %d min; reports in %s%n", String.join(" ", chosen),
                Duration.between(start, end).toMinutes(), reports.dir());
        if (docs != null) {
            MutationTable.update(docs, reports.latest());
            System.out.println("bench/mutation: the table in " + docs + " now shows every package measured");
        }
        return 0;
    }

    /** The packages of the codecs: the directories under codecs' dev/mapharness. */
    static List<String> packagesOf(Path root) throws IOException {
        Path base = root.resolve("codecs/src/main/java/dev/mapharness");
        try (Stream<Path> s = Files.list(base)) {
            return s.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted(Comparator.naturalOrder()).toList();
        }
    }
}
