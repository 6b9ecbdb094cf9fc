package dev.mapharness.wmpb;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.rules.ReadRules;
import dev.mapharness.rules.Rule;

/**
 * Reads chunks over a {@link ByteInput}: every read is checked against the end of the chunk it is
 * in, not only the end of the file, so a field can never run into the next chunk. Every failure is
 * a {@link MapFormatException} with the offset and the field path (chunks are path segments).
 */
final class WmpbInput {
    /** Chunk header: id, kind, header word, size. */
    static final int HEADER_BYTES = 8;

    private final ByteInput in;
    private int end;
    private int depth;

    WmpbInput(ByteInput in) {
        this.in = in;
        this.end = in.length();
    }

    /** Where the input is, the chunk it is in and how deep: a point to come back to ({@link #reset}). */
    record Mark(int offset, int end, int depth) {
    }

    int offset() {
        return in.offset();
    }

    Mark mark() {
        return new Mark(in.offset(), end, depth);
    }

    /** Goes back to a mark, leaving the chunks entered since. */
    void reset(Mark m) {
        while (depth > m.depth) {
            in.leave();
            depth--;
        }
        end = m.end;
        in.seek(m.offset, "chunk");
    }

    /** True while the current chunk has bytes left. */
    boolean hasMore() {
        return in.offset() < end;
    }

    /** True if a chunk with this tag starts here (its header fits in what is left). */
    boolean at(WmpbTag tag) {
        if (end - in.offset() < HEADER_BYTES) {
            return false;
        }
        byte[] a = in.backingArray();
        int i = in.backingIndex();
        return (a[i] & 0xFF) == tag.id() && (a[i + 1] & 0xFF) == tag.kind();
    }

    /** The tag of the chunk that starts here; the current chunk must have a header's worth left. */
    WmpbTag peekTag(String field) {
        need(HEADER_BYTES, field);
        byte[] a = in.backingArray();
        int i = in.backingIndex();
        return new WmpbTag(a[i] & 0xFF, a[i + 1] & 0xFF);
    }

    /**
     * Reads a chunk header, checks it is {@code tag} with the usual header word and a size that fits
     * in the current chunk, and enters it. Returns the end to give back to {@link #close}.
     */
    int open(WmpbTag tag, String field) {
        int at = in.offset();
        WmpbTag found = peekTag(field);
        if (!found.equals(tag)) {
            throw in.fail(WmpbReadRules.CHUNK_UNEXPECTED, field, "chunk " + tag, "chunk " + found);
        }
        return openAny(field, at);
    }

    /** Enters whatever chunk starts here (a data chunk of any tag). */
    int openAny(String field) {
        peekTag(field);
        return openAny(field, in.offset());
    }

    private int openAny(String field, int at) {
        in.enter(field);
        depth++;
        in.u8("id");
        int kind = in.u8("kind");
        int word = in.u16("word");
        if (word != kind + 1) {
            throw in.failAt(WmpbReadRules.CHUNK_HEADER_WORD, at + 2, "word", "kind + 1 (" + (kind + 1) + ")", String.valueOf(word));
        }
        long size = in.u32("size");
        if (size < HEADER_BYTES || size > end - at) {
            throw in.failAt(WmpbReadRules.CHUNK_SIZE, at + 4, "size", "a chunk size of 8 to " + (end - at) + " (what is left of its parent)",
                    String.valueOf(size));
        }
        int outer = end;
        end = at + (int) size;
        return outer;
    }

    /** Leaves the current chunk, which must have been read to its end. */
    void close(int outerEnd) {
        if (in.offset() != end) {
            throw in.fail(WmpbReadRules.CHUNK_NOT_READ_TO_END, "end", "the chunk's end", (end - in.offset()) + " bytes more");
        }
        end = outerEnd;
        in.leave();
        depth--;
    }

    /** Enters a list element or other structure that is not a chunk of its own. */
    void enter(String name, int index) {
        in.enter(name, index);
        depth++;
    }

