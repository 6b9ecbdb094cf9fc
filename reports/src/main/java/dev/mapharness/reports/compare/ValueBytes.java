package dev.mapharness.reports.compare;

/** A few bytes of a field as people read them: hex, and as a little-endian number when they are one. */
final class ValueBytes {
    private ValueBytes() {
    }

    static String describe(byte[] bytes, ByteRange range) {
        int start = (int) Math.min(range.start(), bytes.length);
        int end = (int) Math.min(range.end(), bytes.length);
        int n = Math.min(end - start, 8);
        StringBuilder hex = new StringBuilder("0x");
        for (int i = 0; i < n; i++) {
            hex.append(String.format("%02X", bytes[start + i] & 0xFF));
        }
        if (end - start > n) {
            hex.append('…');
        }
        if (n == 1 || n == 2 || n == 4) {
            long v = 0;
            for (int i = n - 1; i >= 0; i--) {
                v = v << 8 | (bytes[start + i] & 0xFF);
            }
            String value = n == 4 ? v + ", as a float " + Float.intBitsToFloat((int) v) : Long.toString(v);
            return hex + " (value " + value + ")";
        }
        return n == 0 ? "nothing" : hex.toString();
    }
}
