package dev.mapharness.reports.junit;

import dev.mapharness.reports.SafeText;

/**
 * Makes a string something XML 1.0 can hold and people can still read. XML 1.0 has no way to write
 * most control characters, unpaired surrogates, U+FFFE or U+FFFF, not even as character
 * references, and a file name may hold any of them: each is shown as an escape instead
 * ({@code \x1B} below U+0100, a braced code point above), as on the terminal. Bidirectional
 * overrides and line separators are escaped too, since CI pages show these strings to people.
 * Nothing is dropped.
 */
final class XmlText {
    private XmlText() {
    }

    /** For attribute values: one line, so newlines and tabs are escaped too (parsers would fold them to spaces). */
    static String attribute(String s) {
        return escape(s, false);
    }

    /** For element text: newlines and tabs kept. */
    static String text(String s) {
        return escape(s, true);
    }

    private static String escape(String value, boolean multiLine) {
        String s = value == null ? "" : value;
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int n = Character.charCount(cp);
            boolean keep = multiLine && (cp == '\n' || cp == '\t');
            if (!keep && unsafe(cp)) {
                if (sb == null) {
                    sb = new StringBuilder(s.length() + 16).append(s, 0, i);
                }
                SafeText.escape(sb, cp);
            } else if (sb != null) {
                sb.appendCodePoint(cp);
            }
            i += n;
        }
        return sb == null ? s : sb.toString();
    }

    static boolean unsafe(int cp) {
        return cp < 0x20 || (cp >= 0x7F && cp < 0xA0)
                || (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) // unpaired: paired ones arrive as one code point
                || cp == 0xFFFE || cp == 0xFFFF
                || cp == 0x2028 || cp == 0x2029
                || (cp >= 0x200E && cp <= 0x200F) || (cp >= 0x202A && cp <= 0x202E)
                || (cp >= 0x2066 && cp <= 0x2069) || cp == 0xFEFF;
    }
}
