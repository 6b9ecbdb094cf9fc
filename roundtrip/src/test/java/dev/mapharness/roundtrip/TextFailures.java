package dev.mapharness.roundtrip;

import dev.mapharness.bytes.MapFormatException;
import java.util.function.Function;

/**
 * A text reader's rejection must say where: a line and a column (in bytes, from 1) that are those
 * of its byte offset, counting LF, CR LF and a lone CR as one line end each. Wraps a decoder so the
 * torture check fails on a rejection without them.
 */
final class TextFailures {
    private TextFailures() {
    }

    static Function<byte[], Object> locating(Function<byte[], ?> decoder) {
        return bytes -> {
            try {
                return decoder.apply(bytes);
            } catch (MapFormatException e) {
                check(e, bytes);
                throw e;
            }
        };
    }

    static void check(MapFormatException e, byte[] bytes) {
        if (e.offset() < 0 || e.offset() > bytes.length) {
            throw new AssertionError("rejection at byte " + e.offset() + " outside the " + bytes.length + "-byte input: "
                    + e.getMessage(), e);
        }
        int at = (int) e.offset();
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < at; i++) {
            if (bytes[i] == '\n' || (bytes[i] == '\r' && (i + 1 == bytes.length || bytes[i + 1] != '\n'))) {
                line++;
                lineStart = i + 1;
            }
        }
        int column = at - lineStart + 1;
        if (e.line() != line || e.column() != column) {
            throw new AssertionError("rejection at byte " + at + " names line " + e.line() + ", column " + e.column()
                    + "; that byte is at line " + line + ", column " + column + ": " + e.getMessage(), e);
        }
    }
}
