package dev.mapharness.migrate;

import dev.mapharness.grid.IntGrid;
import dev.mapharness.tiled.TiledTileset;
import dev.mapharness.tiled.TiledValues;
import dev.mapharness.wwd.WwdPlane;

/** A plane's tile cells as gids of its own tileset. */
final class WwdPlaneTiles {
    private WwdPlaneTiles() {
    }

    /**
     * Tiles the plane's tileset lists: one past the largest tile id its cells use (and at least
     * {@code attributes}, the tile properties it carries), counting only ids below the gids that
     * carry Tiled's flip flags and within what is left of {@link TiledTileset#MAX_TILE_COUNT} after the
     * {@code listed} tiles of the earlier tilesets. The cap is for the whole map: Tiled's file lists
     * every tile of an image-less tileset, so one plane header of 160 bytes with one large id would
     * otherwise add 65536 listed tiles, a megabyte of JSON, however many planes a level has.
     */
    static int tileCount(WwdPlane plane, int attributes, int firstGid, long listed) {
        long limit = Math.max(0, Math.min(TiledTileset.MAX_TILE_COUNT - listed, TiledValues.GID_LIMIT - firstGid));
        long count = Math.min(attributes, limit);
        for (int cell : plane.tiles().cellsUnsafe()) {
            long id = Integer.toUnsignedLong(cell);
            if (WwdPlane.isTileId(cell) && id < limit) {
                count = Math.max(count, id + 1);
            }
        }
        return (int) count;
    }

    /** Gids of the plane's cells: invisible 0, filled {@link WwdToTiled#FILLED_GID}, tile n {@code firstGid + n}. */
    static IntGrid gids(WwdPlane plane, int firstGid, int tileCount, String field, LossReport.Builder report) {
        int[] cells = plane.tiles().cellsUnsafe();
        int[] gids = new int[cells.length];
        int dropped = 0;
        long largestDropped = 0;
        for (int i = 0; i < cells.length; i++) {
            int cell = cells[i];
            if (WwdPlane.isInvisible(cell)) {
                gids[i] = 0;
            } else if (WwdPlane.isFilled(cell)) {
                gids[i] = WwdToTiled.FILLED_GID;
            } else if (Integer.toUnsignedLong(cell) < tileCount) {
                gids[i] = firstGid + cell;
            } else {
                gids[i] = 0;
                dropped++;
                largestDropped = Math.max(largestDropped, Integer.toUnsignedLong(cell));
            }
        }
        if (dropped > 0) {
            report.lost(MigrationRules.TILE_IDS_DROPPED, field + ".tiles", dropped + " cells hold tile ids past the " + tileCount
                    + " this plane's tileset can list (largest " + largestDropped + "; a gid keeps flip flags in its top"
                    + " bits and the map's tilesets list at most " + TiledTileset.MAX_TILE_COUNT + " tiles in all): they are"
                    + " empty in Tiled");
        }
        return IntGrid.wrap(plane.tilesWide(), plane.tilesHigh(), gids);
    }
}
