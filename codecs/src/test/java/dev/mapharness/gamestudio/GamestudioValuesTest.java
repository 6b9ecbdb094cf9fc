package dev.mapharness.gamestudio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The small values the Gamestudio codecs share: flags as binary digits, the texture lock bit, maps
 * and their inverses, what is finite, and the checks before folding a texture transform.
 */
class GamestudioValuesTest {
    @Test
    void flagsKeepTheirWidthAndCountBitsFromTheLastDigit() {
        BinaryFlags locked = new BinaryFlags("00000000000000010000000000000000");
        assertTrue(locked.bit(16));
        assertFalse(locked.bit(15));
        assertFalse(locked.bit(17));
        assertFalse(locked.bit(32));
        assertFalse(locked.bit(-1));
        assertTrue(new BinaryFlags("1").bit(0));
        assertFalse(new BinaryFlags("10").bit(0));
        assertTrue(new BinaryFlags("10").bit(1));
        assertTrue(TextureLock.isLocked(new BlockTrailer(locked, RawString.of("ndef"), 0)));
        assertFalse(TextureLock.isLocked(new BlockTrailer(new BinaryFlags("0000"), RawString.of("ndef"), 0)));
        assertEquals(32, locked.width());
        assertTrue(locked.isStandardWidth());
        assertFalse(new BinaryFlags("000").isStandardWidth());
        assertEquals("0101", new BinaryFlags("0101").toString());
    }

    @Test
    void flagsAreMadeFromTheLowBitsOfANumber() {
        assertEquals(new BinaryFlags("0101"), BinaryFlags.of(0b10101, 4));
        assertEquals(new BinaryFlags("1"), BinaryFlags.of(1, 1));
        assertEquals(new BinaryFlags("1" + "0".repeat(63)), BinaryFlags.of(Long.MIN_VALUE, 64));
        assertThrows(IllegalArgumentException.class, () -> BinaryFlags.of(0, 0));
        assertThrows(IllegalArgumentException.class, () -> BinaryFlags.of(0, 65));
        assertThrows(IllegalArgumentException.class, () -> new BinaryFlags(""));
        assertThrows(IllegalArgumentException.class, () -> new BinaryFlags("012"));
        assertFalse(BinaryFlags.isBinary("0/"));
        assertFalse(BinaryFlags.isBinary("2"));
        assertTrue(BinaryFlags.isBinary("01"));
    }

    @Test
    void aMapsLinearPartAndItsEntries() {
        Affine3 m = Affine3.of(new Vec3(1, 2, 3), new Angles(90, 0, 0), new Vec3(2, 3, 4));
        // pan 90 scaled: x axis (0, 2, 0), y axis (−3, 0, 0), z axis (0, 0, 4)
        assertEquals(new Vec3(0, 2, 0), m.column(0));
        assertEquals(new Vec3(-3, 0, 0), m.column(1));
        assertEquals(new Vec3(0, 0, 4), m.column(2));
        assertEquals(-3, m.at(0, 1));
        assertEquals(2, m.at(1, 0));
        assertEquals(4, m.at(2, 2));
        assertEquals(24, m.determinant());
        assertEquals(new Vec3(-3, 2, 0), m.linear(new Vec3(1, 1, 0)));
        assertEquals(new Vec3(-2, 4, 3), m.apply(new Vec3(1, 1, 0)));
        assertEquals(new Vec3(1, 2, 3), m.translation());
        assertEquals("Affine3[0.0, -3.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 4.0] + Vec3[x=1.0, y=2.0, z=3.0]", m.toString());
        // every entry of the determinant's expansion counts
        Affine3 full = Affine3.of(Vec3.ZERO, new Angles(30, 40, 50), new Vec3(2, 3, 5));
        assertEquals(30, full.determinant(), 1e-12);
        assertEquals(-30, Affine3.of(Vec3.ZERO, new Angles(30, 40, 50), new Vec3(-2, 3, 5)).determinant(), 1e-12);
    }

