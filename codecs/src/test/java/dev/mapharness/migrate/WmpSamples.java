package dev.mapharness.migrate;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.PathEdge;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpFace;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLevelSettings;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpMembers;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmp.WmpPath;
import dev.mapharness.wmp.WmpSound;
import dev.mapharness.wmp.WmpStart;
import dev.mapharness.wmp.WmpWad;
import dev.mapharness.wmp.WmpWed;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A text WMP level built in code as WED 6 lays one out: a block alone in a moved group (WED 6's
 * block groups), a texture-locked block in a named, turned prefab group, the level object, a start
 * with a pan, a light, a model of 8 skills in a turned and scaled group, one of 20 skills, a path and
 * a sound; and the same level broken in one field a binary level has no room for.
 */
final class WmpSamples {
    private WmpSamples() {
    }

    static RawString s(String text) {
        return RawString.of(text);
    }

    static WmpBlock block(int number, String flags, List<Double> uvs) {
        List<Vec3> v = List.of(new Vec3(0, 16, 60), new Vec3(64, -48, -20), new Vec3(0, 80, -20), new Vec3(-64, -48, -20));
        FaceSurface surface = new FaceSurface(new BinaryFlags("0000"), 0, 50, s("ndef"));
        List<WmpFace> faces = List.of(
                new WmpFace(List.of(1, 0, 2), s("giger"), Optional.of(uvs), new TextureAxis(0, 1, 0, 0),
                        new TextureAxis(0, 0, -1, 0), TextureTransform.IDENTITY, surface),
                new WmpFace(List.of(0, 1, 3), s("glas2"), new TextureAxis(1, 0, 0, 0), new TextureAxis(0, 0, -1, 0),
                        new TextureTransform(8, 4, 45, 0.5, 2), surface),
                new WmpFace(List.of(2, 0, 3), s("stone"), new TextureAxis(0, 1, 0, 0), new TextureAxis(0, 0, -1, 0),
                        TextureTransform.IDENTITY, surface),
                new WmpFace(List.of(1, 2, 3), s("metal"), new TextureAxis(1, 0, 0, 0), new TextureAxis(0, -1, 0, 0),
                        TextureTransform.IDENTITY, surface));
        return new WmpBlock(number, v, faces, new BlockTrailer(new BinaryFlags(flags), s("ndef"), number));
    }

    static WmpGroup group(int number, String name, Vec3 position, Vec3 angles, Vec3 scale, WmpMembers... members) {
        return new WmpGroup(number, Optional.ofNullable(name).map(n -> s(" " + n)), position, angles, scale,
                List.of(members));
    }

    static WmpMembers m(WmpMemberKind kind, Integer... numbers) {
        return new WmpMembers(kind, List.of(numbers));
    }

    static List<Double> skills(int n) {
        List<Double> out = new ArrayList<>(Collections.nCopies(n, 0.0));
        out.set(0, 4.0);
        return out;
    }

