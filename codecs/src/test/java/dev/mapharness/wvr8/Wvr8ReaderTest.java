package dev.mapharness.wvr8;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.Transform;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Decoding hand-built files, value by value. */
class Wvr8ReaderTest {

    @Test
    void decodesEveryFieldOfATwoByTwoWorld() {
        Decoded<Wvr8World> d = Wvr8Reader.read(Wvr8Samples.smallWorldBytes(), ReadOptions.STRICT);
        Wvr8World w = d.model();

        assertEquals(2, w.landWidth());
        assertEquals(2, w.landHeight());
        assertEquals(2, w.terrainWidth());
        assertEquals(2, w.terrainHeight());
        assertEquals(50f, w.landCellSize());

        // row-major: row 0 first
        assertEquals(1.5f, w.elevation().get(0, 0));
        assertEquals(-2.25f, w.elevation().get(1, 0));
        assertEquals(100f, w.elevation().get(0, 1));
        assertEquals(0f, w.elevation().get(1, 1));
        assertEquals(0, w.materialIndices().getUnsigned(0, 0));
        assertEquals(1, w.materialIndices().getUnsigned(1, 0));
        assertEquals(1, w.materialIndices().getUnsigned(0, 1));
        assertEquals(0, w.materialIndices().getUnsigned(1, 1));

        assertEquals(2, w.materials().size());
        assertEquals(List.of(), w.materials().get(0).names());
        assertEquals(List.of(RawString.of("a.paa")), w.materials().get(1).names());

        assertEquals(1, w.objects().size());
        Wvr8Object o = w.objects().get(0);
        assertEquals(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 10, 20, 30), o.transform());
        assertEquals(7, o.id());
        assertArrayEquals("x.p3d".getBytes(StandardCharsets.ISO_8859_1), o.model().bytes());

        Wvr8Dummy dummy = w.dummy().orElseThrow();
        assertArrayEquals(Wvr8Samples.DUMMY_BITS, dummy.transform().toBits());
        assertEquals((int) Wvr8Samples.DUMMY_ID, dummy.id());
        assertEquals(Blob.EMPTY, w.trailing());
        assertEquals(List.of(), d.violations());
    }

    @Test
    void keepsElevationBitsExactly() {
        byte[] file = Wvr8Bytes.header(1, 1, 2, 1, 1f)
                .u32(0x7FC00001).u32(0x80000000L)
                .u16(0).u32(1).material().dummy(new int[12], 0).toBytes();
        Wvr8World w = Wvr8Reader.read(file, ReadOptions.LENIENT).model();
        assertEquals(0x7FC00001, w.elevation().bitsAt(0));
        assertEquals(0x80000000, w.elevation().bitsAt(1));
    }

    @Test
    void readsObjectsUpToTheDummyAndManyMaterialNames() {
        byte[] file = Wvr8Bytes.header(1, 1, 1, 1, 10f).f32(5f).u16(2)
                .u32(3).material().material("one", "two.rvmat").material("three")
                .object(1, 2, 3, 100, "a.p3d").object(4, 5, 6, 101, "bb.p3d").object(7, 8, 9, 102, "ccc.p3d")
                .dummy(new int[12], 0).toBytes();
        Decoded<Wvr8World> d = Wvr8Reader.read(file, ReadOptions.STRICT);
        Wvr8World w = d.model();
        assertEquals(Wvr8Material.of(), w.materials().get(0));
        assertEquals(Wvr8Material.of("one", "two.rvmat"), w.materials().get(1));
        assertEquals(Wvr8Material.of("three"), w.materials().get(2));
        assertEquals(List.of(100, 101, 102), w.objects().stream().map(Wvr8Object::id).toList());
        assertEquals(List.of("a.p3d", "bb.p3d", "ccc.p3d"), w.objects().stream().map(o -> o.model().text()).toList());
        assertEquals(8f, w.objects().get(2).transform().y());
        assertEquals(List.of(), d.violations());
    }

    @Test
    void recordsWhereFieldsCameFrom() {
        Decoded<Wvr8World> d = Wvr8Reader.read(Wvr8Samples.smallWorldBytes(), ReadOptions.STRICT.withFieldMap());
        FieldMap map = d.fieldMap().orElseThrow();
        assertEquals("header.landCellSize", map.nameAt(20).orElseThrow());
        assertEquals("elevation[2]", map.nameAt(Wvr8Samples.ELEVATION_AT + 8).orElseThrow());
        assertEquals("materialIndices[3]", map.nameAt(Wvr8Samples.INDICES_AT + 6).orElseThrow());
        assertEquals("nMaterials", map.nameAt(Wvr8Samples.N_MATERIALS_AT).orElseThrow());
        assertEquals("materials[1].names[0].length", map.nameAt(Wvr8Samples.MATERIAL_1_AT).orElseThrow());
        assertEquals("materials[1].names[0][2]", map.nameAt(Wvr8Samples.MATERIAL_1_AT + 6).orElseThrow());
        assertEquals("objects[0].transform[9]", map.nameAt(Wvr8Samples.OBJECT_0_AT + 36).orElseThrow());
        assertEquals("objects[0].id", map.nameAt(117).orElseThrow());
        assertEquals("objects[0].model.length", map.nameAt(121).orElseThrow());
        assertEquals("objects[0].model[4]", map.nameAt(129).orElseThrow());
        assertEquals("objects[1].model.length", map.nameAt(182).orElseThrow());
    }

    @Test
    void lenientModeKeepsBytesAfterTheDummy() {
        byte[] file = Wvr8Samples.smallWorld().bytes((byte) 1, (byte) 2, (byte) 3).toBytes();
        Decoded<Wvr8World> d = Wvr8Reader.read(file, ReadOptions.LENIENT);
        assertEquals(Blob.of(new byte[] {1, 2, 3}), d.model().trailing());
        assertEquals(1, d.violations().size());
        assertEquals(Wvr8Samples.END, d.violations().get(0).offset());
        assertEquals("trailing", d.violations().get(0).field());
        assertTrue(d.model().dummy().isPresent());
    }
}
