package dev.mapharness.roundtrip;

import dev.mapharness.format.MapCodec;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4World;
import org.quicktheories.core.Gen;

class Wvr4RoundTripTest extends CodecRoundTripContract<Wvr4World> {
    @Override
    MapCodec<Wvr4World> codec() {
        return Wvr4Codec.INSTANCE;
    }

    @Override
    Gen<Wvr4World> conforming() {
        return Wvr4Gens.conforming();
    }

    @Override
    Gen<Wvr4World> conformingLarge() {
        return Wvr4Gens.conforming(GridSizes.large());
    }

    @Override
    Gen<Wvr4World> representable() {
        return Wvr4Gens.representable();
    }

    @Override
    Gen<Wvr4World> representableLarge() {
        return Wvr4Gens.representable(GridSizes.large());
    }

    @Override
    boolean onlyLenient(Wvr4World m) {
        return !m.trailing().isEmpty() || m.textureNames().stream().anyMatch(n -> !n.isTerminated())
                || m.objects().stream().anyMatch(o -> !o.name().isTerminated());
    }

    @Override
    long seedBase() {
        return 0x4_0000L;
    }
}
