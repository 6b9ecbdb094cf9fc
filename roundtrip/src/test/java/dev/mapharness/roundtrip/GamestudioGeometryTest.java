package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.gamestudio.Affine3;
import dev.mapharness.gamestudio.Decomposition;
import dev.mapharness.gamestudio.Placement;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.gamestudio.WedTextureMapping;
import org.junit.jupiter.api.Test;

/** What group transforms and texture vectors keep for any placement the editor can make. */
class GamestudioGeometryTest {
    private static final int EXAMPLES = 400;

    @Test
    void identityChangesNothing() {
        Theories.qt(0x6A_0001L, EXAMPLES)
                .forAll(GamestudioGens.points(), GamestudioGens.placements(), GamestudioGens.textureVectors())
                .checkAssert((p, placement, t) -> {
                    assertEquals(Affine3.IDENTITY, Placement.IDENTITY.toAffine(), "identity placement");
                    assertEquals(p, Affine3.IDENTITY.apply(p), "identity moves a point");
                    Affine3 m = placement.toAffine();
                    assertEquals(m, Affine3.IDENTITY.compose(m), "identity after a map");
                    assertEquals(m, m.compose(Affine3.IDENTITY), "identity before a map");
                    assertEquals(t, WedTextureMapping.fold(t, TextureTransform.IDENTITY), "zero alignment");
                    assertEquals(t, t.movedWith(Affine3.IDENTITY).orElseThrow(), "locked texture not moved");
                });
    }

    @Test
    void composingThenApplyingEqualsApplyingInTurn() {
        Theories.qt(0x6A_0002L, EXAMPLES)
                .forAll(GamestudioGens.placements(), GamestudioGens.placements(), GamestudioGens.points())
                .checkAssert((outer, inner, p) -> {
                    Affine3 a = outer.toAffine();
                    Affine3 b = inner.toAffine();
                    assertClose(a.apply(b.apply(p)), a.compose(b).apply(p), "chain of two");
                });
    }

    @Test
    void placementReadsBackAsTheSameMap() {
        Theories.qt(0x6A_0003L, EXAMPLES).forAll(GamestudioGens.placements()).checkAssert(placement -> {
            Affine3 m = placement.toAffine();
            Decomposition d = Decomposition.of(m, placement.scale());
            assertTrue(d.exact(), "one placement is never sheared: " + d);
            assertEquals(placement.position(), d.placement().position(), "position is exact");
            Affine3 back = d.placement().toAffine();
            for (int axis = 0; axis < 3; axis++) {
                assertClose(m.column(axis), back.column(axis), "axis " + axis);
            }
            assertEquals(Math.abs(placement.scale().x()), Math.abs(d.placement().scale().x()), 1e-9, "scale x");
        });
    }

    @Test
    void lockedTextureKeepsEachMovedVertexTexel() {
        Theories.qt(0x6A_0004L, EXAMPLES)
                .forAll(GamestudioGens.textureVectors(), GamestudioGens.points(), GamestudioGens.points(),
                        GamestudioGens.placements())
                .checkAssert((t, vertex, offset, placement) -> {
                    TextureVectors moved = t.movedWith(Affine3.translation(offset)).orElseThrow();
                    Vec3 at = vertex.plus(offset);
                    // a translation keeps the axes and only shifts the constants: exact in eighths of a quant
                    assertEquals(t.u(vertex), moved.u(at), "u after a move");
                    assertEquals(t.v(vertex), moved.v(at), "v after a move");
                    Affine3 m = placement.toAffine();
                    TextureVectors carried = t.movedWith(m).orElseThrow();
                    Vec3 q = m.apply(vertex);
                    assertEquals(t.u(vertex), carried.u(q), tolerance(t.u(vertex), vertex), "u after a placement");
                    assertEquals(t.v(vertex), carried.v(q), tolerance(t.v(vertex), vertex), "v after a placement");
                });
    }

    @Test
    void foldedAlignmentIsTheAlignmentAppliedToTexels() {
        Theories.qt(0x6A_0005L, EXAMPLES)
                .forAll(GamestudioGens.textureVectors(), GamestudioGens.textureTransforms(), GamestudioGens.points())
                .checkAssert((t, a, p) -> {
                    TextureVectors f = WedTextureMapping.fold(t, a);
                    double r = Math.toRadians(a.rotation());
                    double u = (Math.cos(r) * t.u(p) - Math.sin(r) * t.v(p)) / a.scaleX() + a.offsetX();
                    double v = (Math.sin(r) * t.u(p) + Math.cos(r) * t.v(p)) / a.scaleY() + a.offsetY();
                    assertEquals(u, f.u(p), tolerance(u, p) * 32, "u");
                    assertEquals(v, f.v(p), tolerance(v, p) * 32, "v");
                });
    }

    private static double tolerance(double value, Vec3 p) {
        return 1e-9 * (1 + Math.abs(value) + Math.abs(p.x()) + Math.abs(p.y()) + Math.abs(p.z()));
    }

    private static void assertClose(Vec3 expected, Vec3 actual, String what) {
        double eps = tolerance(0, expected);
        assertEquals(expected.x(), actual.x(), eps, what + " x");
        assertEquals(expected.y(), actual.y(), eps, what + " y");
        assertEquals(expected.z(), actual.z(), eps, what + " z");
    }
}
