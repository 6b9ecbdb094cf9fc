package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.Wvr4ToWvr8;
import dev.mapharness.migrate.Wvr8ToWvr4;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8World;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.quicktheories.QuickTheory;
import org.quicktheories.core.Gen;

/**
 * 8WVR → 4WVR reports a LOST entry naming each field whose content 4WVR cannot hold, and no other;
 * its output is a 4WVR file again (strictly, but for names that fill their slot with no NUL, which the
 * engine reads and real files hold; see {@link #readsBack}).
 */
class Wvr8ToWvr4MigrationTest {
    private static final int EXAMPLES = 150;
    private static final int SLOTS = Wvr4World.TEXTURE_SLOTS;
    private static final int LONGEST_TEXTURE_NAME = Wvr4World.TEXTURE_NAME_LENGTH;

    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void reportsExactlyWhatFourWvrCannotHold(HeightScale scale) {
        reports(Theories.qt(0x9_0400L + scale.ordinal(), EXAMPLES), Wvr8Gens.representable(MigrationGridSizes.mixed()), scale);
        reports(Theories.qtFew(0x9_0408L + scale.ordinal(), 1), Wvr8Gens.representable(GridSizes.large()), scale);
    }

    /** Worlds made by 4WVR → 8WVR from any world the 4WVR writer accepts: most fields hold nothing 4WVR lacks. */
    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void reportsExactlyWhatFourWvrCannotHoldInWorldsFromFourWvr(HeightScale scale) {
        Gen<Wvr8World> fromWvr4 = Wvr4Gens.representable(MigrationGridSizes.mixed())
                .map(w -> new Wvr4ToWvr8(scale).apply(w).model()).describedAs(Wvr8Gens::describe);
        reports(Theories.qt(0x9_0410L + scale.ordinal(), EXAMPLES), fromWvr4, scale);
    }

    /** From a lossless 4WVR world with terminated names, nothing at all is lost. */
    @ParameterizedTest
    @EnumSource(HeightScale.class)
    void losesNothingFromALosslessFourWvrWorld(HeightScale scale) {
        Gen<Wvr8World> fromWvr4 = LosslessWvr4Gens.worlds(MigrationGridSizes.mixed(), false, true)
                .map(w -> new Wvr4ToWvr8(scale).apply(w).model()).describedAs(Wvr8Gens::describe);
        Theories.qt(0x9_0420L + scale.ordinal(), EXAMPLES).forAll(fromWvr4).checkAssert(source -> {
            Migrated<Wvr4World> m = new Wvr8ToWvr4(scale).apply(source);
            assertEquals(List.of(), m.report().losses());
            MigrationOutputs.writesAndReadsBackStrictly(Wvr4Codec.INSTANCE, m.model());
        });
    }

    private static void reports(QuickTheory qt, Gen<Wvr8World> worlds, HeightScale scale) {
        qt.forAll(worlds).checkAssert(source -> {
            Migrated<Wvr4World> m = new Wvr8ToWvr4(scale).apply(source);
            assertEquals(unholdable(source, scale), MigrationOutputs.lostFields(m.report()), m.report().toString());
            readsBack(m.model());
        });
    }

    /**
     * The output writes and reads back equal: strictly, unless a name fills its slot with no NUL (a
     * 32-byte texture name or a 76-byte path, see {@link #outputReadsBackStrictly}); then strict
     * reading refuses exactly the first such name (texture names come first in the file) and lenient
     * reading gives the model back.
     */
    private static void readsBack(Wvr4World target) {
        String field = null;
        for (int i = 0; i < target.textureNames().size() && field == null; i++) {
            field = target.textureNames().get(i).isTerminated() ? null : "textureNames[" + i + "]";
        }
        for (int i = 0; i < target.objects().size() && field == null; i++) {
            field = target.objects().get(i).name().isTerminated() ? null : "objects[" + i + "].name";
        }
        if (field == null) {
            MigrationOutputs.writesAndReadsBackStrictly(Wvr4Codec.INSTANCE, target);
            return;
        }
        byte[] b = Wvr4Codec.INSTANCE.write(target);
        assertEquals(target, Wvr4Codec.INSTANCE.read(b, ReadOptions.LENIENT).model(), "read back leniently");
        MapFormatException e = assertThrows(MapFormatException.class, () -> Wvr4Codec.INSTANCE.read(b, ReadOptions.STRICT));
        String expected = field;
        assertTrue(e.getMessage().contains(expected), () -> "strict reading refused " + e.getMessage() + ", not " + expected);
    }

