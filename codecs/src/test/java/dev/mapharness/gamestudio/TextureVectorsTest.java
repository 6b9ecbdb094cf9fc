package dev.mapharness.gamestudio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.doubles;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Texture vectors: the seed's formula, folding WED's alignment, and following a locked block. */
class TextureVectorsTest {
    /** The seed's example: u = x − 96, v = −y − 64. */
    private static final TextureVectors SEED = new TextureVectors(1, 0, 0, -96, 0, -1, 0, -64);

    @Test
    void seedFormula() {
        // (100, 10, 0): u = 100 - 96 = 4, v = -10 - 64 = -74
        assertEquals(4, SEED.u(new Vec3(100, 10, 0)));
        assertEquals(-74, SEED.v(new Vec3(100, 10, 0)));
    }

    @Test
    void zeroAlignmentFoldsToTheSameVectors() {
        assertSame(SEED, WedTextureMapping.fold(SEED, TextureTransform.IDENTITY));
    }

    @Test
    void offsetRotationAndScaleFold() {
        // rotation 90 (cos 0, sin 1), scale (2, 0.5), offset (0, 32):
        //   u' = (0·u − 1·v)/2 + 0  = −v/2      -> t1' = (0, ½, 0, 64/2)       = (0, 0.5, 0, 32)
        //   v' = (1·u + 0·v)/0.5 + 32 = 2u + 32 -> t2' = (2, 0, 0, −192 + 32) = (2, 0, 0, −160)
        TextureVectors t = WedTextureMapping.fold(SEED, new TextureTransform(0, 32, 90, 2, 0.5));
        assertEquals(new TextureVectors(0, 0.5, 0, 32, 2, 0, 0, -160), t);
        // at (100, 10, 0): u = 4, v = −74 -> u' = 37, v' = 40
        assertEquals(37, t.u(new Vec3(100, 10, 0)));
        assertEquals(40, t.v(new Vec3(100, 10, 0)));
    }

    @Test
    void offsetAloneShiftsTheConstants() {
        // offsets are texels added after everything else: t14 −96 + 8 = −88, t24 −64 − 4 = −68
        assertEquals(new TextureVectors(1, 0, 0, -88, 0, -1, 0, -68),
                WedTextureMapping.fold(SEED, new TextureTransform(8, -4, 0, 1, 1)));
    }

    @Test
    void lockedTextureFollowsAMove() {
        // moved by (10, 0, 0): u' = x − 10 − 96 = x − 106 (t14 −106); v does not depend on x
        TextureVectors moved = SEED.movedWith(Affine3.translation(new Vec3(10, 0, 0))).orElseThrow();
        assertEquals(new TextureVectors(1, 0, 0, -106, 0, -1, 0, -64), moved);
    }

    @Test
    void lockedTextureFollowsATurnAndAScale() {
        // pan 90 maps (x,y,z) -> (−y,x,z); the inverse transpose of a turn is the turn, so the u axis
        // (1,0,0) becomes (0,1,0) and v's (0,−1,0) becomes (1,0,0): u' = y − 96, v' = x − 64.
        // (1,2,3) -> (−2,1,3): u' = 1 − 96 = −95 = u(1,2,3); v' = −2 − 64 = −66 = v(1,2,3)
        TextureVectors turned = SEED.movedWith(Affine3.of(Vec3.ZERO, new Angles(90, 0, 0), Vec3.ONE)).orElseThrow();
        assertEquals(new TextureVectors(0, 1, 0, -96, 1, 0, 0, -64), turned);
        // scale 2: inverse transpose ½: u' = x/2 − 96; (4,0,0) -> (8,0,0) keeps u = −92
        TextureVectors scaled = SEED.movedWith(Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(2, 2, 2))).orElseThrow();
        assertEquals(new TextureVectors(0.5, 0, 0, -96, 0, -0.5, 0, -64), scaled);
    }

    @Test
    void flattenedBlockHasNoLockedTexture() {
        assertTrue(SEED.movedWith(Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1, 0, 1))).isEmpty());
    }

    @Test
    void aLockedTextureGivesEveryMovedPointItsTexelUnderAnyTurnScaleAndMove() {
        // the defining property u'(map(p)) = u(p), v'(map(p)) = v(p), on axes with every component set
        qt().withExamples(300).withFixedSeed(0x7E7L)
                .forAll(integers().all(), doubles().between(0.25, 4), doubles().between(-3, 3))
                .checkAssert((seed, s1, s2) -> {
                    Random r = new Random(seed);
                    TextureVectors t = new TextureVectors(r.nextDouble() - 0.5, r.nextDouble() - 0.5, r.nextDouble() - 0.5,
                            r.nextDouble() * 200 - 100, r.nextDouble() - 0.5, r.nextDouble() - 0.5, r.nextDouble() - 0.5,
                            r.nextDouble() * 200 - 100);
                    Affine3 map = Affine3.of(new Vec3(r.nextDouble() * 100, r.nextDouble() * 100, r.nextDouble() * 100),
                            new Angles(r.nextDouble() * 360, r.nextDouble() * 180 - 90, r.nextDouble() * 360),
                            new Vec3(s1, s1 * (0.5 + r.nextDouble()), Math.abs(s2) < 0.1 ? 1 : s2));
                    TextureVectors moved = t.movedWith(map).orElseThrow();
                    Vec3 p = new Vec3(r.nextDouble() * 50, r.nextDouble() * 50, r.nextDouble() * 50);
                    assertEquals(t.u(p), moved.u(map.apply(p)), 1e-6);
                    assertEquals(t.v(p), moved.v(map.apply(p)), 1e-6);
                });
    }

    @Test
    void anAxisAddsEveryComponentAndItsOffset() {
        assertEquals(2 * 5 + 3 * 7 + 4 * 11 + 13, new TextureAxis(2, 3, 4, 13).apply(new Vec3(5, 7, 11)));
    }
}
