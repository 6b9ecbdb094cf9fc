package dev.mapharness.fuzz.reduce;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.InputKind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * Planted failures for reducer tests: fake targets (the reducer only asks them what their input is)
 * and predicates on decoded models, so the tests do not depend on a real bug.
 */
final class Planted {
    private Planted() {
    }

    /** A file target of {@code format} whose oracle never fails; the tests give the predicate. */
    static FuzzTarget fileTarget(Format format) {
        return FuzzTarget.file("planted-" + format.name().toLowerCase().replace('_', '-'), "planted failure", format,
                "none", input -> { });
    }

    static FuzzTarget streamTarget() {
        return new FuzzTarget("planted-stream", "planted failure", InputKind.STREAM, Optional.empty(), "none", data -> { });
    }

    /** A committed corpus file, from the fuzz module's directory as Maven runs tests. */
    static byte[] corpus(String name) {
        Path file = Path.of("..", "corpus", name).toAbsolutePath().normalize();
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("corpus file " + file, e);
        }
    }

    /** True for bytes the codec reads leniently into a model {@code holds} accepts. */
    static <M extends MapModel> Predicate<byte[]> decodedModel(MapCodec<M> codec, Predicate<M> holds) {
        return bytes -> {
            try {
                return holds.test(codec.read(bytes, ReadOptions.LENIENT).model());
            } catch (MapFormatException notAFile) {
                return false;
            }
        };
    }

    /** The predicate, counting its calls. */
    record Counted(Predicate<byte[]> predicate, AtomicInteger calls) implements Predicate<byte[]> {
        Counted(Predicate<byte[]> predicate) {
            this(predicate, new AtomicInteger());
        }

        @Override
        public boolean test(byte[] bytes) {
            calls.incrementAndGet();
            return predicate.test(bytes);
        }
    }
}
