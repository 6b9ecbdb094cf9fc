package dev.mapharness.fuzz.reduce;

import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The model being reduced, with its bytes. An edit becomes the new state when the edited model can
 * be built, the writer accepts it, and its bytes still reproduce.
 */
final class ModelState<M extends MapModel> {
    private final MapCodec<M> codec;
    private final Trials trials;
    private M model;
    private byte[] bytes;
    private int edits;

    ModelState(MapCodec<M> codec, Trials trials, M model, byte[] bytes) {
        this.codec = codec;
        this.trials = trials;
        this.model = model;
        this.bytes = bytes;
    }

    M model() {
        return model;
    }

    byte[] bytes() {
        return bytes;
    }

    /** Edits taken so far. */
    int edits() {
        return edits;
    }

    /**
     * Builds the candidate and takes it if it reproduces. A candidate that cannot be built (a record
     * constructor refuses it, the path is gone) or written costs no attempt.
     */
    boolean tryEdit(Supplier<Object> candidate) {
        trials.checkTime();
        Object built;
        try {
            built = candidate.get();
        } catch (RuntimeException notBuildable) {
            return false;
        }
        if (!codec.modelType().isInstance(built)) {
            return false;
        }
        M edited = codec.modelType().cast(built);
        if (edited.equals(model)) {
            return false;
        }
        byte[] written;
        try {
            written = codec.write(edited);
        } catch (RuntimeException refused) {
            // MapWriteException, or a writer bug the edit walked into: either way not a candidate
            return false;
        }
        if (!Arrays.equals(written, bytes) && !trials.test(written)) {
            return false;
        }
        model = edited;
        bytes = written;
        edits++;
        trials.offer(written);
        return true;
    }

    /** {@link #tryEdit} of the model with the value at {@code path} replaced. */
    boolean tryReplace(ModelPath path, Object value) {
        return tryEdit(() -> ModelTree.replace(model, path, value));
    }
}
