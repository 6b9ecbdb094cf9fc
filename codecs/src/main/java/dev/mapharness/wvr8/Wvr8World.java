package dev.mapharness.wvr8;

import dev.mapharness.bytes.Blob;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An editable Arma world (8WVR), as Visitor 3 and Terrain Builder write it.
 *
 * <pre>
 * "8WVR"; u32 landX, landY; u32 terrainX, terrainY; f32 landCellSize
 * f32 elevation[terrainY][terrainX]           metres
 * u16 material[landY][landX]                  into materials (may point past the list)
 * u32 nMaterials; per material: { u32 len; char[len] }… ended by u32 0
 * objects to end of file: { f32[12] transform; u32 id; u32 len; char[len] model }
 *   the last is a dummy with len 0
 * </pre>
 *
 * @param dummy    the len-0 record that ended the object list, if the file had one
 * @param trailing bytes after the dummy (lenient mode only)
 */
public record Wvr8World(FloatGrid elevation, ShortGrid materialIndices, float landCellSize,
                        List<Wvr8Material> materials, List<Wvr8Object> objects, Optional<Wvr8Dummy> dummy,
                        Blob trailing) implements MapModel {

    public Wvr8World {
        Objects.requireNonNull(elevation, "elevation");
        Objects.requireNonNull(materialIndices, "materialIndices");
        materials = List.copyOf(materials);
        objects = List.copyOf(objects);
        Objects.requireNonNull(dummy, "dummy");
        Objects.requireNonNull(trailing, "trailing");
    }

    public int landWidth() {
        return materialIndices.width();
    }

    public int landHeight() {
        return materialIndices.height();
    }

    public int terrainWidth() {
        return elevation.width();
    }

    public int terrainHeight() {
        return elevation.height();
    }

    @Override
    public Format format() {
        return Format.WVR8;
    }

    @Override
    public Map<String, Object> summary() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("land grid", landWidth() + " × " + landHeight());
        s.put("terrain grid", terrainWidth() + " × " + terrainHeight());
        s.put("land cell size (m)", landCellSize);
        s.put("elevation (m)", elevation.range());
        s.put("materials", materials.size());
        s.put("objects", objects.size());
        s.put("dummy end record", dummy.isPresent() ? "yes" : "no");
        if (!trailing.isEmpty()) {
            s.put("trailing bytes", trailing.length());
        }
        return s;
    }
}
