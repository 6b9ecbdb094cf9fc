package dev.mapharness.wvr1;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violation;
import java.util.List;
import org.junit.jupiter.api.Test;

class Wvr1ReaderTest {
    static final int W = 2;
    static final int H = 2;
    static final int RECORDS_AT = Wvr1FileBytes.recordsAt(W, H);

    /** A 2 × 2 world with one model, one net of two segments, and EndOfNets. */
    static Wvr1FileBytes small() {
        return Wvr1FileBytes.world(W, H)
                .model(1.5f, 0.25f, 2.75f, 90f, "Data3d\\Smrk.p3d")
                .netHeader("LandText\\Silnice.pac", 1, 3.5f)
                .segment(10f, 20f, 5f)
                .segment(11f, 0f, 10f) // x alone non-zero: still a segment
                .endSegments(0, 0)
                .endOfNets();
    }

    @Test
    void readsEveryFieldOfASmallWorld() {
        Wvr1World w = Wvr1Reader.read(small().toBytes(), ReadOptions.STRICT).model();

        assertEquals(2, w.width());
        assertEquals(2, w.height());
        assertArrayEquals(new short[] {-100, -63, -26, 11}, w.heights().toArray());
        assertArrayEquals(new short[4], w.textureIndices().toArray());
        assertEquals(256, w.textureNames().size());
        assertEquals("LandText\\mo.pac", w.textureNames().get(0).value().text());
        assertTrue(w.textureNames().get(1).isEmpty());
        assertEquals("LandText\\pi.pac", w.textureNames().get(2).value().text());

        assertEquals(1, w.models().size());
        Wvr1Model m = w.models().get(0);
        assertEquals(1.5f, m.x());
        assertEquals(0.25f, m.y());
        assertEquals(2.75f, m.z());
        assertEquals(90f, m.heading());
        assertEquals("Data3d\\Smrk.p3d", m.name().value().text());

        assertEquals(1, w.nets().size());
        Wvr1Net net = w.nets().get(0);
        Wvr1NetHeader h = net.header();
        assertEquals("LandText\\Silnice.pac", h.name().value().text());
        assertEquals(0x00cd9100, h.constant0());
        assertEquals(0x00bfd400, h.constant1());
        assertEquals(0x47, h.constant2());
        assertEquals(0, h.constant3());
        assertEquals(0x0069fbb0, h.constant4());
        assertEquals(1, h.type());
        assertEquals(0.152f, h.x());
        assertEquals(0.15f, h.y());
        assertEquals(0.1f, h.z());
        assertEquals(3.5f, h.scale());
        assertEquals(List.of(
                new Wvr1Subnet(10f, 20f, 0.25f, 0.5f, 0.75f, 5f, 0x0046931A, 0x00980778),
                new Wvr1Subnet(11f, 0f, 0.25f, 0.5f, 0.75f, 10f, 0x0046931A, 0x00980778)), net.subnets());
        assertEquals(0, net.endX());
        assertEquals(0, net.endY());

        assertTrue(w.endOfNets().isEndOfNets());
        assertTrue(w.trailing().isEmpty());
    }

    @Test
    void keepsTheBitsOfNegativeZeroEndRecords() {
        byte[] b = Wvr1FileBytes.world(W, H)
                .netHeader("a", 0, 1f).endSegments(Wvr1FileBytes.NEGATIVE_ZERO, 0)
                .netHeader("b", 0, 1f).segment(1f, 1f, 1f).endSegments(0, Wvr1FileBytes.NEGATIVE_ZERO)
                .endOfNets().toBytes();
        Wvr1World w = Wvr1Reader.read(b, ReadOptions.STRICT).model();
        assertEquals(2, w.nets().size());
        assertEquals(0, w.nets().get(0).subnets().size());
        assertEquals(Wvr1FileBytes.NEGATIVE_ZERO, w.nets().get(0).endX());
        assertEquals(0, w.nets().get(0).endY());
        assertEquals(1, w.nets().get(1).subnets().size());
        assertEquals(Wvr1FileBytes.NEGATIVE_ZERO, w.nets().get(1).endY());
    }

    @Test
    void upperCaseP3dNamesAreModels() {
        byte[] b = Wvr1FileBytes.world(W, H)
                .model(1f, 0f, 1f, 0f, "DATA3D\\SMRK.P3D")
                .model(2f, 0f, 2f, 0f, "data3d\\dum.P3d")
                .model(3f, 0f, 3f, 0f, "p3d\\house.p3d")
                .netHeader("LandText\\Silnice.pac", 0, 3.5f).endSegments(0, 0)
                .endOfNets().toBytes();
        Wvr1World w = Wvr1Reader.read(b, ReadOptions.STRICT).model();
        assertEquals(3, w.models().size());
        assertEquals("data3d\\dum.P3d", w.models().get(1).name().value().text());
        assertEquals(1, w.nets().size());
    }

