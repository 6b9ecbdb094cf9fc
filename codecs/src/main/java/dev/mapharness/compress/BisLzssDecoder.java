package dev.mapharness.compress;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * One run of the {@link BisLzss} decoder over the stream at a {@link ByteInput}'s offset, into a
 * {@link DecodeTarget}; the checksum is the caller's.
 *
 * <p>A group (flag byte and 8 items) is decoded without per-item checks when its most input (17
 * bytes) and most output (144 bytes) are both there; otherwise, near the end of the input or of
 * the decoded size, item by item with every check. References at distance 8 or more are copied in
 * 8-byte words (each word reads only bytes already final), nearer ones as words of their repeated
 * bytes, and references reaching into the spaces before the start byte by byte.
 */
final class BisLzssDecoder {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final byte SPACE = 0x20;
    private static final int GROUP_INPUT = 1 + 8 * 2;
    private static final int GROUP_OUTPUT = 8 * BisLzss.MAX_LENGTH;
    /**
     * Room for a group written in words: its last reference starts at most 7 × 18 = 126 bytes in and
     * its three words end 24 bytes later, within the group's 144 bytes plus 8.
     */
    private static final int GROUP_ROOM = GROUP_OUTPUT + 8;

    private final ByteInput in;
    private final String field;
    private final int start;
    private final int ipStart;
    private final int ipEnd;
    private final DecodeTarget out;
    /**
     * Groups {@link #checkedGroup} has taken, the one it failed in included. Counted there, never in
     * the group fast path, it makes that path's contract visible to tests, since both decode the same
     * bytes: every group that starts with {@link #GROUP_INPUT} bytes of input, {@link #GROUP_OUTPUT}
     * bytes of output owed and {@link #GROUP_ROOM} bytes of window left goes the fast way, and only
     * the rest is checked item by item. A change that sends more groups to the checked path decodes
     * the same bytes, only slower, and shows here.
     */
    private int checkedGroups;

    /** Package-private for tests, which run one and then read {@link #checkedGroups()}. */
    BisLzssDecoder(ByteInput in, DecodeTarget out, String field) {
        this.in = in;
        this.field = field;
        this.start = in.offset();
        this.ipStart = in.backingIndex();
        this.ipEnd = ipStart + in.remaining();
        this.out = out;
    }

    /** Decodes all of {@code out.decodedSize} and returns the stream bytes consumed. */
    static int run(ByteInput in, DecodeTarget out, String field) {
        return new BisLzssDecoder(in, out, field).run();
    }

    /** Decodes as {@link #run(ByteInput, DecodeTarget, String)} does; once per decoder. */
    int run() {
        final byte[] src = in.backingArray();
        final int ipEnd = this.ipEnd;
        final int decodedSize = out.decodedSize;
        int ip = ipStart;
        byte[] win = out.window;
        int op = 0;
        int opEnd = decodedSize;
        while (op < opEnd) {
            if (win.length - op < GROUP_ROOM) {
                op = out.room(op, GROUP_ROOM);
                win = out.window;
                opEnd = decodedSize - out.base;
            }
            if (ipEnd - ip < GROUP_INPUT || opEnd - op < GROUP_OUTPUT || win.length - op < GROUP_ROOM) {
                int before = op;
                ip = checkedGroup(src, ip, win, op, opEnd);
                op = before + groupOutput;
                continue;
            }
            int flags = src[ip++];
            if ((flags & 0xFF) == 0xFF) {
                LONGS.set(win, op, (long) LONGS.get(src, ip));
                ip += 8;
                op += 8;
                continue;
            }
            for (int item = 0; item < 8; item++, flags >>= 1) {
                if ((flags & 1) != 0) {
                    win[op++] = src[ip++];
                    continue;
                }
                int b0 = src[ip] & 0xFF;
                int b1 = src[ip + 1] & 0xFF;
                int distance = b0 | (b1 & 0xF0) << 4;
                int length = (b1 & 0x0F) + 3;
                int from = op - distance;
                if (distance >= 8 && from >= 0) {
                    // up to 18 bytes as three words, whatever the length: no loop to mispredict
                    LONGS.set(win, op, (long) LONGS.get(win, from));
                    LONGS.set(win, op + 8, (long) LONGS.get(win, from + 8));
                    LONGS.set(win, op + 16, (long) LONGS.get(win, from + 16));
                } else if (distance != 0 && from >= 0) {
                    // a run repeating its last 1..7 bytes (region ids, fills): one word of the
                    // repeated bytes every 5..8 bytes, at most 24 bytes for 18, as three words write
                    long pattern = NearCopies.repeated((long) LONGS.get(win, from), distance);
                    int step = NearCopies.step(distance);
                    for (int k = 0; k < length; k += step) {
                        LONGS.set(win, op + k, pattern);
                    }
                } else {
                    if (distance == 0) {
                        throw zeroDistance(ip, b0, b1);
                    }
                    copyNear(win, from, op, length);
                }
                ip += 2;
                op += length;
            }
        }
        out.finish(op);
        return ip - ipStart;
    }

