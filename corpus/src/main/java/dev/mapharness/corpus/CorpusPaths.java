package dev.mapharness.corpus;

import dev.mapharness.format.Format;

/**
 * Where a file of the built-in corpus lies: in its format's folder ({@link Format#corpusFolder()}),
 * named with the format's extension ({@link Format#extensions()}), so that no generator spells a
 * folder or an extension of its own.
 */
public final class CorpusPaths {
    private CorpusPaths() {
    }

    /** {@code 4wvr/small.wrp} for {@code of(Format.WVR4, "small")}: the path relative to the corpus directory. */
    public static String of(Format format, String baseName) {
        String folder = format.corpusFolder().orElseThrow(
                () -> new IllegalArgumentException("the corpus has no folder for " + format.displayName()));
        return folder + "/" + baseName + "." + format.extensions().get(0);
    }
}
