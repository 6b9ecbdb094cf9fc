package dev.mapharness.migrate;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static dev.mapharness.migrate.WmpbLossesTest.entity;
import static dev.mapharness.migrate.WmpbLossesTest.object;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.PathEdge;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.mm.MmFace;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmPath;
import dev.mapharness.mm.MmWorld;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbEdge;
import dev.mapharness.wmpb.WmpbFaceRecord;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLight;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbPath;
import dev.mapharness.wmpb.WmpbSettings;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link WmpbToMm} on groups that stretch what they hold (docs/wmpb.md, "WMPB → $$M"): a turned light
 * below an uneven scale is sheared, a block scaled past float64 keeps its vertices as stored, an
 * entity scaled to infinity keeps no turn; and a path's edge lengths, in float32 as WED computes them
 * and in float64 past float32.
 */
class WmpbToMmPlacementTest {
    private static WmpbObject group(Vec3 scale, WmpbObject member) {
        return new WmpbObject(WmpbObject.GROUP, 0, 0, RawString.of("object"), Optional.empty(), Vec3.ZERO, Vec3.ZERO, scale,
                Optional.empty(), List.of(member));
    }

    static WmpbLevel stretched() {
        WmpbLevel base = new WmpToWmpb().apply(WmpSamples.level()).model();
        WmpbBlock block = (WmpbBlock) base.objects().stream().filter(o -> o.type() == WmpbObject.BLOCK).findFirst()
                .orElseThrow().data().orElseThrow();
        WmpbObject turnedLight = new WmpbObject(WmpbObject.LIGHT, 0, 0, RawString.of("light"), Optional.empty(), Vec3.ZERO,
                new Vec3(0.5, 0, 0), Vec3.ONE, Optional.of(new WmpbLight(2, 0, 255, 255, 255, 10)), List.of());
        Vec3 huge = new Vec3(1e308, 1e308, 1e308);
        WmpbObject model = new WmpbObject(WmpbObject.EXTENDED_ENTITY, 2, 0, RawString.of("model"),
                Optional.of(RawString.of("e")), Vec3.ZERO, new Vec3(0.5, 0, 0), huge, Optional.of(entity("e")), List.of());
        List<Double> six = Collections.nCopies(6, 0.0);
        WmpbPath path = new WmpbPath(6, 0, RawString.of("p"), List.of(Vec3.ZERO, new Vec3(3, 4, 12),
                new Vec3(3e38, 2e38, 1e38), new Vec3(-3e38, -2e38, -1e38), new Vec3(1, 1, 1)), 6,
                List.of(six, six, six, six, six), List.of(new WmpbEdge(0, 1, 1, 0, 0, 0), new WmpbEdge(2, 3, 1, 0, 0, 0),
                        new WmpbEdge(0, 4, 1, 0, 0, 0)));
        WmpbObject root = new WmpbObject(WmpbObject.LEVEL, 0, 0, RawString.of("level"), Optional.of(RawString.of("Root")),
                Vec3.ZERO, Vec3.ZERO, Vec3.ONE, base.root().data(), List.of(group(new Vec3(1, 2, 1), turnedLight),
                        group(huge, model), group(new Vec3(1e308, 1, 1), object(WmpbObject.BLOCK, 1, "block", null,
                                Vec3.ZERO, block)), object(WmpbObject.PATH, 0, "path", "p", Vec3.ZERO, path)));
        return new WmpbLevel(base.header(), new WmpbSettings(Blob.of(new byte[0]), List.of(), List.of()), root);
    }

    @Test
    void eachKindOfLossOnceWithItsCount() {
        assertEquals(List.of(
                "lost    root.data.sunNumber: the level's first sun number (30) has no place in $$M: wmpio's sun item holds two numbers",
                "lost    root.data.script: the level script \"main.c\" has no place in $$M",
                "lost    root.data.fog[0]: the fog colour 1 (0: 255 255 255) has no place in $$M",
                "lost    root.data.fog[1]: the fog colour 2 (1: 0 0 0) has no place in $$M",
                "lost    root.data.fog[2]: the fog colour 3 (2: 0 0 0) has no place in $$M",
                "lost    root.data.fog[3]: the fog colour 4 (3: 102 51 0) has no place in $$M",
                "lost    root.data.sun: the sun colour (0: 153 153 153) has no place in $$M",
                "lost    root.data.ambient: the ambient colour (0: 51 51 51) has no place in $$M",
                "lost    root.name: the level name \"Root\"",
                "lost    root.children[1].children[0].variant: the extended entity's variant 2 (meaning unknown)",
                "lost    root.children[2].children[0].variant: the block's variant 1 (meaning unknown)",
                "derived world.wad: the $$W file is named after the level file, which the model does not hold: \"level.$$w\"",
                "lost    faceRecords: 1 face flags with bits above bit 15 (bit 28 marks faces with texture coordinates): the text forms hold the low 16 bits only (first: root.children[2].children[0].data.faceRecords[0].flags 0x10000000)",
                "derived faceRecords: 1 faces with offsets, rotation or scales folded into their texture vectors (first: root.children[2].children[0].data.faceRecords[1])",
                "derived groups: 3 groups resolved: their members placed in the level (first: root.children[0])",
                "derived entities: 1 extended entities with target and path numbers 0 (the binary level has no target; a path is named, see the losses) (first: root.children[1].children[0])",
                "lost    objects: 2 objects sheared or flattened by their groups (a non-uniform scale above a turn) that no angles and scale express: nearest angles and scale written (first: root.children[0].children[0])",
                "lost    numbers: 3 values no longer finite after their groups: kept as stored (first: root.children[1].children[0].scale)",
                "derived numbers: every number as WED prints it: rounded to float32 and to six decimals"), new WmpbToMm().apply(stretched()).report().entries().stream().map(LossReport.Entry::toString).toList());
    }

