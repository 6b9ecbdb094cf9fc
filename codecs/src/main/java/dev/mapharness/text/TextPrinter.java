package dev.mapharness.text;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.Vec3;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes canonical Gamestudio text: tokens on a line separated by one space, lines indented with
 * tabs, CR LF line ends as WED writes them. Refuses, with the field's path, what would not read
 * back as written: empty words, words with white space, punctuation or {@code //}, file names with
 * {@code >} or a line end, numbers that are not finite.
 */
public final class TextPrinter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 12);
    private int indent;
    private boolean lineStart = true;
    private int gap = 1;

    public TextPrinter open(String keywordLine) {
        line(keywordLine + " {");
        indent++;
        return this;
    }

    public TextPrinter close() {
        indent--;
        return line("}");
    }

    public TextPrinter indent(int delta) {
        indent += delta;
        return this;
    }

    /** Appends {@code text} (ASCII punctuation or keywords) as one or more tokens. */
    public TextPrinter text(String text) {
        separate();
        out.writeBytes(text.getBytes(StandardCharsets.ISO_8859_1));
        return this;
    }

    /** Appends {@code text} right after the previous token, with no space ({@code 26,}). */
    public TextPrinter attach(String text) {
        out.writeBytes(text.getBytes(StandardCharsets.ISO_8859_1));
        return this;
    }

    /** Writes {@code text} as a whole line. */
    public TextPrinter line(String text) {
        text(text);
        return endLine();
    }

    public TextPrinter endLine() {
        out.writeBytes(new byte[] {'\r', '\n'});
        lineStart = true;
        return this;
    }

    private void separate() {
        if (lineStart) {
            for (int i = 0; i < indent; i++) {
                out.write('\t');
            }
            lineStart = false;
        } else {
            for (int i = 0; i < gap; i++) {
                out.write(' ');
            }
        }
        gap = 1;
    }

    /** Puts {@code n} spaces instead of one before the next token on this line (WED's {@code 4  1 0 2 3}). */
    public TextPrinter gap(int n) {
        gap = n;
        return this;
    }

    /**
     * A comment, {@code //} and its text, to the end of the line; refused if the text holds a line
     * end, which would end the comment early and turn its rest into tokens.
     */
    public TextPrinter comment(RawString text, String field) {
        for (int i = 0; i < text.length(); i++) {
            if (text.byteAt(i) == '\r' || text.byteAt(i) == '\n') {
                throw new MapWriteException(TextWriteRules.COMMENT_LINE_END, field, "a comment cannot hold a line end (byte " + i + " of " + text + ")");
            }
        }
        separate();
        out.write('/');
        out.write('/');
        out.writeBytes(text.bytes());
        return endLine();
    }

    /** Whole lines printed elsewhere ({@code lines} ends with a line end). */
    public TextPrinter lines(byte[] lines) {
        out.writeBytes(lines);
        lineStart = true;
        return this;
    }

    /** An empty line. */
    public TextPrinter blankLine() {
        return endLine();
    }

    public TextPrinter word(RawString w, String field) {
        checkWord(w, field);
        separate();
        out.writeBytes(w.bytes());
        return this;
    }

    /** Refuses a word that would not read back as one word. */
    public static void checkWord(RawString w, String field) {
        if (w.isEmpty()) {
            throw new MapWriteException(TextWriteRules.EMPTY_WORD, field, "an empty word cannot be written (it would vanish from the file)");
        }
        for (int i = 0; i < w.length(); i++) {
            int b = w.byteAt(i) & 0xFF;
            if (!Tokenizer.isWordByte(b)) {
                throw new MapWriteException(TextWriteRules.WORD_BYTE, field, String.format("byte 0x%02X at %d would end the word %s", b, i, w));
            }
            if (b == '/' && i + 1 < w.length() && w.byteAt(i + 1) == '/') {
                throw new MapWriteException(TextWriteRules.WORD_COMMENT, field, "\"//\" in " + w + " would start a comment");
            }
        }
    }

    public TextPrinter fileName(RawString name, String field) {
        for (int i = 0; i < name.length(); i++) {
            int b = name.byteAt(i) & 0xFF;
            if (b == '>' || b == '\r' || b == '\n') {
                throw new MapWriteException(TextWriteRules.FILE_NAME_BYTE, field, String.format("byte 0x%02X at %d would end the file name %s", b, i, name));
            }
        }
        separate();
        out.write('<');
        out.writeBytes(name.bytes());
        out.write('>');
        return this;
    }

    public TextPrinter number(double d, String field) {
        return number(d, field, false);
    }

    /**
     * {@link #number}; {@code pointed}, with a point where it would print as digits alone ({@code 10.0},
     * not {@code 10}), so that it cannot read back as flags.
     */
    public TextPrinter number(double d, String field, boolean pointed) {
        String s = TextNumbers.format(finite(d, field));
        return text(pointed && s.matches("-?[0-9]+") ? s + ".0" : s);
    }

    /** {@link #numbers}, each {@link #number(double, String, boolean) pointed} if asked. */
    public TextPrinter numbers(List<Double> values, String field, boolean pointed) {
        for (int i = 0; i < values.size(); i++) {
            number(values.get(i), field + "[" + i + "]", pointed);
        }
        return this;
    }

    public TextPrinter integer(long v) {
        return text(Long.toString(v));
    }

    public TextPrinter flags(BinaryFlags f) {
        return text(f.digits());
    }

    public TextPrinter vec(Vec3 v, String field) {
        return number(v.x(), field + ".x").number(v.y(), field + ".y").number(v.z(), field + ".z");
    }

    /** {@code (x y z)}, with no spaces inside the parentheses, as WED writes a group's placement. */
    public TextPrinter parenthesised(Vec3 v, String field) {
        text("(" + TextNumbers.format(finite(v.x(), field + ".x")));
        number(v.y(), field + ".y");
        return text(TextNumbers.format(finite(v.z(), field + ".z"))).attach(")");
    }

    private static double finite(double d, String field) {
        if (!Double.isFinite(d)) {
            throw new MapWriteException(TextWriteRules.NUMBER_NOT_FINITE, field, "text levels hold finite numbers only, not " + d);
        }
        return d;
    }

    public TextPrinter axis(TextureAxis a, String field) {
        return text("(").number(a.x(), field + ".x").number(a.y(), field + ".y").number(a.z(), field + ".z")
                .number(a.offset(), field + ".offset").text(")");
    }

    public TextPrinter numbers(List<Double> values, String field) {
        return numbers(values, field, false);
    }

    /** Tokens kept raw, on the current line; braces must balance so the item still ends where it did. */
    public TextPrinter raw(List<RawToken> tokens, String field) {
        long depth = 0;
        for (int i = 0; i < tokens.size(); i++) {
            RawToken t = tokens.get(i);
            String f = field + "[" + i + "]";
            switch (t.kind()) {
                case WORD -> word(t.text(), f);
                case FILE_NAME -> fileName(t.text(), f);
                case OPEN_BRACE -> {
                    depth++;
                    text("{");
                }
                case CLOSE_BRACE -> {
                    if (--depth < 0) {
                        throw new MapWriteException(TextWriteRules.UNBALANCED_BRACE, f, "a '}' with no '{' before it would end the item early");
                    }
                    text("}");
                }
                case OPEN_PAREN -> text("(");
                case CLOSE_PAREN -> text(")");
                case COLON -> text(":");
                case COMMA -> text(",");
                case OPEN_BRACKET -> text("[");
                case CLOSE_BRACKET -> text("]");
                case END -> throw new MapWriteException(TextWriteRules.END_TOKEN, f, "end of file is not a token");
            }
        }
        if (depth != 0) {
            throw new MapWriteException(TextWriteRules.UNCLOSED_BRACE, field, depth + " '{' not closed; the item would swallow what follows");
        }
        return this;
    }

    public byte[] toByteArray() {
        return out.toByteArray();
    }
}
