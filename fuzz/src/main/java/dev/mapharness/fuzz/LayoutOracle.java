package dev.mapharness.fuzz;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import java.util.Arrays;

/**
 * The promise of a codec that records its files' layouts: whatever it reads leniently, written back
 * in the layout it read, gives the input's bytes exactly. A reader that drops a byte the layout or the
 * model should have kept, or a writer that moves one, is a finding.
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
    }
}
