package dev.mapharness.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Each kind of value the comparator knows, compared where it differs: the exact paths and texts a
 * divergence carries (points, map infos, WWD objects, blobs, arrays, grids, values of different
 * kinds, null, a value shown against its absence).
 */
class ComparatorValuesTest {
    record Text(String s) {
    }

    record Any(Object o) {
    }

    record Ints(int[] xs) {
    }

    record Maybe(Optional<Float> f, Optional<String> s) {
    }

    private static List<Divergence> diff(Object a, Object b) {
        return ModelComparator.compare(a, b).divergences();
    }

    private static String floatText(int bits) {
        return Float.toString(Float.intBitsToFloat(bits));
    }

    @Test
    void pointsDifferPerCoordinate() {
        assertEquals(List.of(new Divergence("x", "1.0", "2.0"), new Divergence("y", "3.0", "4.0"), new Divergence("z", "5.0", "6.0")),
                diff(Point3.of(1, 3, 5), Point3.of(2, 4, 6)));
        assertEquals(List.of(new Divergence("z", "5.0", "7.0")), diff(Point3.of(1, 3, 5), Point3.of(1, 3, 7)));
    }

    @Test
    void mapInfosDifferInTypeIdFloatsAndBytes() {
        // a river's points: any even number of floats, no bytes
        OprwMapInfo river = new OprwMapInfo(44, 8, new int[] {1, 2, 3, 4}, Blob.EMPTY);
        assertEquals(List.of(new Divergence("objectId", "8", "9"), new Divergence("floats", "4 elements", "2 elements"),
                new Divergence("floats[1]", floatText(2), floatText(5))),
                diff(river, new OprwMapInfo(44, 9, new int[] {1, 5}, Blob.EMPTY)));
        // types 3 and 4 are both a rectangle and a colour
        int[] rect = {1, 2, 3, 4, 5, 6, 7, 8};
        OprwMapInfo a = new OprwMapInfo(3, 8, rect, Blob.of(new byte[] {9, 8, 7, 6}));
        assertEquals(List.of(new Divergence("type", "3", "4"),
                new Divergence("bytes", "4 bytes [09 08 07 06]", "4 bytes [09 08 07 05]", "first difference at byte 3")),
                diff(a, new OprwMapInfo(4, 8, rect, Blob.of(new byte[] {9, 8, 7, 5}))));
        assertEquals(List.of(), diff(a, new OprwMapInfo(3, 8, rect.clone(), Blob.of(new byte[] {9, 8, 7, 6}))));
    }

    @Test
    void blobsNameTheirFirstDifferingByteOrTheirLengths() {
        assertEquals(List.of(new Divergence("", "3 bytes [01 02 03]", "3 bytes [01 09 03]", "first difference at byte 1")),
                diff(Blob.of(new byte[] {1, 2, 3}), Blob.of(new byte[] {1, 9, 3})));
        assertEquals(List.of(new Divergence("", "2 bytes [01 02]", "3 bytes [01 02 03]", "one is a prefix of the other; lengths 2 and 3")),
                diff(Blob.of(new byte[] {1, 2}), Blob.of(new byte[] {1, 2, 3})));
    }

    @Test
    void wwdObjectsDifferByFieldNameAndString() {
        int[] values = new int[WwdObjectField.COUNT];
        WwdObject a = WwdObject.of(values, RawString.of("n"), RawString.of("Logic"), RawString.of("Set"), RawString.of("Anim"));
        values[3] = 7;
        WwdObject b = WwdObject.of(values, RawString.of("n"), RawString.of("Other"), RawString.of("Set2"), RawString.of("Anim2"));
        String field = WwdObjectField.ALL.get(3).fieldName();
        assertEquals(List.of(new Divergence(field, "0", "7"), new Divergence("logic", "\"Logic\"", "\"Other\""),
                new Divergence("imageSet", "\"Set\"", "\"Set2\""), new Divergence("animation", "\"Anim\"", "\"Anim2\"")),
                diff(a, b));
    }

