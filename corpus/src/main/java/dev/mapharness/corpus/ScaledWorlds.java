package dev.mapharness.corpus;

import dev.mapharness.mm.MmLevel;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wwd.WwdLevel;
import java.util.Random;

/**
 * The corpus's world generators at sizes of the caller's choosing, for code outside the corpus
 * (benchmarks) that needs the same plausible worlds far larger than the committed files. Each
 * method is deterministic for its seed and arguments; what the corpus itself writes does not go
 * through here.
 */
public final class ScaledWorlds {
    private ScaledWorlds() {
    }

    /**
     * An OPRW world of {@code version}: a {@code land} × {@code land} land grid, the terrain grid
     * {@code refine} times finer, {@code objects} objects, a road of {@code roadLinks} links and a
     * river of {@code riverPoints} points.
     */
    public static OprwWorld oprw(long seed, int version, int land, int refine, int objects, int roadLinks, int riverPoints) {
        return OprwWorlds.oprw(version, new Random(seed), land, refine, objects, roadLinks, riverPoints);
    }

    /**
     * A Claw-style level with a small wrapping background plane, a {@code wide} × {@code high}
     * action plane holding {@code objects} objects and a front plane of the same size.
     */
    public static WwdLevel wwd(long seed, boolean compressed, int wide, int high, int objects, int tileProperties) {
        return WwdLevels.level(new Random(seed), compressed, wide, high, objects, tileProperties);
    }

    /** A 4WVR world of {@code width} × {@code height} cells with {@code objects} objects. */
    public static Wvr4World wvr4(long seed, int width, int height, int objects) {
        return WvrWorlds.wvr4(new Random(seed), width, height, objects);
    }

    /** A text WMP with {@code blocks} boxes, {@code models} models and groups {@code depth} levels deep. */
    public static WmpLevel wmp(long seed, int blocks, int models, int depth) {
        return GamestudioLevels.wmp(new Random(seed), blocks, models, depth);
    }

    /** A {@code $$M} with {@code blocks} boxes and {@code entities} entities besides one item of every other type. */
    public static MmLevel mm(long seed, int blocks, int entities) {
        return GamestudioLevels.mm(new Random(seed), blocks, entities);
    }
}
