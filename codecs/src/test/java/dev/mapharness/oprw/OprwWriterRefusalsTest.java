package dev.mapharness.oprw;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.Transform;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What an {@link OprwWorld} can hold but an OPRW file cannot: the writer refuses it, naming the
 * field and why, rather than writing a file that reads back as another world.
 */
class OprwWriterRefusalsTest {
    private static final RawString NUL_INSIDE = RawString.of(new byte[] {'a', 'b', 0, 'c'});
    private static final RawString NUL_FIRST = RawString.of(new byte[] {0, 'x'});

    private static MapWriteException refused(int version, Consumer<OprwEdit> defect) {
        OprwEdit e = OprwEdit.sample(version);
        defect.accept(e);
        OprwWorld w = e.build();
        return assertWriteRefused(() -> OprwWriter.write(w));
    }

    /** Writes {@code world} and reads it back strictly: the writer took it whole. */
    private static void written(OprwWorld world) {
        assertEquals(world, OprwReader.read(OprwWriter.write(world), ReadOptions.STRICT).model());
    }

    private static <T> List<T> with(List<T> list, int index, T value) {
        List<T> copy = new ArrayList<>(list);
        if (index == copy.size()) {
            copy.add(value);
        } else {
            copy.set(index, value);
        }
        return copy;
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void aNulInAnyStringIsRefusedWhereItIs(int version) {
        MapWriteException material = refused(version, e -> e.materials = with(e.materials, 1, new OprwMaterial(NUL_INSIDE, 1)));
        assertEquals("materials[1].path", material.field());
        assertEquals("materials[1].path: a NUL-terminated string cannot hold a NUL byte (at 2 in \"ab\\x00c\")",
                material.getMessage());
        // a NUL as the first byte is a NUL too
        assertEquals("materials[2].path",
                refused(version, e -> e.materials = with(e.materials, 2, new OprwMaterial(NUL_FIRST, 0))).field());
        assertEquals("models[1]", refused(version, e -> e.models = with(e.models, 1, NUL_FIRST)).field());
        OprwEntity entity = OprwSamples.world(version).entities().get(0);
        assertEquals("entities[0].className", refused(version, e -> e.entities = List.of(
                new OprwEntity(NUL_INSIDE, entity.model(), entity.position(), entity.objectId()))).field());
        assertEquals("entities[1].model", refused(version, e -> e.entities = List.of(entity,
                new OprwEntity(entity.className(), NUL_FIRST, entity.position(), entity.objectId()))).field());
        OprwRoadLink end = OprwSamples.world(version).roads().get(0).links().get(1);
        OprwRoadLink nul = new OprwRoadLink(end.positions(), end.connectionTypes(), end.objectId(), NUL_INSIDE, end.transform());
        assertEquals("roads[1].links[0].model", refused(version, e -> e.roads = List.of(e.roads.get(0),
                new OprwRoadCell(4, List.of(nul)))).field());
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 24})
    void modelIndicesMustNameAModel(int version) {
        OprwObject last = OprwSamples.world(version).objects().get(2);
        MapWriteException past = refused(version, e -> e.objects = with(e.objects, 2,
                new OprwObject(last.objectId(), 2, last.transform(), last.shapeParam())));
        assertEquals("objects[2].modelIndex", past.field());
        assertEquals("objects[2].modelIndex: index 2 is past the 2-entry model list", past.getMessage());
        // indices are u32 in the file: a negative one is an index past 2^31
        MapWriteException negative = refused(version, e -> e.objects = with(e.objects, 0,
                new OprwObject(7, -1, last.transform(), 2)));
        assertEquals("objects[0].modelIndex: index 4294967295 is past the 2-entry model list", negative.getMessage());
        OprwEdit lastModel = OprwEdit.sample(version);
        lastModel.objects = with(lastModel.objects, 2, new OprwObject(last.objectId(), 1, last.transform(), 2));
        written(lastModel.build());
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 24})
    void roadLinkPositionsStopAtTheI16Count(int version) {
        OprwRoadLink end = OprwSamples.world(version).roads().get(0).links().get(1);
        OprwEdit most = OprwEdit.sample(version);
        most.roads = List.of(new OprwRoadCell(1, List.of(link(end, version, Short.MAX_VALUE))));
        written(most.build());
        MapWriteException e = refused(version, w -> w.roads = List.of(w.roads.get(0),
                new OprwRoadCell(3, List.of(end, link(end, version, Short.MAX_VALUE + 1)))));
        assertEquals("roads[1].links[1].positions", e.field());
        assertEquals("roads[1].links[1].positions: 32768 positions; the i16 count holds at most 32767", e.getMessage());
    }

    private static OprwRoadLink link(OprwRoadLink like, int version, int positions) {
        return new OprwRoadLink(Collections.nCopies(positions, Point3.of(1, 2, 3)),
                OprwFeature.ROAD_CONNECTION_TYPES.in(version) ? Optional.of(Blob.of(new byte[positions])) : Optional.empty(),
                like.objectId(), like.model(), Transform.IDENTITY);
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void rawMapInfoBytesMustStartWithAWholeHeadOfAnUnknownType(int version) {
        for (int n = 1; n < 8; n++) {
            Blob tail = Blob.of(java.util.Arrays.copyOf(new byte[] {45}, n));
            MapWriteException e = refused(version, w -> w.mapInfoTail = tail);
            assertEquals("mapInfoTail: raw map-info bytes start with a record's type and object id; " + n + " bytes cannot",
                    e.getMessage());
        }
        // a type the format defines would be read back as a record, not as raw bytes
        MapWriteException known = refused(version, w -> w.mapInfoTail = Blob.of(new byte[] {44, 0, 0, 0, 0, 0, 0, 0}));
        assertEquals("mapInfoTail: raw map-info bytes must start with a type the format does not define, or they would be"
                + " read back as records; they start with type 44", known.getMessage());
        // the type is unsigned: 0xFFFFFFFF is no type the format defines
        for (byte[] head : new byte[][] {{45, 0, 0, 0, 1, 2, 3, 4}, {-1, -1, -1, -1, 0, 0, 0, 0}}) {
            OprwWorld w = OprwSamples.withTrailing(OprwSamples.world(version), Blob.of(head), Blob.EMPTY);
            assertEquals(w, OprwReader.read(OprwWriter.write(w), ReadOptions.LENIENT).model());
        }
    }
}
