package dev.mapharness.format;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.rules.Rule;

/** Reads and checks a format's magic bytes. */
public final class Signatures {
    private Signatures() {
    }

    /**
     * Consumes the format's signature ({@link Format#magic()}) and fails by {@code rule} (the format's
     * signature rule) unless the bytes spell it.
     */
    public static void expect(ByteInput in, Format format, Rule rule) {
        int at = in.offset();
        String magic = format.magic().orElseThrow();
        byte[] want = format.magicBytes();
        if (in.remaining() < want.length) {
            throw in.fail(rule, "signature", "the signature \"" + magic + "\"",
                    in.remaining() == 0 ? "an empty file" : "only " + in.remaining() + " bytes");
        }
        byte[] got = in.bytes(want.length, "signature");
        for (int i = 0; i < want.length; i++) {
            if (got[i] != want[i]) {
                throw in.failAt(rule, at, "signature", "the signature \"" + magic + "\"", printable(got));
            }
        }
    }

    static String printable(byte[] b) {
        StringBuilder sb = new StringBuilder("\"");
        for (byte x : b) {
            int c = x & 0xFF;
            sb.append(c >= 0x20 && c < 0x7F && c != '"' ? String.valueOf((char) c) : String.format("\\x%02X", c));
        }
        return sb.append('"').toString();
    }
}
