package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Format;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The registry, the committed corpus and the {@code @FuzzTest} methods name the same targets. */
class TargetRegistryTest {
    private final FuzzCorpus corpus = CommittedCorpus.get();

    @Test
    void everyTargetHasSeedsAndADictionary() {
        for (FuzzTarget t : FuzzTargets.all()) {
            assertFalse(FuzzCorpus.filesIn(corpus.seeds(t)).isEmpty(), t + " has no seeds in " + corpus.seeds(t));
            assertTrue(Files.isRegularFile(corpus.dictionary(t)), t + " has no dictionary " + corpus.dictionary(t));
        }
    }

    @Test
    void everyCorpusDirectoryIsATarget() throws IOException {
        Set<String> dirs;
        try (Stream<Path> list = Files.list(corpus.root())) {
            dirs = list.filter(Files::isDirectory).map(p -> p.getFileName().toString())
                    .filter(n -> !n.equals(FuzzCorpus.DICTIONARIES)).collect(Collectors.toCollection(TreeSet::new));
        }
        assertEquals(new TreeSet<>(FuzzTargets.names()), dirs, "corpus/fuzz/ holds exactly one directory per target");
    }

    @Test
    void everyTargetHasAFuzzTestMethod() {
        Set<String> expected = FuzzTargets.names().stream().map(FuzzTestNames::methodName)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(expected, FuzzTestNames.fuzzTestMethods());
    }

    @Test
    void everyFamilyNamesItsTargetsByItsRule() {
        for (FuzzTarget t : DecoderTargets.all()) {
            if (!t.name().equals(TargetNames.DETECT)) {
                Format f = t.format().orElseThrow();
                assertTrue(t.name().equals(TargetNames.decoder(f)) || t.name().matches(f.id() + "-[a-z0-9]+-decode"), t.name());
            }
        }
        for (FuzzTarget t : WriterTargets.all()) {
            assertEquals(TargetNames.writer(t.format().orElseThrow()), t.name());
        }
        for (FuzzTarget t : StageTargets.all()) {
            assertTrue(t.name().matches("[a-z0-9]+-(decode|instructions|roundtrip)"), t.name());
            assertEquals(t.input() == InputKind.STREAM, t.name().endsWith("-decode"), t.name());
        }
        for (FuzzTarget t : MigrationTargets.all()) {
            assertTrue(t.name().startsWith(t.format().orElseThrow().id() + "-"), t.name());
        }
        assertEquals(List.of(TargetNames.PROVENANCE, TargetNames.DIFF, TargetNames.CONVERT, TargetNames.REPORTS),
                AnalysisTargets.all().stream().map(FuzzTarget::name).toList());
        assertEquals(List.of("wwd-decode", "oprw-lzss-decode", "4wvr-write", "lzo1x-decode", "lzo1x-roundtrip",
                        "8wvr-to-oprw", "wwd-compression"),
                List.of(TargetNames.decoder(Format.WWD), TargetNames.decoder(Format.OPRW, DecoderTargets.LZSS_FAMILY),
                        TargetNames.writer(Format.WVR4), TargetNames.stageDecoder("lzo1x"),
                        TargetNames.stageRoundTrip("lzo1x"), TargetNames.migration(Format.WVR8, Format.OPRW),
                        TargetNames.migration(Format.WWD, "compression")));
    }

    @Test
    void methodNamesFollowTargetNames() {
        assertEquals("wvr1Decode", FuzzTestNames.methodName("1wvr-decode"));
        assertEquals("wvr8ToOprw", FuzzTestNames.methodName("8wvr-to-oprw"));
        assertEquals("oprwLzssDecode", FuzzTestNames.methodName("oprw-lzss-decode"));
    }
}
