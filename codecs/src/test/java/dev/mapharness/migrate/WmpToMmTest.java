package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmBlock;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.mm.MmFace;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmLight;
import dev.mapharness.mm.MmPath;
import dev.mapharness.mm.MmPosition;
import dev.mapharness.mm.MmSound;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.mm.MmSun;
import dev.mapharness.mm.MmWorld;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A hand-written level with three nested groups, migrated, and every final number worked out by hand.
 *
 * <pre>
 * object 1 (outer):  position (100 0 0), pan 90, scale 2       A(p) = (−2y + 100, 2x, 2z)
 * object 2 (middle): position (0 10 0), pan 180, scale (1 1 3) B(p) = (−x, −y + 10, 3z)
 * object 3 (inner):  position (4 0 0), tilt 90, scale 0.5      C(p) = (4 − z/2, y/2, x/2)
 *   (tilt 90 turns (x, y, z) to (−z, y, x))
 * A∘B(p)   = (−2(−y + 10) + 100, −2x, 6z)            = (2y + 80, −2x, 6z)
 * A∘B∘C(p) = (2·y/2 + 80, −2(4 − z/2), 6·x/2)        = (y + 80, z − 8, 3x)
 * </pre>
 */
class WmpToMmTest {
    static final String LEVEL = """
            level 0 {
             <office.$$w>
             <palette.pcx>
             30 45 35
             <OFFICE.wdl>
             100.00 100.00 100.00
             18.82 18.820 100.00
             100.00 17.64 18.82
             0.00 0.00 0.00
             31.37 27.45 27.45
             13.72 13.72 13.72
            }
            start 1 {
             pos_001 10
            }
            light 2 {
             78.82 78.82 39.21 300
            }
            sound 3 {
             <WATER.WAV>
             0001
             20 0 1 1900
            }
            model 4 {
             2 1 1
             <lift1.wmb>
             lift1_mdl_008
             elevator
             0 0 300 0 3 32 0 0
             0000
             10
             50
             ndef
             ndef
            }
            model 5 {
             1 1 1
             <crate.mdl>
             crate_1
             ndef
             0000
             0
             50
             ndef
             ndef
            }
            path 6 {
             path_001
             2
             8
             0 0 0
             10 0 0
             0 0 0 0 0 0
             0 0 0 0 0 0
             1 2 1 0 0 0
            }
            block 1 {
             vertices 8
             faces 6
             5 -5 40   5 -5 -40   5 5 40
             5 5 -40   -5 -5 40   -5 -5 -40
             -5 5 40   -5 5 -40
             4  1 0 2 3 : heavymetal ( 1 0 0 0 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 0 50 ndef
             4  0 1 5 4 : heavymetal ( 1 0 0 0 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 0 50 ndef
             4  4 5 7 6 : heavymetal ( 0 1 0 0 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 0 50 ndef
             4  3 2 6 7 : heavymetal ( 1 0 0 0 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 0 50 ndef
             4  2 0 4 6 : heavymetal ( 1 0 0 0 ) ( 0 -1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef
             4  1 3 7 5 : heavymetal ( 1 0 0 0 ) ( 0 -1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef
             {
              00000000000000010000000000000000
              ndef
              1
             }
            }
            block 2 {
             vertices 4
             faces 4
             0 0 0   8 0 0   0 8 0   0 0 8
             3  0 2 1 : defaulttex ( 1 0 0 -96 ) ( 0 -1 0 -64 ) 0 32 90 2 0.5 : 0000 0 50 ndef
             3  0 1 3 : defaulttex ( 1 0 0 0 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 0 50 ndef
             3  0 3 2 : defaulttex ( 0 1 0 0 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 0 50 ndef
             3  1 2 3 : defaulttex ( 1 0 0 0 ) ( 0 -1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef
             {
              0000
              ndef
              2
             }
            }
            object 1 {
             (100 0 0) (90 0 0) (2 2 2)
             object 2
             start 1
             model 5
             path 6
            }
            object 2 {
             (0 10 0) (180 0 0) (1 1 3)
             object 3
             block 2
             light 2
            }
            object 3 {
             (4 0 0) (0 90 0) (0.5 0.5 0.5)
             block 1
             model 4
            }
            """;

    static WmpLevel level() {
        return WmpCodec.INSTANCE.read(LEVEL.getBytes(StandardCharsets.ISO_8859_1), ReadOptions.STRICT).model();
    }

    static Migrated<MmLevel> migrated() {
        return new WmpToMm().apply(level());
    }

