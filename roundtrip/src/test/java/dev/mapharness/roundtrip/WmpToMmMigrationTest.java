package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureLock;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.WedTextureMapping;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.WmpToMm;
import dev.mapharness.mm.MmBlock;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.mm.MmFace;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmLight;
import dev.mapharness.mm.MmPath;
import dev.mapharness.mm.MmPosition;
import dev.mapharness.mm.MmSound;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.mm.MmSun;
import dev.mapharness.mm.MmWorld;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpFace;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLevelSettings;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmp.WmpObject;
import dev.mapharness.wmp.WmpPath;
import dev.mapharness.wmp.WmpSound;
import dev.mapharness.wmp.WmpStart;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.quicktheories.QuickTheory;
import org.quicktheories.core.Gen;

/**
 * What WMP → $$M keeps of any level the WMP model can hold (well formed or not, groups thousands
 * deep, numbers huge and tiny): it never throws, every block, face and object arrives, the result is
 * a $$M file that reads back equal, and groups are reported lost whenever there were any.
 */
class WmpToMmMigrationTest {
    private static final int EXAMPLES = 120;

    @Test
    void everythingArrivesAndWritesAsMm() {
        keeps(Theories.qt(0x6B_0001L, EXAMPLES), WmpGens.representable());
        keeps(Theories.qt(0x6B_0002L, EXAMPLES), WmpGens.conforming());
        keeps(Theories.qtFew(0x6B_0003L, 2), WmpGens.representableLarge());
    }

    @Test
    void identityGroupsAndAlignmentsChangeNoNumber() {
        Theories.qt(0x6B_0004L, EXAMPLES).forAll(WmpGens.representable().map(WmpToMmMigrationTest::withoutTransforms))
                .checkAssert(source -> {
                    MmLevel target = new WmpToMm().apply(source).model();
                    List<WmpBlock> blocks = source.blocks();
                    for (int b = 0; b < blocks.size(); b++) {
                        MmBlock out = target.blocks().get(b);
                        assertEquals(blocks.get(b).vertices(), out.vertices(), "blocks[" + b + "].vertices");
                        for (int f = 0; f < out.faces().size(); f++) {
                            assertEquals(blocks.get(b).faces().get(f).t1(), out.faces().get(f).t1(), "t1");
                            assertEquals(blocks.get(b).faces().get(f).t2(), out.faces().get(f).t2(), "t2");
                        }
                    }
                    for (MmItem item : target.items()) {
                        if (item instanceof MmLight l) {
                            assertEquals(Vec3.ZERO, l.position(), "light position");
                        } else if (item instanceof MmEntity e) {
                            assertEquals(Vec3.ZERO, e.angles(), "entity angles");
                        }
                    }
                });
    }

    @Test
    void lockedTexturesKeepTheirTexelsWhenGroupsMoveTheirBlocks() {
        Theories.qt(0x6B_0005L, EXAMPLES).forAll(WmpGens.representable().map(WmpToMmMigrationTest::translatedAndLocked))
                .checkAssert(source -> {
                    MmLevel target = new WmpToMm().apply(source).model();
                    List<WmpBlock> blocks = source.blocks();
                    for (int b = 0; b < blocks.size(); b++) {
                        WmpBlock before = blocks.get(b);
                        MmBlock after = target.blocks().get(b);
                        for (int f = 0; f < before.faces().size(); f++) {
                            WmpFace face = before.faces().get(f);
                            TextureVectors original = new TextureVectors(face.t1(), face.t2());
                            TextureVectors folded = WedTextureMapping.foldable(face.transform())
                                    ? WedTextureMapping.fold(original, face.transform()) : original;
                            // where folding overflows, the migration keeps that axis as it was
                            folded = new TextureVectors(TextureVectors.isFinite(folded.t1()) ? folded.t1() : original.t1(),
                                    TextureVectors.isFinite(folded.t2()) ? folded.t2() : original.t2());
                            MmFace moved = after.faces().get(f);
                            for (int k : face.vertices()) {
                                Vec3 p = before.vertices().get(k);
                                Vec3 q = after.vertices().get(k);
                                sameTexel(folded.t1(), p, moved.t1(), q, "u");
                                sameTexel(folded.t2(), p, moved.t2(), q, "v");
                            }
                        }
                    }
                });
    }

    /**
     * u at the moved vertex equals u at the original, up to rounding of the terms that make them.
     * Generated levels hold numbers up to 1.8e308; where a coordinate, an axis or a texel passes 1e100
     * the sums that move a texture lose it to rounding or overflow, so only smaller ones are compared.
     */
    private static void sameTexel(TextureAxis before, Vec3 p, TextureAxis after, Vec3 q, String which) {
        double expected = before.apply(p);
        double actual = after.apply(q);
        double[] all = {before.x(), before.y(), before.z(), before.offset(), after.x(), after.y(), after.z(),
                after.offset(), p.x(), p.y(), p.z(), q.x(), q.y(), q.z(), expected, actual};
        for (double d : all) {
            if (!(Math.abs(d) < 1e100)) {
                return;
            }
        }
        double terms = Math.abs(before.x() * p.x()) + Math.abs(before.y() * p.y()) + Math.abs(before.z() * p.z())
                + Math.abs(after.x() * q.x()) + Math.abs(after.y() * q.y()) + Math.abs(after.z() * q.z())
                + Math.abs(before.offset()) + Math.abs(after.offset());
        assertEquals(expected, actual, 1e-12 * terms + 1e-290, which + " at " + p + " moved to " + q);
    }

