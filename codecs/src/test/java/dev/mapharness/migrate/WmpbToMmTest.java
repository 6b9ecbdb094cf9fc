package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.PathEdge;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmBlock;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.mm.MmFace;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmLight;
import dev.mapharness.mm.MmPath;
import dev.mapharness.mm.MmPosition;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.mm.MmSun;
import dev.mapharness.mm.MmWorld;
import dev.mapharness.mm.MmWriter;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbColour;
import dev.mapharness.wmpb.WmpbData;
import dev.mapharness.wmpb.WmpbEdge;
import dev.mapharness.wmpb.WmpbEntity;
import dev.mapharness.wmpb.WmpbFaceRecord;
import dev.mapharness.wmpb.WmpbHeader;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLevelSettings;
import dev.mapharness.wmpb.WmpbLight;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbPath;
import dev.mapharness.wmpb.WmpbRawChunk;
import dev.mapharness.wmpb.WmpbRegion;
import dev.mapharness.wmpb.WmpbSamples;
import dev.mapharness.wmpb.WmpbSettings;
import dev.mapharness.wmpb.WmpbStart;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each rule of {@link WmpbToMm} on small levels built here, and generated levels over the whole model. */
class WmpbToMmTest {
    private static final double QUARTER = (float) (Math.PI / 2);

    private static RawString s(String text) {
        return RawString.of(text);
    }

    private static WmpbObject object(int type, String name, Vec3 position, Vec3 angles, Vec3 scale, WmpbData data,
                                     List<WmpbObject> children) {
        return new WmpbObject(type, 0, 0, s(WmpbObject.typeName(type)), Optional.ofNullable(name).map(RawString::of),
                position, angles, scale, Optional.ofNullable(data), children);
    }

    private static WmpbObject item(int type, String name, Vec3 position, WmpbData data) {
        return object(type, name, position, Vec3.ZERO, Vec3.ONE, data, List.of());
    }

    private static WmpbLevel level(List<WmpbObject> items) {
        WmpbLevelSettings settings = new WmpbLevelSettings(0, 0, 30, 90f, 45f, 0, Optional.empty(), s("palette.pcx"),
                List.of(), new WmpbColour(0, 150, 150, 150), new WmpbColour(0, 50, 50, 50));
        WmpbObject root = new WmpbObject(WmpbObject.LEVEL, 0, 0, s("level"), Optional.of(s("Root")), Vec3.ZERO, Vec3.ZERO,
                Vec3.ONE, Optional.of(settings), items);
        return new WmpbLevel(new WmpbHeader(710, 2, 0, s("file created: 01.02.2024, wmpio (1.30)\n")),
                new WmpbSettings(Blob.EMPTY, List.of(), List.of()), root);
    }

    private static WmpbEntity entity(String name, int skills, float albedo) {
        return new WmpbEntity(3, 0, 0, -10f, albedo, s(name), s("tree.mdl"), Optional.of(s("act")),
                Collections.nCopies(skills, 2.0), Optional.of(s("mat")), Optional.empty(), Optional.empty());
    }

    private static WmpbBlock cube() {
        List<Vec3> v = List.of(new Vec3(0, 0, 0), new Vec3(8, 0, 0), new Vec3(0, 8, 0), new Vec3(0, 0, 8));
        List<List<Integer>> faces = List.of(List.of(0, 2, 1), List.of(0, 1, 3), List.of(0, 3, 2), List.of(1, 2, 3));
        WmpbFaceRecord scaled = new WmpbFaceRecord(0, 0x1000_4000L, 5, 60, s("stone"), Optional.of(List.of(0.5, 0.25,
                1.0, 0.0, 0.0, 1.0)), new TextureVectors(1, 0, 0, 3, 0, -1, 0, 0), new TextureTransform(0, 0, 0, 0.25, 0.5));
        WmpbFaceRecord plain = new WmpbFaceRecord(1, 0xB, 0, 50, s("wood"), Optional.empty(),
                new TextureVectors(0, 1, 0, 0, 0, 0, -1, 0), TextureTransform.IDENTITY);
        return new WmpbBlock(7, 0x1_0020L, v, faces, List.of(scaled, plain));
    }

