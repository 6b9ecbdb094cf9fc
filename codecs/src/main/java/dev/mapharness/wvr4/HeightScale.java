package dev.mapharness.wvr4;

/**
 * Metres per unit of the 16-bit heights of 1WVR and 4WVR worlds.
 *
 * <p>The engine multiplies by 0.045 ({@code LANDDATA_SCALE} in Bohemia's released Poseidon
 * source; community tools divide by 22.222). The seed document says 0.05, which is wrong for the
 * engine but is what some early tools assumed; it stays available as {@link #SEED}.
 */
public enum HeightScale {
    ENGINE(0.045),
    SEED(0.05);

    private final double metresPerUnit;

    HeightScale(double metresPerUnit) {
        this.metresPerUnit = metresPerUnit;
    }

    public double metresPerUnit() {
        return metresPerUnit;
    }

    public float toMetres(short raw) {
        return (float) (raw * metresPerUnit);
    }
}
