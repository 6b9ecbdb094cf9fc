package dev.mapharness.roundtrip;

import dev.mapharness.format.MapCodec;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmLevel;
import org.quicktheories.core.Gen;

/** $$M keeps the round-trip contract: read(write(m)) == m, and writing is stable. */
class MmRoundTripTest extends CodecRoundTripContract<MmLevel> {
    @Override
    MapCodec<MmLevel> codec() {
        return MmCodec.INSTANCE;
    }

    @Override
    Gen<MmLevel> conforming() {
        return MmGens.conforming();
    }

    @Override
    Gen<MmLevel> conformingLarge() {
        return MmGens.conformingLarge();
    }

    @Override
    Gen<MmLevel> representable() {
        return MmGens.representable();
    }

    @Override
    Gen<MmLevel> representableLarge() {
        return MmGens.representableLarge();
    }

    @Override
    boolean onlyLenient(MmLevel model) {
        return MmGens.onlyLenient(model);
    }

    @Override
    long seedBase() {
        return 0x244D0000L;
    }
}
