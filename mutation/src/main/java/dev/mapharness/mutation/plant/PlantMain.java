package dev.mapharness.mutation.plant;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "bench/plants", mixinStandardHelpOptions = true, sortOptions = false,
        header = "The planted-bug benchmark: how long the fuzzers take to find realistic bugs.",
        description = {
            "Each plant (mutation/plants/NAME.patch) is a bug in the codecs' sources and the",
            "fuzz target that should find it. For each PLANT (default: all), --check applies",
            "its patch to a copy of the source, compiles it and replays its witness (when it",
            "names one) through the target's full oracle with and without the plant.",
            "",
            "Without --check, each plant in turn is switched on for one fuzzing run: its",
            "classes go first on the class path of 'mapharness fuzz TARGET', which starts",
            "from a copy of the committed corpus and stops at the first finding that fails",
            "with the plant and passes without it, or at --budget. The table says the",
            "seconds (from the command's start, JVM start-up included) and executions to",
            "find each, or 'not found'. Results: OUT/results.json and OUT/table.md.",
            "",
            "Nothing is written into the checkout; a plant is never switched on outside",
            "the JVMs this command starts. An interrupted run resumes: plants with a result",
            "under OUT are not run again, unless not found in a shorter --budget than this",
            "run's (--again runs them all anew)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every plant checked or found", "1:a plant failed its check or was not found",
            "2:usage error"},
        footerHeading = "%nExamples:%n",
        footer = {"  bench/plants --check", "  bench/plants --budget 10m --out /tmp/plants",
            "  bench/plants lzss-reference-off-by-one --budget 2m"})
public final class PlantMain implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "PLANT", description = "Plants by name (default: all).")
    List<String> names = new ArrayList<>();

    @Option(names = "--root", paramLabel = "DIR", defaultValue = ".", description = "The checkout (default: the current directory).")
    Path root;

    @Option(names = "--check", description = "Apply, compile and replay each witness; no fuzzing.")
    boolean check;

    @Option(names = "--budget", paramLabel = "DURATION", defaultValue = "10m",
            converter = DurationConverter.class, description = "Fuzzing time per plant (default: ${DEFAULT-VALUE}).")
    Duration budget;

    @Option(names = "--out", paramLabel = "DIR", description = "Where the runs and results go (default: target/plants).")
    Path out;

    @Option(names = "--again", description = "Run plants that already have a result under --out again.")
    boolean again;

    @Option(names = "--value-profile", description = "Fuzz with mapharness fuzz --value-profile (libFuzzer's -use_value_profile=1).")
    boolean valueProfile;

    @Option(names = "--docs", paramLabel = "FILE", description = "Also replace the table in FILE (between its plant-table markers).")
    Path docs;

    public static void main(String[] args) {
        System.exit(new CommandLine(new PlantMain()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        List<Plant> all = Plant.all(root.resolve("mutation/plants"));
        List<Plant> chosen = new ArrayList<>();
        for (String n : names) {
            Plant p = all.stream().filter(x -> x.name().equals(n)).findFirst().orElse(null);
            if (p == null) {
                System.err.println("bench/plants: no plant '" + n + "'; --help, or see mutation/plants/");
                return 2;
            }
            chosen.add(p);
        }
        if (chosen.isEmpty()) {
            chosen = all;
        }
        Path outDir = (out != null ? out : root.resolve("target/plants")).toAbsolutePath();
        Files.createDirectories(outDir);
        return check ? checkAll(chosen, outDir) : new PlantBenchmark(root.toAbsolutePath(), outDir, budget, again,
                valueProfile ? List.of("--value-profile") : List.of()).run(chosen, docs);
    }

    private int checkAll(List<Plant> plants, Path outDir) throws Exception {
        int failed = 0;
        for (Plant p : plants) {
            try {
                Path classes = PlantBuild.build(p, root, fresh(outDir.resolve(p.name()).resolve("check")), codecsClasspath(root));
                if (p.witness().isPresent()) {
                    byte[] input = Files.readAllBytes(root.resolve("corpus/fuzz").resolve(p.witness().get()));
                    String with = WitnessReplay.replay(classes, p.target(), input);
                    String without = WitnessReplay.replay(root.resolve("codecs/target/classes"), p.target(), input);
                    boolean ok = !with.equals("passed") && without.equals("passed");
                    failed += ok ? 0 : 1;
                    System.out.printf("%-36s %s  with: %s | without: %s%n", p.name(), ok ? "ok  " : "FAIL", with, without);
                } else {
                    System.out.printf("%-36s ok    compiles (no witness)%n", p.name());
                }
            } catch (IOException e) {
                failed++;
                System.out.printf("%-36s FAIL  %s%n", p.name(), e.getMessage());
            }
        }
        return failed == 0 ? 0 : 1;
    }

    static Path fresh(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (var all = Files.walk(dir)) {
                for (Path f : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(f);
                }
            }
        }
        return Files.createDirectories(dir);
    }

    /** What a plant compiles against: the codecs' classes and whatever this JVM has (their dependencies). */
    static String codecsClasspath(Path root) {
        return root.resolve("codecs/target/classes").toAbsolutePath() + File.pathSeparator + System.getProperty("java.class.path");
    }

    static final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            var m = java.util.regex.Pattern.compile("(\\d+)(s|m|h)").matcher(value);
            if (!m.matches()) {
                throw new CommandLine.TypeConversionException("'" + value + "' is not a duration such as 90s, 10m or 1h");
            }
            long n = Long.parseLong(m.group(1));
            return switch (m.group(2)) {
                case "s" -> Duration.ofSeconds(n);
                case "m" -> Duration.ofMinutes(n);
                default -> Duration.ofHours(n);
            };
        }
    }
}
