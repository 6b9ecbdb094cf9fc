package dev.mapharness.reports;

/**
 * Makes any string safe to print on a terminal. File names and map strings are hostile input:
 * a control byte, a bidirectional override or an unpaired surrogate could move the cursor, hide
 * text or garble the line, so each is shown as an escape: {@code \x1B} below U+0100, a braced
 * code point (backslash, u, {@code {202E}}) above.
 */
public final class SafeText {
    private SafeText() {
    }

    public static String of(Object value) {
        String s = String.valueOf(value);
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int n = Character.charCount(cp);
            if (unsafe(cp)) {
                if (sb == null) {
                    sb = new StringBuilder(s.length() + 16).append(s, 0, i);
                }
                escape(sb, cp);
            } else if (sb != null) {
                sb.appendCodePoint(cp);
            }
            i += n;
        }
        return sb == null ? s : sb.toString();
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    /**
     * {@code \x1B}, or a braced code point above U+00FF, written digit by digit: String.format cost
     * about 800 bytes per escaped character, so a name of 32,000 control characters took 25 MB each time
     * a report showed it (found by the reports fuzz target's allocation budget, fuzz/README.md). The JUnit
     * XML's text uses the same escapes.
     */
    public static void escape(StringBuilder sb, int cp) {
        if (cp < 0x100) {
            sb.append("\\x").append(HEX[cp >> 4]).append(HEX[cp & 0xF]);
        } else {
            // every unsafe code point is in the Basic Multilingual Plane: four digits
            sb.append("\\u{").append(HEX[cp >> 12 & 0xF]).append(HEX[cp >> 8 & 0xF]).append(HEX[cp >> 4 & 0xF])
                    .append(HEX[cp & 0xF]).append('}');
        }
    }

    static boolean unsafe(int cp) {
        return cp < 0x20 || (cp >= 0x7F && cp < 0xA0)
                || (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) // unpaired
                || cp == 0x2028 || cp == 0x2029 // line and paragraph separators
                || (cp >= 0x200E && cp <= 0x200F) || (cp >= 0x202A && cp <= 0x202E)
                || (cp >= 0x2066 && cp <= 0x2069) // bidirectional marks, embeddings, overrides, isolates
                || cp == 0xFEFF;
    }
}
