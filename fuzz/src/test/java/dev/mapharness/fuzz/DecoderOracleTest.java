package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4World;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The oracle turns each kind of broken codec into a finding, and passes the real one. */
class DecoderOracleTest {
    private static final Wvr4Codec REAL = Wvr4Codec.INSTANCE;

    @Test
    void realCodecPassesOnValidAndInvalidInput() {
        assertDoesNotThrow(() -> DecoderOracle.checkDecoder(REAL, SeedWorlds.wvr4Small()));
        assertDoesNotThrow(() -> DecoderOracle.checkDecoder(REAL, SeedWorlds.wvr4Lenient()));
        assertDoesNotThrow(() -> DecoderOracle.checkDecoder(REAL, new byte[] {'4', 'W', 'V', 'R', 1}));
    }

    @Test
    void anExceptionOtherThanMapFormatExceptionPropagates() {
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            throw new ArrayIndexOutOfBoundsException(bytes.length);
        }, REAL::write);
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> DecoderOracle.checkDecoder(codec, SeedWorlds.wvr4Small()));
    }

    @Test
    void aWriterThatDropsObjectsIsCaught() {
        MapCodec<Wvr4World> codec = variant(REAL::read, w -> REAL.write(new Wvr4World(w.heights(), w.textureIndices(),
                w.textureNames(), List.of(), w.terminator(), w.trailing())));
        assertThrows(AssertionError.class, () -> DecoderOracle.checkDecoder(codec, SeedWorlds.wvr4Small()));
    }

    @Test
    void strictSuccessWithLenientFailureIsCaught() {
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            if (!options.strict()) {
                throw new MapFormatException(0, "", "something", "else");
            }
            return REAL.read(bytes, options);
        }, REAL::write);
        assertThrows(AssertionError.class, () -> DecoderOracle.checkDecoder(codec, SeedWorlds.wvr4Small()));
    }

    @Test
    void aRejectionPointingPastTheInputIsCaught() {
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            throw new MapFormatException(bytes.length + 1L, "", "something", "else");
        }, REAL::write);
        assertThrows(AssertionError.class, () -> DecoderOracle.checkDecoder(codec, new byte[3]));
    }

    @Test
    void aWriterRefusalOfABuiltModelOnlyMeansNotRepresentable() {
        Wvr4World world = REAL.read(SeedWorlds.wvr4Small(), ReadOptions.STRICT).model();
        Wvr4World tooFewSlots = new Wvr4World(world.heights(), world.textureIndices(), world.textureNames().subList(0, 511),
                world.objects(), world.terminator(), world.trailing());
        assertTrue(DecoderOracle.checkWritable(REAL, world));
        assertFalse(DecoderOracle.checkWritable(REAL, tooFewSlots));
    }

    private static MapCodec<Wvr4World> variant(BiFunction<byte[], ReadOptions, Decoded<Wvr4World>> read,
                                               Function<Wvr4World, byte[]> write) {
        return new MapCodec<>() {
            @Override
            public Format format() {
                return Format.WVR4;
            }

            @Override
            public Class<Wvr4World> modelType() {
                return Wvr4World.class;
            }

            @Override
            public Decoded<Wvr4World> read(byte[] bytes, ReadOptions options) {
                return read.apply(bytes, options);
            }

            @Override
            public byte[] write(Wvr4World model) {
                return write.apply(model);
            }
        };
    }
}
