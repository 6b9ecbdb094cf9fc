package dev.mapharness.reports.picture;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/** The relief, materials, objects and roads pictures of a terrain. */
final class TerrainPictures {
    /** How far the relief under objects and roads is lightened toward white. */
    private static final double FAINT = 0.6;

    private TerrainPictures() {
    }

    static List<Picture> draw(Terrain t, Marks marks) {
        List<Picture> out = new ArrayList<>();
        Relief.Range range = Relief.range(t.heights(), t.metresPerUnit());
        out.add(relief(t, range, marks));
        out.add(materials(t, marks));
        out.add(objects(t, range, marks));
        t.roads().ifPresent(r -> out.add(roads(t, r, range, marks)));
        return out;
    }

    private static PictureSize heightSize(Terrain t) {
        return PictureSize.of(t.heights().width, t.heights().height, true);
    }

    private static Picture relief(Terrain t, Relief.Range range, Marks marks) {
        PictureSize size = heightSize(t);
        Canvas canvas = new Canvas(size.width(), size.height());
        Relief.paint(canvas, size, t.heights(), t.metresPerUnit(), t.cellMetres(), range);
        GridMark mark = marks.grid(t.heights(), t.heightsName());
        long marked = mark.paint(canvas, size, t.heights());
        String caption = size.scaleText("cells") + ", north up; " + range.text() + "; hillshade lit from the north-west"
                + Captions.grid(mark, marked, t.heightsName());
        return new Picture("relief", "Relief, " + t.heights().width + " × " + t.heights().height + " cells", caption,
                canvas.png(), canvas.width, canvas.height, marked);
    }

    private static Picture materials(Terrain t, Marks marks) {
        GridCells g = t.materials();
        PictureSize size = PictureSize.of(g.width, g.height, true);
        Canvas canvas = new Canvas(size.width(), size.height());
        for (int py = 0; py < size.height(); py++) {
            int cy = size.cellY(py);
            for (int px = 0; px < size.width(); px++) {
                canvas.set(px, py, Palette.index((long) g.value(cy * g.width + size.cellX(px))));
            }
        }
        GridMark mark = marks.grid(g, t.materialsName());
        long marked = mark.paint(canvas, size, g);
        String caption = size.scaleText("cells") + ", north up; one colour per index; " + Legend.of(g, t.materialName())
                + Captions.grid(mark, marked, t.materialsName());
        return new Picture("materials", "Materials, " + g.width + " × " + g.height + " cells", caption,
                canvas.png(), canvas.width, canvas.height, marked);
    }

    private static Canvas faintRelief(Terrain t, PictureSize size, Relief.Range range) {
        Canvas canvas = new Canvas(size.width(), size.height());
        Relief.paint(canvas, size, t.heights(), t.metresPerUnit(), t.cellMetres(), range);
        canvas.fade(FAINT);
        return canvas;
    }

    private static WorldFrame frame(Terrain t, PictureSize size) {
        return new WorldFrame(0, 0, t.worldWidth(), t.worldHeight(), size.width(), size.height(), true);
    }

    private static Picture objects(Terrain t, Relief.Range range, Marks marks) {
        PictureSize size = heightSize(t);
        Canvas canvas = faintRelief(t, size, range);
        Dots dots = new Dots(canvas, frame(t, size), Palette.OBJECT);
        for (Terrain.ObjectLayer layer : t.objectLayers()) {
            dots.layer(layer.label(), layer.elements().size(), layer.position(), marks.elements(layer.elements(), layer.listName()));
        }
        String caption = "World " + Captions.number(t.worldWidth()) + " × " + Captions.number(t.worldHeight())
                + " drawn on " + canvas.width + " × " + canvas.height + " px, north up, over a faint relief; "
                + dots.caption();
        return new Picture("objects", "Objects, " + dots.total() + " placed", caption, canvas.png(), canvas.width,
                canvas.height, dots.marked());
    }

    private static Picture roads(Terrain t, Terrain.Roads roads, Relief.Range range, Marks marks) {
        PictureSize size = heightSize(t);
        Canvas canvas = faintRelief(t, size, range);
        WorldFrame frame = frame(t, size);
        BitSet marked = marks.elements(roads.cells(), roads.listName());
        BitSet byLandCell = marks.indices(roads.netName(), roads.landCells());
        long links = 0;
        long segments = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < roads.cells().size(); i++) {
                if (byLandCell.get(roads.landCell().apply(i))) {
                    marked.set(i);
                }
                boolean mark = marked.get(i);
                if ((pass == 1) != mark) {
                    continue;
                }
                for (double[] line : roads.polylines().apply(i)) {
                    links++;
                    for (int k = 0; k + 3 < line.length; k += 2) {
                        if (!finite(line, k, 4)) {
                            continue;
                        }
                        segments++;
                        canvas.line(frame.x(line[k]), frame.y(line[k + 1]), frame.x(line[k + 2]), frame.y(line[k + 3]),
                                Palette.ROAD, mark);
                    }
                }
            }
        }
        String caption = links + " road links (" + segments + " segments) in " + roads.cells().size()
                + " land cells, drawn as lines over a faint relief, north up"
                + (marked.isEmpty() ? "" : "; highlighted: the links of " + marked.cardinality() + " divergent road cells");
        return new Picture("roads", "Roads, " + links + " links", caption, canvas.png(), canvas.width, canvas.height,
                marked.cardinality());
    }

    private static boolean finite(double[] v, int from, int n) {
        for (int k = from; k < from + n; k++) {
            if (!Double.isFinite(v[k])) {
                return false;
            }
        }
        return true;
    }
}
