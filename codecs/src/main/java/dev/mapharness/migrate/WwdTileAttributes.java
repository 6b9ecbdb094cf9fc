package dev.mapharness.migrate;

import dev.mapharness.tiled.TiledProperties;
import dev.mapharness.tiled.TiledProperty;
import dev.mapharness.tiled.TiledTile;
import dev.mapharness.wwd.WwdTileProperty;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * WWD tile properties (entry n describes tile n of the main plane) as Tiled tile properties:
 * {@code tileType} single, double or mask, the size, and the attributes; a mask's bytes as a hex string.
 */
final class WwdTileAttributes {
    private WwdTileAttributes() {
    }

    /** Tiles for the first {@code count} properties (the main plane's tileset holds no more). */
    static List<TiledTile> tiles(List<WwdTileProperty> properties, int count, LossReport.Builder report) {
        List<TiledTile> tiles = new ArrayList<>();
        for (int id = 0; id < Math.min(count, properties.size()); id++) {
            WwdTileProperty p = properties.get(id);
            String field = "tileProperties[" + id + "]";
            if (p.reserved() != 0) {
                report.lost(MigrationRules.UNKNOWN_VALUE_DROPPED, field + ".reserved", "reserved word " + Integer.toUnsignedString(p.reserved())
                        + " is not zero and is not kept");
            }
            tiles.add(new TiledTile(id, new TiledProperties(properties(p))));
        }
        if (properties.size() > count) {
            report.lost(MigrationRules.TILE_PROPERTIES_DROPPED, "tileProperties", (properties.size() - count) + " tile properties past the main plane's "
                    + count + "-tile tileset are not kept");
        }
        return tiles;
    }

    private static List<TiledProperty> properties(WwdTileProperty p) {
        List<TiledProperty> list = new ArrayList<>();
        if (p instanceof WwdTileProperty.Single s) {
            list.add(TiledProperty.of("tileType", "single"));
            size(list, p);
            list.add(TiledProperty.of("attribute", s.attribute()));
        } else if (p instanceof WwdTileProperty.Double d) {
            list.add(TiledProperty.of("tileType", "double"));
            size(list, p);
            list.add(TiledProperty.of("outside", d.outside()));
            list.add(TiledProperty.of("inside", d.inside()));
            list.add(TiledProperty.of("rect.left", d.rect().left()));
            list.add(TiledProperty.of("rect.top", d.rect().top()));
            list.add(TiledProperty.of("rect.right", d.rect().right()));
            list.add(TiledProperty.of("rect.bottom", d.rect().bottom()));
        } else {
            WwdTileProperty.Mask m = (WwdTileProperty.Mask) p;
            list.add(TiledProperty.of("tileType", "mask"));
            size(list, p);
            list.add(TiledProperty.of("mask", HexFormat.of().formatHex(m.mask().bytes())));
        }
        return list;
    }

    /** Width and height are u32 words, kept as their 32 bits. */
    private static void size(List<TiledProperty> list, WwdTileProperty p) {
        list.add(TiledProperty.of("width", p.width()));
        list.add(TiledProperty.of("height", p.height()));
    }
}
