package dev.mapharness.bytes;

import dev.mapharness.rules.ReadRules;
import dev.mapharness.rules.Rule;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Optional;

/**
 * A bounds-checked little-endian reader over a byte array or buffer (a buffer without an
 * accessible array, such as a direct or read-only one, is copied once so that the input is always
 * a heap array; see {@link #backingArray()}).
 *
 * <p>Every read is checked against the bytes left before anything is allocated, so a hostile
 * count or size can never make a reader allocate more than the input can still hold. The reader
 * knows its offset and the path of the field it is in; every failure is a
 * {@link MapFormatException} naming both. With a {@link FieldMap} attached it records where each
 * field came from.
 *
 * <p>Field names passed to the read methods are the last path segment ({@code "id"}); enclosing
 * structures are entered with {@link #enter(String, int)} and left with {@link #leave()}.
 */
public final class ByteInput {
    private final ByteBuffer buf;
    private final int limit;
    private int pos;
    private final FieldPath path = new FieldPath();
    private final FieldMap fieldMap;
    /** The last field taken and where it started, for {@link ReadTrace}; two stores per read. */
    private String lastField;
    private int lastAt;

    private ByteInput(ByteBuffer buf, FieldMap fieldMap) {
        this.buf = heapCopyUnlessArrayBacked(buf).order(ByteOrder.LITTLE_ENDIAN);
        this.limit = this.buf.limit();
        this.fieldMap = fieldMap;
        ReadTrace.opened(this);
    }

    /** The buffer's remaining bytes as a slice over a writable heap array: a copy only if it has none. */
    private static ByteBuffer heapCopyUnlessArrayBacked(ByteBuffer data) {
        if (data.hasArray()) {
            return data.slice();
        }
        byte[] copy = new byte[data.remaining()];
        data.duplicate().get(copy);
        return ByteBuffer.wrap(copy);
    }

    public static ByteInput of(byte[] data) {
        return new ByteInput(ByteBuffer.wrap(data), null);
    }

    /** Reads the buffer's remaining bytes; offsets count from its position. */
    public static ByteInput of(ByteBuffer data) {
        return new ByteInput(data, null);
    }

    /** Like {@link #of(byte[])}, recording every field into {@code fieldMap} (may be null). */
    public static ByteInput of(byte[] data, FieldMap fieldMap) {
        return new ByteInput(ByteBuffer.wrap(data), fieldMap);
    }

    // ---- position ----------------------------------------------------------------------

    public int offset() {
        return pos;
    }

    public int length() {
        return limit;
    }

    public int remaining() {
        return limit - pos;
    }

    public boolean hasRemaining() {
        return pos < limit;
    }

    /** Moves to an absolute offset (section offsets in headers); checked like every read. */
    public void seek(long offset, String field) {
        if (offset < 0 || offset > limit) {
            throw fail(ReadRules.OFFSET_OUTSIDE_FILE, field, "an offset within the file (0.." + limit + ")", String.valueOf(offset));
        }
        pos = (int) offset;
    }

