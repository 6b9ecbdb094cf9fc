package dev.mapharness.corpus;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
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
import dev.mapharness.wmpb.WmpbRegion;
import dev.mapharness.wmpb.WmpbSettings;
import dev.mapharness.wmpb.WmpbStart;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Binary WMP levels for the corpus (docs/wmpb.md), with the values WED 7/8 write: box blocks with a
 * face record per face, static (8 skills) and extended (20 skills) entities, a light, a start, a path
 * and a region, spread over a chain of groups; and a small level for each habit real levels showed
 * (blocks with fewer face records than faces or none, texture coordinates, an entity's unknown
 * chunk 15 with a path name and a material, unnamed lights, no script).
 */
final class WmpbLevels {
    private static final String[] TEXTURES = {"stone_02", "brownwood", "#default", "metal_floor"};
    /** The six faces of a box over vertices numbered as {@link #box} lists them. */
    private static final int[][] BOX_FACES = {{1, 0, 2, 3}, {0, 1, 5, 4}, {4, 5, 7, 6}, {3, 2, 6, 7}, {2, 0, 4, 6},
        {1, 3, 7, 5}};
    /** Face flag bit 28, set on the faces that have texture coordinates. */
    private static final long COORDINATES_FLAG = 1L << 28;

    private WmpbLevels() {
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

    /** Angles as WED stores them: radians at float32 precision. */
    private static Vec3 pan(double degrees) {
        return new Vec3((float) Math.toRadians(degrees), 0, 0);
    }

    private static WmpbObject object(int type, int variant, String className, Optional<String> name, Vec3 position,
                                     Vec3 angles, Vec3 scale, Optional<WmpbData> data, List<WmpbObject> children) {
        return new WmpbObject(type, variant, 0, s(className), name.map(WmpbLevels::s), position, angles, scale, data,
                children);
    }

    private static WmpbObject item(int type, int variant, String className, Optional<String> name, Random r,
                                   WmpbData data) {
        return object(type, variant, className, name, vec(r), pan(r.nextInt(8) * 45), Vec3.ONE, Optional.of(data),
                List.of());
    }

    private static List<Vec3> box(Random r) {
        double w = 4 + r.nextInt(60);
        double h = 4 + r.nextInt(60);
        double d = 4 + r.nextInt(60);
        List<Vec3> v = new ArrayList<>(8);
        for (int i = 0; i < 8; i++) {
            v.add(new Vec3((i & 4) == 0 ? w : -w, (i & 2) == 0 ? -h : h, (i & 1) == 0 ? d : -d));
        }
        return v;
    }

    private static List<List<Integer>> boxFaces() {
        List<List<Integer>> faces = new ArrayList<>();
        for (int[] f : BOX_FACES) {
            faces.add(List.of(f[0], f[1], f[2], f[3]));
        }
        return faces;
    }

    private static WmpbFaceRecord faceRecord(Random r, int face, String texture, boolean coordinates) {
        double scale = new double[] {0.25, 0.5, 1}[r.nextInt(3)];
        return new WmpbFaceRecord(face, coordinates ? COORDINATES_FLAG | 0x4000 : r.nextInt(16), 0, 50, s(texture),
                coordinates ? Optional.of(List.of(0.0, 0.0, 1.0, 0.0, 1.0, 1.0, 0.0, 1.0)) : Optional.empty(),
                new TextureVectors(face % 2, 1 - face % 2, 0, 0, 0, 0, -1, r.nextInt(64)),
                new TextureTransform(0, 0, 0, scale, scale));
    }

    /** A box block numbered {@code number} with a record for each face in {@code recorded}. */
    private static WmpbObject block(Random r, int number, List<Integer> recorded, boolean coordinates) {
        String texture = TEXTURES[r.nextInt(TEXTURES.length)];
        List<WmpbFaceRecord> records = new ArrayList<>();
        for (int f : recorded) {
            records.add(faceRecord(r, f, texture, coordinates && f == 0));
        }
        return object(WmpbObject.BLOCK, 1, "block", Optional.empty(), vec(r), Vec3.ZERO, Vec3.ONE,
                Optional.of(new WmpbBlock(number, 0x20, box(r), boxFaces(), records)), List.of());
    }

    private static List<Integer> allFaces() {
        return List.of(0, 1, 2, 3, 4, 5);
    }

    private static WmpbEntity entity(Random r, String name, String file, int skills, Optional<String> action,
                                     Optional<String> material, Optional<String> path, boolean strings) {
        List<Double> sk = new ArrayList<>(Collections.nCopies(skills, 0.0));
        sk.set(0, (double) r.nextInt(5));
        return new WmpbEntity(3, r.nextBoolean() ? 0 : 0x600, 0x200, r.nextInt(3) * -50, 50, s(name), s(file),
                action.map(WmpbLevels::s), sk, material.map(WmpbLevels::s), path.map(WmpbLevels::s),
                // chunk 15 as six real entities hold it: two NULs, a word, a NUL
                strings ? Optional.of(Blob.of(new byte[] {0, 0, 'w', 'a', 'l', 'k', 0})) : Optional.empty());
    }

    private static WmpbPath path(Random r, String name, int nodes) {
        List<Vec3> ns = new ArrayList<>();
        List<List<Double>> skills = new ArrayList<>();
        List<WmpbEdge> edges = new ArrayList<>();
        for (int i = 0; i < nodes; i++) {
            ns.add(vec(r));
            skills.add(List.of(0.0, 0.0, (double) r.nextInt(5), 0.0, 0.0, 0.0));
            edges.add(new WmpbEdge(i, (i + 1) % nodes, 1, 0, 0, 0));
        }
        return new WmpbPath(6, 0, s(name), ns, 6, skills, edges);
    }

    private static WmpbLevelSettings levelSettings(Optional<String> script) {
        return new WmpbLevelSettings(0, 0, 30, 0, 60, 0, script.map(WmpbLevels::s), s("palette.pcx"),
                List.of(new WmpbColour(0, 255, 255, 255), new WmpbColour(1, 0, 0, 0), new WmpbColour(2, 0, 0, 0),
                        new WmpbColour(3, 0, 0, 0)), new WmpbColour(0, 150, 150, 150), new WmpbColour(0, 50, 50, 50));
    }

    private static WmpbLevel level(Optional<String> script, List<String> wads, List<WmpbObject> items) {
        byte[] palette = new byte[WmpbSettings.PALETTE_BYTES];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = (byte) (i / 3);
        }
        WmpbObject root = object(WmpbObject.LEVEL, 0, "level", Optional.of("Root"), Vec3.ZERO, Vec3.ZERO, Vec3.ONE,
                Optional.of(levelSettings(script)), items);
        return new WmpbLevel(new WmpbHeader(WmpbHeader.VERSION, 2, 0, s("file created: 21.11.2026, wmpio (1.30)\n")),
                new WmpbSettings(Blob.of(palette), wads.stream().map(WmpbLevels::s).toList(), List.of(s("..\\textures"))),
                root);
    }

