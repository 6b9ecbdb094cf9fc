package dev.mapharness.compress;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * One run of the {@link Lzo1x} decoder over the bytes after a {@link ByteInput}'s offset, into a
 * {@link DecodeTarget}.
 *
 * <p>Every instruction consumes at least one input byte and every length is checked against the
 * output still owed before anything is copied, so decoding is linear and never writes past the
 * declared size. Failures inside an instruction are reported at the instruction's first byte;
 * running out of input is reported at the end of the input.
 *
 * <p>Speed: the input is read from its array, short literal runs and copies are moved in 8-byte
 * words where both arrays have room for a whole word (a copy only when its distance is at least
 * 8, so every word reads bytes already final), longer ones with {@code System.arraycopy}, and a
 * long copy that overlaps itself by repeating the part already written, doubling each time.
 * Whatever does not fit the window goes through {@link DecodeTarget#room} in pieces.
 */
final class Lzo1xDecoder {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    /** Copies up to this long are moved word by word when the window has room for it. */
    private static final int SHORT_COPY = 64;
    /**
     * Output room (owed and in the window) that makes every short instruction safe without checks:
     * a copy of up to 16 bytes written as two words, then a word of up to 3 literals.
     */
    private static final int FAST_ROOM = 32;
    /** Input that makes every short instruction safe: its bytes, then up to 16 bytes of literals read as words. */
    private static final int FAST_INPUT = 20;

    private final ByteInput in;
    private final String field;
    private final byte[] src;
    /** The offset of the stream in {@link ByteInput} terms, for failures. */
    private final int start;
    private final int ipStart;
    private final int ipEnd;
    private final int decodedSize;
    private final DecodeTarget out;
    /** Where the instruction being decoded starts, as an index into {@link #src}. */
    private int instruction;

    private Lzo1xDecoder(ByteInput in, DecodeTarget out, String field) {
        this.in = in;
        this.field = field;
        this.src = in.backingArray();
        this.start = in.offset();
        this.ipStart = in.backingIndex();
        this.ipEnd = ipStart + in.remaining();
        this.decodedSize = out.decodedSize;
        this.out = out;
    }

    /** Decodes all of {@code out.decodedSize} and returns the input consumed, up to and including the end marker. */
    static int run(ByteInput in, DecodeTarget out, String field) {
        return new Lzo1xDecoder(in, out, field).run();
    }

    private int run() {
        final byte[] src = this.src;
        final int ipEnd = this.ipEnd;
        int ip = ipStart;
        byte[] win = out.window;
        int op = 0;
        int opEnd = decodedSize;
        int base = 0;
        int opSafe = Math.min(opEnd, win.length) - FAST_ROOM;
        final int ipSafe = ipEnd - FAST_INPUT;
        int state = 0;
        if (ip >= ipEnd) {
            throw truncated(1, op);
        }
        int first = src[ip] & 0xFF;
        if (first > 17) {
            instruction = ip++;
            int count = first - 17;
            op = literals(ip, op, count);
            ip += count;
            win = out.window;
            base = out.base;
            opEnd = decodedSize - base;
            opSafe = Math.min(opEnd, win.length) - FAST_ROOM;
            state = count < 4 ? count : 4;
        }
        while (true) {
            instruction = ip;
            if (ip >= ipEnd) {
                throw truncated(1, op);
            }
            int t = src[ip++] & 0xFF;
            if (op <= opSafe && ip <= ipSafe) {
                // owed output, room and input are there for any short instruction: no checks but the distance
                int length = 0;
                int distance = 0;
                int trailing = 0;
                if (t >= 64) {
                    distance = ((src[ip++] & 0xFF) << 3) + ((t >> 2) & 7) + 1;
                    length = t < 128 ? 3 + ((t >> 5) & 1) : 5 + ((t >> 5) & 3);
                    trailing = t & 3;
                } else if (t >= 32) {
                    if ((t & 31) != 0 && (t & 31) <= 14) {
                        int lo = src[ip] & 0xFF;
                        distance = ((lo | (src[ip + 1] & 0xFF) << 8) >> 2) + 1;
                        ip += 2;
                        length = (t & 31) + 2;
                        trailing = lo & 3;
                    }
                } else if (t >= 16) {
                    int lo = src[ip] & 0xFF;
                    int d = (lo | (src[ip + 1] & 0xFF) << 8) >> 2;
                    // not the end marker (distance 16384) and no length extension
                    if ((t & 7) != 0 && (d != 0 || (t & 8) != 0)) {
                        distance = Lzo1x.M3_MAX_DISTANCE + ((t & 8) << 11) + d;
                        ip += 2;
                        length = (t & 7) + 2;
                        trailing = lo & 3;
                    }
                } else if (state != 0) {
                    distance = ((src[ip++] & 0xFF) << 2) + (t >> 2) + (state == 4 ? Lzo1x.M2_MAX_DISTANCE + 1 : 1);
                    length = state == 4 ? 3 : 2;
                    trailing = t & 3;
                }
                if (length != 0) {
                    if (distance > base + op) {
                        throw fail("a copy distance within the " + (base + op) + " bytes decoded so far",
                                String.valueOf(distance));
                    }
                    int from = op - distance;
                    if (distance >= 8) {
                        LONGS.set(win, op, (long) LONGS.get(win, from));
                        LONGS.set(win, op + 8, (long) LONGS.get(win, from + 8));
                    } else {
                        for (int k = 0; k < length; k++) {
                            win[op + k] = win[from + k];
                        }
                    }
                    op += length;
                    // up to 3 literals, moved as one word whether there are any or not
                    INTS.set(win, op, (int) INTS.get(src, ip));
                    op += trailing;
                    ip += trailing;
                    state = trailing;
                    continue;
                }
                if (t < 16 && t != 0 && t <= 13) {
                    // a literal run (state 0 here) of 4..16 bytes
                    LONGS.set(win, op, (long) LONGS.get(src, ip));
                    LONGS.set(win, op + 8, (long) LONGS.get(src, ip + 8));
                    op += t + 3;
                    ip += t + 3;
                    state = 4;
                    continue;
                }
            }
            if (op == opEnd && t != 0x11) {
                throw fail("the end marker 11 00 00 after all " + decodedSize + " bytes", "instruction " + hex(t));
            }
            int length;
            int distance;
            int trailing;
            if (t >= 64) {
                if (ip >= ipEnd) {
                    throw truncated(1, op);
                }
                distance = ((src[ip++] & 0xFF) << 3) + ((t >> 2) & 7) + 1;
                length = t < 128 ? 3 + ((t >> 5) & 1) : 5 + ((t >> 5) & 3);
                trailing = t & 3;
            } else if (t >= 32) {
                long count = t & 31;
                if (count == 0) {
                    int z = extensionEnd(ip, op);
                    count = 31 + 255L * (z - ip) + (src[z] & 0xFF);
                    ip = z + 1;
                }
                if (ipEnd - ip < 2) {
                    throw truncated(1, op);
                }
                int lo = src[ip] & 0xFF;
                int hi = src[ip + 1] & 0xFF;
                ip += 2;
                distance = ((lo | hi << 8) >> 2) + 1;
                length = owed(count + 2, op, opEnd);
                trailing = lo & 3;
            } else if (t >= 16) {
                long count = t & 7;
                if (count == 0) {
                    int z = extensionEnd(ip, op);
                    count = 7 + 255L * (z - ip) + (src[z] & 0xFF);
                    ip = z + 1;
                }
                if (ipEnd - ip < 2) {
                    throw truncated(1, op);
                }
                int lo = src[ip] & 0xFF;
                int hi = src[ip + 1] & 0xFF;
                ip += 2;
                int d = (lo | hi << 8) >> 2;
                if ((t & 8) == 0 && d == 0) {
                    end(t, lo, hi, op, opEnd);
                    out.finish(op);
                    return ip - ipStart;
                }
                distance = Lzo1x.M3_MAX_DISTANCE + ((t & 8) << 11) + d;
                length = owed(count + 2, op, opEnd);
                trailing = lo & 3;
            } else if (state == 0) {
                long count = t + 3;
                if (t == 0) {
                    int z = extensionEnd(ip, op);
                    count = 18 + 255L * (z - ip) + (src[z] & 0xFF);
                    ip = z + 1;
                }
                int n = owed(count, op, opEnd);
                if (n <= 16 && ipEnd - ip >= 16 && win.length - op >= 16) {
                    LONGS.set(win, op, (long) LONGS.get(src, ip));
                    LONGS.set(win, op + 8, (long) LONGS.get(src, ip + 8));
                    op += n;
                } else {
                    op = literals(ip, op, n);
                    win = out.window;
                    base = out.base;
                    opEnd = decodedSize - base;
                    opSafe = Math.min(opEnd, win.length) - FAST_ROOM;
                }
                ip += n;
                state = 4;
                continue;
            } else {
                if (ip >= ipEnd) {
                    throw truncated(1, op);
                }
                int h = src[ip++] & 0xFF;
                distance = (h << 2) + (t >> 2) + (state == 4 ? Lzo1x.M2_MAX_DISTANCE + 1 : 1);
                length = state == 4 ? 3 : 2;
                trailing = t & 3;
            }

            if (length > opEnd - op) {
                throw overrun(length, op, opEnd);
            }
            if (distance > base + op) {
                throw fail("a copy distance within the " + (base + op) + " bytes decoded so far",
                        String.valueOf(distance));
            }
            int from = op - distance;
            if (distance >= 8 && length <= 16 && win.length - op >= 16) {
                LONGS.set(win, op, (long) LONGS.get(win, from));
                LONGS.set(win, op + 8, (long) LONGS.get(win, from + 8));
                op += length;
            } else if (distance >= 8 && length <= SHORT_COPY && win.length - op >= length + 7) {
                for (int k = 0; k < length; k += 8) {
                    LONGS.set(win, op + k, (long) LONGS.get(win, from + k));
                }
                op += length;
            } else if (length <= win.length - op) {
                copyWithin(win, from, op, length);
                op += length;
            } else {
                op = longCopy(distance, op, length);
                win = out.window;
                base = out.base;
                opEnd = decodedSize - base;
                opSafe = Math.min(opEnd, win.length) - FAST_ROOM;
            }

            if (trailing != 0) {
                if (trailing > opEnd - op) {
                    throw overrun(trailing, op, opEnd);
                }
                if (ipEnd - ip >= 4 && win.length - op >= 4) {
                    INTS.set(win, op, (int) INTS.get(src, ip));
                    op += trailing;
                } else {
                    op = literals(ip, op, trailing);
                    win = out.window;
                    base = out.base;
                    opEnd = decodedSize - base;
                    opSafe = Math.min(opEnd, win.length) - FAST_ROOM;
                }
                ip += trailing;
            }
            state = trailing;
        }
    }

    /**
     * Where the length extension starting at {@code ip} ends: the first non-zero byte (each zero
     * before it adds 255). Fails when the input ends first.
     */
    private int extensionEnd(int ip, int op) {
        while (ip < ipEnd && src[ip] == 0) {
            ip++;
        }
        if (ip == ipEnd) {
            throw truncated(1, op);
        }
        return ip;
    }

    /**
     * {@code count} literals at {@code src[ip]}, output checked (the caller checked nothing or the
     * same) and input checked; returns the new {@code op}.
     */
    private int literals(int ip, int op, long count) {
        int n = owed(count, op, decodedSize - out.base);
        if (n > ipEnd - ip) {
            throw truncated(n - (ipEnd - ip), op);
        }
        while (n > 0) {
            op = out.room(op, n);
            int k = Math.min(n, out.window.length - op);
            System.arraycopy(src, ip, out.window, op, k);
            ip += k;
            op += k;
            n -= k;
        }
        return op;
    }

    /** A copy larger than the window's room: in pieces, each after {@link DecodeTarget#room}. */
    private int longCopy(int distance, int op, int length) {
        while (length > 0) {
            op = out.room(op, length);
            int k = Math.min(length, out.window.length - op);
            copyWithin(out.window, op - distance, op, k);
            op += k;
            length -= k;
        }
        return op;
    }

    /**
     * {@code b[op, op + length) = b[from, from + length)} byte by byte in order, so that a copy
     * overlapping itself repeats its first {@code op - from} bytes: done by repeating the part
     * already written, in non-overlapping copies that double each time.
     */
    private static void copyWithin(byte[] b, int from, int op, int length) {
        int distance = op - from;
        if (distance >= length) {
            System.arraycopy(b, from, b, op, length);
        } else if (length <= 16) {
            for (int k = 0; k < length; k++) {
                b[op + k] = b[from + k];
            }
        } else {
            int done = 0;
            while (done < length) {
                int k = Math.min(length - done, op + done - from);
                System.arraycopy(b, from, b, op + done, k);
                done += k;
            }
        }
    }

    /** The end marker: accepted only as exactly {@code 11 00 00} and only after all the output. */
    private void end(int t, int lo, int hi, int op, int opEnd) {
        if (t != 0x11 || lo != 0 || hi != 0) {
            throw fail("the end marker 11 00 00",
                    "an end-of-stream copy encoded as " + hex(t) + " ... " + hex(lo) + " " + hex(hi));
        }
        if (op != opEnd) {
            throw fail("a stream producing " + decodedSize + " bytes", "the end marker after " + (out.base + op) + " bytes");
        }
    }

    /** {@code count} as an int, failing if it is more output than the stream still owes. */
    private int owed(long count, int op, int opEnd) {
        if (count > opEnd - op) {
            throw overrun(count, op, opEnd);
        }
        return (int) count;
    }

    private MapFormatException overrun(long count, int op, int opEnd) {
        int decoded = out.base + op;
        return fail("a stream producing exactly " + decodedSize + " bytes",
                "an instruction producing " + count + " bytes after " + decoded + " (only " + (opEnd - op) + " left)");
    }

    private MapFormatException fail(String expected, String found) {
        return in.failAt(start + (instruction - ipStart), field, expected, found);
    }

    private MapFormatException truncated(int missing, int op) {
        return in.failAt(start + (ipEnd - ipStart), field, missing + " more byte" + (missing == 1 ? "" : "s")
                + " of LZO stream (" + (out.base + op) + " of " + decodedSize + " bytes decoded)", "end of input");
    }

    private static String hex(int b) {
        return String.format("%02X", b);
    }
}
