package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.WriteRefusals;
import dev.mapharness.rules.Rule;
import dev.mapharness.rules.RuleKind;
import dev.mapharness.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every entry of every loss report the corpus's migrations make names a registered loss rule of its
 * own kind (a lost entry a warning rule, a derived one a note), and every refusal a registered write
 * rule: each corpus file is read and put through every migration step that takes it.
 */
class LossRulesCorpusTest {
    /** The fuzz corpus is large; its small inputs are enough to reach the odd losses. */
    private static final long FUZZ_INPUT_LIMIT = 64 * 1024;

    @Test
    void everyCorpusMigrationEntryNamesARegisteredLossRule() throws IOException {
        Path corpus = Path.of(System.getProperty("mapharness.corpus", "../corpus"));
        List<Path> inputs;
        try (Stream<Path> files = Files.walk(corpus)) {
            inputs = files.filter(Files::isRegularFile)
                    .filter(p -> !corpus.relativize(p).startsWith("src") && !p.getFileName().toString().equals("pom.xml"))
                    .filter(p -> !corpus.relativize(p).startsWith("fuzz") || size(p) <= FUZZ_INPUT_LIMIT)
                    .sorted().toList();
        }
        Set<String> seen = new TreeSet<>();
        List<String> problems = new ArrayList<>();
        int entries = 0;
        int lost = 0;
        for (Path p : inputs) {
            MapModel model;
            Decoded<? extends MapModel> decoded;
            try {
                decoded = Codecs.read(Files.readAllBytes(p), ReadOptions.LENIENT);
                model = decoded.model();
            } catch (MapFormatException | IllegalArgumentException e) {
                continue; // not a map mapharness reads: no migration to check
            }
            MigrationTarget source = MigrationTarget.of(model);
            for (Migration<?, ?> m : Migrations.all()) {
                if (!m.accepts(source) || m.target().equals(source)) {
                    continue;
                }
                LossReport report;
                try {
                    report = m.applyUnchecked(model, decoded.layout()).report();
                } catch (MapWriteException e) {
                    WriteRefusals.registered(e);
                    continue;
                }
                for (LossReport.Entry e : report.entries()) {
                    entries++;
                    Rule r = e.rule();
                    String where = corpus.relativize(p) + " → " + m.target() + ": " + e;
                    if (r == null || r.kind() != RuleKind.LOSS || Rules.byId(r.id()).orElse(null) != r) {
                        problems.add(where + " names no registered loss rule (" + r + ")");
                        continue;
                    }
                    Severity expected = e.kind() == LossReport.Kind.LOST ? Severity.WARNING : Severity.NOTE;
                    if (r.severity() != expected) {
                        problems.add(where + ": " + r.id() + " is a " + r.severity().id() + " rule");
                    }
                    lost += e.kind() == LossReport.Kind.LOST ? 1 : 0;
                    seen.add(r.id());
                }
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(lost > 0 && lost < entries, "the corpus migrations both lose and derive: " + lost + " of " + entries);
        assertTrue(seen.size() >= 20, "the corpus reaches many kinds of loss: " + seen);
        assertTrue(seen.containsAll(Set.of("migrate/elevation-rounded", "migrate/object-dropped",
                "migrate/section-zero-filled", "migrate/end-record-zeroed")), seen::toString);
        assertSame(MigrationRules.OBJECT_DROPPED, Rules.byId("migrate/object-dropped").orElseThrow());
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
