package dev.mapharness.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class FuzzSeedsTest {
    /**
     * Seeds kept from fuzzing runs for the code they reach (fuzz/…/coverage/DistilMain, {@code bench/corpus-coverage
     * --distil}), not written by the generator: named by their content's SHA-1.
     */
    private static final String DISTILLED = "reach-";

    @Test
    void theCommittedSeedsAreWhatTheGeneratorWrites() throws IOException {
        Map<String, byte[]> expected = FuzzSeeds.files(CorpusGenerator.DEFAULT_SEED);
        assertEquals(new TreeSet<>(expected.keySet()), committedSeeds(),
                "run the corpus generator (see README) after changing the fuzz seeds");
        for (Map.Entry<String, byte[]> e : expected.entrySet()) {
            assertArrayEquals(e.getValue(), Files.readAllBytes(CorpusFiles.root().resolve(e.getKey())),
                    e.getKey() + " differs from the generator's output");
        }
    }

    @Test
    void seedsAreSmall() {
        FuzzSeeds.files(CorpusGenerator.DEFAULT_SEED).forEach((name, bytes) ->
                assertTrue(bytes.length <= 64 * 1024, name + " is " + bytes.length + " bytes; seeds stay under 64 KiB"));
    }

    @Test
    void distilledSeedsAreSmallAndNamedByTheirContent() throws Exception {
        Path fuzz = CorpusFiles.root().resolve(FuzzSeeds.DIR);
        List<Path> distilled;
        try (Stream<Path> s = Files.walk(fuzz)) {
            distilled = s.filter(p -> p.getFileName().toString().startsWith(DISTILLED)
                    && p.getParent().getFileName().toString().equals("seeds")).toList();
        }
        for (Path p : distilled) {
            byte[] bytes = Files.readAllBytes(p);
            String hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(bytes), 0, 8);
            assertEquals(DISTILLED + hash, p.getFileName().toString(), p + " was changed after it was kept");
            assertTrue(bytes.length <= 64 * 1024, p + " is " + bytes.length + " bytes; seeds stay under 64 KiB");
        }
    }

    private static TreeSet<String> committedSeeds() {
        Path root = CorpusFiles.root();
        Path fuzz = root.resolve(FuzzSeeds.DIR);
        TreeSet<String> names = new TreeSet<>();
        if (!Files.isDirectory(fuzz)) {
            return names;
        }
        try (Stream<Path> s = Files.walk(fuzz)) {
            s.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(n -> n.matches("fuzz/[^/]+/seeds/[^/]+") && !n.contains("/seeds/" + DISTILLED))
                    .forEach(names::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return names;
    }
}
