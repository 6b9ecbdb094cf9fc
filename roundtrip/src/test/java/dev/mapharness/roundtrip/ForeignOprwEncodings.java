package dev.mapharness.roundtrip;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.MapInfoShape;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.oprw.OprwSourceLayout;
import dev.mapharness.oprw.OprwSourceLayout.Section;
import dev.mapharness.oprw.OprwWorld;
import io.airlift.compress.lzo.LzoCompressor;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * An OPRW world encoded unlike mapharness's writer, as Bohemia's binarize encodes it in its own way:
 * quad trees split down to the bottom wherever they cover the grid, with leaves past the grid's edge
 * holding garbage; LZO streams from aircompressor's compressor; BIS LZSS streams of another parse
 * (literals and runs, chosen at random). Written independently of the codec's encoders, from the
 * notes' description of each, and given to the writer as a layout ({@link OprwSourceLayout#empty}).
 */
final class ForeignOprwEncodings {
    private static final int THRESHOLD = 1024;

    private final SplittableRandom random;
    private final boolean lzo;

    private ForeignOprwEncodings(long seed, int version) {
        this.random = new SplittableRandom(seed);
        this.lzo = OprwFeature.LZO.in(version);
    }

    /** A layout that makes the writer encode {@code w} the foreign way. */
    static OprwSourceLayout of(OprwWorld w, long seed) {
        ForeignOprwEncodings f = new ForeignOprwEncodings(seed, w.version());
        OprwSourceLayout l = OprwSourceLayout.empty(w.version())
                .with(Section.GEOGRAPHY, w.geography(), f.tree(w.geography()))
                .with(Section.SOUND_MAP, w.soundMap(), f.tree(w.soundMap()))
                .with(Section.MATERIAL_INDEX, w.materialIndex(), f.tree(w.materialIndex()))
                .with(Section.ELEVATION, w.elevation(), f.array(ints(w.elevation())))
                .with(Section.OBJECT_OFFSETS, w.objectOffsets(), f.tree(w.objectOffsets()))
                .with(Section.MAP_INFO_OFFSETS, w.mapInfoOffsets(), f.tree(w.mapInfoOffsets()))
                .with(Section.PERSISTENT, w.persistent(), f.array(w.persistent().cellsUnsafe()))
                .with(Section.SUBDIVISION_HINTS, w.subdivisionHints(), f.array(w.subdivisionHints().cellsUnsafe()));
        if (w.random().isPresent()) {
            l = l.with(Section.RANDOM, w.random().get(), f.array(shorts(w.random().get())));
        }
        if (w.grass().isPresent()) {
            l = l.with(Section.GRASS, w.grass().get(), f.array(w.grass().get().cellsUnsafe()));
        }
        if (w.primaryTexture().isPresent()) {
            l = l.with(Section.PRIMARY_TEXTURE, w.primaryTexture().get(), f.array(w.primaryTexture().get().cellsUnsafe()));
        }
        for (int i = 0; i < w.mapInfos().size(); i++) {
            OprwMapInfo info = w.mapInfos().get(i);
            if (info.shape() == MapInfoShape.RIVER) {
                ByteBuffer b = ByteBuffer.allocate(4 * info.floatCount()).order(ByteOrder.LITTLE_ENDIAN);
                b.asIntBuffer().put(info.floatBits());
                l = l.withRiver(i, info, f.array(b.array()));
            }
        }
        return l;
    }

    // ---- compressed arrays ----------------------------------------------------------------

    /** Raw under the threshold (the one encoding there is), else one stream of the version's compression. */
    private byte[] array(byte[] data) {
        if (data.length < THRESHOLD) {
            return data;
        }
        return lzo ? aircompressor(data) : lzssLiteralsAndRuns(data);
    }

    private static byte[] aircompressor(byte[] data) {
        LzoCompressor compressor = new LzoCompressor();
        byte[] out = new byte[compressor.maxCompressedLength(data.length)];
        int n = compressor.compress(data, 0, data.length, out, 0, out.length);
        return Arrays.copyOf(out, n);
    }

