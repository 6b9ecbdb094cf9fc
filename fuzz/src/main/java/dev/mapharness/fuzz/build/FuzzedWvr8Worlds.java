package dev.mapharness.fuzz.build;

import static dev.mapharness.fuzz.build.FuzzedParts.anyFloat;
import static dev.mapharness.fuzz.build.FuzzedParts.nonEmpty;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Small 8WVR worlds from fuzzer data: separate land and terrain grids, materials, objects, a dummy or not. */
public final class FuzzedWvr8Worlds {
    private FuzzedWvr8Worlds() {
    }

    public static Wvr8World build(FuzzedDataProvider data) {
        int landX = data.consumeInt(1, 4);
        int landY = data.consumeInt(1, 4);
        int terrainX = data.consumeInt(1, 4);
        int terrainY = data.consumeInt(1, 4);
        FloatGrid elevation = FloatGrid.ofBits(terrainX, terrainY, FuzzedParts.ints(data, terrainX * terrainY));
        List<Wvr8Material> materials = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            List<RawString> names = new ArrayList<>();
            for (int j = data.consumeInt(0, 3); j > 0; j--) {
                names.add(nonEmpty(data, 12));
            }
            materials.add(new Wvr8Material(names));
        }
        List<Wvr8Object> objects = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            objects.add(new Wvr8Object(FuzzedParts.transform(data), data.consumeInt(), nonEmpty(data, 16)));
        }
        Optional<Wvr8Dummy> dummy = data.consumeBoolean()
                ? Optional.of(new Wvr8Dummy(FuzzedParts.transform(data), data.consumeInt())) : Optional.empty();
        return new Wvr8World(elevation, FuzzedParts.shortGrid(data, landX, landY), anyFloat(data), materials, objects,
                dummy, FuzzedParts.trailing(data));
    }
}
