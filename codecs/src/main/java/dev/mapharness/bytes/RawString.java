package dev.mapharness.bytes;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.util.Arrays;
import java.util.Locale;

/**
 * A string as the file stores it: raw bytes, no terminator. Map files hold Windows code-page
 * bytes (CP1250 and CP1252 both occur), so the bytes are the truth and text is derived for
 * display only; a round trip never passes through a {@code String}.
 */
public final class RawString implements Comparable<RawString> {
    /** Code page used to show and to enter text; bytes it cannot map are shown as U+FFFD. */
    public static final Charset DISPLAY_CHARSET = Charset.forName("windows-1252");
    public static final RawString EMPTY = new RawString(new byte[0]);

    private final byte[] bytes;

    private RawString(byte[] bytes) {
        this.bytes = bytes;
    }

    /** Wraps a copy of {@code bytes}. */
    public static RawString of(byte[] bytes) {
        return bytes.length == 0 ? EMPTY : new RawString(bytes.clone());
    }

    /** Copies {@code bytes[from, to)} (one copy, no clone of a copy). */
    public static RawString ofRange(byte[] bytes, int from, int to) {
        return wrap(Arrays.copyOfRange(bytes, from, to));
    }

    /** Encodes {@code text} in CP1252; refuses characters that code page cannot hold. */
    public static RawString of(String text) {
        CharsetEncoder encoder = DISPLAY_CHARSET.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            ByteBuffer buf = encoder.encode(CharBuffer.wrap(text));
            byte[] out = new byte[buf.remaining()];
            buf.get(out);
            return out.length == 0 ? EMPTY : new RawString(out);
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("text cannot be written in code page 1252: " + text, e);
        }
    }

    static RawString wrap(byte[] owned) {
        return owned.length == 0 ? EMPTY : new RawString(owned);
    }

    public int length() {
        return bytes.length;
    }

    public boolean isEmpty() {
        return bytes.length == 0;
    }

    public byte byteAt(int i) {
        return bytes[i];
    }

    /** A copy of the raw bytes. */
    public byte[] bytes() {
        return bytes.clone();
    }

    /** Index of the first NUL byte, or -1. */
    public int indexOfNul() {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                return i;
            }
        }
        return -1;
    }

    /** The bytes as text in the display code page. */
    public String text() {
        return new String(bytes, DISPLAY_CHARSET);
    }

    /** Case-insensitive (ASCII) suffix test on the raw bytes, e.g. {@code ".p3d"}. */
    public boolean endsWithIgnoreCase(String asciiSuffix) {
        int n = asciiSuffix.length();
        if (n > bytes.length) {
            return false;
        }
        String tail = new String(bytes, bytes.length - n, n, DISPLAY_CHARSET);
        return tail.toLowerCase(Locale.ROOT).equals(asciiSuffix.toLowerCase(Locale.ROOT));
    }

    void copyTo(byte[] dst, int at) {
        System.arraycopy(bytes, 0, dst, at, bytes.length);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RawString r && Arrays.equals(bytes, r.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public int compareTo(RawString o) {
        return Arrays.compareUnsigned(bytes, o.bytes);
    }

    /**
     * Quoted display text, with control bytes and quotes escaped as {@code \\xNN} so hostile names
     * cannot garble a terminal; backslashes stay as they are, since Windows paths are full of them.
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(bytes.length + 2).append('"');
        for (byte b : bytes) {
            int c = b & 0xFF;
            if (c < 0x20 || c == 0x7F || c == '"') {
                sb.append(String.format("\\x%02X", c));
            } else {
                sb.append(new String(new byte[] {b}, DISPLAY_CHARSET));
            }
        }
        return sb.append('"').toString();
    }
}