    /**
     * BIS LZSS as the notes describe it: a flag byte per 8 items (bit set = literal), a reference
     * {@code b0 b1} with distance {@code b0 | (b1 & 0xF0) << 4} back from the output and length
     * {@code (b1 & 0x0F) + 3}, then the unsigned byte sum. Each item is a literal, or, where the
     * next bytes repeat the previous one, a distance-1 run of a random length up to 18.
     */
    private byte[] lzssLiteralsAndRuns(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] group = new byte[1 + 8 * 2];
        int items = 0;
        int length = 1;
        int pos = 0;
        while (pos < data.length) {
            int run = 0;
            while (pos > 0 && run < 18 && pos + run < data.length && data[pos + run] == data[pos - 1]) {
                run++;
            }
            if (run >= 3 && random.nextInt(4) != 0) {
                int len = 3 + random.nextInt(run - 2);
                group[length++] = 1;
                group[length++] = (byte) (len - 3);
                pos += len;
            } else {
                group[0] |= (byte) (1 << items);
                group[length++] = data[pos++];
            }
            if (++items == 8) {
                out.write(group, 0, length);
                group = new byte[group.length];
                items = 0;
                length = 1;
            }
        }
        if (items > 0) {
            out.write(group, 0, length);
        }
        int sum = 0;
        for (byte b : data) {
            sum += b & 0xFF;
        }
        out.write(sum);
        out.write(sum >>> 8);
        out.write(sum >>> 16);
        out.write(sum >>> 24);
        return out.toByteArray();
    }

    private static byte[] ints(FloatGrid g) {
        ByteBuffer b = ByteBuffer.allocate(4 * g.size()).order(ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(g.bitsUnsafe());
        return b.array();
    }

    private static byte[] shorts(ShortGrid g) {
        ByteBuffer b = ByteBuffer.allocate(2 * g.size()).order(ByteOrder.LITTLE_ENDIAN);
        b.asShortBuffer().put(g.cellsUnsafe());
        return b.array();
    }

    // ---- quad trees ------------------------------------------------------------------------

    /** Cells of one grid, unsigned, with the element size that decides the leaf tile. */
    private interface Cells {
        int width();

        int height();

        int elementSize();

        long at(int x, int y);
    }

    private byte[] tree(ByteGrid g) {
        return tree(new Cells() {
            public int width() { return g.width(); }
            public int height() { return g.height(); }
            public int elementSize() { return 1; }
            public long at(int x, int y) { return g.cellsUnsafe()[y * g.width() + x] & 0xFF; }
        });
    }

    private byte[] tree(ShortGrid g) {
        return tree(new Cells() {
            public int width() { return g.width(); }
            public int height() { return g.height(); }
            public int elementSize() { return 2; }
            public long at(int x, int y) { return g.cellsUnsafe()[y * g.width() + x] & 0xFFFF; }
        });
    }

    private byte[] tree(IntGrid g) {
        return tree(new Cells() {
            public int width() { return g.width(); }
            public int height() { return g.height(); }
            public int elementSize() { return 4; }
            public long at(int x, int y) { return g.cellsUnsafe()[y * g.width() + x] & 0xFFFF_FFFFL; }
        });
    }

    /**
     * Leaf tiles are 2 × 2 u8, 2 × 1 u16 or one u32; each node level splits both axes in 4, and the
     * tree has as many levels as the longer axis needs. Every area that covers a grid cell is a node
     * down to the bottom; an area wholly past the grid's edge is one garbage leaf.
     */
    private byte[] tree(Cells c) {
        int tileLogX = c.elementSize() == 4 ? 0 : 1;
        int tileLogY = c.elementSize() == 1 ? 1 : 0;
        int levels = Math.max(levels(c.width(), tileLogX), levels(c.height(), tileLogY));
        ByteOutput out = new ByteOutput();
        if (levels == 0) {
            out.u8(0);
            leaf(out, c, 0, 0, tileLogX, tileLogY);
        } else {
            out.u8(1);
            node(out, c, 0, 0, levels, tileLogX, tileLogY);
        }
        return out.toByteArray();
    }

    private static int levels(int size, int tileLog) {
        int log = 0;
        while ((1L << log) < size) {
            log++;
        }
        return Math.max(0, (log - tileLog + 1) / 2);
    }

    private void node(ByteOutput out, Cells c, long x0, long y0, int levels, int tileLogX, int tileLogY) {
        int childLogX = 2 * (levels - 1) + tileLogX;
        int childLogY = 2 * (levels - 1) + tileLogY;
        int mask = 0;
        for (int i = 0; i < 16; i++) {
            long x = x0 + ((long) (i & 3) << childLogX);
            long y = y0 + ((long) (i >> 2) << childLogY);
            if (levels > 1 && x < c.width() && y < c.height()) {
                mask |= 1 << i;
            }
        }
        out.u16(mask);
        for (int i = 0; i < 16; i++) {
            long x = x0 + ((long) (i & 3) << childLogX);
            long y = y0 + ((long) (i >> 2) << childLogY);
            if ((mask & 1 << i) != 0) {
                node(out, c, x, y, levels - 1, tileLogX, tileLogY);
            } else if (levels == 1) {
                leaf(out, c, x, y, tileLogX, tileLogY);
            } else {
                out.i32(random.nextInt()); // wholly past the grid: nothing reads it
            }
        }
    }

    /** The tile at (x0, y0): cells row by row, garbage where a cell is past the grid. */
    private void leaf(ByteOutput out, Cells c, long x0, long y0, int tileLogX, int tileLogY) {
        for (int y = 0; y < 1 << tileLogY; y++) {
            for (int x = 0; x < 1 << tileLogX; x++) {
                boolean inside = x0 + x < c.width() && y0 + y < c.height();
                long v = inside ? c.at((int) (x0 + x), (int) (y0 + y)) : random.nextInt();
                switch (c.elementSize()) {
                    case 1 -> out.u8((int) v & 0xFF);
                    case 2 -> out.u16((int) v & 0xFFFF);
                    default -> out.i32((int) v);
                }
            }
        }
    }
}
