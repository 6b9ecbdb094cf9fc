package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Rules an OPRW file can break and still decode: each is one violation naming the field, the
 * offset of the section (quad trees and compressed arrays have no per-cell offset) and how many
 * cells or records break it; the model reads back as written.
 */
class OprwReadViolationsTest {

    /** Writes {@code world}, reads it strictly, checks the model came back and returns the violations. */
    private static List<Violation> violations(OprwWorld world) {
        Decoded<OprwWorld> d = OprwReader.read(OprwWriter.write(world), ReadOptions.STRICT);
        assertEquals(world, d.model());
        return d.violations();
    }

    private static Violation only(OprwWorld world) {
        List<Violation> v = violations(world);
        assertEquals(1, v.size(), v::toString);
        return v.get(0);
    }

    private static int offsetOf(OprwWorld world, String field) {
        return OprwFiles.offsetOf(OprwWriter.write(world), field);
    }

    @ParameterizedTest
    @ValueSource(ints = {20, 25})
    void landCellSizeMustBePositiveAndFinite(int version) {
        int at = version >= 25 ? 28 : 24; // after the magic, version, [appId] and four grid sizes
        for (float size : new float[] {0f, -0f, -40f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY}) {
            OprwEdit e = OprwEdit.sample(version);
            e.landCellSize = size;
            Violation v = only(e.build());
            assertEquals(new Violation(OprwRules.LAND_CELL_SIZE, at, "header.landCellSize",
                    "the land cell size must be a positive finite number of metres, not " + size, Severity.ERROR, ""), v);
        }
        OprwEdit tiny = OprwEdit.sample(version);
        tiny.landCellSize = Float.MIN_VALUE;
        assertEquals(List.of(), violations(tiny.build()));
    }

