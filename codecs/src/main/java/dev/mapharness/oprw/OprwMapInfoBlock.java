package dev.mapharness.oprw;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.compress.CompressedArrays;
import dev.mapharness.compress.Compression;
import dev.mapharness.grid.IntGrid;
import java.util.Arrays;
import java.util.List;

/**
 * How map-info records lie in their block. Every record has a size fixed by its type except a
 * river whose points reach the compression threshold: its size is what the version's compressor
 * makes of them. So the same records take different bytes under BIS LZSS and LZO, and the per-cell
 * {@code mapInfoOffsets} into the block must follow when a world changes compression.
 */
final class OprwMapInfoBlock {
    private static final long U32_MAX = 0xFFFF_FFFFL;

    private OprwMapInfoBlock() {
    }

    /**
     * Writes the records as {@link OprwMapInfoReader} reads them; a river's points as {@code layout}
     * (may be null) recorded them where the river is the one read at that index.
     */
    static void write(ByteOutput out, List<OprwMapInfo> infos, Compression compression, OprwSourceLayout layout) {
        for (int i = 0; i < infos.size(); i++) {
            OprwMapInfo info = infos.get(i);
            write(out, info, compression, layout == null ? null : layout.riverPoints(i, info, compression));
        }
    }

    /** One record; a river's points as {@code keptPoints} (may be null), else encoded with {@code compression}. */
    static void write(ByteOutput out, OprwMapInfo info, Compression compression, byte[] keptPoints) {
        out.i32(info.type()).i32(info.objectId());
        MapInfoShape shape = info.shape();
        if (shape == MapInfoShape.RIVER) {
            out.u32(info.floatCount() / 2);
            if (keptPoints != null) {
                out.bytes(keptPoints);
            } else {
                CompressedArrays.writeInts(out, compression, info.floatBits());
            }
            return;
        }
        if (shape.bytesFirst()) {
            out.bytes(info.bytes().bytes());
        }
        out.i32Array(info.floatBits());
        if (!shape.bytesFirst()) {
            out.bytes(info.bytes().bytes());
        }
    }

    /**
     * {@code offsets}, which point into the block as {@code from} compresses it, moved to point at
     * the same places as {@code to} compresses it: the start of a record stays the start of that
     * record, a place inside a record stays inside it, the raw tail and anything past the block
     * move with the end of the records (an offset past the block stays past it).
     */
    static IntGrid remap(IntGrid offsets, List<OprwMapInfo> infos, Compression from, Compression to) {
        if (from == to) {
            return offsets;
        }
        return remap(offsets, OprwLayoutRules.mapInfoStarts(infos, from), OprwLayoutRules.mapInfoStarts(infos, to));
    }

    /**
     * {@code offsets}, which point into a block whose records start at {@code old} (the last entry
     * where they end), moved to the same places in a block whose records start at {@code now}.
     */
    static IntGrid remap(IntGrid offsets, long[] old, long[] now) {
        if (Arrays.equals(old, now)) {
            return offsets;
        }
        int n = old.length - 1;
        int[] cells = offsets.toArray();
        for (int i = 0; i < cells.length; i++) {
            long o = cells[i] & U32_MAX;
            long moved;
            if (o >= old[n]) {
                moved = Math.max(0, Math.min(U32_MAX, o - old[n] + now[n]));
            } else {
                int k = Arrays.binarySearch(old, 0, n + 1, o);
                if (k >= 0) {
                    moved = now[k];
                } else {
                    int record = -k - 2; // old[record] < o < old[record + 1]
                    moved = now[record] + Math.min(o - old[record], now[record + 1] - now[record] - 1);
                }
            }
            cells[i] = (int) moved;
        }
        return IntGrid.wrap(offsets.width(), offsets.height(), cells);
    }
}