    /**
     * A level of {@code blocks} boxes and {@code entities} entities (static and extended in turn),
     * with a light, a start, a path and a region, spread over groups {@code depth} deep.
     */
    static WmpbLevel level(Random r, int blocks, int entities, int depth) {
        List<WmpbObject> items = new ArrayList<>();
        for (int b = 0; b < blocks; b++) {
            items.add(block(r, b, allFaces(), false));
        }
        for (int e = 0; e < entities; e++) {
            boolean extended = e % 2 == 1;
            String name = (extended ? "guard_mdl_" : "tree_mdl_") + String.format("%03d", e);
            items.add(item(extended ? WmpbObject.EXTENDED_ENTITY : WmpbObject.STATIC_ENTITY, 2, "model", Optional.of(name),
                    r, entity(r, name, extended ? "guard.mdl" : "tree.mdl", extended ? 20 : 8,
                            extended ? Optional.of("patrol") : Optional.empty(), Optional.empty(), Optional.empty(), false)));
        }
        items.add(item(WmpbObject.LIGHT, 0, "light", Optional.empty(), r, new WmpbLight(2, 4, 255, 200, 120, 300f)));
        items.add(item(WmpbObject.START, 0, "start", Optional.of("pos_000"), r, new WmpbStart(1, 0, s("pos_000"))));
        items.add(item(WmpbObject.PATH, 0, "path", Optional.of("path_000"), r, path(r, "path_000", 3 + r.nextInt(4))));
        items.add(item(WmpbObject.REGION, 0, "region", Optional.of("reg_000"), r,
                new WmpbRegion(8, 0, List.of(-64.0, -64.0, 0.0, 64.0, 64.0, 128.0), s("reg_000"))));
        // a chain of groups depth deep; item k goes into group k % depth, the deepest first
        List<List<WmpbObject>> members = new ArrayList<>();
        for (int g = 0; g < depth; g++) {
            members.add(new ArrayList<>());
        }
        for (int k = 0; k < items.size(); k++) {
            members.get(k % depth).add(items.get(k));
        }
        List<WmpbObject> inner = List.of();
        for (int g = depth - 1; g >= 0; g--) {
            List<WmpbObject> held = new ArrayList<>(members.get(g));
            held.addAll(inner);
            inner = List.of(object(WmpbObject.GROUP, 0, "object", Optional.of("prefab_" + g), vec(r), pan(15 * g),
                    new Vec3(1 + g * 0.5, 1, 1), Optional.empty(), held));
        }
        return level(Optional.of("..\\main.c"), List.of("standard.wad"), inner);
    }

    /**
     * What real WED levels showed, each once: a block with a record for only some faces and one with
     * none (faces without records take WED's defaults), a face with texture coordinates and flag bit
     * 28, an extended entity with material, path name and the unknown chunk 15, an unnamed light,
     * blocks of variant 2, an absolute WAD path, and no script.
     */
    static WmpbLevel wedHabits(Random r) {
        List<WmpbObject> items = new ArrayList<>();
        items.add(block(r, 0, List.of(0, 1, 3, 5), true));
        items.add(block(r, 1, List.of(), false));
        WmpbObject named = object(WmpbObject.BLOCK, 2, "block", Optional.of("door_block"), vec(r), Vec3.ZERO, Vec3.ONE,
                Optional.of(new WmpbBlock(2, 0x1_0020, box(r), boxFaces(), List.of(faceRecord(r, 2, "door", false)))),
                List.of());
        items.add(named);
        items.add(item(WmpbObject.EXTENDED_ENTITY, 2, "model", Optional.of("kart_mdl_001"), r,
                entity(r, "kart_mdl_001", "kart.mdl", 20, Optional.of("ac_kart"), Optional.of("mat_metal"),
                        Optional.of("path_000"), true)));
        items.add(item(WmpbObject.PATH, 0, "path", Optional.of("path_000"), r, path(r, "path_000", 4)));
        items.add(item(WmpbObject.LIGHT, 0, "light", Optional.empty(), r, new WmpbLight(2, 0, 43, 21, 0, 390f)));
        return level(Optional.empty(), List.of("..\\..\\Program Files (x86)\\GStudio8\\wads\\standard.wad"), items);
    }
}
