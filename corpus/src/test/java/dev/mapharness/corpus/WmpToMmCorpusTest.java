package dev.mapharness.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.WmpToMm;
import dev.mapharness.mm.MmBlock;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmLight;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The corpus WMP levels migrated to $$M: everything arrives, the result is a $$M file, and one level checked by hand. */
class WmpToMmCorpusTest {

    private static WmpLevel read(String name) throws IOException {
        byte[] bytes = Files.readAllBytes(CorpusFiles.root().resolve("wmp").resolve(name));
        return WmpCodec.INSTANCE.read(bytes, ReadOptions.STRICT).model();
    }

    @Test
    void everyCorpusLevelMigratesCompletely() throws IOException {
        List<String> files = CorpusFiles.mapFiles().stream().filter(f -> f.startsWith("wmp/")).toList();
        assertFalse(files.isEmpty(), "the corpus has WMP levels");
        for (String f : files) {
            WmpLevel source = read(f.substring("wmp/".length()));
            Migrated<MmLevel> m = new WmpToMm().apply(source);
            List<MmBlock> blocks = m.model().blocks();
            List<WmpBlock> wmpBlocks = source.blocks();
            assertEquals(wmpBlocks.size(), blocks.size(), f + " blocks");
            for (int b = 0; b < blocks.size(); b++) {
                assertEquals(wmpBlocks.get(b).vertices().size(), blocks.get(b).vertices().size(), f + " block " + b);
                assertEquals(wmpBlocks.get(b).faces().size(), blocks.get(b).faces().size(), f + " block " + b);
            }
            // one $$M item per object (the level object becomes the sun item), after the world item
            assertEquals(1 + source.objects().size(), m.model().items().size(), f + " items");
            assertTrue(m.report().losses().stream().anyMatch(e -> e.field().equals("groups")), f + ": " + m.report());
            byte[] bytes = MmCodec.INSTANCE.write(m.model());
            assertEquals(m.model(), MmCodec.INSTANCE.read(bytes, ReadOptions.STRICT).model(), f + " written and read back");
        }
    }

    @Test
    void smallLevelByHand() throws IOException {
        WmpLevel source = read("small.wmp");
        MmLevel mm = new WmpToMm().apply(source).model();
        // light 2 is the third object (after level 0 and start 1), so the third item after the world item
        MmLight light = (MmLight) mm.items().get(1 + 2);
        // light 2 sits in object 1, which sits in object 0 (position (−167.5 −89.5 46), angles (157 23 5),
        // scale (1 1 2)). Its place is object 0's map applied to object 1's position (−76 −87.5 −62.5):
        //   scaled:  (−76, −87.5, −62.5·2)                               = (−76, −87.5, −125)
        //   turned by Rz(157)·Rlift(23)·Rx(5); cos 157 = −0.920505, sin 157 = 0.390731, cos 23 = 0.920505,
        //   sin 23 = 0.390731, cos 5 = 0.996195, sin 5 = 0.087156; rows:
        //     (cp·ct, −sp·cr − cp·st·sr, sp·sr − cp·st·cr) = (−0.847329, −0.357897,  0.392356)
        //     (sp·ct,  cp·cr − sp·st·sr, −cp·sr − sp·st·cr) = ( 0.359670, −0.930308, −0.071863)
        //     (st, ct·sr, ct·cr)                            = ( 0.390731,  0.080227,  0.917002)
        //   row · (−76, −87.5, −125) = (64.397 + 31.316 − 49.045, −27.335 + 81.402 + 8.983, −29.696 − 7.020 − 114.625)
        //                            = (46.668540, 63.049876, −151.340710)
        //   moved: + (−167.5, −89.5, 46)                                 = (−120.831460, −26.450124, −105.340710)
        assertClose(new Vec3(-120.831460, -26.450124, -105.340710), light.position(), 1e-6);
        assertEquals(300, light.range());

        // block 0, face 0: ( 0 0 −1 0 ) ( 0 −1 0 2 ), offset (56 12), rotation 15, scale (1 2); block flags
        // 0000 (not locked), so only the alignment folds in. u = −z, v = −y + 2, c = cos 15 = 0.965926,
        // s = sin 15 = 0.258819:
        //   u' = (c·u − s·v)/1 + 56 = −c·z + s·y − 2s + 56  -> ( 0  0.258819 −0.965926  55.482362 )
        //   v' = (s·u + c·v)/2 + 12 = (−s·z − c·y + 2c)/2 + 12 -> ( 0 −0.482963 −0.129410 12.965926 )
        MmBlock block = mm.blocks().get(0);
        assertAxis(new TextureAxis(0, 0.258819, -0.965926, 55.482362), block.faces().get(0).t1());
        assertAxis(new TextureAxis(0, -0.482963, -0.129410, 12.965926), block.faces().get(0).t2());
    }

    private static void assertClose(Vec3 expected, Vec3 actual, double eps) {
        assertEquals(expected.x(), actual.x(), eps, "x of " + actual);
        assertEquals(expected.y(), actual.y(), eps, "y of " + actual);
        assertEquals(expected.z(), actual.z(), eps, "z of " + actual);
    }

    private static void assertAxis(TextureAxis expected, TextureAxis actual) {
        assertEquals(expected.x(), actual.x(), 1e-6, "x of " + actual);
        assertEquals(expected.y(), actual.y(), 1e-6, "y of " + actual);
        assertEquals(expected.z(), actual.z(), 1e-6, "z of " + actual);
        assertEquals(expected.offset(), actual.offset(), 1e-6, "offset of " + actual);
    }
}
