package dev.mapharness.compress;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import java.nio.ByteBuffer;

/**
 * One run of the {@link Lzo1x} decoder over the bytes after a {@link ByteInput}'s offset.
 *
 * <p>Every instruction consumes at least one input byte and every length is checked against the
 * output still owed before anything is copied, so decoding is linear and never writes past the
 * declared size. Failures inside an instruction are reported at the instruction's first byte;
 * running out of input is reported at the end of the input.
 */
final class Lzo1xDecoder {
    private final ByteInput in;
    private final String field;
    private final ByteBuffer src;
    private final int start;
    private final int end;
    private final int decodedSize;
    private final DecodedBuffer out;
    private int ip;
    /** Where the instruction being decoded starts, relative to {@link #start}. */
    private int instruction;

    Lzo1xDecoder(ByteInput in, String field, int decodedSize) {
        this.in = in;
        this.field = field;
        this.src = in.view();
        this.start = in.offset();
        this.end = src.limit();
        this.decodedSize = decodedSize;
        this.out = new DecodedBuffer(decodedSize);
    }

    /** Input bytes consumed, up to and including the end marker, after {@link #run()}. */
    int consumed() {
        return ip;
    }

    byte[] run() {
        int state = 0;
        int first = peek();
        if (first > 17) {
            instruction = ip++;
            int count = first - 17;
            literals(count);
            state = count < 4 ? count : 4;
        }
        while (true) {
            instruction = ip;
            int t = next();
            if (out.size == decodedSize && t != 0x11) {
                throw in.failAt(start + instruction, field, "the end marker 11 00 00 after all " + decodedSize
                        + " bytes", "instruction " + hex(t));
            }
            int length;
            int distance;
            int trailing;
            if (t < 16) {
                if (state == 0) {
                    long count = t == 0 ? 18 + extension() : t + 3;
                    literals(count);
                    state = 4;
                    continue;
                }
                int h = next();
                distance = (h << 2) + (t >> 2) + (state == 4 ? Lzo1x.M2_MAX_DISTANCE + 1 : 1);
                length = state == 4 ? 3 : 2;
                trailing = t & 3;
            } else if (t < 32) {
                long count = (t & 7) == 0 ? 9 + extension() : (t & 7) + 2;
                int lo = next();
                int hi = next();
                int d = (lo | hi << 8) >> 2;
                if ((t & 8) == 0 && d == 0) {
                    end(t, lo, hi);
                    return out.toArray();
                }
                distance = Lzo1x.M3_MAX_DISTANCE + ((t & 8) << 11) + d;
                length = owed(count);
                trailing = lo & 3;
            } else if (t < 64) {
                long count = (t & 31) == 0 ? 33 + extension() : (t & 31) + 2;
                int lo = next();
                int hi = next();
                distance = ((lo | hi << 8) >> 2) + 1;
                length = owed(count);
                trailing = lo & 3;
            } else {
                int h = next();
                distance = (h << 3) + ((t >> 2) & 7) + 1;
                length = t < 128 ? 3 + ((t >> 5) & 1) : 5 + ((t >> 5) & 3);
                trailing = t & 3;
            }
            copy(distance, owed(length));
            literals(trailing);
            state = trailing;
        }
    }

    /** The end marker: accepted only as exactly {@code 11 00 00} and only after all the output. */
    private void end(int t, int lo, int hi) {
        if (t != 0x11 || lo != 0 || hi != 0) {
            throw in.failAt(start + instruction, field, "the end marker 11 00 00",
                    "an end-of-stream copy encoded as " + hex(t) + " ... " + hex(lo) + " " + hex(hi));
        }
        if (out.size != decodedSize) {
            throw in.failAt(start + instruction, field, "a stream producing " + decodedSize + " bytes",
                    "the end marker after " + out.size + " bytes");
        }
    }

    private int peek() {
        if (ip >= end) {
            throw truncated(1);
        }
        return src.get(ip) & 0xFF;
    }

    private int next() {
        int b = peek();
        ip++;
        return b;
    }

    /** Zero bytes adding 255 each, then a non-zero byte; consumes at least one byte per step. */
    private long extension() {
        long sum = 0;
        int b;
        while ((b = next()) == 0) {
            sum += 255;
        }
        return sum + b;
    }

    /** {@code count} as an int, failing if it is more output than the stream still owes. */
    private int owed(long count) {
        long left = decodedSize - out.size;
        if (count > left) {
            throw in.failAt(start + instruction, field, "a stream producing exactly " + decodedSize + " bytes",
                    "an instruction producing " + count + " bytes after " + out.size + " (only " + left + " left)");
        }
        return (int) count;
    }

    private void literals(long count) {
        int n = owed(count);
        if (n > end - ip) {
            throw truncated(n - (end - ip));
        }
        out.reserve(n);
        src.get(ip, out.bytes, out.size, n);
        ip += n;
        out.size += n;
    }

    private void copy(int distance, int length) {
        int op = out.size;
        if (distance > op) {
            throw in.failAt(start + instruction, field, "a copy distance within the " + op + " bytes decoded so far",
                    String.valueOf(distance));
        }
        out.reserve(length);
        byte[] b = out.bytes;
        int from = op - distance;
        if (distance >= length) {
            System.arraycopy(b, from, b, op, length);
        } else {
            for (int k = 0; k < length; k++) {
                b[op + k] = b[from + k];
            }
        }
        out.size = op + length;
    }

    private MapFormatException truncated(int missing) {
        return in.failAt(start + end, field, missing + " more byte" + (missing == 1 ? "" : "s") + " of LZO stream ("
                + out.size + " of " + decodedSize + " bytes decoded)", "end of input");
    }

    private static String hex(int b) {
        return String.format("%02X", b);
    }
}
