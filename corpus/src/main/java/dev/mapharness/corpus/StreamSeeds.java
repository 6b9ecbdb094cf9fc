package dev.mapharness.corpus;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.compress.BisLzss;
import dev.mapharness.compress.Lzo1x;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.quadtree.QuadTree;
import dev.mapharness.wvr4.HeightScale;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Seeds of the codec-stage targets: LZSS and LZO1X streams from our encoders over small terrain-like
 * and random data, cut and corrupted variants, an LZSS reference before the start, quad trees of each
 * cell type; random bytes for the round-trip targets, which build their data from fuzzer data.
 *
 * <p>The stream targets' inputs start with parameters (see the targets' summaries): a u24
 * little-endian decoded size before an LZSS or LZO stream; cell type (0 u8, 1 u16, 2 u32),
 * width - 1 and height - 1 as three bytes before a quad tree.
 */
final class StreamSeeds {
    private StreamSeeds() {
    }

    static Map<String, Map<String, byte[]>> byTarget(long seed) {
        Map<String, Map<String, byte[]>> all = new TreeMap<>();
        Map<String, byte[]> data = data(new Random(seed + 300));
        all.put("lzss-decode", lzss(data));
        all.put("lzo1x-decode", lzo(data));
        all.put("quadtree-decode", quadTrees(new Random(seed + 301)));
        all.put("lzss-roundtrip", fuzzerData(new Random(seed + 302)));
        all.put("lzo1x-roundtrip", fuzzerData(new Random(seed + 303)));
        all.put("lzo1x-instructions", fuzzerData(new Random(seed + 305)));
        all.put("quadtree-roundtrip", fuzzerData(new Random(seed + 304)));
        return all;
    }

