package dev.mapharness.migrate;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static dev.mapharness.migrate.WmpbLossesTest.object;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbColour;
import dev.mapharness.wmpb.WmpbHeader;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLevelSettings;
import dev.mapharness.wmpb.WmpbLight;
import dev.mapharness.wmpb.WmpbObject;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Rules of {@link WmpbToWmp} at their edges (docs/wmpb.md, "WMPB → text WMP"): the four fog colours
 * text WMP holds, a face's vertex numbers, and which placement gives an item a group of its own.
 */
class WmpbToWmpRulesTest {
    private static final WmpbLevel BASE = new WmpToWmpb().apply(WmpSamples.level()).model();

    private static WmpbLevel withRoot(Optional<WmpbLevelSettings> data, List<WmpbObject> children) {
        WmpbObject r = BASE.root();
        return new WmpbLevel(BASE.header(), BASE.settings(), new WmpbObject(r.type(), r.variant(), r.reserved(),
                r.className(), r.name(), r.position(), r.angles(), r.scale(), data.map(d -> d), children));
    }

    private static WmpbLevelSettings fog(int n) {
        WmpbLevelSettings l = (WmpbLevelSettings) BASE.root().data().orElseThrow();
        return new WmpbLevelSettings(0, 0, l.sunNumber(), l.sunAzimuth(), l.sunElevation(), 0, l.script(), l.paletteFile(),
                l.fog().subList(0, n), l.sun(), l.ambient());
    }

    @Test
    void fourFogColoursAreWhatTextHolds() {
        Migrated<WmpLevel> four = new WmpbToWmp("lvl").apply(withRoot(Optional.of(fog(4)), List.of()));
        assertEquals(List.of(), four.report().entries().stream().filter(e -> e.field().contains("fog")).toList());
        Migrated<WmpLevel> two = new WmpbToWmp("lvl").apply(withRoot(Optional.of(fog(2)), List.of()));
        assertEquals(List.of("derived root.data.fog: 2 missing fog colours written as 0 0 0"), two.report().entries().stream()
                .filter(e -> e.field().contains("fog")).map(LossReport.Entry::toString).toList());
        assertEquals(List.of(new Vec3(100, 100, 100), new Vec3(-0.0, -0.0, -0.0), Vec3.ZERO, Vec3.ZERO),
                two.model().settings().orElseThrow().fogColors());
        assertEquals(new WmpbColour(1, 0, 0, 0), fog(2).fog().get(1), "the sample's second fog colour is black");
    }

    private static WmpbObject block(int vertex) {
        WmpbBlock b = (WmpbBlock) BASE.objects().stream().filter(o -> o.type() == WmpbObject.BLOCK).findFirst().orElseThrow()
                .data().orElseThrow();
        return object(WmpbObject.BLOCK, 1, "block", null, Vec3.ZERO, new WmpbBlock(b.number(), b.flags(), b.vertices(),
                List.of(List.of(0, 1, vertex), b.faces().get(1), b.faces().get(2), b.faces().get(3)), b.faceRecords()));
    }

    @Test
    void aFaceNamesTheBlocksVertices() {
        WmpLevel text = new WmpbToWmp("lvl").apply(withRoot(Optional.empty(), List.of(block(3)))).model();
        WmpBlock b = text.blocks().get(0);
        assertEquals(List.of(0, 1, 3), b.faces().get(0).vertices());
        assertEquals(Optional.of(List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0)), b.faces().get(0).uvs(),
                "texture coordinates carry over");
        MapWriteException e = assertWriteRefused(() -> new WmpbToWmp("lvl").apply(withRoot(Optional.empty(), List.of(block(4)))));
        assertEquals("root.children[0].data.faces[0][2]", e.field());
    }

    @Test
    void aRootWithoutLevelSettingsHasNoLevelObject() {
        Migrated<WmpLevel> m = new WmpbToWmp("lvl").apply(withRoot(Optional.empty(), List.of()));
        assertEquals(Optional.empty(), m.model().settings());
        assertEquals(List.of("lost    root.data: level object without data dropped: text WMP has no item for it"),
                m.report().entries().stream().filter(e -> e.field().equals("root.data")).map(LossReport.Entry::toString)
                        .toList());
        assertEquals(List.of(), m.report().entries().stream().filter(e -> e.field().equals("groups")).toList(),
                "Root alone: no groups below it");
        assertEquals(List.of(RawString.of(" WMP2"), RawString.of(" Created 01.02.2024")), m.model().comments());
    }

    @Test
    void aVersionPastWhatAVersionLineHolds() {
        for (long version : new long[] {Integer.MAX_VALUE, Integer.MAX_VALUE + 1L}) {
            WmpbLevel b = withRoot(Optional.empty(), List.of());
            WmpbLevel level = new WmpbLevel(new WmpbHeader(version, 2, 0, b.header().comment()), b.settings(), b.root());
            Migrated<WmpLevel> m = new WmpbToWmp("lvl").apply(level);
            boolean fits = version == Integer.MAX_VALUE;
            assertEquals(fits ? version : WmpbHeader.VERSION, m.model().version().getAsInt());
            assertEquals(fits ? List.of() : List.of("lost    header.version: the version 2147483648 is past what a version"
                    + " line holds; written as 710"), m.report().entries().stream().filter(e -> e.field().equals(
                    "header.version")).map(LossReport.Entry::toString).toList());
        }
    }

    @Test
    void anExtendedEntityWithoutMembersKeepsItsScale() {
        WmpbObject model = new WmpbObject(WmpbObject.EXTENDED_ENTITY, 2, 0, RawString.of("model"),
                Optional.of(RawString.of("e")), Vec3.ZERO, Vec3.ZERO, new Vec3(2, 2, 2),
                Optional.of(WmpbLossesTest.entity("e")), List.of());
        WmpLevel text = new WmpbToWmp("lvl").apply(withRoot(Optional.empty(), List.of(model))).model();
        assertEquals(new Vec3(2, 2, 2), text.ofType(WmpModel.class).get(0).scale());
        assertEquals(1, text.groups().size(), "Root alone: the scale needs no group");
    }

    @Test
    void anItemIsGroupedByAnyPartOfItsPlacement() {
        WmpbLight light = new WmpbLight(2, 0, 255, 255, 255, 10);
        WmpbObject plain = object(WmpbObject.LIGHT, 0, "light", null, Vec3.ZERO, light);
        WmpbObject turned = new WmpbObject(WmpbObject.LIGHT, 0, 0, RawString.of("light"), Optional.empty(), Vec3.ZERO,
                new Vec3(0, 0, Math.PI / 2), Vec3.ONE, Optional.of(light), List.of());
        WmpbObject scaled = new WmpbObject(WmpbObject.LIGHT, 0, 0, RawString.of("light"), Optional.empty(), Vec3.ZERO,
                Vec3.ZERO, new Vec3(1, 1, 2), Optional.of(light), List.of());
        WmpLevel text = new WmpbToWmp("lvl").apply(withRoot(Optional.empty(), List.of(plain, turned, scaled))).model();
        assertEquals(3, text.groups().size(), "Root and one group each for the turned and the scaled light");
        assertEquals(List.of(0), text.groups().get(0).members(WmpMemberKind.LIGHT));
        assertEquals(new Vec3(1, 1, 2), text.groups().get(2).scale());
    }
}
