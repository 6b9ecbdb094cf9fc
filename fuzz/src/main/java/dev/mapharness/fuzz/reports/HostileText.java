package dev.mapharness.fuzz.reports;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.util.List;

/**
 * Strings as a hostile file or map would make them, from fuzzer data: markup the pages must not let
 * through ({@link #TAG}, {@link #ATTRIBUTE}), what breaks XML and JSON ({@code ]]>}, {@code &}, quotes,
 * backslashes), every kind of character a terminal acts on (U+0000–U+001F, U+007F, C1 controls,
 * bidirectional overrides, line separators, lone surrogates), and very long runs of them.
 */
final class HostileText {
    /** An element no page has: if it appears as a tag, data became markup. */
    static final String TAG = "mh-injected";
    /** An attribute no page has: if it appears on a tag, a quote from the data ended an attribute value. */
    static final String ATTRIBUTE = "data-mh-injected";

    /** Pieces the fuzzer strings together; the dictionary (corpus/fuzz/dict/reports.dict) has them too. */
    static final List<String> PIECES = List.of(
            "<script>alert(1)</script>", "<" + TAG + ">", "</" + TAG + ">", "\" " + ATTRIBUTE + "=\"1",
            "' " + ATTRIBUTE + "='1", "<img src=x onerror=alert(2)>", "\"", "'", "&", "&amp;", "&#x3C;", "]]>",
            "<![CDATA[", "<!--", "-->", "</textarea>", "</style>", "</title>", "<?xml version=\"1.0\"?>",
            "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>", "&e;", "\\", "\\u0000", "{\"a\":", "}", "[",
            "\u0000", "\u0007", "\u0008", "\t", "\n", "\r", "\u000b", "\u000c", "\u001b[31m", "\u001b]0;title\u0007",
            "\u007f", "\u0085", "\u009b", "\u00a0", "\u2028", "\u2029", "\u202e", "\u2066", "\u200f", "\ufeff",
            "\ufffe", "\uffff", "\ud800", "\udc00", "\ud83d\ude00", "é", "objects[7].transform[9]", "small.wrp",
            "-1", "9223372036854775807", "NaN", "");

    /** The most repetitions of one piece: long enough to test cutting (pages cut at 240 characters). */
    static final int MAX_REPEAT = 4096;
    /**
     * Characters of all of one input's strings together: every string is rendered about fifteen times,
     * some many times in one report (a diff's side names with every divergence), and escaping may make
     * one character ten, so this keeps an input's rendering and its checks inside the allocation budget
     * (64 MiB for any input) while a single string can still be very long.
     */
    static final int MAX_TOTAL = 16 * 1024;

    private int left = MAX_TOTAL;

    /** One string: pieces, raw characters (any UTF-16 unit), or one of them repeated many times. */
    String next(FuzzedDataProvider data) {
        String s = switch (data.consumeInt(0, 3)) {
            case 0 -> data.pickValue(PIECES);
            case 1 -> pieces(data);
            case 2 -> chars(data);
            default -> {
                String one = data.consumeBoolean() ? data.pickValue(PIECES) : chars(data);
                int most = one.isEmpty() ? 1 : Math.max(1, left / one.length());
                yield one.repeat(Math.min(data.consumeInt(1, MAX_REPEAT), most));
            }
        };
        if (s.length() > left) {
            s = s.substring(0, Math.max(0, left));
        }
        left -= s.length();
        return s;
    }

    private static String pieces(FuzzedDataProvider data) {
        StringBuilder s = new StringBuilder();
        int n = data.consumeInt(1, 6);
        for (int i = 0; i < n; i++) {
            s.append(data.consumeBoolean() ? data.pickValue(PIECES) : chars(data));
        }
        return s.toString();
    }

    /** Up to 16 UTF-16 units as the data gives them, lone surrogates and controls included. */
    private static String chars(FuzzedDataProvider data) {
        int n = data.consumeInt(0, 16);
        char[] c = new char[n];
        for (int i = 0; i < n; i++) {
            c[i] = data.consumeChar();
        }
        return new String(c);
    }
}
