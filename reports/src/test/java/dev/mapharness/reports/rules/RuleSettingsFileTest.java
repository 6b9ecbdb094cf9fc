package dev.mapharness.reports.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Severity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** mapharness.json as people write it: comments, trailing commas, and faults said with FILE:LINE:COLUMN. */
class RuleSettingsFileTest {
    @TempDir
    Path dir;

    private static final String EXAMPLE = """
            {
              // rules to mute, by id
              "ignore": ["wwd/checksum-unknown-formula"],
              /* a block comment */
              "severity": { "8wvr/material-zero-named": "off", "wwd/header-reserved-not-zero": "error", },
              "only": [],
              "maxFindings": 200,
            }
            """;

    @Test
    void theExampleParsesWithCommentsAndTrailingCommasAndEachSettingKnowsItsLine() {
        RuleSettings s = RuleSettingsFile.parse("mapharness.json", EXAMPLE);
        assertEquals(List.of(new RuleSettings.Named("wwd/checksum-unknown-formula", "mapharness.json:3:14")), s.ignore());
        assertEquals(List.of(new RuleSettings.Grade("8wvr/material-zero-named", Optional.empty(), "mapharness.json:5:17"),
                new RuleSettings.Grade("wwd/header-reserved-not-zero", Optional.of(Severity.ERROR), "mapharness.json:5:52")), s.grades());
        assertEquals(List.of(), s.only());
        assertEquals(OptionalInt.of(200), s.maxFindings());
        assertEquals("mapharness.json:7:18", s.maxFindingsSource());
    }

    @Test
    void aFileThatDoesNotParseSaysWhere() {
        RuleSettingsException e = assertThrows(RuleSettingsException.class,
                () -> RuleSettingsFile.parse("m.json", "{\n  \"ignore\": [\"wwd/checksum-unknown-formula\"\n}"));
        assertTrue(e.getMessage().startsWith("m.json:3:1: does not parse"), e::getMessage);
    }

    @Test
    void anUnknownIdNamesTheNearestKnownOne() {
        RuleSettingsException e = assertThrows(RuleSettingsException.class,
                () -> RuleSettingsFile.parse("m.json", "{\n  \"ignore\": [\"wwd/checksum-unknown-formulas\"]\n}"));
        assertEquals("m.json:2:14", e.source());
        assertTrue(e.getMessage().contains("unknown rule id \"wwd/checksum-unknown-formulas\"; did you mean"
                + " wwd/checksum-unknown-formula?"), e::getMessage);
        RuleSettingsException far = assertThrows(RuleSettingsException.class,
                () -> RuleSettingsFile.parse("m.json", "{\"only\": [\"nothing/like-any-rule-at-all-whatsoever\"]}"));
        assertTrue(!far.getMessage().contains("did you mean"), far::getMessage);
    }

    @Test
    void anUnknownIdInSeverityIsPointedAtByItsKey() {
        RuleSettingsException e = assertThrows(RuleSettingsException.class,
                () -> RuleSettingsFile.parse("m.json", "{\n\"severity\": {\n    \"wwd/string-unterminate\": \"error\"}}"));
        assertEquals("m.json:3:5", e.source());
        assertTrue(e.getMessage().contains("did you mean wwd/string-unterminated?"), e::getMessage);
    }

    @Test
    void aRetiredIdSaysWhyItWent() {
        RuleSettingsException e = assertThrows(RuleSettingsException.class, () -> RuleSettingsFile.parse("m.json",
                "{\"ignore\": [\"wwd/old-check\"]}", Map.of("wwd/old-check", "merged into wwd/string-unterminated in 2.0")));
        assertEquals("m.json:1:13: rule wwd/old-check is retired: merged into wwd/string-unterminated in 2.0", e.getMessage());
    }

    @Test
    void anUnknownSeverityOrKeyOrValueIsRefusedWhereItIs() {
        RuleSettingsException level = assertThrows(RuleSettingsException.class,
                () -> RuleSettingsFile.parse("m.json", "{\"severity\": {\"wwd/string-unterminated\": \"fatal\"}}"));
        assertEquals("m.json:1:42: unknown severity \"fatal\": use error, warning, note or off", level.getMessage());
        RuleSettingsException key = assertThrows(RuleSettingsException.class,
                () -> RuleSettingsFile.parse("m.json", "{\n \"ignored\": []}"));
        assertTrue(key.getMessage().startsWith("m.json:2:2: unknown key \"ignored\""), key::getMessage);
        RuleSettingsException max = assertThrows(RuleSettingsException.class,
                () -> RuleSettingsFile.parse("m.json", "{\"maxFindings\": -1}"));
        assertTrue(max.getMessage().startsWith("m.json:1:17: \"maxFindings\" must be a whole number"), max::getMessage);
        assertThrows(RuleSettingsException.class, () -> RuleSettingsFile.parse("m.json", "[]"));
    }

    @Test
    void aFormatWildcardNamesEveryRuleOfAKnownFormat() {
        RuleSettings s = RuleSettingsFile.parse("m.json", "{\"ignore\": [\"wwd/*\"]}");
        assertEquals("wwd/*", s.ignore().get(0).pattern());
        RuleSettingsException e = assertThrows(RuleSettingsException.class,
                () -> RuleSettingsFile.parse("m.json", "{\"ignore\": [\"zzz/*\"]}"));
        assertTrue(e.getMessage().contains("no rule format \"zzz\""), e::getMessage);
    }

    @Test
    void theCommandLineIsCheckedLikeTheFile() {
        RuleSettings s = RuleSettingsFile.commandLine(List.of("wwd/checksum-unknown-formula,wwd/string-unterminated"), List.of(),
                List.of("8wvr/material-zero-named=OFF"), 5);
        assertEquals(2, s.ignore().size());
        assertEquals("command line", s.ignore().get(1).source());
        assertEquals(Optional.empty(), s.grades().get(0).severity());
        RuleSettingsException bad = assertThrows(RuleSettingsException.class,
                () -> RuleSettingsFile.commandLine(List.of(), List.of(), List.of("wwd/string-unterminated=loud"), null));
        assertEquals("--severity wwd/string-unterminated=loud: unknown severity \"loud\": use error, warning, note or off",
                bad.getMessage());
        assertThrows(RuleSettingsException.class, () -> RuleSettingsFile.commandLine(List.of(), List.of(),
                List.of("wwd/string-unterminated"), null));
        assertThrows(RuleSettingsException.class, () -> RuleSettingsFile.commandLine(List.of("wwd/nope"), List.of(),
                List.of(), null));
    }

    @Test
    void theFileIsFoundBesideTheInputOrAboveUpToTheGitRoot() throws IOException {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        Files.createDirectories(repo.resolve(".git"));
        Path deep = Files.createDirectories(repo.resolve("levels/a"));
        Path map = Files.write(deep.resolve("x.wwd"), new byte[1]);
        assertEquals(Optional.empty(), RuleSettingsFile.find(map));
        Files.writeString(dir.resolve("mapharness.json"), "{}");
        assertEquals(Optional.empty(), RuleSettingsFile.find(map), "not past the git root");
        Path hidden = Files.writeString(repo.resolve(".mapharness.json"), "{}");
        assertEquals(Optional.of(hidden), RuleSettingsFile.find(map));
        Path near = Files.writeString(deep.resolve("mapharness.json"), "{}");
        assertEquals(Optional.of(near), RuleSettingsFile.find(map));
        assertEquals(Optional.of(near), RuleSettingsFile.find(deep));
    }
}
