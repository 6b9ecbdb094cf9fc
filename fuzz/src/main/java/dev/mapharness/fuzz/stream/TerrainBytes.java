package dev.mapharness.fuzz.stream;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.util.Arrays;

/**
 * Bytes built from fuzzer data that look like what OPRW compresses: runs of one value (sea, one
 * texture), short repeated tiles (striped or checkered cells), slowly changing little-endian u16
 * heights, copies of earlier stretches at any distance (the same row again, a far repeat beyond
 * both codecs' windows), runs of spaces (which BIS LZSS can reference before the start) and plain
 * raw bytes. A handful of fuzzer bytes can describe tens of kilobytes, so both encoders see long
 * matches and every distance class.
 */
public final class TerrainBytes {
    /** The most bytes built from one input: past the farthest LZO1X copy (49151 back), still quick to encode. */
    public static final int MAX_LENGTH = 1 << 16;

    private TerrainBytes() {
    }

    public static byte[] build(FuzzedDataProvider data) {
        Builder out = new Builder();
        while (data.remainingBytes() > 0 && out.size < MAX_LENGTH) {
            int room = MAX_LENGTH - out.size;
            switch (data.consumeInt(0, 6)) {
                case 0 -> out.raw(data.consumeBytes(Math.min(room, data.consumeInt(1, 64))));
                case 1 -> out.run(data.consumeByte(), Math.min(room, data.consumeInt(1, 4096)));
                case 2 -> out.tile(data.consumeBytes(data.consumeInt(1, 16)), Math.min(room, data.consumeInt(1, 4096)));
                case 3 -> out.heights(data.consumeShort(), data.consumeInt(-8, 8), Math.min(room / 2, data.consumeInt(1, 2048)));
                case 4 -> out.repeat(data.consumeInt(1, 65536), Math.min(room, data.consumeInt(1, 600)));
                case 5 -> out.run((byte) 0x20, Math.min(room, data.consumeInt(1, 40)));
                default -> out.run((byte) 0, Math.min(room, data.consumeInt(1, 8192)));
            }
        }
        return Arrays.copyOf(out.bytes, out.size);
    }

    /** The bytes so far, in one array that grows by doubling (copies read it in place). */
    private static final class Builder {
        byte[] bytes = new byte[256];
        int size;

        private void put(byte b) {
            if (size == bytes.length) {
                bytes = Arrays.copyOf(bytes, 2 * size);
            }
            bytes[size++] = b;
        }

        void raw(byte[] raw) {
            for (byte b : raw) {
                put(b);
            }
        }

        void run(byte value, int count) {
            for (int i = 0; i < count; i++) {
                put(value);
            }
        }

        void tile(byte[] tile, int count) {
            if (tile.length == 0) {
                return;
            }
            for (int i = 0; i < count; i++) {
                put(tile[i % tile.length]);
            }
        }

        /** u16 heights changing by {@code step} per cell: the raw elevation of a slope. */
        void heights(short start, int step, int cells) {
            int h = start;
            for (int i = 0; i < cells; i++) {
                put((byte) h);
                put((byte) (h >> 8));
                h += step;
            }
        }

        /** {@code count} bytes copied from {@code distance} back, overlapping like a decoder's copy; none if there is no such byte. */
        void repeat(int distance, int count) {
            if (distance > size) {
                return;
            }
            for (int i = 0; i < count; i++) {
                put(bytes[size - distance]);
            }
        }
    }
}
