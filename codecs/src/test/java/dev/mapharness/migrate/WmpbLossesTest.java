package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpMembers;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbColour;
import dev.mapharness.wmpb.WmpbData;
import dev.mapharness.wmpb.WmpbEdge;
import dev.mapharness.wmpb.WmpbEntity;
import dev.mapharness.wmpb.WmpbHeader;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLevelSettings;
import dev.mapharness.wmpb.WmpbLight;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbPath;
import dev.mapharness.wmpb.WmpbRawChunk;
import dev.mapharness.wmpb.WmpbSettings;
import dev.mapharness.wmpb.WmpbStart;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What a binary level holds that the text forms do not ({@link WmpbLosses}), reported by both
 * migrations out of it, entry by entry (docs/wmpb.md, "Migrations"): a level with a word of unknown
 * meaning off WED's value in every chunk that has one, names no text item carries, objects with no
 * text item, a path with too few skills and edges to missing nodes.
 */
class WmpbLossesTest {
    static WmpbObject object(int type, int variant, String className, String name, Vec3 position, WmpbData data,
            WmpbObject... children) {
        return new WmpbObject(type, variant, 0, RawString.of(className), Optional.ofNullable(name).map(RawString::of),
                position, Vec3.ZERO, Vec3.ONE, Optional.ofNullable(data), List.of(children));
    }

    static WmpbEntity entity(String name) {
        return new WmpbEntity(3, 0, 0x200, 10, 50, RawString.of(name), RawString.of("e.mdl"), Optional.empty(),
                Collections.nCopies(8, 0.0), Optional.empty(), Optional.empty(), Optional.empty());
    }

    static WmpbObject scaled(WmpbObject o) {
        return new WmpbObject(o.type(), o.variant(), o.reserved(), o.className(), o.name(), o.position(), o.angles(),
                new Vec3(2, 2, 2), o.data(), o.children());
    }

    /** The sample's binary level with something lost in every chunk. */
    static WmpbLevel lossy() {
        WmpbLevel base = new WmpToWmpb().apply(WmpSamples.level()).model();
        WmpbBlock block = (WmpbBlock) base.objects().stream().filter(o -> o.type() == WmpbObject.BLOCK).findFirst()
                .orElseThrow().data().orElseThrow();
        WmpbBlock flagged = new WmpbBlock(7, 0x10001, block.vertices(), block.faces(), block.faceRecords());
        WmpbLevelSettings l = (WmpbLevelSettings) base.root().data().orElseThrow();
        List<WmpbColour> fog = List.of(new WmpbColour(0, 1, 2, 3), new WmpbColour(5, 0, 0, 0), new WmpbColour(2, 0, 0, 0),
                new WmpbColour(3, 0, 0, 0), new WmpbColour(4, 9, 9, 9));
        WmpbLevelSettings settings = new WmpbLevelSettings(1, 2, 7, l.sunAzimuth(), l.sunElevation(), 3, Optional.empty(),
                RawString.of("pal>x.pcx"), fog, new WmpbColour(1, 2, 3, 4), l.ambient());
        WmpbEntity ent = new WmpbEntity(4, 1, 0x300, 10, 20, RawString.of("ent"), RawString.of("ent.mdl"),
                Optional.of(RawString.of("")), Collections.nCopies(8, 0.0), Optional.of(RawString.of("stone")),
                Optional.of(RawString.of("path_1")), Optional.of(Blob.of(new byte[] {1, 2})));
        WmpbPath path = new WmpbPath(7, 1, RawString.of("p"), List.of(Vec3.ZERO, new Vec3(1, 0, 0)), 4,
                List.of(List.of(1.0, 2.0, 3.0, 4.0)), List.of(new WmpbEdge(0, 1, 2.5, 0, 0, 0), new WmpbEdge(0, 2, 1, 0, 0, 0),
                        new WmpbEdge(2, 0, 1, 0, 0, 0)));
        WmpbLight dark = new WmpbLight(2, 0, 0, 0, 0, 1);
        WmpbObject root = new WmpbObject(WmpbObject.LEVEL, 1, 5, RawString.of("lvl"), Optional.of(RawString.of("Top\nLevel")),
                Vec3.ZERO, Vec3.ZERO, Vec3.ONE, Optional.of(settings), List.of(
                        object(WmpbObject.BLOCK, 0, "block", "b1", Vec3.ZERO, flagged),
                        object(WmpbObject.GROUP, 0, "object", "g", new Vec3(1, 2, 3), new WmpbLight(2, 0, 255, 0, 0, 10),
                                object(WmpbObject.START, 0, "start", "s1", Vec3.ZERO, new WmpbStart(9, 1, RawString.of("s2"))),
                                object(WmpbObject.LIGHT, 0, "light", null, new Vec3(0, 0, 1), new WmpbLight(3, 1, 255, 0, 0, 10))),
                        object(WmpbObject.STATIC_ENTITY, 2, "model", "ent", Vec3.ZERO, ent),
                        object(WmpbObject.PATH, 0, "path", "p", Vec3.ZERO, path),
                        object(WmpbObject.REGION, 0, "region", "r", Vec3.ZERO, null,
                                object(WmpbObject.LIGHT, 0, "light", null, Vec3.ZERO, dark)),
                        object(0x99, 0, "", null, Vec3.ZERO, new WmpbRawChunk(9, 2, Blob.of(new byte[3]))),
                        object(WmpbObject.START, 0, "start", "s3", Vec3.ZERO, new WmpbStart(1, 0, RawString.of("s3"))),
                        scaled(object(WmpbObject.EXTENDED_ENTITY, 2, "model", "e2", Vec3.ZERO, entity("e3"),
                                object(WmpbObject.LIGHT, 0, "light", null, Vec3.ZERO, dark))),
                        scaled(object(WmpbObject.STATIC_ENTITY, 2, "model", "e4", Vec3.ZERO, entity("e4"))),
                        object(WmpbObject.STATIC_ENTITY, 2, "model", null, Vec3.ZERO, dark),
                        object(WmpbObject.LIGHT, 0, "light", null, Vec3.ZERO, entity("e5"))));
        return new WmpbLevel(new WmpbHeader(710, 3, 1, RawString.of("file created: 01.02.2024, other\n")),
                new WmpbSettings(Blob.of(new byte[] {1, 2, 3}), List.of(RawString.of("a>b.wad")),
                        List.of(RawString.of("textures"))), root);
    }

