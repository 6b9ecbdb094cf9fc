package dev.mapharness.fuzz;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code oss-fuzz/build.sh}, run as OSS-Fuzz runs it (in {@code $SRC/mapharness}, with {@code $SRC} and
 * {@code $OUT} set, here under directories whose names hold spaces), makes one fuzzer of every target,
 * and a fuzzer it made runs: a stand-in for OSS-Fuzz's {@code jazzer_driver} turns the driver's flags into
 * a JVM running Jazzer's own main. The class path is this test's own, so nothing is built recursively.
 */
class OssFuzzBuildTest {
    private static final String RUN_TARGET = "oprw-lzo-decode";
    private static final int RUNS = 200;

    @TempDir
    Path temp;

    @Test
    void everyTargetIsListedWithItsDictionaryAndLengthLimit() {
        for (FuzzTarget t : FuzzTargets.all()) {
            assertEquals(List.of(t.name(), t.dictionary(), "65536", "dev.mapharness.**",
                            "dev.mapharness.bytes.**:dev.mapharness.compress.ByteSums:dev.mapharness.wwd.WwdChecksum**"
                                    + ":dev.mapharness.fuzz.**"),
                    Arrays.asList(OssFuzzTargets.line(t).split(" ")), t.name());
        }
    }

    @Test
    void buildMakesAFuzzerOfEveryTargetAndOneOfThemRuns() throws Exception {
        assumeTrue(onPath("bash") && onPath("zip"), "needs bash and zip, as OSS-Fuzz's builder image has");
        Path repository = repositoryRoot();
        Path src = Files.createDirectories(temp.resolve("oss-fuzz src"));
        Path checkout = Files.createDirectories(src.resolve("mapharness"));
        Path fuzzCorpus = checkout.resolve("corpus").resolve("fuzz");
        Layout layout = Layout.of(repository.resolve("corpus"), fuzzCorpus);
        Path out = temp.resolve("oss-fuzz out");

        String firstRun = build(repository, src, checkout, out);
        assertFuzzers(out, fuzzCorpus, layout);
        Map<String, byte[]> firstOutput = filesIn(out);
        build(repository, src, checkout, out);
        assertSameFiles(firstOutput, filesIn(out));
        assertTrue(firstRun.contains(layout.withoutSeeds + " has no seeds or findings"), firstRun);

        Path log = runFuzzer(out, unzipSeeds(out.resolve(RUN_TARGET + "_seed_corpus.zip")));
        String output = Files.readString(log, UTF_8);
        assertTrue(output.contains("Done " + RUNS + " runs"), tail(output));
        // the wrapper's memory settings for -runs=N, the target's name and whole -XX flags reach the JVM
        assertTrue(output.contains("java option: -Dmapharness.fuzz.target=" + RUN_TARGET + "\n"), tail(output));
        assertTrue(output.contains("java option: -XX:-OmitStackTraceInFastThrow\n"), tail(output));
        assertTrue(output.contains("java option: -Xmx1900m\n"), tail(output));
    }

    /**
     * ClusterFuzzLite's build ({@code .clusterfuzzlite/}: its Dockerfile copies the checkout to
     * {@code $SRC/mapharness} and its build.sh to {@code $SRC}) is OSS-Fuzz's: the same script, the same
     * fuzzers, byte for byte; its project and workflows fuzz JVM code changes, nightly batches, prune the
     * corpus and report coverage.
     */
    @Test
    void clusterFuzzLiteBuildsTheSameFuzzersThroughTheSharedScript() throws Exception {
        assumeTrue(onPath("bash") && onPath("zip"), "needs bash and zip, as the builder image has");
        Path repository = repositoryRoot();
        Path src = Files.createDirectories(temp.resolve("cflite src"));
        Path checkout = Files.createDirectories(src.resolve("mapharness"));
        Layout layout = Layout.of(repository.resolve("corpus"), checkout.resolve("corpus").resolve("fuzz"));
        Files.createDirectories(checkout.resolve("oss-fuzz"));
        Files.copy(repository.resolve("oss-fuzz/build.sh"), checkout.resolve("oss-fuzz/build.sh"));
        Path script = Files.copy(repository.resolve(".clusterfuzzlite/build.sh"), src.resolve("build.sh"));
        Path cfliteOut = temp.resolve("cflite out");
        buildWith(script, checkout, src, cfliteOut);
        assertFuzzers(cfliteOut, checkout.resolve("corpus").resolve("fuzz"), layout);
        Path ossFuzzOut = temp.resolve("oss-fuzz out");
        buildWith(repository.resolve("oss-fuzz/build.sh"), checkout, src, ossFuzzOut);
        assertSameFiles(filesIn(ossFuzzOut), filesIn(cfliteOut));

        Path cflite = repository.resolve(".clusterfuzzlite");
        assertTrue(Files.readString(cflite.resolve("project.yaml")).contains("language: jvm"));
        String docker = Files.readString(cflite.resolve("Dockerfile"));
        assertTrue(docker.contains("FROM gcr.io/oss-fuzz-base/base-builder-jvm") && docker.contains("COPY . $SRC/mapharness")
                && docker.contains("COPY .clusterfuzzlite/build.sh $SRC/"), docker);
        Path workflows = repository.resolve(".github/workflows");
        Set<String> modes = new TreeSet<>();
        for (String f : List.of("cflite_pr.yml", "cflite_batch.yml", "cflite_cron.yml")) {
            String yaml = Files.readString(workflows.resolve(f));
            assertTrue(yaml.contains("google/clusterfuzzlite/actions/build_fuzzers@v1") && yaml.contains("language: jvm"), f);
            yaml.lines().map(String::strip).filter(l -> l.startsWith("mode: ")).forEach(l -> modes.add(l.substring(6)));
        }
        assertEquals(Set.of("batch", "code-change", "coverage", "prune"), modes);
    }

