package dev.mapharness.fuzz.stream;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.ByteOutput;

/**
 * LZO1X streams built instruction by instruction from fuzzer data: the {@code lzo1x-instructions}
 * target's input. libFuzzer mutates bytes, and one byte changed in a stream changes what every later
 * instruction means, so byte mutation seldom makes a long copy with a chosen distance. Here the fuzzer
 * chooses instructions: literal runs, copies in each form the format has (the 2-byte near copy after
 * trailing literals, the 3-byte far one after a literal run, 3–8 bytes up to 2048 back, any length up to
 * 16384 back, and beyond), their lengths and distances drawn mostly at the edges where decoders change
 * how they copy: a distance just under, at or just over the length (a copy that overlaps what it
 * writes), lengths around 16, 32 and 512, distances of 1, 8, 16 and 32. The forms and their encodings
 * are those {@link PlainLzo1x} reads (documented in {@code Lzo1x}).
 *
 * <p>Now and then a copy reaches before the start or the declared size is one off, so the decoders'
 * refusals are compared too. The result is a {@code lzo1x-decode} input: u24 LE decoded size, stream.
 */
public final class LzoInstructions {
    /** Past this much output the builder stops: enough for every copy the format has, 49151 back. */
    static final int MAX_OUTPUT = 1 << 16;
    private static final int MAX_INSTRUCTIONS = 64;
    /** Lengths where the decoders change how they copy: word sizes, the fast loop's limits, {@code System.arraycopy}'s. */
    private static final int[] LENGTH_EDGES = {3, 4, 8, 9, 15, 16, 17, 18, 31, 32, 33, 34, 63, 64, 65, 255, 256, 257,
        511, 512, 513, 514, 1024, 2048};
    private static final int[] DISTANCE_EDGES = {1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 31, 32, 33};

    private final FuzzedDataProvider data;
    private final ByteOutput stream = new ByteOutput();
    /** Decoded bytes so far. */
    private int size;
    /** What the last instruction leaves: 0 after a copy without trailing literals, 1–3 after 1–3, 4 after a literal run. */
    private int state;

    private LzoInstructions(FuzzedDataProvider data) {
        this.data = data;
    }

    /** The u24 decoded size and the stream, ending in {@code 11 00 00}. */
    public static byte[] build(FuzzedDataProvider data) {
        return new LzoInstructions(data).run();
    }

    private byte[] run() {
        firstLiterals(pickLength(1, 238 + 300));
        for (int i = 0; i < MAX_INSTRUCTIONS && data.remainingBytes() > 0 && size < MAX_OUTPUT; i++) {
            int choice = data.consumeInt(0, 7);
            if (state == 0 && choice == 0) {
                literalRun(pickLength(4, 300));
            } else if (state >= 1 && state <= 3 && choice == 1) {
                copy(2, pickDistance(2, 1024), this::nearCopy);
            } else if (state == 4 && choice == 1 && size >= 2049) {
                copy(3, 2049 + data.consumeInt(0, Math.min(1023, size - 2049)), this::farThreeByteCopy);
            } else if (choice <= 3) {
                int length = pickLength(3, 8);
                copy(length, pickDistance(length, 2048), this::shortCopy);
            } else if (choice <= 6 || size < 16385) {
                int length = pickLength(3, 2 * 1024);
                copy(length, pickDistance(length, 16384), this::midCopy);
            } else {
                copy(pickLength(3, 600), 16384 + data.consumeInt(1, Math.min(32767, size - 16384)), this::farCopy);
            }
        }
        stream.u8(0x11).u8(0).u8(0);
        int declared = switch (data.consumeInt(0, 63)) {
            case 0 -> size + 1;
            case 1 -> Math.max(0, size - 1);
            default -> size;
        };
        ByteOutput input = new ByteOutput();
        input.u8(declared & 0xFF).u8(declared >> 8 & 0xFF).u8(declared >> 16 & 0xFF);
        input.bytes(stream.toByteArray());
        return input.toByteArray();
    }

    private interface CopyForm {
        void write(int length, int distance, int trailing);
    }

    /** A copy of {@code length} bytes from {@code distance} back in {@code form}, then 0–3 literals. */
    private void copy(int length, int distance, CopyForm form) {
        int trailing = data.consumeInt(0, 3);
        form.write(length, distance, trailing);
        size += length;
        trailingLiterals(trailing);
    }

