package dev.mapharness.bench;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Deterministic 4WVR worlds of a given side for benchmarks: rolling heights, a handful of
 * textures and one object per 64 cells, roughly the density of a real island.
 */
final class GeneratedWvr4Worlds {
    private static final int TEXTURES = 24;

    private GeneratedWvr4Worlds() {
    }

    static Wvr4World square(int side) {
        SplittableRandom random = new SplittableRandom(side);
        short[] heights = new short[side * side];
        short[] textures = new short[side * side];
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                heights[y * side + x] = (short) (2000 * Math.sin(x * 0.02) * Math.cos(y * 0.03) + random.nextInt(-50, 50));
                textures[y * side + x] = (short) (1 + random.nextInt(TEXTURES));
            }
        }
        List<FixedString> names = new ArrayList<>(Wvr4World.TEXTURE_SLOTS);
        for (int i = 0; i < Wvr4World.TEXTURE_SLOTS; i++) {
            String name = i == 0 ? "LandText\\mo.pac" : i <= TEXTURES ? "LandText\\t" + i + ".pac" : "";
            names.add(FixedString.padded(name, Wvr4World.TEXTURE_NAME_LENGTH));
        }
        List<Wvr4Object> objects = new ArrayList<>();
        for (int i = 0; i < side * side / 64; i++) {
            Transform at = Transform.headingAt(random.nextDouble(360), random.nextInt(side * 50), 0, random.nextInt(side * 50));
            objects.add(new Wvr4Object(at, i, FixedString.padded("data3d\\strom_" + (i % 7) + ".p3d", Wvr4Object.NAME_LENGTH)));
        }
        Wvr4Object terminator = new Wvr4Object(Transform.IDENTITY, 0, FixedString.padded("", Wvr4Object.NAME_LENGTH));
        return new Wvr4World(ShortGrid.wrap(side, side, heights), ShortGrid.wrap(side, side, textures),
                names, objects, Optional.of(terminator), Blob.EMPTY);
    }
}