    @Test
    void valuesPastFloat64AreKeptAsStored() {
        MmLevel mm = new WmpbToMm().apply(stretched()).model();
        assertEquals(List.of(new Vec3(0, 16, 60), new Vec3(64, -48, -20), new Vec3(0, 80, -20), new Vec3(-64, -48, -20)),
                ((MmWorld) mm.items().get(0)).blocks().get(0).vertices(), "x times 1e308 overflows at 64 and −64");
        MmEntity e = (MmEntity) mm.items().get(3);
        assertEquals(new Vec3(1e308, 1e308, 1e308), e.scale(), "its groups' scale times its own overflows: its own, as stored");
        assertEquals(Vec3.ZERO, e.angles(), "no axis of finite length: no turn to read");
    }

    @Test
    void aBlocksOwnScaleStretchesItsVertices() {
        WmpbLevel base = stretched();
        WmpbBlock block = (WmpbBlock) new WmpToWmpb().apply(WmpSamples.level()).model().objects().stream()
                .filter(o -> o.type() == WmpbObject.BLOCK).findFirst().orElseThrow().data().orElseThrow();
        WmpbObject scaled = new WmpbObject(WmpbObject.BLOCK, 1, 0, RawString.of("block"), Optional.empty(), Vec3.ZERO,
                Vec3.ZERO, new Vec3(2, 4, 0.5), Optional.of(block), List.of());
        WmpbObject r = base.root();
        WmpbLevel level = new WmpbLevel(base.header(), base.settings(), new WmpbObject(r.type(), r.variant(), r.reserved(),
                r.className(), r.name(), r.position(), r.angles(), r.scale(), r.data(), List.of(scaled)));
        MmLevel mm = new WmpbToMm().apply(level).model();
        assertEquals(List.of(new Vec3(0, 64, 30), new Vec3(128, -192, -10), new Vec3(0, 320, -10), new Vec3(-128, -192, -10)),
                ((MmWorld) mm.items().get(0)).blocks().get(0).vertices());
    }

    @Test
    void faceRecordsThatDoNotFoldOrAreMissing() {
        WmpbLevel base = stretched();
        WmpbBlock block = (WmpbBlock) new WmpToWmpb().apply(WmpSamples.level()).model().objects().stream()
                .filter(o -> o.type() == WmpbObject.BLOCK).findFirst().orElseThrow().data().orElseThrow();
        List<WmpbFaceRecord> r = block.faceRecords();
        WmpbFaceRecord flat = new WmpbFaceRecord(0, 0, r.get(0).ambient(), r.get(0).albedo(), r.get(0).texture(),
                Optional.empty(), r.get(0).axes(), new TextureTransform(0, 0, 0, 0, 1));
        // face 1's record twice, face 2's not at all, and one for a face 4 the block does not have
        WmpbFaceRecord past = new WmpbFaceRecord(4, 0, 0, 50, RawString.of("past"), Optional.empty(), r.get(0).axes(),
                TextureTransform.IDENTITY);
        WmpbBlock odd = new WmpbBlock(block.number(), block.flags(), block.vertices(), block.faces(),
                List.of(flat, r.get(1), r.get(1), r.get(3), past));
        WmpbObject o = new WmpbObject(WmpbObject.BLOCK, 1, 0, RawString.of("block"), Optional.empty(), Vec3.ZERO, Vec3.ZERO,
                Vec3.ONE, Optional.of(odd), List.of());
        WmpbObject root = base.root();
        WmpbLevel level = new WmpbLevel(base.header(), base.settings(), new WmpbObject(root.type(), root.variant(),
                root.reserved(), root.className(), root.name(), root.position(), root.angles(), root.scale(), root.data(),
                List.of(o)));
        Migrated<MmLevel> m = new WmpbToMm().apply(level);
        assertEquals(List.of(
                "lost    faceRecords: 1 faces whose texture scale is zero or a number is not finite: offsets, rotation and"
                        + " scales dropped, vectors kept as stored (first: root.children[0].data.faceRecords[0]"
                        + " TextureTransform[offsetX=0.0, offsetY=0.0, rotation=0.0, scaleX=0.0, scaleY=1.0])",
                "derived faceRecords: 1 faces with offsets, rotation or scales folded into their texture vectors (first:"
                        + " root.children[0].data.faceRecords[1])",
                "derived faces: 1 faces without a face record, written with WED's default texture (first:"
                        + " root.children[0].data.faces[2])"),
                m.report().entries().stream().filter(e -> e.field().startsWith("face")).map(LossReport.Entry::toString)
                        .toList());
        List<MmFace> faces = ((MmWorld) m.model().items().get(0)).blocks().get(0).faces();
        assertEquals(List.of("giger", "glas2", "ndef", "metal"), faces.stream().map(f -> f.texture().text()).toList());
        assertEquals(flat.axes().t1(), faces.get(0).t1(), "a face of scale 0 keeps its axes");
    }

