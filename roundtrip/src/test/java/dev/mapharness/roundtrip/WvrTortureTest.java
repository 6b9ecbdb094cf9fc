package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wvr1.Wvr1Codec;
import dev.mapharness.wvr8.Wvr8Codec;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** The 1WVR and 8WVR readers under the torture check, on valid files made by the generators. */
class WvrTortureTest {
    private static <M> List<M> sample(Gen<M> gen, int n, long seed) {
        List<M> out = new ArrayList<>();
        Theories.qtFew(seed, n).forAll(gen).checkAssert(out::add);
        return out;
    }

    /** Lenient models must write and read back to themselves; strict reads only have to behave. */
    private static <M extends MapModel> void torture(MapCodec<M> codec, List<M> models, boolean strictToo,
                                                     boolean modelsRoundTrip) {
        TortureCheck lenient = TortureCheck.of(codec.format() + " lenient", b -> codec.read(b, ReadOptions.LENIENT).model());
        if (modelsRoundTrip) {
            lenient = lenient.withModelCheck(m -> {
                M model = codec.modelType().cast(m);
                assertEquals(model, codec.read(codec.write(model), ReadOptions.LENIENT).model());
            });
        }
        TortureCheck strict = TortureCheck.of(codec.format() + " strict", b -> codec.read(b, ReadOptions.STRICT).model());
        for (M m : models) {
            byte[] b = codec.write(m);
            String name = codec.format() + " " + m.summary();
            TortureSummary s = lenient.run(name, b);
            assertTrue(s.total() > Math.min(b.length, 2 * Mutations.TRUNCATION_EDGE), s::toString);
            if (strictToo) {
                strict.run(name, b);
            }
        }
    }

    /**
     * This check found that OpenJDK 17.0.15's C2 compiler miscompiles a copy of a clone of an
     * {@code Arrays.copyOfRange} result once hot, which made the 1WVR reader misclassify valid model
     * records; the reader now classifies records in place (see {@code Wvr1Layout}).
     */
    @Test
    void wvr1() {
        torture(Wvr1Codec.INSTANCE, sample(Wvr1Gens.worlds(GridSizes.small(4), true), 2, 0x1_0100L), true, true);
        torture(Wvr1Codec.INSTANCE, sample(Wvr1Gens.conforming(), 1, 0x1_0101L), true, true);
    }

    @Test
    void wvr8() {
        torture(Wvr8Codec.INSTANCE, sample(Wvr8Gens.conforming(GridSizes.small(4)), 2, 0x8_0100L), true, true);
        torture(Wvr8Codec.INSTANCE, sample(Wvr8Gens.representable(GridSizes.small(6)), 2, 0x8_0101L), false, true);
    }
}