    private static Migrated<MmLevel> migrate(List<WmpbObject> items) {
        return new WmpbToMm("test").apply(level(items));
    }

    @Test
    void worldSunAndHeaderComeFirst() {
        Migrated<MmLevel> m = migrate(List.of());
        assertEquals(List.of(s(" wmpio (1.30), 01.02.2024")), m.model().comments());
        assertEquals(WmpbToMm.MM_VERSION, m.model().version().getAsInt());
        assertEquals(new MmWorld(s("test.$$w"), s("palette.pcx"), List.of()), m.model().items().get(0));
        assertEquals(new MmSun(List.of(90.0, 45.0)), m.model().items().get(1));
        assertTrue(m.report().mentions("root.data.sun"), "the sun colour is reported lost");
        assertTrue(m.report().mentions("root.data.sunNumber"));
    }

    @Test
    void blockInATurnedMovedGroupLandsAtItsFinalPlace() {
        WmpbObject block = object(WmpbObject.BLOCK, null, new Vec3(1, 0, 0), Vec3.ZERO, Vec3.ONE, cube(), List.of());
        WmpbObject group = object(WmpbObject.GROUP, "prefab", new Vec3(100, 0, 0), new Vec3(QUARTER, 0, 0),
                new Vec3(2, 2, 2), null, List.of(block));
        MmBlock b = ((MmWorld) migrate(List.of(group)).model().items().get(0)).blocks().get(0);
        // scaled by 2, turned a quarter about z (x goes to y), moved by 100 in x: vertex (8,0,0) + (1,0,0) → (100, 18, 0)
        assertEquals(new Vec3(100, 2, 0), b.vertices().get(0));
        assertEquals(new Vec3(100, 18, 0), b.vertices().get(1));
        assertEquals(new Vec3(84, 2, 0), b.vertices().get(2));
        assertEquals(7, b.trailer().index());
        assertEquals("00100000", b.trailer().flags().digits(), "the low 16 block flag bits, 8 digits");
    }

    @Test
    void facesFoldTheirScalesAndKeepTheirCoordinates() {
        Migrated<MmLevel> m = migrate(List.of(item(WmpbObject.BLOCK, null, Vec3.ZERO, cube())));
        List<MmFace> faces = ((MmWorld) m.model().items().get(0)).blocks().get(0).faces();
        MmFace scaled = faces.get(0);
        assertEquals(4, scaled.t1().x());
        assertEquals(12, scaled.t1().offset());
        assertEquals(-2, scaled.t2().y());
        assertEquals(Optional.of(List.of(0.5, 0.25, 1.0, 0.0, 0.0, 1.0)), scaled.uvs());
        assertEquals("0100000000000000", scaled.surface().flags().digits());
        assertEquals(5, scaled.surface().ambient());
        assertEquals(60, scaled.surface().albedo());
        assertEquals("1011", faces.get(1).surface().flags().digits());
        assertEquals(s("wood"), faces.get(1).texture());
        assertEquals(4, faces.size(), "faces without a record are still written");
        assertTrue(m.report().derived().stream().anyMatch(e -> e.message().contains("without a face record")));
        assertTrue(m.report().mentions("faceRecords"), "face flag bit 28 is reported lost");
        assertTrue(m.report().mentions("root.children[0].data.flags"), "block flag bit 16 is reported lost");
    }

