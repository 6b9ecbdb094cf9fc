package dev.mapharness.corpus;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapModel;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Seeds of the migration targets: small source files of each migration, from the corpus generators,
 * plus a few that give the migrations something to lose (a cell size 4WVR cannot hold, a model path
 * too long for its name slot, bytes after the end).
 */
final class MigrationSeeds {
    private MigrationSeeds() {
    }

    static Map<String, Map<String, byte[]>> byTarget(long seed) {
        Map<String, Map<String, byte[]>> all = new TreeMap<>();

        Map<String, byte[]> wvr1 = new TreeMap<>();
        wvr1.put("small-16x16.wrp", write(cropped(WvrWorlds.wvr1(new Random(seed + 400), 8, 1, 3), 16)));
        wvr1.put("tiny-4x4.wrp", write(cropped(WvrWorlds.wvr1(new Random(seed + 401), 2, 1, 1), 4)));
        all.put("1wvr-to-4wvr", wvr1);

        Map<String, byte[]> wvr4 = new TreeMap<>();
        Wvr4World small4 = WvrWorlds.wvr4(new Random(seed + 402), 16, 16, 12);
        wvr4.put("small.wrp", write(small4));
        wvr4.put("tiny.wrp", write(WvrWorlds.wvr4(new Random(seed + 403), 2, 2, 1)));
        wvr4.put("trailing.wrp", write(new Wvr4World(small4.heights(), small4.textureIndices(), small4.textureNames(),
                small4.objects(), small4.terminator(), Blob.of(new byte[] {1, 2, 3, 4}))));
        all.put("4wvr-to-8wvr", wvr4);

        Map<String, byte[]> wvr8 = new TreeMap<>();
        Wvr8World small8 = WvrWorlds.wvr8(new Random(seed + 404), 16, 32, 12);
        wvr8.put("small.wrp", write(small8));
        wvr8.put("tiny.wrp", write(WvrWorlds.wvr8(new Random(seed + 405), 2, 4, 2)));
        wvr8.put("lossy.wrp", write(lossy(small8)));
        wvr8.put("high-ids.wrp", write(highIds(WvrWorlds.wvr8(new Random(seed + 407), 4, 8, 6))));
        wvr8.put("terrain-builder.wrp", write(WvrWorlds.wvr8TerrainBuilder(new Random(seed + 406), 8, 16, 6)));
        all.put("8wvr-to-4wvr", wvr8);
        all.put("8wvr-to-oprw", wvr8);

        Map<String, byte[]> oprw = new TreeMap<>();
        for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
            oprw.put("v" + v + ".wrp", write(OprwWorlds.oprw(v, new Random(seed + 410 + v), 8, 2, 12, 3, 6)));
        }
        all.put("oprw-to-oprw", oprw);
        all.put("oprw-to-8wvr", oprw);

        Map<String, byte[]> wwd = new TreeMap<>();
        wwd.put("small.wwd", write(WwdLevels.level(new Random(seed + 440), false, 16, 8, 4, 12)));
        wwd.put("small-compressed.wwd", write(WwdLevels.level(new Random(seed + 441), true, 16, 8, 4, 12)));
        wwd.put("narrow.wwd", write(WwdLevels.level(new Random(seed + 442), false, 8, 4, 1, 2)));
        all.put("wwd-compression", wwd);
        all.put("wwd-to-tiled", wwd);

        Map<String, byte[]> wmp = new TreeMap<>();
        wmp.put("small.wmp", write(GamestudioLevels.wmp(new Random(seed + 450), 2, 1, 3)));
        wmp.put("groups.wmp", write(GamestudioLevels.wmp(new Random(seed + 451), 6, 3, 4)));
        all.put("wmp-to-mm", wmp);
        all.put("wmp-to-wmpb", wmp);

        Map<String, byte[]> wmpb = new TreeMap<>();
        wmpb.put("small.wmp", write(WmpbLevels.level(new Random(seed + 460), 2, 2, 1)));
        wmpb.put("wed-habits.wmp", write(WmpbLevels.wedHabits(new Random(seed + 462))));
        wmpb.put("groups.wmp", write(WmpbLevels.level(new Random(seed + 461), 3, 3, 3)));
        all.put("wmpb-to-mm", wmpb);
        all.put("wmpb-to-wmp", wmpb);
        return all;
    }

    private static byte[] write(MapModel model) {
        return Codecs.write(model);
    }

    /**
     * The top-left {@code side} × {@code side} of a generated 1WVR world: the engine loads only
     * 128 × 128 worlds (a lenient read keeps others, with a violation), but that is 64 KiB of grid alone.
     */
    private static Wvr1World cropped(Wvr1World w, int side) {
        return new Wvr1World(crop(w.heights(), side), crop(w.textureIndices(), side), w.textureNames(), w.models(),
                w.nets(), w.endOfNets(), w.trailing());
    }

    private static ShortGrid crop(ShortGrid g, int side) {
        short[] cells = new short[side * side];
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                cells[y * side + x] = g.get(x, y);
            }
        }
        return ShortGrid.of(side, side, cells);
    }

    /**
     * {@code w} with the top bit set in every second object's id: 8WVR ids are unsigned 32-bit words,
     * so the largest id of a world may be 2^31 or more.
     */
    private static Wvr8World highIds(Wvr8World w) {
        List<Wvr8Object> objects = new ArrayList<>();
        for (Wvr8Object o : w.objects()) {
            objects.add(new Wvr8Object(o.transform(), objects.size() % 2 == 0 ? o.id() : o.id() | 0x8000_0000, o.model()));
        }
        return new Wvr8World(w.elevation(), w.materialIndices(), w.landCellSize(), w.materials(), objects, w.dummy(), w.trailing());
    }

    /** A world 4WVR cannot hold whole: 25 m cells, one model path longer than 4WVR's 76-byte slot, trailing bytes. */
    private static Wvr8World lossy(Wvr8World w) {
        List<Wvr8Object> objects = new ArrayList<>(w.objects());
        Wvr8Object first = objects.get(0);
        objects.set(0, new Wvr8Object(first.transform(), first.id(),
                RawString.of("data3d\\" + "very_long_directory_name\\".repeat(4) + "model.p3d")));
        return new Wvr8World(w.elevation(), w.materialIndices(), 25f, w.materials(), objects, w.dummy(),
                Blob.of(new byte[] {9, 9}));
    }
}