    /**
     * The fuzzing corpus build.sh reads: a copy of the committed {@code corpus/fuzz}, with a dictionary and
     * a seed for any target that has none committed yet, then changed so that one target has no seeds or
     * findings at all and another has a finding named like one of its seeds.
     *
     * @param withoutSeeds the target left with neither seeds nor findings
     * @param withFindings the target given findings
     */
    private record Layout(String withoutSeeds, String withFindings) {
        static Layout of(Path committedCorpus, Path fuzzCorpus) throws IOException {
            Path committed = committedCorpus.resolve("fuzz");
            if (Files.isDirectory(committed)) {
                copyTree(committed, fuzzCorpus);
            }
            FuzzCorpus corpus = new FuzzCorpus(fuzzCorpus);
            for (FuzzTarget t : FuzzTargets.all()) {
                if (!Files.isRegularFile(corpus.dictionary(t))) {
                    write(corpus.dictionary(t), ("name=\"" + t.name() + "\"\n").getBytes(UTF_8));
                }
                if (FuzzCorpus.filesIn(corpus.seeds(t)).isEmpty()) {
                    byte[] seed = t.name().equals(RUN_TARGET)
                            ? Files.readAllBytes(committedCorpus.resolve("oprw").resolve("v23-small.wrp"))
                            : t.name().getBytes(UTF_8);
                    write(corpus.seeds(t).resolve("stand-in seed"), seed);
                }
            }
            List<String> others = FuzzTargets.names().stream().filter(n -> !n.equals(RUN_TARGET)).toList();
            FuzzTarget withoutSeeds = FuzzTargets.byName(others.get(0)).orElseThrow();
            deleteTree(fuzzCorpus.resolve(withoutSeeds.name()));
            FuzzTarget withFindings = FuzzTargets.byName(others.get(1)).orElseThrow();
            String seedName = FuzzCorpus.filesIn(corpus.seeds(withFindings)).get(0).getFileName().toString();
            write(corpus.findings(withFindings).resolve(seedName), "a finding named like a seed".getBytes(UTF_8));
            write(corpus.findings(withFindings).resolve("crash-0123456789abcdef"), new byte[] {0, 1, 2});
            return new Layout(withoutSeeds.name(), withFindings.name());
        }

        private static void write(Path file, byte[] bytes) throws IOException {
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
        }

        private static void copyTree(Path from, Path to) throws IOException {
            try (Stream<Path> walk = Files.walk(from)) {
                for (Path p : walk.toList()) {
                    Path target = to.resolve(from.relativize(p).toString());
                    if (Files.isDirectory(p)) {
                        Files.createDirectories(target);
                    } else {
                        Files.copy(p, target);
                    }
                }
            }
        }