    @Test
    void aRecordWhoseNameMerelyContainsP3dIsTheFirstNetHeader() {
        // laid out as a model, but "Data3d\p3d.pac" does not end in .p3d: the reader takes these
        // 64 bytes as a net header (x = 0 makes its 24-byte name an empty, terminated one)
        byte[] b = Wvr1FileBytes.world(W, H)
                .model(1f, 0f, 1f, 0f, "Data3d\\Smrk.p3d")
                .model(0f, 0f, 0f, 0f, "Data3d\\p3d.pac")
                .endSegments(0, 0)
                .endOfNets().toBytes();
        Decoded<Wvr1World> d = Wvr1Reader.read(b, ReadOptions.STRICT);
        Wvr1World w = d.model();
        assertEquals(1, w.models().size());
        assertEquals(1, w.nets().size());
        Wvr1NetHeader h = w.nets().get(0).header();
        assertTrue(h.name().isEmpty());
        // the net name slot's last 8 bytes are the model name's first 8; constant0 its next 4
        assertEquals("Data3d\\p", new String(h.name().slot(), 16, 8, java.nio.charset.StandardCharsets.ISO_8859_1));
        assertEquals(Wvr1Layout.le32("3d.p".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 0), h.constant0());
        assertArrayEquals(b, Wvr1Writer.write(w));
    }

    @Test
    void aNetNameWhoseTailEndsInP3dWouldBeAModel() {
        // bytes 16..23 of a net name are the start of the model-name window
        byte[] b = Wvr1FileBytes.world(W, H)
                .netHeader("LandText\\Silnice\\x.p3d", 0, 3.5f)
                .endSegments(0, 0).endOfNets().toBytes();
        byte[] contains = Wvr1FileBytes.world(W, H)
                .netHeader("LandText\\Silnice\\p3dx", 0, 3.5f)
                .endSegments(0, 0).endOfNets().toBytes();
        assertEquals(1, Wvr1Reader.read(contains, ReadOptions.STRICT).model().nets().size());
        assertTrue(Wvr1Layout.isModelRecord(b, RECORDS_AT));
        assertFalse(Wvr1Layout.isModelRecord(contains, RECORDS_AT));
    }

    @Test
    void aWorldWithoutModelsOrNetsIsJustEndOfNets() {
        byte[] b = Wvr1FileBytes.world(W, H).endOfNets().toBytes();
        Wvr1World w = Wvr1Reader.read(b, ReadOptions.STRICT).model();
        assertTrue(w.models().isEmpty());
        assertTrue(w.nets().isEmpty());
        assertEquals("EndOfNets", w.endOfNets().name().value().text());
    }

    @Test
    void aWorldOfTheEngineSizeConformsAndOthersAreViolations() {
        Decoded<Wvr1World> engine = Wvr1Reader.read(Wvr1FileBytes.world(128, 128).endOfNets().toBytes(), ReadOptions.STRICT);
        assertTrue(engine.conforms(), engine.violations().toString());

        Decoded<Wvr1World> small = Wvr1Reader.read(small().toBytes(), ReadOptions.STRICT);
        assertEquals(1, small.violations().size());
        Violation v = small.violations().get(0);
        assertEquals(4, v.offset());
        assertEquals("header.width × height", v.field());
        assertTrue(v.message().contains("2 × 2"), v.message());
    }

    @Test
    void textureIndicesPastTheTableOrIntoHolesAreGroupedViolations() {
        Wvr1FileBytes f = new Wvr1FileBytes().ascii("1WVR").u32(4).u32(1);
        f.i16(0).i16(0).i16(0).i16(0);
        f.i16(2).i16(300).i16(1).i16(301); // 300, 301 past the table; 1 is a hole; 2 and 0 are named
        byte[] b = f.textureTable("LandText\\mo.pac", "", "LandText\\pi.pac").endOfNets().toBytes();
        List<Violation> vs = Wvr1Reader.read(b, ReadOptions.STRICT).violations();
        int texturesAt = 12 + 8;

        Violation past = find(vs, "past the 256-slot table");
        assertEquals(texturesAt + 2, past.offset());
        assertEquals("textureIndices[1]", past.field());
        assertTrue(past.message().startsWith("2 cells"), past.message());
        assertTrue(past.message().contains("first: 300 at cell (1, 0)"), past.message());

        Violation hole = find(vs, "empty texture slots");
        assertEquals(texturesAt + 4, hole.offset());
        assertEquals("textureIndices[2]", hole.field());
        assertTrue(hole.message().startsWith("1 cells"), hole.message());
        assertTrue(hole.message().contains("first: slot 1 at cell (2, 0)"), hole.message());
    }

