package dev.mapharness.roundtrip;

import dev.mapharness.format.MapCodec;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8World;
import org.quicktheories.core.Gen;

class Wvr8RoundTripTest extends CodecRoundTripContract<Wvr8World> {
    @Override
    MapCodec<Wvr8World> codec() {
        return Wvr8Codec.INSTANCE;
    }

    @Override
    Gen<Wvr8World> conforming() {
        return Wvr8Gens.conforming();
    }

    @Override
    Gen<Wvr8World> conformingLarge() {
        return Wvr8Gens.conforming(GridSizes.large());
    }

    @Override
    Gen<Wvr8World> representable() {
        return Wvr8Gens.representable();
    }

    @Override
    Gen<Wvr8World> representableLarge() {
        return Wvr8Gens.representable(GridSizes.large());
    }

    /** Only bytes after the dummy make a strict 8WVR read refuse; the rest are violations. */
    @Override
    boolean onlyLenient(Wvr8World m) {
        return !m.trailing().isEmpty();
    }

    @Override
    long seedBase() {
        return 0x8_0000L;
    }
}
