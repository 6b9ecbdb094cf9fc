package dev.mapharness.compress;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.rules.Rule;
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
 * <p>Speed: {@link #fast} decodes instructions while the input and the window have room for any
 * of them with a few bytes to spare, with only the checks each instruction's own lengths need;
 * {@link #checked} decodes whatever it leaves (the end marker, broken instructions, the last
 * bytes of the input or of the window) with every check, one instruction at a time. The fast loop
 * stops every {@link #SLICE} bytes of output, so that it is entered often and compiled as a
 * whole method with a full profile (a single call decoding 64 MiB would otherwise run as an
 * on-stack-replacement compilation of whatever the profile had seen so far). Literal runs and
 * copies of {@link #ARRAYCOPY_FROM} bytes or more that do not overlap go through
 * {@code System.arraycopy}; other copies move in 8-byte words, up to four per round: at a
 * distance of 8 or more (32 for four) each word reads bytes already final, and at a nearer
 * distance a word of the repeated bytes is written every whole number of periods.
 */
final class Lzo1xDecoder {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    /** Copies at least this long that do not overlap go through {@code System.arraycopy}, shorter ones in words. */
    private static final int ARRAYCOPY_FROM = 512;
    /**
     * Window room the fast loop keeps past an instruction's output: a copy in 32-byte steps writes
     * up to 31 bytes past it, a near copy 15, a literal run read in two words 16.
     */
    private static final int SLACK = 32;
    /**
     * Input the fast loop keeps past an instruction's start: its up to 3 bytes plus a word of
     * trailing literals (a length extension must end 8 bytes before the end, or the checked step takes it).
     */
    private static final int FAST_INPUT = 8;
    /** Output the fast loop decodes per call, at most (an instruction may end past it). */
    private static final int SLICE = 1 << 16;

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
    /** The next instruction, as an index into {@link #src}. */
    private int ip;
    /** The next output byte, as an index into the window. */
    private int op;
    /** How many literals the last instruction carried (0..3), 4 after a literal run: what the next 0000xxxx means. */
    private int state;
    /**
     * Instructions {@link #checked} has taken, the one it failed in included (the first literal run,
     * decoded in {@link #run()}, is neither's). Counted there, never in {@link #fast}, it makes the
     * fast loop's contract visible to tests, since either path decodes the same bytes. The fast loop
     * takes every well-formed instruction that starts {@link #FAST_INPUT} bytes or more before the
     * input's end, whose length extension (if any) ends by that point too and whose literals are all
     * in the input, whose output ends by {@code opLimit} (the decoded size, or {@link #SLACK} bytes
     * before the window's end where that comes first) and whose copy starts within the decoded
     * bytes; an instruction that ends a slice exactly leaves the next one to the next slice. It hands
     * on only the rest and the end marker. A change that makes it stop sooner decodes the same
     * bytes, only slower, and shows here.
     */
    private int checkedInstructions;

    /** Package-private for tests, which run one and then read {@link #checkedInstructions()}. */
    Lzo1xDecoder(ByteInput in, DecodeTarget out, String field) {
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

    /** Decodes as {@link #run(ByteInput, DecodeTarget, String)} does; once per decoder. */
    int run() {
        ip = ipStart;
        if (ip >= ipEnd) {
            throw truncated(1, 0);
        }
        int first = src[ip] & 0xFF;
        if (first > 17) {
            instruction = ip++;
            int count = first - 17;
            op = literals(ip, 0, count);
            ip += count;
            state = Math.min(count, 4);
        }
        while (true) {
            if (!fast() && checked()) {
                return ip - ipStart;
            }
        }
    }

    /**
     * How many bytes the stream at {@code in}'s offset produces, counted from its instructions'
     * lengths alone (nothing is copied or checked but the input's bounds), up to about
     * {@code enough}: where a stream compresses so well that its output would have to grow, this
     * justifies allocating it whole at once. Stops early, with what it counted, at anything odd.
     */
    static long scan(ByteInput in, long enough) {
        byte[] src = in.backingArray();
        int ip = in.backingIndex();
        int ipEnd = ip + in.remaining();
        long produced = 0;
        int state = 0;
        if (ip < ipEnd && (src[ip] & 0xFF) > 17) {
            int count = (src[ip] & 0xFF) - 17;
            produced = count;
            ip += 1 + count;
            state = Math.min(count, 4);
        }
        while (produced < enough && ip < ipEnd) {
            int t = src[ip++] & 0xFF;
            long length;
            // bytes after the opcode (and any extension) before the trailing literals
            int operands;
            if (t >= 64) {
                length = t < 128 ? 3 + ((t >> 5) & 1) : 5 + ((t >> 5) & 3);
                operands = 1;
            } else if (t >= 16) {
                int bits = t >= 32 ? 31 : 7;
                length = (t & bits) + 2;
                if ((t & bits) == 0) {
                    int z = ip;
                    while (z < ipEnd && src[z] == 0) {
                        z++;
                    }
                    if (z == ipEnd) {
                        break;
                    }
                    length = bits + 2 + 255L * (z - ip) + (src[z] & 0xFF);
                    ip = z + 1;
                }
                operands = 2;
            } else if (state == 0) {
                long count = t + 3;
                if (t == 0) {
                    int z = ip;
                    while (z < ipEnd && src[z] == 0) {
                        z++;
                    }
                    if (z == ipEnd) {
                        break;
                    }
                    count = 18 + 255L * (z - ip) + (src[z] & 0xFF);
                    ip = z + 1;
                }
                produced += count;
                ip += (int) Math.min(count, ipEnd - ip);
                state = 4;
                continue;
            } else {
                length = state == 4 ? 3 : 2;
                operands = 1;
            }
            if (ipEnd - ip < operands) {
                break;
            }
            // the trailing literals' count sits in the low bits of the opcode or of the LE16's first byte
            int trailing = (operands == 2 ? src[ip] : t) & 3;
            if (t >= 16 && t < 32 && (t & 8) == 0 && ((src[ip] & 0xFF) | (src[ip + 1] & 0xFF) << 8) >> 2 == 0) {
                break; // the end marker
            }
            ip += operands + trailing;
            produced += length + trailing;
            state = trailing;
        }
        return produced;
    }

    /**
     * Decodes instructions from {@link #ip} while they fit the input and the window with room to
     * spare and are well formed, for up to {@link #SLICE} bytes of output; leaves anything else to
     * {@link #checked}. Returns true when it stopped only for the slice.
     */
    private boolean fast() {
        final byte[] src = this.src;
        final byte[] win = out.window;
        final int base = out.base;
        final int ipSafe = ipEnd - FAST_INPUT;
        // an instruction's output, trailing literals included, ends by opLimit: within what is owed, with SLACK to spare
        final int opLimit = Math.min(decodedSize - base, win.length - SLACK);
        int ip = this.ip;
        int op = this.op;
        int state = this.state;
        final int sliceEnd = (int) Math.min(opLimit, (long) op + SLICE);
        while (ip <= ipSafe && op < sliceEnd) {
            int t = src[ip] & 0xFF;
            int p = ip + 1;
            long length;
            int distance;
            int trailing;
            if (t >= 64) {
                distance = ((src[p++] & 0xFF) << 3) + ((t >> 2) & 7) + 1;
                length = t < 128 ? 3 + ((t >> 5) & 1) : 5 + ((t >> 5) & 3);
                trailing = t & 3;
            } else if (t >= 32) {
                length = (t & 31) + 2;
                if (length == 2) {
                    int z = p;
                    while (src[z] == 0 && z < ipSafe) {
                        z++;
                    }
                    if (src[z] == 0) {
                        break;
                    }
                    length = 33 + 255L * (z - p) + (src[z] & 0xFF);
                    p = z + 1;
                }
                int lo = src[p] & 0xFF;
                distance = ((lo | (src[p + 1] & 0xFF) << 8) >> 2) + 1;
                p += 2;
                trailing = lo & 3;
            } else if (t >= 16) {
                length = (t & 7) + 2;
                if (length == 2) {
                    int z = p;
                    while (src[z] == 0 && z < ipSafe) {
                        z++;
                    }
                    if (src[z] == 0) {
                        break;
                    }
                    length = 9 + 255L * (z - p) + (src[z] & 0xFF);
                    p = z + 1;
                }
                int lo = src[p] & 0xFF;
                int d = (lo | (src[p + 1] & 0xFF) << 8) >> 2;
                if (d == 0 && (t & 8) == 0) {
                    break; // the end marker, or a malformed one
                }
                distance = Lzo1x.M3_MAX_DISTANCE + ((t & 8) << 11) + d;
                p += 2;
                trailing = lo & 3;
            } else if (state == 0) {
                long n = t + 3;
                if (t == 0) {
                    int z = p;
                    while (src[z] == 0 && z < ipSafe) {
                        z++;
                    }
                    if (src[z] == 0) {
                        break;
                    }
                    n = 18 + 255L * (z - p) + (src[z] & 0xFF);
                    p = z + 1;
                }
                if (n > opLimit - op || n > ipEnd - p) {
                    break;
                }
                int count = (int) n;
                if (count <= 16 && ipEnd - p >= 16) {
                    LONGS.set(win, op, (long) LONGS.get(src, p));
                    LONGS.set(win, op + 8, (long) LONGS.get(src, p + 8));
                } else {
                    System.arraycopy(src, p, win, op, count);
                }
                op += count;
                ip = p + count;
                state = 4;
                continue;
            } else {
                distance = ((src[p++] & 0xFF) << 2) + (t >> 2) + (state == 4 ? Lzo1x.M2_MAX_DISTANCE + 1 : 1);
                length = state == 4 ? 3 : 2;
                trailing = t & 3;
            }
            // the trailing literals are read as one word, so the input must hold four bytes at p
            if (length + trailing > opLimit - op || distance > base + op || p > ipEnd - 4) {
                break;
            }
            int n = (int) length;
            int from = op - distance;
            if (distance >= 8) {
                if (n <= 16) {
                    LONGS.set(win, op, (long) LONGS.get(win, from));
                    LONGS.set(win, op + 8, (long) LONGS.get(win, from + 8));
                } else if (n >= ARRAYCOPY_FROM && distance >= n) {
                    System.arraycopy(win, from, win, op, n);
                } else if (distance >= 32) {
                    for (int k = 0; k < n; k += 32) {
                        long a = (long) LONGS.get(win, from + k);
                        long b = (long) LONGS.get(win, from + k + 8);
                        long c = (long) LONGS.get(win, from + k + 16);
                        long d = (long) LONGS.get(win, from + k + 24);
                        LONGS.set(win, op + k, a);
                        LONGS.set(win, op + k + 8, b);
                        LONGS.set(win, op + k + 16, c);
                        LONGS.set(win, op + k + 24, d);
                    }
                } else if (distance >= 16) {
                    for (int k = 0; k < n; k += 16) {
                        long a = (long) LONGS.get(win, from + k);
                        long b = (long) LONGS.get(win, from + k + 8);
                        LONGS.set(win, op + k, a);
                        LONGS.set(win, op + k + 8, b);
                    }
                } else {
                    for (int k = 0; k < n; k += 8) {
                        LONGS.set(win, op + k, (long) LONGS.get(win, from + k));
                    }
                }
            } else {
                long pattern = NearCopies.repeated((long) LONGS.get(win, from), distance);
                int step = NearCopies.step(distance);
                // two words a step apart per round: at most step + 7 bytes past the copy
                for (int k = 0; k < n; k += 2 * step) {
                    LONGS.set(win, op + k, pattern);
                    LONGS.set(win, op + k + step, pattern);
                }
            }
            op += n;
            // up to 3 literals, moved as one word whether there are any or not
            INTS.set(win, op, (int) INTS.get(src, p));
            op += trailing;
            ip = p + trailing;
            state = trailing;
        }
        this.ip = ip;
        this.op = op;
        this.state = state;
        return op >= sliceEnd && sliceEnd < opLimit;
    }

    /** Decodes one instruction at {@link #ip} with every check; returns true after the end marker. */
    private boolean checked() {
        final byte[] src = this.src;
        final int ipEnd = this.ipEnd;
        final int base = out.base;
        final int opEnd = decodedSize - base;
        int ip = this.ip;
        int op = this.op;
        instruction = ip;
        checkedInstructions++;
        if (ip >= ipEnd) {
            throw truncated(1, op);
        }
        int t = src[ip++] & 0xFF;
        if (op == opEnd && t != 0x11) {
            throw fail(CompressRules.LZO_END_MARKER, "the end marker 11 00 00 after all " + decodedSize + " bytes", "instruction " + hex(t));
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
                this.ip = ip;
                return true;
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
            this.op = literals(ip, op, n);
            this.ip = ip + n;
            state = 4;
            return false;
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
            throw fail(CompressRules.LZO_DISTANCE_BEFORE_START, "a copy distance within the " + (base + op) + " bytes decoded so far",
                    String.valueOf(distance));
        }
        if (length <= out.window.length - op) {
            copyWithin(out.window, op - distance, op, length);
            op += length;
        } else {
            op = longCopy(distance, op, length);
        }
        if (trailing != 0) {
            op = literals(ip, op, trailing);
            ip += trailing;
        }
        this.ip = ip;
        this.op = op;
        state = trailing;
        return false;
    }

    /** How many instructions {@link #checked} has taken so far (see {@link #checkedInstructions}). */
    int checkedInstructions() {
        return checkedInstructions;
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
            throw fail(CompressRules.LZO_END_MARKER, "the end marker 11 00 00",
                    "an end-of-stream copy encoded as " + hex(t) + " ... " + hex(lo) + " " + hex(hi));
        }
        if (op != opEnd) {
            throw fail(CompressRules.OUTPUT_SHORT_OF_SIZE, "a stream producing " + decodedSize + " bytes", "the end marker after " + (out.base + op) + " bytes");
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
        return fail(CompressRules.OUTPUT_PAST_SIZE, "a stream producing exactly " + decodedSize + " bytes",
                "an instruction producing " + count + " bytes after " + decoded + " (only " + (opEnd - op) + " left)");
    }

    private MapFormatException fail(Rule rule, String expected, String found) {
        return in.failAt(rule, start + (instruction - ipStart), field, expected, found);
    }

    private MapFormatException truncated(int missing, int op) {
        return in.failAt(CompressRules.STREAM_TRUNCATED, start + (ipEnd - ipStart), field, missing + " more byte" + (missing == 1 ? "" : "s")
                + " of LZO stream (" + (out.base + op) + " of " + decodedSize + " bytes decoded)", "end of input");
    }

    private static String hex(int b) {
        return String.format("%02X", b);
    }
}
