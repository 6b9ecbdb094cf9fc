package dev.mapharness.tiled;

import dev.mapharness.grid.IntGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Tiled numbers the tilesets of a map it loads from gid 1 without gaps, and renumbers the cells to
 * match; the reader does the same with a file whose first gids leave gaps.
 */
final class TiledGidNumbering {
    private TiledGidNumbering() {
    }

    /** The first gids Tiled gives these tilesets: 1, then each one after the one before. */
    static int[] contiguous(List<TiledTileset> tilesets) {
        int[] first = new int[tilesets.size()];
        long next = 1;
        for (int i = 0; i < first.length; i++) {
            first[i] = (int) next;
            next += tilesets.get(i).tileCount();
        }
        return first;
    }

    /**
     * Where the file's first gids are ascending and disjoint, the first tileset that starts too early;
     * empty if they are.
     */
    static Optional<Integer> overlapping(List<TiledTileset> tilesets) {
        long end = 1;
        for (int i = 0; i < tilesets.size(); i++) {
            if (tilesets.get(i).firstGid() < end) {
                return Optional.of(i);
            }
            end = (long) tilesets.get(i).firstGid() + tilesets.get(i).tileCount();
        }
        return Optional.empty();
    }

    static List<TiledTileset> renumbered(List<TiledTileset> tilesets, int[] first) {
        List<TiledTileset> out = new ArrayList<>(tilesets.size());
        for (int i = 0; i < first.length; i++) {
            TiledTileset t = tilesets.get(i);
            out.add(new TiledTileset(first[i], t.name(), t.tileWidth(), t.tileHeight(), t.tileCount(), t.tiles()));
        }
        return out;
    }

    /**
     * The layer's cells in the new numbering; empty at the index of the first cell that no tileset
     * holds in the old one.
     */
    static IntGrid cells(IntGrid data, List<TiledTileset> old, int[] first, int[] unheld) {
        int[] cells = data.toArray();
        for (int j = 0; j < cells.length; j++) {
            long gid = Integer.toUnsignedLong(cells[j]);
            if (gid == 0) {
                continue;
            }
            int t = holder(gid, old);
            if (t < 0) {
                unheld[0] = j;
                return data;
            }
            cells[j] = (int) (gid - old.get(t).firstGid() + first[t]);
        }
        return IntGrid.wrap(data.width(), data.height(), cells);
    }

    /**
     * The tileset holding {@code gid}, or -1. The reader has refused overlapping tilesets
     * ({@link #overlapping}), so first gids ascend: the last tileset starting at or before the gid is
     * the only one that can hold it, found by binary search however many tilesets a file lists.
     */
    private static int holder(long gid, List<TiledTileset> tilesets) {
        int lo = 0;
        int hi = tilesets.size() - 1;
        int last = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (tilesets.get(mid).firstGid() <= gid) {
                last = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return last >= 0 && tilesets.get(last).holds(gid) ? last : -1;
    }
}
