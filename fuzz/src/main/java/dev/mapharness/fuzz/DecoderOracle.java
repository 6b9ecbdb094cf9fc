package dev.mapharness.fuzz;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * What makes a fuzzer's input a finding. A reader given any bytes returns a model or throws
 * {@link MapFormatException}; any other exception propagates from here unchanged, and a broken
 * promise between reader and writer becomes an {@link AssertionError} that says which one. Messages
 * name the first field that differs and its two values ({@link ModelChange}), never whole models.
 */
public final class DecoderOracle {
    private DecoderOracle() {
    }

    /**
     * Reads {@code input} strictly and leniently and checks: strict success implies lenient
     * success with the same model; a leniently read model writes, reads back equal and writes
     * the same bytes again; and where the codec records layouts, the model written back through
     * its layout gives the input's bytes exactly ({@link LayoutOracle}); and what the field map says holds
     * ({@link FieldMapOracle}). An input that reads leniently is read again cut short ({@link CutNearEnd}),
     * with the same rules for what the reads may throw.
     */
    public static <M extends MapModel> void checkDecoder(MapCodec<M> codec, byte[] input) {
        Optional<Decoded<M>> decoded = decode(codec, input, ReadOptions.LENIENT);
        checkDecoded(codec, input, decoded);
        if (decoded.isPresent()) {
            readBoth(codec, CutNearEnd.of(input));
        }
    }

    /**
     * The cheap stage of {@link #checkDecoder} ({@link Stage#EXPLORE}): reads {@code input} strictly, and
     * leniently if the strict read rejects it, with the same rules for what either may throw and where a
     * rejection points. An input the strict read accepts has no error for a lenient read to pass over, so
     * its lenient read would take the strict one's path again; that the two give the same model is checked
     * with the writing side, on the inputs libFuzzer keeps. Nothing is written. An input that reads is read
     * again cut short ({@link CutNearEnd}).
     */
    public static <M extends MapModel> void exploreDecoder(MapCodec<M> codec, byte[] input) {
        if (readBoth(codec, input)) {
            readBoth(codec, CutNearEnd.of(input));
        }
    }

    /**
     * Reads strictly, and leniently if the strict read rejects: true if either read a model. Both stages
     * read an input that reads again cut short with it, so a finding of the cheap stage replays in the full one.
     */
    private static <M extends MapModel> boolean readBoth(MapCodec<M> codec, byte[] input) {
        return decode(codec, input, ReadOptions.STRICT).isPresent() || decode(codec, input, ReadOptions.LENIENT).isPresent();
    }

    /**
     * {@link #checkDecoder} for a caller that has read {@code input} leniently already: {@code decoded}
     * is that reading, or empty if the reader rejected the bytes.
     */
    static <M extends MapModel> void checkDecoded(MapCodec<M> codec, byte[] input, Optional<Decoded<M>> decoded) {
        checkReads(codec, input, decoded);
        decoded.ifPresent(d -> checkRoundTrip(codec, d.model(), "a leniently read model"));
        decoded.ifPresent(d -> LayoutOracle.checkRewrite(codec, input, d));
        decoded.ifPresent(d -> FieldMapOracle.check(codec, input, d.model()));
    }

    /** The reading side: {@code decoded} is the lenient reading of {@code input}, which the strict one must agree with. */
    static <M extends MapModel> void checkReads(MapCodec<M> codec, byte[] input, Optional<Decoded<M>> decoded) {
        Optional<M> strict = read(codec, input, ReadOptions.STRICT);
        Optional<M> lenient = decoded.map(Decoded::model);
        if (strict.isPresent()) {
            if (lenient.isEmpty()) {
                throw new AssertionError(codec.format() + ": strict read succeeded but lenient read failed");
            }
            if (!strict.get().equals(lenient.get())) {
                throw new AssertionError(codec.format() + ": strict and lenient reads differ at "
                        + ModelChange.describe(strict.get(), lenient.get()));
            }
        }
    }

    /**
     * Checks a model built from fuzzer data: if the writer accepts it, it must read back equal and
     * write the same bytes again. A {@link MapWriteException} only means "not representable".
     *
     * @return true if the model was representable (for targets that count or assume)
     */
    public static <M extends MapModel> boolean checkWritable(MapCodec<M> codec, M model) {
        return checkWritable(codec, model, (m, refusal) -> { });
    }

    /**
     * {@link #checkWritable(MapCodec, MapModel)}, where {@code refusals} judges each refusal: it throws an
     * {@link AssertionError} when the field the writer names holds a value the format can store.
     */
    public static <M extends MapModel> boolean checkWritable(MapCodec<M> codec, M model,
                                                             BiConsumer<M, MapWriteException> refusals) {
        byte[] written;
        try {
            written = codec.write(model);
        } catch (MapWriteException notRepresentable) {
            refusals.accept(model, notRepresentable);
            return false;
        }
        checkReadBack(codec, model, written);
        return true;
    }

    /** The model must be writable (it came from the reader) and survive write → read → write. */
    static <M extends MapModel> void checkRoundTrip(MapCodec<M> codec, M model, String what) {
        byte[] written;
        try {
            written = codec.write(model);
        } catch (MapWriteException e) {
            throw new AssertionError(codec.format() + ": the writer refuses " + what + " at " + e.field() + "\n "
                    + e.getMessage(), e);
        }
        checkReadBack(codec, model, written);
    }

    private static <M extends MapModel> void checkReadBack(MapCodec<M> codec, M model, byte[] written) {
        checkReadBack(codec, model, written, true);
    }

    /**
     * {@code written} must read back as {@code model}; with {@code canonical}, writing the read-back
     * model must give {@code written} again (bytes written in another layout need not).
     */
    static <M extends MapModel> void checkReadBack(MapCodec<M> codec, M model, byte[] written, boolean canonical) {
        M back;
        try {
            back = codec.read(written, ReadOptions.LENIENT).model();
        } catch (MapFormatException e) {
            throw new AssertionError(codec.format() + ": the reader refuses what the writer wrote, at " + e.field() + "\n "
                    + e.getMessage(), e);
        }
        if (!back.equals(model)) {
            throw new AssertionError(codec.format() + ": write then read changed " + ModelChange.describe(model, back));
        }
        if (!canonical) {
            return;
        }
        byte[] again = codec.write(back);
        if (!Arrays.equals(again, written)) {
            throw new AssertionError(codec.format() + ": writing the read-back model gave different bytes (first difference at byte "
                    + Arrays.mismatch(again, written) + ")");
        }
    }

    /** The model, or empty if the reader rejected the bytes; anything else it throws propagates. */
    static <M extends MapModel> Optional<M> read(MapCodec<M> codec, byte[] input, ReadOptions options) {
        return decode(codec, input, options).map(Decoded::model);
    }

    /** The decoded file, or empty if the reader rejected the bytes (at an offset inside them); anything else it throws propagates. */
    public static <M extends MapModel> Optional<Decoded<M>> decode(MapCodec<M> codec, byte[] input, ReadOptions options) {
        try {
            return Optional.of(codec.read(input, options));
        } catch (MapFormatException rejected) {
            checkOffset(rejected, input.length);
            return Optional.empty();
        }
    }

    /** A rejection must point into the input (or at its end), or the user cannot find the bad byte. */
    private static void checkOffset(MapFormatException e, int length) {
        if (e.offset() < 0 || e.offset() > length) {
            throw new AssertionError("rejection at byte " + e.offset() + " outside the " + length + "-byte input: "
                    + e.getMessage(), e);
        }
    }
}
