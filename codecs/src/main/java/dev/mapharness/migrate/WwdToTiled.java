package dev.mapharness.migrate;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.tiled.TiledDrawOrder;
import dev.mapharness.tiled.TiledLayer;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledObject;
import dev.mapharness.tiled.TiledObjectGroup;
import dev.mapharness.tiled.TiledProperties;
import dev.mapharness.tiled.TiledProperty;
import dev.mapharness.tiled.TiledTile;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.tiled.TiledTileset;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdPlane;
import java.util.ArrayList;
import java.util.List;

/**
 * A Claw or Gruntz level (WWD) as a Tiled map, for editing in Tiled.
 *
 * <ul>
 * <li>The map grid is the main plane's (the first plane flagged main, else the first plane).</li>
 * <li>Each plane becomes a tile layer, in plane order, with its own image-less tileset: tile id n is
 *     gid firstgid + n. The invisible cell 0xFFFFFFFF is gid 0 (empty); the filled cell 0xEEEEEEEE is
 *     the one tile of the tileset {@code filled} (gid 1). The plane's header words are layer
 *     properties; its movement percentages are also the layer's parallax factors, and no-draw makes
 *     it invisible.</li>
 * <li>The main plane's tileset carries the level's tile properties (entry n on tile n).</li>
 * <li>Each plane's objects form an object group after its tile layer (the main plane always has one);
 *     see {@link WwdObjectsToTiled}.</li>
 * <li>Header fields are map properties.</li>
 * </ul>
 * What Tiled cannot hold is reported lost: tile ids past what is left of {@link TiledTileset#MAX_TILE_COUNT}
 * for the whole map or past
 * the gids Tiled leaves free of flip flags, bytes after a fixed string's NUL, reserved
 * words that are not zero, trailing bytes, the tile size of a plane that differs from the map's, and
 * the images of image sets (Tiled gets their names only).
 */
public final class WwdToTiled implements Migration<WwdLevel, TiledMap> {
    /** The tile size of Claw's and Gruntz's planes, for a level whose main plane has none. */
    static final int DEFAULT_TILE_SIZE = 64;
    /** Gid of the one tile that stands for filled cells. */
    static final int FILLED_GID = 1;

    @Override
    public Format from() {
        return Format.WWD;
    }

    @Override
    public Format to() {
        return Format.TILED;
    }

    @Override
    public Class<WwdLevel> sourceType() {
        return WwdLevel.class;
    }

