package dev.mapharness.wmpb;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.gamestudio.Vec3;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The small hand-built level, the checks on what reads but is wrong, and what the writer refuses. */
class WmpbCodecTest {

    @Test
    void theSmallLevelReadsStrictlyWithNoViolation() {
        Decoded<WmpbLevel> d = WmpbCodec.INSTANCE.read(WmpbSamples.bytes(), ReadOptions.STRICT);
        assertEquals(List.of(), d.violations());
        assertEquals(WmpbSamples.level(), d.model());
        assertEquals(9, d.model().objectCount());
        assertEquals(1, d.model().blockCount());
        assertEquals(7, d.model().entityCount(), "all but the block and the group");
        assertTrue(Codecs.read(WmpbSamples.bytes(), ReadOptions.STRICT).model() instanceof WmpbLevel);
        assertArrayEquals(WmpbSamples.bytes(), Codecs.write(d.model()));
    }

    /** The frame as docs/wmpb.md gives it: magic, header chunk with its 24-byte prefix and the derived counts. */
    @Test
    void theHeaderIsLaidOutAsDocumented() {
        byte[] b = WmpbSamples.bytes();
        assertEquals("WMPB", new String(b, 0, 4, RawString.DISPLAY_CHARSET));
        assertEquals(List.of(1, 4, 5, 0), List.of(b[4] & 0xFF, b[5] & 0xFF, b[6] & 0xFF, b[7] & 0xFF));
        assertEquals(710, u32(b, 12));
        assertEquals(9, u32(b, 20), "objects");
        assertEquals(1, u32(b, 24), "blocks");
        assertEquals(7, u32(b, 28), "neither blocks nor groups");
        int settings = 4 + (int) u32(b, 8);
        assertEquals(List.of(2, 4, 5, 0), List.of(b[settings] & 0xFF, b[settings + 1] & 0xFF, b[settings + 2] & 0xFF, 0));
    }

    @Test
    void staleCountsAreAWarningAndARewriteCorrectsThem() {
        byte[] b = WmpbSamples.bytes();
        b[20] = 99;
        Decoded<WmpbLevel> d = WmpbCodec.INSTANCE.read(b, ReadOptions.STRICT);
        assertEquals(List.of(Severity.WARNING), d.violations().stream().map(Violation::severity).toList());
        assertEquals("header.objects", d.violations().get(0).field());
        assertArrayEquals(WmpbSamples.bytes(), WmpbWriter.write(d.model()));
    }

    @Test
    void aFaceNamingAMissingVertexIsAnError() {
        WmpbBlock k = WmpbSamples.block();
        WmpbBlock bad = new WmpbBlock(0, 0, k.vertices(), List.of(List.of(0, 1, 7)), List.of());
        Decoded<WmpbLevel> d = WmpbCodec.INSTANCE.read(WmpbWriter.write(withData(bad)), ReadOptions.STRICT);
        Violation v = single(d);
        assertEquals(Severity.ERROR, v.severity());
        assertTrue(v.field().endsWith("faces[0].vertex"), v.field());
        assertTrue(v.message().contains("vertex 7 of a block with 4"), v.message());
    }

    @Test
    void faceRecordsOutOfOrderOrPastTheFacesAreErrors() {
        WmpbBlock k = WmpbSamples.block();
        WmpbFaceRecord r = k.faceRecords().get(0);
        WmpbFaceRecord past = new WmpbFaceRecord(4, r.flags(), r.ambient(), r.albedo(), r.texture(),
                r.textureCoordinates(), r.axes(), r.transform());
        WmpbBlock bad = new WmpbBlock(0, 0, k.vertices(), k.faces(), List.of(k.faceRecords().get(1), r, past));
        Decoded<WmpbLevel> d = WmpbCodec.INSTANCE.read(WmpbWriter.write(withData(bad)), ReadOptions.STRICT);
        assertEquals(List.of("face 0 after face 2", "face 4 of a block with 4 faces"),
                d.violations().stream().map(Violation::message).toList());
        assertEquals(List.of(Severity.ERROR, Severity.ERROR), d.violations().stream().map(Violation::severity).toList());
    }

    @Test
    void anEdgeNamingAMissingNodeIsAnError() {
        WmpbPath p = WmpbSamples.path();
        WmpbPath bad = new WmpbPath(6, 0, p.name(), p.nodes(), 6, p.nodeSkills(), List.of(new WmpbEdge(2, 3, 1, 0, 0, 0)));
        Violation v = single(WmpbCodec.INSTANCE.read(WmpbWriter.write(withData(bad)), ReadOptions.STRICT));
        assertEquals(Severity.ERROR, v.severity());
        assertTrue(v.message().contains("nodes 2 and 3 of a path with 3"), v.message());
    }

