package dev.mapharness.provenance;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code //} comment lines a Gamestudio text file starts with, where WED 6, wmpio and MapBuilder
 * sign their files (docs/gamestudio-text.md). Read from the bytes, so a file that does not read still
 * shows them; only the first {@link #MAX_BYTES} bytes and {@link #MAX_LINES} lines are looked at.
 */
final class HeaderComments {
    static final int MAX_BYTES = 4096;
    static final int MAX_LINES = 16;

    private HeaderComments() {
    }

    /** The text of each leading comment line after its {@code //}, trimmed, in file order. */
    static List<String> of(byte[] bytes) {
        int n = Math.min(bytes.length, MAX_BYTES);
        int i = n >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        List<String> lines = new ArrayList<>();
        while (lines.size() < MAX_LINES) {
            while (i < n && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) {
                i++;
            }
            if (i + 1 >= n || bytes[i] != '/' || bytes[i + 1] != '/') {
                break;
            }
            int start = i + 2;
            int end = start;
            while (end < n && bytes[end] != '\n' && bytes[end] != '\r') {
                end++;
            }
            lines.add(new String(bytes, start, end - start, StandardCharsets.ISO_8859_1).trim());
            i = end;
        }
        return lines;
    }

    /** The first line starting with {@code prefix} (case-sensitive), if any. */
    static java.util.Optional<String> starting(List<String> lines, String prefix) {
        return lines.stream().filter(l -> l.startsWith(prefix)).findFirst();
    }
}