    @Override
    public Migrated<TiledMap> apply(WwdLevel level) {
        LossReport.Builder report = new LossReport.Builder();
        List<WwdPlane> planes = level.planes();
        int mainIndex = mainIndex(planes);
        WwdPlane main = mainIndex < 0 ? null : planes.get(mainIndex);
        if (main == null) {
            report.derived(MigrationRules.VALUE_DEFAULTED, "planes", "a level without planes becomes a 1 × 1 map with no layers");
        } else if (!main.isMain()) {
            report.derived(MigrationRules.VALUE_DEFAULTED, "planes[0]", "no plane is flagged main: the first plane sets the map grid and takes the tile properties");
        }
        int width = main == null ? 1 : main.tilesWide();
        int height = main == null ? 1 : main.tilesHigh();
        int tileWidth = main != null && main.tileWidth() > 0 ? main.tileWidth() : DEFAULT_TILE_SIZE;
        int tileHeight = main != null && main.tileHeight() > 0 ? main.tileHeight() : DEFAULT_TILE_SIZE;
        if (main != null && (main.tileWidth() <= 0 || main.tileHeight() <= 0)) {
            report.derived(MigrationRules.VALUE_DEFAULTED, "planes[" + mainIndex + "].tileWidth", "the main plane's tile size "
                    + main.tileWidth() + " × " + main.tileHeight() + " is not positive: the map grid is "
                    + tileWidth + " × " + tileHeight);
        }

        List<TiledTileset> tilesets = new ArrayList<>();
        tilesets.add(new TiledTileset(FILLED_GID, "filled", tileWidth, tileHeight, 1, List.of()));
        report.derived(MigrationRules.ORDER_DERIVED, "tilesets[0]", "the tileset \"filled\" holds one tile (gid " + FILLED_GID
                + ") for the filled cells 0xEEEEEEEE");
        List<TiledLayer> layers = new ArrayList<>();
        int nextGid = FILLED_GID + 1;
        int nextObjectId = 1;
        for (int i = 0; i < planes.size(); i++) {
            WwdPlane plane = planes.get(i);
            String field = "planes[" + i + "]";
            String name = WwdText.of(plane.name(), field + ".name", report);
            boolean isMain = i == mainIndex;
            int tileCount = WwdPlaneTiles.tileCount(plane, isMain ? level.tileProperties().size() : 0, nextGid,
                    nextGid - (FILLED_GID + 1L));
            List<TiledTile> tiles = isMain ? WwdTileAttributes.tiles(level.tileProperties(), tileCount, report) : List.of();
            int planeTileWidth = plane.tileWidth() > 0 ? plane.tileWidth() : tileWidth;
            int planeTileHeight = plane.tileHeight() > 0 ? plane.tileHeight() : tileHeight;
            if (plane.tileWidth() != tileWidth || plane.tileHeight() != tileHeight) {
                report.lost(MigrationRules.TILE_SIZE_CHANGED, field + ".tileWidth", "tiles of " + plane.tileWidth() + " × " + plane.tileHeight()
                        + " px are drawn on the map's " + tileWidth + " × " + tileHeight + " grid");
            }
            tilesets.add(new TiledTileset(nextGid, name.isEmpty() ? "plane " + i : name, planeTileWidth,
                    planeTileHeight, tileCount, tiles));
            IntGrid data = WwdPlaneTiles.gids(plane, nextGid, tileCount, field, report);
            nextGid += tileCount;
            layers.add(new TiledTileLayer(layers.size() + 1, name, data, 1, !plane.noDraw(), 0, 0,
                    plane.movementXPercent() / 100.0, plane.movementYPercent() / 100.0,
                    planeProperties(plane, field, report)));
            if (isMain || !plane.objects().isEmpty()) {
                List<TiledObject> objects = WwdObjectsToTiled.objects(plane.objects(), nextObjectId,
                        field + ".objects", report);
                nextObjectId += objects.size();
                layers.add(new TiledObjectGroup(layers.size() + 1, name + " objects", TiledDrawOrder.INDEX, 1, true,
                        objects, TiledProperties.of(TiledProperty.of("plane", i))));
            }
        }
        if (!planes.isEmpty()) {
            report.derived(MigrationRules.ORDER_DERIVED, "layers", "tile layer ids, parallax (movement % / 100) and visibility (not no-draw) from the planes");
            // a WWD names its image sets but holds no images (they live in the REZ archive): nothing is dropped
            report.derived(MigrationRules.ORDER_DERIVED, "tilesets", "one image-less tileset per plane, tiles listed by id up to the largest used;"
                    + " the plane's image set names are its layer properties imageSet0…");
        }
        if (nextObjectId > 1) {
            report.derived(MigrationRules.IDS_NUMBERED, "objects", "Tiled object ids 1.." + (nextObjectId - 1) + " in plane order; the WWD id is the property id");
        }
        if (main == null && !level.tileProperties().isEmpty()) {
            report.lost(MigrationRules.TILE_PROPERTIES_DROPPED, "tileProperties", level.tileProperties().size() + " tile properties, with no plane to hold them");
        }
        if (!level.tilePropertiesHeader().isZero()) {
            report.lost(MigrationRules.UNKNOWN_VALUE_DROPPED, "tilePropertiesHeader", "reserved words that are not zero are not kept");
        }
        if (!level.trailing().isEmpty()) {
            report.lost(MigrationRules.TRAILING_BYTES_DROPPED, "trailing", level.trailing().length() + " bytes after the tile properties are not kept");
        }
        TiledProperties properties = new TiledProperties(headerProperties(level.header(), report));
        TiledMap map = new TiledMap(width, height, tileWidth, tileHeight, layers.size() + 1, nextObjectId, layers,
                tilesets, properties);
        return new Migrated<>(map, report.build());
    }

