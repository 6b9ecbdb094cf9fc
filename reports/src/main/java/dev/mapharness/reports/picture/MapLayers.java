package dev.mapharness.reports.picture;

import dev.mapharness.format.MapModel;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.tiled.TiledLayer;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.tiled.TiledObjectGroup;
import dev.mapharness.tiled.TiledTileLayer;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import dev.mapharness.wwd.WwdLevel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The grids and element lists of a model that pictures draw, under the field paths the comparator
 * and the readers give them ({@code heights}, {@code planes[0].tiles}, {@code objects}). Two models
 * are compared name by name, so a mark means the same field on both sides.
 */
record MapLayers(Map<String, GridCells> grids, Map<String, List<?>> lists) {

    static MapLayers of(MapModel model) {
        Map<String, GridCells> grids = new LinkedHashMap<>();
        Map<String, List<?>> lists = new LinkedHashMap<>();
        if (model instanceof Wvr1World w) {
            grids.put("heights", GridCells.signed(w.heights()));
            grids.put("textureIndices", GridCells.unsigned(w.textureIndices()));
            lists.put("models", w.models());
        } else if (model instanceof Wvr4World w) {
            grids.put("heights", GridCells.signed(w.heights()));
            grids.put("textureIndices", GridCells.unsigned(w.textureIndices()));
            lists.put("objects", w.objects());
        } else if (model instanceof Wvr8World w) {
            grids.put("elevation", GridCells.of(w.elevation()));
            grids.put("materialIndices", GridCells.unsigned(w.materialIndices()));
            lists.put("objects", w.objects());
        } else if (model instanceof OprwWorld w) {
            grids.put("elevation", GridCells.of(w.elevation()));
            grids.put("materialIndex", GridCells.unsigned(w.materialIndex()));
            lists.put("objects", w.objects());
            lists.put("entities", w.entities());
            lists.put("roads", w.roads());
        } else if (model instanceof WwdLevel w) {
            for (int i = 0; i < w.planes().size(); i++) {
                grids.put("planes[" + i + "].tiles", GridCells.unsigned(w.planes().get(i).tiles()));
                lists.put("planes[" + i + "].objects", w.planes().get(i).objects());
            }
        } else if (model instanceof TiledMap m) {
            for (int i = 0; i < m.layers().size(); i++) {
                TiledLayer layer = m.layers().get(i);
                if (layer instanceof TiledTileLayer t) {
                    grids.put("layers[" + i + "].data", GridCells.unsigned(t.data()));
                } else if (layer instanceof TiledObjectGroup g) {
                    lists.put("layers[" + i + "].objects", g.objects());
                }
            }
        } else if (model instanceof WmpLevel w) {
            lists.put("items", w.items());
        } else if (model instanceof WmpbLevel w) {
            lists.put("root.children", w.root().children());
        } else if (model instanceof MmLevel m) {
            lists.put("items", m.items());
        }
        return new MapLayers(grids, lists);
    }
}
