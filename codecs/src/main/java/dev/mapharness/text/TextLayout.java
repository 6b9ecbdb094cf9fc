package dev.mapharness.text;

import dev.mapharness.format.Format;
import dev.mapharness.format.SourceLayout;
import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The layout of a Gamestudio text level as read: the file's bytes, cut into consecutive spans, one
 * for each top-level part of the model (the header, a count line, a section, an item), each span
 * running from the part's first token to the next part's, so it carries the part's own spacing,
 * number spellings and comments and the blank lines after it.
 *
 * <p>Writing a model with this layout copies the span of every part that is still in the model
 * unchanged, in the model's order, and prints canonically only parts that are new or changed. An
 * unchanged model gives the file's bytes exactly.
 */
public final class TextLayout implements SourceLayout {
    /** One part of the model and the bytes {@code [start, end)} it was read from. */
    public record Span(Object part, int start, int end) {
        public Span {
            Objects.requireNonNull(part, "part");
        }
    }

    /** One part of a model to write, with its field path for the writer's refusals. */
    public record Part(Object value, String field) {
    }

    private final Format format;
    private final byte[] source;
    private final Object model;
    private final List<Span> spans;
    private final boolean crlf;

    /**
     * @param spans consecutive spans covering the whole file, in file order; the first starts at 0
     *              and the last ends at the file's end
     */
    public TextLayout(Format format, byte[] source, Object model, List<Span> spans) {
        this.format = Objects.requireNonNull(format, "format");
        this.source = source.clone();
        this.model = Objects.requireNonNull(model, "model");
        this.spans = List.copyOf(spans);
        this.crlf = usesCrLf(source);
    }

    @Override
    public Format format() {
        return format;
    }

    /** The same spans, matched part by part even when the whole model is the one read. */
    @Override
    public TextLayout forEdits() {
        return new TextLayout(format, source, new Object(), spans);
    }

    /** The spans, in file order. */
    public List<Span> spans() {
        return spans;
    }

    /**
     * The bytes of {@code current}: the file's own bytes if it equals the model read, otherwise its
     * parts in order, each copied from the file if an equal part was read there, printed otherwise.
     *
     * @param print prints one part canonically, lines ending in CR LF (turned into LF for files that
     *              use LF)
     */
    public byte[] write(Object current, List<Part> parts, Function<Part, byte[]> print) {
        if (model.equals(current)) {
            return source.clone();
        }
        Map<Object, ArrayDeque<Span>> unused = new HashMap<>();
        for (Span s : spans) {
            unused.computeIfAbsent(s.part(), k -> new ArrayDeque<>()).add(s);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(source.length + 256);
        int last = -1;
        boolean inComment = false;
        for (Part part : parts) {
            ArrayDeque<Span> same = unused.get(part.value());
            byte[] chunk;
            if (same != null && !same.isEmpty()) {
                Span s = same.poll();
                chunk = java.util.Arrays.copyOfRange(source, s.start(), s.end());
            } else {
                chunk = lineEnds(print.apply(part));
            }
            if (chunk.length == 0) {
                continue;
            }
            // a span that ends in a token (the file's last, with no line end) must not run into the next
            // part, nor one that ends in a comment: the comment runs to the line end
            // (docs/gamestudio-text.md, "Tokens"), so the next part would be read as part of it
            if (last != -1 && (inComment || !Tokenizer.isSpace(last) && !Tokenizer.isSpace(chunk[0] & 0xFF))) {
                out.writeBytes(crlf ? new byte[] {'\r', '\n'} : new byte[] {'\n'});
            }
            out.writeBytes(chunk);
            last = chunk[chunk.length - 1] & 0xFF;
            inComment = endsInComment(chunk);
        }
        return out.toByteArray();
    }

    /**
     * True if a comment runs to the end of {@code chunk}: its last line, which has no line end, holds
     * {@code //} outside a file name. A chunk starts at a token or a line start, so its last line is
     * read from where a token may start: {@code <} opens a file name to its {@code >} (or the line end),
     * which may hold {@code //}; elsewhere {@code //} starts a comment, also straight after a word.
     */
    static boolean endsInComment(byte[] chunk) {
        int from = chunk.length;
        while (from > 0 && chunk[from - 1] != '\n' && chunk[from - 1] != '\r') {
            from--;
        }
        for (int i = from; i < chunk.length; i++) {
            if (chunk[i] == '<') {
                while (i + 1 < chunk.length && chunk[i + 1] != '>') {
                    i++;
                }
            } else if (chunk[i] == '/' && i + 1 < chunk.length && chunk[i + 1] == '/') {
                return true;
            }
        }
        return false;
    }

    private byte[] lineEnds(byte[] printed) {
        if (crlf) {
            return printed;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(printed.length);
        for (int i = 0; i < printed.length; i++) {
            if (printed[i] == '\r' && i + 1 < printed.length && printed[i + 1] == '\n') {
                continue;
            }
            out.write(printed[i]);
        }
        return out.toByteArray();
    }

    /** True unless the file's first line end is a lone LF (WED writes CR LF). */
    private static boolean usesCrLf(byte[] b) {
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '\n') {
                return i > 0 && b[i - 1] == '\r';
            }
        }
        return true;
    }

    /** Cuts {@code bytes} at each part's first byte: part {@code k} runs to part {@code k + 1}'s start. */
    public static List<Span> cut(List<Object> parts, List<Integer> starts, int length) {
        List<Span> out = new ArrayList<>(parts.size());
        for (int k = 0; k < parts.size(); k++) {
            int end = k + 1 < parts.size() ? starts.get(k + 1) : length;
            out.add(new Span(parts.get(k), starts.get(k), end));
        }
        return out;
    }
}
