package dev.mapharness.roundtrip;

import dev.mapharness.grid.IntGrid;
import dev.mapharness.oprw.MapInfoShape;
import dev.mapharness.oprw.OprwMapInfo;
import java.util.List;

/**
 * The offset grids of a world whose objects and map infos are grouped by land cell, as binarize
 * lays them out: a cell's offset is the byte offset of its first record in the block, and a cell
 * with no records gets the offset the next record would have (so offsets never decrease and the
 * last empty cells hold the block size).
 */
public final class OprwPlacement {
    /** Bytes of an object record. */
    public static final int OBJECT_BYTES = 60;
    /** Arrays of at least this many bytes are compressed; a river's points then take an encoder-dependent size. */
    public static final int COMPRESSED_FROM = 1024;

    private OprwPlacement() {
    }

    /**
     * Offsets for records of the given sizes lying in the given cells (ascending, one per record).
     *
     * @param recordCells the land cell of each record, in block order (never decreasing)
     * @param recordBytes the size of each record; -1 (unknown) only for records in the last cell of the grid
     */
    public static IntGrid offsets(int landX, int landY, int[] recordCells, long[] recordBytes) {
        int cells = Math.multiplyExact(landX, landY);
        long[] bytesInCell = new long[cells];
        for (int i = 0; i < recordCells.length; i++) {
            if (recordBytes[i] < 0 && recordCells[i] != cells - 1) {
                throw new IllegalArgumentException("a record of unknown size must lie in the last cell");
            }
            if (i > 0 && recordCells[i] < recordCells[i - 1]) {
                throw new IllegalArgumentException("records must be grouped by cell in ascending order");
            }
            bytesInCell[recordCells[i]] += Math.max(0, recordBytes[i]);
        }
        int[] offsets = new int[cells];
        long next = 0;
        for (int c = 0; c < cells; c++) {
            offsets[c] = Math.toIntExact(next);
            next += bytesInCell[c];
        }
        return IntGrid.wrap(landX, landY, offsets);
    }

    /** Object offsets: every object is 60 bytes. */
    public static IntGrid objectOffsets(int landX, int landY, int[] objectCells) {
        long[] sizes = new long[objectCells.length];
        java.util.Arrays.fill(sizes, OBJECT_BYTES);
        return offsets(landX, landY, objectCells, sizes);
    }

    /**
     * Bytes a map-info record takes, or -1 if it is a river whose points are compressed (their
     * size depends on the encoder).
     */
    public static long mapInfoBytes(OprwMapInfo info) {
        MapInfoShape shape = info.shape();
        if (shape == MapInfoShape.RIVER) {
            long points = 4L * info.floatCount();
            return points >= COMPRESSED_FROM ? -1 : 8 + 4 + points;
        }
        return 8 + 4L * shape.floats() + shape.bytes();
    }

    /** True if the record's size depends on the compressor: it must then go in the grid's last cell. */
    public static boolean compressed(OprwMapInfo info) {
        return mapInfoBytes(info) < 0;
    }

    public static IntGrid mapInfoOffsets(int landX, int landY, int[] infoCells, List<OprwMapInfo> infos) {
        long[] sizes = new long[infos.size()];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = mapInfoBytes(infos.get(i));
        }
        return offsets(landX, landY, infoCells, sizes);
    }
}
