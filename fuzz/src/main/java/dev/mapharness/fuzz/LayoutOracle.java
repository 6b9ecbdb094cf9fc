package dev.mapharness.fuzz;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;
import java.util.Arrays;

/**
 * The promise of a codec that records its files' layouts: whatever it reads leniently, written back
 * in the layout it read, gives the input's bytes exactly, and placed in that layout as an edit would
 * place it, reads back as itself. A reader that drops a byte the layout or the model should have kept,
 * or a writer that moves one, is a finding.
 */
public final class LayoutOracle {
    private LayoutOracle() {
    }

    /** Reads {@code input} leniently; if it reads and has a layout, the rewrite must be {@code input}. */
    public static <M extends MapModel> void checkRewrite(MapCodec<M> codec, byte[] input) {
        Decoded<M> d;
        try {
            d = codec.read(input, ReadOptions.LENIENT);
        } catch (MapFormatException rejected) {
            return;
        }
        checkRewrite(codec, input, d);
    }

    /** {@code input}, read leniently as {@code d}: if {@code d} has a layout, the rewrite must be {@code input}. */
    static <M extends MapModel> void checkRewrite(MapCodec<M> codec, byte[] input, Decoded<M> d) {
        if (d.layout().isEmpty()) {
            return;
        }
        byte[] again;
        try {
            again = codec.write(d.model(), d.layout().get());
        } catch (MapWriteException e) {
            throw new AssertionError(codec.format() + ": the writer refuses a leniently read model in its own layout, at "
                    + e.field() + "\n " + e.getMessage(), e);
        }
        if (!Arrays.equals(input, again)) {
            throw new AssertionError(codec.format() + ": rewritten in its own layout, the file differs from the input at byte "
                    + Arrays.mismatch(input, again) + " (" + input.length + " bytes in, " + again.length + " out)");
        }
        checkPlaced(codec, d);
    }

    /**
     * The layout as an edit uses it ({@link SourceLayout#forEdits}): WWD and the text formats give an
     * unchanged model the file's bytes without placing anything, so the placing of sections and parts
     * is reached only this way. What it writes must read back as the model.
     */
    private static <M extends MapModel> void checkPlaced(MapCodec<M> codec, Decoded<M> d) {
        SourceLayout layout = d.layout().get();
        SourceLayout forEdits = layout.forEdits();
        if (forEdits == layout) {
            return;
        }
        byte[] placed;
        try {
            placed = codec.write(d.model(), forEdits);
        } catch (MapWriteException e) {
            throw new AssertionError(codec.format() + ": the writer refuses a leniently read model placed in its own layout, at "
                    + e.field() + "\n " + e.getMessage(), e);
        }
        DecoderOracle.checkReadBack(codec, d.model(), placed, false);
    }
}
