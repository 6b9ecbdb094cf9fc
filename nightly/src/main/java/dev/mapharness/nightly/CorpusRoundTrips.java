package dev.mapharness.nightly;

import dev.mapharness.reports.nightly.RoundTripCheck;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.Comparison;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads every corpus map strictly (no error; warnings and notes are a real editor's habits), writes
 * it back through its own layout, which must give its bytes, then canonically, and reads that back:
 * the model must come back equal, field by field, and a file whose format has one encoding for its
 * model must come back byte for byte. Every way this can go wrong is a failed check with its reason,
 * never an exception.
 */
public final class CorpusRoundTrips {
    /** Corpus maps are small; a file past this is a failed check rather than a heap's worth of bytes. */
    static final long MAX_FILE_BYTES = 256L << 20;

    private CorpusRoundTrips() {
    }

    /** Checks every map file under {@code corpus}, telling {@code progress} the name of each as it starts. */
    public static List<RoundTripCheck> run(Path corpus, Consumer<String> progress) {
        List<RoundTripCheck> checks = new ArrayList<>();
        for (Path relative : CorpusFiles.list(corpus)) {
            String name = CorpusFiles.name(relative);
            progress.accept(name);
            checks.add(check(name, corpus.resolve(relative)));
        }
        return checks;
    }

    static RoundTripCheck check(String name, Path file) {
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                return failed(name, "?", "the file has " + size + " bytes, more than the " + MAX_FILE_BYTES + " a corpus map may have");
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return failed(name, "?", "cannot read the file: " + e);
        }
        return check(name, bytes);
    }

    /** The round trip of one file's bytes. */
    public static RoundTripCheck check(String name, byte[] bytes) {
        String format = Formats.detect(bytes).map(d -> d.label()).orElse("unknown");
        Decoded<? extends MapModel> first;
        try {
            first = Codecs.read(bytes, ReadOptions.STRICT);
        } catch (MapFormatException e) {
            return failed(name, format, "does not read strictly: " + e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return failed(name, format, "the reader failed with " + e);
        }
        if (!first.conforms()) {
            return failed(name, format, violations("reads with", errors(first)));
        }
        MapModel model = first.model();
        try {
            int at = Arrays.mismatch(bytes, Codecs.write(model, first.layout()));
            if (at >= 0) {
                return failed(name, format, "written back through its own layout, the file differs from the original at"
                        + " byte " + at);
            }
        } catch (MapWriteException e) {
            return failed(name, format, "the writer refuses the model in its own layout: " + e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return failed(name, format, "the writer failed with " + e + " in the file's own layout");
        }
        byte[] written;
        try {
            written = Codecs.write(model);
        } catch (MapWriteException e) {
            return failed(name, format, "the writer refuses the model: " + e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return failed(name, format, "the writer failed with " + e);
        }
        Decoded<? extends MapModel> back;
        try {
            back = Codecs.read(written, ReadOptions.STRICT);
        } catch (MapFormatException e) {
            return failed(name, format, "the written file does not read back strictly: " + e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return failed(name, format, "reading the written file back failed with " + e);
        }
        Comparison comparison = ModelComparator.compare(model, back.model(), 1);
        if (!comparison.same()) {
            Divergence d = comparison.divergences().get(0);
            long more = comparison.omitted();
            return failed(name, format, "the model read back differs at " + d.path() + " (" + d.left() + " becomes "
                    + d.right() + ")" + (more > 0 ? " and at " + more + " more field(s)" : ""));
        }
        if (!back.conforms()) {
            return failed(name, format, violations("the written file reads back with", errors(back)));
        }
        if (Codecs.uniqueEncoding(model)) {
            int at = Arrays.mismatch(bytes, written);
            if (at >= 0) {
                return failed(name, format, "the model has one encoding, but the written file differs from the original"
                        + " at byte " + at + " (" + bytes.length + " bytes read, " + written.length + " written)");
            }
        }
        return new RoundTripCheck(name, format, true, "");
    }

    private static String violations(String what, List<Violation> v) {
        return what + " " + v.size() + (v.size() == 1 ? " error: " : " errors, first: ") + v.get(0);
    }

    /** The errors among a read's violations; warnings and notes (a real editor's habits) do not fail a round trip. */
    private static List<Violation> errors(Decoded<? extends MapModel> d) {
        return d.violations().stream().filter(v -> v.severity() == Severity.ERROR).toList();
    }

    private static RoundTripCheck failed(String name, String format, String detail) {
        return new RoundTripCheck(name, format, false, detail);
    }
}
