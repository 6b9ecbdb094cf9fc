package dev.mapharness.fuzz.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.coverage.CoverageMain;
import dev.mapharness.fuzz.coverage.CoverageSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jacoco.agent.AgentJar;

/**
 * The coverage step of a run: a JVM with JaCoCo's agent on the codecs replays every target's corpus
 * ({@link CoverageMain}) and writes the HTML report into the run's {@code coverage/} directory.
 */
final class CoverageRun {
    private static final ObjectMapper JSON = new ObjectMapper();

    private CoverageRun() {
    }

    /**
     * @param work    the working corpora ({@code work/TARGET/})
     * @param sources the codecs' sources, for the report's source pages
     * @return the numbers, or empty if the JVM did not finish within {@code millis} (its log says why)
     */
    static Optional<CoverageSummary> run(ChildJvm child, List<FuzzTarget> targets, Path corpusDir, Path work, Path sources,
                                         Path runDir, long millis) throws IOException {
        String agent = AgentJar.extractToTempLocation().getAbsolutePath();
        List<String> args = new ArrayList<>(List.of(CoverageMain.class.getName(),
                runDir.resolve("coverage").toAbsolutePath().toString(), corpusDir.toAbsolutePath().toString(),
                work.toAbsolutePath().toString(), sources.toAbsolutePath().toString()));
        targets.forEach(t -> args.add(t.name()));
        ChildJvm.Result r = child.run(child.command(List.of("-javaagent:" + agent + "=output=none,includes="
                        + CoverageMain.AGENT_INCLUDES + ",excludes=" + CoverageMain.AGENT_EXCLUDES), args),
                runDir.resolve("coverage.log"), millis, line -> { });
        for (String line : r.stdout()) {
            if (line.startsWith("{")) {
                return Optional.of(JSON.readValue(line, CoverageSummary.class));
            }
        }
        return Optional.empty();
    }
}
