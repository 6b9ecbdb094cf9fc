package dev.mapharness.roundtrip;

import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * {@link GridSizes#mixed} without the grids near 1024 × 1024. A migration property runs two or
 * three codecs and migrations per example, and a failing one shrinks through many large worlds;
 * migration properties run their one large example on its own ({@link GridSizes#large}).
 */
public final class MigrationGridSizes {
    private MigrationGridSizes() {
    }

    public static Gen<GridSize> mixed() {
        return Generate.frequency(
                Pair.of(10, GridSizes.of(1, 1)),
                Pair.of(50, GridSizes.small(8)),
                Pair.of(20, GridSizes.small(40)),
                Pair.of(15, GridSizes.thin(300)));
    }
}
