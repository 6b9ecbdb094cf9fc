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
 * deeply nested in records, lists and optionals, compares every bit. The records here are declared
 * for this test alone, so each is judged here first.
 */
class ExactEqualityTest {
    enum Kind { A }

    record Ints(int i, long l, short s, byte b, char c, boolean z) {
    }

    record Values(Integer i, String s, RawString raw, Point3 point, OptionalInt id, Kind kind) {
    }

    record Nested(Ints ints, List<String> names, Optional<List<Values>> values) {
    }

    record HasFloat(int i, float f) {
    }

    record HasDouble(double d) {
    }

    record FloatInside(Ints ints, HasFloat inner) {
    }

    record FloatsInAList(List<Float> fs) {
    }

    record DoubleInAnOptional(Optional<Double> d) {
    }

    record AnObject(Object o) {
    }

    record RawList(@SuppressWarnings("rawtypes") List l) {
    }

    record Wildcard(List<?> l) {
    }

    record AMap(Map<String, Integer> m) {
    }

    record Generic<T>(T t) {
    }

    /** Lists nested 8 deep: as deep as the proof goes. */
    record Lists8(List<List<List<List<List<List<List<List<String>>>>>>>> l) {
    }

    /** Lists nested 9 deep: too deep to prove, so walked. */
    record Lists9(List<List<List<List<List<List<List<List<List<String>>>>>>>>> l) {
    }

    record R1(int i) {
    }

    record R2(R1 r) {
    }

    record R3(R2 r) {
    }

    record R4(R3 r) {
    }

    record R5(R4 r) {
    }

    record R6(R5 r) {
    }

    record R7(R6 r) {
    }

    record R8(R7 r) {
    }

    record R9(R8 r) {
    }

    record R10(R9 r) {
    }

    record Empty() {
    }

    @Test
    void recordsOfBitExactComponentsAreExact() {
        assertTrue(ExactEquality.of(Ints.class));
        assertTrue(ExactEquality.of(Values.class));
        assertTrue(ExactEquality.of(Nested.class));
        assertTrue(ExactEquality.of(Empty.class));
        assertTrue(ExactEquality.of(Lists8.class));
        assertTrue(ExactEquality.of(R9.class), "records nested 8 deep below the top");
    }

    @Test
    void aFloatOrDoubleAnywhereOrAnUnprovableComponentIsNot() {
        for (Class<?> c : List.of(HasFloat.class, HasDouble.class, FloatInside.class, FloatsInAList.class,
                DoubleInAnOptional.class, AnObject.class, RawList.class, Wildcard.class, AMap.class, Generic.class,
                Lists9.class, R10.class)) {
            assertFalse(ExactEquality.of(c), c.getSimpleName());
        }
    }

    @Test
    void onlyRecordsAreExact() {
        assertFalse(ExactEquality.of(String.class));
        assertFalse(ExactEquality.of(OprwFeature.class));
    }

    @Test
    void aRecordThatIsNotExactIsWalkedSoANanPayloadIsFound() {
        HasFloat quiet = new HasFloat(1, Float.intBitsToFloat(0x7FC00000));
        HasFloat payload = new HasFloat(1, Float.intBitsToFloat(0x7FC00001));
        assertEquals(quiet, payload, "record equality cannot tell them apart");
        assertEquals(List.of(new Divergence("f", "NaN (bits 0x7FC00000)", "NaN (bits 0x7FC00001)")),
                ModelComparator.compare(quiet, payload).divergences());
    }
}
