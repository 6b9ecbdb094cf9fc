package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two ways a project adopts the checker, run for real on the jar {@code package} built: the
 * script the GitHub Action runs ({@code action/check.sh}) and the pre-commit hook
 * ({@code .pre-commit-hooks.yaml}) installed by the pre-commit framework in a repository of its own,
 * where it lets a conforming map be committed and stops a broken one.
 */
class AdoptionIT {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path JAR = ROOT.resolve("cli/target/mapharness.jar");

    @TempDir
    static Path dir;

    private static Path good;
    private static Path bad;

    @BeforeAll
    static void maps() throws IOException {
        assumeTrue(Files.isRegularFile(JAR), "skipped: the jar is built by package (./mvnw -B verify)");
        good = dir.resolve("good.wrp");
        Files.copy(ROOT.resolve("corpus/8wvr/small.wrp"), good);
        // the same world with a land cell size of 0 m: it decodes, and breaks wvr8's cell-size rule
        byte[] broken = Files.readAllBytes(good);
        ByteBuffer.wrap(broken).order(ByteOrder.LITTLE_ENDIAN).putFloat(20, 0f);
        bad = dir.resolve("bad.wrp");
        Files.write(bad, broken);
    }

    private record Run(int exit, String output) {
    }

    private static Run run(Path cwd, Map<String, String> env, String... command) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(cwd.toFile()).redirectErrorStream(true);
        pb.environment().put("MAPHARNESS_JAR", JAR.toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), String.join(" ", command));
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    private static Run action(String paths, String args) throws IOException, InterruptedException {
        return action(paths, args, "");
    }

    private static Run action(String paths, String args, String sarif) throws IOException, InterruptedException {
        Path outputs = Files.createTempFile(dir, "github-output", ".txt");
        Run r = run(dir, Map.of("INPUT_PATHS", paths, "INPUT_ARGS", args, "INPUT_SARIF", sarif,
                "GITHUB_OUTPUT", outputs.toString()), ROOT.resolve("action/check.sh").toString());
        assertEquals(0, r.exit(), "the script leaves failing to the action's last step: " + r.output());
        return new Run(Integer.parseInt(Files.readAllLines(outputs).stream().filter(l -> l.startsWith("exit-code="))
                .findFirst().orElseThrow().substring("exit-code=".length())), r.output());
    }

    @Test
    void theActionsScriptPassesAConformingMapAndFailsABrokenOne() throws Exception {
        Run passed = action(good.toString(), "");
        assertEquals(0, passed.exit(), passed.output());
        assertTrue(passed.output().contains("conforms"), passed.output());

        Run failed = action(good + " " + bad, "--fail-on warning");
        assertEquals(1, failed.exit(), failed.output());
        assertTrue(failed.output().contains("header.landCellSize"), failed.output());

        Run none = action("  ", "");
        assertEquals(2, none.exit(), "no path is a usage error: " + none.output());
    }

    @Test
    void theActionWritesTheSarifLogItsLastStepsUploadBeforeFailing() throws Exception {
        Path sarif = dir.resolve("mapharness.sarif");
        Run failed = action(good + " " + bad, "", sarif.toString());
        assertEquals(1, failed.exit(), failed.output());
        String log = Files.readString(sarif);
        assertTrue(log.contains("\"version\":\"2.1.0\"") && log.contains("\"ruleId\":\"8wvr/"), log);
        assertTrue(log.contains("\"exitCode\":1"), log);
    }

    @Test
    void theActionTakesOnePathALineSoPathsMayHoldSpaces() throws Exception {
        Path spaced = Files.createDirectories(dir.resolve("my maps"));
        Files.copy(good, spaced.resolve("island one.wrp"));
        Run r = action(spaced.resolve("island one.wrp") + "\n" + good + "\n", "");
        assertEquals(0, r.exit(), r.output());
        assertTrue(r.output().contains("island one.wrp"), r.output());
    }

    @Test
    void thePreCommitHookLetsAConformingMapInAndStopsABrokenOne() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/pre-commit")),
                "skipped: pre-commit is not installed (apt-get install pre-commit; .ci/run installs it)");
        Run head = run(ROOT, Map.of(), "git", "rev-parse", "HEAD");
        assumeTrue(head.exit() == 0, "skipped: the checkout is not a git repository");
        Path repo = Files.createDirectories(dir.resolve("project"));
        Map<String, String> env = Map.of("PRE_COMMIT_HOME", dir.resolve("pre-commit-cache").toString(),
                "GIT_AUTHOR_NAME", "t", "GIT_AUTHOR_EMAIL", "t@example.org",
                "GIT_COMMITTER_NAME", "t", "GIT_COMMITTER_EMAIL", "t@example.org");
        for (List<String> c : List.of(List.of("git", "init", "-q"), List.of("git", "config", "commit.gpgsign", "false"))) {
            assertEquals(0, run(repo, env, c.toArray(String[]::new)).exit());
        }
        // the hook as a user's project takes it: from the repository at a commit (the one checked out)
        Files.writeString(repo.resolve(".pre-commit-config.yaml"), "repos:\n  - repo: " + ROOT + "\n    rev: "
                + head.output().strip() + "\n    hooks:\n      - id: mapharness-check\n");
        assertEquals(0, run(repo, env, "pre-commit", "install").exit());

        Files.copy(good, repo.resolve("island.wrp"));
        assertEquals(0, run(repo, env, "git", "add", ".").exit());
        Run committed = run(repo, env, "git", "commit", "-q", "-m", "a conforming world");
        assertEquals(0, committed.exit(), committed.output());
        assertTrue(committed.output().contains("mapharness check") && committed.output().contains("Passed"),
                committed.output());

        Files.copy(bad, repo.resolve("broken.wrp"));
        assertEquals(0, run(repo, env, "git", "add", "broken.wrp").exit());
        Run refused = run(repo, env, "git", "commit", "-q", "-m", "a broken world");
        assertEquals(1, refused.exit(), refused.output());
        assertTrue(refused.output().contains("Failed") && refused.output().contains("header.landCellSize"),
                refused.output());
        assertEquals("1", run(repo, env, "git", "rev-list", "--count", "HEAD").output().strip(),
                "the broken world was not committed");
    }
}
