package dev.mapharness.fuzz.coverage;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.replay.Replay;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jacoco.core.data.ExecutionData;
import org.jacoco.core.data.ExecutionDataStore;
import org.jacoco.core.tools.ExecFileLoader;

/**
 * Picks, from fuzzing runs' working corpora, the inputs that reach code of the codecs that the committed
 * seeds and findings do not: run in a JVM with JaCoCo's agent (as {@link CoverageMain}), it replays each
 * target's committed inputs, then each working-corpus input alone, smallest first, and keeps an input that
 * passes the target's full oracle when it reaches a probe (a line or branch) that nothing replayed before it
 * reached. What it keeps becomes a
 * committed seed ({@code CORPUSDIR/fuzz/TARGET/seeds/reach-HASH}, named by its content's hash); inputs over
 * MAXBYTES are passed over. One line of JSON says how many it kept per target.
 * <pre>
 * DistilMain CORPUSDIR WORKDIR MAXBYTES TARGET...
 * </pre>
 */
public final class DistilMain {
    private static final int MAX_HANGS = 3;

    private DistilMain() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = System.out;
        System.setOut(System.err);
        FuzzCorpus corpus = FuzzCorpus.in(Path.of(args[0]));
        Path work = Path.of(args[1]);
        int maxBytes = Integer.parseInt(args[2]);
        Map<String, Integer> kept = new LinkedHashMap<>();
        Probes reached = new Probes();
        for (int i = 3; i < args.length; i++) {
            String name = args[i];
            FuzzTarget t = FuzzTargets.byName(name).orElseThrow(() -> new IllegalArgumentException("no fuzz target " + name));
            List<Path> committed = new ArrayList<>(FuzzCorpus.filesIn(corpus.seeds(t)));
            committed.addAll(FuzzCorpus.filesIn(corpus.findings(t)));
            for (Path file : committed) {
                replay(t, file);
            }
            reached.addNew(CoverageMain.executionData());
            List<Path> candidates = new ArrayList<>(FuzzCorpus.filesIn(work.resolve(t.name())));
            candidates.sort(Comparator.comparingLong(DistilMain::size).thenComparing(Path::toString));
            int n = 0;
            for (Path file : candidates) {
                if (Replay.abandonedThreads() >= MAX_HANGS || size(file) > maxBytes) {
                    continue;
                }
                boolean passed = replay(t, file);
                // a failing input is a finding, which triage stores; a seed must pass
                if (reached.addNew(CoverageMain.executionData()) > 0 && passed) {
                    byte[] bytes = Files.readAllBytes(file);
                    Path dir = Files.createDirectories(corpus.seeds(t));
                    Files.write(dir.resolve("reach-" + sha1(bytes)), bytes);
                    n++;
                }
            }
            kept.put(t.name(), n);
            System.err.printf("distil: %s: %d of %d working-corpus inputs reach something new%n", t.name(), n, candidates.size());
        }
        out.println(new ObjectMapper().writeValueAsString(kept));
        out.flush();
        System.exit(0); // abandoned hanging replays must not keep the JVM alive
    }

    /** True if the input passed the target's full oracle. */
    private static boolean replay(FuzzTarget t, Path file) throws IOException {
        return Replay.abandonedThreads() < MAX_HANGS && Replay.run(t, Files.readAllBytes(file)).passed();
    }

    /** 16 hex digits of the input's SHA-1: the same input always gets the same name. */
    private static String sha1(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(bytes), 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-1", e);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return Long.MAX_VALUE;
        }
    }

    /** Every probe reached so far, per class. */
    static final class Probes {
        private final Map<Long, boolean[]> byClass = new HashMap<>();

        /** Adds the probes in {@code exec} (JaCoCo's exec format); returns how many were not reached before. */
        int addNew(byte[] exec) throws IOException {
            ExecFileLoader loader = new ExecFileLoader();
            loader.load(new ByteArrayInputStream(exec));
            ExecutionDataStore store = loader.getExecutionDataStore();
            int added = 0;
            for (ExecutionData d : store.getContents()) {
                boolean[] probes = d.getProbes();
                boolean[] seen = byClass.computeIfAbsent(d.getId(), id -> new boolean[probes.length]);
                for (int p = 0; p < Math.min(probes.length, seen.length); p++) {
                    if (probes[p] && !seen[p]) {
                        seen[p] = true;
                        added++;
                    }
                }
            }
            return added;
        }
    }
}
