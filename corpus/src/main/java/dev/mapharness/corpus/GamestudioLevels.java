package dev.mapharness.corpus;

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
import dev.mapharness.mm.MmBlock;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.mm.MmFace;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmLight;
import dev.mapharness.mm.MmPath;
import dev.mapharness.mm.MmPosition;
import dev.mapharness.mm.MmRegion;
import dev.mapharness.mm.MmSound;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.mm.MmSun;
import dev.mapharness.mm.MmWorld;
import dev.mapharness.text.RawToken;
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
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;

/**
 * Gamestudio text levels for the corpus: text WMP with box blocks, every object kind and a group
 * hierarchy at least three levels deep with non-zero positions, angles and scales, in the older
 * header-less form and in WED 6's; {@code $$M} with wmpio's header and every item type 0–8, and
 * small files for each construct real WED and wmpio files showed (docs/gamestudio-text.md).
 */
final class GamestudioLevels {
    private static final String[] TEXTURES = {"heavymetal", "brownwood", "#default", "stone_02"};
    /** The six faces of a box over vertices numbered as {@link #box} lists them. */
    private static final int[][] BOX_FACES = {{1, 0, 2, 3}, {0, 1, 5, 4}, {4, 5, 7, 6}, {3, 2, 6, 7}, {2, 0, 4, 6},
        {1, 3, 7, 5}};

    private GamestudioLevels() {
    }

    private static RawString s(String text) {
        return RawString.of(text);
    }

    private static double coord(Random r) {
        return Math.round(r.nextDouble() * 2000 - 1000) / 4.0;
    }

    private static Vec3 vec(Random r) {
        return new Vec3(coord(r), coord(r), coord(r));
    }

    private static List<Vec3> box(Random r) {
        Vec3 c = vec(r);
        double w = 4 + r.nextInt(60);
        double h = 4 + r.nextInt(60);
        double d = 4 + r.nextInt(60);
        List<Vec3> v = new ArrayList<>(8);
        for (int i = 0; i < 8; i++) {
            v.add(new Vec3(c.x() + ((i & 4) == 0 ? w : -w), c.y() + ((i & 2) == 0 ? -h : h),
                    c.z() + ((i & 1) == 0 ? d : -d)));
        }
        return v;
    }

    private static FaceSurface surface(Random r) {
        int width = new int[] {4, 16, 32}[r.nextInt(3)];
        return new FaceSurface(BinaryFlags.of(r.nextInt(1 << Math.min(width, 16)), width), r.nextInt(3) * 10,
                50, s("ndef"));
    }

    private static List<Integer> face(int f) {
        List<Integer> out = new ArrayList<>(4);
        for (int i : BOX_FACES[f]) {
            out.add(i);
        }
        return out;
    }

    private static LevelPath path(Random r, String name, int nodes) {
        List<PathNode> ns = new ArrayList<>();
        for (int i = 0; i < nodes; i++) {
            ns.add(new PathNode(vec(r), List.of(0.0, 0.0, (double) r.nextInt(5), 0.0, 0.0, 0.0)));
        }
        List<PathEdge> es = new ArrayList<>();
        for (int i = 1; i <= nodes; i++) {
            es.add(new PathEdge(i, i % nodes + 1, 1, 0, 0, 0));
        }
        return new LevelPath(s(name), ns, es);
    }

