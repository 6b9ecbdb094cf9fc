package dev.mapharness.format;

import dev.mapharness.wwd.WwdHeader;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Recognises a map format from its bytes, whatever the file is called.
 *
 * <p>Order matters: strong magic numbers first (the four-byte signatures of {@link Format#magic()},
 * then the WWD header size, which a WWD file's first u32 repeats), heuristic text formats last,
 * because a text sniff could also match the printable start of a binary file.
 */
public final class Formats {
    /** Bytes of the head that detection looks at; enough for text formats' leading comments. */
    public static final int HEAD_LENGTH = 4096;

    private static final Set<String> WMP_KEYWORDS =
            Set.of("block", "level", "start", "light", "sound", "model", "path", "object");

    private Formats() {
    }

    /** The format of {@code bytes} (a whole file or its first {@link #HEAD_LENGTH} bytes). */
    public static Optional<Detection> detect(byte[] bytes) {
        if (bytes.length >= 4) {
            String head = new String(bytes, 0, 4, StandardCharsets.ISO_8859_1);
            for (Format f : Format.values()) {
                if (f.magic().filter(head::equals).isPresent()) {
                    return f == Format.OPRW ? oprw(bytes) : found(f, "signature \"" + head + "\"");
                }
            }
            if (le32(bytes, 0) == WwdHeader.SIZE) {
                return found(Format.WWD, String.format("header size %d (0x%X) in the first u32", WwdHeader.SIZE,
                        WwdHeader.SIZE));
            }
        }
        return detectText(bytes);
    }

    /**
     * A JSON object: '{', white space, then a quoted key. {@code $$M} text also starts with '{', but
     * then a number or a comment.
     */
    private static boolean jsonObject(byte[] bytes, int at, int n) {
        if (bytes[at] != '{') {
            return false;
        }
        int i = at + 1;
        while (i < n && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) {
            i++;
        }
        return i < n && bytes[i] == '"';
    }

    /** OPRW's version follows its signature; a file may end before it. */
    private static Optional<Detection> oprw(byte[] bytes) {
        if (bytes.length >= 8) {
            int version = le32(bytes, 4);
            return Optional.of(new Detection(Format.OPRW, OptionalInt.of(version), "signature \"OPRW\", version " + version));
        }
        return found(Format.OPRW, "signature \"OPRW\" (no version: file ends at byte " + bytes.length + ")");
    }

    private static Optional<Detection> found(Format f, String evidence) {
        return Optional.of(new Detection(f, OptionalInt.empty(), evidence));
    }

    private static int le32(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (b[at + 3] & 0xFF) << 24;
    }

    /** The first byte after the version number, white space and comments; 0 at the end of {@code n}. */
    private static int afterVersion(byte[] bytes, int i, int n) {
        while (i < n && Character.isDigit(bytes[i] & 0xFF)) {
            i++;
        }
        i = skipBlankAndComments(bytes, i, n);
        return i < n ? bytes[i] & 0xFF : 0;
    }

    /** The index of the first byte from {@code i} that is neither white space nor in a {@code //} comment. */
    private static int skipBlankAndComments(byte[] bytes, int i, int n) {
        while (i < n) {
            int c = bytes[i] & 0xFF;
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                i++;
            } else if (c == '/' && i + 1 < n && bytes[i + 1] == '/') {
                while (i < n && bytes[i] != '\n') {
                    i++;
                }
            } else {
                return i;
            }
        }
        return n;
    }

    /**
     * Text levels: the first token after white space and {@code //} comments. {@code $$M} starts
     * with a {@code version} line or a brace; text WMP with an object keyword and its number.
     */
    private static Optional<Detection> detectText(byte[] bytes) {
        int n = Math.min(bytes.length, HEAD_LENGTH);
        int i = 0;
        if (n >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            i = 3;
        }
        i = skipBlankAndComments(bytes, i, n);
        if (i >= n) {
            return Optional.empty();
        }
        if (jsonObject(bytes, i, n)) {
            return found(Format.TILED, "a JSON object ('{' and a quoted key)");
        }
        if (bytes[i] == '{') {
            return found(Format.GAMESTUDIO_MAP, "text starting with '{'");
        }
        int start = i;
        while (i < n && Character.isLetter(bytes[i] & 0xFF)) {
            i++;
        }
        String word = new String(bytes, start, i - start, StandardCharsets.ISO_8859_1);
        int afterWord = i;
        while (i < n && (bytes[i] == ' ' || bytes[i] == '\t')) {
            i++;
        }
        boolean number = i < n && i > afterWord && Character.isDigit(bytes[i] & 0xFF);
        if (word.equals("version") && number) {
            // WED 6 starts a text WMP with a version line too; what follows it tells them apart
            if (Character.isLetter(afterVersion(bytes, i, n))) {
                return found(Format.WMP_TEXT, "text starting with a \"version\" line and a word after it");
            }
            return found(Format.GAMESTUDIO_MAP, "text starting with a \"version\" line");
        }
        if (WMP_KEYWORDS.contains(word) && number) {
            return found(Format.WMP_TEXT, "text starting with \"" + word + " <number>\"");
        }
        return Optional.empty();
    }
}
