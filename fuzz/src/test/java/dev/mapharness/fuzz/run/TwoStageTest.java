package dev.mapharness.fuzz.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.fuzz.DecoderOracle;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.Stage;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import dev.mapharness.fuzz.repro.FailureReport;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bug only the full oracle sees: a WWD writer that moves one byte when it rewrites a level in the
 * layout it was read in. The reads pass, so libFuzzer's cheap stage never reports it; the check of the
 * inputs libFuzzer keeps finds it, triage reproduces and reduces it, and {@code repro} says so.
 */
class TwoStageTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SEED = Path.of("..", "corpus", "fuzz", "wwd-decode", "seeds", "small.wwd");

    @TempDir
    Path dir;

    /** WWD, except that a rewrite in the file's own layout has its last byte changed. */
    private static final MapCodec<WwdLevel> LAYOUT_BUG = new MapCodec<>() {
        @Override
        public Format format() {
            return WwdCodec.INSTANCE.format();
        }

        @Override
        public Class<WwdLevel> modelType() {
            return WwdCodec.INSTANCE.modelType();
        }

        @Override
        public Decoded<WwdLevel> read(byte[] bytes, ReadOptions options) {
            return WwdCodec.INSTANCE.read(bytes, options);
        }

        @Override
        public byte[] write(WwdLevel model) {
            return WwdCodec.INSTANCE.write(model);
        }

        @Override
        public byte[] write(WwdLevel model, SourceLayout layout) {
            byte[] bytes = WwdCodec.INSTANCE.write(model, layout);
            bytes[bytes.length - 1] ^= 1;
            return bytes;
        }
    };

    private static final FuzzTarget TARGET = FuzzTarget.file("wwd-layout-bug-decode", "WWD with a planted layout bug",
            Format.WWD, "wwd", input -> DecoderOracle.exploreDecoder(LAYOUT_BUG, input),
            input -> DecoderOracle.checkDecoder(LAYOUT_BUG, input));

    @Test
    void onlyTheFullOracleSeesAWriterBug() throws Exception {
        byte[] seed = Files.readAllBytes(SEED);
        assertTrue(TARGET.twoStage());
        assertTrue(Replay.run(TARGET, seed, Replay.DEFAULT_TIMEOUT_MILLIS, Stage.EXPLORE).passed(),
                "the reads alone pass: libFuzzer's stage cannot see the bug");
        Outcome full = Replay.run(TARGET, seed);
        assertEquals(Outcome.Status.FAILED, full.status());
        assertTrue(full.firstLine().contains("rewritten in its own layout"), full.firstLine());
    }

    @Test
    void theCommittedInputsAreCheckedByTheFullOracleBeforeTheFirstNewOne() throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        Path artifacts = Files.createDirectories(dir.resolve("artifacts"));
        Path seeds = Files.createDirectories(dir.resolve("seeds"));
        byte[] seed = Files.readAllBytes(SEED);
        Files.write(seeds.resolve("level.wwd"), seed);
        NewInputOracle oracle = new NewInputOracle(TARGET, work, artifacts, dir.resolve("wwd.checked"),
                Replay.DEFAULT_TIMEOUT_MILLIS, List.of(seeds, dir.resolve("no-findings-yet")));
        List<NewInputOracle.Checked> checked = oracle.poll();
        assertEquals(1, checked.size(), "libFuzzer never hands its starting corpus to the follower, so it checks it itself");
        assertEquals("level.wwd", checked.get(0).file());
        assertEquals(Outcome.Status.FAILED, checked.get(0).outcome().status());
        assertArrayEquals(seed, Files.readAllBytes(artifacts.resolve("crash-" + sha1(seed))), "a raw finding named as libFuzzer names them");
        assertEquals(List.of(), oracle.poll(), "once a run");
        assertEquals(1, oracle.failed());
    }

    @Test
    void anInputTheFuzzerKeepsIsCheckedByTheFullOracleAndBecomesARawFinding() throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        Path artifacts = Files.createDirectories(dir.resolve("artifacts"));
        // there before the run: checked by the run that kept it
        byte[] earlier = Files.readAllBytes(SEED.resolveSibling("small-compressed.wwd"));
        Files.write(work.resolve(sha1(earlier)), earlier);
        Path record = dir.resolve("wwd.checked");
        NewInputOracle oracle = new NewInputOracle(TARGET, work, artifacts, record, Replay.DEFAULT_TIMEOUT_MILLIS);
        assertEquals(List.of(), oracle.poll());

        byte[] kept = Files.readAllBytes(SEED);
        // being written: its bytes do not hash to its name yet
        Files.write(work.resolve(sha1(kept)), java.util.Arrays.copyOf(kept, kept.length / 2));
        assertEquals(List.of(), oracle.poll());
        Files.write(work.resolve(sha1(kept)), kept);

        List<NewInputOracle.Checked> checked = oracle.poll();
        assertEquals(1, checked.size());
        assertEquals(Outcome.Status.FAILED, checked.get(0).outcome().status());
        Path raw = artifacts.resolve("crash-" + sha1(kept));
        assertArrayEquals(kept, Files.readAllBytes(raw), "the failing input is a raw finding, beside libFuzzer's");
        assertEquals(List.of(), oracle.poll(), "each input is checked once");
        assertEquals(1, oracle.checked());
        assertEquals(1, oracle.failed());
        assertEquals(List.of(), new NewInputOracle(TARGET, work, artifacts, record, Replay.DEFAULT_TIMEOUT_MILLIS).poll(),
                "the next run does not check again what this one did");
        Files.write(record, List.of(sha1(earlier)));
        assertEquals(1, new NewInputOracle(TARGET, work, artifacts, record, Replay.DEFAULT_TIMEOUT_MILLIS).poll().size(),
                "what a run had no time to check, the next one does");

        // triage replays it through the full oracle and reduces it, as it does libFuzzer's crashes
        ByteArrayOutputStream triaged = new ByteArrayOutputStream();
        TriageMain.triage(TARGET, dir.resolve("triage"), 5, List.of(raw), new PrintStream(triaged, true, StandardCharsets.UTF_8));
        List<String> lines = triaged.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(1, lines.size(), lines::toString);
        TriageMain.Triaged t = JSON.readValue(lines.get(0), TriageMain.Triaged.class);
        byte[] reduced = Files.readAllBytes(Path.of(t.reduced()));
        assertTrue(reduced.length <= kept.length);
        Outcome again = Replay.run(TARGET, reduced);
        assertEquals(t.signature(), again.signature().orElseThrow().hash(), "the stored input fails the same way");

        FailureReport report = FailureReport.of(TARGET, reduced, again);
        assertEquals(Stage.FULL.word(), report.stage());
        assertTrue(report.text("crash").contains("only the full oracle sees it"), report.text("crash"));
    }

    @Test
    void followingEndsAtTheStopFileAfterALastLook() throws Exception {
        byte[] seed = Files.readAllBytes(SEED);
        Path work = Files.createDirectories(dir.resolve("work"));
        Path artifacts = Files.createDirectories(dir.resolve("artifacts"));
        NewInputOracle oracle = new NewInputOracle(TARGET, work, artifacts, dir.resolve("wwd.checked"),
                Replay.DEFAULT_TIMEOUT_MILLIS);
        Files.write(work.resolve(sha1(seed)), seed);
        Path stop = Files.createFile(dir.resolve("fuzz.done"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        TriageMain.follow(oracle, stop, new PrintStream(out, true, StandardCharsets.UTF_8));

        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        List<JsonNode> failures = new java.util.ArrayList<>();
        for (String line : lines) {
            JsonNode node = JSON.readTree(line);
            if (node.has("file")) {
                failures.add(node);
            }
        }
        assertEquals(1, failures.size(), lines::toString);
        assertEquals(sha1(seed), failures.get(0).get("file").asText());
        assertEquals("FAILED", failures.get(0).get("status").asText());
        TargetSummary.NewInputs counts = JSON.readValue(lines.get(lines.size() - 1), TargetSummary.NewInputs.class);
        assertEquals(1, counts.checked());
        assertEquals(1, counts.failed());
    }

    @Test
    void aFailureTheReadsSeeIsExplainedAsOne() {
        FuzzTarget lzss = FuzzTargets.byName("lzss-decode").orElseThrow();
        FuzzTarget failing = new FuzzTarget(lzss.name(), lzss.summary(), lzss.input(), lzss.format(), lzss.dictionary(),
                data -> {
                    throw new IllegalStateException("read");
                });
        // one oracle for both stages is a one-stage target: nothing to say about stages
        assertEquals("", FailureReport.of(failing, new byte[1], Replay.run(failing, new byte[1])).stage());
        FuzzTarget both = new FuzzTarget(lzss.name(), lzss.summary(), lzss.input(), lzss.format(), lzss.dictionary(),
                data -> {
                    throw new IllegalStateException("write");
                }, data -> {
                    throw new IllegalStateException("read");
                });
        FailureReport r = FailureReport.of(both, new byte[1], Replay.run(both, new byte[1]));
        assertEquals(Stage.EXPLORE.word(), r.stage());
        assertTrue(r.text("x").contains("the reads alone fail"), r.text("x"));
    }

    private static String sha1(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(bytes));
    }
}
