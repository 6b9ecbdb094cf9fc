package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.rules.ReadRules;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The oracle turns each kind of broken codec into a finding, and passes the real one. */
class DecoderOracleTest {
    private static final Wvr4Codec REAL = Wvr4Codec.INSTANCE;
    private static final byte[] SMALL = REAL.write(world(Blob.EMPTY, "data3d\\strom.p3d"));
    /** Trailing bytes after the terminator, which only lenient reads keep. */
    private static final byte[] LENIENT = REAL.write(world(Blob.of(new byte[] {1, 2, 3}), "m".repeat(76)));

    /** 2 × 2 with three used texture slots, two objects and the empty-name terminator record. */
    private static Wvr4World world(Blob trailing, String firstObject) {
        List<FixedString> names = new ArrayList<>();
        for (int i = 0; i < Wvr4World.TEXTURE_SLOTS; i++) {
            names.add(FixedString.padded(i < 3 ? "LandText\\t" + i + ".pac" : "", Wvr4World.TEXTURE_NAME_LENGTH));
        }
        List<Wvr4Object> objects = List.of(
                new Wvr4Object(Transform.headingAt(30, 12.5f, 3f, 40f), 1, FixedString.padded(firstObject, 76)),
                new Wvr4Object(Transform.IDENTITY, 2, FixedString.padded("data3d\\dum01.p3d", 76)));
        return new Wvr4World(ShortGrid.of(2, 2, new short[] {0, 100, -100, 2222}), ShortGrid.of(2, 2, new short[] {1, 2, 2, 1}),
                names, objects, Optional.of(new Wvr4Object(Transform.IDENTITY, 0, FixedString.padded("", 76))), trailing);
    }

    @Test
    void realCodecPassesOnValidAndInvalidInput() {
        assertDoesNotThrow(() -> DecoderOracle.checkDecoder(REAL, SMALL));
        assertDoesNotThrow(() -> DecoderOracle.checkDecoder(REAL, LENIENT));
        assertDoesNotThrow(() -> DecoderOracle.checkDecoder(REAL, new byte[] {'4', 'W', 'V', 'R', 1}));
    }

