package dev.mapharness.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where the committed fuzzing inputs live, under the repository's {@code corpus/fuzz/}:
 * <pre>
 * corpus/fuzz/&lt;target&gt;/seeds/      small inputs written by the corpus generator
 * corpus/fuzz/&lt;target&gt;/findings/   every finding ever made, minimised: crash-&lt;signature&gt;[.ext]
 * corpus/fuzz/dict/&lt;name&gt;.dict      libFuzzer dictionaries (magic words, versions, typical strings)
 * </pre>
 * The ordinary test run replays every seed and finding of every target.
 */
public record FuzzCorpus(Path root) {
    public static final String SEEDS = "seeds";
    public static final String FINDINGS = "findings";
    public static final String DICTIONARIES = "dict";

    /** {@code corpus/fuzz} under a corpus directory ({@code corpus}). */
    public static FuzzCorpus in(Path corpusDir) {
        return new FuzzCorpus(corpusDir.resolve("fuzz"));
    }

    public Path seeds(FuzzTarget target) {
        return root.resolve(target.name()).resolve(SEEDS);
    }

    public Path findings(FuzzTarget target) {
        return root.resolve(target.name()).resolve(FINDINGS);
    }

    public Path dictionary(FuzzTarget target) {
        return root.resolve(DICTIONARIES).resolve(target.dictionary() + ".dict");
    }

    /** The regular files directly in {@code dir}, sorted by name; none if it does not exist. */
    public static List<Path> filesIn(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
