package dev.mapharness.corpus;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Annotated hex, the source of the hand-built corpus files: bytes as two hex digits, {@code "text"}
 * as its ASCII bytes (a backslash is a plain byte, as in Windows paths), {@code XX*N} for byte XX
 * repeated N times, and {@code #} comments to the end of the line.
 */
public final class HexSource {
    private HexSource() {
    }

    public static byte[] parse(String source) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int line = 1;
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '#') {
                while (i < source.length() && source.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '"') {
                int end = source.indexOf('"', i + 1);
                if (end < 0 || source.substring(i, end).indexOf('\n') >= 0) {
                    throw new IllegalArgumentException("line " + line + ": unterminated string");
                }
                out.writeBytes(source.substring(i + 1, end).getBytes(StandardCharsets.ISO_8859_1));
                i = end + 1;
            } else {
                int end = i;
                while (end < source.length() && !Character.isWhitespace(source.charAt(end)) && source.charAt(end) != '#') {
                    end++;
                }
                String token = source.substring(i, end);
                String[] parts = token.split("\\*", -1);
                if (parts.length > 2 || parts[0].length() != 2) {
                    throw new IllegalArgumentException("line " + line + ": expected a hex byte, found " + token);
                }
                try {
                    int b = Integer.parseInt(parts[0], 16);
                    int n = parts.length == 2 ? Integer.parseInt(parts[1]) : 1;
                    for (int k = 0; k < n; k++) {
                        out.write(b);
                    }
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("line " + line + ": expected a hex byte, found " + token, e);
                }
                i = end;
            }
        }
        return out.toByteArray();
    }
}
