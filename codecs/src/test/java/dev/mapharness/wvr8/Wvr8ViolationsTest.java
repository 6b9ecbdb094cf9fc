package dev.mapharness.wvr8;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Editors;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Rules a file breaks while it still decodes: both modes report them, one entry per rule with a
 * count and the first position, and keep the values so the file round trips.
 */
class Wvr8ViolationsTest {

    private static Violation only(Decoded<Wvr8World> d) {
        assertEquals(1, d.violations().size(), () -> "violations: " + d.violations());
        return d.violations().get(0);
    }

    @Test
    void materialIndicesPastTheListAreGroupedIntoOne() {
        // 2 materials; cells 2 and 3 point past the list
        byte[] file = Wvr8Bytes.header(2, 2, 2, 2, 50f).f32(0).f32(0).f32(0).f32(0)
                .u16(0).u16(1).u16(5).u16(0xFFFF)
                .u32(2).material().material("a.paa").dummy(new int[12], 0).toBytes();
        for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            Decoded<Wvr8World> d = Wvr8Reader.read(file, mode);
            Violation v = only(d);
            assertEquals(Wvr8Samples.INDICES_AT + 4, v.offset());
            assertEquals("materialIndices[2]", v.field());
            assertEquals("2 cells use material indices past the 2-entry material list (first: 5)", v.message());
            assertEquals(0xFFFF, d.model().materialIndices().getUnsigned(1, 1));
        }
    }

    @Test
    void indicesOnePastTheListAreANoteNamingTerrainBuilder() {
        // 2 materials; cells 1 and 3 use index 2, one past the list, as Terrain Builder writes
        byte[] file = Wvr8Bytes.header(2, 2, 2, 2, 50f).f32(0).f32(0).f32(0).f32(0)
                .u16(0).u16(2).u16(1).u16(2)
                .u32(2).material().material("a.paa").dummy(new int[12], 0).toBytes();
        Violation v = only(Wvr8Reader.read(file, ReadOptions.STRICT));
        assertEquals(Severity.NOTE, v.severity());
        assertEquals(Editors.TERRAIN_BUILDER, v.editor());
        assertEquals("materialIndices[1]", v.field());
        assertEquals(Wvr8Samples.INDICES_AT + 2, v.offset());
        assertTrue(v.message().startsWith("2 cells use material index 2"), v.message());
    }

    @Test
    void everyIndexIsPastAnEmptyMaterialList() {
        byte[] file = Wvr8Bytes.header(1, 2, 1, 2, 50f).f32(0).f32(0).u16(0).u16(0).u32(0).dummy(new int[12], 0).toBytes();
        Violation v = only(Wvr8Reader.read(file, ReadOptions.STRICT));
        assertEquals(32, v.offset());
        assertEquals("materialIndices[0]", v.field());
        assertTrue(v.message().startsWith("2 cells"), v.message());
    }

    @Test
    void materialZeroWithNamesIsReportedAndKept() {
        byte[] file = Wvr8Bytes.header(1, 1, 1, 1, 50f).f32(0).u16(0)
                .u32(1).material("tb\\grass.rvmat", "x.paa").dummy(new int[12], 0).toBytes();
        Decoded<Wvr8World> d = Wvr8Reader.read(file, ReadOptions.STRICT);
        Violation v = only(d);
        assertEquals(34, v.offset());
        assertEquals("materials[0]", v.field());
        assertEquals(Wvr8Material.of("tb\\grass.rvmat", "x.paa"), d.model().materials().get(0));
    }

    @Test
    void duplicateIdsAreGroupedWithTheFirstRepeat() {
        Wvr8Bytes b = Wvr8Bytes.header(1, 1, 1, 1, 50f).f32(0).u16(0).u32(1).material();
        int objectsAt = b.size();
        byte[] file = b.object(0, 0, 0, 5, "a.p3d").object(0, 0, 0, 6, "a.p3d").object(0, 0, 0, 5, "a.p3d")
                .object(0, 0, 0, 6, "a.p3d").object(0, 0, 0, 5, "a.p3d").dummy(new int[12], 5).toBytes();
        Decoded<Wvr8World> d = Wvr8Reader.read(file, ReadOptions.STRICT);
        Violation v = only(d);
        int record = 56 + 5;
        assertEquals(objectsAt + 2 * record + 48, v.offset());
        assertEquals("objects[2].id", v.field());
        assertTrue(v.message().startsWith("3 objects"), v.message());
        assertTrue(v.message().contains("objects[0]"), v.message());
        assertEquals(5, d.model().objects().size());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 0x80000000, 0xBF800000, 0x7FC00000, 0x7F800000, 0xFF800000})
    void landCellSizeMustBePositiveAndFinite(int bits) {
        byte[] file = Wvr8Bytes.header(1, 1, 1, 1, Float.intBitsToFloat(bits)).f32(0).u16(0).u32(1).material()
                .dummy(new int[12], 0).toBytes();
        Violation v = only(Wvr8Reader.read(file, ReadOptions.STRICT));
        assertEquals(20, v.offset());
        assertEquals("header.landCellSize", v.field());
    }

    @Test
    void aTinyPositiveLandCellSizeConforms() {
        byte[] file = Wvr8Bytes.header(1, 1, 1, 1, Float.MIN_VALUE).f32(0).u16(0).u32(1).material()
                .dummy(new int[12], 0).toBytes();
        assertEquals(List.of(), Wvr8Reader.read(file, ReadOptions.STRICT).violations());
    }

    @Test
    void terrainGridMustBeAMultipleOfTheLandGrid() {
        // land 2 × 1, terrain 3 × 1
        byte[] file = Wvr8Bytes.header(2, 1, 3, 1, 50f).f32(0).f32(0).f32(0).u16(0).u16(0).u32(1).material()
                .dummy(new int[12], 0).toBytes();
        Violation v = only(Wvr8Reader.read(file, ReadOptions.STRICT));
        assertEquals("header", v.field());
        assertTrue(v.message().contains("3 × 1") && v.message().contains("2 × 1"), v.message());
    }

    @Test
    void aFinerTerrainGridConforms() {
        // land 1 × 1, terrain 2 × 4
        Wvr8Bytes b = Wvr8Bytes.header(1, 1, 2, 4, 50f);
        for (int i = 0; i < 8; i++) {
            b.f32(i);
        }
        byte[] file = b.u16(0).u32(1).material().dummy(new int[12], 0).toBytes();
        assertEquals(List.of(), Wvr8Reader.read(file, ReadOptions.STRICT).violations());
    }

    @Test
    void nonFiniteElevationsAreGroupedWithTheFirst() {
        byte[] file = Wvr8Bytes.header(1, 1, 4, 1, 50f).f32(1).u32(0x7F800000L).f32(2).u32(0xFFC00001L)
                .u16(0).u32(1).material().dummy(new int[12], 0).toBytes();
        Decoded<Wvr8World> d = Wvr8Reader.read(file, ReadOptions.STRICT);
        Violation v = only(d);
        assertEquals(Wvr8Samples.ELEVATION_AT + 4, v.offset());
        assertEquals("elevation[1]", v.field());
        assertTrue(v.message().startsWith("2 elevations"), v.message());
        assertEquals(0xFFC00001, d.model().elevation().bitsAt(3));
    }

    @Test
    void endOfFileWithoutTheDummyDecodesWithAViolation() {
        Wvr8Bytes b = Wvr8Bytes.header(1, 1, 1, 1, 50f).f32(0).u16(0).u32(1).material().object(1, 2, 3, 9, "a.p3d");
        byte[] file = b.toBytes();
        for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            Decoded<Wvr8World> d = Wvr8Reader.read(file, mode);
            Violation v = only(d);
            assertEquals(file.length, v.offset());
            assertEquals("objects", v.field());
            assertTrue(d.model().dummy().isEmpty());
            assertEquals(1, d.model().objects().size());
        }
    }

    @Test
    void noObjectsAndNoDummyDecodesWithAViolation() {
        byte[] file = Wvr8Bytes.header(1, 1, 1, 1, 50f).f32(0).u16(0).u32(1).material().toBytes();
        Decoded<Wvr8World> d = Wvr8Reader.read(file, ReadOptions.STRICT);
        assertEquals("objects", only(d).field());
        assertEquals(List.of(), d.model().objects());
    }
}
