package dev.mapharness.roundtrip;

import dev.mapharness.bytes.FixedString;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Names in fixed-size slots. The shape is drawn first, then the length, then the bytes, so a
 * failing case shrinks to a short readable name of the same shape.
 */
public final class FixedStringGens {
    private FixedStringGens() {
    }

    /** Slots of {@code slotLength} bytes in any of {@code shapes}. */
    public static Gen<FixedString> slots(int slotLength, Set<SlotShape> shapes) {
        return slots(slotLength, shapes, true);
    }

    /**
     * Slots of {@code slotLength} bytes in any of {@code shapes}; with {@code emptyValueAllowed}
     * false, every slot's value (the bytes before the first NUL) has at least one byte.
     */
    public static Gen<FixedString> slots(int slotLength, Set<SlotShape> shapes, boolean emptyValueAllowed) {
        if (slotLength < 2) {
            throw new IllegalArgumentException("slot too short: " + slotLength);
        }
        EnumSet<SlotShape> allowed = EnumSet.copyOf(shapes);
        if (!emptyValueAllowed) {
            allowed.remove(SlotShape.EMPTY);
        }
        List<SlotShape> order = List.copyOf(allowed);
        Gen<SlotShape> shape = Generate.pick(order);
        Gen<Byte> valueByte = ByteGens.nonNulByte();
        Gen<Byte> garbageByte = ByteGens.anyByte();
        int minValue = emptyValueAllowed ? 0 : 1;
        return ((Gen<FixedString>) rs -> {
            SlotShape s = shape.generate(rs);
            byte[] slot = new byte[slotLength];
            switch (s) {
                case EMPTY -> {
                }
                case SHORT -> fill(slot, Math.max(1, ByteGens.lengths(1, slotLength - 2).generate(rs)), valueByte, rs);
                case MAXIMAL_TERMINATED -> fill(slot, slotLength - 1, valueByte, rs);
                case MAXIMAL_UNTERMINATED -> fill(slot, slotLength, valueByte, rs);
                case GARBAGE_AFTER_NUL -> {
                    int value = Generate.range(minValue, slotLength - 2).generate(rs);
                    fill(slot, value, valueByte, rs);
                    // leftovers start anywhere after the NUL; the last byte is never zero so there is garbage
                    int from = Generate.range(value + 1, slotLength - 1).generate(rs);
                    for (int i = from; i < slotLength; i++) {
                        slot[i] = garbageByte.generate(rs);
                    }
                    if (slot[slotLength - 1] == 0) {
                        slot[slotLength - 1] = (byte) 0xCD;
                    }
                }
                default -> throw new AssertionError(s);
            }
            return FixedString.ofSlot(slot);
        }).describedAs(FixedStringGens::describe);
    }

    /** Slots a strict reader accepts: every shape but the unterminated one. */
    public static Gen<FixedString> terminated(int slotLength, boolean emptyValueAllowed) {
        return slots(slotLength, EnumSet.complementOf(EnumSet.of(SlotShape.MAXIMAL_UNTERMINATED)), emptyValueAllowed);
    }

    /** Slots in every shape. */
    public static Gen<FixedString> any(int slotLength, boolean emptyValueAllowed) {
        return slots(slotLength, EnumSet.allOf(SlotShape.class), emptyValueAllowed);
    }

    /** Slots with an empty value: all zeros or a NUL followed by leftovers. */
    public static Gen<FixedString> emptyValue(int slotLength) {
        Gen<Boolean> leftovers = Generate.booleans();
        Gen<Integer> from = Generate.range(1, slotLength - 1);
        Gen<Byte> garbageByte = ByteGens.anyByte();
        return ((Gen<FixedString>) rs -> {
            byte[] slot = new byte[slotLength];
            if (leftovers.generate(rs)) {
                for (int i = from.generate(rs); i < slotLength; i++) {
                    slot[i] = garbageByte.generate(rs);
                }
            }
            return FixedString.ofSlot(slot);
        }).describedAs(FixedStringGens::describe);
    }

    private static void fill(byte[] slot, int n, Gen<Byte> values, org.quicktheories.core.RandomnessSource rs) {
        for (int i = 0; i < n; i++) {
            slot[i] = values.generate(rs);
        }
    }

    /** The value and, if any, the whole slot in hex: a shrunk case shows exactly what was written. */
    public static String describe(FixedString f) {
        String s = f.value().toString() + "/" + f.slotLength();
        if (f.hasGarbage() || !f.isTerminated()) {
            s += " " + java.util.HexFormat.of().formatHex(f.slot());
        }
        return s;
    }
}
