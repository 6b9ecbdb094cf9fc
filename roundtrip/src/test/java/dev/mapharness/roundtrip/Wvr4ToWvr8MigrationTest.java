package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.Wvr4ToWvr8;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.quicktheories.QuickTheory;
import org.quicktheories.core.Gen;

/**
 * What 4WVR → 8WVR keeps of any world the 4WVR writer accepts: the grid (as land and terrain grid),
 * every height as raw × scale exactly as a float, texture indices as material indices, and every
 * object's transform (bit for bit), id and name, in order. The result is an 8WVR file again.
 */
class Wvr4ToWvr8MigrationTest {
    private static final int EXAMPLES = 150;

    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void keepsGridHeightsIndicesAndObjects(HeightScale scale) {
        keeps(Theories.qt(0x9_0200L + scale.ordinal(), EXAMPLES), Wvr4Gens.representable(MigrationGridSizes.mixed()), scale);
        keeps(Theories.qtFew(0x9_0208L + scale.ordinal(), 1), Wvr4Gens.representable(GridSizes.large()), scale);
    }

    private static void keeps(QuickTheory qt, Gen<Wvr4World> worlds, HeightScale scale) {
        qt.forAll(worlds).checkAssert(source -> {
            Migrated<Wvr8World> m = new Wvr4ToWvr8(scale).apply(source);
            Wvr8World target = m.model();
            assertEquals(source.width(), target.landWidth(), "land width");
            assertEquals(source.height(), target.landHeight(), "land height");
            assertEquals(source.width(), target.terrainWidth(), "terrain width");
            assertEquals(source.height(), target.terrainHeight(), "terrain height");
            short[] raw = source.heights().cellsUnsafe();
            for (int c = 0; c < raw.length; c++) {
                float expected = (float) (raw[c] * scale.metresPerUnit());
                if (Float.floatToRawIntBits(expected) != target.elevation().bitsAt(c)) {
                    assertEquals(expected, target.elevation().at(c), "elevation[" + c + "] of raw " + raw[c]);
                }
            }
            assertEquals(source.textureIndices(), target.materialIndices(), "material indices");
            assertEquals(source.objects().size(), target.objects().size(), "objects");
            for (int i = 0; i < source.objects().size(); i++) {
                Wvr4Object o = source.objects().get(i);
                Wvr8Object p = target.objects().get(i);
                assertEquals(o.transform(), p.transform(), "objects[" + i + "].transform");
                assertEquals(o.id(), p.id(), "objects[" + i + "].id");
                assertEquals(o.name().value(), p.model(), "objects[" + i + "].model");
            }
            MigrationOutputs.writesAndReadsBackStrictly(Wvr8Codec.INSTANCE, target);
        });
    }
}
