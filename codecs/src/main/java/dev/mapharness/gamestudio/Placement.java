package dev.mapharness.gamestudio;

/**
 * Position, angles and scale of one object or group, as WED shows them and $$M stores an entity's
 * final values.
 */
public record Placement(Vec3 position, Angles angles, Vec3 scale) {
    public static final Placement IDENTITY = new Placement(Vec3.ZERO, Angles.ZERO, Vec3.ONE);

    public Affine3 toAffine() {
        return Affine3.of(position, angles, scale);
    }

    public boolean isFinite() {
        return position.isFinite() && angles.isFinite() && scale.isFinite();
    }
}
