package dev.mapharness.fuzz.reports;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tags of an HTML page as a browser's tokenizer would find them, with their attribute names: enough
 * to see whether data became markup, without an HTML library (jsoup is only the reports' test
 * dependency). Comments and doctypes are skipped; the text of {@code style}, {@code script},
 * {@code textarea} and {@code title} is taken whole, as a browser takes it, up to the element's end
 * tag.
 */
final class HtmlTags {
    private static final List<String> RAW_TEXT = List.of("style", "script", "textarea", "title");

    private HtmlTags() {
    }

    /** A start or end tag: its name and its attributes' names, lower case. */
    record Tag(String name, boolean end, List<String> attributes) {
    }

    static List<Tag> of(String html) {
        List<Tag> tags = new ArrayList<>();
        int n = html.length();
        int i = 0;
        while ((i = html.indexOf('<', i)) >= 0) {
            if (html.startsWith("<!--", i)) {
                int close = html.indexOf("-->", i + 4);
                if (close < 0) {
                    throw new AssertionError("a comment that never ends at character " + i);
                }
                i = close + 3;
                continue;
            }
            int k = i + 1;
            if (k < n && (html.charAt(k) == '!' || html.charAt(k) == '?')) {
                int close = html.indexOf('>', k);
                i = close < 0 ? n : close + 1;
                continue;
            }
            boolean end = k < n && html.charAt(k) == '/';
            if (end) {
                k++;
            }
            if (k >= n || !isAsciiLetter(html.charAt(k))) {
                i++; // a '<' that starts no tag is text
                continue;
            }
            int nameStart = k;
            while (k < n && !isSpace(html.charAt(k)) && html.charAt(k) != '/' && html.charAt(k) != '>') {
                k++;
            }
            String name = html.substring(nameStart, k).toLowerCase(Locale.ROOT);
            List<String> attributes = new ArrayList<>();
            while (k < n && html.charAt(k) != '>') {
                char c = html.charAt(k);
                if (isSpace(c) || c == '/') {
                    k++;
                    continue;
                }
                int attrStart = k;
                // the first character of a name may be '=' in the tokenizer; take it as part of the name
                k++;
                while (k < n && !isSpace(html.charAt(k)) && html.charAt(k) != '/' && html.charAt(k) != '>'
                        && html.charAt(k) != '=') {
                    k++;
                }
                attributes.add(html.substring(attrStart, k).toLowerCase(Locale.ROOT));
                while (k < n && isSpace(html.charAt(k))) {
                    k++;
                }
                if (k < n && html.charAt(k) == '=') {
                    k++;
                    while (k < n && isSpace(html.charAt(k))) {
                        k++;
                    }
                    if (k < n && (html.charAt(k) == '"' || html.charAt(k) == '\'')) {
                        int close = html.indexOf(html.charAt(k), k + 1);
                        if (close < 0) {
                            throw new AssertionError("an attribute value that never ends, in <" + name + "> at character " + k);
                        }
                        k = close + 1;
                    } else {
                        while (k < n && !isSpace(html.charAt(k)) && html.charAt(k) != '>') {
                            k++;
                        }
                    }
                }
            }
            if (k >= n) {
                throw new AssertionError("a tag that never ends: <" + name + " at character " + i);
            }
            tags.add(new Tag(name, end, attributes));
            i = k + 1;
            if (!end && RAW_TEXT.contains(name)) {
                int close = html.toLowerCase(Locale.ROOT).indexOf("</" + name, i);
                i = close < 0 ? n : close;
            }
        }
        return tags;
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }
}