    void leave() {
        in.leave();
        depth--;
    }

    /** The current field path with {@code field} appended. */
    String path(String field) {
        return in.pathOf(field);
    }

    MapFormatException fail(Rule rule, String field, String expected, String found) {
        return in.fail(rule, field, expected, found);
    }

    MapFormatException failAt(Rule rule, long offset, String field, String expected, String found) {
        return in.failAt(rule, offset, field, expected, found);
    }

    private void need(long n, String field) {
        if (n > end - in.offset()) {
            throw in.fail(ReadRules.TRUNCATED, field, n + " more bytes in the chunk",
                    end == in.offset() ? "the chunk's end" : "only " + (end - in.offset()) + " left in the chunk");
        }
    }

    /**
     * Checks that {@code count} elements of at least {@code elementSize} bytes fit in what is left of
     * the chunk, before anything is allocated for them.
     */
    int count(long count, long elementSize, String field) {
        return count(count, elementSize, field, in.offset());
    }

    /** Like {@link #count(long, long, String)}, a failure pointing at {@code at} (where the count is). */
    int count(long count, long elementSize, String field, int at) {
        long left = end - in.offset();
        if (count < 0 || count > left / Math.max(1, elementSize) || count > Integer.MAX_VALUE - 8) {
            throw in.failAt(ReadRules.COUNT_PAST_END, at, field, "a count whose " + elementSize + "-byte elements fit in the " + left
                    + " bytes left in the chunk", String.valueOf(count));
        }
        return (int) count;
    }

    /** Reads a u32 count and checks it like {@link #count}; a failure points at the count itself. */
    int u32Count(String field, long elementSize) {
        int at = in.offset();
        return count(u32(field), elementSize, field, at);
    }

    /** Reads a u16 count and checks it like {@link #count}. */
    int u16Count(String field, long elementSize) {
        int at = in.offset();
        return count(u16(field), elementSize, field, at);
    }

    int u8(String field) {
        need(1, field);
        return in.u8(field);
    }

    int u16(String field) {
        need(2, field);
        return in.u16(field);
    }

    long u32(String field) {
        need(4, field);
        return in.u32(field);
    }

    float f32(String field) {
        need(4, field);
        return in.f32(field);
    }

    double f64(String field) {
        need(8, field);
        return in.f64(field);
    }

    byte[] bytes(int n, String field) {
        need(n, field);
        return in.bytes(n, field);
    }

    /** The rest of the current chunk. */
    byte[] rest(String field) {
        return bytes(end - in.offset(), field);
    }

    Vec3 vec3(String field) {
        need(24, field);
        return new Vec3(in.f64(field), in.f64(field), in.f64(field));
    }

    /** A chunk holding exactly three float64 values. */
    Vec3 vec3Chunk(WmpbTag tag, String field) {
        int outer = open(tag, field);
        Vec3 v = vec3("value");
        close(outer);
        return v;
    }

    /** A string chunk: the text and one NUL, no other NUL. */
    RawString string(WmpbTag tag, String field) {
        int outer = open(tag, field);
        int at = in.offset();
        byte[] body = rest("text");
        int nul = indexOfNul(body);
        // an empty body has no NUL either (nul = -1 = body.length - 1)
        if (nul < 0 || nul != body.length - 1) {
            throw in.failAt(WmpbReadRules.STRING_NUL, nul < 0 ? at + body.length : at + nul, "text", "a NUL at the string's end and nowhere else",
                    nul < 0 ? "no NUL" : "a NUL " + (body.length - 1 - nul) + " bytes before the end");
        }
        close(outer);
        return RawString.ofRange(body, 0, nul);
    }

    private static int indexOfNul(byte[] b) {
        for (int i = 0; i < b.length; i++) {
            if (b[i] == 0) {
                return i;
            }
        }
        return -1;
    }
}
