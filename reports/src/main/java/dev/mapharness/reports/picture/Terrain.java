package dev.mapharness.reports.picture;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * What the terrain pictures of a WVR or OPRW world need, whatever the format: the height grid, the
 * material grid with its names, objects placed in world coordinates and the road net. Heights and
 * positions are in metres (1WVR in grid units, where a cell is one unit).
 *
 * @param heightsName    the height grid's field path ({@code heights}, {@code elevation})
 * @param metresPerUnit  what one unit of a height cell is in metres
 * @param worldWidth     east-west extent of the grid in the units object positions use
 * @param worldHeight    north-south extent
 * @param materialsName  the material grid's field path
 * @param materialName   the name(s) behind a material index, for the legend; empty if none
 * @param objectLayers   lists of positioned elements, drawn as dots
 * @param roads          the road net, when the format has one
 */
record Terrain(String heightsName, GridCells heights, double metresPerUnit, double worldWidth, double worldHeight,
               String materialsName, GridCells materials, IntFunction<String> materialName,
               List<ObjectLayer> objectLayers, Optional<Roads> roads) {

    double cellMetres() {
        return worldWidth / heights.width;
    }

    /**
     * One list of positioned elements.
     *
     * @param listName field path of the list ({@code objects}, {@code entities})
     * @param label    what people call them in a caption
     * @param elements the list as the model holds it (for marks)
     * @param position east and north of element i, in world units; NaN when it has none
     */
    record ObjectLayer(String listName, String label, List<?> elements, IntFunction<double[]> position) {
    }

    /**
     * A road net: per road cell (index into {@code cells}), the polylines of its links in world
     * coordinates ({x0, y0, x1, y1, …}).
     *
     * @param landCell the land cell a road cell belongs to, for paths that name the file's per-cell net
     */
    record Roads(String listName, String netName, List<?> cells, IntFunction<List<double[]>> polylines,
                 IntFunction<Integer> landCell, long landCells) {
    }
}
