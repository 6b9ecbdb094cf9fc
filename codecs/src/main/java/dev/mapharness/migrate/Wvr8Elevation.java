package dev.mapharness.migrate;

import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr8.Wvr8World;

/**
 * 8WVR elevations (float metres on the terrain grid) as 4WVR raw heights (16 bits on the land grid).
 *
 * <p>Sampling: the terrain grid equal to the land grid is taken as it is; k times the land grid in
 * both directions, every k-th sample (land cell (i, j) = terrain sample (k·i, k·j)); any other size
 * is resampled bilinearly at (i · terrainX / landX, j · terrainY / landY), clamped to the edge.
 *
 * <p>Conversion: round(metres / scale), clamped to int16; NaN becomes 0. A cell is rounded when its
 * height read back as 4WVR (raw × scale as a float) differs from the sampled one, so heights that came
 * from 4WVR count as exact.
 */
final class Wvr8Elevation {
    private Wvr8Elevation() {
    }

    static ShortGrid toRawHeights(Wvr8World source, HeightScale scale, LossReport.Builder report) {
        FloatGrid terrain = source.elevation();
        int lw = source.landWidth();
        int lh = source.landHeight();
        int tw = terrain.width();
        int th = terrain.height();
        double[] metres = new double[lw * lh];
        if (tw == lw && th == lh) {
            for (int c = 0; c < metres.length; c++) {
                metres[c] = terrain.at(c);
            }
        } else if (tw % lw == 0 && th % lh == 0 && tw / lw == th / lh) {
            int k = tw / lw;
            for (int j = 0; j < lh; j++) {
                for (int i = 0; i < lw; i++) {
                    metres[j * lw + i] = terrain.get(i * k, j * k);
                }
            }
            report.lost(MigrationRules.ELEVATION_RESAMPLED, "elevation", "the terrain grid " + tw + " × " + th + " is " + k + " times the land grid "
                    + lw + " × " + lh + "; every " + k + "-th sample kept, " + ((long) tw * th - (long) lw * lh)
                    + " samples dropped");
        } else {
            Bilinear.Samples samples = terrain::get;
            for (int j = 0; j < lh; j++) {
                for (int i = 0; i < lw; i++) {
                    metres[j * lw + i] = Bilinear.sample(samples, tw, th, i * (double) tw / lw, j * (double) th / lh);
                }
            }
            report.lost(MigrationRules.ELEVATION_RESAMPLED, "elevation", "the terrain grid " + tw + " × " + th + " resampled bilinearly to the land grid "
                    + lw + " × " + lh);
        }

        short[] raw = new short[metres.length];
        int nan = 0;
        int clamped = 0;
        int rounded = 0;
        double largestError = 0;
        for (int c = 0; c < metres.length; c++) {
            double m = metres[c];
            if (Double.isNaN(m)) {
                nan++;
                continue;
            }
            long r = Math.round(m / scale.metresPerUnit());
            if (r < Short.MIN_VALUE || r > Short.MAX_VALUE) {
                clamped++;
                raw[c] = (short) (r < 0 ? Short.MIN_VALUE : Short.MAX_VALUE);
                continue;
            }
            raw[c] = (short) r;
            double error = Math.abs(m - scale.toMetres(raw[c]));
            if (error > 0) {
                rounded++;
                largestError = Math.max(largestError, error);
            }
        }
        if (nan > 0) {
            report.lost(MigrationRules.ELEVATION_NAN_ZEROED, "elevation", nan + " NaN heights became 0");
        }
        if (clamped > 0) {
            report.lost(MigrationRules.ELEVATION_CLAMPED, "elevation", clamped + " heights outside " + Short.MIN_VALUE * scale.metresPerUnit() + " .. "
                    + Short.MAX_VALUE * scale.metresPerUnit() + " m clamped to that range");
        }
        if (rounded > 0) {
            report.lost(MigrationRules.ELEVATION_ROUNDED, "elevation", rounded + " heights rounded to steps of " + scale.metresPerUnit()
                    + " m; largest error " + largestError + " m");
        }
        return ShortGrid.wrap(lw, lh, raw);
    }
}