    @Test
    void itemsComeInFileOrderAfterTheWorld() {
        MmLevel mm = migrated().model();
        assertEquals(List.of(MmWorld.class, MmSun.class, MmPosition.class, MmLight.class, MmSound.class, MmEntity.class,
                MmStaticEntity.class, MmPath.class), mm.items().stream().map(Object::getClass).toList());
        MmWorld world = (MmWorld) mm.items().get(0);
        assertEquals(RawString.of("office.$$w"), world.wad());
        assertEquals(RawString.of("palette.pcx"), world.palette());
        assertEquals(2, world.blocks().size());
        // the $$M sun item holds the level's last two sun numbers, as wmpio writes it
        assertEquals(List.of(45.0, 35.0), ((MmSun) mm.items().get(1)).values());
    }

    @Test
    void innerBlockVerticesGoThroughAllThreeGroups() {
        // A∘B∘C(p) = (y + 80, z − 8, 3x):
        // (5 −5 40) -> (75 32 15); (5 −5 −40) -> (75 −48 15); (−5 5 −40) -> (85 −48 −15)
        MmBlock b = migrated().model().blocks().get(0);
        assertEquals(new Vec3(75, 32, 15), b.vertices().get(0));
        assertEquals(new Vec3(75, -48, 15), b.vertices().get(1));
        assertEquals(new Vec3(85, -48, -15), b.vertices().get(7));
        assertEquals(8, b.vertices().size());
        assertEquals(6, b.faces().size());
    }

    @Test
    void lockedTextureFollowsItsBlock() {
        // face 0 has u = x, v = −z. The block is locked (bit 16), so u'(M p) = u(p) with
        // M(p) = (y + 80, z − 8, 3x): p = (P.z/3, P.x − 80, P.y + 8), so u' = P.z / 3 and
        // v' = −(P.y + 8) = −P.y − 8: t1 = (0 0 1/3 0), t2 = (0 −1 0 −8)
        MmFace f = migrated().model().blocks().get(0).faces().get(0);
        assertAxis(new TextureAxis(0, 0, 1.0 / 3, 0), f.t1());
        assertAxis(new TextureAxis(0, -1, 0, -8), f.t2());
        assertTrue(f.transform().isEmpty(), "$$M faces carry no offset, rotation and scale");
        // at vertex 0: the WMP texel (u, v) = (5, −40); the moved vertex (75 32 15) gives 15/3 = 5 and −32 − 8 = −40
        Vec3 moved = migrated().model().blocks().get(0).vertices().get(0);
        assertEquals(5, f.t1().apply(moved), 1e-12);
        assertEquals(-40, f.t2().apply(moved), 1e-12);
    }

    @Test
    void unlockedTextureStaysWithTheLevelAndFoldsItsAlignment() {
        // block 2 sits in object 2: A∘B(p) = (2y + 80, −2x, 6z); (8 0 0) -> (80 −16 0), (0 0 8) -> (80 0 48)
        MmBlock b = migrated().model().blocks().get(1);
        assertEquals(List.of(new Vec3(80, 0, 0), new Vec3(80, -16, 0), new Vec3(96, 0, 0), new Vec3(80, 0, 48)),
                b.vertices());
        // face 0: ( 1 0 0 −96 ) ( 0 −1 0 −64 ), offset (0 32), rotation 90, scale (2 0.5); cos 0, sin 1:
        //   u' = (0·u − 1·v)/2 + 0    = −v/2     = ( y + 64)/2      -> ( 0 0.5 0 32 )
        //   v' = (1·u + 0·v)/0.5 + 32 = 2u + 32  = 2(x − 96) + 32   -> ( 2 0 0 −160 )
        // unlocked (flags 0000): the vectors stay aligned to the level, not moved with the groups
        MmFace f = b.faces().get(0);
        assertEquals(new TextureAxis(0, 0.5, 0, 32), f.t1());
        assertEquals(new TextureAxis(2, 0, 0, -160), f.t2());
        assertEquals(new TextureAxis(1, 0, 0, 0), b.faces().get(1).t1(), "0 0 0 1 1 keeps the vectors");
    }

