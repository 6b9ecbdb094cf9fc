package dev.mapharness.oprw;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.ReadOptions;

/** Byte-level access to written OPRW files: where a field is, and patching it. */
final class OprwFiles {
    private OprwFiles() {
    }

    /** The offset of the field recorded under {@code path} when {@code file} is read. */
    static int offsetOf(byte[] file, String path) {
        FieldMap map = OprwReader.read(file, ReadOptions.LENIENT.withFieldMap()).fieldMap().orElseThrow();
        return (int) map.entries().stream().filter(e -> e.path().equals(path)).findFirst()
                .orElseThrow(() -> new AssertionError("no field " + path + " in " + map.entries().stream()
                        .map(FieldMap.Entry::path).limit(400).toList()))
                .start();
    }

    static byte[] withU32(byte[] file, int at, long value) {
        byte[] copy = file.clone();
        for (int i = 0; i < 4; i++) {
            copy[at + i] = (byte) (value >>> (8 * i));
        }
        return copy;
    }

    static long u32(byte[] file, int at) {
        long v = 0;
        for (int i = 3; i >= 0; i--) {
            v = v << 8 | (file[at + i] & 0xFF);
        }
        return v;
    }
}
