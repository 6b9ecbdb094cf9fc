package dev.mapharness.migrate;

import static dev.mapharness.migrate.WmpSamples.block;
import static dev.mapharness.migrate.WmpSamples.group;
import static dev.mapharness.migrate.WmpSamples.m;
import static dev.mapharness.migrate.WmpSamples.s;
import static dev.mapharness.migrate.WmpSamples.withItems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpFace;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLevelSettings;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpStart;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbObject;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * How {@link WmpToWmpb} builds the binary object tree from text WMP groups (docs/wmpb.md, "Text WMP →
 * WMPB"): which group becomes the root, when an item's own group folds into its placement, and the
 * texture axes a locked block carries along with its groups.
 */
class WmpToWmpbTreeTest {
    private static final WmpLevelSettings LEVEL = (WmpLevelSettings) WmpSamples.level().items().get(2);
    private static final WmpBlock BLOCK = block(0, "0000", List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0));

    private static Migrated<WmpbLevel> apply(WmpItem... items) {
        return new WmpToWmpb().apply(withItems(List.of(items)));
    }

    private static List<String> derived(Migrated<WmpbLevel> m) {
        return m.report().derived().stream().map(LossReport.Entry::toString).toList();
    }

    private static final String PLACED_ROOT = "derived groups[0]: the level's group is placed, and items outside it are"
            + " not: the root is a group of its own at the origin, holding it";

    @Test
    void aPlacedLevelGroupIsTheRootWhenItHoldsEverything() {
        for (Vec3[] placement : List.of(new Vec3[] {new Vec3(5, 0, 0), Vec3.ZERO, Vec3.ONE},
                new Vec3[] {Vec3.ZERO, new Vec3(90, 0, 0), Vec3.ONE}, new Vec3[] {Vec3.ZERO, Vec3.ZERO, new Vec3(2, 2, 2)})) {
            WmpGroup root = new WmpGroup(0, Optional.of(s(" Top")), placement[0], placement[1], placement[2],
                    List.of(m(WmpMemberKind.LEVEL, 0), m(WmpMemberKind.BLOCK, 0), m(WmpMemberKind.GROUP, 1)));
            WmpGroup inner = group(1, "inner", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.LIGHT, 1));
            WmpLight light = new WmpLight(1, new Vec3(100, 100, 100), 10);
            Migrated<WmpbLevel> alone = apply(BLOCK, LEVEL, light, root, inner);
            WmpbObject r = alone.model().root();
            assertEquals(Optional.of(s("Top")), r.name(), "the group's name less WED's space");
            assertEquals(placement[0], r.position());
            assertEquals(WmpbValues.radians(WmpGroupChains.angles(placement[1])), r.angles());
            assertEquals(placement[2], r.scale());
            assertEquals(List.of(WmpbObject.BLOCK, WmpbObject.GROUP), r.children().stream().map(WmpbObject::type).toList());

            // the same group with a group beside it, a block or a light outside it: a root of its own holds it
            WmpGroup beside = group(2, "beside", Vec3.ZERO, Vec3.ZERO, Vec3.ONE);
            WmpBlock loose = block(1, "0000", List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0));
            WmpLight looseLight = new WmpLight(2, new Vec3(100, 100, 100), 10);
            for (Migrated<WmpbLevel> m : List.of(apply(BLOCK, LEVEL, light, root, inner, beside),
                    apply(BLOCK, loose, LEVEL, light, root, inner), apply(BLOCK, LEVEL, light, looseLight, root, inner))) {
                WmpbObject own = m.model().root();
                assertEquals(Optional.of(s("Root")), own.name());
                assertEquals(Vec3.ZERO, own.position());
                assertEquals(Vec3.ZERO, own.angles());
                assertEquals(Vec3.ONE, own.scale());
                WmpbObject top = own.children().stream().filter(o -> o.name().equals(Optional.of(s("Top")))).findFirst()
                        .orElseThrow();
                assertEquals(placement[0], top.position(), "the level's group keeps its placement below the root");
                assertEquals(placement[2], top.scale());
                assertEquals(PLACED_ROOT, derived(m).get(0));
            }
        }
    }

    @Test
    void noLevelObjectOrANestedOneGivesARootOfItsOwn() {
        WmpGroup moved = group(0, "moved", new Vec3(5, 0, 0), Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.BLOCK, 0),
                m(WmpMemberKind.GROUP, 1));
        WmpGroup nested = group(1, "nested", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.LEVEL, 0));
        for (Migrated<WmpbLevel> m : List.of(apply(BLOCK, moved), apply(BLOCK, LEVEL, moved, nested))) {
            WmpbObject r = m.model().root();
            assertEquals(Optional.of(s("Root")), r.name());
            assertEquals(Vec3.ZERO, r.position());
            assertEquals(1, r.children().size(), "the moved group");
            assertEquals(Optional.of(s("moved")), r.children().get(0).name());
        }
        assertEquals(List.of("derived objects: no level object: the root has no level settings"),
                derived(apply(BLOCK, moved)).stream().filter(e -> e.contains("level object")).toList());
    }

    @Test
    void theLevelGroupNeedNotComeFirst() {
        WmpGroup other = group(0, "other", new Vec3(5, 0, 0), Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.BLOCK, 0));
        WmpGroup root = new WmpGroup(1, Optional.of(s("Root")), Vec3.ZERO, Vec3.ZERO, Vec3.ONE,
                List.of(m(WmpMemberKind.LEVEL, 0)));
        WmpGroup unnamed = new WmpGroup(2, Optional.of(s("")), Vec3.ZERO, Vec3.ZERO, Vec3.ONE, List.of());
        WmpGroup bare = new WmpGroup(3, Optional.of(s("bare")), Vec3.ZERO, Vec3.ZERO, Vec3.ONE, List.of());
        WmpbObject r = apply(BLOCK, LEVEL, other, root, unnamed, bare).model().root();
        assertEquals(Optional.of(s("Root")), r.name());
        assertEquals(List.of(Optional.of(s("other")), Optional.of(s("")), Optional.of(s("bare"))),
                r.children().stream().map(WmpbObject::name).toList(), "an empty comment names nothing; no space, nothing cut");
    }

    @Test
    void anItemsOwnGroupFoldsWhenItsTurnIsAPlacement() {
        WmpStart start = new WmpStart(1, s("pos"), List.of(90.0));
        WmpGroup root = group(0, "Root", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.LEVEL, 0), m(WmpMemberKind.GROUP, 1));
        WmpGroup turned = group(1, null, new Vec3(1, 0, 0), new Vec3(0, 0, 0), Vec3.ONE, m(WmpMemberKind.START, 1));
        WmpbObject folded = apply(LEVEL, start, root, turned).model().root().children().get(0);
        assertEquals(WmpbObject.START, folded.type());
        assertEquals(new Vec3(1, 0, 0), folded.position());
        assertEquals(90, WmpbValues.angles(folded.angles()).pan(), 1e-9, "the start's own turn after the group's");

        // a turned item in a group scaled unevenly is sheared: no placement, the group stays
        WmpGroup sheared = group(1, null, new Vec3(1, 0, 0), Vec3.ZERO, new Vec3(1, 2, 1), m(WmpMemberKind.START, 1));
        WmpStart tilted = new WmpStart(1, s("pos"), List.of(30.0, 20.0, 0.0));
        WmpbObject g = apply(LEVEL, tilted, root, sheared).model().root().children().get(0);
        assertEquals(WmpbObject.GROUP, g.type());
        assertEquals(new Vec3(1, 2, 1), g.scale());
        assertEquals(WmpbObject.START, g.children().get(0).type());
    }

    @Test
    void aLockedBlockCarriesItsAxesAlongWithItsGroups() {
        WmpLevel level = WmpSamples.level();
        WmpbLevel b = new WmpToWmpb().apply(level).model();
        WmpGroupChains chains = WmpGroupChains.resolve(level, new LossReport.Builder(), false);
        for (WmpBlock text : level.blocks()) {
            WmpbBlock binary = b.objects().stream().filter(o -> o.type() == WmpbObject.BLOCK)
                    .map(o -> (WmpbBlock) o.data().orElseThrow()).filter(x -> x.number() == text.trailer().index())
                    .findFirst().orElseThrow();
            for (int f = 0; f < text.faces().size(); f++) {
                WmpFace face = text.faces().get(f);
                TextureVectors axes = new TextureVectors(face.t1(), face.t2());
                TextureVectors expected = text.number() == 1
                        ? axes.movedWith(chains.of(WmpMemberKind.BLOCK, 1).map()).orElseThrow() : axes;
                assertEquals(expected, binary.faceRecords().get(f).axes(), "block " + text.number() + " face " + f);
            }
        }
        assertNotEquals(WmpSamples.level().blocks().get(1).faces().get(0).t1(),
                b.objects().stream().filter(o -> o.type() == WmpbObject.BLOCK).map(o -> (WmpbBlock) o.data().orElseThrow())
                        .filter(x -> x.number() == 1).findFirst().orElseThrow().faceRecords().get(0).axes().t1(),
                "the prefab group turns the locked block's axes");
    }

    @Test
    void aLockedBlockFlattenedByItsGroupKeepsItsAxes() {
        WmpBlock locked = block(0, "00000000000000010000000000000000", List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0));
        WmpGroup root = group(0, "Root", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.LEVEL, 0), m(WmpMemberKind.GROUP, 1));
        WmpGroup flat = group(1, "flat", Vec3.ZERO, Vec3.ZERO, new Vec3(1, 1, 0), m(WmpMemberKind.BLOCK, 0));
        Migrated<WmpbLevel> m = apply(locked, LEVEL, root, flat);
        WmpbBlock b = (WmpbBlock) m.model().root().children().get(0).children().get(0).data().orElseThrow();
        assertEquals(new TextureVectors(locked.faces().get(2).t1(), locked.faces().get(2).t2()), b.faceRecords().get(2).axes());
        assertEquals(List.of("lost    blocks[].faces[]: 4 times, first at blocks[0].faces[0]: the locked texture of a block its"
                + " groups flatten: axes kept as written"), m.report().losses().stream().map(LossReport.Entry::toString)
                .filter(e -> e.contains("locked")).toList());
    }

}