    @Test
    void arraysOfAnotherLengthDivergeAtTheArrayThenByElement() {
        assertEquals(List.of(new Divergence("xs", "2 elements", "3 elements"), new Divergence("xs[1]", "2", "3")),
                diff(new Ints(new int[] {1, 2}), new Ints(new int[] {1, 3, 4})));
    }

    @Test
    void nullAndValuesOfDifferentKindsAreOneDivergenceEach() {
        assertEquals(List.of(new Divergence("s", "null", "x")), diff(new Text(null), new Text("x")));
        assertEquals(List.of(), diff(new Text(null), new Text(null)));
        assertEquals(List.of(new Divergence("o", "1", "1", "values of different kinds: Integer and Long")),
                diff(new Any(1), new Any(1L)));
    }

    @Test
    void aValueAgainstItsAbsenceIsShownCutAt200Characters() {
        String longest = "a".repeat(ModelComparator.MAX_VALUE_TEXT);
        assertEquals(List.of(new Divergence("f", "1.5", "absent"), new Divergence("s", longest, "absent")),
                diff(new Maybe(Optional.of(1.5f), Optional.of(longest)), new Maybe(Optional.empty(), Optional.empty())));
        assertEquals(List.of(new Divergence("s", "absent", longest + " …")),
                diff(new Maybe(Optional.empty(), Optional.empty()), new Maybe(Optional.empty(), Optional.of(longest + "b"))));
    }

    @Test
    void aLimitOfNoneCountsEveryDivergenceAndANegativeOneIsRefused() {
        Comparison c = ModelComparator.compare(Point3.of(1, 3, 5), Point3.of(2, 4, 6), 0);
        assertEquals(List.of(), c.divergences());
        assertEquals(3, c.omitted());
        assertThrows(IllegalArgumentException.class, () -> ModelComparator.compare(Point3.of(1, 3, 5), Point3.of(2, 4, 6), -1));
    }

    @Test
    void byteCellsAreUnsignedAndShortCellsSignedBelowZeroOnly() {
        assertEquals(List.of(new Divergence("", "cell (0, 0) = 200", "cell (0, 0) = 5", "1 cell of 2 differs")),
                diff(ByteGrid.of(2, 1, new byte[] {(byte) 200, 1}), ByteGrid.of(2, 1, new byte[] {5, 1})));
        assertEquals(List.of(new Divergence("", "cell (1, 0) = 0", "cell (1, 0) = -2 (65534)", "1 cell of 2 differs")),
                diff(ShortGrid.of(2, 1, new short[] {1, 0}), ShortGrid.of(2, 1, new short[] {1, -2})));
    }

    @Test
    void theFirstDifferingCellIsShownEvenAtTheOrigin() {
        assertEquals(List.of(new Divergence("", "cell (0, 0) = 5", "cell (0, 0) = 6", "2 of 3 cells differ", 2)),
                diff(IntGrid.of(3, 1, new int[] {5, 1, -1}), IntGrid.of(3, 1, new int[] {6, 1, 7})));
        assertEquals(List.of(new Divergence("", "cell (2, 0) = -1 (0xFFFFFFFF)", "cell (2, 0) = 7", "1 cell of 3 differs")),
                diff(IntGrid.of(3, 1, new int[] {5, 1, -1}), IntGrid.of(3, 1, new int[] {5, 1, 7})));
    }

    @Test
    void everyFloatCellOfASquareGridTheToleranceTakesIsCounted() {
        FloatGrid a = FloatGrid.of(2, 2, new float[] {1, 2, 3, 4});
        FloatGrid b = FloatGrid.of(2, 2, new float[] {Math.nextUp(1f), Math.nextUp(2f), Math.nextUp(3f), Math.nextUp(4f)});
        Comparison c = ModelComparator.compare(a, b, 10, 1);
        assertEquals(List.of(), c.divergences());
        assertEquals(4, c.absorbed());
    }
}