    @Test
    void equalMapsAreEqualBitForBit() {
        Affine3 a = Affine3.of(new Vec3(1, 2, 3), new Angles(180, 0, 0), new Vec3(-1, 1, 1));
        Affine3 b = Affine3.of(new Vec3(1, 2, 3), new Angles(0, 0, 0), new Vec3(1, -1, 1));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, Affine3.of(new Vec3(1, 2, 4), new Angles(180, 0, 0), new Vec3(-1, 1, 1)));
        assertNotEquals(a, Affine3.of(new Vec3(1, 2, 3), new Angles(180, 0, 0), new Vec3(-1, 1, 2)));
        assertNotEquals(a, "a map");
        assertEquals(Affine3.IDENTITY, Affine3.translation(Vec3.ZERO));
        // −0 entries (a zero times a mirror) are stored as 0
        Affine3 mirrored = Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(-1, -1, -1));
        assertEquals(Double.doubleToRawLongBits(0.0), Double.doubleToRawLongBits(mirrored.at(0, 1)));
        assertEquals(Double.doubleToRawLongBits(0.0), Double.doubleToRawLongBits(mirrored.compose(Affine3.IDENTITY).at(1, 2)));
        assertNotEquals(Affine3.IDENTITY.hashCode(), Affine3.translation(new Vec3(0, 0, 1)).hashCode());
    }

    @Test
    void aMapWhoseEntriesHashToZeroHashesLikeAnyOther() {
        // scale (1, 1, z) with z chosen so that the nine entries hash to 0 as java.util.Arrays hashes them
        double[] leading = {1, 0, 0, 0, 1, 0, 0, 0};
        int h = 1;
        for (double v : leading) {
            long bits = Double.doubleToLongBits(v);
            h = 31 * h + (int) (bits ^ (bits >>> 32));
        }
        long high = 0x3FF0_0000L;
        double z = Double.longBitsToDouble(high << 32 | ((-31 * h) ^ high) & 0xFFFF_FFFFL);
        Affine3 a = Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1, 1, z));
        Affine3 b = Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1, 1, z));
        assertEquals(0, java.util.Arrays.hashCode(new double[] {a.at(0, 0), a.at(0, 1), a.at(0, 2), a.at(1, 0), a.at(1, 1),
            a.at(1, 2), a.at(2, 0), a.at(2, 1), a.at(2, 2)}));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
    }

    @Test
    void theInverseTransposeCarriesPlanesAndIsEmptyForFlatOrInfiniteMaps() {
        // inverse transpose of diag(2, 4, 8) turned by pan 90 is the turn with the scales inverted
        Affine3 m = Affine3.of(Vec3.ZERO, new Angles(90, 0, 0), new Vec3(2, 4, 8));
        assertArrayEquals(new double[] {0, -0.25, 0, 0.5, 0, 0, 0, 0, 0.125}, m.inverseTransposeLinear().orElseThrow(), 1e-15);
        Affine3 turned = Affine3.of(Vec3.ZERO, new Angles(30, 40, 50), new Vec3(2, 3, 5));
        double[] n = turned.inverseTransposeLinear().orElseThrow();
        // Lᵀ · L⁻ᵀ is the identity
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                double sum = 0;
                for (int k = 0; k < 3; k++) {
                    sum += turned.at(k, r) * n[k * 3 + c];
                }
                assertEquals(r == c ? 1 : 0, sum, 1e-12, r + "," + c);
            }
        }
        assertEquals(Optional.empty(), Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1, 0, 1)).inverseTransposeLinear());
        assertEquals(Optional.empty(), Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1e200, 1e200, 1e200))
                .inverseTransposeLinear());
        assertEquals(Optional.empty(), Affine3.of(new Vec3(Double.NaN, 0, 0), Angles.ZERO, Vec3.ONE).inverseTransposeLinear());
        // finite determinant (1e-290), but a cofactor over it (1/1e-310) overflows
        assertEquals(Optional.empty(), Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1e-310, 1e10, 1e10))
                .inverseTransposeLinear());
        assertEquals(Optional.empty(), Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1e10, 1e10, 1e-310))
                .inverseTransposeLinear());
    }

    @Test
    void finiteMeansEveryNumber() {
        assertTrue(Affine3.IDENTITY.isFinite());
        assertFalse(Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1, Double.POSITIVE_INFINITY, 1)).isFinite());
        assertFalse(Affine3.translation(new Vec3(0, 0, Double.NaN)).isFinite());
        for (int i = 0; i < 3; i++) {
            double[] c = {0, 0, 0};
            c[i] = Double.NaN;
            Vec3 v = new Vec3(c[0], c[1], c[2]);
            assertFalse(v.isFinite(), "vec " + i);
            assertFalse(new Angles(c[0], c[1], c[2]).isFinite(), "angles " + i);
            assertFalse(new Placement(v, Angles.ZERO, Vec3.ONE).isFinite());
            assertFalse(new Placement(Vec3.ZERO, new Angles(c[0], c[1], c[2]), Vec3.ONE).isFinite());
            assertFalse(new Placement(Vec3.ZERO, Angles.ZERO, v).isFinite());
        }
        assertTrue(Placement.IDENTITY.isFinite());
        assertEquals(Affine3.IDENTITY, Placement.IDENTITY.toAffine());
        for (int i = 0; i < 8; i++) {
            double[] c = new double[8];
            c[i] = Double.POSITIVE_INFINITY;
            assertFalse(new TextureVectors(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]).isFinite(), "axis value " + i);
        }
        assertTrue(new TextureVectors(1, 0, 0, -96, 0, -1, 0, -64).isFinite());
        assertEquals("(pan 1.0 tilt 2.0 roll 3.0)", new Angles(1, 2, 3).toString());
        assertEquals(5, new Vec3(3, 4, 0).length());
        assertEquals(9, new Vec3(1, 2, 3).dot(new Vec3(3, 1, 4 / 3.0)), 1e-12);
    }

    @Test
    void aTransformFoldsOnlyWhenEveryNumberIsFiniteAndBothScalesInvert() {
        assertTrue(WedTextureMapping.isIdentity(TextureTransform.IDENTITY));
        double[] identity = {0, 0, 0, 1, 1};
        for (int i = 0; i < 5; i++) {
            double[] t = identity.clone();
            t[i] = 0.5;
            assertFalse(WedTextureMapping.isIdentity(new TextureTransform(t[0], t[1], t[2], t[3], t[4])), "value " + i);
            assertTrue(WedTextureMapping.foldable(new TextureTransform(t[0], t[1], t[2], t[3], t[4])), "value " + i);
            for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY}) {
                t[i] = bad;
                assertFalse(WedTextureMapping.foldable(new TextureTransform(t[0], t[1], t[2], t[3], t[4])), i + " " + bad);
            }
        }
        assertFalse(WedTextureMapping.foldable(new TextureTransform(0, 0, 0, 0, 1)));
        assertFalse(WedTextureMapping.foldable(new TextureTransform(0, 0, 0, 1, 1e-320)));
        assertTrue(WedTextureMapping.foldable(new TextureTransform(0, 0, 0, -2, 1e-300)));
    }

    @Test
    void aTurnOfTheTextureFoldsIntoBothAxesAndTheirConstants() {
        // rotation 30, scale (1, 1), no offset: u' = c·u − s·v, v' = s·u + c·v over every coefficient
        TextureVectors t = new TextureVectors(1, 2, 3, 4, 5, 6, 7, 8);
        double c = Math.cos(Math.toRadians(30));
        double s = Math.sin(Math.toRadians(30));
        TextureVectors f = WedTextureMapping.fold(t, new TextureTransform(0, 0, 30, 1, 1));
        double[] u = {1, 2, 3, 4};
        double[] v = {5, 6, 7, 8};
        double[] got1 = {f.t1().x(), f.t1().y(), f.t1().z(), f.t1().offset()};
        double[] got2 = {f.t2().x(), f.t2().y(), f.t2().z(), f.t2().offset()};
        for (int i = 0; i < 4; i++) {
            assertEquals(c * u[i] - s * v[i], got1[i], 1e-12, "t1 " + i);
            assertEquals(s * u[i] + c * v[i], got2[i], 1e-12, "t2 " + i);
        }
        // every number at once, none of them 1: each coefficient turned, then divided by its scale
        TextureVectors g = new TextureVectors(2, 3, 5, 7, 11, 13, 17, 19);
        TextureVectors h = WedTextureMapping.fold(g, new TextureTransform(0.5, -0.25, 30, 4, -8));
        double[] gu = {2, 3, 5, 7};
        double[] gv = {11, 13, 17, 19};
        double[] h1 = {h.t1().x(), h.t1().y(), h.t1().z(), h.t1().offset()};
        double[] h2 = {h.t2().x(), h.t2().y(), h.t2().z(), h.t2().offset()};
        for (int i = 0; i < 4; i++) {
            assertEquals((c * gu[i] - s * gv[i]) / 4 + (i == 3 ? 0.5 : 0), h1[i], 1e-12, "t1 " + i);
            assertEquals((s * gu[i] + c * gv[i]) / -8 + (i == 3 ? -0.25 : 0), h2[i], 1e-12, "t2 " + i);
        }
        // only an offset: the constants move, nothing else
        assertEquals(new TextureVectors(1, 2, 3, 5, 5, 6, 7, 8), WedTextureMapping.fold(t, new TextureTransform(1, 0, 0, 1, 1)));
        assertEquals(new TextureVectors(1, 2, 3, 4, 5, 6, 7, 10), WedTextureMapping.fold(t, new TextureTransform(0, 2, 0, 1, 1)));
        assertEquals(new TextureVectors(0.5, 1, 1.5, 2, 5, 6, 7, 8), WedTextureMapping.fold(t, new TextureTransform(0, 0, 0, 2, 1)));
        assertEquals(new TextureVectors(1, 2, 3, 4, 2.5, 3, 3.5, 4), WedTextureMapping.fold(t, new TextureTransform(0, 0, 0, 1, 2)));
    }

    @Test
    void aPathCountsThreeTripletsANodeAndTwoAnEdge() {
        PathNode node = new PathNode(Vec3.ZERO, List.of(0.0, 0.0, 0.0, 0.0, 0.0, 0.0));
        LevelPath p = new LevelPath(RawString.of("p"), List.of(node, node), List.of(new PathEdge(1, 2, 1, 0, 0, 0)));
        assertEquals(8, p.tripletCount());
        PathEdge edge = new PathEdge(1, 2, 1, 0, 0, 0);
        assertEquals(3 * 3 + 2 * 2, new LevelPath(RawString.of("q"), List.of(node, node, node), List.of(edge, edge)).tripletCount());
        assertThrows(IllegalArgumentException.class, () -> new PathNode(Vec3.ZERO, List.of(0.0)));
    }
}