    private static List<String> entries(Migrated<?> m) {
        return m.report().entries().stream().map(LossReport.Entry::toString).toList();
    }

    @Test
    void toTextWmp() {
        assertEquals(List.of(
                "lost    header.revision: 3 where every real file has 2 (meaning unknown)",
                "lost    header.reserved: 1 where every real file has 0 (meaning unknown)",
                "lost    settings.textureFolders[0]: the texture folder \"textures\"",
                "lost    header.comment: the level library's comment \"file created: 01.02.2024, other\\x0A\" (text WMP keeps its date only)",
                "derived comments: WED 6's header comments [\" WMP2\", \" Created 01.02.2024\"] (no editor line: no WED 6 wrote the level)",
                "lost    settings.wads[0]: the file name \"a>b.wad\" is written as \"a_b.wad\": a text WMP file name cannot hold '>' or a line end",
                "lost    root.reserved: 5 where every real file has 0 (meaning unknown)",
                "lost    root.class: the class name \"lvl\" (WED writes level)",
                "lost    root.variant: the level's variant 1 (meaning unknown)",
                "lost    root.name: the group name \"Top\\x0ALevel\" is written with _ for its line ends: a comment ends at the line",
                "lost    root.data.reserved0: 1 where every real file has 0 (meaning unknown)",
                "lost    root.data.reserved1: 2 where every real file has 0 (meaning unknown)",
                "lost    root.data.word: 3 where every real file has 0 (meaning unknown)",
                "lost    root.data.fog[1].first: the colour's first byte 5 where WED writes 1",
                "lost    root.data.fog[4]: a fog colour past the 4 text WMP holds",
                "derived root.data.wad: the level's $$W file is named after the level file, which the model does not hold: lvl.$$w",
                "lost    root.data.paletteFile: the file name \"pal>x.pcx\" is written as \"pal_x.pcx\": a text WMP file name cannot hold '>' or a line end",
                "lost    root.data.sun.first: the colour's first byte 1 where WED writes 0",
                "lost    objects.name: 4 times, first at root.children[0].name: the block name \"b1\": text WMP names no block",
                "lost    root.children[0].data.flags: block flags 0x10001: the text forms hold the low 16 bits only (bit 16's meaning is unknown)",
                "lost    root.children[1].data: group object holding WmpbLight dropped: text WMP has no item for it (its 2 members are kept)",
                "lost    objects.data.type: 4 times, first at root.children[1].children[0].data.type: 9 where every real file has 1 (meaning unknown)",
                "lost    objects.data.reserved: 2 times, first at root.children[1].children[0].data.reserved: 1 where every real file has 0 (meaning unknown)",
                "lost    root.children[1].children[1].data.flags: the light flags 0001: text WMP lights have none",
                "lost    objects.variant: 4 times, first at root.children[2].variant: the static entity's variant 2 (meaning unknown)",
                "lost    root.children[2].data.variant: 768 where every real file has 512 (meaning unknown)",
                "lost    root.children[2].data.path: the path \"path_1\" the entity follows: $$M names paths by a number whose counting no real file shows",
                "lost    root.children[2].data.strings: chunk 15 (2 bytes, meaning unknown)",
                "lost    root.children[2].data.material: the material \"stone\": text WMP models have none",
                "lost    objects.data.nodeSkills: 2 times, first at root.children[3].data.nodeSkills: 4 skills per node: the text forms hold 6 (missing ones written as 0)",
                "lost    objects.data.edges[]: 2 times, first at root.children[3].data.edges[1]: the edge joins nodes 0 and 2 of a path with 2: text WMP cannot name a missing node",
                "lost    root.children[4]: region object without data dropped: text WMP has no item for it (its 1 members are kept)",
                "lost    root.children[5]: type 0x99 object with a raw data chunk [9.2] dropped: text WMP has no item for it",
                "lost    root.children[9]: static entity object holding WmpbLight dropped: text WMP has no item for it",
                "lost    root.children[10]: light object holding WmpbEntity dropped: text WMP has no item for it",
                "lost    faceRecords: 1 face flags with bits above bit 15 (bit 28 marks faces with texture coordinates): the text forms hold the low 16 bits only (first: root.children[0].data.faceRecords[0].flags 0x10000000)",
                "derived groups: 3 groups below Root, of which 2 hold one placed item each (text WMP items have no placement of their own)"), entries(new WmpbToWmp("lvl").apply(lossy())));
    }

