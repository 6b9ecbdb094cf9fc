package dev.mapharness.fuzz.reduce;

import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.fuzz.replay.Replay;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Reduction through the model, for a file its format's lenient reader accepts: the passes (a) to
 * (d) edit the model and the writer makes each edit a candidate file. Worth it because one removed
 * object is one attempt here, where removing its bytes by chance would take hundreds. Skipped when
 * the canonical rewrite of the file does not reproduce: then the failure depends on the exact bytes.
 */
final class ModelPass {
    private ModelPass() {
    }

    /** True if the model pass edited anything; the reduced bytes were offered to {@code trials}. */
    static boolean run(Format format, byte[] input, Trials trials, Consumer<String> steps) {
        Optional<MapCodec<?>> codec = Codecs.forFormat(format);
        return codec.isPresent() && runWith(codec.get(), input, trials, steps);
    }

    private static <M extends MapModel> boolean runWith(MapCodec<M> codec, byte[] input, Trials trials, Consumer<String> steps) {
        Optional<M> read = readLeniently(codec, input);
        if (read.isEmpty()) {
            return false;
        }
        byte[] canonical;
        try {
            canonical = codec.write(read.get());
        } catch (RuntimeException refused) {
            return false;
        }
        if (!trials.test(canonical)) {
            return false;
        }
        ModelState<M> state = new ModelState<>(codec, trials, read.get(), canonical);
        int cleared = 0;
        try {
            boolean progress = true;
            while (progress) {
                progress = GridPass.run(state);
                while (ListPass.run(state)) {
                    progress = true;
                }
                while (TextPass.run(state)) {
                    progress = true;
                }
                int clearedNow = ValuePass.run(state);
                cleared += clearedNow;
                progress |= clearedNow > 0;
            }
        } finally {
            // a limit ends the passes by an exception; what they achieved is still reported
            ModelSummary.report(read.get(), state.model(), cleared, steps);
        }
        return state.edits() > 0;
    }

    /**
     * The leniently read model, or empty if the reader refuses the file, fails otherwise (the finding
     * may be in the reader itself) or runs past the replay time limit (a hang in the reader).
     */
    private static <M extends MapModel> Optional<M> readLeniently(MapCodec<M> codec, byte[] input) {
        AtomicReference<M> model = new AtomicReference<>();
        Thread reader = new Thread(() -> {
            try {
                model.set(codec.read(input, ReadOptions.LENIENT).model());
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                // not a model: the byte pass alone reduces this input
            }
        }, "reduce: read " + codec.format());
        reader.setDaemon(true);
        reader.start();
        try {
            reader.join(Replay.DEFAULT_TIMEOUT_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (reader.isAlive()) {
            reader.interrupt();
            return Optional.empty();
        }
        return Optional.ofNullable(model.get());
    }
}
