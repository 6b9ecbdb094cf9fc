package dev.mapharness.conformance;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import java.util.Objects;
import java.util.Optional;

/**
 * One case for a reader under test: a file, and what reading it must give.
 *
 * @param name     stable across runs ({@code wwd/corpus/small}, {@code wwd/truncated/small-at-4444})
 * @param format   the format the file claims to be
 * @param bytes    the file
 * @param expected the model mapharness reads from it (leniently, as the games read); empty when
 *                 mapharness refuses the file, and the tool must refuse it too
 * @param refusal  why mapharness refuses it, when it does
 */
public record ReaderCase(String name, Format format, byte[] bytes, Optional<MapModel> expected, String refusal) {
    public ReaderCase {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(bytes, "bytes");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(refusal, "refusal");
    }
}
