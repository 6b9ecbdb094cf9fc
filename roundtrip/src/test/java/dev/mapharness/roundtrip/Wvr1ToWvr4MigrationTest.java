package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.Decoded;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.Wvr1ToWvr4;
import dev.mapharness.wvr1.Wvr1Model;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.quicktheories.QuickTheory;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * 1WVR → 4WVR on any world the 1WVR writer accepts, and on such worlds with some model names
 * emptied (no reader makes those, but the migration must still drop and report them).
 */
class Wvr1ToWvr4MigrationTest {
    private static final int EXAMPLES = 120;

    /** 1WVR worlds of the engine's size or the small mixed sizes, some with emptied model names. */
    static Gen<Wvr1World> worlds(Gen<GridSize> sizes) {
        Gen<Wvr1World> representable = Wvr1Gens.worlds(sizes, false);
        Gen<Boolean> emptied = Generate.frequency(Pair.of(3, Generate.constant(false)), Pair.of(1, Generate.constant(true)));
        Gen<FixedString> emptyName = FixedStringGens.emptyValue(Wvr1Model.NAME_LENGTH);
        return ((Gen<Wvr1World>) rs -> {
            Wvr1World w = representable.generate(rs);
            List<Wvr1Model> models = new ArrayList<>(w.models().size());
            for (Wvr1Model m : w.models()) {
                models.add(emptied.generate(rs)
                        ? new Wvr1Model(m.x(), m.y(), m.z(), m.heading(), emptyName.generate(rs)) : m);
            }
            return new Wvr1World(w.heights(), w.textureIndices(), w.textureNames(), models, w.nets(), w.endOfNets(),
                    w.trailing());
        }).describedAs(Wvr1Gens::describe);
    }

    static Gen<GridSize> sizes() {
        return Generate.frequency(Pair.of(1, GridSizes.of(Wvr1World.ENGINE_SIZE, Wvr1World.ENGINE_SIZE)),
                Pair.of(3, MigrationGridSizes.mixed()));
    }

    @Test
    void keepsGridHeightsAndNamedModelsAndReportsWhatItDrops() {
        check(Theories.qt(0x9_0300L, EXAMPLES), worlds(sizes()), HeightScale.ENGINE);
        check(Theories.qt(0x9_0301L, EXAMPLES), worlds(sizes()), HeightScale.SEED);
        check(Theories.qtFew(0x9_0308L, 1), worlds(GridSizes.large()), HeightScale.ENGINE);
    }

    private static void check(QuickTheory qt, Gen<Wvr1World> worlds, HeightScale scale) {
        qt.forAll(worlds).checkAssert(source -> {
            Migrated<Wvr4World> m = new Wvr1ToWvr4(scale).apply(source);
            Wvr4World target = m.model();
            LossReport report = m.report();
            assertEquals(source.heights(), target.heights(), "grid size and raw heights");

            List<Integer> named = new ArrayList<>();
            Set<String> droppedFields = new TreeSet<>();
            for (int i = 0; i < source.models().size(); i++) {
                if (source.models().get(i).name().value().isEmpty()) {
                    droppedFields.add("models[" + i + "].name");
                } else {
                    named.add(i);
                }
            }
            assertEquals(droppedFields, report.losses().stream().map(LossReport.Entry::field)
                    .filter(f -> f.startsWith("models[")).collect(Collectors.toCollection(TreeSet::new)), "dropped models");
            assertEquals(named.size(), target.objects().size(), "one object per named model");
            for (int k = 0; k < named.size(); k++) {
                Wvr4Object o = target.objects().get(k);
                assertEquals(source.models().get(named.get(k)).name().value(), o.name().value(), "objects[" + k + "].name");
                assertEquals(k, o.id(), "objects[" + k + "].id");
            }
            assertEquals(!source.nets().isEmpty(), MigrationOutputs.lostFields(report).contains("nets"),
                    "a nets loss exactly when the world has nets: " + report);

            // Every texture name the output holds is at most 31 bytes before a NUL, object names of at
            // most 48 bytes sit in 76-byte slots, ids are 0..n-1, slots 1..k all hold names and every
            // cell points at 0..k, and nothing follows the all-zero terminator: so the input implies
            // no 4WVR violation at all, whatever 1WVR rules it broke.
            Decoded<Wvr4World> read = MigrationOutputs.writesAndReadsBackStrictly(Wvr4Codec.INSTANCE, target);
            assertEquals(List.of(), read.violations(), "violations of the written 4WVR file");
        });
    }
}
