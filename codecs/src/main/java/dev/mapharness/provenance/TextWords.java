package dev.mapharness.provenance;

/**
 * A minimal word scanner over Gamestudio text for the fingerprints, independent of the readers so
 * that it sees files the readers refuse: white space separates words, {@code { }} are words of their
 * own, {@code //} starts a comment to the line end. Every step advances, so a scan is linear in the
 * file's length and allocates nothing per word.
 */
final class TextWords {
    private final byte[] bytes;
    private int pos;
    private int start;
    private int end;

    TextWords(byte[] bytes) {
        this.bytes = bytes;
    }

    /** Moves to the next word; false at the end of the file. */
    boolean next() {
        int n = bytes.length;
        while (pos < n) {
            int c = bytes[pos] & 0xFF;
            if (c <= ' ') {
                pos++;
            } else if (c == '/' && pos + 1 < n && bytes[pos + 1] == '/') {
                while (pos < n && bytes[pos] != '\n') {
                    pos++;
                }
            } else {
                start = pos;
                if (c == '{' || c == '}') {
                    pos++;
                } else {
                    while (pos < n && (bytes[pos] & 0xFF) > ' ' && bytes[pos] != '{' && bytes[pos] != '}'
                            && !(bytes[pos] == '/' && pos + 1 < n && bytes[pos + 1] == '/')) {
                        pos++;
                    }
                }
                end = pos;
                return true;
            }
        }
        return false;
    }

    int start() {
        return start;
    }

    int length() {
        return end - start;
    }

    boolean is(char c) {
        return end - start == 1 && bytes[start] == c;
    }

    boolean is(String word) {
        if (word.length() != end - start) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            if (bytes[start + i] != word.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    byte at(int i) {
        return bytes[start + i];
    }

    String text() {
        return new String(bytes, start, Math.min(end - start, 80), java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** True if the word is all 0 and 1 digits: a Gamestudio flags field. */
    boolean binaryDigits() {
        for (int i = start; i < end; i++) {
            if (bytes[i] != '0' && bytes[i] != '1') {
                return false;
            }
        }
        return end > start;
    }

    /**
     * True if the word is a decimal number whose fraction ends in 0 ({@code -0.000000},
     * {@code 12.50}): a fixed-width spelling, which a shortest-form printer never makes.
     */
    boolean fixedFraction() {
        int i = start;
        if (i < end && (bytes[i] == '-' || bytes[i] == '+')) {
            i++;
        }
        int digits = 0;
        while (i < end && bytes[i] >= '0' && bytes[i] <= '9') {
            i++;
            digits++;
        }
        if (digits == 0 || i >= end || bytes[i] != '.') {
            return false;
        }
        i++;
        int fraction = 0;
        while (i < end && bytes[i] >= '0' && bytes[i] <= '9') {
            i++;
            fraction++;
        }
        return i == end && fraction > 0 && bytes[end - 1] == '0';
    }
}