    @ParameterizedTest
    @ValueSource(ints = {20, 25})
    void terrainGridMustRefineTheLandGrid(int version) {
        int landAt = version >= 25 ? 12 : 8;
        Violation wide = only(OprwEdit.sample(version).terrain(10, 8).build());
        assertEquals(new Violation(OprwRules.TERRAIN_GRID_NOT_MULTIPLE, landAt, "header",
                "the terrain grid 10 × 8 is not a whole multiple of the land grid 3 × 2", Severity.ERROR, ""), wide);
        Violation tall = only(OprwEdit.sample(version).terrain(6, 5).build());
        assertEquals("the terrain grid 6 × 5 is not a whole multiple of the land grid 3 × 2", tall.message());
        // equal grids refine trivially
        assertEquals(List.of(), violations(OprwEdit.sample(version).terrain(3, 2).build()));
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 24})
    void nonFiniteElevationsAreOneErrorAtTheArray(int version) {
        OprwEdit e = OprwEdit.sample(version);
        float[] heights = new float[12 * 8];
        heights[5] = Float.NaN;
        heights[9] = Float.NEGATIVE_INFINITY;
        e.elevation = FloatGrid.of(12, 8, heights);
        OprwWorld w = e.build();
        assertEquals(new Violation(OprwRules.ELEVATION_NOT_FINITE, offsetOf(w, "elevation"), "elevation[5]", "2 elevations are NaN or infinite",
                Severity.ERROR, ""), only(w));
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 24})
    void materialIndicesPastTheListAreOneError(int version) {
        OprwEdit e = OprwEdit.sample(version);
        // three materials: 3 is the first index past the list
        e.materialIndex = ShortGrid.of(3, 2, new short[] {1, 2, 0, 3, 1, (short) 0xFFFF});
        OprwWorld w = e.build();
        assertEquals(new Violation(OprwRules.MATERIAL_INDEX_PAST_LIST, offsetOf(w, "materialIndex.flag"), "materialIndex[3]",
                "2 land cells use material indices past the 3-entry material list", Severity.ERROR, ""), only(w));
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 24})
    void objectOffsetsMustBeRecordBoundariesWithinTheBlock(int version) {
        OprwEdit e = OprwEdit.sample(version);
        // three objects: a 180-byte block; 180 (its end) is allowed, 125 is inside a record, 240 past the end
        e.objectOffsets = IntGrid.of(3, 2, new int[] {0, 120, 125, 180, 240, 180});
        OprwWorld w = e.build();
        assertEquals(new Violation(OprwRules.CELL_OFFSET_OUTSIDE_BLOCK, offsetOf(w, "objectOffsets.flag"), "objectOffsets[2]",
                "2 land cells hold offsets that are not multiples of 60 within the 180-byte block", Severity.ERROR, ""),
                only(w));
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 24})
    void mapInfoOffsetsMustLieWithinTheBlock(int version) {
        OprwEdit e = OprwEdit.sample(version);
        long block = OprwLayoutRules.mapInfoBlockBytes(e.build());
        // any byte of the block may be pointed at (records differ in size), and its end; not past it
        e.mapInfoOffsets = IntGrid.of(3, 2, new int[] {0, 3, (int) block, (int) block + 1, 7, -1});
        OprwWorld w = e.build();
        assertEquals(new Violation(OprwRules.CELL_OFFSET_OUTSIDE_BLOCK, offsetOf(w, "mapInfoOffsets.flag"), "mapInfoOffsets[3]",
                "2 land cells hold offsets that are not within the " + block + "-byte block", Severity.ERROR, ""), only(w));
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 25})
    void objectIdsAboveMaxObjectIdAreCountedUnsigned(int version) {
        // the sample's object ids are 7, 9 and 12
        OprwWorld eight = OprwSamples.withMaxObjectId(OprwSamples.world(version), 8);
        assertEquals(new Violation(OprwRules.OBJECT_ID_ABOVE_MAX, offsetOf(eight, "maxObjectId"), "maxObjectId",
                "2 objects have ids above maxObjectId 8 (first: objects[1], id 9)", Severity.ERROR, ""), only(eight));
        // the highest id itself is not above it
        assertEquals(List.of(), violations(OprwSamples.withMaxObjectId(OprwSamples.world(version), 12)));
        // 0xFFFFFFFF is the highest unsigned id: nothing is above it
        assertEquals(List.of(), violations(OprwSamples.withMaxObjectId(OprwSamples.world(version), -1)));

        OprwEdit e = OprwEdit.sample(version);
        List<OprwObject> objects = new ArrayList<>(e.objects);
        objects.add(new OprwObject(-2, 0, Transform.IDENTITY, 2));
        e.objects = objects;
        e.objectOffsets = IntGrid.of(3, 2, new int[] {0, 120, 120, 120, 120, 120});
        OprwWorld w = e.build();
        assertEquals("1 objects have ids above maxObjectId 12 (first: objects[3], id 4294967294)", only(w).message());
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void materialZeroWithAPathIsAWarningAtThePath(int version) {
        OprwEdit e = OprwEdit.sample(version);
        List<OprwMaterial> materials = new ArrayList<>(e.materials);
        materials.set(0, OprwMaterial.of("data\\default.rvmat"));
        e.materials = materials;
        OprwWorld w = e.build();
        assertEquals(new Violation(OprwRules.MATERIAL_ZERO_NAMED, offsetOf(w, "materials[0].path"), "materials[0].path",
                "material 0 is by convention the empty dummy, but names \"data\\default.rvmat\"", Severity.WARNING, ""),
                only(w));
        // a path on another material is no convention broken
        materials.set(0, OprwMaterial.of(""));
        materials.set(2, OprwMaterial.of(""));
        e.materials = materials;
        assertEquals(List.of(), violations(e.build()));
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 23, 24})
    void roadModelPathsThatAreEmptyOrHoldControlBytesAreOneError(int version) {
        OprwEdit e = OprwEdit.sample(version);
        OprwRoadLink straight = e.roads.get(0).links().get(0);
        OprwRoadLink end = e.roads.get(0).links().get(1);
        OprwRoadLink tab = new OprwRoadLink(end.positions(), end.connectionTypes(), end.objectId(),
                RawString.of("ca\\roads\\\u001Fasf.p3d"), end.transform());
        OprwRoadLink empty = new OprwRoadLink(end.positions(), end.connectionTypes(), end.objectId(), RawString.EMPTY,
                end.transform());
        e.roads = List.of(new OprwRoadCell(1, List.of(straight, tab)), new OprwRoadCell(4, List.of(empty)));
        OprwWorld w = e.build();
        Violation v = only(w);
        assertEquals(offsetOf(w, "roadNet[1].links[1].model"), v.offset());
        assertEquals("roadNet[1].links[1].model", v.field());
        assertEquals(Severity.ERROR, v.severity());
        assertTrue(v.message().startsWith("2 road link model paths are empty or hold control bytes (first: "), v::message);

        // a space is printable: a path with one is a path
        OprwRoadLink spaced = new OprwRoadLink(end.positions(), end.connectionTypes(), end.objectId(),
                RawString.of("ca\\roads\\asf 6.p3d"), end.transform());
        e.roads = List.of(new OprwRoadCell(1, List.of(straight, spaced)));
        assertEquals(List.of(), violations(e.build()));
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void unknownMapInfoTypeInLenientModeSaysHowManyBytesAreKeptRaw(int version) {
        OprwWorld w = OprwSamples.withTrailing(OprwSamples.world(version), Blob.of(new byte[] {45, 0, 0, 0, 1, 2, 3, 4, 5}),
                Blob.EMPTY);
        byte[] file = OprwWriter.write(w);
        Decoded<OprwWorld> d = OprwReader.read(file, ReadOptions.LENIENT);
        assertEquals(w, d.model());
        assertEquals(List.of(new Violation(OprwRules.MAP_INFO_TYPE_UNKNOWN, file.length - 9, "mapInfos[45].type",
                "map-info type 45 is not one the format defines; the 9 bytes from here to the end of the block are kept raw",
                Severity.WARNING, "")), d.violations());
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void trailingBytesInLenientModeAreOneWarningAtTheirStart(int version) {
        OprwWorld w = OprwSamples.withTrailing(OprwSamples.world(version), Blob.EMPTY, Blob.of(new byte[] {9, 8, 7}));
        byte[] file = OprwWriter.write(w);
        Decoded<OprwWorld> d = OprwReader.read(file, ReadOptions.LENIENT);
        assertEquals(w, d.model());
        assertEquals(List.of(new Violation(OprwRules.TRAILING_BYTES, file.length - 3, "trailing", "3 bytes after the map-info block", Severity.WARNING, "")),
                d.violations());
    }
}