    /** The first plane flagged main, else the first plane; -1 for none. */
    private static int mainIndex(List<WwdPlane> planes) {
        for (int i = 0; i < planes.size(); i++) {
            if (planes.get(i).isMain()) {
                return i;
            }
        }
        return planes.isEmpty() ? -1 : 0;
    }

    /** The plane header, word by word, with its flag bits spelled out. */
    private static TiledProperties planeProperties(WwdPlane p, String field, LossReport.Builder report) {
        List<TiledProperty> list = new ArrayList<>();
        list.add(TiledProperty.of("flags", p.flags()));
        list.add(TiledProperty.of("main", p.isMain()));
        list.add(TiledProperty.of("noDraw", p.noDraw()));
        list.add(TiledProperty.of("xWrap", p.xWrap()));
        list.add(TiledProperty.of("yWrap", p.yWrap()));
        list.add(TiledProperty.of("autoTileSize", p.autoTileSize()));
        list.add(TiledProperty.of("widthPx", p.widthPx()));
        list.add(TiledProperty.of("heightPx", p.heightPx()));
        list.add(TiledProperty.of("tileWidth", p.tileWidth()));
        list.add(TiledProperty.of("tileHeight", p.tileHeight()));
        list.add(TiledProperty.of("movementXPercent", p.movementXPercent()));
        list.add(TiledProperty.of("movementYPercent", p.movementYPercent()));
        list.add(TiledProperty.of("fillColor", p.fillColor()));
        list.add(TiledProperty.of("zCoord", p.zCoord()));
        List<RawString> imageSets = p.imageSets();
        for (int j = 0; j < imageSets.size(); j++) {
            list.add(TiledProperty.of("imageSet" + j, WwdText.of(imageSets.get(j), field + ".imageSets[" + j + "]", report)));
        }
        if (!p.reserved().isZero()) {
            report.lost(MigrationRules.UNKNOWN_VALUE_DROPPED, field + ".reserved", "reserved words that are not zero are not kept");
        }
        return new TiledProperties(list);
    }

    private static List<TiledProperty> headerProperties(WwdHeader h, LossReport.Builder report) {
        List<TiledProperty> list = new ArrayList<>();
        text(list, "name", h.name(), report);
        text(list, "author", h.author(), report);
        text(list, "birth", h.birth(), report);
        text(list, "rezFile", h.rezFile(), report);
        text(list, "imageDir", h.imageDir(), report);
        text(list, "palRez", h.palRez(), report);
        text(list, "launchApp", h.launchApp(), report);
        for (int i = 0; i < h.imageSets().size(); i++) {
            text(list, "imageSet" + i, h.imageSets().get(i), report);
        }
        for (int i = 0; i < h.prefixes().size(); i++) {
            text(list, "prefix" + i, h.prefixes().get(i), report);
        }
        list.add(TiledProperty.of("flags", h.flags()));
        list.add(TiledProperty.of("useZ", h.useZ()));
        list.add(TiledProperty.of("compressed", h.compressed()));
        list.add(TiledProperty.of("startX", h.startX()));
        list.add(TiledProperty.of("startY", h.startY()));
        int[] reserved = {h.unknown1(), h.unknown2(), h.unknown3(), h.unknown4()};
        for (int i = 0; i < reserved.length; i++) {
            if (reserved[i] != 0) {
                report.lost(MigrationRules.UNKNOWN_VALUE_DROPPED, "header.unknown" + (i + 1), "reserved word " + Integer.toUnsignedString(reserved[i])
                        + " is not zero and is not kept");
            }
        }
        return list;
    }

    private static void text(List<TiledProperty> list, String name, FixedString s, LossReport.Builder report) {
        list.add(TiledProperty.of(name, WwdText.of(s, "header." + name, report)));
    }
}
