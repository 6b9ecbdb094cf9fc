package dev.mapharness.migrate;

import static dev.mapharness.migrate.WmpSamples.block;
import static dev.mapharness.migrate.WmpSamples.group;
import static dev.mapharness.migrate.WmpSamples.m;
import static dev.mapharness.migrate.WmpSamples.s;
import static dev.mapharness.migrate.WmpSamples.skills;
import static dev.mapharness.migrate.WmpSamples.withItems;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.gamestudio.WedTextureMapping;
import dev.mapharness.mm.MmBlock;
import dev.mapharness.mm.MmFace;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmPath;
import dev.mapharness.mm.MmPosition;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.mm.MmWorld;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpFace;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLevelSettings;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmp.WmpPath;
import dev.mapharness.wmp.WmpStart;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What {@link WmpToMm} reports, entry by entry, on a level whose groups stretch what they hold past
 * what $$M can say (docs/gamestudio-text.md): a texture scale of zero, a locked block flattened by
 * its group, numbers that overflow, a model sheared by an uneven scale above a turn, another turned
 * by an angle that is not a number; and the fallbacks each of those writes.
 */
class WmpToMmReportTest {
    private static final List<Double> UVS = List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0);

    static WmpLevel stretched() {
        WmpBlock b2 = block(2, "0000", UVS);
        List<WmpFace> faces = new ArrayList<>(b2.faces());
        WmpFace f = faces.get(0);
        faces.set(0, new WmpFace(f.vertices(), f.texture(), f.uvs(), f.t1(), f.t2(), new TextureTransform(0, 0, 0, 0, 1),
                f.surface()));
        WmpFace g = faces.get(2);
        faces.set(2, new WmpFace(g.vertices(), g.texture(), g.uvs(), g.t1(), g.t2(),
                new TextureTransform(0, 0, 0, 1e-310, 2), g.surface()));
        b2 = new WmpBlock(2, b2.vertices(), faces, b2.trailer());
        String lock = "00000000000000010000000000000000";
        List<Double> none = Collections.nCopies(8, 0.0);
        BinaryFlags flags = new BinaryFlags("0000");
        List<WmpItem> items = List.of(block(0, "0000", UVS), block(1, lock, UVS), b2, block(3, "0000", UVS),
                block(10, lock, UVS),
                new WmpLevelSettings(0, s("sample.$$w"), s("palette.pcx"), new Vec3(30, 0, 60), s("main.c"),
                        new Vec3(60, 60, 60), new Vec3(20, 20, 20), List.of(Vec3.ZERO, Vec3.ZERO, Vec3.ZERO, Vec3.ZERO),
                        List.of()),
                new WmpStart(1, s("pos_001"), List.of(90.0, 10.0, 5.0, 7.0)),
                new WmpStart(2, s("pos_002"), List.of(90.0, 10.0)),
                new WmpStart(3, s("pos_003"), List.of(90.0, 10.0, 5.0)),
                new WmpLight(4, new Vec3(100, 40, 0), 300),
                new WmpModel(5, Vec3.ONE, s("lift.mdl"), s("lift_001"), s("ndef"), none, flags, 10, 40, s("one"), s("ndef")),
                new WmpModel(6, Vec3.ONE, s("kart.mdl"), s("kart_001"), s("ac_kart"), skills(8), flags, 10, 50, s("ndef"),
                        s("two")),
                new WmpModel(7, Vec3.ONE, s("tree.mdl"), s("tree_001"), s("ndef"), none, flags, 10, 50, s("ndef"), s("ndef")),
                new WmpModel(9, Vec3.ONE, s("nan.mdl"), s("nan_001"), s("ndef"), none, flags, 10, 50, s("ndef"), s("ndef")),
                new WmpPath(8, new LevelPath(s("path_001"), List.of(new PathNode(new Vec3(1, 2, 3),
                        Collections.nCopies(6, 0.0))), List.of())),
                group(0, "Root", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.GROUP, 1, 2, 3, 4, 6, 7),
                        m(WmpMemberKind.LEVEL, 0), m(WmpMemberKind.START, 1, 2, 3), m(WmpMemberKind.LIGHT, 4),
                        m(WmpMemberKind.MODEL, 5, 6)),
                group(1, null, new Vec3(0, -16, -12), Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.BLOCK, 0, 2)),
                group(2, "flat", Vec3.ZERO, Vec3.ZERO, new Vec3(1, 1, 0), m(WmpMemberKind.BLOCK, 1)),
                group(3, "huge", Vec3.ZERO, Vec3.ZERO, new Vec3(1e308, 1, 1), m(WmpMemberKind.BLOCK, 3)),
                group(4, "uneven", Vec3.ZERO, Vec3.ZERO, new Vec3(1, 2, 1), m(WmpMemberKind.GROUP, 5)),
                group(5, "turned", Vec3.ZERO, new Vec3(30, 0, 0), Vec3.ONE, m(WmpMemberKind.MODEL, 7)),
                group(6, "nan", Vec3.ZERO, new Vec3(Double.NaN, 0, 0), Vec3.ONE, m(WmpMemberKind.MODEL, 9)),
                group(7, "far", new Vec3(1.7e308, 0, 0), Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.BLOCK, 10)));
        return withItems(items);
    }

    @Test
    void eachKindOfLossOnceWithItsCount() {
        assertEquals(List.of(
                "lost    groups: 8 groups resolved into final positions, angles and scales of their members; $$M has no groups",
                "lost    objects[0].sunAngles.x: the level's first sun number (30.0) has no place in $$M: wmpio's sun item holds two numbers, the level's last two",
                "lost    objects[0].script: the level script \"main.c\" has no place in $$M",
                "lost    objects[0].sunColor: the sun colour (60.0 60.0 60.0) has no place in $$M",
                "lost    objects[0].ambientColor: the ambient colour (20.0 20.0 20.0) has no place in $$M",
                "lost    objects[1].angles: 4 angles; a $$M position has pan, tilt and roll only",
                "lost    objects[5].string1: the entity string \"one\" of model 5 has no place in $$M",
                "lost    objects[5].albedo: the albedo 40.0 of model 5: a static entity in $$M (type 3) has none",
                "lost    objects[6].string2: the entity string \"two\" of model 6 has no place in $$M",
                "derived blocks: 5 blocks placed through their groups: vertices at final positions (first: block 0)",
                "derived faces: 5 faces with offset, rotation or scale folded into their texture vectors (first: block 0 face 1)",
                "derived faces: 4 faces of texture-locked blocks whose texture vectors follow the block (first: block 10 face 0)",
                "derived entities: 1 extended entities with target and path numbers 0 (WMP has none) (first: model 6)",
                "derived lights: 1 lights with angles 0 0 0 and flags 0000 (WMP lights have neither) (first: light 4)",
                "lost    faces: 2 faces whose texture scale is zero or a number is not finite: offset, rotation and scale dropped, vectors kept as they were (first: block 2 face 0 TextureTransform[offsetX=0.0, offsetY=0.0, rotation=0.0, scaleX=0.0, scaleY=1.0])",
                "lost    faces: 4 faces of texture-locked blocks flattened by a zero group scale: vectors kept as they were (first: block 1 face 0)",
                "lost    numbers: 4 values no longer finite after their groups: kept as the WMP has them (first: block 3 vertex)",
                "lost    entities: 2 objects sheared or flattened by their groups (a non-uniform scale above a turn) that no angles and scale express: nearest angles and scale written (first: model 7)"), new WmpToMm().apply(stretched()).report().entries().stream().map(LossReport.Entry::toString).toList());
    }

    @Test
    void theSampleLosesItsGroupsAndLevelSettings() {
        assertEquals(List.of(
                "lost    groups: 4 groups resolved into final positions, angles and scales of their members; $$M has no"
                        + " groups",
                "lost    objects[0].sunAngles.x: the level's first sun number (30.0) has no place in $$M: wmpio's sun item"
                        + " holds two numbers, the level's last two",
                "lost    objects[0].script: the level script \"main.c\" has no place in $$M",
                "lost    objects[0].sunColor: the sun colour (60.0 60.0 60.0) has no place in $$M",
                "lost    objects[0].ambientColor: the ambient colour (20.0 20.0 20.0) has no place in $$M",
                "lost    objects[0].fogColors[0]: the fog colour 1 (100.0 100.0 100.0) has no place in $$M",
                "lost    objects[0].fogColors[3]: the fog colour 4 (40.0 20.0 0.0) has no place in $$M",
                "derived blocks: 2 blocks placed through their groups: vertices at final positions (first: block 0)",
                "derived faces: 2 faces with offset, rotation or scale folded into their texture vectors (first: block 0"
                        + " face 1)",
                "derived faces: 4 faces of texture-locked blocks whose texture vectors follow the block (first: block 1"
                        + " face 0)",
                "derived entities: 2 extended entities with target and path numbers 0 (WMP has none) (first: model 3)",
                "derived lights: 1 lights with angles 0 0 0 and flags 0000 (WMP lights have neither) (first: light 2)"),
                new WmpToMm().apply(WmpSamples.level()).report().entries().stream().map(LossReport.Entry::toString).toList());
    }

    @Test
    void whatNoLongerFitsKeepsItsValueAsWritten() {
        MmLevel mm = new WmpToMm().apply(stretched()).model();
        List<MmBlock> blocks = ((MmWorld) mm.items().get(0)).blocks();
        assertEquals(List.of(new Vec3(0, 16, 60), new Vec3(64, -48, -20), new Vec3(0, 80, -20), new Vec3(-64, -48, -20)),
                blocks.get(3).vertices(), "x scaled by 1e308 overflows at 64 and −64: the vertices are kept");
        // block 10's second face: the folded first axis overflows when carried 1.7e308 along x and is kept,
        // the second is carried
        WmpFace source = block(10, "0000", UVS).faces().get(1);
        TextureVectors folded = WedTextureMapping.fold(new TextureVectors(source.t1(), source.t2()), source.transform());
        MmFace carried = blocks.get(4).faces().get(1);
        assertEquals(folded.t1(), carried.t1());
        assertEquals(folded.t2().x(), carried.t2().x());
        assertEquals(folded.t2().offset() - folded.t2().x() * 1.7e308, carried.t2().offset(), 1e293);
        List<MmItem> items = mm.items();
        assertEquals(new Vec3(90, 10, 0), ((MmPosition) items.get(3)).angles(), "two angles: no roll");
        MmStaticEntity nan = (MmStaticEntity) items.get(9);
        assertEquals(List.of(Vec3.ZERO, Vec3.ZERO), List.of(nan.position(), nan.angles()),
                "a turn that is not a number: the model's own angles and the origin");
        assertEquals(new MmPath(stretched().ofType(WmpPath.class).get(0).path()), items.get(10), "a path in no group");
    }
}