    /** The level with every group only moving (no turn, no scale) and every block's texture locked. */
    private static WmpLevel translatedAndLocked(WmpLevel level) {
        List<WmpItem> items = new ArrayList<>();
        for (WmpItem item : level.items()) {
            if (item instanceof WmpGroup g) {
                items.add(new WmpGroup(g.number(), g.position(), Vec3.ZERO, Vec3.ONE, g.memberLists()));
            } else if (item instanceof WmpBlock b) {
                BlockTrailer t = b.trailer();
                BinaryFlags locked = BinaryFlags.of(1L << TextureLock.BIT, 32);
                items.add(new WmpBlock(b.number(), b.vertices(), b.faces(), new BlockTrailer(locked, t.function(), t.index())));
            } else {
                items.add(item);
            }
        }
        return new WmpLevel(items);
    }

    private static void keeps(QuickTheory qt, Gen<WmpLevel> levels) {
        qt.forAll(levels).checkAssert(source -> {
            Migrated<MmLevel> m = new WmpToMm().apply(source);
            MmLevel target = m.model();
            List<WmpBlock> blocks = source.blocks();
            List<MmBlock> out = target.blocks();
            assertEquals(blocks.size(), out.size(), "blocks");
            for (int b = 0; b < blocks.size(); b++) {
                assertEquals(blocks.get(b).vertices().size(), out.get(b).vertices().size(), "blocks[" + b + "].vertices");
                assertEquals(blocks.get(b).trailer(), out.get(b).trailer(), "blocks[" + b + "].trailer");
                assertEquals(blocks.get(b).faces().size(), out.get(b).faces().size(), "blocks[" + b + "].faces");
                for (int f = 0; f < out.get(b).faces().size(); f++) {
                    WmpFace a = blocks.get(b).faces().get(f);
                    MmFace c = out.get(b).faces().get(f);
                    assertEquals(a.vertices(), c.vertices(), "face vertices");
                    assertEquals(a.texture(), c.texture(), "face texture");
                    assertEquals(a.surface(), c.surface(), "face surface");
                    assertTrue(c.transform().isEmpty(), "alignment folded away");
                }
            }
            assertItemsArrive(source, target);
            assertEquals(!source.groups().isEmpty(), m.report().losses().stream().anyMatch(e -> e.field().equals("groups")
                    && e.message().contains("$$M has no groups")), () -> "groups reported lost when present: " + m.report());
            MigrationOutputs.writesAndReadsBackStrictly(MmCodec.INSTANCE, target);
        });
    }

    /** The world item first, then one item per object in file order (the first level object as the sun). */
    private static void assertItemsArrive(WmpLevel source, MmLevel target) {
        Map<Class<?>, Class<?>> kinds = Map.of(WmpStart.class, MmPosition.class, WmpLight.class, MmLight.class,
                WmpSound.class, MmSound.class, WmpPath.class, MmPath.class, WmpLevelSettings.class, MmSun.class);
        List<MmItem> items = target.items();
        assertInstanceOf(MmWorld.class, items.get(0));
        int next = 1;
        boolean level = false;
        for (WmpObject o : source.objects()) {
            if (o instanceof WmpLevelSettings) {
                if (level) {
                    continue; // a second level object has no item
                }
                level = true;
            }
            MmItem item = items.get(next++);
            if (o instanceof WmpModel model) {
                assertTrue(item instanceof MmEntity || item instanceof MmStaticEntity, "model " + model.number());
                List<Double> skills = item instanceof MmEntity e ? e.skills() : ((MmStaticEntity) item).skills();
                if (item instanceof MmEntity) {
                    assertEquals(model.skills(), skills, "skills of model " + model.number());
                } else {
                    assertTrue(model.skills().stream().allMatch(s -> s == 0), "static entity had no skills");
                }
            } else {
                assertInstanceOf(kinds.get(o.getClass()), item, o.keyword() + " " + o.number());
            }
            if (o instanceof WmpPath p) {
                assertEquals(p.path().nodes().size(), ((MmPath) item).path().nodes().size(), "path nodes");
                assertEquals(p.path().edges(), ((MmPath) item).path().edges(), "path edges");
            }
        }
        assertEquals(next, items.size(), "one item per object");
    }

    /** The level with every group at the origin, unturned and unscaled, and every face at 0 0 0 1 1. */
    private static WmpLevel withoutTransforms(WmpLevel level) {
        List<WmpItem> items = new ArrayList<>();
        for (WmpItem item : level.items()) {
            if (item instanceof WmpGroup g) {
                items.add(new WmpGroup(g.number(), Vec3.ZERO, Vec3.ZERO, Vec3.ONE, g.memberLists()));
            } else if (item instanceof WmpBlock b) {
                List<WmpFace> faces = new ArrayList<>();
                for (WmpFace f : b.faces()) {
                    faces.add(new WmpFace(f.vertices(), f.texture(), f.t1(), f.t2(), TextureTransform.IDENTITY, f.surface()));
                }
                items.add(new WmpBlock(b.number(), b.vertices(), faces, b.trailer()));
            } else if (item instanceof WmpModel m) {
                items.add(new WmpModel(m.number(), Vec3.ONE, m.file(), m.name(), m.action(), m.skills(), m.flags(),
                        m.ambient(), m.albedo(), m.string1(), m.string2()));
            } else {
                items.add(item);
            }
        }
        return new WmpLevel(items);
    }
}
