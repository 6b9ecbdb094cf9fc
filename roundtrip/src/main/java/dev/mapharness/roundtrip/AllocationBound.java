package dev.mapharness.roundtrip;

/**
 * How many bytes one decode may allocate on its thread: {@code perInputByte × input length + fixed}.
 * A decoder that stays within it cannot be made to allocate by a hostile count; the default
 * (8 × input + 1 MiB) leaves room for a model several times larger than its file (object records
 * become objects, grids become arrays) and for the exception messages of rejected inputs.
 */
public record AllocationBound(long perInputByte, long fixed) {
    public static final AllocationBound DEFAULT = new AllocationBound(8, 1 << 20);

    public AllocationBound {
        if (perInputByte < 0 || fixed < 0) {
            throw new IllegalArgumentException("negative bound");
        }
    }

    public long limit(int inputLength) {
        return perInputByte * inputLength + fixed;
    }

    @Override
    public String toString() {
        return perInputByte + " × input length + " + fixed + " bytes";
    }
}
