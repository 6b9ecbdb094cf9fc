package dev.mapharness.gamestudio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Group transforms with numbers worked out by hand (x east, y north, z up). */
class AffineTransformTest {

    @Test
    void panTurnsCounterClockwiseSeenFromAbove() {
        // pan 90: east (1,0,0) becomes north (0,1,0); (x,y,z) -> (-y, x, z), so (1,2,3) -> (-2,1,3)
        Affine3 pan = Affine3.of(Vec3.ZERO, new Angles(90, 0, 0), Vec3.ONE);
        assertEquals(new Vec3(0, 1, 0), pan.apply(new Vec3(1, 0, 0)));
        assertEquals(new Vec3(-2, 1, 3), pan.apply(new Vec3(1, 2, 3)));
    }

    @Test
    void positiveTiltLiftsTheFacingDirection() {
        // tilt 90: facing (1,0,0) points straight up (0,0,1); up (0,0,1) tips back to (-1,0,0)
        Affine3 tilt = Affine3.of(Vec3.ZERO, new Angles(0, 90, 0), Vec3.ONE);
        assertEquals(new Vec3(0, 0, 1), tilt.apply(new Vec3(1, 0, 0)));
        assertEquals(new Vec3(-1, 0, 0), tilt.apply(new Vec3(0, 0, 1)));
    }

    @Test
    void positiveRollIsRightHandedAboutTheFacingDirection() {
        // roll 90 about +x: left (0,1,0) rises to (0,0,1); up (0,0,1) goes to right (0,-1,0)
        Affine3 roll = Affine3.of(Vec3.ZERO, new Angles(0, 0, 90), Vec3.ONE);
        assertEquals(new Vec3(0, 0, 1), roll.apply(new Vec3(0, 1, 0)));
        assertEquals(new Vec3(0, -1, 0), roll.apply(new Vec3(0, 0, 1)));
    }

    @Test
    void memberIsScaledThenTurnedThenMoved() {
        // (1,0,0) scaled by 2 -> (2,0,0); pan 90 -> (0,2,0); + (10,20,30) -> (10,22,30)
        Affine3 group = Affine3.of(new Vec3(10, 20, 30), new Angles(90, 0, 0), new Vec3(2, 2, 2));
        assertEquals(new Vec3(10, 22, 30), group.apply(new Vec3(1, 0, 0)));
    }

    @Test
    void chainComposesOutermostFirst() {
        Affine3 outer = Affine3.of(new Vec3(100, 0, 0), new Angles(180, 0, 0), Vec3.ONE);
        Affine3 inner = Affine3.of(new Vec3(0, 10, 0), new Angles(0, 90, 0), new Vec3(1, 1, 3));
        // inner: (1,0,1) scaled (1,1,3) -> (1,0,3); tilt 90 maps (x,y,z) -> (-z,y,x): (-3,0,1); + (0,10,0) -> (-3,10,1)
        // outer: pan 180 maps (x,y,z) -> (-x,-y,z): (3,-10,1); + (100,0,0) -> (103,-10,1)
        Vec3 p = new Vec3(1, 0, 1);
        assertEquals(new Vec3(-3, 10, 1), inner.apply(p));
        assertEquals(new Vec3(103, -10, 1), outer.compose(inner).apply(p));
    }

    @Test
    void decomposingAChainGivesItsTurnsAndScales() {
        Affine3 outer = Affine3.of(new Vec3(100, 0, 0), new Angles(180, 0, 0), Vec3.ONE);
        Affine3 inner = Affine3.of(new Vec3(0, 10, 0), new Angles(0, 90, 0), new Vec3(1, 1, 3));
        // linear part: Rz(180)·Rlift(90)·diag(1,1,3) = [0 0 3; 0 -1 0; 1 0 0];
        // columns (0,0,1), (0,-1,0), (3,0,0): scale (1,1,3); tilt = asin(1) = 90, at the pole roll 0 and
        // pan = atan2(-m01, m11) = atan2(0, -1) = 180; position = outer(0,10,0) = (100,-10,0)
        Decomposition d = Decomposition.of(outer.compose(inner), Vec3.ONE);
        assertTrue(d.exact());
        assertEquals(new Placement(new Vec3(100, -10, 0), new Angles(180, 90, 0), new Vec3(1, 1, 3)), d.placement());
    }

