package dev.mapharness.reports.picture;

import dev.mapharness.tiled.TiledLayer;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledObject;
import dev.mapharness.tiled.TiledObjectGroup;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdTileProperty;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * {@code plane} pictures of 2D levels: every WWD plane as a tile grid (one block per tile, row 0 at
 * the top as the game draws it) and every Tiled tile layer by gid, with the level's objects on top
 * of the action plane (the first plane flagged main; in Tiled, the first tile layer).
 */
final class LevelPlanes {
    private static final int OBJECT = 0xFFC400;

    private LevelPlanes() {
    }

    static List<Picture> draw(WwdLevel level, Marks marks) {
        List<Picture> out = new ArrayList<>();
        int main = level.mainPlane().map(level.planes()::indexOf).orElse(-1);
        for (int p = 0; p < level.planes().size(); p++) {
            out.add(plane(level, p, p == main, marks));
        }
        return out;
    }

    private static Picture plane(WwdLevel level, int index, boolean main, Marks marks) {
        WwdPlane plane = level.planes().get(index);
        List<WwdTileProperty> properties = level.tileProperties();
        GridCells cells = GridCells.unsigned(plane.tiles());
        PictureSize size = PictureSize.of(cells.width, cells.height, false);
        Canvas canvas = new Canvas(size.width(), size.height());
        int[] tiles = plane.tiles().cellsUnsafe();
        for (int py = 0; py < size.height(); py++) {
            int cy = size.cellY(py);
            boolean rowEdge = size.firstPixelY(cy) == py || size.lastPixelY(cy) == py;
            for (int px = 0; px < size.width(); px++) {
                int cx = size.cellX(px);
                int cell = tiles[cy * cells.width + cx];
                boolean bigBlock = size.lastPixelX(cx) - size.firstPixelX(cx) >= 3;
                boolean border = bigBlock && (rowEdge || size.firstPixelX(cx) == px || size.lastPixelX(cx) == px);
                canvas.set(px, py, main ? TileColors.color(cell, properties, border) : idColor(cell));
            }
        }
        String name = "planes[" + index + "]";
        GridMark mark = marks.grid(cells, name + ".tiles");
        long tileMarks = mark.paint(canvas, size, cells);
        long marked = tileMarks;
        String caption = size.scaleText("tiles") + "; " + (main
                ? "coloured by tile attribute: " + legend(tiles, properties)
                : "coloured by tile id (white: empty, navy: filled)");
        if (main) {
            Dots dots = new Dots(canvas, pixelFrame(plane, size), OBJECT);
            List<WwdObject> objects = plane.objects();
            dots.layer("objects", objects.size(), i -> new double[] {objects.get(i).locationX(), objects.get(i).locationY()},
                    marks.elements(objects, name + ".objects"));
            caption += "; objects in yellow: " + dots.caption();
            marked += dots.marked();
        } else if (!plane.objects().isEmpty()) {
            caption += "; its " + plane.objects().size() + " objects are not drawn (only the main plane's are)";
        }
        caption += Captions.grid(mark, tileMarks, "tile");
        String title = "Plane " + index + " \"" + Legend.clean(plane.name().value().text()) + "\"" + (main ? " (main)" : "")
                + ", " + cells.width + " × " + cells.height + " tiles";
        return new Picture("plane", title, caption, canvas.png(), canvas.width, canvas.height, marked);
    }

    /** Object coordinates are pixels of the plane: tiles × tile size. */
    private static WorldFrame pixelFrame(WwdPlane plane, PictureSize size) {
        double tw = plane.tileWidth() > 0 ? plane.tileWidth() : 1;
        double th = plane.tileHeight() > 0 ? plane.tileHeight() : 1;
        return new WorldFrame(0, 0, plane.tilesWide() * tw, plane.tilesHigh() * th, size.width(), size.height(), false);
    }

    private static int idColor(int cell) {
        if (WwdPlane.isInvisible(cell)) {
            return TileColors.INVISIBLE;
        }
        return WwdPlane.isFilled(cell) ? TileColors.FILLED : Palette.index(Integer.toUnsignedLong(cell));
    }