    /** What the streams encode: terrain-like arrays as OPRW holds them, and random bytes. */
    private static Map<String, byte[]> data(Random random) {
        Map<String, byte[]> data = new LinkedHashMap<>();
        int side = 32;
        Terrain terrain = new Terrain(random);
        ByteOutput heights = new ByteOutput();
        ByteOutput bands = new ByteOutput();
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                double m = terrain.metres(x / (side - 1.0), y / (side - 1.0));
                heights.i16((short) Math.round(m / HeightScale.ENGINE.metresPerUnit()));
                bands.u8(Terrain.band(m));
            }
        }
        data.put("heights", heights.toByteArray());
        data.put("bands", bands.toByteArray());
        byte[] noise = new byte[300];
        random.nextBytes(noise);
        data.put("random", noise);
        byte[] spaces = new byte[100];
        Arrays.fill(spaces, (byte) ' ');
        System.arraycopy("names follow".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, spaces, 40, 12);
        data.put("spaces", spaces);
        data.put("empty", new byte[0]);
        data.put("every-form", everyForm(random));
        return data;
    }

    /**
     * Bytes whose LZO1X stream (our encoder's) holds every instruction form a decoder has: the first
     * literal run, extended literal runs, the 3-byte copy from 2049..3072 back right after a long
     * literal run, short and long near copies, a copy from beyond 16384 back, and long copies both
     * overlapping what they write and apart from it ({@code StreamSeedsTest} checks the stream).
     * Each copy follows a few fresh bytes so that it starts where the encoder looks.
     */
    static byte[] everyForm(Random random) {
        FormBytes out = new FormBytes(random);
        out.fresh(20);
        out.copy(20, 8);
        out.fresh(3000);
        out.copy(500, 8);
        out.fresh(4);
        out.copy(2050, 3);
        out.fresh(2);
        out.copy(1500, 6);
        out.fresh(5);
        out.copy(3000, 40);
        out.fresh(511);
        out.copy(511, 1000);
        out.fresh(7);
        out.copy(4000, 600);
        out.zeros(12_000);
        out.fresh(9);
        out.copy(17_000, 20);
        out.fresh(40);
        return Arrays.copyOf(out.bytes, out.size);
    }

    /** Fresh random bytes, copies of earlier ones (byte by byte, so a copy may overlap itself) and zeros. */
    private static final class FormBytes {
        final Random random;
        byte[] bytes = new byte[1 << 15];
        int size;

        FormBytes(Random random) {
            this.random = random;
        }

        void fresh(int count) {
            for (int i = 0; i < count; i++) {
                bytes[size++] = (byte) random.nextInt(256);
            }
        }

        void copy(int distance, int length) {
            for (int i = 0; i < length; i++, size++) {
                bytes[size] = bytes[size - distance];
            }
        }

        void zeros(int count) {
            size += count;
        }
    }

    private static Map<String, byte[]> lzss(Map<String, byte[]> data) {
        Map<String, byte[]> seeds = new TreeMap<>();
        data.forEach((name, bytes) -> seeds.put(name, sized(bytes.length, BisLzss.encode(bytes))));
        byte[] heights = seeds.get("heights");
        seeds.put("heights-cut", Arrays.copyOf(heights, heights.length / 2));
        byte[] corrupt = heights.clone();
        corrupt[corrupt.length / 2] ^= 0x5A;
        seeds.put("heights-corrupt", corrupt);
        byte[] badSum = seeds.get("bands").clone();
        badSum[badSum.length - 1] ^= 1;
        seeds.put("bands-bad-checksum", badSum);
        // flags 0b0000_0010: a reference 5 back at the start (3 spaces), one literal 'A', then a reference 1 back (3 × 'A')
        byte[] beforeStart = {0x02, 0x05, 0x00, 'A', 0x01, 0x00, 0, 0, 0, 0};
        long sum = 3 * ' ' + 4 * 'A';
        beforeStart[6] = (byte) sum;
        beforeStart[7] = (byte) (sum >> 8);
        seeds.put("distance-before-start", sized(7, beforeStart));
        return seeds;
    }

    private static Map<String, byte[]> lzo(Map<String, byte[]> data) {
        Map<String, byte[]> seeds = new TreeMap<>();
        data.forEach((name, bytes) -> seeds.put(name, sized(bytes.length, Lzo1x.encode(bytes))));
        byte[] heights = seeds.get("heights");
        seeds.put("heights-cut", Arrays.copyOf(heights, heights.length / 2));
        byte[] corrupt = heights.clone();
        corrupt[corrupt.length / 2] ^= 0x5A;
        seeds.put("heights-corrupt", corrupt);
        byte[] random = seeds.get("random");
        seeds.put("random-trailing", Arrays.copyOf(random, random.length + 4));
        // two literals, then a far copy after 1..3 literals: 0000DDSS in state 2 copies 2 bytes from distance 1
        seeds.put("short-copy", sized(4, new byte[] {19, 'a', 'b', 0x00, 0x00, 0x11, 0, 0}));
        return seeds;
    }

    private static Map<String, byte[]> quadTrees(Random random) {
        Map<String, byte[]> seeds = new TreeMap<>();
        int[][] sizes = {{1, 1}, {5, 3}, {16, 16}, {33, 20}};
        for (int[] s : sizes) {
            int w = s[0];
            int h = s[1];
            byte[] u8 = new byte[w * h];
            short[] u16 = new short[w * h];
            int[] u32 = new int[w * h];
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    // quadrants of one value each, with a few odd cells: uniform areas and real nodes
                    int v = (x * 2 / w) + 2 * (y * 2 / h);
                    if (random.nextInt(12) == 0) {
                        v = random.nextInt(256);
                    }
                    u8[y * w + x] = (byte) v;
                    u16[y * w + x] = (short) (v * 257);
                    u32[y * w + x] = v * 0x01010101;
                }
            }
            String size = w + "x" + h;
            seeds.put("u8-" + size, tree(0, w, h, out -> QuadTree.write(out, ByteGrid.of(w, h, u8))));
            seeds.put("u16-" + size, tree(1, w, h, out -> QuadTree.write(out, ShortGrid.of(w, h, u16))));
            seeds.put("u32-" + size, tree(2, w, h, out -> QuadTree.write(out, IntGrid.of(w, h, u32))));
        }
        seeds.put("u16-uniform-64x64", tree(1, 64, 64, out -> QuadTree.write(out, ShortGrid.filled(64, 64, (short) 7))));
        byte[] whole = seeds.get("u8-33x20");
        seeds.put("u8-33x20-cut", Arrays.copyOf(whole, whole.length - 9));
        byte[] badFlag = seeds.get("u32-16x16").clone();
        badFlag[3] = 2;
        seeds.put("u32-16x16-bad-flag", badFlag);
        return seeds;
    }

    private interface TreeWriter {
        void write(ByteOutput out);
    }

    private static byte[] tree(int type, int width, int height, TreeWriter writer) {
        ByteOutput out = new ByteOutput();
        out.u8(type);
        out.u8(width - 1);
        out.u8(height - 1);
        writer.write(out);
        return out.toByteArray();
    }

    /** Fuzzer data for a structured target: random bytes of a few lengths. */
    private static Map<String, byte[]> fuzzerData(Random random) {
        Map<String, byte[]> seeds = new TreeMap<>();
        for (int length : new int[] {16, 64, 256, 1024}) {
            byte[] b = new byte[length];
            random.nextBytes(b);
            seeds.put("random-" + length, b);
        }
        return seeds;
    }

    /** {@code u24 LE size}, then the stream. */
    private static byte[] sized(int size, byte[] stream) {
        byte[] out = new byte[3 + stream.length];
        out[0] = (byte) size;
        out[1] = (byte) (size >> 8);
        out[2] = (byte) (size >> 16);
        System.arraycopy(stream, 0, out, 3, stream.length);
        return out;
    }
}