    /** A text WMP with {@code blocks} boxes, {@code models} models and groups {@code depth} levels deep. */
    static WmpLevel wmp(Random r, int blocks, int models, int depth) {
        List<WmpItem> items = new ArrayList<>();
        for (int b = 0; b < blocks; b++) {
            String tex = TEXTURES[r.nextInt(TEXTURES.length)];
            List<WmpFace> faces = new ArrayList<>();
            for (int f = 0; f < 6; f++) {
                faces.add(new WmpFace(face(f), s(tex), new TextureAxis(f % 2, 0, -1, 0), new TextureAxis(0, -1, 0, r.nextInt(64)),
                        new TextureTransform(r.nextInt(64), r.nextInt(64), r.nextInt(4) * 15, 1, 1 + r.nextInt(2)),
                        surface(r)));
            }
            items.add(new WmpBlock(b, box(r), faces, new BlockTrailer(new BinaryFlags("0000"), s("ndef"), b)));
        }
        int n = 0;
        items.add(new WmpLevelSettings(n++, s("office.$$w"), s("palette.pcx"), new Vec3(30, 45, 35), s("office.wdl"),
                new Vec3(100, 100, 100), new Vec3(18.82, 18.82, 100),
                List.of(new Vec3(100, 17.64, 18.82), Vec3.ZERO, new Vec3(31.37, 27.45, 27.45), new Vec3(13.72, 13.72, 13.72))));
        List<Integer> objectNumbers = new ArrayList<>();
        List<WmpMemberKind> objectKinds = new ArrayList<>();
        items.add(new WmpStart(n, s("pos_001"), List.of(90.0)));
        objectNumbers.add(n++);
        objectKinds.add(WmpMemberKind.START);
        items.add(new WmpLight(n, new Vec3(78.82, 78.82, 39.21), 300));
        objectNumbers.add(n++);
        objectKinds.add(WmpMemberKind.LIGHT);
        items.add(new WmpSound(n, s("water.wav"), new BinaryFlags("0001"), 20, 0, 1, 1900));
        objectNumbers.add(n++);
        objectKinds.add(WmpMemberKind.SOUND);
        for (int m = 0; m < models; m++) {
            List<Double> skills = new ArrayList<>();
            for (int k = 0; k < 8; k++) {
                skills.add((double) r.nextInt(400));
            }
            items.add(new WmpModel(n, new Vec3(1, 1, 1 + r.nextInt(3)), s("lift" + m + ".wmb"), s("lift_mdl_" + m),
                    s(m % 2 == 0 ? "elevator" : "ndef"), skills, new BinaryFlags("0000"), 10, 50, s("ndef"), s("ndef")));
            objectNumbers.add(n++);
            objectKinds.add(WmpMemberKind.MODEL);
        }
        items.add(new WmpPath(n, path(r, "path_001", 3 + r.nextInt(6))));
        objectNumbers.add(n++);
        objectKinds.add(WmpMemberKind.PATH);

        // a chain of groups depth levels deep; members spread over the levels, the level object in the root
        for (int g = 0; g < depth; g++) {
            List<WmpMembers> lines = new ArrayList<>();
            if (g + 1 < depth) {
                lines.add(new WmpMembers(WmpMemberKind.GROUP, List.of(g + 1)));
            }
            List<Integer> bs = new ArrayList<>();
            for (int b = g; b < blocks; b += depth) {
                bs.add(b);
            }
            if (!bs.isEmpty()) {
                lines.add(new WmpMembers(WmpMemberKind.BLOCK, bs));
            }
            if (g == 0) {
                lines.add(new WmpMembers(WmpMemberKind.LEVEL, List.of(0)));
            }
            for (WmpMemberKind k : WmpMemberKind.values()) {
                List<Integer> os = new ArrayList<>();
                for (int i = 0; i < objectNumbers.size(); i++) {
                    if (objectKinds.get(i) == k && i % depth == g) {
                        os.add(objectNumbers.get(i));
                    }
                }
                if (!os.isEmpty()) {
                    lines.add(new WmpMembers(k, os));
                }
            }
            items.add(new WmpGroup(g, vec(r), new Vec3(r.nextInt(360), r.nextInt(90) - 45, 15 * g + 5),
                    new Vec3(1 + g * 0.5, 1, 2 - g * 0.25), lines));
        }
        return new WmpLevel(items);
    }

