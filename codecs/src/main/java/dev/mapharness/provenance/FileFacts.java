package dev.mapharness.provenance;

import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.format.Violation;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What the fingerprints look at in one file: its format, bytes, and, when it read, the model, the
 * reader's violations and the layout. Whether the file is mapharness's own canonical encoding is
 * worked out once, when a fingerprint first asks.
 */
public final class FileFacts {
    private final Format format;
    private final byte[] bytes;
    private final Optional<MapModel> model;
    private final List<Violation> violations;
    private final Optional<SourceLayout> layout;
    private Optional<byte[]> canonical;
    private Boolean isCanonical;

    private FileFacts(Format format, byte[] bytes, Optional<MapModel> model, List<Violation> violations,
                      Optional<SourceLayout> layout, Optional<byte[]> canonical) {
        this.format = Objects.requireNonNull(format, "format");
        this.bytes = Objects.requireNonNull(bytes, "bytes");
        this.model = model;
        this.violations = List.copyOf(violations);
        this.layout = layout;
        this.canonical = canonical;
    }

    /** A file that read; {@code canonical} is its canonical encoding if the caller has it already. */
    public static FileFacts read(byte[] bytes, Decoded<? extends MapModel> decoded, Optional<byte[]> canonical) {
        return new FileFacts(decoded.model().format(), bytes, Optional.of(decoded.model()), decoded.violations(),
                decoded.layout(), canonical);
    }

    /** A file that read. */
    public static FileFacts read(byte[] bytes, Decoded<? extends MapModel> decoded) {
        return read(bytes, decoded, Optional.empty());
    }

    /** A model with its file's bytes, violations and layout, whoever read it. */
    public static FileFacts of(byte[] bytes, MapModel model, List<Violation> violations, Optional<SourceLayout> layout) {
        return new FileFacts(model.format(), bytes, Optional.of(model), violations, layout, Optional.empty());
    }

    /** A file of a known format that did not read: only its bytes can tell. */
    public static FileFacts unread(Format format, byte[] bytes) {
        return new FileFacts(format, bytes, Optional.empty(), List.of(), Optional.empty(), Optional.of(new byte[0]));
    }

    public Format format() {
        return format;
    }

    /** The file's bytes; never changed. */
    public byte[] bytes() {
        return bytes;
    }

    public Optional<MapModel> model() {
        return model;
    }

    public List<Violation> violations() {
        return violations;
    }

    public Optional<SourceLayout> layout() {
        return layout;
    }

    /** The model as {@code type}, if the file read to one. */
    public <M> Optional<M> model(Class<M> type) {
        return model.filter(type::isInstance).map(type::cast);
    }

    /** True if a reader note names {@code editor}. */
    public boolean noted(String editor) {
        return violations.stream().anyMatch(v -> v.editor().equals(editor));
    }

    /**
     * True if the file read and mapharness's canonical writer gives exactly its bytes for the model.
     * A writer that refuses the model (or fails on it) makes it false.
     */
    public boolean canonical() {
        if (isCanonical == null) {
            if (model.isEmpty()) {
                isCanonical = false;
            } else {
                if (canonical.isEmpty()) {
                    try {
                        canonical = Optional.of(Codecs.write(model.get()));
                    } catch (RuntimeException e) {
                        // a writer that refuses the model (MapWriteException) or fails: the file is not its output
                        canonical = Optional.of(new byte[0]);
                    }
                }
                isCanonical = Arrays.equals(bytes, canonical.get());
            }
        }
        return isCanonical;
    }
}
