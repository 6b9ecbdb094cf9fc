package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --ignore, --only, --severity, --max-findings and mapharness.json on the command line. */
class RuleSettingsCommandTest {
    private static final String DUPLICATE = "4wvr/object-id-duplicate";

    @TempDir
    Path dir;

    /** A folder that is a git root, so that the search for mapharness.json stops in it. */
    private Path repo() throws IOException {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        Files.createDirectories(repo.resolve(".git"));
        return repo;
    }

    /** A 4WVR world with one error, 4wvr/object-id-duplicate, in {@code levels/} of the repo. */
    private Path duplicate() throws IOException {
        Path levels = Files.createDirectories(repo().resolve("levels"));
        return Files.write(levels.resolve("dup.wrp"), Wvr4Files.duplicateIds());
    }

    @Test
    void ignoreMutesARuleAndTheReportSaysSo() throws IOException {
        Path dup = duplicate();
        assertEquals(ExitCodes.FINDINGS, CliRun.run("check", dup.toString()).exit());
        CliRun r = CliRun.run("check", "--ignore", DUPLICATE, dup.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("overrides: " + DUPLICATE + " ignored (command line), 1 finding"), r::toString);
    }

    @Test
    void severityReGradesAndJsonGivesTheDefault() throws IOException {
        Path dup = duplicate();
        CliRun r = CliRun.run("check", "--json", "--severity", DUPLICATE + "=note", dup.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        JsonNode file = new ObjectMapper().readTree(r.out()).get("files").get(0);
        assertEquals("note", file.get("findings").get(0).get("severity").asText(), file::toString);
        assertEquals("error", file.get("findings").get(0).get("defaultSeverity").asText(), file::toString);
        assertEquals(DUPLICATE, file.get("overrides").get(0).get("rule").asText(), file::toString);
        assertEquals(ExitCodes.OK, CliRun.run("check", "--severity", DUPLICATE + "=off", dup.toString()).exit());
        assertEquals(ExitCodes.OK, CliRun.run("check", "--only", "wwd/checksum-unknown-formula", dup.toString()).exit());
        assertEquals(ExitCodes.FINDINGS, CliRun.run("check", "--only", "4wvr/*", dup.toString()).exit());
    }

    @Test
    void maxFindingsNeverDropsAnErrorFromTheExitCode() throws IOException {
        Path dup = duplicate();
        CliRun r = CliRun.run("check", "--max-findings", "0", dup.toString());
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        assertTrue(r.out().contains("does not conform (4WVR): 1 error"), r::toString);
        assertTrue(r.out().contains("… 1 more findings not listed (max findings 0, command line): 1 " + DUPLICATE + " (1 error)"),
                r::toString);
    }

    @Test
    void aConfigurationFileAboveTheFilesIsFoundAndNamedWithItsLine() throws IOException {
        Path dup = duplicate();
        Files.writeString(dir.resolve("repo/mapharness.json"), """
                {
                  // a known duplicate, fixed in the next release of the tool
                  "ignore": ["4wvr/object-id-duplicate",],
                }
                """);
        CliRun r = CliRun.run("check", dup.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains(DUPLICATE + " ignored (") && r.out().contains("mapharness.json:3:14), 1 finding"), r::toString);
        assertEquals(ExitCodes.FINDINGS, CliRun.run("check", "--no-config", dup.toString()).exit());
        CliRun info = CliRun.run("info", dup.toString());
        assertFalse(info.out().contains("[" + DUPLICATE + "]"), info::toString);
        assertTrue(info.out().contains("overrides: " + DUPLICATE + " ignored"), info::toString);
    }

    @Test
    void configNamesAFileAnywhere() throws IOException {
        Path dup = duplicate();
        Path config = Files.writeString(dir.resolve("ci.json"), "{\"severity\": {\"4wvr/*\": \"warning\"}}");
        CliRun r = CliRun.run("check", "--config", config.toString(), dup.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("conforms (4WVR): 1 warning"), r::toString);
        assertTrue(r.out().contains("made warning by 4wvr/* (" + config + ":1:15)"), r::toString);
        CliRun strict = CliRun.run("check", "--config", config.toString(), "--severity", DUPLICATE + "=error", dup.toString());
        assertEquals(ExitCodes.FINDINGS, strict.exit(), "the command line wins: " + strict);
        CliRun missing = CliRun.run("check", "--config", dir.resolve("nope.json").toString(), dup.toString());
        assertEquals(ExitCodes.USAGE, missing.exit(), missing::toString);
    }

    @Test
    void aBadConfigurationIsAUsageErrorWithFileLineAndColumn() throws IOException {
        Path dup = duplicate();
        Path config = Files.writeString(dir.resolve("repo/mapharness.json"), "{\n  \"ignore\": [\"4wvr/object-id-duplicat\"]\n}");
        CliRun r = CliRun.run("check", dup.toString());
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains(config + ":2:14: unknown rule id \"4wvr/object-id-duplicat\"; did you mean "
                + DUPLICATE + "?"), r::toString);
        Files.writeString(config, "{\n  \"severity\": {\"" + DUPLICATE + "\": \"fatal\"}\n}");
        CliRun level = CliRun.run("check", dup.toString());
        assertEquals(ExitCodes.USAGE, level.exit(), level::toString);
        assertTrue(level.err().contains(config + ":2:44: unknown severity \"fatal\""), level::toString);
        Files.writeString(config, "{\n  \"ignore\": [\n}");
        CliRun broken = CliRun.run("check", dup.toString());
        assertEquals(ExitCodes.USAGE, broken.exit(), broken::toString);
        assertTrue(broken.err().contains(config + ":3:"), broken::toString);
        CliRun option = CliRun.run("check", "--no-config", "--severity", DUPLICATE + "=loud", dup.toString());
        assertEquals(ExitCodes.USAGE, option.exit(), option::toString);
        assertTrue(option.err().contains("unknown severity \"loud\""), option::toString);
    }

    @Test
    void aFileThatDoesNotDecodeStaysUnreadableWithEverythingIgnored() throws IOException {
        Path levels = Files.createDirectories(repo().resolve("levels"));
        Path cut = Files.write(levels.resolve("cut.wrp"), Wvr4Files.truncated());
        Files.writeString(dir.resolve("repo/mapharness.json"),
                "{\"ignore\": [\"4wvr/*\", \"report/*\"], \"only\": [\"wwd/trailing-bytes\"], \"maxFindings\": 0}");
        CliRun r = CliRun.run("check", cut.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.out().contains("unreadable"), r::toString);
        CliRun off = CliRun.run("check", "--severity", "4wvr/*=off", "--no-config", cut.toString(), dir.resolve("missing.wrp").toString());
        assertEquals(ExitCodes.UNREADABLE, off.exit(), off::toString);
    }

    @Test
    void diffAcceptsTheSettingsForTheViolationsItLists() throws IOException {
        Path dup = duplicate();
        CliRun r = CliRun.run("diff", "--no-config", "--ignore", DUPLICATE, dup.toString(), dup.toString());
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertFalse(r.out().contains(DUPLICATE), r::toString);
    }
}