    /** A {@code $$M} with a version line, {@code blocks} boxes and every item type. */
    static MmLevel mm(Random r, int blocks, int entities) {
        List<MmBlock> bs = new ArrayList<>();
        for (int b = 0; b < blocks; b++) {
            String tex = TEXTURES[r.nextInt(TEXTURES.length)];
            List<MmFace> faces = new ArrayList<>();
            for (int f = 0; f < 6; f++) {
                faces.add(new MmFace(face(f), s(tex), new TextureAxis(f % 2, 1 - f % 2, 0, 0),
                        new TextureAxis(0, 0, -1, r.nextInt(64)), Optional.empty(), surface(r)));
            }
            bs.add(new MmBlock(box(r), faces, new BlockTrailer(new BinaryFlags("0000"), s("ndef"), b)));
        }
        List<MmItem> items = new ArrayList<>();
        items.add(new MmWorld(s("hollow.$$w"), s("palette.pcx"), bs));
        items.add(new MmPosition(vec(r), new Vec3(90, 0, 0), s("pos_001")));
        items.add(new MmLight(vec(r), Vec3.ZERO, new Vec3(78.82, 78.82, 39.21), 300, new BinaryFlags("0100")));
        items.add(new MmSound(vec(r), s("water.wav"), new BinaryFlags("0001"), 20, 0, 1, 1900));
        items.add(new MmSun(List.of(0.0, 60.0)));
        items.add(new MmPath(path(r, "path_001", 4)));
        for (int e = 0; e < entities; e++) {
            List<Double> skills = new ArrayList<>();
            for (int k = 0; k < 20; k++) {
                skills.add((double) r.nextInt(3));
            }
            if (e % 3 == 0) {
                items.add(new MmStaticEntity(vec(r), new Vec3(r.nextInt(360), 0, 0), Vec3.ONE, s("tree" + e + ".mdl"),
                        s("tree_" + e), s("ndef"), skills.subList(0, MmStaticEntity.WED_SKILLS), new BinaryFlags("0000"), 0));
            } else if (e % 3 == 1) {
                items.add(new MmStaticEntity(vec(r), Vec3.ZERO, new Vec3(2, 2, 2), s("bush" + e + ".mdl"), s("bush_" + e),
                        s("sway"), skills.subList(0, MmStaticEntity.WED_SKILLS), new BinaryFlags("0000000000000000"), -50));
            } else {
                items.add(new MmEntity(vec(r), new Vec3(260, 0, 0), Vec3.ONE, s("guard.mdl"), s("guard_mdl_" + e),
                        s("patrol_prog"), skills, new BinaryFlags("00000000000001000000000000000000"), 0, 50, 0, 6));
            }
        }
        items.add(new MmRegion(s("hall"), List.of(RawToken.word("0"), RawToken.of(dev.mapharness.text.TokenKind.OPEN_BRACE),
                RawToken.word("1"), RawToken.of(dev.mapharness.text.TokenKind.CLOSE_BRACE))));
        return new MmLevel(List.of(s(" wmpio (1.30), 01.02.2003")), OptionalInt.of(711), items);
    }

    /**
     * A {@code $$M} whose one block is a prism on a {@code sides}-gon, as round pillars and arches in
     * real levels are: its two caps are faces of {@code sides} vertices, more than the 8 indices the
     * block reader starts with, and its sides are quads.
     */
    static MmLevel prism(Random r, int sides) {
        List<Vec3> v = new ArrayList<>(2 * sides);
        for (int z : new int[] {0, 128}) {
            for (int i = 0; i < sides; i++) {
                double a = 2 * Math.PI * i / sides;
                v.add(new Vec3(Math.round(64 * Math.cos(a)), Math.round(64 * Math.sin(a)), z));
            }
        }
        List<List<Integer>> lists = new ArrayList<>();
        List<Integer> bottom = new ArrayList<>();
        List<Integer> top = new ArrayList<>();
        for (int i = 0; i < sides; i++) {
            bottom.add(sides - 1 - i);
            top.add(sides + i);
            lists.add(List.of(i, (i + 1) % sides, sides + (i + 1) % sides, sides + i));
        }
        lists.add(bottom);
        lists.add(top);
        List<MmFace> faces = new ArrayList<>();
        for (List<Integer> f : lists) {
            faces.add(new MmFace(f, s("stone_02"), new TextureAxis(1, 0, 0, 0), new TextureAxis(0, 0, -1, 0),
                    Optional.empty(), surface(r)));
        }
        MmBlock pillar = new MmBlock(v, faces, new BlockTrailer(new BinaryFlags("0000"), s("ndef"), 0));
        return new MmLevel(List.of(s(" wmpio (1.30), 01.02.2003")), OptionalInt.of(711),
                List.of(new MmWorld(s("hollow.$$w"), s("palette.pcx"), List.of(pillar))));
    }

