package dev.mapharness.roundtrip;

import dev.mapharness.format.MapCodec;
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wmpb.WmpbLevel;
import org.quicktheories.core.Gen;

/** Binary WMP keeps the round-trip contract: read(write(m)) == m, and writing is stable. */
class WmpbRoundTripTest extends CodecRoundTripContract<WmpbLevel> {
    @Override
    MapCodec<WmpbLevel> codec() {
        return WmpbCodec.INSTANCE;
    }

    @Override
    Gen<WmpbLevel> conforming() {
        return WmpbGens.conforming();
    }

    @Override
    Gen<WmpbLevel> conformingLarge() {
        return WmpbGens.conformingLarge();
    }

    @Override
    Gen<WmpbLevel> representable() {
        return WmpbGens.representable();
    }

    @Override
    Gen<WmpbLevel> representableLarge() {
        return WmpbGens.representableLarge();
    }

    @Override
    boolean onlyLenient(WmpbLevel model) {
        return false; // strict reads keep raw data chunks too
    }

    @Override
    long seedBase() {
        return 0x574D_5042_0000L;
    }
}
