package dev.mapharness.reports.picture;

import dev.mapharness.format.MapModel;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import dev.mapharness.wwd.WwdLevel;
import java.util.List;
import java.util.Objects;

/**
 * Draws a map model as PNG pictures for reports, with divergences highlighted.
 *
 * <ul>
 * <li>1WVR, 4WVR, 8WVR: {@code relief}, {@code materials}, {@code objects}; OPRW also {@code roads}.</li>
 * <li>WWD: one {@code plane} per plane, objects on the main plane; Tiled: one {@code plane} per
 *     tile layer, objects on the first (or one {@code objects} picture when there is no tile layer).</li>
 * <li>WMP (text and binary) and $$M: one top-down {@code objects} picture.</li>
 * </ul>
 * Pictures are at most {@link #MAX_SIDE} pixels on the longer side, small grids are enlarged to at
 * least {@link #MIN_SIDE}; the same model and marks give the same bytes. Memory is bounded by the
 * pictures: a big grid is sampled, never copied or drawn at full size.
 */
public final class MapPictures {
    public static final int MAX_SIDE = 1024;
    /** Small maps are enlarged by a whole factor to at least this many pixels on the longer side. */
    public static final int MIN_SIDE = 256;

    private MapPictures() {
    }

    public static List<Picture> draw(MapModel model, Marks marks) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(marks, "marks");
        if (model instanceof Wvr1World w) {
            return TerrainPictures.draw(TerrainViews.of(w), marks);
        }
        if (model instanceof Wvr4World w) {
            return TerrainPictures.draw(TerrainViews.of(w), marks);
        }
        if (model instanceof Wvr8World w) {
            return TerrainPictures.draw(TerrainViews.of(w), marks);
        }
        if (model instanceof OprwWorld w) {
            return TerrainPictures.draw(TerrainViews.of(w), marks);
        }
        if (model instanceof WwdLevel w) {
            return LevelPlanes.draw(w, marks);
        }
        if (model instanceof TiledMap m) {
            return LevelPlanes.draw(m, marks);
        }
        if (model instanceof WmpLevel w) {
            return List.of(LevelObjects.draw(w, marks));
        }
        if (model instanceof WmpbLevel w) {
            return List.of(LevelObjects.draw(w, marks));
        }
        if (model instanceof MmLevel m) {
            return List.of(LevelObjects.draw(m, marks));
        }
        return List.of();
    }
}
