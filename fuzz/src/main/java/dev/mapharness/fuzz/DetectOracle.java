package dev.mapharness.fuzz;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.util.Arrays;
import java.util.Optional;

/**
 * What makes an input a finding for detection: a file of unknown format, read as {@code mapharness info}
 * reads it. Detection needs only the head of a file; whatever reads as a model was detected as that
 * model's format; and the detected format's codec passes {@link DecoderOracle#checkDecoder}.
 */
final class DetectOracle {
    private DetectOracle() {
    }

    static void check(byte[] input) {
        check(input, Stage.FULL);
    }

    /**
     * The cheap stage: detection and the detected format's lenient read, as {@code Codecs.read} does it;
     * nothing written. The strict read is the format's own decoder target's, and the full oracle's here.
     */
    static void explore(byte[] input) {
        check(input, Stage.EXPLORE);
    }

    private static void check(byte[] input, Stage stage) {
        Optional<Detection> found = Formats.detect(input);
        Optional<Detection> fromHead = Formats.detect(Arrays.copyOf(input, Math.min(input.length, Formats.HEAD_LENGTH)));
        if (!found.equals(fromHead)) {
            throw new AssertionError("detection of the whole input differs from detection of its first "
                    + Formats.HEAD_LENGTH + " bytes\n " + found.map(Detection::label).orElse("none") + " → "
                    + fromHead.map(Detection::label).orElse("none"));
        }
        if (found.isEmpty() || !found.get().supported()) {
            try {
                Codecs.read(input, ReadOptions.LENIENT);
            } catch (MapFormatException rejected) {
                return;
            }
            throw new AssertionError("read a model from bytes whose format was not detected as one mapharness reads");
        }
        check(Codecs.forFormat(found.get().format()).orElseThrow(), input, stage);
    }

    /**
     * Reads {@code input} once leniently with the detected format's codec, as {@code Codecs.read} does,
     * and hands a model to the decoder's oracle (when not exploring) instead of reading again. A rejection ends here: the format's own decoder target checks its strict reading.
     */
    private static <M extends MapModel> void check(MapCodec<M> codec, byte[] input, Stage stage) {
        Optional<Decoded<M>> decoded = DecoderOracle.decode(codec, input, ReadOptions.LENIENT);
        if (decoded.isEmpty()) {
            return;
        }
        if (decoded.get().model().format() != codec.format()) {
            throw new AssertionError("the model's format is not the detected one\n " + codec.format() + " → "
                    + decoded.get().model().format());
        }
        if (stage == Stage.FULL) {
            DecoderOracle.checkDecoded(codec, input, decoded);
        }
    }
}
