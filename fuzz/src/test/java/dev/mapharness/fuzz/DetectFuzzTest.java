package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.util.Arrays;
import java.util.Optional;

/** Detection and reading of any bytes, as `mapharness info` does with a file of unknown format. */
class DetectFuzzTest {

    @FuzzTest
    void detectAndRead(byte[] input) {
        Optional<Detection> found = Formats.detect(input);
        // detection promises to need only the head of a file
        assertEquals(found, Formats.detect(Arrays.copyOf(input, Math.min(input.length, Formats.HEAD_LENGTH))));
        MapModel model;
        try {
            model = Codecs.read(input, ReadOptions.LENIENT).model();
        } catch (MapFormatException rejected) {
            return;
        }
        assertTrue(found.isPresent(), "read a model from bytes whose format was not detected");
        assertEquals(found.get().format(), model.format(), "the model's format is not the detected one");
        Codecs.forFormat(model.format()).ifPresent(codec -> DecoderOracle.checkDecoder(codec, input));
    }
}
