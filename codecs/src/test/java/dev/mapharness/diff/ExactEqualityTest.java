package dev.mapharness.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.Point3;
import dev.mapharness.oprw.OprwFeature;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Which records the comparator may skip by {@code equals}: only those whose every component, however
 * deeply nested in records, lists and optionals, compares every bit. Each record is judged as a
 * fresh copy of its class, never from the cache (public, so that the copy, in a runtime package of
 * its own, can still name the others).
 */
class ExactEqualityTest {
    public enum Kind { A }

    public record Ints(int i, long l, short s, byte b, char c, boolean z) {
    }

    public record Values(Integer i, String s, RawString raw, Point3 point, OptionalInt id, Kind kind) {
    }

    public record Nested(Ints ints, List<String> names, Optional<List<Values>> values) {
    }

    public record HasFloat(int i, float f) {
    }

    public record HasDouble(double d) {
    }

    public record FloatInside(Ints ints, HasFloat inner) {
    }

    public record FloatsInAList(List<Float> fs) {
    }

    public record DoubleInAnOptional(Optional<Double> d) {
    }

    public record AnObject(Object o) {
    }

    public record RawList(@SuppressWarnings("rawtypes") List l) {
    }

    public record Wildcard(List<?> l) {
    }

    public record AMap(Map<String, Integer> m) {
    }

    public record Generic<T>(T t) {
    }

    /** Lists nested 8 deep: as deep as the proof goes. */
    public record Lists8(List<List<List<List<List<List<List<List<String>>>>>>>> l) {
    }

    /** Lists nested 9 deep: too deep to prove, so walked. */
    public record Lists9(List<List<List<List<List<List<List<List<List<String>>>>>>>>> l) {
    }

    public record R1(int i) {
    }

    public record R2(R1 r) {
    }

    public record R3(R2 r) {
    }

    public record R4(R3 r) {
    }

    public record R5(R4 r) {
    }

    public record R6(R5 r) {
    }

    public record R7(R6 r) {
    }

    public record R8(R7 r) {
    }

    public record R9(R8 r) {
    }

    public record R10(R9 r) {
    }

    public record Empty() {
    }

    /** Package-private: its copy, in a runtime package of its own, is a record the comparator has no access to. */
    record Hidden(int count, String name) {
    }

    private static boolean exact(Class<?> record) {
        return ExactEquality.of(FreshClasses.load(record));
    }

    @Test
    void recordsOfBitExactComponentsAreExact() {
        assertTrue(exact(Ints.class));
        assertTrue(exact(Values.class));
        assertTrue(exact(Nested.class));
        assertTrue(exact(Empty.class));
        assertTrue(exact(Lists8.class));
        assertTrue(exact(R9.class), "records nested 8 deep below the top");
    }

    @Test
    void aFloatOrDoubleAnywhereOrAnUnprovableComponentIsNot() {
        for (Class<?> c : List.of(HasFloat.class, HasDouble.class, FloatInside.class, FloatsInAList.class,
                DoubleInAnOptional.class, AnObject.class, RawList.class, Wildcard.class, AMap.class, Generic.class,
                Lists9.class, R10.class)) {
            assertFalse(exact(c), c.getSimpleName());
        }
    }

    @Test
    void onlyRecordsAreExact() {
        assertFalse(ExactEquality.of(String.class));
        assertFalse(ExactEquality.of(OprwFeature.class));
    }

    @Test
    void aRecordThatIsNotExactIsWalkedSoANanPayloadIsFound() {
        Class<?> hasFloat = FreshClasses.load(HasFloat.class);
        Object quiet = FreshClasses.instance(hasFloat, 1, Float.intBitsToFloat(0x7FC00000));
        Object payload = FreshClasses.instance(hasFloat, 1, Float.intBitsToFloat(0x7FC00001));
        assertEquals(List.of(new Divergence("f", "NaN (bits 0x7FC00000)", "NaN (bits 0x7FC00001)")),
                ModelComparator.compare(quiet, payload).divergences());
        assertEquals(new HasFloat(1, Float.intBitsToFloat(0x7FC00000)), new HasFloat(1, Float.intBitsToFloat(0x7FC00001)),
                "record equality cannot tell them apart");
    }

    @Test
    void anExactRecordThatDiffersIsWalkedByComponent() {
        Class<?> ints = FreshClasses.load(Ints.class);
        assertEquals(List.of(new Divergence("l", "2", "3"), new Divergence("c", "a", "b")),
                ModelComparator.compare(FreshClasses.instance(ints, 1, 2L, (short) 3, (byte) 4, 'a', true),
                        FreshClasses.instance(ints, 1, 3L, (short) 3, (byte) 4, 'b', true)).divergences());
    }

    @Test
    void aRecordTheComparatorHasNoAccessToIsWalkedToo() {
        Class<?> hidden = FreshClasses.load(Hidden.class);
        assertEquals(List.of(new Divergence("count", "1", "2"), new Divergence("name", "a", "b")),
                ModelComparator.compare(FreshClasses.instance(hidden, 1, "a"), FreshClasses.instance(hidden, 2, "b")).divergences());
    }
}