    @Test
    void entitiesWithEightAndTwentySkills() {
        WmpbObject still = object(WmpbObject.STATIC_ENTITY, "tree_001", new Vec3(1, 2, 3), new Vec3(-QUARTER, 0, 0),
                new Vec3(2, 2, 2), entity("tree_001", 8, 49), List.of());
        WmpbObject moving = item(WmpbObject.EXTENDED_ENTITY, "kart_001", new Vec3(4, 5, 6), entity("kart_001", 20, 50));
        WmpbObject group = object(WmpbObject.GROUP, null, new Vec3(10, 0, 0), Vec3.ZERO, Vec3.ONE, null, List.of(still));
        Migrated<MmLevel> m = migrate(List.of(group, moving));
        MmStaticEntity s = (MmStaticEntity) m.model().items().get(2);
        assertEquals(new Vec3(11, 2, 3), s.position());
        assertEquals(new Vec3(270, 0, 0), s.angles(), "pan -90 degrees is written 270");
        assertEquals(new Vec3(2, 2, 2), s.scale());
        assertEquals(8, s.skills().size());
        assertEquals(s("act"), s.action());
        assertEquals(-10, s.ambient());
        assertTrue(m.report().mentions("root.children[0].children[0].data.albedo"));
        assertTrue(m.report().mentions("root.children[0].children[0].data.material"));
        MmEntity e = (MmEntity) m.model().items().get(3);
        assertEquals(20, e.skills().size());
        assertEquals(50, e.albedo());
        assertEquals(Optional.of(s("mat")), e.material());
        assertEquals(new Vec3(4, 5, 6), e.position());
    }

    @Test
    void storedTurnsReadAsWedsPanTiltAndRoll() {
        // what WED stores for pan 0 (float32 noise), a turn about x then y, and straight down
        assertEquals(new Vec3(0, 0, 0), WmpbValues.vector(WmpbValues.angles(new Vec3(-4.371138828673793E-8, 0, 0))));
        assertEquals(new Vec3(90, 0, 90), WmpbValues.vector(WmpbValues.angles(new Vec3(QUARTER, QUARTER, 0))));
        assertEquals(new Vec3(0, 270, 330), WmpbValues.vector(WmpbValues.angles(new Vec3(Math.PI / 6, 0, QUARTER))));
        assertEquals(new Vec3(0, 90, 90), WmpbValues.vector(WmpbValues.angles(new Vec3(QUARTER, 0, -QUARTER))));
    }

    @Test
    void lightStartAndPath() {
        WmpbObject light = object(WmpbObject.LIGHT, null, new Vec3(1, 1, 1), new Vec3(QUARTER, 0, 0), Vec3.ONE,
                new WmpbLight(2, 4, 43, 255, 0, 390f), List.of());
        WmpbObject start = item(WmpbObject.START, "pos_000", new Vec3(-5, 0, 8), new WmpbStart(1, 0, s("pos_000")));
        WmpbPath p = new WmpbPath(6, 0, s("path_000"), List.of(Vec3.ZERO, new Vec3(3, 4, 0)), 6,
                List.of(List.of(1.0, 0.0, 0.0, 0.0, 0.0, 0.0), List.of(0.0, 0.0, 0.0, 0.0, 0.0, 2.0)),
                List.of(new WmpbEdge(0, 1, 1, 7, 8, 9), new WmpbEdge(1, 5, 1, 0, 0, 0)));
        WmpbObject path = item(WmpbObject.PATH, "path_000", new Vec3(100, 0, 0), p);
        Migrated<MmLevel> m = migrate(List.of(light, start, path));
        MmLight l = (MmLight) m.model().items().get(2);
        // percent as WED computes it in float32 and prints it; a zero channel as WED writes it, −0
        assertEquals(new Vec3(16.862745, 100, -0.0), l.color());
        assertEquals(new Vec3(90, 0, 0), l.angles());
        assertEquals("0100", l.flags().digits());
        assertEquals(390, l.range());
        assertEquals(new MmPosition(new Vec3(-5, 0, 8), Vec3.ZERO, s("pos_000")), m.model().items().get(3));
        LevelPath out = ((MmPath) m.model().items().get(4)).path();
        assertEquals(new Vec3(103, 4, 0), out.nodes().get(1).position());
        assertEquals(List.of(new PathEdge(1, 2, 5, 7, 8, 9)), out.edges(), "nodes from 1, the length for the weight");
        assertTrue(m.report().mentions("root.children[2].data.edges[1]"), "the edge to a missing node is reported");
    }

