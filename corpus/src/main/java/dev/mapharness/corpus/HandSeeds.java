package dev.mapharness.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Seeds written by hand rather than by our writers, so that the fuzzers also start from what other
 * tools write: the small inputs kept with this class (a file as Tiled saves it, commented text
 * levels, bare headers), and the hand-built 4WVR and 8WVR files compiled from {@code corpus/hand/}.
 */
final class HandSeeds {
    private static final String RESOURCES = "seeds/";

    private HandSeeds() {
    }

    /** A seed kept as a resource next to this class ({@code dev/mapharness/corpus/seeds/NAME}). */
    static byte[] resource(String name) {
        try (InputStream in = HandSeeds.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IllegalStateException("no seed resource " + RESOURCES + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A hand-built file ({@code 4wvr/hand-4x4.wrp}) compiled from its annotated hex in {@code corpus/hand/}. */
    static byte[] compiled(String name) {
        try {
            byte[] b = CorpusGenerator.handBuilt(corpusDir().resolve(CorpusGenerator.HAND_DIR)).get(name);
            if (b == null) {
                throw new IllegalStateException("no hand-built file " + name + " in " + corpusDir());
            }
            return b;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The corpus directory: {@code mapharness.corpus} if set (the build sets it for tests), else the
     * corpus module's directory above its classes ({@code corpus/target/classes}), where the
     * generator runs from.
     */
    private static Path corpusDir() {
        String property = System.getProperty("mapharness.corpus");
        Path dir;
        if (property != null) {
            dir = Path.of(property);
        } else {
            try {
                dir = Path.of(HandSeeds.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                        .getParent().getParent();
            } catch (java.net.URISyntaxException | RuntimeException e) {
                throw new IllegalStateException("cannot find the corpus directory; set -Dmapharness.corpus", e);
            }
        }
        if (!Files.isDirectory(dir.resolve(CorpusGenerator.HAND_DIR))) {
            throw new IllegalStateException("no " + CorpusGenerator.HAND_DIR + "/ in " + dir + "; set -Dmapharness.corpus");
        }
        return dir;
    }
}