        private static void deleteTree(Path dir) throws IOException {
            if (!Files.exists(dir)) {
                return;
            }
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    /** What build.sh must have written for every target, and nothing more. */
    private static void assertFuzzers(Path out, Path fuzzCorpus, Layout layout) throws IOException {
        FuzzCorpus corpus = new FuzzCorpus(fuzzCorpus);
        Set<String> executables = new TreeSet<>();
        try (Stream<Path> files = Files.list(out)) {
            files.filter(Files::isExecutable).forEach(f -> executables.add(f.getFileName().toString()));
        }
        assertEquals(new TreeSet<>(FuzzTargets.names()), executables, "one executable per target in $OUT");
        for (FuzzTarget t : FuzzTargets.all()) {
            String wrapper = Files.readString(out.resolve(t.name()), UTF_8);
            assertTrue(wrapper.startsWith("#!/bin/bash\n# LLVMFuzzerTestOneInput"), t + ": " + wrapper);
            assertTrue(wrapper.contains("--target_class=dev.mapharness.fuzz.JazzerEntry "), t + ": " + wrapper);
            assertTrue(wrapper.contains("-Dmapharness.fuzz.target=" + t.name() + ":"), t + ": " + wrapper);
            assertTrue(wrapper.contains("--instrumentation_excludes='"
                    + Instrumentation.joined(Instrumentation.EXCLUDES) + "' "), t + ": " + wrapper);

            assertArrayEquals(Files.readAllBytes(corpus.dictionary(t)), Files.readAllBytes(out.resolve(t.name() + ".dict")),
                    t + ".dict");
            assertEquals(List.of("[libfuzzer]", "dict = " + t.name() + ".dict", "max_len = " + OssFuzzTargets.MAX_LEN,
                            "timeout = 10", "rss_limit_mb = 2560"),
                    Files.readAllLines(out.resolve(t.name() + ".options"), UTF_8), t + ".options");

            Map<String, byte[]> expected = expectedSeedCorpus(corpus, t);
            Path zip = out.resolve(t.name() + "_seed_corpus.zip");
            if (expected.isEmpty()) {
                assertFalse(Files.exists(zip), t + " has no seeds, yet " + zip + " exists");
            } else {
                assertSameFiles(expected, zipEntries(zip));
            }
        }
        assertTrue(Files.exists(out.resolve(layout.withFindings + "_seed_corpus.zip")), "the layout lost its findings");
    }

    /** Seeds under their names, findings under theirs unless a seed has it (then {@code findings-NAME}). */
    private static Map<String, byte[]> expectedSeedCorpus(FuzzCorpus corpus, FuzzTarget t) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        for (Path seed : FuzzCorpus.filesIn(corpus.seeds(t))) {
            files.put(seed.getFileName().toString(), Files.readAllBytes(seed));
        }
        for (Path finding : FuzzCorpus.filesIn(corpus.findings(t))) {
            String name = finding.getFileName().toString();
            files.put(files.containsKey(name) ? "findings-" + name : name, Files.readAllBytes(finding));
        }
        return files;
    }

    private String build(Path repository, Path src, Path checkout, Path out) throws Exception {
        return buildWith(repository.resolve("oss-fuzz").resolve("build.sh"), checkout, src, out);
    }

    /** Runs a build script as OSS-Fuzz and ClusterFuzzLite run theirs: in the checkout, with $SRC and $OUT set. */
    private String buildWith(Path script, Path checkout, Path src, Path out) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", script.toString()).directory(checkout.toFile());
        Map<String, String> env = pb.environment();
        env.remove("MAPHARNESS_SRC");
        env.remove("JVM_LD_LIBRARY_PATH");
        env.put("SRC", src.toString());
        env.put("OUT", out.toString());
        env.put("JAVA_HOME", System.getProperty("java.home"));
        env.put("MAPHARNESS_PREBUILT_CLASSPATH", testClassPath());
        Path log = Files.createTempFile(temp, "build", ".log");
        int exit = pb.redirectErrorStream(true).redirectOutput(log.toFile()).start().waitFor();
        String output = Files.readString(log, UTF_8);
        assertEquals(0, exit, script + " failed:\n" + output);
        return output;
    }

