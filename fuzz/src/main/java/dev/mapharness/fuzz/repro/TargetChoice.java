package dev.mapharness.fuzz.repro;

import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.InputKind;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Which target an input belongs to when nobody says: the corpus directory it sits in
 * ({@code corpus/fuzz/<target>/findings/…}), else the decoder target of the format its bytes show.
 */
public final class TargetChoice {
    private TargetChoice() {
    }

    /** The target and why it was chosen, or empty if neither the path nor the bytes tell. */
    public record Choice(FuzzTarget target, String reason) {
    }

    public static Optional<Choice> forFile(Path file, byte[] bytes) {
        Optional<Choice> byPath = byCorpusPath(file);
        return byPath.isPresent() ? byPath : byFormat(bytes);
    }

    static Optional<Choice> byCorpusPath(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        Path dir = abs.getParent();
        if (dir == null || dir.getParent() == null) {
            return Optional.empty();
        }
        String kind = dir.getFileName().toString();
        if (!kind.equals(FuzzCorpus.SEEDS) && !kind.equals(FuzzCorpus.FINDINGS)) {
            return Optional.empty();
        }
        String name = dir.getParent().getFileName().toString();
        return FuzzTargets.byName(name).map(t -> new Choice(t, "it is in " + name + "'s " + kind));
    }

    static Optional<Choice> byFormat(byte[] bytes) {
        Optional<Detection> d = Formats.detect(bytes);
        if (d.isEmpty()) {
            return Optional.empty();
        }
        Format f = d.get().format();
        String name = switch (f) {
            case WVR1 -> "1wvr-decode";
            case WVR4 -> "4wvr-decode";
            case WVR8 -> "8wvr-decode";
            case OPRW -> FuzzTargets.oprwDecoder(bytes).name();
            case WWD -> "wwd-decode";
            case WMP_TEXT -> "wmp-decode";
            case WMPB -> "wmpb-decode";
            case GAMESTUDIO_MAP -> "mm-decode";
            case TILED -> "tiled-decode";
        };
        return FuzzTargets.byName(name)
                .map(t -> new Choice(t, "its bytes are " + f.displayName()));
    }

    /**
     * A reason to refuse running {@code bytes} against {@code target}: a file of another format given to a
     * decoder target (a crash file from another target), empty if nothing speaks against it.
     */
    public static Optional<String> mismatch(FuzzTarget target, byte[] bytes) {
        if (target.input() != InputKind.FILE || target.format().isEmpty()) {
            return Optional.empty();
        }
        Optional<Detection> d = Formats.detect(bytes);
        if (d.isEmpty() || d.get().format() == target.format().get()) {
            return Optional.empty();
        }
        Optional<Choice> better = byFormat(bytes);
        return Optional.of("the file holds " + d.get().format().displayName() + " but " + target.name() + " reads "
                + target.format().get().displayName() + (better.isPresent() ? "; try --target " + better.get().target().name() : ""));
    }
}
