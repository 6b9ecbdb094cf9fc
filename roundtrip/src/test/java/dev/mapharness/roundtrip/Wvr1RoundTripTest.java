package dev.mapharness.roundtrip;

import dev.mapharness.format.MapCodec;
import dev.mapharness.wvr1.Wvr1Codec;
import dev.mapharness.wvr1.Wvr1World;
import org.quicktheories.core.Gen;

/** 1WVR's largest grid is the engine's 128 × 128, which every conforming example has. */
class Wvr1RoundTripTest extends CodecRoundTripContract<Wvr1World> {
    @Override
    MapCodec<Wvr1World> codec() {
        return Wvr1Codec.INSTANCE;
    }

    @Override
    Gen<Wvr1World> conforming() {
        return Wvr1Gens.conforming();
    }

    @Override
    Gen<Wvr1World> conformingLarge() {
        return Wvr1Gens.conforming();
    }

    @Override
    Gen<Wvr1World> representable() {
        return Wvr1Gens.representable();
    }

    @Override
    Gen<Wvr1World> representableLarge() {
        return Wvr1Gens.worlds(GridSizes.large(), false);
    }

    @Override
    boolean onlyLenient(Wvr1World m) {
        return !m.trailing().isEmpty() || m.textureNames().stream().anyMatch(n -> !n.isTerminated())
                || m.models().stream().anyMatch(o -> !o.name().isTerminated())
                || m.nets().stream().anyMatch(n -> !n.header().name().isTerminated())
                || !m.endOfNets().name().isTerminated();
    }

    @Override
    long seedBase() {
        return 0x1_0000L;
    }
}
