package dev.mapharness.text;

import dev.mapharness.gamestudio.BinaryFlags;
import java.util.List;

/**
 * Where a list of numbers (an entity's skills) ends and the fixed values after it (flags, ambient …)
 * begin, in the tokens of an item read to its closing brace. Writers append values after the fixed
 * ones (docs/gamestudio-text.md, "Values a writer adds or leaves out"), so the split cannot be found
 * from the end alone. After the layouts real files use (tried by the caller), the first place where
 * the flags stand alone on their line wins (every writer seen puts the skills on one line and the
 * flags on the next by themselves), then the known writer's skill count, then the first place where
 * the flags start a line, then the first place that fits at all. Writers print values kept raw
 * only where they read back in place, so a file's own split always comes back.
 */
public final class TailSplit {
    /** What one value of the fixed part must be. */
    public enum Slot {
        /** Binary digits. */
        FLAGS,
        /** A number. */
        NUMBER,
        /** Any word, a number included. */
        WORD
    }

    private TailSplit() {
    }

    /**
     * The index in {@code tokens} of the first fixed value, searching from {@code from} (tokens
     * before it are read already); the tokens from {@code from} to it are numbers. {@code -1} if
     * no place fits.
     *
     * @param preferred how many numbers the writer of the known layout puts before the fixed values,
     *                  or -1 if no count is known
     */
    public static int find(byte[] bytes, List<Token> tokens, int from, List<Slot> tail, int preferred) {
        // the fixed values start at the first token that is not a number, or before it
        int numbersEnd = from;
        while (numbersEnd < tokens.size() && isNumber(bytes, tokens.get(numbersEnd))) {
            numbersEnd++;
        }
        int last = Math.min(tokens.size() - tail.size(), numbersEnd);
        int lineStart = -1;
        int firstFit = -1;
        for (int f = from; f <= last; f++) {
            if (tailFits(bytes, tokens, f, tail)) {
                int line = tokens.get(f).line();
                boolean startsLine = f == 0 || tokens.get(f - 1).line() != line;
                if (startsLine && (f + 1 == tokens.size() || tokens.get(f + 1).line() != line)) {
                    return f;
                }
                if (startsLine && lineStart < 0) {
                    lineStart = f;
                }
                if (firstFit < 0) {
                    firstFit = f;
                }
            }
        }
        if (preferred >= 0 && from + preferred <= last && tailFits(bytes, tokens, from + preferred, tail)) {
            return from + preferred;
        }
        return lineStart >= 0 ? lineStart : firstFit;
    }

    /** True if the fixed values fit at {@code at} and the tokens from {@code from} to {@code at} are numbers. */
    public static boolean fits(byte[] bytes, List<Token> tokens, int from, int at, List<Slot> tail) {
        if (at < from || at + tail.size() > tokens.size()) {
            return false;
        }
        for (int i = from; i < at; i++) {
            if (!isNumber(bytes, tokens.get(i))) {
                return false;
            }
        }
        return tailFits(bytes, tokens, at, tail);
    }

    private static boolean tailFits(byte[] bytes, List<Token> tokens, int at, List<Slot> tail) {
        if (at < 0 || at + tail.size() > tokens.size()) {
            return false;
        }
        for (int i = 0; i < tail.size(); i++) {
            Token t = tokens.get(at + i);
            boolean ok = switch (tail.get(i)) {
                case FLAGS -> t.kind() == TokenKind.WORD && isFlags(bytes, t);
                case NUMBER -> isNumber(bytes, t);
                case WORD -> t.kind() == TokenKind.WORD;
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /**
     * True if {@code t} reads as a number: the number grammar, and a value a double holds. A token of
     * the grammar that overflows ({@code 1e400}) is refused where a number is read ("a number within the
     * range of a double"), so the split must not count it among the numbers: it would choose a place
     * whose skills cannot be read, and the item would be kept whole although another place reads.
     * Which place that is depends on the lines ({@link #find}), so a writer printing the kept tokens on
     * one line would have it read back typed (docs/gamestudio-text.md, "Values a writer adds or leaves
     * out": an item kept whole must not read back typed).
     */
    public static boolean isNumber(byte[] bytes, Token t) {
        return t.kind() == TokenKind.WORD && TextNumbers.isNumber(bytes, t.start(), t.end())
                && !Double.isNaN(TextNumbers.parse(bytes, t.start(), t.end()));
    }

    /** True if {@code t} is a word that is not a number (a name such as a material). */
    public static boolean isName(byte[] bytes, Token t) {
        return t.kind() == TokenKind.WORD && !TextNumbers.isNumber(bytes, t.start(), t.end());
    }

    private static boolean isFlags(byte[] bytes, Token t) {
        return BinaryFlags.isBinary(new String(bytes, t.start(), t.length(), java.nio.charset.StandardCharsets.ISO_8859_1));
    }
}