    /** The fields of {@code w} holding something no 4WVR world can, worked out from the 4WVR format alone. */
    static Set<String> unholdable(Wvr8World w, HeightScale scale) {
        Set<String> fields = new TreeSet<>();
        boolean sameGrid = w.terrainWidth() == w.landWidth() && w.terrainHeight() == w.landHeight();
        if (!sameGrid || !everyHeightIsARawHeight(w.elevation(), scale)) {
            fields.add("elevation");
        }
        if (!(w.landCellSize() == 50f)) {
            fields.add("landCellSize");
        }
        List<Wvr8Material> materials = w.materials();
        if (materials.size() > SLOTS) {
            fields.add("materials");
        }
        int kept = Math.min(SLOTS, materials.size());
        boolean[] unfit = new boolean[kept];
        boolean[] emptySlot = new boolean[kept];
        for (int i = 0; i < kept; i++) {
            List<RawString> names = materials.get(i).names();
            // a slot holds one name of at most 32 bytes (a full slot has no NUL)
            unfit[i] = !names.isEmpty() && (names.get(0).length() > LONGEST_TEXTURE_NAME || names.get(0).indexOfNul() >= 0);
            if (names.size() > 1 || unfit[i]) {
                fields.add("materials");
            }
            emptySlot[i] = names.isEmpty() || unfit[i] || names.get(0).length() == 0;
        }
        boolean usesZero = false;
        for (short c : w.materialIndices().cellsUnsafe()) {
            int t = c & 0xFFFF;
            usesZero |= t == 0;
            // past the 512 slots, or on a material whose name 4WVR cannot hold: the cell moves to slot 0
            if (t >= SLOTS || t < kept && unfit[t]) {
                fields.add("materialIndices");
            }
        }
        if (kept > 0 && !usesZero) {
            emptySlot[0] = false; // slot 0 then holds the engine's default texture
        }
        if (kept > 0 && emptySlot[kept - 1]) {
            // 4WVR always has 512 slots: empty slots at the end do not say how long the material list was
            fields.add("materials");
        }
        for (int i = 0; i < w.objects().size(); i++) {
            RawString path = w.objects().get(i).model();
            if (path.length() > Wvr4Object.NAME_LENGTH || path.indexOfNul() >= 0) {
                fields.add("objects[" + i + "].model");
            }
        }
        w.dummy().ifPresent(d -> {
            if (d.id() != 0 || !d.transform().equals(Transform.ofBits(new int[Transform.FLOATS]))) {
                fields.add("dummy");
            }
        });
        if (!w.trailing().isEmpty()) {
            fields.add("trailing");
        }
        return fields;
    }

    /** True if every elevation equals raw × scale (as a float) for some 16-bit raw height. */
    private static boolean everyHeightIsARawHeight(FloatGrid elevation, HeightScale scale) {
        for (int c = 0; c < elevation.size(); c++) {
            float h = elevation.at(c);
            if (!Float.isFinite(h)) {
                return false;
            }
            long near = Math.round(h / scale.metresPerUnit());
            boolean found = false;
            for (long r = near - 1; r <= near + 1 && !found; r++) {
                found = r >= Short.MIN_VALUE && r <= Short.MAX_VALUE && scale.toMetres((short) r) == h;
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }
}
