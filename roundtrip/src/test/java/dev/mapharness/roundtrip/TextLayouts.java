package dev.mapharness.roundtrip;

import dev.mapharness.text.Token;
import dev.mapharness.text.TokenKind;
import dev.mapharness.text.Tokenizer;
import java.io.ByteArrayOutputStream;
import java.util.SplittableRandom;

/**
 * The same tokens as a valid Gamestudio text level, laid out differently: white space of every
 * kind between every two tokens, or comments at every position. Both formats ignore layout, so the
 * result must read to the same model as the original.
 */
final class TextLayouts {
    /** Separators of every kind the tokenizer accepts: tabs, CR alone, CR LF, LF, form feeds and mixes. */
    private static final String[] SPACES = {" ", "\t", "\r", "\n", "\r\n", "\f", "\t\f \r\n", "\r\r\n\n", "\f\f\t\r", "  \t  "};
    /** Ends of comment lines; a lone CR ends one too. */
    private static final String[] LINE_ENDS = {"\n", "\r\n", "\r"};

    private TextLayouts() {
    }

    /** Every token, separated by a random run of white space (nothing where punctuation allows it). */
    static byte[] respaced(byte[] valid, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return relaid(valid, (out, previous, next) -> {
            boolean mayTouch = previous.kind() != TokenKind.WORD || next.kind() != TokenKind.WORD;
            if (!(mayTouch && random.nextInt(4) == 0)) {
                out.writeBytes(latin1(SPACES[random.nextInt(SPACES.length)]));
            }
        });
    }

    /** Every token, with {@code run} bytes of white space of every kind after the first one. */
    static byte[] withSpaceRun(byte[] valid, int run) {
        byte[] cycle = latin1(" \t\r\n\f\r\n\r");
        boolean[] done = {false};
        return relaid(valid, (out, previous, next) -> {
            if (!done[0]) {
                for (int i = 0; i < run; i++) {
                    out.write(cycle[i % cycle.length]);
                }
                done[0] = true;
            } else {
                out.write(' ');
            }
        });
    }

    /**
     * A comment before the first token, between every two tokens and after the last (that one with
     * no line end): some straight after a word ({@code ndef// x}), holding CP1252 bytes, control
     * bytes, braces and {@code <} — anything but a line end.
     */
    static byte[] commented(byte[] valid, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        comment(out, random);
        out.writeBytes(relaid(valid, (o, previous, next) -> {
            boolean attach = random.nextBoolean() && !(previous.kind() == TokenKind.WORD && valid[previous.end() - 1] == '/');
            if (!attach) {
                o.writeBytes(latin1(SPACES[random.nextInt(SPACES.length)]));
            }
            comment(o, random);
            if (random.nextBoolean()) {
                o.write('\t');
            }
        }));
        out.writeBytes(latin1(" // the last comment, with no line end \u00e9"));
        return out.toByteArray();
    }

    private static void comment(ByteArrayOutputStream out, SplittableRandom random) {
        out.writeBytes(latin1("//"));
        int n = random.nextInt(12);
        for (int i = 0; i < n; i++) {
            int b;
            do {
                b = random.nextInt(256);
            } while (b == '\r' || b == '\n');
            out.write(b);
        }
        out.writeBytes(latin1(LINE_ENDS[random.nextInt(LINE_ENDS.length)]));
    }

    private interface Separator {
        void write(ByteArrayOutputStream out, Token previous, Token next);
    }

    private static byte[] relaid(byte[] valid, Separator separator) {
        Tokenizer tokenizer = new Tokenizer(valid);
        ByteArrayOutputStream out = new ByteArrayOutputStream(valid.length * 2);
        Token previous = null;
        for (Token t = tokenizer.next(); t.kind() != TokenKind.END; t = tokenizer.next()) {
            if (previous != null) {
                separator.write(out, previous, t);
            }
            if (t.kind() == TokenKind.FILE_NAME) {
                out.write('<');
                out.write(valid, t.start(), t.length());
                out.write('>');
            } else {
                out.write(valid, t.start(), t.length());
            }
            previous = t;
        }
        return out.toByteArray();
    }

    private static byte[] latin1(String s) {
        return s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