    @Test
    void anExceptionOtherThanMapFormatExceptionPropagates() {
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            throw new ArrayIndexOutOfBoundsException(bytes.length);
        }, REAL::write);
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> DecoderOracle.checkDecoder(codec, SMALL));
    }

    @Test
    void aWriterThatDropsObjectsIsCaught() {
        MapCodec<Wvr4World> codec = variant(REAL::read, w -> REAL.write(new Wvr4World(w.heights(), w.textureIndices(),
                w.textureNames(), List.of(), w.terminator(), w.trailing())));
        assertThrows(AssertionError.class, () -> DecoderOracle.checkDecoder(codec, SMALL));
    }

    @Test
    void aWriterThatChangesOneFloatIsReportedWithItsPathAndValues() {
        MapCodec<Wvr4World> codec = variant(REAL::read, w -> {
            Wvr4Object first = w.objects().get(0);
            float[] floats = new float[Transform.FLOATS];
            for (int i = 0; i < floats.length; i++) {
                floats[i] = first.transform().get(i);
            }
            floats[2] = floats[2] + 1;
            List<Wvr4Object> objects = new ArrayList<>(w.objects());
            objects.set(0, new Wvr4Object(Transform.of(floats), first.id(), first.name()));
            return REAL.write(new Wvr4World(w.heights(), w.textureIndices(), w.textureNames(), objects, w.terminator(),
                    w.trailing()));
        });
        Wvr4World world = REAL.read(SMALL, ReadOptions.STRICT).model();
        AssertionError e = assertThrows(AssertionError.class, () -> DecoderOracle.checkWritable(codec, world));
        String expected = "4WVR: write then read changed objects[0].transform[2]: " + world.objects().get(0).transform().get(2)
                + " → " + (world.objects().get(0).transform().get(2) + 1);
        assertEquals(expected, firstLine(e));
    }

    @Test
    void aChangedStringGoesOnTheSecondLineSoTheSignatureStaysOneFinding() {
        MapCodec<Wvr4World> codec = variant(REAL::read, w -> {
            List<Wvr4Object> objects = new ArrayList<>(w.objects());
            Wvr4Object second = objects.get(1);
            objects.set(1, new Wvr4Object(second.transform(), second.id(), FixedString.padded("renamed.p3d", 76)));
            return REAL.write(new Wvr4World(w.heights(), w.textureIndices(), w.textureNames(), objects, w.terminator(),
                    w.trailing()));
        });
        AssertionError e = assertThrows(AssertionError.class, () -> DecoderOracle.checkDecoder(codec, SMALL));
        assertEquals("4WVR: write then read changed objects[1].name", firstLine(e));
        assertTrue(e.getMessage().lines().skip(1).findFirst().orElseThrow().contains("renamed.p3d"), e.getMessage());
    }

    @Test
    void aModelIsNeverPrintedWhole() {
        MapCodec<Wvr4World> codec = variant(REAL::read, w -> REAL.write(new Wvr4World(w.heights(), w.textureIndices(),
                w.textureNames(), List.of(), w.terminator(), w.trailing())));
        AssertionError e = assertThrows(AssertionError.class, () -> DecoderOracle.checkDecoder(codec, SMALL));
        assertEquals("4WVR: write then read changed objects: 2 elements → 0 elements", firstLine(e));
        assertTrue(e.getMessage().length() < 300, () -> "a short message, not the model: " + e.getMessage());
    }

    @Test
    void strictAndLenientReadsThatDifferNameTheField() {
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            Decoded<Wvr4World> d = REAL.read(bytes, options);
            if (options.strict()) {
                return d;
            }
            Wvr4World w = d.model();
            return new Decoded<>(new Wvr4World(w.heights(), w.textureIndices(), w.textureNames(), w.objects(),
                    Optional.empty(), w.trailing()), d.violations(), d.fieldMap());
        }, REAL::write);
        AssertionError e = assertThrows(AssertionError.class, () -> DecoderOracle.checkDecoder(codec, SMALL));
        assertEquals("4WVR: strict and lenient reads differ at terminator", firstLine(e));
    }

    @Test
    void theCheapStageLeavesTheComparisonOfTwoSuccessfulReadsToTheFullOracle() {
        int[] lenientReads = {0};
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            Decoded<Wvr4World> d = REAL.read(bytes, options);
            if (options.strict()) {
                return d;
            }
            if (bytes.length == SMALL.length) {
                lenientReads[0]++;
            }
            Wvr4World w = d.model();
            return new Decoded<>(new Wvr4World(w.heights(), w.textureIndices(), w.textureNames(), w.objects(),
                    Optional.empty(), w.trailing()), d.violations(), d.fieldMap());
        }, REAL::write);
        assertDoesNotThrow(() -> DecoderOracle.exploreDecoder(codec, SMALL));
        assertEquals(0, lenientReads[0], "a strictly accepted input is not read again leniently while exploring");
        assertThrows(AssertionError.class, () -> DecoderOracle.checkDecoder(codec, SMALL));
    }

    @Test
    void theCheapStageReadsLenientlyWhatTheStrictReadRejects() {
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            if (options.strict()) {
                throw new MapFormatException(ReadRules.TRUNCATED, 0, "", "something", "else");
            }
            throw new IllegalStateException("a lenient reader's own bug");
        }, REAL::write);
        assertThrows(IllegalStateException.class, () -> DecoderOracle.exploreDecoder(codec, SMALL));
    }

    @Test
    void theCheapStageChecksWhereEitherReadRejects() {
        MapCodec<Wvr4World> strictPastTheEnd = variant((bytes, options) -> {
            throw new MapFormatException(ReadRules.TRUNCATED, options.strict() ? bytes.length + 1L : 0, "", "something", "else");
        }, REAL::write);
        MapCodec<Wvr4World> lenientPastTheEnd = variant((bytes, options) -> {
            throw new MapFormatException(ReadRules.TRUNCATED, options.strict() ? 0 : bytes.length + 1L, "", "something", "else");
        }, REAL::write);
        assertThrows(AssertionError.class, () -> DecoderOracle.exploreDecoder(strictPastTheEnd, new byte[3]));
        assertThrows(AssertionError.class, () -> DecoderOracle.exploreDecoder(lenientPastTheEnd, new byte[3]));
    }

    @Test
    void aReaderThatFailsOnTheInputCutNearItsEndIsCaughtInBothStages() {
        // reads whole files; past-the-end look-ahead on any shorter one (as a trailer check might)
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            if (bytes.length < SMALL.length) {
                throw new ArrayIndexOutOfBoundsException(bytes.length);
            }
            return REAL.read(bytes, options);
        }, REAL::write);
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> DecoderOracle.exploreDecoder(codec, SMALL));
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> DecoderOracle.checkDecoder(codec, SMALL));
    }

    @Test
    void anInputThatDoesNotReadIsNotCut() {
        List<Integer> lengths = new ArrayList<>();
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            lengths.add(bytes.length);
            throw new MapFormatException(ReadRules.TRUNCATED, 0, "", "something", "else");
        }, REAL::write);
        DecoderOracle.exploreDecoder(codec, SMALL);
        DecoderOracle.checkDecoder(codec, SMALL);
        assertEquals(List.of(SMALL.length, SMALL.length, SMALL.length, SMALL.length), lengths);
    }

    @Test
    void strictSuccessWithLenientFailureIsCaught() {
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            if (!options.strict()) {
                throw new MapFormatException(ReadRules.TRUNCATED, 0, "", "something", "else");
            }
            return REAL.read(bytes, options);
        }, REAL::write);
        assertThrows(AssertionError.class, () -> DecoderOracle.checkDecoder(codec, SMALL));
    }

    @Test
    void aRejectionPointingPastTheInputIsCaught() {
        MapCodec<Wvr4World> codec = variant((bytes, options) -> {
            throw new MapFormatException(ReadRules.TRUNCATED, bytes.length + 1L, "", "something", "else");
        }, REAL::write);
        assertThrows(AssertionError.class, () -> DecoderOracle.checkDecoder(codec, new byte[3]));
    }

    @Test
    void aWriterRefusalOfABuiltModelOnlyMeansNotRepresentable() {
        Wvr4World world = REAL.read(SMALL, ReadOptions.STRICT).model();
        Wvr4World tooFewSlots = new Wvr4World(world.heights(), world.textureIndices(), world.textureNames().subList(0, 511),
                world.objects(), world.terminator(), world.trailing());
        assertTrue(DecoderOracle.checkWritable(REAL, world));
        assertFalse(DecoderOracle.checkWritable(REAL, tooFewSlots));
    }

    private static String firstLine(Throwable t) {
        return t.getMessage().lines().findFirst().orElse("");
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