    @Test
    void nonUniformScaleAboveASquareTurnSwapsTheAxes() {
        // diag(2,1,1)·Rz(90) = [0 -2 0; 1 0 0; 0 0 1]: the member's x axis is (0,1,0) with length 1, its y
        // axis (-2,0,0) with length 2, so the member reads as scale (1,2,1) turned by pan 90, no shear
        Affine3 parent = Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(2, 1, 1));
        Affine3 member = Affine3.of(Vec3.ZERO, new Angles(90, 0, 0), Vec3.ONE);
        Decomposition d = Decomposition.of(parent.compose(member), Vec3.ONE);
        assertTrue(d.exact());
        assertEquals(new Placement(Vec3.ZERO, new Angles(90, 0, 0), new Vec3(1, 2, 1)), d.placement());
    }

    @Test
    void nonUniformScaleAboveAnOddTurnShears() {
        // diag(2,1,1)·Rz(45): x axis (2c, s, 0) and y axis (-2s, c, 0) with c = s = √½ have the dot
        // product -4cs + cs = -1.5 ≠ 0: not a turn times a scale
        Affine3 parent = Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(2, 1, 1));
        Affine3 member = Affine3.of(Vec3.ZERO, new Angles(45, 0, 0), Vec3.ONE);
        Decomposition d = Decomposition.of(parent.compose(member), Vec3.ONE);
        assertTrue(d.sheared());
        assertFalse(d.exact());
    }

    @Test
    void mirroredScaleKeepsTheSignItWasGiven() {
        // diag(-1,1,1): hint (1,-1,1) agrees with det -1, so y is negative and the turn is
        // diag(-1,1,1)·diag(1,-1,1) = diag(-1,-1,1) = pan 180
        Affine3 mirror = Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(-1, 1, 1));
        assertEquals(new Placement(Vec3.ZERO, Angles.ZERO, new Vec3(-1, 1, 1)),
                Decomposition.of(mirror, new Vec3(-1, 1, 1)).placement());
        assertEquals(new Placement(Vec3.ZERO, new Angles(180, 0, 0), new Vec3(1, -1, 1)),
                Decomposition.of(mirror, new Vec3(1, -1, 1)).placement());
        // a hint that disagrees with the handedness (all positive, det -1) gives x the flip
        assertEquals(new Placement(Vec3.ZERO, Angles.ZERO, new Vec3(-1, 1, 1)),
                Decomposition.of(mirror, Vec3.ONE).placement());
    }

    @Test
    void anglesOutsideTheirRangesComeBackAsTheSameTurn() {
        // (pan 0, tilt 120) faces (cos120, 0, sin120) = (-½, 0, √¾): that is pan 180, tilt 60; its up axis
        // (-sin120, 0, cos120) = (-√¾, 0, -½) points down, which pan 180 tilt 60 reaches only with roll 180
        Placement p = Decomposition.of(Affine3.of(Vec3.ZERO, new Angles(0, 120, 0), Vec3.ONE), Vec3.ONE).placement();
        assertEquals(180, p.angles().pan(), 1e-9);
        assertEquals(60, p.angles().tilt(), 1e-9);
        assertEquals(180, p.angles().roll(), 1e-9);
        // pan -90 comes back as 270, exactly
        assertEquals(new Angles(270, 0, 0),
                Decomposition.of(Affine3.of(Vec3.ZERO, new Angles(-90, 0, 0), Vec3.ONE), Vec3.ONE).placement().angles());
    }

    @Test
    void flattenedAxisStillHasATurnAndTwoFlattenedAxesAreDegenerate() {
        // scale (0,1,1) pan 90: y axis (-1,0,0), z axis (0,0,1); x completes them as y × z = (0,1,0): pan 90
        Decomposition flat = Decomposition.of(Affine3.of(Vec3.ZERO, new Angles(90, 0, 0), new Vec3(0, 1, 1)), Vec3.ONE);
        assertTrue(flat.exact());
        assertEquals(new Placement(Vec3.ZERO, new Angles(90, 0, 0), new Vec3(0, 1, 1)), flat.placement());
        assertTrue(Decomposition.of(Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(0, 0, 1)), Vec3.ONE).degenerate());
    }

    @Test
    void aFlattenedYOrZAxisIsCompletedFromTheOtherTwo() {
        // scale (1,0,1) pan 90: x (0,1,0), z (0,0,1): y = z × x = (−1,0,0), pan 90
        Decomposition y = Decomposition.of(Affine3.of(Vec3.ZERO, new Angles(90, 0, 0), new Vec3(1, 0, 1)), Vec3.ONE);
        assertEquals(new Placement(Vec3.ZERO, new Angles(90, 0, 0), new Vec3(1, 0, 1)), y.placement());
        assertFalse(y.degenerate());
        Decomposition z = Decomposition.of(Affine3.of(Vec3.ZERO, new Angles(0, 0, 90), new Vec3(1, 1, 0)), Vec3.ONE);
        assertEquals(new Placement(Vec3.ZERO, new Angles(0, 0, 90), new Vec3(1, 1, 0)), z.placement());
        // an infinite axis has no direction either
        Decomposition inf = Decomposition.of(Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(Double.POSITIVE_INFINITY, 1, 1)),
                Vec3.ONE);
        assertEquals(new Angles(0, 0, 0), inf.placement().angles());
        assertFalse(inf.degenerate());
        // two flat axes: no turn, the position kept, scale as the lengths say
        Decomposition flat = Decomposition.of(Affine3.of(new Vec3(1, 2, 3), new Angles(90, 0, 0), new Vec3(0, 2, 0)),
                new Vec3(1, -1, 1));
        assertEquals(new Placement(new Vec3(1, 2, 3), Angles.ZERO, new Vec3(0, -2, 0)), flat.placement());
        assertTrue(flat.degenerate());
        assertFalse(flat.sheared());
        assertFalse(flat.exact());
    }

    @Test
    void aFlatMapKeepsTheSignsItWasGiven() {
        // det 0: the hint is taken as it is, x negative
        Decomposition d = Decomposition.of(Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(-2, 0, 1)), new Vec3(-1, 1, 1));
        assertEquals(new Placement(Vec3.ZERO, Angles.ZERO, new Vec3(-2, 0, 1)), d.placement());
        // a zero or −0 hint counts as positive
        Decomposition z = Decomposition.of(Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(2, 3, 4)), new Vec3(0, -0.0, 0));
        assertEquals(new Placement(Vec3.ZERO, Angles.ZERO, new Vec3(2, 3, 4)), z.placement());
        // a hint agreeing with a positive determinant: two mirrors are a half turn
        Decomposition two = Decomposition.of(Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1, -1, -1)), new Vec3(1, -1, -1));
        assertEquals(new Placement(Vec3.ZERO, Angles.ZERO, new Vec3(1, -1, -1)), two.placement());
        Decomposition turned = Decomposition.of(Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1, -1, -1)), Vec3.ONE);
        assertEquals(new Placement(Vec3.ZERO, new Angles(0, 0, 180), Vec3.ONE), turned.placement());
    }

    @Test
    void shearBetweenEitherPairOfAxesIsSeen() {
        // x against z: a non-uniform scale above a tilt
        Affine3 xz = Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(2, 1, 1)).compose(Affine3.of(Vec3.ZERO, new Angles(0, 45, 0),
                Vec3.ONE));
        assertTrue(Decomposition.of(xz, Vec3.ONE).sheared());
        // y against z: above a roll
        Affine3 yz = Affine3.of(Vec3.ZERO, Angles.ZERO, new Vec3(1, 2, 1)).compose(Affine3.of(Vec3.ZERO, new Angles(0, 0, 45),
                Vec3.ONE));
        assertTrue(Decomposition.of(yz, Vec3.ONE).sheared());
        // a turn alone is not sheared, and its angles are tidied to six decimals
        Decomposition d = Decomposition.of(Affine3.of(Vec3.ZERO, new Angles(45, 30, 10), new Vec3(1.5, 1.5, 1.5)), Vec3.ONE);
        assertFalse(d.sheared());
        assertEquals(new Placement(Vec3.ZERO, new Angles(45, 30, 10), new Vec3(1.5, 1.5, 1.5)), d.placement());
    }

    @Test
    void tidyTakesOnlyWhatIsWithinOneBillionthOfAMillionth() {
        assertEquals(45, Decomposition.tidy(45.00000000000001));
        assertEquals(0.000001, Decomposition.tidy(0.0000010000000005));
        assertEquals(0.0000015, Decomposition.tidy(0.0000015));
        assertEquals(1.0000000011, Decomposition.tidy(1.0000000011));
        assertEquals(1.0, Decomposition.tidy(1.0000000009));
        assertEquals(Double.doubleToRawLongBits(0.0), Double.doubleToRawLongBits(Decomposition.tidy(-1e-12)));
        assertEquals(1e303, Decomposition.tidy(1e303));
        assertEquals(Double.NaN, Decomposition.tidy(Double.NaN));
        // exactly one billionth away is not within it
        assertEquals(1e-9, Decomposition.tidy(1e-9));
        assertEquals(-1e-9, Decomposition.tidy(-1e-9));
    }
}
