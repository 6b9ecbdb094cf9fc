package dev.mapharness.wvr8;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Writing models built in code, and the models the writer refuses. */
class Wvr8WriterTest {

    private static Wvr8World world(List<Wvr8Material> materials, List<Wvr8Object> objects, Optional<Wvr8Dummy> dummy,
                                   Blob trailing) {
        return new Wvr8World(FloatGrid.of(1, 1, new float[] {0}), ShortGrid.of(1, 1, new short[] {0}), 50f,
                materials, objects, dummy, trailing);
    }

    @Test
    void writesTheTwoByTwoWorldAsBuiltByHand() {
        Wvr8World w = new Wvr8World(
                FloatGrid.of(2, 2, new float[] {1.5f, -2.25f, 100f, 0f}),
                ShortGrid.of(2, 2, new short[] {0, 1, 1, 0}),
                50f,
                List.of(Wvr8Material.of(), Wvr8Material.of("a.paa")),
                List.of(new Wvr8Object(Transform.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 10, 20, 30), 7, RawString.of("x.p3d"))),
                Optional.of(new Wvr8Dummy(Transform.ofBits(Wvr8Samples.DUMMY_BITS), (int) Wvr8Samples.DUMMY_ID)),
                Blob.EMPTY);
        assertArrayEquals(Wvr8Samples.smallWorldBytes(), Wvr8Writer.write(w));
        assertEquals(Wvr8Samples.END, Wvr8Writer.encodedSize(w));
    }

    @Test
    void writesNoDummyWhenTheModelHasNone() {
        byte[] bytes = Wvr8Writer.write(world(List.of(), List.of(), Optional.empty(), Blob.EMPTY));
        assertArrayEquals(Wvr8Bytes.header(1, 1, 1, 1, 50f).f32(0).u16(0).u32(0).toBytes(), bytes);
    }

    @Test
    void refusesTrailingBytesWithoutADummy() {
        Wvr8World w = world(List.of(), List.of(), Optional.empty(), Blob.of(new byte[] {1}));
        MapWriteException e = assertWriteRefused(() -> Wvr8Writer.write(w));
        assertEquals("trailing", e.field());
    }

    @Test
    void writesTrailingBytesAfterADummy() {
        byte[] bytes = Wvr8Writer.write(world(List.of(), List.of(), Optional.of(Wvr8Dummy.ZERO), Blob.of(new byte[] {9, 8})));
        assertEquals(9, bytes[bytes.length - 2]);
        assertEquals(8, bytes[bytes.length - 1]);
        assertEquals(24 + 4 + 2 + 4 + 56 + 2, bytes.length);
    }

    @Test
    void refusesFilesOverTwoGibibytes() {
        // one 1 MiB path shared by 2100 objects: 2.2 GB of output, counted before anything is allocated
        RawString path = RawString.of(new byte[1 << 20]);
        Wvr8Object big = new Wvr8Object(Transform.IDENTITY, 1, path);
        Wvr8World w = world(List.of(), Collections.nCopies(2100, big), Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
        assertTrue(Wvr8Writer.encodedSize(w) > Integer.MAX_VALUE);
        MapWriteException e = assertWriteRefused(() -> Wvr8Writer.write(w));
        assertEquals("", e.field());
        assertTrue(e.getMessage().contains("2 GiB"), e.getMessage());
    }

    @Test
    void refusesMaterialNamesOverTwoGibibytes() {
        RawString name = RawString.of(new byte[1 << 20]);
        Wvr8Material m = new Wvr8Material(Collections.nCopies(2100, name));
        Wvr8World w = world(List.of(m), List.of(), Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
        assertWriteRefused(() -> Wvr8Writer.write(w));
    }

    /**
     * Empty material names and model paths would end their lists early; the model records refuse
     * them already, so no world the writer sees can hold one.
     */
    @Test
    void emptyNamesAndModelPathsCannotBeModelled() {
        assertThrows(IllegalArgumentException.class, () -> new Wvr8Material(List.of(RawString.of("a"), RawString.EMPTY)));
        assertThrows(IllegalArgumentException.class, () -> new Wvr8Object(Transform.IDENTITY, 1, RawString.EMPTY));
    }
}
