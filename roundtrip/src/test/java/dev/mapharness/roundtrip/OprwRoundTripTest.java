package dev.mapharness.roundtrip;

import dev.mapharness.format.MapCodec;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwWorld;
import org.quicktheories.core.Gen;

/** The common round-trip properties over OPRW worlds of every version (see {@link OprwVersionsTest} for each one). */
class OprwRoundTripTest extends CodecRoundTripContract<OprwWorld> {
    @Override
    MapCodec<OprwWorld> codec() {
        return OprwCodec.INSTANCE;
    }

    @Override
    Gen<OprwWorld> conforming() {
        return OprwGens.conforming();
    }

    @Override
    Gen<OprwWorld> conformingLarge() {
        return OprwGens.conformingLarge();
    }

    @Override
    Gen<OprwWorld> representable() {
        return OprwGens.representable();
    }

    @Override
    Gen<OprwWorld> representableLarge() {
        return OprwGens.representableLarge();
    }

    /** A strict read refuses map-info types the format does not define and bytes after the map infos. */
    @Override
    boolean onlyLenient(OprwWorld m) {
        return !m.mapInfoTail().isEmpty() || !m.trailing().isEmpty();
    }

    @Override
    long seedBase() {
        return 0x0_5000_0000L;
    }
}
