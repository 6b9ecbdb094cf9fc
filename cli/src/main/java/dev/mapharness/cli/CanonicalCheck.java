package dev.mapharness.cli;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.Comparison;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.Finding;
import java.util.Arrays;
import java.util.Optional;

/**
 * Compares a file with its canonical re-encoding, {@code write(read(file))}. A conforming file
 * that differs is still a finding: some byte carries something the model does not keep.
 */
final class CanonicalCheck {
    private CanonicalCheck() {
    }

    /** The first byte where {@code rewritten} differs from {@code original}, named by the field map. */
    static Optional<Finding> firstDifference(byte[] original, byte[] rewritten, Optional<FieldMap> fields) {
        int at = Arrays.mismatch(original, rewritten);
        if (at < 0) {
            return Optional.empty();
        }
        String field = fields.flatMap(m -> m.nameAt(at))
                .orElse(at >= original.length ? "(end of file)" : "(no field recorded)");
        String message;
        if (at < original.length && at < rewritten.length) {
            message = String.format("the canonical encoding has 0x%02X here, the file 0x%02X"
                    + " (first of the bytes where write(read(file)) differs)", rewritten[at] & 0xFF, original[at] & 0xFF);
        } else if (at == original.length) {
            message = "the file ends here; its canonical encoding has " + (rewritten.length - original.length) + " more bytes";
        } else {
            message = "the canonical encoding ends here; the file has " + (original.length - rewritten.length) + " more bytes";
        }
        return Optional.of(new Finding(Finding.Kind.NOT_CANONICAL, at, field, message));
    }

    /**
     * For formats whose encoders have a choice (compressed streams, tree shapes): the re-encoding
     * must read back to the same model; the bytes may differ.
     */
    static Optional<Finding> modelDifference(MapCodec<?> codec, MapModel model, byte[] rewritten) {
        MapModel back;
        try {
            back = codec.read(rewritten, ReadOptions.LENIENT).model();
        } catch (MapFormatException e) {
            return Optional.of(new Finding(Finding.Kind.NOT_CANONICAL, e.offset(), e.field(),
                    "mapharness's own re-encoding of this file does not read back (a bug in mapharness): " + e.getMessage()));
        }
        // bit for bit (record equality would call every NaN payload equal), and naming the field
        Comparison comparison = ModelComparator.compare(model, back, 1);
        if (comparison.same()) {
            return Optional.empty();
        }
        Divergence d = comparison.divergences().get(0);
        return Optional.of(new Finding(Finding.Kind.NOT_CANONICAL, -1, d.path(),
                "the file's re-encoding reads back to a different model (" + d.left() + " becomes " + d.right()
                        + "): something in the file is not kept by the model"));
    }
}