    /** Every bound at its edge: vertex 4 of 4, a face record repeated, an edge from node 3 of 3; each at its own offset. */
    @Test
    void referencesJustPastTheirListAreErrorsAtTheirPlace() {
        WmpbBlock k = WmpbSamples.block();
        byte[] b = WmpbWriter.write(withData(new WmpbBlock(0, 0, k.vertices(), List.of(List.of(3, 4)), List.of())));
        Violation vertex = single(WmpbCodec.INSTANCE.read(b, ReadOptions.STRICT));
        assertEquals("root.children[0].data[2.5].faces.faces[0].vertex", vertex.field());
        assertEquals("names vertex 4 of a block with 4", vertex.message());
        // the faces chunk: its header, the count, the face's vertex count, vertex 3, then vertex 4
        int faces = WmpbHostileInputTest.indexOf(b, new byte[] {17, 2, 3, 0});
        assertEquals(faces + 8 + 4 + 2 + 2, vertex.offset());

        WmpbFaceRecord r = k.faceRecords().get(1);
        WmpbBlock twice = new WmpbBlock(0, 0, k.vertices(), k.faces(), List.of(r, r));
        byte[] t = WmpbWriter.write(withData(twice));
        Violation repeated = single(WmpbCodec.INSTANCE.read(t, ReadOptions.STRICT));
        assertEquals("face 2 after face 2", repeated.message());
        assertEquals("root.children[0].data[2.5].faceRecords[1].face", repeated.field());
        int second = WmpbHostileInputTest.indexOf(t, new byte[] {18, 2, 3, 0});
        second += 1 + WmpbHostileInputTest.indexOf(java.util.Arrays.copyOfRange(t, second + 1, t.length), new byte[] {18, 2, 3, 0});
        assertEquals(second + 8, repeated.offset());

        WmpbPath p = WmpbSamples.path();
        WmpbPath from3 = new WmpbPath(6, 0, p.name(), p.nodes(), 6, p.nodeSkills(), List.of(new WmpbEdge(3, 0, 1, 0, 0, 0)));
        byte[] e = WmpbWriter.write(withData(from3));
        Violation edge = single(WmpbCodec.INSTANCE.read(e, ReadOptions.STRICT));
        assertEquals("joins nodes 3 and 0 of a path with 3", edge.message());
        assertEquals("root.children[0].data[10.5].edges.edges[0].from", edge.field());
        assertEquals(WmpbHostileInputTest.indexOf(e, new byte[] {15, 2, 3, 0}) + 8 + 4, edge.offset());
    }

    /** Entries of no skills take no bytes: a count of them is refused where it stands, and the writer will not make one. */
    @Test
    void nodeSkillEntriesOfNoSkills() {
        WmpbPath p = WmpbSamples.path();
        WmpbPath none = new WmpbPath(6, 0, p.name(), p.nodes(), 0, List.of(), p.edges());
        byte[] b = WmpbWriter.write(withData(none));
        assertEquals(Optional.of(none), WmpbCodec.INSTANCE.read(b, ReadOptions.STRICT).model().root().children().get(0).data());
        int count = WmpbHostileInputTest.indexOf(b, new byte[] {13, 2, 3, 0}) + 8;
        b[count] = 1;
        Decoded<WmpbLevel> d = WmpbCodec.INSTANCE.read(b, ReadOptions.STRICT);
        Violation v = single(d);
        assertEquals(count, v.offset());
        assertEquals("root.children[0].data[10.5].nodeSkills.count", v.field());
        assertTrue(d.model().root().children().get(0).data().orElseThrow() instanceof WmpbRawChunk);
        refused("root.children[0].data.nodeSkills", withData(new WmpbPath(6, 0, p.name(), p.nodes(), 0,
                List.of(List.of()), p.edges())));
    }

    /** The three counts of the header, each warned about at its own word. */
    @Test
    void eachStaleCountIsNamedAtItsWord() {
        byte[] b = WmpbSamples.bytes();
        b[20] = 99;
        b[24] = 98;
        b[28] = 97;
        List<Violation> vs = WmpbCodec.INSTANCE.read(b, ReadOptions.STRICT).violations();
        assertEquals(List.of(20L, 24L, 28L), vs.stream().map(Violation::offset).toList());
        assertEquals(List.of("header.objects", "header.blocks", "header.entities"), vs.stream().map(Violation::field).toList());
        assertEquals("states 99 but the object tree has 9 (WED writes it from the tree; a rewrite corrects it)",
                vs.get(0).message());
    }