    @Test
    void entriesOfOneFieldKeepTheirOwnRules() {
        // block flags and light flags fold to the same field but are different losses: one entry each, with its rule
        LossReport r = new WmpbToWmp("lvl").apply(lossy()).report();
        assertEquals(MigrationRules.FLAG_BITS_DROPPED, rule(r, "root.children[0].data.flags"));
        assertEquals(MigrationRules.VALUE_DROPPED, rule(r, "root.children[1].children[1].data.flags"));
        assertEquals(MigrationRules.UNKNOWN_VALUE_DROPPED, rule(r, "objects.data.type"));
        assertEquals(MigrationRules.OBJECT_DROPPED, rule(r, "root.children[4]"));
        assertEquals(MigrationRules.MEMBERS_PLACED, rule(r, "groups"));
    }

    private static dev.mapharness.rules.Rule rule(LossReport r, String field) {
        return r.entries().stream().filter(e -> e.field().equals(field)).map(LossReport.Entry::rule).findFirst()
                .orElseThrow(() -> new AssertionError("no entry of " + field));
    }

    @Test
    void toMm() {
        assertEquals(List.of(
                "lost    header.revision: 3 where every real file has 2 (meaning unknown)",
                "lost    header.reserved: 1 where every real file has 0 (meaning unknown)",
                "lost    settings.palette: WED's palette (3 bytes)",
                "lost    settings.wads[0]: the WAD file \"a>b.wad\"",
                "lost    settings.textureFolders[0]: the texture folder \"textures\"",
                "lost    root.data.reserved0: 1 where every real file has 0 (meaning unknown)",
                "lost    root.data.reserved1: 2 where every real file has 0 (meaning unknown)",
                "lost    root.data.word: 3 where every real file has 0 (meaning unknown)",
                "lost    root.data.sunNumber: the level's first sun number (7) has no place in $$M: wmpio's sun item holds two numbers",
                "lost    root.data.fog[0]: the fog colour 1 (0: 1 2 3) has no place in $$M",
                "lost    root.data.fog[1]: the fog colour 2 (5: 0 0 0) has no place in $$M",
                "lost    root.data.fog[2]: the fog colour 3 (2: 0 0 0) has no place in $$M",
                "lost    root.data.fog[3]: the fog colour 4 (3: 0 0 0) has no place in $$M",
                "lost    root.data.fog[4]: the fog colour 5 (4: 9 9 9) has no place in $$M",
                "lost    root.data.sun: the sun colour (1: 2 3 4) has no place in $$M",
                "lost    root.data.ambient: the ambient colour (0: 51 51 51) has no place in $$M",
                "lost    root.reserved: 5 where every real file has 0 (meaning unknown)",
                "lost    root.class: the class name \"lvl\" (WED writes level)",
                "lost    root.variant: the level's variant 1 (meaning unknown)",
                "lost    root.name: the level name \"Top\\x0ALevel\"",
                "lost    root.children[0].name: the block name \"b1\"",
                "lost    root.children[0].data.flags: block flags 0x10001: the text forms hold the low 16 bits only (bit 16's meaning is unknown)",
                "lost    root.children[1].name: the group name \"g\"",
                "lost    root.children[1]: group object holding WmpbLight dropped: $$M has no item for it (its 2 members are kept)",
                "lost    root.children[1].children[0].name: the start name \"s1\"",
                "lost    root.children[1].children[0].data.type: 9 where every real file has 1 (meaning unknown)",
                "lost    root.children[1].children[0].data.reserved: 1 where every real file has 0 (meaning unknown)",
                "lost    root.children[1].children[1].data.type: 3 where every real file has 2 (meaning unknown)",
                "lost    root.children[2].variant: the static entity's variant 2 (meaning unknown)",
                "lost    root.children[2].data.type: 4 where every real file has 3 (meaning unknown)",
                "lost    root.children[2].data.variant: 768 where every real file has 512 (meaning unknown)",
                "lost    root.children[2].data.albedo: the albedo 20.0: a static entity in $$M has none",
                "lost    root.children[2].data.material: the material \"stone\": a static entity in $$M has none",
                "lost    root.children[2].data.path: the path \"path_1\" the entity follows: $$M names paths by a number whose counting no real file shows",
                "lost    root.children[2].data.strings: chunk 15 (2 bytes, meaning unknown)",
                "lost    root.children[3].data.type: 7 where every real file has 6 (meaning unknown)",
                "lost    root.children[3].data.reserved: 1 where every real file has 0 (meaning unknown)",
                "lost    root.children[3].data.nodeSkills: 4 skills per node: the text forms hold 6 (missing ones written as 0)",
                "lost    root.children[3].data.nodeSkills: 1 skill lists for 2 nodes: the text forms hold one per node (missing ones written as 0)",
                "lost    root.children[3].data.edges[0].weight: the weight 2.5 (every real file has 1; the text forms hold the edge's length there)",
                "lost    root.children[3].data.edges[1]: the edge joins nodes 0 and 2 of a path with 2: $$M cannot name a missing node",
                "lost    root.children[3].data.edges[2]: the edge joins nodes 2 and 0 of a path with 2: $$M cannot name a missing node",
                "lost    root.children[4].name: the region name \"r\"",
                "lost    root.children[4]: region object without data dropped: $$M has no item for it (its 1 members are kept)",
                "lost    root.children[5]: type 0x99 object with a raw data chunk [9.2] dropped: $$M has no item for it",
                "lost    root.children[7].variant: the extended entity's variant 2 (meaning unknown)",
                "lost    root.children[7].name: the extended entity name \"e2\"",
                "lost    root.children[8].variant: the static entity's variant 2 (meaning unknown)",
                "lost    root.children[9].variant: the static entity's variant 2 (meaning unknown)",
                "lost    root.children[9]: static entity object holding WmpbLight dropped: $$M has no item for it",
                "lost    root.children[10]: light object holding WmpbEntity dropped: $$M has no item for it",
                "derived world.wad: the $$W file is named after the level file, which the model does not hold: \"level.$$w\"",
                "lost    faceRecords: 1 face flags with bits above bit 15 (bit 28 marks faces with texture coordinates): the text forms hold the low 16 bits only (first: root.children[0].data.faceRecords[0].flags 0x10000000)",
                "derived faceRecords: 1 faces with offsets, rotation or scales folded into their texture vectors (first: root.children[0].data.faceRecords[1])",
                "derived entities: 1 extended entities with target and path numbers 0 (the binary level has no target; a path is named, see the losses) (first: root.children[7])",
                "derived numbers: every number as WED prints it: rounded to float32 and to six decimals"), entries(new WmpbToMm().apply(lossy())));
    }

    @Test
    void modelsAreScaledByTheirGroupOnlyWhenTheyHaveMembers() {
        WmpLevel text = new WmpbToWmp("lvl").apply(lossy()).model();
        WmpModel alone = text.ofType(WmpModel.class).stream().filter(m -> m.name().text().equals("e4")).findFirst()
                .orElseThrow();
        assertEquals(new Vec3(2, 2, 2), alone.scale(), "a model without members keeps its scale");
        WmpModel holding = text.ofType(WmpModel.class).stream().filter(m -> m.name().text().equals("e3")).findFirst()
                .orElseThrow();
        assertEquals(Vec3.ONE, holding.scale());
        WmpGroup own = text.groups().stream().filter(g -> g.memberLists().contains(new WmpMembers(WmpMemberKind.MODEL,
                List.of(holding.number())))).findFirst().orElseThrow();
        assertEquals(new Vec3(2, 2, 2), own.scale(), "its own group scales the model and its members");
        assertEquals(Optional.empty(), own.comment());
    }
}
