package dev.mapharness.roundtrip;

import java.util.List;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Floats as raw bits. Where a model keeps raw bits (grids, transforms), every pattern must survive:
 * NaN payloads (quiet and signalling, both signs), negative zero, infinities, subnormals. Where a
 * model holds a {@code float} (record components compare NaNs as one value), only the canonical
 * NaN and negative zero are useful.
 */
public final class FloatGens {
    /** Bit patterns that break careless code: signed zeros, infinities, NaN payloads, subnormals, extremes. */
    public static final List<Integer> SPECIAL_BITS = List.of(
            0x0000_0000, // 0.0
            0x8000_0000, // -0.0
            0x7F80_0000, // +inf
            0xFF80_0000, // -inf
            0x7FC0_0000, // canonical quiet NaN
            0x7FC0_0001, // quiet NaN with a payload
            0xFFC1_2345, // negative quiet NaN with a payload
            0x7F80_0001, // signalling NaN
            0xFFBF_FFFF, // negative signalling NaN, largest payload
            0x0000_0001, // smallest subnormal
            0x807F_FFFF, // largest negative subnormal
            0x7F7F_FFFF, // Float.MAX_VALUE
            0x3F80_0000, // 1.0
            0xBF80_0000, // -1.0
            0x4248_0000); // 50.0, the usual cell size

    /** Bit patterns with no NaN payload other than the canonical NaN: safe where a float is compared by value. */
    public static final List<Integer> SPECIAL_VALUE_BITS = List.of(
            0x0000_0000, 0x8000_0000, 0x7F80_0000, 0xFF80_0000, 0x7FC0_0000, 0x0000_0001, 0x807F_FFFF,
            0x7F7F_FFFF, 0x3F80_0000, 0xBF80_0000, 0x4248_0000);

    private FloatGens() {
    }

    /** Any 32-bit pattern, often a special one, often an ordinary value a map would hold. */
    public static Gen<Integer> anyBits() {
        return Generate.oneOf(Generate.pick(SPECIAL_BITS), ordinaryBits(),
                Generate.range(Integer.MIN_VALUE, Integer.MAX_VALUE, 0));
    }

    /** Finite bit patterns only (signed zeros, subnormals, extremes included): where NaN and infinity break a rule. */
    public static Gen<Integer> finiteBits() {
        return anyBits().map(b -> (b & 0x7F80_0000) == 0x7F80_0000 ? b & 0x807F_FFFF : b);
    }

    /** Floats compared by value: ordinary values, signed zeros, infinities, the canonical NaN. */
    public static Gen<Float> values() {
        Gen<Integer> random = Generate.range(Integer.MIN_VALUE, Integer.MAX_VALUE, 0)
                .map(b -> Float.isNaN(Float.intBitsToFloat(b)) ? 0x7FC0_0000 : b);
        return Generate.oneOf(Generate.pick(SPECIAL_VALUE_BITS), ordinaryBits(), random).map(Float::intBitsToFloat);
    }

    /** Ordinary finite floats (−100 000 .. 100 000 in steps of 1/64), shrinking towards 0. */
    public static Gen<Integer> ordinaryBits() {
        return Generate.range(-6_400_000, 6_400_000, 0).map(i -> Float.floatToRawIntBits(i / 64f));
    }
}