    /** Puts the stand-in driver and an (unused) agent jar beside the wrappers and runs one wrapper. */
    private Path runFuzzer(Path out, Path corpusDir) throws Exception {
        Path driver = out.resolve("jazzer_driver");
        Files.writeString(driver, standInDriver(Path.of(System.getProperty("java.home"), "bin", "java")), UTF_8);
        Files.setPosixFilePermissions(driver, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.write(out.resolve("jazzer_agent_deploy.jar"), new byte[0]);
        Path artifacts = Files.createDirectories(temp.resolve("artifacts"));
        Path log = temp.resolve("fuzzer.log");
        Process fuzzer = new ProcessBuilder(out.resolve(RUN_TARGET).toString(), "-runs=" + RUNS,
                "-artifact_prefix=" + artifacts + File.separator, corpusDir.toString())
                .directory(temp.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        int exit = fuzzer.waitFor();
        assertEquals(0, exit, () -> "the " + RUN_TARGET + " fuzzer failed:\n" + tail(readOrEmpty(log)));
        return log;
    }

    /**
     * OSS-Fuzz's jazzer_driver takes --agent_path, --cp and ':'-separated --jvm_args ("\:" is a colon
     * inside one argument) and passes the rest to Jazzer; this one checks that the wrapper put its own
     * directory on the library path and the agent where it says, prints each JVM option, and runs
     * Jazzer's main with the rest.
     */
    private static String standInDriver(Path java) {
        return """
                #!/bin/bash
                set -euo pipefail
                this_dir="$(cd "$(dirname "$0")" && pwd)"
                [[ ":$LD_LIBRARY_PATH:" == *":$this_dir:"* ]] || { echo "$this_dir not in LD_LIBRARY_PATH" >&2; exit 96; }
                java_options=()
                jazzer_args=()
                class_path=
                for arg in "$@"; do
                  case "$arg" in
                    --agent_path=*)
                      [[ -f "${arg#--agent_path=}" ]] || { echo "no agent at ${arg#--agent_path=}" >&2; exit 97; } ;;
                    --cp=*) class_path="${arg#--cp=}" ;;
                    --jvm_args=*)
                      joined="${arg#--jvm_args=}"
                      joined="${joined//\\\\:/$'\\x01'}"
                      IFS=: read -r -a options <<<"$joined"
                      for option in "${options[@]}"; do
                        java_options+=("${option//$'\\x01'/:}")
                        echo "java option: ${java_options[-1]}" >&2
                      done ;;
                    *) jazzer_args+=("$arg") ;;
                  esac
                done
                [[ -n "$class_path" ]] || { echo "no --cp" >&2; exit 98; }
                exec %s "${java_options[@]}" -cp "$class_path" com.code_intelligence.jazzer.Jazzer "${jazzer_args[@]}"
                """.formatted(shellQuoted(java.toString()));
    }

    private Path unzipSeeds(Path zip) throws IOException {
        Path dir = Files.createDirectories(temp.resolve("seed corpus"));
        for (Map.Entry<String, byte[]> e : zipEntries(zip).entrySet()) {
            Files.write(dir.resolve(e.getKey()), e.getValue());
        }
        return dir;
    }

    private static Map<String, byte[]> zipEntries(Path zip) throws IOException {
        Map<String, byte[]> entries = new TreeMap<>();
        try (InputStream in = Files.newInputStream(zip); ZipInputStream z = new ZipInputStream(in)) {
            for (ZipEntry e; (e = z.getNextEntry()) != null; ) {
                assertFalse(e.isDirectory() || e.getName().contains("/"), zip + " is not flat: " + e.getName());
                entries.put(e.getName(), z.readAllBytes());
            }
        }
        return entries;
    }

    /** Every regular file directly in {@code dir}, by name. */
    private static Map<String, byte[]> filesIn(Path dir) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        for (Path f : FuzzCorpus.filesIn(dir)) {
            files.put(f.getFileName().toString(), f.getFileName().toString().endsWith(".zip")
                    ? flatten(zipEntries(f)) : Files.readAllBytes(f));
        }
        return files;
    }

    /** A zip's entries as one comparable value (zip files themselves carry times). */
    private static byte[] flatten(Map<String, byte[]> entries) {
        StringBuilder s = new StringBuilder();
        entries.forEach((name, bytes) -> s.append(name).append('=').append(Arrays.toString(bytes)).append('\n'));
        return s.toString().getBytes(UTF_8);
    }

    private static void assertSameFiles(Map<String, byte[]> expected, Map<String, byte[]> actual) {
        assertEquals(expected.keySet(), actual.keySet());
        expected.forEach((name, bytes) -> assertArrayEquals(bytes, actual.get(name), name));
    }

    /**
     * The class path Surefire runs this test with (java.class.path may be a manifest-only booter jar),
     * as absolute paths.
     */
    private static String testClassPath() {
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return Arrays.stream(cp.split(File.pathSeparator)).filter(s -> !s.isEmpty())
                .map(s -> Path.of(s).toAbsolutePath().toString()).collect(Collectors.joining(File.pathSeparator));
    }

    private static Path repositoryRoot() {
        Path root = CommittedCorpus.get().root().getParent().getParent();
        assertTrue(Files.isRegularFile(root.resolve("oss-fuzz").resolve("build.sh")), "no oss-fuzz/build.sh in " + root);
        return root;
    }

    private static boolean onPath(String command) {
        return Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, command)));
    }

    private static String shellQuoted(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    private static String readOrEmpty(Path file) {
        try {
            return Files.readString(file, UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    private static String tail(String output) {
        List<String> lines = new ArrayList<>(output.lines().toList());
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }
}