    /** 256 is the first index past the 256-slot table; 255, the last slot, is only an empty one. */
    @Test
    void textureIndex256IsPastTheTable() {
        Wvr1FileBytes f = new Wvr1FileBytes().ascii("1WVR").u32(2).u32(1);
        f.i16(0).i16(0);
        f.i16(255).i16(256);
        List<Violation> vs = Wvr1Reader.read(f.textureTable("LandText\\mo.pac").endOfNets().toBytes(),
                ReadOptions.STRICT).violations();
        int texturesAt = 12 + 4;
        Violation past = find(vs, "past the 256-slot table");
        assertEquals(texturesAt + 2, past.offset());
        assertTrue(past.message().startsWith("1 cells"), past.message());
        assertTrue(past.message().contains("first: 256 at cell (1, 0)"), past.message());
        Violation hole = find(vs, "empty texture slots");
        assertEquals(texturesAt, hole.offset());
        assertTrue(hole.message().contains("first: slot 255 at cell (0, 0)"), hole.message());
    }

    /** The four-character name ".p3d" is a model: the whole name is the suffix. */
    @Test
    void aModelNamedJustTheSuffixIsAModel() {
        byte[] b = Wvr1FileBytes.world(W, H).model(1f, 0f, 1f, 0f, ".P3D").endOfNets().toBytes();
        Wvr1World w = Wvr1Reader.read(b, ReadOptions.STRICT).model();
        assertEquals(1, w.models().size());
        assertEquals(".P3D", w.models().get(0).name().value().text());
        assertArrayEquals(b, Wvr1Writer.write(w));
    }

    /**
     * The suffix is looked for inside the 48-byte name slot only: a name shorter than ".p3d" is no
     * model, whatever the heading's bytes just before the slot spell.
     */
    @Test
    void bytesBeforeTheNameSlotAreNotPartOfTheName() {
        float heading = Float.intBitsToFloat(Wvr1Layout.le32(".p3d".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 0));
        byte[] b = Wvr1FileBytes.world(W, H).model(0f, 0f, 0f, heading, "").endSegments(0, 0).endOfNets().toBytes();
        Wvr1World w = Wvr1Reader.read(b, ReadOptions.STRICT).model();
        assertEquals(0, w.models().size());
        assertEquals(1, w.nets().size());
        assertFalse(Wvr1Layout.isModelRecord(b, RECORDS_AT));
        byte[] d = Wvr1FileBytes.world(W, H).model(0f, 0f, 0f, Float.intBitsToFloat(
                Wvr1Layout.le32("x.p3".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 0)), "d").toBytes();
        assertFalse(Wvr1Layout.isModelRecord(d, RECORDS_AT));
    }

    @Test
    void theSummaryCountsWhatTheWorldHolds() {
        Wvr1World w = Wvr1Reader.read(small().toBytes(), ReadOptions.STRICT).model();
        assertEquals(java.util.Map.of("grid", "2 × 2", "heights (raw)", "-100 .. 11", "texture slots used", 2L,
                "models", 1, "nets", 1, "net segments", 2), w.summary());
        byte[] trailing = java.util.Arrays.copyOf(small().toBytes(), small().size() + 3);
        assertEquals(3, Wvr1Reader.read(trailing, ReadOptions.LENIENT).model().summary().get("trailing bytes"));
    }

    @Test
    void recordsAFieldMapOnRequest() {
        var map = Wvr1Reader.read(small().toBytes(), ReadOptions.STRICT.withFieldMap()).fieldMap().orElseThrow();
        // byte arrays are recorded as arrays of bytes, so the entry's path names the field itself
        assertEquals("header.signature", map.entryAt(0).orElseThrow().path());
        assertEquals("textureNames[17]", map.entryAt(12 + 16 + 17 * 32 + 5).orElseThrow().path());
        assertEquals("models[0].name", map.entryAt(RECORDS_AT + 16).orElseThrow().path());
        assertEquals("nets[0].header.scale", map.nameAt(RECORDS_AT + 64 + 60).orElseThrow());
        assertEquals("nets[0].subnets[1].stepping", map.nameAt(RECORDS_AT + 128 + 32 + 20).orElseThrow());
        assertEquals("nets[0].end.y", map.nameAt(RECORDS_AT + 128 + 64 + 4).orElseThrow());
        assertEquals("endOfNets.name", map.entryAt(RECORDS_AT + 128 + 72).orElseThrow().path());
    }

    private static Violation find(List<Violation> vs, String text) {
        return vs.stream().filter(v -> v.message().contains(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no violation about " + text + " in " + vs));
    }
}
