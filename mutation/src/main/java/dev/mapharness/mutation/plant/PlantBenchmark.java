package dev.mapharness.mutation.plant;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.mapharness.fuzz.run.LibFuzzerStatus;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Fuzzes each plant's target with the plant switched on, from a copy of the committed corpus, until a finding
 * shows the plant or the budget ends (as Magma and FuzzBench measure fuzzers: time and executions to a bug).
 */
final class PlantBenchmark {
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final Pattern EXECUTED = Pattern.compile("stat::number_of_executed_units: (\\d+)");
    private static final Pattern ARTIFACT = Pattern.compile("(crash|timeout|oom|leak|slow-unit)-[0-9a-f]+");

    private final Path root;
    private final Path out;
    private final Duration budget;
    private final boolean again;
    /** More options of {@code mapharness fuzz}, such as {@code --value-profile}. */
    private final List<String> fuzzOptions;

    PlantBenchmark(Path root, Path out, Duration budget, boolean again, List<String> fuzzOptions) {
        this.root = root;
        this.out = out;
        this.budget = budget;
        this.again = again;
        this.fuzzOptions = List.copyOf(fuzzOptions);
    }

    int run(List<Plant> plants, Path docs) throws Exception {
        Path jar = root.resolve("cli/target/mapharness.jar");
        if (!Files.isRegularFile(jar)) {
            System.err.println("bench/plants: " + jar + " is missing (./mapharness --version builds it)");
            return 2;
        }
        int notFound = 0;
        for (Plant p : plants) {
            Path result = out.resolve(p.name()).resolve("result.json");
            PlantResult r = Files.isRegularFile(result) ? JSON.readValue(result.toFile(), PlantResult.class) : null;
            // a plant not found in a shorter budget than this run's is run again with the longer one
            if (!again && r != null && (r.found() || r.budget() >= budget.toSeconds())) {
                System.out.printf("%-36s %s (an earlier run's result)%n", p.name(), r.describe());
            } else {
                try {
                    r = fuzz(p, jar);
                } catch (IOException e) {
                    // a plant that no longer applies or compiles says so and the others still run
                    System.out.printf("%-36s FAILED: %s%n", p.name(), e.getMessage());
                    notFound++;
                    continue;
                }
                Path tmp = result.resolveSibling("result.json.tmp");
                JSON.writeValue(tmp.toFile(), r);
                Files.move(tmp, result, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                System.out.printf("%-36s %s%n", p.name(), r.describe());
            }
            notFound += r.found() ? 0 : 1;
        }
        List<PlantResult> all = new ArrayList<>();
        for (Plant p : Plant.all(root.resolve("mutation/plants"))) {
            Path result = out.resolve(p.name()).resolve("result.json");
            if (Files.isRegularFile(result)) {
                all.add(JSON.readValue(result.toFile(), PlantResult.class));
            }
        }
        String table = PlantResult.markdown(all);
        Files.writeString(out.resolve("table.md"), table);
        JSON.writeValue(out.resolve("results.json").toFile(), all);
        System.out.println();
        System.out.print(table);
        if (docs != null) {
            PlantResult.update(docs, table);
        }
        return notFound == 0 ? 0 : 1;
    }

    private PlantResult fuzz(Plant p, Path jar) throws Exception {
        Path dir = PlantMain.fresh(out.resolve(p.name()));
        Path classes = PlantBuild.build(p, root, dir.resolve("plant"), PlantMain.codecsClasspath(root));
        Path corpus = dir.resolve("corpus");
        copyTree(root.resolve("corpus/fuzz"), corpus.resolve("fuzz"));
        Path runs = dir.resolve("runs");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:off", "-cp", classes + File.pathSeparator + jar, "dev.mapharness.cli.Main",
                "fuzz", p.target(), "--time", (budget.toSeconds() + 30) + "s", "--corpus", corpus.toString(),
                "--out", runs.toString()));
        cmd.addAll(fuzzOptions);
        long start = System.nanoTime();
        Process fuzz = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("fuzz-command.log").toFile()).start();
        Set<Path> seen = new HashSet<>();
        Path witness = null;
        String failure = null;
        double foundAt = 0;
        long deadline = start + budget.toNanos();
        try {
            while (witness == null && System.nanoTime() < deadline) {
                if (!fuzz.isAlive()) {
                    throw new IOException("the fuzz command ended after " + (System.nanoTime() - start) / 1_000_000_000
                            + " s, before the budget; see " + dir.resolve("fuzz-command.log"));
                }
                Thread.sleep(250);
                for (Path a : artifacts(runs)) {
                    if (!seen.add(a)) {
                        continue;
                    }
                    double seenAt = (System.nanoTime() - start) / 1e9;
                    byte[] input = Files.readAllBytes(a);
                    String with = WitnessReplay.replay(classes, p.target(), input);
                    String without = WitnessReplay.replay(root.resolve("codecs/target/classes"), p.target(), input);
                    if (!with.equals("passed") && without.equals("passed")) {
                        witness = a;
                        failure = with;
                        foundAt = seenAt;
                        break;
                    }
                }
            }
        } finally {
            stop(fuzz, dir);
        }
        long executions = executions(runs);
        if (witness == null) {
            return new PlantResult(p.name(), p.target(), p.kind(), p.bug(), false, budget.toSeconds(), executions,
                    budget.toSeconds(), null, null);
        }
        Path copy = dir.resolve("witness-" + witness.getFileName());
        Files.copy(witness, copy, StandardCopyOption.REPLACE_EXISTING);
        return new PlantResult(p.name(), p.target(), p.kind(), p.bug(), true, foundAt, executions, budget.toSeconds(),
                dir.relativize(copy).toString(), failure);
    }

    /**
     * libFuzzer's crash, timeout and out-of-memory inputs so far, and the full oracle's. The run writes and
     * renames files while this looks (atomic writes go through temporary files), so a file that vanishes
     * under the walk is passed over until the next look.
     */
    private static List<Path> artifacts(Path runs) throws IOException {
        if (!Files.isDirectory(runs)) {
            return List.of();
        }
        try (Stream<Path> all = Files.walk(runs)) {
            return all.filter(f -> ARTIFACT.matcher(f.getFileName().toString()).matches() && Files.isRegularFile(f)).sorted().toList();
        } catch (java.io.UncheckedIOException | java.nio.file.NoSuchFileException vanished) {
            return List.of();
        }
    }

    /**
     * Ends the run and every JVM it started. The command goes first, so that it cannot start triage JVMs
     * once libFuzzer stops; then every process whose command line names this plant's directory (they all
     * carry its classes on their class path, orphans included) is interrupted, so libFuzzer writes its final
     * statistics, and killed two seconds later.
     */
    private static void stop(Process fuzz, Path dir) throws InterruptedException {
        fuzz.destroyForcibly();
        fuzz.waitFor();
        List<ProcessHandle> left = ProcessHandle.allProcesses()
                .filter(h -> h.info().commandLine().map(c -> c.contains(dir + File.separator)).orElse(false))
                .toList();
        for (ProcessHandle h : left) {
            try {
                new ProcessBuilder("kill", "-INT", Long.toString(h.pid())).start().waitFor();
            } catch (IOException e) {
                h.destroy();
            }
        }
        Thread.sleep(2000);
        left.forEach(ProcessHandle::destroyForcibly);
    }

    /** Executions of the fuzzing JVM: libFuzzer's final count, or its last status line. */
    private static long executions(Path runs) throws IOException {
        long best = 0;
        if (!Files.isDirectory(runs)) {
            return 0;
        }
        try (Stream<Path> all = Files.walk(runs)) {
            for (Path log : all.filter(f -> f.getFileName().toString().equals("fuzz.log")).toList()) {
                for (String line : Files.readAllLines(log, StandardCharsets.ISO_8859_1)) {
                    Matcher m = EXECUTED.matcher(line);
                    if (m.find()) {
                        best = Math.max(best, Long.parseLong(m.group(1)));
                    }
                    Optional<LibFuzzerStatus> s = LibFuzzerStatus.parse(line);
                    if (s.isPresent()) {
                        best = Math.max(best, s.get().executions());
                    }
                }
            }
        }
        return best;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path f : all.toList()) {
                Path t = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(f, t);
                }
            }
        }
    }
}