    /**
     * How many bytes the stream at {@code in}'s offset produces, counted from its flags and
     * reference lengths alone (nothing is copied), up to about {@code enough}: see
     * {@link DecodeTarget#eagerSize(int, int, long)}.
     */
    static long scan(ByteInput in, long enough) {
        byte[] src = in.backingArray();
        int ip = in.backingIndex();
        int ipEnd = ip + in.remaining();
        long produced = 0;
        while (produced < enough && ip < ipEnd) {
            int flags = src[ip++];
            for (int item = 0; item < 8 && ip < ipEnd; item++, flags >>= 1) {
                if ((flags & 1) != 0) {
                    produced++;
                    ip++;
                } else if (ipEnd - ip >= 2) {
                    produced += (src[ip + 1] & 0x0F) + 3;
                    ip += 2;
                } else {
                    return produced;
                }
            }
        }
        return produced;
    }

    /** What {@link #checkedGroup} decoded. */
    private int groupOutput;

    /**
     * One group with every check, stopping at the decoded size; returns the new input index and
     * leaves the bytes it wrote in {@link #groupOutput}. The window has room for all of them.
     */
    private int checkedGroup(byte[] src, int ip, byte[] win, int op, int opEnd) {
        int first = op;
        checkedGroups++;
        if (ip >= ipEnd) {
            throw truncated(op);
        }
        int flags = src[ip++];
        for (int item = 0; item < 8 && op < opEnd; item++, flags >>= 1) {
            if ((flags & 1) != 0) {
                if (ip >= ipEnd) {
                    throw truncated(op);
                }
                win[op++] = src[ip++];
            } else {
                if (ip + 2 > ipEnd) {
                    throw truncated(op);
                }
                int b0 = src[ip] & 0xFF;
                int b1 = src[ip + 1] & 0xFF;
                int distance = b0 | (b1 & 0xF0) << 4;
                if (distance == 0) {
                    throw zeroDistance(ip, b0, b1);
                }
                ip += 2;
                int length = Math.min((b1 & 0x0F) + 3, opEnd - op);
                copyNear(win, op - distance, op, length);
                op += length;
            }
        }
        groupOutput = op - first;
        return ip;
    }

    /** How many groups {@link #checkedGroup} has taken so far (see {@link #checkedGroups}). */
    int checkedGroups() {
        return checkedGroups;
    }

    /**
     * A reference byte by byte: it may overlap what it writes, and where {@code from} is negative it
     * reaches before the start of the output, which reads spaces. (Only the first window can be
     * reached that way: a window that has moved keeps at least the farthest reach behind {@code op}.)
     */
    private static void copyNear(byte[] win, int from, int op, int length) {
        for (int k = 0; k < length; k++, from++) {
            win[op + k] = from < 0 ? SPACE : win[from];
        }
    }

    private MapFormatException zeroDistance(int ip, int b0, int b1) {
        return in.failAt(CompressRules.LZSS_ZERO_DISTANCE, start + (ip - ipStart), field, "a reference distance of 1.." + BisLzss.MAX_DISTANCE,
                "0 (reference bytes " + hex(b0) + " " + hex(b1) + ")");
    }

    private MapFormatException truncated(int op) {
        return in.failAt(CompressRules.STREAM_TRUNCATED, start + (ipEnd - ipStart), field, "more LZSS stream (" + (out.base + op) + " of "
                + out.decodedSize + " bytes decoded)", "end of input");
    }

    private static String hex(int b) {
        return String.format("%02X", b);
    }
}
