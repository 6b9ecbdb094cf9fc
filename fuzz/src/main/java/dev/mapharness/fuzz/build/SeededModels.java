package dev.mapharness.fuzz.build;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.diff.ModelComparator;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Models made by the structured fuzz targets' builders from a seeded random source instead of a
 * fuzzer's bytes ({@link SeededDataProvider}):
 * model {@code index} of {@code seed} is the same on every machine and every run (SplittableRandom's
 * sequence is fixed by its seed), so a case made from it can be named by the two numbers and made
 * again. Only models mapharness writes and reads back equal are given: the builders also make what
 * a writer must refuse, which is no case for a tool that must write it.
 */
public final class SeededModels {
    /** Bytes each model is built from: enough for the builders' largest shapes. */
    static final int DATA_BYTES = 4096;
    /** Draws per model before giving up on an index whose draws the writer all refuses. */
    static final int DRAWS = 64;

    private SeededModels() {
    }

    /** Model {@code index} of {@code seed} in {@code format}, or empty if the format has no builder or no draw writes. */
    public static Optional<MapModel> model(Format format, long seed, int index) {
        SplittableRandom random = new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (index + 1L)));
        for (int draw = 0; draw < DRAWS; draw++) {
            Optional<MapModel> m = build(format, new SeededDataProvider(random.split(), DATA_BYTES))
                    .filter(SeededModels::roundTrips);
            if (m.isPresent()) {
                return m;
            }
        }
        return Optional.empty();
    }

    /** The model the format's builder makes of {@code in}; empty for a format without a builder. */
    static Optional<MapModel> build(Format format, FuzzedDataProvider in) {
        try {
            return switch (format) {
                case WVR1 -> Optional.of(FuzzedWvr1Worlds.build(in));
                case WVR4 -> Optional.of(FuzzedWvr4Worlds.build(in));
                case WVR8 -> Optional.of(FuzzedWvr8Worlds.build(in));
                case OPRW -> Optional.of(FuzzedOprwWorlds.build(in));
                case WWD -> Optional.of(FuzzedWwdLevels.build(in));
                case WMP_TEXT -> Optional.of(FuzzedWmpLevels.build(in));
                case GAMESTUDIO_MAP -> Optional.of(FuzzedMmLevels.build(in));
                case TILED -> FuzzedTiledMaps.build(in).map(MapModel.class::cast);
                case WMPB -> Optional.empty();
            };
        } catch (IllegalArgumentException | IllegalStateException e) {
            // a builder's constructor refused the draw (a value the model itself forbids)
            return Optional.empty();
        }
    }

    private static boolean roundTrips(MapModel m) {
        try {
            byte[] file = Codecs.write(m);
            MapModel back = Codecs.read(file, ReadOptions.STRICT).model();
            return ModelComparator.compare(m, back, 1).divergences().isEmpty();
        } catch (MapWriteException | MapFormatException e) {
            return false;
        }
    }
}