    @Test
    void anObjectWithoutTheDataItsTypeHasIsAWarning() {
        WmpbLevel level = WmpbSamples.level();
        WmpbObject block = new WmpbObject(WmpbObject.BLOCK, 1, 0, RawString.of("block"), Optional.empty(), Vec3.ZERO,
                Vec3.ZERO, Vec3.ONE, Optional.empty(), List.of());
        WmpbObject group = new WmpbObject(WmpbObject.GROUP, 0, 0, RawString.of("object"), Optional.empty(), Vec3.ZERO,
                Vec3.ZERO, Vec3.ONE, Optional.of(WmpbSamples.path()), List.of());
        byte[] b = WmpbWriter.write(new WmpbLevel(level.header(), level.settings(), withChildren(level.root(),
                List.of(block, group))));
        List<Violation> vs = WmpbCodec.INSTANCE.read(b, ReadOptions.STRICT).violations();
        assertEquals(List.of("block object with no data chunk, where WED writes WmpbBlock", "group object with WmpbPath"),
                vs.stream().map(Violation::message).toList());
        assertEquals(List.of("root.children[0].data", "root.children[1].data"), vs.stream().map(Violation::field).toList());
    }

    @Test
    void anUnknownDataChunkIsKeptRawWithAWarningInBothModes() {
        WmpbRawChunk raw = new WmpbRawChunk(40, 5, Blob.of(new byte[] {1, 2, 3}));
        byte[] b = WmpbWriter.write(withData(raw));
        for (ReadOptions mode : List.of(ReadOptions.LENIENT, ReadOptions.STRICT)) {
            Decoded<WmpbLevel> d = WmpbCodec.INSTANCE.read(b, mode);
            assertEquals(Optional.of(raw), d.model().root().children().get(0).data());
            Violation v = single(d);
            assertEquals(Severity.WARNING, v.severity());
            assertTrue(v.message().contains("kept as raw bytes"), v.message());
            assertArrayEquals(b, WmpbWriter.write(d.model()));
        }
    }

    @Test
    void anObjectWithAnotherTypesDataIsAWarning() {
        WmpbLevel level = WmpbSamples.level();
        WmpbObject light = new WmpbObject(WmpbObject.LIGHT, 0, 0, RawString.of("light"), Optional.empty(), Vec3.ZERO,
                Vec3.ZERO, Vec3.ONE, Optional.of(WmpbSamples.path()), List.of());
        WmpbLevel odd = new WmpbLevel(level.header(), level.settings(), withChildren(level.root(), List.of(light)));
        Violation v = single(WmpbCodec.INSTANCE.read(WmpbWriter.write(odd), ReadOptions.STRICT));
        assertEquals(Severity.WARNING, v.severity());
        assertTrue(v.message().contains("light object with WmpbPath, where WED writes WmpbLight"), v.message());
    }

    // ---- the writer refuses ------------------------------------------------------------------

    @Test
    void theWriterRefusesWhatTheFormatCannotHold() {
        WmpbLevel level = WmpbSamples.level();
        WmpbObject root = level.root();
        refused("root.name", withRoot(level, new WmpbObject(root.type(), root.variant(), root.reserved(), root.className(),
                Optional.of(RawString.of(new byte[] {'a', 0, 'b'})), root.position(), root.angles(), root.scale(),
                root.data(), root.children())));
        refused("root.type", withRoot(level, new WmpbObject(256, 0, 0, root.className(), root.name(), root.position(),
                root.angles(), root.scale(), root.data(), root.children())));
        refused("root.reserved", withRoot(level, new WmpbObject(1, 0, -1, root.className(), root.name(), root.position(),
                root.angles(), root.scale(), root.data(), root.children())));
        WmpbObject leaf = WmpbSamples.object(WmpbObject.GROUP, 0, "object", Optional.empty(), Optional.empty(), List.of());
        refused("root.children", withRoot(level, withChildren(root, Collections.nCopies(65_536, leaf))));
        WmpbBlock k = WmpbSamples.block();
        refused("root.children[0].data.faces[0].vertex", withData(new WmpbBlock(0, 0, k.vertices(),
                List.of(List.of(0, 65_536)), List.of())));
        refused("root.children[0].data", withData(new WmpbRawChunk(1, 5, Blob.EMPTY)));
        // a light's tag over a light's 24 bytes would read back as a light, not raw
        refused("root.children[0].data", withData(new WmpbRawChunk(7, 5, Blob.of(new byte[24]))));
        refused("root.children[0].data.box", withData(new WmpbRegion(8, 0, List.of(1.0), RawString.of("r"))));
        WmpbObject deep = leaf;
        for (int i = 0; i < WmpbReader.MAX_DEPTH; i++) {
            deep = withChildren(leaf, List.of(deep));
        }
        // a chain whose last object is at depth 256 is one too deep; at 255 it is written
        WmpbObject chain = leaf;
        for (int i = 0; i < WmpbReader.MAX_DEPTH - 2; i++) {
            chain = withChildren(leaf, List.of(chain));
        }
        WmpbLevel deepest = withRoot(level, withChildren(root, List.of(chain)));
        assertEquals(WmpbReader.MAX_DEPTH, WmpbReader.read(WmpbWriter.write(deepest), ReadOptions.STRICT).model().objectCount());
        refused("root" + ".children[0]".repeat(WmpbReader.MAX_DEPTH), withRoot(level, withChildren(root,
                List.of(withChildren(leaf, List.of(chain))))));
        refused("root.name", withRoot(level, new WmpbObject(root.type(), root.variant(), root.reserved(), root.className(),
                Optional.of(RawString.of(new byte[] {0, 'a'})), root.position(), root.angles(), root.scale(),
                root.data(), root.children())));
        WmpbLevel nested = withRoot(level, withChildren(root, List.of(deep)));
        MapWriteException tooDeep = assertWriteRefused(() -> WmpbWriter.write(nested));
        assertTrue(tooDeep.getMessage().contains("groups nest at most " + WmpbReader.MAX_DEPTH + " deep"), tooDeep.getMessage());
    }

