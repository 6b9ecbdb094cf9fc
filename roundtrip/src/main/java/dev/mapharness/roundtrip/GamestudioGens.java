package dev.mapharness.roundtrip;

import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.Placement;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Gamestudio level geometry: points in quants, pan/tilt/roll (square turns often, since editors snap
 * to them), scales (mirrors included, never zero), texture vectors and alignments.
 */
public final class GamestudioGens {
    private GamestudioGens() {
    }

    /** A coordinate in eighths of a quant within ±8192. */
    public static Gen<Double> coordinates() {
        return Generate.range(-65_536, 65_536).map(i -> i / 8.0);
    }

    public static Gen<Vec3> points() {
        Gen<Double> c = coordinates();
        return c.zip(c, c, Vec3::new);
    }

    /** Multiples of 90°, whole degrees of any sign, and tenths. */
    public static Gen<Double> angles() {
        return Generate.oneOf(
                Generate.range(-8, 8).map(q -> q * 90.0),
                Generate.range(-720, 720).map(Integer::doubleValue),
                Generate.range(-3600, 3600).map(t -> t / 10.0));
    }

    public static Gen<Angles> turns() {
        Gen<Double> a = angles();
        return a.zip(a, a, Angles::new);
    }

    /** Non-zero scale factors in sixteenths between 1/16 and 8, either sign. */
    public static Gen<Double> scaleFactors() {
        Gen<Double> magnitude = Generate.oneOf(Generate.constant(1.0), Generate.range(1, 128).map(i -> i / 16.0));
        return magnitude.zip(Generate.booleans(), (m, negative) -> negative ? -m : m);
    }

    public static Gen<Vec3> scales() {
        Gen<Double> s = Generate.oneOf(scaleFactors(), Generate.constant(1.0));
        Gen<Vec3> anyAxes = s.zip(s, s, Vec3::new);
        Gen<Vec3> uniform = scaleFactors().map(f -> new Vec3(f, f, f));
        return Generate.oneOf(anyAxes, uniform);
    }

    public static Gen<Placement> placements() {
        return points().zip(turns(), scales(), Placement::new);
    }

    /** Texture vectors with axes of small whole or halved components and a constant in texels. */
    public static Gen<TextureVectors> textureVectors() {
        Gen<Double> axis = Generate.range(-4, 4).map(i -> i / 2.0);
        Gen<Double> constant = Generate.range(-512, 512).map(Integer::doubleValue);
        Gen<double[]> u = axis.zip(axis, axis, constant, (a, b, c, d) -> new double[] {a, b, c, d});
        return u.zip(u, (a, b) -> new TextureVectors(a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]));
    }

    public static Gen<TextureTransform> textureTransforms() {
        Gen<Double> offset = Generate.range(-256, 256).map(Integer::doubleValue);
        return offset.zip(offset, angles(), scaleFactors(), scaleFactors(),
                (ox, oy, r, sx, sy) -> new TextureTransform(ox, oy, r, sx, sy));
    }
}
