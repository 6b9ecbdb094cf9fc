package dev.mapharness.wvr8;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import org.junit.jupiter.api.Test;

/** 8WVR is reachable through the codec registry and format detection. */
class Wvr8CodecTest {

    @Test
    void registeredForItsFormat() {
        assertSame(Wvr8Codec.INSTANCE, Codecs.forFormat(Format.WVR8).orElseThrow());
        assertEquals(Wvr8World.class, Wvr8Codec.INSTANCE.modelType());
    }

    @Test
    void detectedReadAndWrittenThroughTheRegistry() {
        byte[] file = Wvr8Samples.smallWorldBytes();
        MapModel model = Codecs.read(file, ReadOptions.STRICT).model();
        assertEquals(Format.WVR8, model.format());
        assertEquals(1, ((Wvr8World) model).objects().size());
        assertArrayEquals(file, Codecs.write(model));
        assertEquals("2 × 2", model.summary().get("land grid"));
    }
}
