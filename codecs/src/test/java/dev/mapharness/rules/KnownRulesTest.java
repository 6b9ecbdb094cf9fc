package dev.mapharness.rules;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Rule ids are a promise to the CI configurations that name them: known-rules.tsv holds every id
 * released so far with its kind, default severity and summary, and this test fails when one of
 * them goes or changes without being listed in {@link Rules#RETIRED}, or when a new rule is not in
 * the file yet. Run with {@code -Dmapharness.rules.write=true} to write the file from the registry
 * (only after deciding that the change is meant).
 */
class KnownRulesTest {
    static final String RESOURCE = "known-rules.tsv";
    static final String SOURCE = "codecs/src/test/resources/dev/mapharness/rules/" + RESOURCE;
    private static final String WRITE = "./mvnw -B -o -q -pl codecs -am test -Dtest=KnownRulesTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -Dmapharness.rules.write=true";

    /** One line of the file: id, kind, default severity, summary, tab-separated. */
    static String line(Rule r) {
        return r.id() + "\t" + r.kind().id() + "\t" + r.severity().id() + "\t" + r.summary();
    }

    @Test
    void everyKnownRuleIsStillThereUnchangedAndEveryRuleIsKnown() throws IOException {
        if (Boolean.getBoolean("mapharness.rules.write")) {
            write();
            return; // the classpath still holds the old copy; the next run checks the new one
        }
        Map<String, String> known = known();
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> e : known.entrySet()) {
            String id = e.getKey();
            boolean retired = Rules.RETIRED.containsKey(id);
            Rule now = Rules.byId(id).orElse(null);
            if (now == null && !retired) {
                problems.add(id + " is gone. Rule ids are never removed silently: put it back, or add it to"
                        + " Rules.RETIRED with the reason (and leave its line in " + RESOURCE + ").");
            } else if (now != null && !line(now).equals(e.getValue()) && !retired) {
                problems.add(id + " changed from\n    " + e.getValue() + "\n  to\n    " + line(now) + "\n  A rule's"
                        + " kind, default severity and meaning stay as released: if the check itself changed, give it"
                        + " a new id and retire this one in Rules.RETIRED; if only the wording of its summary"
                        + " improved, write the file again with\n    " + WRITE);
            }
        }
        for (Rule r : Rules.all()) {
            if (!known.containsKey(r.id())) {
                problems.add(r.id() + " is not in " + SOURCE + ". Add its line (or write the file with\n    " + WRITE
                        + ")\n  and commit it: from then on its id is a promise.\n    " + line(r));
            }
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n\n", problems));
        }
    }

    private static Map<String, String> known() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        try (InputStream in = KnownRulesTest.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                fail(SOURCE + " is missing; write it with\n    " + WRITE);
            }
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!l.isBlank() && !l.startsWith("#")) {
                    out.put(l.substring(0, l.indexOf('\t')), l);
                }
            }
        }
        return out;
    }

    /** Writes the file: the registry's rules, then the retired ones' lines as they were. */
    private static void write() throws IOException {
        Path root = Path.of(System.getProperty("mapharness.corpus")).getParent();
        Path file = root.resolve(SOURCE);
        Map<String, String> known = Files.exists(file) ? known() : Map.of();
        StringBuilder out = new StringBuilder("# Every rule id mapharness has released: id, kind, default severity,"
                + " summary (tab-separated).\n# Checked by KnownRulesTest; ids are never removed, only retired"
                + " (Rules.RETIRED).\n");
        for (Rule r : Rules.all()) {
            out.append(line(r)).append('\n');
        }
        for (String id : Rules.RETIRED.keySet()) {
            if (known.containsKey(id) && Rules.byId(id).isEmpty()) {
                out.append(known.get(id)).append('\n');
            }
        }
        Files.writeString(file, out.toString(), StandardCharsets.UTF_8);
    }
}
