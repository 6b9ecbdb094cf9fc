package dev.mapharness.roundtrip;

import dev.mapharness.format.MapCodec;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;
import org.quicktheories.core.Gen;

/** Text WMP keeps the round-trip contract: read(write(m)) == m, and writing is stable. */
class WmpRoundTripTest extends CodecRoundTripContract<WmpLevel> {
    @Override
    MapCodec<WmpLevel> codec() {
        return WmpCodec.INSTANCE;
    }

    @Override
    Gen<WmpLevel> conforming() {
        return WmpGens.conforming();
    }

    @Override
    Gen<WmpLevel> conformingLarge() {
        return WmpGens.conformingLarge();
    }

    @Override
    Gen<WmpLevel> representable() {
        return WmpGens.representable();
    }

    @Override
    Gen<WmpLevel> representableLarge() {
        return WmpGens.representableLarge();
    }

    @Override
    boolean onlyLenient(WmpLevel model) {
        return WmpGens.onlyLenient(model);
    }

    @Override
    long seedBase() {
        return 0x574D5000L;
    }
}
