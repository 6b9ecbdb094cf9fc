package dev.mapharness.fuzz;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Formats;
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
        Optional<Detection> found = Formats.detect(input);
        Optional<Detection> fromHead = Formats.detect(Arrays.copyOf(input, Math.min(input.length, Formats.HEAD_LENGTH)));
        if (!found.equals(fromHead)) {
            throw new AssertionError("detection of the whole input differs from detection of its first "
                    + Formats.HEAD_LENGTH + " bytes\n " + found.map(Detection::label).orElse("none") + " → "
                    + fromHead.map(Detection::label).orElse("none"));
        }
        MapModel model;
        try {
            model = Codecs.read(input, ReadOptions.LENIENT).model();
        } catch (MapFormatException rejected) {
            return;
        }
        if (found.isEmpty()) {
            throw new AssertionError("read a model from bytes whose format was not detected");
        }
        if (found.get().format() != model.format()) {
            throw new AssertionError("the model's format is not the detected one\n " + found.get().label() + " → "
                    + model.format());
        }
        Codecs.forFormat(model.format()).ifPresent(codec -> DecoderOracle.checkDecoder(codec, input));
    }
}