    static WmpLevel level() {
        List<Integer> palette = new ArrayList<>();
        for (int i = 0; i < 768; i++) {
            palette.add(i / 3);
        }
        WmpWed wed = new WmpWed(Optional.of(palette), Optional.of(new WmpWad(List.of(0.0, 0.0, 0.0, 0.0, 0.0),
                List.of(new WmpWad.File(s("standard.wad"), 1)))), List.of());
        List<WmpItem> items = List.of(
                block(0, "0000", List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0)),
                block(1, "00000000000000010000000000000000", List.of(0.0, 0.0, 1.0, 1.0, 0.0, 1.0)),
                new WmpLevelSettings(0, s("sample.$$w"), s("palette.pcx"), new Vec3(30, 0, 60), s("main.c"),
                        new Vec3(60, 60, 60), new Vec3(20, 20, 20),
                        List.of(new Vec3(100, 100, 100), Vec3.ZERO, Vec3.ZERO, new Vec3(40, 20, 0))),
                new WmpStart(1, s("pos_001"), List.of(90.0)),
                new WmpLight(2, new Vec3(100, 40, 0), 300),
                new WmpModel(3, Vec3.ONE, s("lift.mdl"), s("lift_001"), s("elevator"), skills(8), new BinaryFlags("0000"),
                        10, 50, s("ndef"), s("ndef")),
                new WmpModel(4, new Vec3(1, 1, 0.5), s("kart.mdl"), s("kart_001"), s("ac_kart"), skills(20),
                        new BinaryFlags("0000011000000000"), -50, 50, s("ndef"), s("ndef")),
                new WmpPath(5, new LevelPath(s("path_001"), List.of(new PathNode(Vec3.ZERO, Collections.nCopies(6, 0.0)),
                        new PathNode(new Vec3(100, 0, 0), Collections.nCopies(6, 1.0))),
                        List.of(new PathEdge(1, 2, 1, 0, 0, 0), new PathEdge(2, 1, 1, 0, 0, 0)))),
                new WmpSound(6, s("water.wav"), new BinaryFlags("0001"), 20, 0, 1, 1900),
                group(0, "Root", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.GROUP, 1, 2, 3),
                        m(WmpMemberKind.LEVEL, 0), m(WmpMemberKind.START, 1), m(WmpMemberKind.LIGHT, 2),
                        m(WmpMemberKind.PATH, 5), m(WmpMemberKind.SOUND, 6)),
                group(1, null, new Vec3(0, -16, -12), Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.BLOCK, 0)),
                group(2, "prefab", new Vec3(100, 0, 0), new Vec3(90, 0, 0), Vec3.ONE, m(WmpMemberKind.BLOCK, 1),
                        m(WmpMemberKind.MODEL, 4)),
                group(3, null, new Vec3(10, 0, 0), new Vec3(90, 0, 0), new Vec3(2, 2, 2), m(WmpMemberKind.MODEL, 3)));
        return new WmpLevel(List.of(s(" WMP2"), s(" ACKWED V 6.731.01"), s(" Created 01.02.2024")), OptionalInt.of(710),
                new WmpLevel(items).derivedCounts(), Optional.of(wed), List.of(), items);
    }

    /** {@link #level} with other items (and the count lines that go with them). */
    static WmpLevel withItems(List<WmpItem> items) {
        WmpLevel b = level();
        return new WmpLevel(b.comments(), b.version(), new WmpLevel(items).derivedCounts(), b.wed(), b.sections(), items);
    }

    /** The field a refusal of {@link #broken} names. */
    static String field(String what) {
        return switch (what) {
            case "color" -> "objects[2].color.x";
            case "uvs" -> "blocks[0].faces[0].uvs";
            case "vertex" -> "blocks[0].faces[0].vertices[0]";
            case "edge" -> "objects[5].edges[0]";
            case "flags" -> "objects[3].flags";
            default -> "objects[3].name";
        };
    }

    /** {@code level} with one value a binary level has no room for. */
    static WmpLevel broken(WmpLevel level, String what) {
        List<WmpItem> items = new ArrayList<>(level.items());
        WmpModel model = (WmpModel) items.get(5);
        WmpBlock block = (WmpBlock) items.get(0);
        WmpFace face = block.faces().get(0);
        switch (what) {
            case "color" -> items.set(4, new WmpLight(2, new Vec3(150, 0, 0), 300));
            case "uvs" -> items.set(0, withFace(block, new WmpFace(face.vertices(), face.texture(),
                    Optional.of(List.of(0.0, 1.0, 2.0)), face.t1(), face.t2(), face.transform(), face.surface())));
            case "vertex" -> items.set(0, withFace(block, new WmpFace(List.of(70000, 0, 2), face.texture(), face.t1(),
                    face.t2(), face.transform(), face.surface())));
            case "edge" -> {
                WmpPath p = (WmpPath) items.get(7);
                items.set(7, new WmpPath(5, new LevelPath(p.path().name(), p.path().nodes(),
                        List.of(new PathEdge(0, 1, 1, 0, 0, 0)))));
            }
            case "flags" -> items.set(5, new WmpModel(3, model.scale(), model.file(), model.name(), model.action(),
                    model.skills(), BinaryFlags.of(1L << 40, 48), 10, 50, model.string1(), model.string2()));
            default -> items.set(5, new WmpModel(3, model.scale(), model.file(), RawString.of(new byte[] {'a', 0, 'b'}),
                    model.action(), model.skills(), model.flags(), 10, 50, model.string1(), model.string2()));
        }
        return new WmpLevel(level.comments(), level.version(), level.counts(), level.wed(), level.sections(), items);
    }

    private static WmpBlock withFace(WmpBlock b, WmpFace first) {
        List<WmpFace> faces = new ArrayList<>(b.faces());
        faces.set(0, first);
        return new WmpBlock(b.number(), b.vertices(), faces, b.trailer());
    }
}
