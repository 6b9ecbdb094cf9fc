package dev.mapharness.reports.html;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Where a batch report puts its pages and how it links to them. A page's name comes from the
 * input's position and the last part of its name, with every character but ASCII letters, digits,
 * {@code .}, {@code _} and {@code -} replaced: whatever the input was called (slashes, {@code ..},
 * markup, control characters, a name longer than a file system allows), the page stays inside the
 * folder, and the same input list gives the same names.
 */
final class BatchFiles {
    /** Characters of the input's name kept in a page name; the whole name is on the page. */
    static final int NAME_CHARS = 80;

    private BatchFiles() {
    }

    /** {@code report.html} → {@code report.files}: the folder of pages beside an index of that name. */
    static String folderName(String indexName) {
        int dot = indexName.lastIndexOf('.');
        String base = dot > 0 ? indexName.substring(0, dot) : indexName;
        String folder = base + ".files";
        return folder.equals(indexName) ? indexName + ".files" : folder;
    }

    /** {@code 0042-island.wrp.html} for the 42nd input {@code maps/island.wrp}. */
    static String pageName(long position, String input) {
        int cut = Math.max(input.lastIndexOf('/'), input.lastIndexOf('\\'));
        String last = input.substring(cut + 1);
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%04d-", position));
        int kept = 0;
        for (int i = 0; i < last.length() && kept < NAME_CHARS; i++) {
            char c = last.charAt(i);
            if (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(last.charAt(i - 1))) {
                continue; // the pair was already replaced by one character
            }
            boolean safe = c < 0x80 && (Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-');
            sb.append(safe ? c : '_');
            kept++;
        }
        if (kept == 0) {
            sb.append("file");
        }
        return sb.append(".html").toString();
    }

    /** True for the names {@link #pageName} makes: what a later run may replace or remove in the folder. */
    static boolean isPageName(String name) {
        return name.matches("[0-9]{4,}-[A-Za-z0-9._-]+\\.html");
    }

    /** One path segment as a URL, percent-encoded except for unreserved characters (RFC 3986). */
    static String href(String segment) {
        StringBuilder sb = new StringBuilder();
        for (byte b : segment.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if (c < 0x80 && (Character.isLetterOrDigit(c) || c == '-' || c == '.' || c == '_' || c == '~')) {
                sb.append((char) c);
            } else {
                sb.append('%').append(String.format(Locale.ROOT, "%02X", c));
            }
        }
        return sb.toString();
    }
}