    /** Each field's width at its edges: the largest value is written, one more or a negative one refused. */
    @Test
    void theWriterTakesEachFieldUpToItsWidth() {
        WmpbBlock k = WmpbSamples.block();
        WmpbLevel widest = withData(new WmpbBlock(0xFFFF_FFFFL, 0, k.vertices(), List.of(List.of(0, 65_535)), List.of()));
        WmpbBlock back = (WmpbBlock) WmpbCodec.INSTANCE.read(WmpbWriter.write(widest), ReadOptions.LENIENT).model().root()
                .children().get(0).data().orElseThrow();
        assertEquals(List.of(List.of(0, 65_535)), back.faces());
        assertEquals(0xFFFF_FFFFL, back.number());
        refused("root.children[0].data.faces[0].vertex", withData(new WmpbBlock(0, 0, k.vertices(), List.of(List.of(-1)),
                List.of())));
        refused("root.children[0].data.number", withData(new WmpbBlock(1L << 32, 0, k.vertices(), k.faces(), List.of())));
        WmpbObject root = WmpbSamples.level().root();
        WmpbObject variant255 = new WmpbObject(root.type(), 255, 0, root.className(), root.name(), root.position(),
                root.angles(), root.scale(), root.data(), root.children());
        assertEquals(255, WmpbCodec.INSTANCE.read(WmpbWriter.write(withRoot(WmpbSamples.level(), variant255)),
                ReadOptions.STRICT).model().root().variant());
        refused("root.variant", withRoot(WmpbSamples.level(), new WmpbObject(root.type(), -1, 0, root.className(),
                root.name(), root.position(), root.angles(), root.scale(), root.data(), root.children())));
        refused("root.variant", withRoot(WmpbSamples.level(), new WmpbObject(root.type(), 256, 0, root.className(),
                root.name(), root.position(), root.angles(), root.scale(), root.data(), root.children())));
    }

    // ---- helpers -------------------------------------------------------------------------

    private static void refused(String field, WmpbLevel level) {
        MapWriteException e = assertWriteRefused(() -> WmpbWriter.write(level));
        assertEquals(field, e.field(), e.getMessage());
    }

    static WmpbLevel withData(WmpbData data) {
        WmpbLevel level = WmpbSamples.level();
        int type = data instanceof WmpbBlock ? WmpbObject.BLOCK : data instanceof WmpbPath ? WmpbObject.PATH
                : data instanceof WmpbRegion ? WmpbObject.REGION : 0x55;
        WmpbObject o = WmpbSamples.object(type, 0, "item", Optional.empty(), Optional.of(data), List.of());
        return withRoot(level, withChildren(level.root(), List.of(o)));
    }

    static WmpbLevel withRoot(WmpbLevel level, WmpbObject root) {
        return new WmpbLevel(level.header(), level.settings(), root);
    }

    static WmpbObject withChildren(WmpbObject o, List<WmpbObject> children) {
        return new WmpbObject(o.type(), o.variant(), o.reserved(), o.className(), o.name(), o.position(), o.angles(),
                o.scale(), o.data(), children);
    }

    private static Violation single(Decoded<WmpbLevel> d) {
        assertEquals(1, d.violations().size(), d.violations().toString());
        return d.violations().get(0);
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24;
    }
}
