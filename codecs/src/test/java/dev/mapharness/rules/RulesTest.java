package dev.mapharness.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Severity;
import dev.mapharness.wwd.WwdRules;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class RulesTest {

    @Test
    void idsAreUniqueWellFormedAndStartWithTheirFormat() {
        Set<String> seen = new HashSet<>();
        for (Rule r : Rules.all()) {
            assertTrue(seen.add(r.id()), "two rules have the id " + r.id());
            assertTrue(Rule.ID.matcher(r.id()).matches(), r.id());
            assertTrue(r.id().startsWith(r.format() + "/"), r.id());
            assertFalse(r.summary().endsWith("."), r.id() + ": a summary is a phrase; the catalogue adds the stop");
        }
        assertTrue(Rules.all().size() > 80, "every check of every format has a rule");
    }

    @Test
    void theRegistryFindsRulesByIdAndFormat() {
        assertEquals(WwdRules.CHECKSUM_UNKNOWN_FORMULA, Rules.byId("wwd/checksum-unknown-formula").orElseThrow());
        assertTrue(Rules.byId("wwd/no-such-rule").isEmpty());
        assertTrue(Rules.ofFormat("wwd").contains(WwdRules.PLANE_HEADER_SIZE));
        assertTrue(Rules.ofFormat("wwd").stream().allMatch(r -> r.format().equals("wwd")));
        assertEquals(List.of(), Rules.ofFormat("nope"));
        assertEquals(List.of("1wvr", "4wvr", "8wvr", "oprw", "wwd", "wmp", "wmpb", "mm", "text", "tiled", "migrate",
                "canonical", "report", "read", "compress", "input", "conformance"), Rules.formats());
    }

    @Test
    void everyRuleConstantOfEveryRulesClassIsRegistered() throws IOException, URISyntaxException {
        Path classes = Path.of(Rule.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> unregistered = new ArrayList<>();
        int holders = 0;
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path p : files.filter(f -> f.getFileName().toString().endsWith("Rules.class")).toList()) {
                String name = classes.relativize(p).toString().replace('/', '.').replace('\\', '.')
                        .replaceAll("\\.class$", "");
                Class<?> holder;
                try {
                    holder = Class.forName(name);
                } catch (ClassNotFoundException e) {
                    throw new AssertionError(e);
                }
                List<Rule> declared = Rules.declaredIn(holder);
                if (!declared.isEmpty()) {
                    holders++;
                    if (!Rules.CLASSES.contains(holder)) {
                        unregistered.add(name + " (add the class to Rules.CLASSES)");
                    }
                }
                for (Rule r : declared) {
                    if (Rules.byId(r.id()).orElse(null) != r) {
                        unregistered.add(name + ": " + r.id());
                    }
                }
            }
        }
        assertEquals(List.of(), unregistered, "rule constants the registry does not list");
        assertEquals(Rules.CLASSES.size(), holders, "Rules.CLASSES lists a class that holds no rule");
    }

    @Test
    void retiredIdsAreNotInUse() {
        for (String id : Rules.RETIRED.keySet()) {
            assertTrue(Rules.byId(id).isEmpty(), id + " is retired and may not name a rule again");
            assertFalse(Rules.RETIRED.get(id).isBlank(), id + " is retired without a reason");
        }
    }

    @Test
    void examplesAreCorpusFilesThatExist() {
        Path root = Path.of(System.getProperty("mapharness.corpus", "../corpus")).getParent();
        for (Rule r : Rules.all()) {
            if (!r.example().isEmpty()) {
                assertTrue(r.example().startsWith("corpus/"), r.id() + ": an example is a corpus file");
                assertTrue(Files.isRegularFile(root.resolve(r.example())), r.id() + ": no file " + r.example());
            }
        }
    }

    @Test
    void aRuleRefusesABadIdOrAnEmptySummary() {
        assertThrows(IllegalArgumentException.class, () -> rule("wwd/Upper-Case", "s"));
        assertThrows(IllegalArgumentException.class, () -> rule("wwd/trailing-", "s"));
        assertThrows(IllegalArgumentException.class, () -> rule("wwd-no-slash", "s"));
        assertThrows(IllegalArgumentException.class, () -> rule("wwd/a/b", "s"));
        assertThrows(IllegalArgumentException.class, () -> rule("wwd/x", " "));
        assertThrows(IllegalArgumentException.class, () -> rule("wwd/x", "two\nlines"));
        assertThrows(IllegalArgumentException.class, () -> new Rule("wwd/x", "8wvr", RuleKind.VIOLATION,
                Severity.ERROR, "s", "d", "w", List.of(), ""));
        assertEquals("wwd/x", rule("wwd/x", "s").id());
    }

    private static Rule rule(String id, String summary) {
        return Rule.violation(id, Severity.WARNING, summary, "description", "why");
    }
}
