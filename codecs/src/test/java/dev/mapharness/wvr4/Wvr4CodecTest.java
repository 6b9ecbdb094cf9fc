package dev.mapharness.wvr4;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violation;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class Wvr4CodecTest {
    private static final int TABLE_AT = 12;

    static List<FixedString> table(String... names) {
        List<FixedString> t = new ArrayList<>();
        for (int i = 0; i < Wvr4World.TEXTURE_SLOTS; i++) {
            t.add(FixedString.padded(i < names.length ? names[i] : "", Wvr4World.TEXTURE_NAME_LENGTH));
        }
        return t;
    }

    static Wvr4Object object(int id, String name) {
        return new Wvr4Object(Transform.headingAt(id * 10, id, 2, 3), id, FixedString.padded(name, Wvr4Object.NAME_LENGTH));
    }

    static Wvr4Object terminator() {
        return new Wvr4Object(Transform.ofBits(new int[12]), 0, FixedString.padded("", Wvr4Object.NAME_LENGTH));
    }

    static Wvr4World world(int w, int h, List<Wvr4Object> objects, boolean terminated) {
        short[] heights = new short[w * h];
        short[] textures = new short[w * h];
        for (int i = 0; i < heights.length; i++) {
            heights[i] = (short) (i * 97 - 300);
            textures[i] = (short) (1 + i % 2);
        }
        return new Wvr4World(ShortGrid.of(w, h, heights), ShortGrid.of(w, h, textures), table("mo", "a", "b"), objects,
                terminated ? Optional.of(terminator()) : Optional.empty(), Blob.EMPTY);
    }

    @Test
    void layoutMatchesTheNotes() {
        Wvr4World w = world(3, 2, List.of(object(5, "data3d\\dub.p3d")), true);
        byte[] b = Wvr4Writer.write(w);
        assertEquals(12 + 6 * 4 + 512 * 32 + 2 * 128, b.length);
        assertArrayEquals(new byte[] {'4', 'W', 'V', 'R', 3, 0, 0, 0, 2, 0, 0, 0}, Arrays.copyOf(b, 12));
        assertEquals((byte) (-300 & 0xFF), b[12], "heights follow the header, signed little-endian");
        int objectAt = 12 + 6 * 4 + 512 * 32;
        assertEquals(5, b[objectAt + 48], "id after the 12 floats");
        assertEquals('d', b[objectAt + 52], "name after the id");
    }

    @Test
    void canonicalFilesRoundTripByteForByte() {
        for (boolean terminated : new boolean[] {true, false}) {
            for (int n : new int[] {0, 1, 40}) {
                List<Wvr4Object> objects = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    objects.add(object(i + 1, "data3d\\model" + i + ".p3d"));
                }
                Wvr4World w = world(5, 7, objects, terminated);
                byte[] b = Wvr4Writer.write(w);
                Decoded<Wvr4World> d = Wvr4Reader.read(b, ReadOptions.STRICT);
                assertEquals(w, d.model());
                assertEquals(List.of(), d.violations());
                assertArrayEquals(b, Wvr4Writer.write(d.model()));
            }
        }
    }

    @Test
    void heightsAreSigned() {
        byte[] b = Wvr4Writer.write(world(2, 2, List.of(), true));
        assertEquals(-300, Wvr4Reader.read(b, ReadOptions.STRICT).model().heights().get(0, 0));
    }

    @Test
    void hostileHeadersFailCleanly() {
        assertFails(new byte[0], 0, "header.signature");
        assertFails(new byte[] {'4', 'W', 'V'}, 0, "header.signature");
        assertFails(new byte[] {'4', 'W', 'V', 'X', 1, 0, 0, 0, 1, 0, 0, 0}, 0, "header.signature");
        byte[] huge = new ByteOutput().bytes("4WVR".getBytes()).u32(0x8000_0000L).u32(0x8000_0000L).toByteArray();
        assertFails(huge, 12, "header.width × height");
        byte[] zero = new ByteOutput().bytes("4WVR".getBytes()).u32(0).u32(4).toByteArray();
        assertFails(zero, 12, "header.width × height");
    }

    @Test
    void everyTruncationFailsWithAnOffsetInsideTheFile() {
        byte[] b = Wvr4Writer.write(world(2, 2, List.of(object(1, "a.p3d")), true));
        for (int len = 0; len < b.length; len++) {
            byte[] cut = Arrays.copyOf(b, len);
            // the model list may end at any record boundary without a terminator: those prefixes are valid files
            int modelsAt = 12 + 16 + 512 * 32;
            if (len >= modelsAt && (len - modelsAt) % 128 == 0) {
                Wvr4Reader.read(cut, ReadOptions.STRICT);
                continue;
            }
            MapFormatException e = assertThrows(MapFormatException.class, () -> Wvr4Reader.read(cut, ReadOptions.STRICT),
                    "prefix of " + len + " bytes");
            assertTrue(e.offset() <= len, "offset " + e.offset() + " within " + len + " bytes");
            assertTrue(!e.field().isEmpty(), "a field is named for prefix " + len);
        }
    }

    @Test
    void unterminatedNamesAreStrictErrorsAndLenientViolations() {
        byte[] b = Wvr4Writer.write(world(1, 1, List.of(object(1, "x".repeat(76))), true));
        MapFormatException e = assertThrows(MapFormatException.class, () -> Wvr4Reader.read(b, ReadOptions.STRICT));
        assertEquals("objects[0].name", e.field());
        assertEquals(12 + 4 + 512 * 32 + 52, e.offset());
        Decoded<Wvr4World> lenient = Wvr4Reader.read(b, ReadOptions.LENIENT);
        assertEquals("objects[0].name", lenient.violations().get(0).field());
        assertArrayEquals(b, Wvr4Writer.write(lenient.model()));

        byte[] t = b.clone();
        Arrays.fill(t, TABLE_AT + 4 + 32 * 7, TABLE_AT + 4 + 32 * 8, (byte) 'q');
        assertEquals("textureNames[7].name", assertThrows(MapFormatException.class,
                () -> Wvr4Reader.read(t, ReadOptions.STRICT)).field());
    }

    @Test
    void garbageAfterTheTerminatorIsStrictErrorAndLenientlyKept() {
        byte[] clean = Wvr4Writer.write(world(2, 2, List.of(object(1, "a.p3d")), true));
        byte[] b = Arrays.copyOf(clean, clean.length + 5);
        b[clean.length] = 'J';
        MapFormatException e = assertThrows(MapFormatException.class, () -> Wvr4Reader.read(b, ReadOptions.STRICT));
        assertEquals(clean.length, e.offset());
        Decoded<Wvr4World> d = Wvr4Reader.read(b, ReadOptions.LENIENT);
        assertEquals(5, d.model().trailing().length());
        assertEquals(1, d.violations().size());
        assertArrayEquals(b, Wvr4Writer.write(d.model()));
    }

    @Test
    void textureIndicesPastTheTableOrIntoEmptySlotsAreGroupedViolations() {
        Wvr4World w = world(4, 4, List.of(), true);
        short[] t = w.textureIndices().toArray();
        t[3] = 600;
        t[4] = 600;
        t[9] = 40;
        Wvr4World bad = new Wvr4World(w.heights(), ShortGrid.of(4, 4, t), w.textureNames(), w.objects(), w.terminator(),
                w.trailing());
        List<Violation> v = Wvr4Reader.read(Wvr4Writer.write(bad), ReadOptions.STRICT).violations();
        assertEquals(2, v.size(), v.toString());
        assertEquals("textureIndices[3]", v.get(0).field());
        assertTrue(v.get(0).message().startsWith("2 cells"));
        assertEquals(12 + 32 + 6, v.get(0).offset());
        assertEquals("textureIndices[9]", v.get(1).field());
    }

    @Test
    void theEdgesOfTheTableAndOfTheUsableSlots() {
        // slots 1 and 2 are named ("a", "b"), so 3 is the first past the usable table; 511 is the table's last slot
        Wvr4World w = world(2, 2, List.of(), true);
        short[] t = {2, 3, 511, (short) 512};
        Wvr4World edges = new Wvr4World(w.heights(), ShortGrid.of(2, 2, t), w.textureNames(), w.objects(), w.terminator(),
                w.trailing());
        List<Violation> v = Wvr4Reader.read(Wvr4Writer.write(edges), ReadOptions.STRICT).violations();
        assertEquals(2, v.size(), v.toString());
        assertEquals("textureIndices[3]", v.get(0).field(), "512 is past the 512-slot table");
        assertTrue(v.get(0).message().startsWith("1 cells use texture indices past the 512-slot table (first: 512)"), v.get(0).message());
        assertEquals("textureIndices[1]", v.get(1).field(), "slot 3, the first empty one, and 511 are past the usable table; 2 is not");
        assertTrue(v.get(1).message().startsWith("2 cells use texture slots past the usable table, which ends at the first empty slot, 3"
                + " (first: slot 3)"), v.get(1).message());

        // indices read as unsigned: 0xFFFF is 65535, not -1
        short[] high = {1, 1, 1, (short) 0xFFFF};
        Wvr4World past = new Wvr4World(w.heights(), ShortGrid.of(2, 2, high), w.textureNames(), w.objects(), w.terminator(),
                w.trailing());
        List<Violation> p = Wvr4Reader.read(Wvr4Writer.write(past), ReadOptions.STRICT).violations();
        assertEquals(1, p.size(), p.toString());
        assertTrue(p.get(0).message().contains("(first: 65535)"), p.get(0).message());
    }

    @Test
    void theWriterComputesTheFileSizeItWrites() {
        Wvr4World terminated = world(3, 2, List.of(object(5, "a.p3d"), object(6, "b.p3d")), true);
        assertEquals(12 + 6 * 4 + 512 * 32 + 3 * 128, Wvr4Writer.size(terminated));
        Wvr4World open = world(3, 2, List.of(object(5, "a.p3d")), false);
        assertEquals(12 + 6 * 4 + 512 * 32 + 128, Wvr4Writer.size(open), "no terminator, no record for it");
        Wvr4World trailing = new Wvr4World(terminated.heights(), terminated.textureIndices(), terminated.textureNames(),
                terminated.objects(), terminated.terminator(), Blob.of(new byte[7]));
        assertEquals(Wvr4Writer.size(terminated) + 7, Wvr4Writer.size(trailing));
        assertEquals(Wvr4Writer.size(trailing), Wvr4Writer.write(trailing).length);
    }

    @Test
    void theSummaryInfoPrints() {
        Wvr4World w = world(3, 2, List.of(object(5, "a.p3d")), true);
        Map<String, Object> s = w.summary();
        assertEquals("3 × 2", s.get("grid"));
        assertEquals("-300 .. 185", s.get("heights (raw)"));
        assertEquals("-13.50 .. 8.33", s.get("heights (m, ×0.045)"));
        assertEquals(3L, s.get("texture slots used"), "mo, a and b");
        assertEquals(1, s.get("objects"));
        assertEquals("yes", s.get("terminator record"));
        assertFalse(s.containsKey("trailing bytes"));
        Wvr4World open = new Wvr4World(w.heights(), w.textureIndices(), w.textureNames(), w.objects(), w.terminator(),
                Blob.of(new byte[3]));
        assertEquals(3, open.summary().get("trailing bytes"));
        assertEquals("no", world(1, 1, List.of(), false).summary().get("terminator record"));
    }

    @Test
    void aFieldAfterAnUnterminatedNameHasItsOwnPath() {
        byte[] name = new byte[Wvr4Object.NAME_LENGTH];
        Arrays.fill(name, (byte) 'x');
        Wvr4World w = world(1, 1, List.of(new Wvr4Object(Transform.IDENTITY, 1, FixedString.ofSlot(name))), true);
        byte[] b = Wvr4Writer.write(new Wvr4World(w.heights(), w.textureIndices(), w.textureNames(), w.objects(),
                w.terminator(), Blob.of(new byte[] {1, 2})));
        List<Violation> v = Wvr4Reader.read(b, ReadOptions.LENIENT).violations();
        assertEquals(List.of("objects[0].name", "trailing"), v.stream().map(Violation::field).toList(), v.toString());
    }

    @Test
    void theTerminatorMustFillItsSlot() {
        Wvr4World ok = world(1, 1, List.of(), true);
        MapWriteException e = assertWriteRefused(() -> Wvr4Writer.write(new Wvr4World(ok.heights(),
                ok.textureIndices(), ok.textureNames(), List.of(),
                Optional.of(new Wvr4Object(Transform.IDENTITY, 0, FixedString.padded("", 64))), Blob.EMPTY)));
        assertEquals("terminator.name", e.field());
    }

    @Test
    void duplicateIdsAreViolations() {
        byte[] b = Wvr4Writer.write(world(1, 1, List.of(object(3, "a.p3d"), object(3, "b.p3d")), false));
        List<Violation> v = Wvr4Reader.read(b, ReadOptions.STRICT).violations();
        assertEquals(1, v.size());
        assertEquals("objects[1].id", v.get(0).field());
        int second = 12 + 2 * 2 + 512 * 32 + Wvr4Object.RECORD_SIZE;
        assertEquals(second + 48, v.get(0).offset(), "the id follows the record's 12 transform floats");
    }

    @Test
    void writerRefusesWhatItCannotRepresent() {
        Wvr4World ok = world(1, 1, List.of(), true);
        assertEquals(Wvr4WriteRules.TEXTURE_SLOT_COUNT, assertWriteRefused(() -> Wvr4Writer.write(new Wvr4World(
                ok.heights(), ok.textureIndices(), ok.textureNames().subList(0, 10), List.of(), ok.terminator(),
                Blob.EMPTY))).rule());
        assertEquals(Wvr4WriteRules.OBJECT_NAME_EMPTY, assertWriteRefused(() -> Wvr4Writer.write(world(1, 1,
                List.of(object(1, "")), true)), "an empty name would end the list").rule());
        assertEquals(Wvr4WriteRules.NAME_SLOT_LENGTH, assertWriteRefused(() -> Wvr4Writer.write(new Wvr4World(
                ok.heights(), ok.textureIndices(), ok.textureNames(), List.of(new Wvr4Object(Transform.IDENTITY, 1,
                        FixedString.padded("a", 48))), ok.terminator(), Blob.EMPTY)), "wrong slot length").rule());
        assertEquals(Wvr4WriteRules.TRAILING_WITHOUT_TERMINATOR, assertWriteRefused(() -> Wvr4Writer.write(new Wvr4World(
                ok.heights(), ok.textureIndices(), ok.textureNames(), List.of(), Optional.empty(),
                Blob.of(new byte[] {1}))), "trailing bytes without a terminator would be read as models").rule());
    }

    private static void assertFails(byte[] b, long offset, String field) {
        MapFormatException e = assertThrows(MapFormatException.class, () -> Wvr4Reader.read(b, ReadOptions.LENIENT));
        assertEquals(offset, e.offset(), e.getMessage());
        assertEquals(field, e.field(), e.getMessage());
    }
}
