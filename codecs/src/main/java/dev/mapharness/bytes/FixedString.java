package dev.mapharness.bytes;

import java.util.Arrays;

/**
 * A NUL-padded string in a fixed-size slot (texture names in 32 bytes, model names in 48 or 76).
 *
 * <p>The whole slot is kept: real files leave garbage after the terminator, and some names fill
 * the slot with no terminator at all. {@link #value()} is what the engine reads (bytes up to the
 * first NUL, or the whole slot); {@link #padded} builds the canonical form (value, then zeros).
 */
public final class FixedString {
    private final byte[] slot;

    private FixedString(byte[] slot) {
        this.slot = slot;
    }

    /** Wraps a copy of a whole slot as read from a file. */
    public static FixedString ofSlot(byte[] slot) {
        return new FixedString(slot.clone());
    }

    static FixedString wrapSlot(byte[] owned) {
        return new FixedString(owned);
    }

    /**
     * The canonical slot for {@code value}: its bytes, then zeros. A value as long as the slot
     * leaves no terminator (real files do this); a longer one cannot be represented.
     *
     * @throws IllegalArgumentException if {@code value} is longer than the slot or holds a NUL
     */
    public static FixedString padded(RawString value, int slotLength) {
        if (value.length() > slotLength) {
            throw new IllegalArgumentException(
                    value.length() + " bytes do not fit a " + slotLength + "-byte slot: " + value);
        }
        if (value.indexOfNul() >= 0) {
            throw new IllegalArgumentException("a NUL inside a name would cut it short: " + value);
        }
        byte[] slot = new byte[slotLength];
        value.copyTo(slot, 0);
        return new FixedString(slot);
    }

    public static FixedString padded(String value, int slotLength) {
        return padded(RawString.of(value), slotLength);
    }

    public int slotLength() {
        return slot.length;
    }

    /** The name as the engine reads it: bytes before the first NUL, or the whole slot. */
    public RawString value() {
        int end = indexOfNul();
        return RawString.wrap(Arrays.copyOf(slot, end < 0 ? slot.length : end));
    }

    /** True if the slot holds a NUL, so the name ends inside it. */
    public boolean isTerminated() {
        return indexOfNul() >= 0;
    }

    /** True if non-zero bytes follow the terminator (left over by the writing tool). */
    public boolean hasGarbage() {
        int end = indexOfNul();
        if (end < 0) {
            return false;
        }
        for (int i = end + 1; i < slot.length; i++) {
            if (slot[i] != 0) {
                return true;
            }
        }
        return false;
    }

    /** True if this slot is what {@link #padded} makes of its value. */
    public boolean isCanonical() {
        return !hasGarbage();
    }

    public boolean isEmpty() {
        return slot.length == 0 || slot[0] == 0;
    }

    /** A copy of the whole slot. */
    public byte[] slot() {
        return slot.clone();
    }

    void copyTo(byte[] dst, int at) {
        System.arraycopy(slot, 0, dst, at, slot.length);
    }

    private int indexOfNul() {
        for (int i = 0; i < slot.length; i++) {
            if (slot[i] == 0) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FixedString f && Arrays.equals(slot, f.slot);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(slot);
    }

    @Override
    public String toString() {
        return value() + (hasGarbage() ? " (+garbage)" : "") + (isTerminated() ? "" : " (no NUL)");
    }
}