    @Test
    void edgeLengthsInFloat32AndPastIt() {
        MmPath p = (MmPath) new WmpbToMm().apply(stretched()).model().items().get(4);
        List<PathNode> nodes = p.path().nodes();
        Vec3 a = nodes.get(2).position();
        Vec3 b = nodes.get(3).position();
        double past = Math.sqrt((b.x() - a.x()) * (b.x() - a.x()) + (b.y() - a.y()) * (b.y() - a.y())
                + (b.z() - a.z()) * (b.z() - a.z()));
        // √3, from all three axes, printed at six decimals as WED prints it
        assertEquals(List.of(new PathEdge(1, 2, 13, 0, 0, 0), new PathEdge(3, 4, past, 0, 0, 0),
                new PathEdge(1, 5, 1.732051, 0, 0, 0)), p.path().edges());
        assertEquals(7.483314696916663e38, past, 1e24);
    }

    private static WmpbLevel levelOf(WmpbObject item) {
        WmpbLevel base = stretched();
        WmpbObject r = base.root();
        return new WmpbLevel(base.header(), base.settings(), new WmpbObject(r.type(), r.variant(), r.reserved(), r.className(),
                r.name(), r.position(), r.angles(), r.scale(), r.data(), List.of(item)));
    }

    private static WmpbObject turnedEntity(Vec3 angles) {
        return new WmpbObject(WmpbObject.EXTENDED_ENTITY, 2, 0, RawString.of("model"), Optional.of(RawString.of("e")),
                new Vec3(1, 2, 3), angles, Vec3.ONE, Optional.of(entity("e")), List.of());
    }

    @Test
    void aTurnGroupsMakeNaNGivesTheNearestReadingAndIsReported() {
        WmpbObject nanTurn = new WmpbObject(WmpbObject.GROUP, 0, 0, RawString.of("object"), Optional.empty(), Vec3.ZERO,
                new Vec3(Double.NaN, 0, 0), Vec3.ONE, Optional.empty(), List.of(turnedEntity(new Vec3(0.5, 0, 0))));
        Migrated<MmLevel> m = new WmpbToMm().apply(levelOf(nanTurn));
        MmEntity e = m.model().ofType(MmEntity.class).get(0);
        assertEquals(Vec3.ZERO, e.angles(), "no axis left to read a turn from");
        assertEquals(new Vec3(1, 2, 3), e.position(), "the stored position");
        assertEquals(Vec3.ONE, e.scale(), "the stored scale");
        assertTrue(m.report().entries().stream().anyMatch(x -> x.field().equals("objects")
                && x.message().contains("(first: root.children[0].children[0])")), m.report().toString());
        assertTrue(m.report().entries().stream().anyMatch(x -> x.field().equals("numbers")
                && x.message().contains("2 values no longer finite after their groups: kept as stored (first:"
                        + " root.children[0].children[0].position)")), m.report().toString());
    }

    @Test
    void anObjectsOwnTurnStoredNaNIsRefusedAtItsAngles() {
        MapWriteException e = assertWriteRefused(() -> new WmpbToMm().apply(levelOf(turnedEntity(new Vec3(0.5, Double.NaN, 0)))));
        assertEquals("root.children[0].angles.y", e.field());
        assertTrue(e.getMessage().contains("$$M holds finite numbers only, not NaN"), e.getMessage());
    }
}
