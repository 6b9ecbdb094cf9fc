package dev.mapharness.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ModelComparatorTest {
    /** Package-private on purpose: the comparator must read records it has no public access to. */
    record Holder(Optional<ShortGrid> grid, OptionalInt id, float value, List<Integer> numbers) {
    }

    /** Holds records with float components in a list: record equality would call two NaN payloads equal. */
    record Outer(List<Holder> holders, int id) {
    }

    private static final ShortGrid GRID = ShortGrid.of(2, 2, new short[] {1, 2, 3, 4});

    @Test
    void equalWorldsHaveNoDivergence() {
        Comparison c = ModelComparator.compare(DiffWorlds.world(24), DiffWorlds.world(24));
        assertTrue(c.same(), c::toString);
    }

    @Test
    void oneChangedGridCellIsOneDivergenceNamingThatCell() {
        OprwWorld w = DiffWorlds.world(24);
        int[] bits = w.elevation().bitsUnsafe().clone();
        bits[2 * DiffWorlds.TERRAIN_X + 1] = Float.floatToRawIntBits(99.5f); // x 1, y 2
        Comparison c = ModelComparator.compare(w, DiffWorlds.withElevation(w, FloatGrid.ofBits(4, 4, bits)));
        assertEquals(List.of(new Divergence("elevation", "cell (1, 2) = " + w.elevation().get(1, 2),
                "cell (1, 2) = 99.5", "1 cell of 16 differs")), c.divergences());
    }

    @Test
    void aGridDifferingEverywhereIsStillOneDivergenceWithTheCount() {
        FloatGrid a = FloatGrid.of(3, 2, new float[] {1, 2, 3, 4, 5, 6});
        FloatGrid b = FloatGrid.of(3, 2, new float[] {1, 0, 0, 0, 0, 0});
        Comparison c = ModelComparator.compare(a, b);
        assertEquals(1, c.divergences().size(), c::toString);
        Divergence d = c.divergences().get(0);
        assertEquals("cell (1, 0) = 2.0", d.left());
        assertEquals("cell (1, 0) = 0.0", d.right());
        assertEquals("5 of 6 cells differ", d.note());
    }

    @Test
    void gridsOfDifferentSizesAreOneDivergence() {
        Comparison c = ModelComparator.compare(ShortGrid.filled(2, 3, (short) 0), ShortGrid.filled(3, 2, (short) 0));
        assertEquals(List.of(new Divergence("", "2 × 3", "3 × 2", "grid sizes differ")), c.divergences());
    }

    @Test
    void aChangedTransformFloatIsNamedByItsIndex() {
        OprwWorld w = DiffWorlds.world(24);
        OprwWorld moved = DiffWorlds.withMovedObject(w);
        Comparison c = ModelComparator.compare(w, moved);
        float x = w.objects().get(2).transform().get(9);
        assertEquals(List.of(new Divergence("objects[2].transform[9]", Float.toString(x), Float.toString(x + 1))),
                c.divergences());
    }

    @Test
    void aShorterListIsOneLengthDivergencePlusItsDifferingPrefix() {
        OprwWorld w = DiffWorlds.world(24);
        OprwWorld lastDropped = DiffWorlds.withObjects(w, o -> o.subList(0, 2));
        assertEquals(List.of(new Divergence("objects", "3 elements", "2 elements")),
                ModelComparator.compare(w, lastDropped).divergences());

        OprwWorld firstDropped = DiffWorlds.withObjects(w, o -> o.subList(1, 3));
        List<String> paths = ModelComparator.compare(w, firstDropped).divergences().stream().map(Divergence::path).toList();
        assertEquals("objects", paths.get(0));
        assertTrue(paths.contains("objects[0].objectId"), paths::toString);
        assertTrue(paths.contains("objects[1].objectId"), paths::toString);
        assertTrue(paths.stream().noneMatch(p -> p.startsWith("objects[2]")), "only the common prefix: " + paths);
    }

    @Test
    void optionalPresentOnOneSideOnlyIsOneDivergenceAtItsPath() {
        Holder a = new Holder(Optional.of(GRID), OptionalInt.of(5), 1f, List.of());
        Holder b = new Holder(Optional.empty(), OptionalInt.empty(), 1f, List.of());
        List<Divergence> d = ModelComparator.compare(a, b).divergences();
        assertEquals(2, d.size(), d::toString);
        assertEquals(new Divergence("grid", GRID.toString(), "absent"), d.get(0));
        assertEquals(new Divergence("id", "5", "absent"), d.get(1));
    }

    @Test
    void optionalsPresentOnBothSidesAreComparedInside() {
        Holder a = new Holder(Optional.of(GRID), OptionalInt.of(5), 1f, List.of());
        Holder b = new Holder(Optional.of(ShortGrid.of(2, 2, new short[] {1, 2, 3, -1})), OptionalInt.of(6), 1f, List.of());
        assertEquals(List.of(new Divergence("grid", "cell (1, 1) = 4", "cell (1, 1) = -1 (65535)", "1 cell of 4 differs"),
                new Divergence("id", "5", "6")), ModelComparator.compare(a, b).divergences());
    }

    @Test
    void nanPayloadsDifferAndShowTheirBits() {
        int quiet = 0x7FC00000;
        int payload = 0x7FC00001;
        // record equality canonicalises NaN for float components; the comparator must not
        Holder a = new Holder(Optional.empty(), OptionalInt.empty(), Float.intBitsToFloat(quiet), List.of());
        Holder b = new Holder(Optional.empty(), OptionalInt.empty(), Float.intBitsToFloat(payload), List.of());
        assertEquals(List.of(new Divergence("value", "NaN (bits 0x7FC00000)", "NaN (bits 0x7FC00001)")),
                ModelComparator.compare(a, b).divergences());

        FloatGrid x = FloatGrid.ofBits(1, 2, new int[] {0, quiet});
        FloatGrid y = FloatGrid.ofBits(1, 2, new int[] {0, payload});
        Divergence d = ModelComparator.compare(x, y).divergences().get(0);
        assertEquals("cell (0, 1) = NaN (bits 0x7FC00000)", d.left());
        assertEquals("cell (0, 1) = NaN (bits 0x7FC00001)", d.right());
    }

    @Test
    void negativeZeroShowsItsBitsSinceItPrintsLikeItself() {
        Holder a = new Holder(Optional.empty(), OptionalInt.empty(), 0f, List.of());
        Holder b = new Holder(Optional.empty(), OptionalInt.empty(), -0f, List.of());
        Divergence d = ModelComparator.compare(a, b).divergences().get(0);
        assertEquals("0.0", d.left());
        assertEquals("-0.0", d.right());
        Holder c = new Holder(Optional.empty(), OptionalInt.empty(), Float.intBitsToFloat(0x3F800001), List.of());
        Holder e = new Holder(Optional.empty(), OptionalInt.empty(), Float.intBitsToFloat(0x3F800000), List.of());
        Divergence f = ModelComparator.compare(c, e).divergences().get(0);
        assertTrue(f.left().startsWith("1.0000001"), f::toString);
        assertEquals("1.0", f.right());
    }

    @Test
    void stringsShowAsRawStringsAndPathsNameTheListElement() {
        OprwWorld w = DiffWorlds.world(24);
        List<OprwMaterial> materials = new ArrayList<>(w.materials());
        materials.set(1, new OprwMaterial(RawString.of("data\\other.rvmat"), 1));
        OprwWorld changed = new OprwWorld(w.version(), w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), w.elevation(), materials, w.models(),
                w.entities(), w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(), w.maxObjectId(),
                w.roads(), w.objects(), w.mapInfos(), w.mapInfoTail(), w.trailing());
        assertEquals(List.of(new Divergence("materials[1].path", "\"data\\layers\\p_000-000_l00.rvmat\"", "\"data\\other.rvmat\"")),
                ModelComparator.compare(w, changed).divergences());
    }

    @Test
    void divergencesPastTheLimitAreCountedNotKept() {
        List<Integer> a = IntStream.range(0, 1500).boxed().toList();
        List<Integer> b = IntStream.range(0, 1500).map(i -> -i - 1).boxed().toList();
        Comparison c = ModelComparator.compare(new Holder(Optional.empty(), OptionalInt.empty(), 0f, a),
                new Holder(Optional.empty(), OptionalInt.empty(), 0f, b));
        assertEquals(ModelComparator.DEFAULT_LIMIT, c.divergences().size());
        assertEquals(1500 - ModelComparator.DEFAULT_LIMIT, c.omitted());
        assertEquals("numbers[0]", c.divergences().get(0).path());
        assertEquals("-1 (0xFFFFFFFF)", c.divergences().get(0).right());
    }

    @Test
    void objectFieldsAreComparedByComponent() {
        OprwObject a = DiffWorlds.world(24).objects().get(0);
        OprwObject b = new OprwObject(a.objectId(), 5, a.transform(), 9);
        assertEquals(List.of(new Divergence("modelIndex", "0", "5"), new Divergence("shapeParam", "2", "9")),
                ModelComparator.compare(a, b).divergences());
    }

    @Test
    void nanPayloadsInsideNestedRecordsAreNotHiddenByRecordEquality() {
        Holder quiet = new Holder(Optional.empty(), OptionalInt.empty(), Float.intBitsToFloat(0x7FC00000), List.of());
        Holder payload = new Holder(Optional.empty(), OptionalInt.empty(), Float.intBitsToFloat(0x7FC0BEEF), List.of());
        assertEquals(new Outer(List.of(quiet), 1), new Outer(List.of(payload), 1), "record equality cannot tell them apart");
        assertEquals(List.of("holders[0].value"), ModelComparator.compare(new Outer(List.of(quiet), 1),
                new Outer(List.of(payload), 1)).divergences().stream().map(Divergence::path).toList());
    }

    @Test
    void onlyRecordsWithoutFloatComponentsAreSkippedByEquality() {
        assertTrue(ExactEquality.of(OprwObject.class));
        assertTrue(ExactEquality.of(dev.mapharness.oprw.OprwRoadCell.class));
        assertFalse(ExactEquality.of(OprwWorld.class));
        assertFalse(ExactEquality.of(Holder.class));
        assertFalse(ExactEquality.of(Outer.class));
        assertFalse(ExactEquality.of(dev.mapharness.wvr1.Wvr1Model.class));
    }

    /** A record with a double, as the Gamestudio models hold their coordinates. */
    record Point(double x, float y) {
    }

    @Test
    void aToleranceInUlpsLetsComputedValuesBeRoundedOtherwiseAndNoFurther() {
        float h = 12.345f;
        FloatGrid exact = FloatGrid.of(2, 1, new float[] {h, -h});
        FloatGrid near = FloatGrid.ofBits(2, 1, new int[] {Float.floatToRawIntBits(h) + 4, Float.floatToRawIntBits(-h) - 4});
        FloatGrid far = FloatGrid.ofBits(2, 1, new int[] {Float.floatToRawIntBits(h) + 5, Float.floatToRawIntBits(-h)});
        assertFalse(ModelComparator.compare(exact, near).same(), "without a tolerance every bit counts");
        assertTrue(ModelComparator.compare(exact, near, 10, 4).same());
        Comparison c = ModelComparator.compare(exact, far, 10, 4);
        assertEquals("1 cell of 2 differs", c.divergences().get(0).note(), c::toString);

        double x = 0.1;
        Point p = new Point(x, 1f);
        assertTrue(ModelComparator.compare(p, new Point(Math.nextUp(Math.nextUp(x)), Math.nextDown(1f)), 10, 4).same());
        assertEquals(List.of("x"), ModelComparator.compare(p, new Point(x * 1.0001, 1f), 10, 4).divergences().stream()
                .map(Divergence::path).toList());
        // across zero: -0 and +0 are the same value; the smallest subnormals are 2 apart
        assertTrue(ModelComparator.compare(new Point(-0.0, -0f), new Point(0.0, Float.MIN_VALUE), 10, 4).same());
        // NaNs are never close to a number, and far values whose difference would overflow are far
        assertFalse(ModelComparator.compare(new Point(Double.NaN, 1f), new Point(0.0, 1f), 10, 4).same());
        assertFalse(ModelComparator.compare(new Point(-Double.MAX_VALUE, 1f), new Point(Double.MAX_VALUE, 1f), 10, 4).same());
        assertFalse(ModelComparator.compare(new Point(0.0, Float.NaN), new Point(0.0, Float.intBitsToFloat(0x7FC00001)), 10, 4).same());
    }
}
