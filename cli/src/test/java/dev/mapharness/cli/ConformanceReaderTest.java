package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reader runner driven over the stand-in reader's bugs: valid, cut and overwritten files, each verdict. */
class ConformanceReaderTest {
    @TempDir
    Path dir;

    private Path corpus() throws IOException {
        Path c = Files.createDirectories(dir.resolve("corpus/4wvr"));
        Files.copy(CorpusPaths.of("4wvr/small.wrp"), c.resolve("small.wrp"), StandardCopyOption.REPLACE_EXISTING);
        return dir.resolve("corpus");
    }

    private JsonNode run(String bug, String... more) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cmd = "'" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -cp '"
                + System.getProperty("java.class.path") + "' dev.mapharness.cli.StandInReader {in} {out} " + bug;
        List<String> args = new ArrayList<>(List.of("conformance", "reader", "--format", "4wvr", "--corpus",
                corpus().toString(), "--cmd", cmd, "--json"));
        args.addAll(List.of(more));
        if (!args.contains("--cases")) {
            args.addAll(List.of("--cases", "0"));
        }
        if (!args.contains("--shrink-runs")) {
            args.addAll(List.of("--shrink-runs", "0"));
        }
        CliRun r = CliRun.run(args.toArray(String[]::new));
        JsonNode doc = new ObjectMapper().readTree(r.out());
        assertEquals(r.exit(), doc.get("exitCode").asInt(), r::toString);
        return doc;
    }

    private static List<String> verdicts(JsonNode doc) {
        List<String> out = new ArrayList<>();
        doc.get("cases").forEach(c -> out.add(c.get("case").asText() + " " + c.get("verdict").asText()));
        return out;
    }

    @Test
    void aCorrectReaderPassesValidAndRefusesBrokenFiles() throws IOException {
        JsonNode doc = run("none");
        assertEquals(ExitCodes.OK, doc.get("exitCode").asInt(), doc::toString);
        List<String> v = verdicts(doc);
        assertEquals(6, v.size(), v::toString);
        assertTrue(v.get(0).equals("4wvr/corpus/small pass"), v::toString);
        assertTrue(v.stream().anyMatch(s -> s.startsWith("4wvr/truncated/small-at-")), v::toString);
        assertTrue(v.stream().anyMatch(s -> s.startsWith("4wvr/mutated/small-1")), v::toString);
    }

    @Test
    void aReaderThatAcceptsGarbageFailsThoseCases() throws IOException {
        JsonNode doc = run("accept-garbage");
        assertEquals(ExitCodes.FINDINGS, doc.get("exitCode").asInt());
        boolean found = false;
        for (JsonNode c : doc.get("cases")) {
            if (c.get("case").asText().contains("truncated")) {
                assertEquals("fail", c.get("verdict").asText(), c::toString);
                assertTrue(c.get("reasons").get(0).asText().startsWith("exit code 0 on a file that does not read"), c::toString);
                found = true;
            }
        }
        assertTrue(found);
    }

    @Test
    void aWrongValueAnAbortAndARefusalOfValidFilesHaveTheirVerdicts() throws IOException {
        JsonNode wrong = run("wrong-name").get("cases").get(0);
        assertEquals("fail", wrong.get("verdict").asText());
        assertTrue(wrong.get("reasons").get(0).asText().startsWith("textureNames[0]: mapharness reads"), wrong::toString);
        JsonNode abort = run("abort").get("cases").get(0);
        assertEquals("crash", abort.get("verdict").asText(), abort::toString);
        JsonNode refuse = run("refuse-all").get("cases").get(0);
        assertEquals("fail", refuse.get("verdict").asText());
        assertTrue(refuse.get("reasons").get(0).asText().contains("on a file mapharness reads"), refuse::toString);
    }

    @Test
    void aWrongValueIsShrunkToASmallerFileThatStillReadsWrongAtThatField() throws IOException {
        JsonNode wrong = run("wrong-name", "--shrink-runs", "60").get("cases").get(0);
        assertEquals("fail", wrong.get("verdict").asText());
        JsonNode shrunk = wrong.get("shrunk");
        assertEquals(wrong.get("fields").toString(), shrunk.get("fields").toString(), wrong::toString);
        assertTrue(shrunk.get("size").asInt() < shrunk.get("originalSize").asInt(), shrunk::toString);
    }

    @Test
    void generatedCasesAreFilesOfSeededModels() throws IOException {
        JsonNode doc = run("none", "--cases", "2", "--seed", "11");
        List<String> v = verdicts(doc);
        assertTrue(v.contains("4wvr/generated/11-0000 pass") && v.contains("4wvr/generated/11-0001 pass"), v::toString);
    }
}