    private static String legend(int[] tiles, List<WwdTileProperty> properties) {
        long[] counts = new long[TileColors.CLASSES.length];
        for (int cell : tiles) {
            counts[TileColors.classOf(cell, properties)]++;
        }
        List<String> parts = new ArrayList<>();
        for (int k = 0; k < counts.length; k++) {
            if (counts[k] > 0) {
                parts.add(TileColors.CLASSES[k] + " " + Captions.percent(counts[k], tiles.length));
            }
        }
        return String.join(", ", parts) + " (clear pale blue, solid grey, ground brown, climb green, death red,"
                + " mask teal, empty white, filled navy; a double tile's outside attribute edges its block)";
    }

    static List<Picture> draw(TiledMap map, Marks marks) {
        List<Picture> out = new ArrayList<>();
        List<TiledLayer> layers = map.layers();
        boolean objectsDrawn = false;
        for (int i = 0; i < layers.size(); i++) {
            if (layers.get(i) instanceof TiledTileLayer layer) {
                out.add(tileLayer(map, i, layer, objectsDrawn ? null : map, marks));
                objectsDrawn = true;
            }
        }
        if (!objectsDrawn) {
            PictureSize size = PictureSize.of(map.width(), map.height(), false);
            Canvas canvas = new Canvas(size.width(), size.height());
            fill(canvas, Palette.BACKGROUND);
            Dots dots = tiledObjects(map, canvas, size, marks);
            out.add(new Picture("objects", "Objects, " + dots.total() + " placed", "Map " + size.scaleText("tiles")
                    + " with no tile layer; " + dots.caption(), canvas.png(), canvas.width, canvas.height, dots.marked()));
        }
        return out;
    }

    private static Picture tileLayer(TiledMap map, int index, TiledTileLayer layer, TiledMap withObjects, Marks marks) {
        GridCells cells = GridCells.unsigned(layer.data());
        PictureSize size = PictureSize.of(cells.width, cells.height, false);
        Canvas canvas = new Canvas(size.width(), size.height());
        int[] gids = layer.data().cellsUnsafe();
        for (int py = 0; py < size.height(); py++) {
            int cy = size.cellY(py);
            for (int px = 0; px < size.width(); px++) {
                // the top three bits of a gid flip the tile; the colour follows the tile
                int gid = gids[cy * cells.width + size.cellX(px)] & 0x1FFF_FFFF;
                canvas.set(px, py, gid == 0 ? TileColors.INVISIBLE : Palette.index(gid));
            }
        }
        String name = "layers[" + index + "].data";
        GridMark mark = marks.grid(cells, name);
        long marked = mark.paint(canvas, size, cells);
        String caption = size.scaleText("tiles") + "; coloured by gid (white: empty)" + Captions.grid(mark, marked, "tile");
        if (withObjects != null) {
            Dots dots = tiledObjects(withObjects, canvas, size, marks);
            caption += "; objects of every object group in yellow: " + dots.caption();
            marked += dots.marked();
        }
        String title = "Tile layer " + index + " \"" + Legend.clean(layer.name()) + "\", " + cells.width + " × "
                + cells.height + " tiles";
        return new Picture("plane", title, caption, canvas.png(), canvas.width, canvas.height, marked);
    }

    private static Dots tiledObjects(TiledMap map, Canvas canvas, PictureSize size, Marks marks) {
        WorldFrame frame = new WorldFrame(0, 0, (double) size.cellsWide() * map.tileWidth(),
                (double) size.cellsHigh() * map.tileHeight(), size.width(), size.height(), false);
        Dots dots = new Dots(canvas, frame, OBJECT);
        for (int i = 0; i < map.layers().size(); i++) {
            if (map.layers().get(i) instanceof TiledObjectGroup group) {
                List<TiledObject> objects = group.objects();
                BitSet marked = marks.elements(objects, "layers[" + i + "].objects");
                dots.layer("in \"" + Legend.clean(group.name()) + "\"", objects.size(),
                        k -> new double[] {objects.get(k).x(), objects.get(k).y()}, marked);
            }
        }
        return dots;
    }

    static void fill(Canvas canvas, int color) {
        for (int y = 0; y < canvas.height; y++) {
            for (int x = 0; x < canvas.width; x++) {
                canvas.set(x, y, color);
            }
        }
    }
}