    /** A length in {@code [min, max]}: mostly one of the edges in range, else any. */
    private int pickLength(int min, int max) {
        if (data.consumeBoolean()) {
            int edge = LENGTH_EDGES[data.consumeInt(0, LENGTH_EDGES.length - 1)];
            if (edge >= min && edge <= max) {
                return edge;
            }
        }
        return data.consumeInt(min, max);
    }

    /**
     * A distance for a copy of {@code length} within what is decoded: around the length (overlapping what
     * it writes by a byte or two, exactly, or not at all), a small one, the farthest, or any. One copy in
     * 256 reaches a byte further than what is decoded, which both decoders must refuse.
     */
    private int pickDistance(int length, int formMax) {
        int reach = Math.min(size, formMax);
        if (data.consumeInt(0, 255) == 0 && size < formMax) {
            return size + 1;
        }
        int d = switch (data.consumeInt(0, 7)) {
            case 0, 1, 2 -> length + data.consumeInt(-2, 2);
            case 3 -> DISTANCE_EDGES[data.consumeInt(0, DISTANCE_EDGES.length - 1)];
            case 4 -> reach;
            default -> data.consumeInt(1, reach);
        };
        return Math.max(1, Math.min(d, reach));
    }

    private void firstLiterals(int n) {
        if (n <= 238) {
            stream.u8(17 + n);
            bytes(n);
            state = Math.min(n, 4);
        } else {
            literalRun(n);
        }
    }

    /** {@code 0000LLLL} (length 4–18, or 0 and an extension) in state 0. */
    private void literalRun(int n) {
        if (n - 3 <= 15) {
            stream.u8(n - 3);
        } else {
            stream.u8(0);
            extension(n - 3, 15);
        }
        bytes(n);
        state = 4;
    }

    /** {@code 0000DDSS HHHHHHHH} in states 1–3: 2 bytes from 1–1024 back. */
    private void nearCopy(int length, int distance, int trailing) {
        int d = distance - 1;
        stream.u8((d & 3) << 2 | trailing).u8(d >> 2);
    }

    /** {@code 0000DDSS HHHHHHHH} in state 4: 3 bytes from 2049–3072 back. */
    private void farThreeByteCopy(int length, int distance, int trailing) {
        int d = distance - 2049;
        stream.u8((d & 3) << 2 | trailing).u8(d >> 2);
    }

    /** {@code LLLDDDSS HHHHHHHH}: 3–8 bytes from 1–2048 back. */
    private void shortCopy(int length, int distance, int trailing) {
        int d = distance - 1;
        stream.u8((length - 1) << 5 | (d & 7) << 2 | trailing).u8(d >> 3);
    }

    /** {@code 001LLLLL} (or 0 and an extension), then {@code DDDDDDDD DDDDDDSS}: any length, 1–16384 back. */
    private void midCopy(int length, int distance, int trailing) {
        if (length - 2 <= 31) {
            stream.u8(32 | length - 2);
        } else {
            stream.u8(32);
            extension(length - 2, 31);
        }
        int word = (distance - 1) << 2 | trailing;
        stream.u8(word & 0xFF).u8(word >> 8);
    }

    /** {@code 0001HLLL} (or an extension), then the low 14 bits: 16385–49151 back. */
    private void farCopy(int length, int distance, int trailing) {
        int h = distance - 16384 >= 16384 ? 1 : 0;
        if (length - 2 <= 7) {
            stream.u8(16 | h << 3 | length - 2);
        } else {
            stream.u8(16 | h << 3);
            extension(length - 2, 7);
        }
        int word = (distance - 16384 - (h << 14)) << 2 | trailing;
        stream.u8(word & 0xFF).u8(word >> 8);
    }

    /** Length bits of 0 and then {@code value - base} as zero bytes of 255 each and a last non-zero byte. */
    private void extension(int value, int base) {
        int rest = value - base;
        while (rest > 255) {
            stream.u8(0);
            rest -= 255;
        }
        stream.u8(rest);
    }

    private void trailingLiterals(int n) {
        bytes(n);
        state = n;
    }

    /** {@code n} literal bytes: what the fuzzer gives, then bytes that differ from their neighbours. */
    private void bytes(int n) {
        byte[] given = data.consumeBytes(n);
        for (int i = 0; i < n; i++) {
            stream.u8(i < given.length ? given[i] & 0xFF : (size + i) * 151 + 1 & 0xFF);
        }
        size += n;
    }
}
