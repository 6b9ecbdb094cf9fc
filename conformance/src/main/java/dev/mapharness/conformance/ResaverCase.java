package dev.mapharness.conformance;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.util.Objects;
import java.util.Optional;

/**
 * One case for a re-saver under test (a tool that loads a map file and saves it again): the file it
 * is given, and that file as mapharness reads it (leniently, as the games read), whose model the
 * saved file must hold and whose findings are the only ones it may have.
 *
 * @param name   stable across runs and machines ({@code wwd/corpus/small}, {@code wwd/file/levels/a})
 * @param format the format of the file, and of the file the tool must save
 * @param bytes  the file
 * @param input  mapharness's reading of it
 */
public record ResaverCase(String name, Format format, byte[] bytes, Decoded<? extends MapModel> input) {
    public ResaverCase {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(bytes, "bytes");
        Objects.requireNonNull(input, "input");
    }

    /** The case of a file, or empty if mapharness does not read it as {@code format}: no model to keep. */
    public static Optional<ResaverCase> of(String name, Format format, byte[] bytes) {
        try {
            return Optional.of(new ResaverCase(name, format, bytes, Codecs.read(format, bytes, ReadOptions.LENIENT)));
        } catch (MapFormatException e) {
            return Optional.empty();
        }
    }
}
