package dev.mapharness.fuzz;

import dev.mapharness.migrate.WwdToTiled;
import dev.mapharness.tiled.TiledCodec;

/** Tiled JSON seeds made by the migration and the writer: the small WWD seed level as Tiled sees it. */
final class TiledSeeds {
    private TiledSeeds() {
    }

    static byte[] smallLevel() {
        return TiledCodec.INSTANCE.write(new WwdToTiled().apply(WwdSeeds.small(false)).model());
    }
}