    /**
     * The bytes from the current offset to the end, read-only; index 0 is {@link #offset()}. Does not
     * move and copies nothing.
     *
     * <p>For stream decoders (LZSS, LZO) that learn a stream's length only by decoding it: they read
     * through the view, report a bad byte with {@link #failAt} at {@code offset() + index}, and when
     * done move past what they consumed with {@link #skip}.
     */
    public ByteBuffer view() {
        return buf.slice(pos, limit - pos).asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    /**
     * The array holding the input, for stream decoders that index it directly instead of going
     * through {@link #view()}: the byte at {@link #offset()} is {@code backingArray()[backingIndex()]}
     * and the input ends {@link #remaining()} bytes later. Callers must treat it as read-only (it is
     * the caller's own array, shared, not a copy); they report and skip exactly as with the view.
     */
    public byte[] backingArray() {
        return buf.array();
    }

    /** Where {@link #offset()} is in {@link #backingArray()}. */
    public int backingIndex() {
        return buf.arrayOffset() + pos;
    }

    /**
     * Moves past {@code n} bytes that were read through {@link #view()}, recording them in the field
     * map as one entry named {@code field}; checked like every read.
     */
    public void skip(int n, String field) {
        if (n < 0) {
            throw fail(ReadRules.COUNT_NEGATIVE, field, "a non-negative byte count", String.valueOf(n));
        }
        take(n, field);
    }

    // ---- field path --------------------------------------------------------------------

    /** Enters a structure ({@code "header"}). */
    public void enter(String name) {
        path.push(name);
    }

    /** Enters an element of a list ({@code "models", 3} → {@code models[3]}). */
    public void enter(String name, int index) {
        path.push(name, index);
    }

    public void leave() {
        path.pop();
    }

    /** The current path with {@code field} appended. */
    public String pathOf(String field) {
        return path.with(field);
    }

    /** Where the last field read started, and its path; empty before the first read. */
    Optional<ReadTrace.Position> lastRead() {
        return lastField == null ? Optional.empty() : Optional.of(new ReadTrace.Position(lastAt, path.with(lastField), limit));
    }

    // ---- failures ----------------------------------------------------------------------

    /** A refusal by {@code rule} at the current offset. Throw what it returns. */
    public MapFormatException fail(Rule rule, String field, String expected, String found) {
        return new MapFormatException(rule, pos, path.with(field), expected, found);
    }

    /** A refusal by {@code rule} at {@code offset}. Throw what it returns. */
    public MapFormatException failAt(Rule rule, long offset, String field, String expected, String found) {
        return new MapFormatException(rule, offset, path.with(field), expected, found);
    }

    /** Checks that {@code n} more bytes are there. */
    public void require(long n, String field) {
        if (n < 0 || n > remaining()) {
            throw fail(ReadRules.TRUNCATED, field, n + " more bytes", remaining() == 0 ? "end of input" : "only " + remaining() + " left");
        }
    }

    /**
     * Validates an element count read from the file against the bytes left, before anything is
     * allocated: {@code count × minElementSize} must fit in what remains.
     *
     * @return the count as an int
     */
    public int checkCount(long count, long minElementSize, String field) {
        if (count < 0) {
            throw fail(ReadRules.COUNT_NEGATIVE, field, "a non-negative count", String.valueOf(count));
        }
        long need = Math.multiplyHigh(count, minElementSize) != 0 ? Long.MAX_VALUE : count * minElementSize;
        if (need < 0 || need > remaining()) {
            throw fail(ReadRules.COUNT_PAST_END, field, "a count whose " + minElementSize + "-byte elements fit in the " + remaining() + " bytes left",
                    String.valueOf(count));
        }
        if (count > Integer.MAX_VALUE - 8) {
            throw fail(ReadRules.COUNT_TOO_LARGE, field, "a count below 2^31", String.valueOf(count));
        }
        return (int) count;
    }

    /**
     * Reads an i32 element count and validates it like {@link #checkCount}; a failure points at the
     * count itself, not at the bytes after it.
     */
    public int i32Count(String field, long minElementSize) {
        int at = pos;
        int count = i32(field);
        try {
            return checkCount(count, minElementSize, field);
        } catch (MapFormatException e) {
            throw e.at(at);
        }
    }

    /**
     * Validates grid dimensions read from a header: {@code width × height × cellSize} bytes must
     * still be in the input (no int overflow on hostile sizes such as 2^31 × 2^31).
     *
     * @return the number of cells
     */
    public int checkGrid(long width, long height, int cellSize, String field) {
        if (width <= 0 || height <= 0) {
            throw fail(ReadRules.GRID_EMPTY, field, "a grid of at least 1 × 1", width + " × " + height);
        }
        // sides below 2^31 keep the product below 2^62: positive, so it compares with what is left
        if (width > Integer.MAX_VALUE || height > Integer.MAX_VALUE
                || width * height > remaining() / Math.max(1, cellSize)) {
            throw fail(ReadRules.GRID_PAST_END, field, "a grid whose " + cellSize + "-byte cells fit in the " + remaining() + " bytes left",
                    width + " × " + height);
        }
        return (int) (width * height);
    }

    // ---- scalars -----------------------------------------------------------------------

    private int take(int n, String field) {
        lastField = field;
        lastAt = pos;
        if (n > limit - pos) {
            throw fail(ReadRules.TRUNCATED, field, n + " bytes", remaining() == 0 ? "end of input" : "only " + remaining() + " left");
        }
        int at = pos;
        pos += n;
        if (fieldMap != null) {
            fieldMap.record(at, pos, path, field, 0);
        }
        return at;
    }

    private int takeArray(int count, int elementSize, String field) {
        lastField = field;
        lastAt = pos;
        long n = (long) count * elementSize;
        if (count < 0 || n > limit - pos) {
            throw fail(ReadRules.TRUNCATED, field, count + " elements of " + elementSize + " bytes",
                    remaining() == 0 ? "end of input" : "only " + remaining() + " bytes left");
        }
        int at = pos;
        pos += (int) n;
        if (fieldMap != null) {
            fieldMap.record(at, pos, path, field, elementSize);
        }
        return at;
    }

    public int u8(String field) {
        return buf.get(take(1, field)) & 0xFF;
    }

    public short i16(String field) {
        return buf.getShort(take(2, field));
    }

    public int u16(String field) {
        return buf.getShort(take(2, field)) & 0xFFFF;
    }

    public int i32(String field) {
        return buf.getInt(take(4, field));
    }

    public long u32(String field) {
        return buf.getInt(take(4, field)) & 0xFFFF_FFFFL;
    }

    public float f32(String field) {
        return buf.getFloat(take(4, field));
    }

    public double f64(String field) {
        return buf.getDouble(take(8, field));
    }

    /** A float's raw bits, so NaN payloads survive a round trip. */
    public int f32Bits(String field) {
        return buf.getInt(take(4, field));
    }

    /** Looks at a u32 without consuming it; fails if fewer than 4 bytes are left. */
    public long peekU32(String field) {
        require(4, field);
        return buf.getInt(pos) & 0xFFFF_FFFFL;
    }

    // ---- arrays ------------------------------------------------------------------------

    public byte[] bytes(int n, String field) {
        int at = takeArray(n, 1, field);
        byte[] out = new byte[n];
        buf.get(at, out);
        return out;
    }

    public short[] i16Array(int n, String field) {
        int at = takeArray(n, 2, field);
        short[] out = new short[n];
        buf.slice(at, n * 2).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(out);
        return out;
    }

    public int[] i32Array(int n, String field) {
        int at = takeArray(n, 4, field);
        int[] out = new int[n];
        buf.slice(at, n * 4).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
        return out;
    }

    /**
     * Fills {@code into} with its length of i32 values, recorded as one field like
     * {@link #i32Array(int, String)}: for readers that take many small arrays one after another
     * (quad tree leaves) and need not keep them.
     */
    public void i32ArrayInto(int[] into, String field) {
        int at = takeArray(into.length, 4, field);
        // element by element: a buffer view per call would allocate more than the values
        for (int i = 0; i < into.length; i++) {
            into[i] = buf.getInt(at + 4 * i);
        }
    }

    /** Raw float bits, so NaN payloads survive a round trip. */
    public int[] f32BitsArray(int n, String field) {
        return i32Array(n, field);
    }

    // ---- strings -----------------------------------------------------------------------

    /** A NUL-padded string in a {@code length}-byte slot, kept whole. */
    public FixedString fixedString(int length, String field) {
        if (length < 0) {
            throw new IllegalArgumentException("negative slot length");
        }
        int at = take(length, field);
        byte[] slot = new byte[length];
        buf.get(at, slot);
        return FixedString.wrapSlot(slot);
    }

    /** A NUL-terminated string; the NUL is consumed but not kept. */
    public RawString asciiz(String field) {
        int end = pos;
        while (end < limit && buf.get(end) != 0) {
            end++;
        }
        if (end == limit) {
            throw fail(ReadRules.STRING_UNTERMINATED, field, "a NUL-terminated string", "no NUL before the end of input");
        }
        byte[] text = new byte[end - pos];
        buf.get(take(end - pos + 1, field), text);
        return RawString.wrap(text);
    }

    /** A string prefixed by its u32 length, no terminator (8WVR, WWD objects). */
    public RawString lengthPrefixed32(String field) {
        int start = pos;
        long n = u32(field + ".length");
        if (n > remaining()) {
            pos = start;
            throw fail(ReadRules.LENGTH_PAST_END, field + ".length", "a length within the " + (remaining() - 4) + " bytes left", String.valueOf(n));
        }
        byte[] text = new byte[(int) n];
        buf.get(take((int) n, field), text);
        return RawString.wrap(text);
    }
}
