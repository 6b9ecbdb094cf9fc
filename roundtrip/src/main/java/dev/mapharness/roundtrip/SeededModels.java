package dev.mapharness.roundtrip;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import java.util.Optional;
import org.quicktheories.core.Gen;

/**
 * One model of a format from the round-trip properties' generators of conforming models, by seed
 * and index: model {@code index} of {@code seed} is the same on every machine and every run, so a
 * conformance case made from it can be named by the two numbers and made again. The mix of sizes is
 * the properties' own ({@link GridSizes#mixed()}: mostly small, now and then near 1024 × 1024).
 */
public final class SeededModels {
    private SeededModels() {
    }

    /** Model {@code index} of {@code seed}; empty for a format without a generator. */
    public static Optional<MapModel> model(Format format, long seed, int index) {
        return generator(format).map(g -> g.generate(new SeededSource(seed ^ (0x9E3779B97F4A7C15L * (index + 1L)))));
    }

    private static Optional<Gen<? extends MapModel>> generator(Format format) {
        return Optional.ofNullable(switch (format) {
            case WVR1 -> Wvr1Gens.conforming();
            case WVR4 -> Wvr4Gens.conforming();
            case WVR8 -> Wvr8Gens.conforming();
            case OPRW -> OprwGens.conforming();
            case WWD -> WwdGens.conforming();
            case WMP_TEXT -> WmpGens.conforming();
            case WMPB -> WmpbGens.conforming();
            case GAMESTUDIO_MAP -> MmGens.conforming();
            case TILED -> TiledGens.maps();
        });
    }
}