    @Test
    void regionsUnknownTypesAndRawChunksAreDroppedAndReported() {
        WmpbObject region = item(WmpbObject.REGION, "reg", Vec3.ZERO, new WmpbRegion(8, 0,
                List.of(0.0, 0.0, 0.0, 1.0, 1.0, 1.0), s("reg")));
        WmpbObject sound = item(0x55, null, Vec3.ZERO, new WmpbRawChunk(12, 5, Blob.EMPTY));
        Migrated<MmLevel> m = migrate(List.of(region, sound));
        assertEquals(2, m.model().items().size(), "world and sun only");
        assertTrue(m.report().losses().stream().anyMatch(e -> e.field().equals("root.children[0]")
                && e.message().startsWith("region object")));
        assertTrue(m.report().losses().stream().anyMatch(e -> e.field().equals("root.children[1]")
                && e.message().contains("type 0x55") && e.message().contains("raw data chunk")));
    }

    /**
     * Generated levels (every object type, unknown types, raw chunks, any field value: NaN, huge,
     * empty and long names) migrate or are refused at a binary field that holds a number that is not
     * finite; what migrates the $$M writer takes, and every object the migration left out is named by
     * kind in the loss report.
     */
    @Test
    void generatedLevelsMigrateAndReportEveryDroppedKind() {
        int[] migrated = {0};
        qt().withFixedSeed(1919).withExamples(2000).forAll(longs().all()).checkAssert(seed -> {
            WmpbLevel level = WmpbSamples.random(seed);
            Migrated<MmLevel> m;
            try {
                m = new WmpbToMm().apply(level);
            } catch (MapWriteException refused) {
                assertTrue(refused.field().startsWith("root.") && (refused.getMessage().contains("finite numbers only")
                        || refused.getMessage().contains("missing vertex")), refused.field() + ": " + refused.getMessage());
                return;
            }
            migrated[0]++;
            MmWriter.write(m.model());
            Set<String> dropped = new HashSet<>();
            for (WmpbTree.Placed p : WmpbTree.below(level)) {
                if (!carried(p.object())) {
                    dropped.add(WmpbObject.typeName(p.object().type()));
                }
            }
            for (String kind : dropped) {
                assertTrue(m.report().losses().stream().anyMatch(e -> e.message().startsWith(kind + " object")),
                        "the report names the dropped " + kind + " objects: " + m.report().losses());
            }
            long items = WmpbTree.below(level).stream().filter(p -> carried(p.object())
                    && p.object().type() != WmpbObject.GROUP && p.object().type() != WmpbObject.BLOCK).count();
            long sun = m.model().ofType(MmSun.class).size();
            assertEquals(items + 1 + sun, m.model().items().size(), "the world, the sun if the level has one, each item");
        });
        assertTrue(migrated[0] >= 200, "enough generated levels migrate to test the rest: " + migrated[0] + " of 2000");
    }

    /** True if the object has a $$M counterpart (an item, a block, or members placed through it). */
    private static boolean carried(WmpbObject o) {
        WmpbData d = o.data().orElse(null);
        return switch (o.type()) {
            case WmpbObject.GROUP -> d == null;
            case WmpbObject.BLOCK -> d instanceof WmpbBlock;
            case WmpbObject.START -> d instanceof WmpbStart;
            case WmpbObject.LIGHT -> d instanceof WmpbLight;
            case WmpbObject.STATIC_ENTITY, WmpbObject.EXTENDED_ENTITY -> d instanceof WmpbEntity;
            case WmpbObject.PATH -> d instanceof WmpbPath;
            default -> false;
        };
    }
}
