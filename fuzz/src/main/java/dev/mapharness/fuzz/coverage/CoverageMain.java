package dev.mapharness.fuzz.coverage;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.replay.Replay;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The coverage JVM, started with JaCoCo's agent on the codecs ({@link CoverageRun}): replays each
 * target's seeds, findings and working corpus through its full oracle, takes the agent's execution data
 * after each target, and writes the report. Prints one line of JSON, the {@link CoverageSummary}.
 * <pre>
 * CoverageMain REPORTDIR CORPUSDIR WORKDIR SOURCEDIR TARGET...
 * </pre>
 * WORKDIR holds the working corpora ({@code WORKDIR/TARGET/}); SOURCEDIR the codecs' sources.
 */
public final class CoverageMain {
    /** The JaCoCo agent's {@code includes} and {@code excludes}: the codecs' classes, not the harness's. */
    public static final String AGENT_INCLUDES = CodecClasses.AGENT_INCLUDES;
    public static final String AGENT_EXCLUDES = CodecClasses.AGENT_EXCLUDES;

    /** Hanging replays leave a thread spinning; past this many, the rest of a target's inputs are not replayed. */
    private static final int MAX_HANGS = 3;

    private CoverageMain() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = System.out;
        System.setOut(System.err);
        Path reportDir = Path.of(args[0]);
        FuzzCorpus corpus = FuzzCorpus.in(Path.of(args[1]));
        Path work = Path.of(args[2]);
        Path sources = Path.of(args[3]);
        List<FuzzTarget> targets = new ArrayList<>();
        for (int i = 4; i < args.length; i++) {
            String name = args[i];
            targets.add(FuzzTargets.byName(name).orElseThrow(() -> new IllegalArgumentException("no fuzz target " + name)));
        }
        long began = System.nanoTime();
        Map<String, byte[]> execByTarget = new LinkedHashMap<>();
        int inputs = 0;
        for (FuzzTarget t : targets) {
            for (Path file : inputs(corpus, work, t)) {
                if (Replay.abandonedThreads() >= MAX_HANGS) {
                    break;
                }
                Replay.run(t, Files.readAllBytes(file));
                inputs++;
            }
            execByTarget.put(t.name(), executionData());
        }
        CoverageSummary s = CodecCoverage.report(execByTarget, CodecClasses.load(), sources, reportDir, inputs,
                (System.nanoTime() - began) / 1e9);
        out.println(new ObjectMapper().writeValueAsString(s));
        out.flush();
        // abandoned hanging replays must not keep the JVM alive
        System.exit(0);
    }

    /** A target's inputs: its committed seeds and findings, and the working corpus its runs grew. */
    static List<Path> inputs(FuzzCorpus corpus, Path work, FuzzTarget t) {
        List<Path> files = new ArrayList<>(FuzzCorpus.filesIn(corpus.seeds(t)));
        files.addAll(FuzzCorpus.filesIn(corpus.findings(t)));
        files.addAll(FuzzCorpus.filesIn(work.resolve(t.name())));
        return files;
    }

    /**
     * The agent's execution data since the last call, in JaCoCo's exec file format. The agent's API is
     * reached by reflection: its classes come with the agent's jar, not with mapharness's.
     */
    static byte[] executionData() throws IOException {
        try {
            Object agent = Class.forName("org.jacoco.agent.rt.RT").getMethod("getAgent").invoke(null);
            Method data = Class.forName("org.jacoco.agent.rt.IAgent").getMethod("getExecutionData", boolean.class);
            return (byte[]) data.invoke(agent, true);
        } catch (ReflectiveOperationException e) {
            throw new IOException("no JaCoCo agent in this JVM (start it with -javaagent:jacocoagent.jar)", e);
        }
    }
}
