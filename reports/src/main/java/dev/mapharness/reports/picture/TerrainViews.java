package dev.mapharness.reports.picture;

import dev.mapharness.bytes.RawString;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.grid.Point3;
import dev.mapharness.wvr1.Wvr1Model;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

/**
 * Each terrain format seen as a {@link Terrain}: which grid holds heights and in what unit, how
 * object positions relate to cells.
 */
final class TerrainViews {
    /** Metres per cell of the Operation Flashpoint worlds (1WVR, 4WVR): the engine's fixed grid. */
    static final double WVR_CELL_METRES = 50;

    private TerrainViews() {
    }

    /** 1WVR: heights are raw shorts (× 0.045 m); model positions are in grid units, one per cell. */
    static Terrain of(Wvr1World w) {
        List<Wvr1Model> models = w.models();
        Terrain.ObjectLayer layer = new Terrain.ObjectLayer("models", "models", models, i -> new double[] {
                models.get(i).x() * WVR_CELL_METRES, models.get(i).z() * WVR_CELL_METRES});
        return new Terrain("heights", GridCells.signed(w.heights()), HeightScale.ENGINE.metresPerUnit(),
                w.width() * WVR_CELL_METRES, w.height() * WVR_CELL_METRES, "textureIndices",
                GridCells.unsigned(w.textureIndices()),
                i -> i < w.textureNames().size() ? w.textureNames().get(i).value().text() : "",
                List.of(layer), Optional.empty());
    }

    /** 4WVR: heights are raw shorts (× 0.045 m); object matrices hold metres on a 50 m grid. */
    static Terrain of(Wvr4World w) {
        var objects = w.objects();
        Terrain.ObjectLayer layer = new Terrain.ObjectLayer("objects", "objects", objects, i -> new double[] {
                objects.get(i).transform().x(), objects.get(i).transform().z()});
        return new Terrain("heights", GridCells.signed(w.heights()), HeightScale.ENGINE.metresPerUnit(),
                w.width() * WVR_CELL_METRES, w.height() * WVR_CELL_METRES, "textureIndices",
                GridCells.unsigned(w.textureIndices()),
                i -> i < w.textureNames().size() ? w.textureNames().get(i).value().text() : "",
                List.of(layer), Optional.empty());
    }

    /** 8WVR: float metres; the land grid of {@code landCellSize} cells spans the world, the terrain grid divides the same area. */
    static Terrain of(Wvr8World w) {
        var objects = w.objects();
        Terrain.ObjectLayer layer = new Terrain.ObjectLayer("objects", "objects", objects, i -> new double[] {
                objects.get(i).transform().x(), objects.get(i).transform().z()});
        double cell = cellSize(w.landCellSize());
        return new Terrain("elevation", GridCells.of(w.elevation()), 1, w.landWidth() * cell, w.landHeight() * cell,
                "materialIndices", GridCells.unsigned(w.materialIndices()),
                i -> i < w.materials().size() ? w.materials().get(i).names().stream().map(RawString::text)
                        .collect(Collectors.joining(" / ")) : "",
                List.of(layer), Optional.empty());
    }

    /** OPRW: as 8WVR; entities are placed too, and road links are polylines of positions. */
    static Terrain of(OprwWorld w) {
        var objects = w.objects();
        var entities = w.entities();
        List<Terrain.ObjectLayer> layers = List.of(
                new Terrain.ObjectLayer("objects", "objects", objects, i -> new double[] {
                        objects.get(i).transform().x(), objects.get(i).transform().z()}),
                new Terrain.ObjectLayer("entities", "entities", entities, i -> new double[] {
                        entities.get(i).position().x(), entities.get(i).position().z()}));
        List<OprwRoadCell> cells = w.roads();
        IntFunction<List<double[]>> polylines = i -> {
            List<double[]> lines = new ArrayList<>();
            for (OprwRoadLink link : cells.get(i).links()) {
                List<Point3> ps = link.positions();
                double[] line = new double[ps.size() * 2];
                for (int k = 0; k < ps.size(); k++) {
                    line[2 * k] = ps.get(k).x();
                    line[2 * k + 1] = ps.get(k).z();
                }
                lines.add(line);
            }
            return lines;
        };
        Terrain.Roads roads = new Terrain.Roads("roads", "roadNet", cells, polylines, i -> cells.get(i).cell(),
                (long) w.landWidth() * w.landHeight());
        double cell = cellSize(w.landCellSize());
        return new Terrain("elevation", GridCells.of(w.elevation()), 1, w.landWidth() * cell, w.landHeight() * cell,
                "materialIndex", GridCells.unsigned(w.materialIndex()),
                i -> i < w.materials().size() ? w.materials().get(i).path().text() : "",
                layers, Optional.of(roads));
    }

    /** A land cell size the picture can use: the file's, or 1 where it is not a positive finite number. */
    private static double cellSize(float landCellSize) {
        return Float.isFinite(landCellSize) && landCellSize > 0 ? landCellSize : 1;
    }
}
