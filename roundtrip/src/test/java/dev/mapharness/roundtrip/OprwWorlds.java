package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwWorld;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Hand-made OPRW worlds for tests that need one particular shape rather than a generated sample. */
final class OprwWorlds {
    private OprwWorlds() {
    }

    /** A 2 × 2 land grid under a {@code side} × {@code side} terrain of one height: every array compresses to almost nothing. */
    static OprwWorld uniformTerrain(int version, int side) {
        float[] heights = new float[side * side];
        java.util.Arrays.fill(heights, 12.5f);
        return new OprwWorld(version, OprwFeature.APP_ID.in(version) ? OptionalInt.of(107410) : OptionalInt.empty(), 50f,
                ShortGrid.filled(2, 2, (short) 0), ByteGrid.filled(2, 2, (byte) 0), List.of(), ShortGrid.filled(2, 2, (short) 0),
                OprwFeature.RANDOM.in(version) ? Optional.of(ShortGrid.filled(2, 2, (short) 0)) : Optional.empty(),
                OprwFeature.GRASS.in(version) ? Optional.of(ByteGrid.filled(side, side, (byte) 1)) : Optional.empty(),
                OprwFeature.PRIMARY_TEXTURE.in(version) ? Optional.of(ByteGrid.filled(side, side, (byte) 1)) : Optional.empty(),
                FloatGrid.of(side, side, heights), List.of(new OprwMaterial(RawString.EMPTY, 0)), List.of(), List.of(),
                IntGrid.filled(2, 2, 0), IntGrid.filled(2, 2, 0), ByteGrid.filled(2, 2, (byte) 0),
                ByteGrid.filled(side, side, (byte) 0), 0, List.of(), List.of(), List.of(), Blob.EMPTY, Blob.EMPTY);
    }
}
