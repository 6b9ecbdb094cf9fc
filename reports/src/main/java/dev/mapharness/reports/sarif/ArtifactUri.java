package dev.mapharness.reports.sarif;

import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * A file's name as a SARIF {@code artifactLocation.uri}: a relative name as a relative URI
 * reference ({@code maps/my%20level.wwd}), an absolute one as a {@code file:} URI
 * ({@code file:///home/me/maps/level.wwd}); percent-encoded as RFC 3986 wants (UTF-8 bytes, every
 * character but the unreserved ones and a few safe delimiters).
 */
public final class ArtifactUri {
    private ArtifactUri() {
    }

    public static String of(String name) {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            return encodePath(name.replace('\\', '/'));
        }
        if (path.isAbsolute()) {
            return path.normalize().toUri().toASCIIString();
        }
        String normal = path.normalize().toString().replace(java.io.File.separatorChar, '/');
        return encodePath(normal.isEmpty() ? "." : normal);
    }

    /** Percent-encodes each segment of a {@code /}-separated path; the slashes stay. */
    static String encodePath(String path) {
        StringBuilder sb = new StringBuilder();
        for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if (c == '/' || isUnreserved(c) || "!$&'()*+,;=@".indexOf(c) >= 0) {
                sb.append((char) c);
            } else {
                // ':' too: in a relative reference's first segment it would read as a scheme
                sb.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
            }
        }
        return sb.toString();
    }

    private static boolean isUnreserved(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.'
                || c == '_' || c == '~';
    }
}