    /**
     * A {@code $$M} with what wmpio writes and the seed does not show: its header comment, the sun
     * item with two numbers, lights with angles and flags, a static entity with an action, 8 skills
     * and ambient only, an extended entity with a material line, faces with bracketed texture
     * coordinates, and 8-digit block trailer flags.
     */
    static MmLevel wmpioItems(Random r) {
        List<MmFace> faces = new ArrayList<>();
        for (int f = 0; f < 6; f++) {
            List<Double> uvs = new ArrayList<>();
            for (int k = 0; k < 8; k++) {
                uvs.add((r.nextInt(20000) - 10000) / 10000.0);
            }
            faces.add(new MmFace(face(f), s("20_stone"), f % 2 == 0 ? Optional.of(uvs) : Optional.empty(),
                    new TextureAxis(0.5, 0, -2, 0), new TextureAxis(0, 2, 0.25, 0), Optional.empty(), surface(r)));
        }
        List<MmItem> items = new ArrayList<>();
        items.add(new MmWorld(s("cave.$$w"), s("palette.pcx"), List.of(new MmBlock(box(r), faces,
                new BlockTrailer(new BinaryFlags("00100000"), s("ndef"), 0)))));
        items.add(new MmSun(List.of(0.0, 60.0)));
        items.add(new MmPosition(vec(r), new Vec3(90, 0, 0), s("pos_000")));
        items.add(new MmLight(vec(r), Vec3.ZERO, new Vec3(16.5, 8.25, -0.0), 390, new BinaryFlags("0100")));
        items.add(new MmStaticEntity(vec(r), new Vec3(360, 0, 0), new Vec3(2.5, 2.5, 2.5), s("rock.mdl"), s("rock_mdl_001"),
                s("crumble"), List.of(2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0), new BinaryFlags("0000"), -100));
        items.add(new MmEntity(vec(r), Vec3.ZERO, new Vec3(3, 3, 3), s("pool.mdl"), s("pool_mdl_002"), s("ndef"),
                java.util.Collections.nCopies(MmEntity.WED_SKILLS, 0.0), new BinaryFlags("0000011000000000"), 0, 50, 0, 0,
                Optional.of(s("mat_pool"))));
        return new MmLevel(List.of(s(" wmpio (1.30), 01.02.2003")), OptionalInt.of(711), items);
    }

    /** A {@code $$M} whose world item holds no blocks (the level's geometry is a model), as wmpio writes it. */
    static MmLevel noGeometry(Random r) {
        return new MmLevel(List.of(s(" wmpio (1.30), 01.02.2003")), OptionalInt.of(711), List.of(
                new MmWorld(s("track.$$w"), s("palette.pcx"), List.of()), new MmSun(List.of(0.0, 60.0)),
                new MmStaticEntity(vec(r), new Vec3(360, 0, 0), new Vec3(200, 200, 200), s("track.mdl"), s("track_mdl_000"),
                        s("ndef"), java.util.Collections.nCopies(MmStaticEntity.WED_SKILLS, 0.0),
                        new BinaryFlags("00000100000000000000000000000000"), 0)));
    }

    /**
     * A text WMP as WED 6 writes it: its three header comment lines, {@code version 710}, the count
     * lines, the {@code wed} section with the palette and (with {@code wad}) a WAD file, and the top
     * group named {@code Root} in its comment.
     */
    static WmpLevel wed6(Random r, int blocks, boolean wad) {
        WmpLevel bare = wmp(r, blocks, 1, 2);
        List<WmpItem> items = new ArrayList<>();
        for (WmpItem i : bare.items()) {
            items.add(i instanceof WmpGroup g && g.number() == 0 ? new WmpGroup(0, Optional.of(s(" Root")), g.position(),
                    g.angles(), g.scale(), g.memberLists()) : i);
        }
        List<Integer> palette = new ArrayList<>();
        for (int c = 0; c < 256; c++) {
            palette.add(c);
            palette.add(255 - c);
            palette.add((c * 7) & 0xFF);
        }
        WmpWed wed = new WmpWed(Optional.of(palette), wad ? Optional.of(new WmpWad(List.of(0.0, 0.0, 0.0, 0.0, 0.0),
                List.of(new WmpWad.File(s("c:\\games\\wads\\stone.wad"), 1)))) : Optional.empty(), List.of());
        WmpLevel level = new WmpLevel(items);
        return new WmpLevel(List.of(s(" WMP2"), s(" ACKWED V 6.731.01"), s(" Created 01.02.2003")), OptionalInt.of(710),
                level.derivedCounts(), Optional.of(wed), List.of(), items);
    }
}