    @Test
    void extendedEntityTakesItsGroupsTurnsAndScales() {
        // model 4 (own scale 2 1 1) in object 3: the linear part of A∘B∘C is (x, y, z) -> (y, z, 3x), so the
        // entity's axes are x -> (0 0 3)·2 = (0 0 6), y -> (1 0 0), z -> (0 1 0): scale (6 1 1), and the turn
        // [0 1 0; 0 0 1; 1 0 0] has sin tilt = 1: tilt 90, roll 0 and pan = atan2(−m01, m11) = atan2(−1, 0) = 270.
        // Position A∘B∘C(0 0 0) = (80 −8 0).
        MmEntity e = (MmEntity) migrated().model().items().get(5);
        assertEquals(new Vec3(80, -8, 0), e.position());
        assertEquals(new Vec3(270, 90, 0), e.angles());
        assertEquals(new Vec3(6, 1, 1), e.scale());
        assertEquals(RawString.of("lift1.wmb"), e.file());
        assertEquals(RawString.of("elevator"), e.action());
        assertEquals(List.of(0.0, 0.0, 300.0, 0.0, 3.0, 32.0, 0.0, 0.0), e.skills());
        assertEquals(10, e.ambient());
        assertEquals(50, e.albedo());
    }

    @Test
    void staticEntityStartLightSoundAndPath() {
        List<?> items = migrated().model().items();
        // model 5 (no action, no skills) in object 1: A(0) = (100 0 0), pan 90, scale 2
        MmStaticEntity crate = (MmStaticEntity) items.get(6);
        assertEquals(new Vec3(100, 0, 0), crate.position());
        assertEquals(new Vec3(90, 0, 0), crate.angles());
        assertEquals(new Vec3(2, 2, 2), crate.scale());
        assertEquals(RawString.of("ndef"), crate.action());
        assertEquals(MmStaticEntity.WED_SKILLS, crate.skills().size());
        // start 1 (own pan 10) in object 1: at A(0) = (100 0 0), pan 90 + 10 = 100
        MmPosition start = (MmPosition) items.get(2);
        assertEquals(new Vec3(100, 0, 0), start.position());
        assertEquals(100, start.angles().x(), 1e-9);
        assertEquals(0, start.angles().y());
        assertEquals(0, start.angles().z());
        // light 2 in object 2: A∘B(0) = (80 0 0); its range is not scaled
        assertEquals(new MmLight(new Vec3(80, 0, 0), Vec3.ZERO, new Vec3(78.82, 78.82, 39.21), 300,
                new dev.mapharness.gamestudio.BinaryFlags("0000")), items.get(3));
        // sound 3 in no group: at the level origin
        assertEquals(Vec3.ZERO, ((MmSound) items.get(4)).position());
        // path 6 in object 1: (0 0 0) -> (100 0 0), (10 0 0) -> (−2·0 + 100, 2·10, 0) = (100 20 0)
        MmPath path = (MmPath) items.get(7);
        assertEquals(new Vec3(100, 0, 0), path.path().nodes().get(0).position());
        assertEquals(new Vec3(100, 20, 0), path.path().nodes().get(1).position());
    }

    @Test
    void reportsGroupsScriptAndColoursLostAndWhatItComputed() {
        LossReport r = migrated().report();
        assertTrue(r.losses().stream().anyMatch(e -> e.field().equals("groups") && e.message().startsWith("3 groups")),
                r.toString());
        assertTrue(r.mentions("objects[0].script"), r.toString());
        assertTrue(r.mentions("objects[0].sunColor"), r.toString());
        assertTrue(r.mentions("objects[0].ambientColor"), r.toString());
        assertTrue(r.mentions("objects[0].fogColors[0]"), r.toString());
        assertFalse(r.mentions("objects[0].fogColors[1]"), "a black fog colour held nothing: " + r);
        assertTrue(r.derived().stream().anyMatch(e -> e.message().startsWith("1 faces with offset")), r.toString());
        assertTrue(r.derived().stream().anyMatch(e -> e.message().startsWith("6 faces of texture-locked")), r.toString());
        assertTrue(r.derived().stream().anyMatch(e -> e.message().startsWith("1 objects listed by no group")),
                r.toString());
        assertFalse(r.mentions("entities") && r.losses().stream().anyMatch(e -> e.field().equals("entities")),
                "nothing here is sheared: " + r);
    }

    @Test
    void resultWritesAndReadsBack() {
        MmLevel mm = migrated().model();
        byte[] bytes = MmCodec.INSTANCE.write(mm);
        assertEquals(mm, MmCodec.INSTANCE.read(bytes, ReadOptions.STRICT).model());
    }

    private static void assertAxis(TextureAxis expected, TextureAxis actual) {
        assertEquals(expected.x(), actual.x(), 1e-12, "x of " + actual);
        assertEquals(expected.y(), actual.y(), 1e-12, "y of " + actual);
        assertEquals(expected.z(), actual.z(), 1e-12, "z of " + actual);
        assertEquals(expected.offset(), actual.offset(), 1e-12, "offset of " + actual);
        assertInstanceOf(TextureAxis.class, actual);
    }
}
