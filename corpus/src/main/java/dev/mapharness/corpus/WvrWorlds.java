package dev.mapharness.corpus;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr1.Wvr1Model;
import dev.mapharness.wvr1.Wvr1Net;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1Subnet;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/** Plausible, valid WVR worlds built from a seed: island terrain, textures by height, objects, roads. */
final class WvrWorlds {
    private static final double GRID_METRES = 50;
    private static final String[] MODELS = {
        "data3d\\smrk.p3d", "data3d\\dub.p3d", "data3d\\bouda1.p3d", "data3d\\kamen.p3d", "data3d\\plot_dlouhy.p3d"};

    private WvrWorlds() {
    }

    private static short raw(double metres) {
        long r = Math.round(metres / HeightScale.ENGINE.metresPerUnit());
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, r));
    }

    private static List<FixedString> table(int slots, int length, String... names) {
        List<FixedString> t = new ArrayList<>(slots);
        for (int i = 0; i < slots; i++) {
            t.add(FixedString.padded(i < names.length ? names[i] : "", length));
        }
        return t;
    }

    /** A 128 × 128 world, the only size the engine loads, with repeated names and holes in its table. */
    static Wvr1World wvr1(Random random, int models, int nets, int segments) {
        int n = Wvr1World.ENGINE_SIZE;
        Terrain terrain = new Terrain(random);
        // slot → band: 0 sea, 1 beach, 3 grass, 5 forest (repeats slot 1's name on purpose), 7 rock; 2, 4, 6 are holes
        int[] slotOfBand = {0, 1, 3, 5, 7};
        List<FixedString> names = table(Wvr1World.TEXTURE_SLOTS, Wvr1World.TEXTURE_NAME_LENGTH,
                "LandText\\mo.pac", "LandText\\pi.pac", "", "LandText\\tr.pac", "", "LandText\\pi.pac", "",
                "LandText\\sk.pac");
        short[] heights = new short[n * n];
        short[] textures = new short[n * n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                double m = terrain.metres((double) x / n, (double) y / n);
                heights[y * n + x] = raw(m);
                textures[y * n + x] = (short) slotOfBand[Terrain.band(m)];
            }
        }
        List<Wvr1Model> placed = new ArrayList<>();
        for (int i = 0; i < models; i++) {
            placed.add(new Wvr1Model(random.nextFloat() * n, random.nextInt(4) == 0 ? random.nextFloat() * 0.02f : 0,
                    random.nextFloat() * n, random.nextInt(360),
                    FixedString.padded(MODELS[random.nextInt(MODELS.length)], Wvr1Model.NAME_LENGTH)));
        }
        List<Wvr1Net> roads = new ArrayList<>();
        for (int i = 0; i < nets; i++) {
            Wvr1NetHeader header = new Wvr1NetHeader(FixedString.padded("LandText\\Silnice.pac", Wvr1NetHeader.NAME_LENGTH),
                    random.nextBoolean() ? 0x00cd9100 : 0x00d4c600, 0x00bfd400, 0x47, 0, 0x0069fbb0, random.nextInt(3),
                    0.152f, 0.15f, 0.1f, 3.5f + random.nextInt(3));
            List<Wvr1Subnet> parts = new ArrayList<>();
            float x = 10 + random.nextFloat() * (n - 20);
            float y = 10 + random.nextFloat() * (n - 20);
            float stepping = 5;
            for (int s = 0; s < segments; s++) {
                x += random.nextFloat() * 2 - 0.5f;
                y += random.nextFloat() * 2 - 0.5f;
                stepping += 4.5f + random.nextFloat();
                parts.add(new Wvr1Subnet(x, y, 0.152f, 0.15f, 0.1f, stepping, 0x0046931A,
                        random.nextBoolean() ? 0x00980778 : 0x733760));
            }
            roads.add(new Wvr1Net(header, parts));
        }
        Wvr1NetHeader end = new Wvr1NetHeader(FixedString.padded(Wvr1NetHeader.END_OF_NETS, Wvr1NetHeader.NAME_LENGTH),
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        return new Wvr1World(ShortGrid.wrap(n, n, heights), ShortGrid.wrap(n, n, textures), names, placed, roads, end,
                Blob.EMPTY);
    }

    /** A width × height 4WVR world with a texture table in slots 1–5 and the engine writer's terminator. */
    static Wvr4World wvr4(Random random, int width, int height, int objects) {
        Terrain terrain = new Terrain(random);
        List<FixedString> names = table(Wvr4World.TEXTURE_SLOTS, Wvr4World.TEXTURE_NAME_LENGTH,
                "LandText\\mo.pac", "data\\more.pac", "data\\pisek.pac", "data\\trava.pac", "data\\les.pac",
                "data\\skala.pac");
        short[] heights = new short[width * height];
        short[] textures = new short[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                double m = terrain.metres((double) x / width, (double) y / height);
                heights[y * width + x] = raw(m);
                textures[y * width + x] = (short) (1 + Terrain.band(m));
            }
        }
        List<Wvr4Object> placed = new ArrayList<>();
        for (int i = 0; i < objects; i++) {
            double u = random.nextDouble();
            double v = random.nextDouble();
            float ground = (float) terrain.metres(u, v);
            placed.add(new Wvr4Object(Transform.headingAt(random.nextInt(360), (float) (u * width * GRID_METRES), ground,
                    (float) (v * height * GRID_METRES)), i + 1,
                    FixedString.padded(MODELS[random.nextInt(MODELS.length)], Wvr4Object.NAME_LENGTH)));
        }
        Wvr4Object terminator = new Wvr4Object(Transform.ofBits(new int[Transform.FLOATS]), 0,
                FixedString.padded("", Wvr4Object.NAME_LENGTH));
        return new Wvr4World(ShortGrid.wrap(width, height, heights), ShortGrid.wrap(width, height, textures), names,
                placed, Optional.of(terminator), Blob.EMPTY);
    }

    /** A world with a land grid and a finer terrain grid, materials 1–5 (0 empty) and a zero dummy. */
    static Wvr8World wvr8(Random random, int land, int terrainSize, int objects) {
        Terrain terrain = new Terrain(random);
        float cell = 40;
        float[] elevation = new float[terrainSize * terrainSize];
        for (int y = 0; y < terrainSize; y++) {
            for (int x = 0; x < terrainSize; x++) {
                elevation[y * terrainSize + x] = (float) terrain.metres((double) x / terrainSize, (double) y / terrainSize);
            }
        }
        short[] materials = new short[land * land];
        for (int y = 0; y < land; y++) {
            for (int x = 0; x < land; x++) {
                materials[y * land + x] = (short) (1 + Terrain.band(terrain.metres((double) x / land, (double) y / land)));
            }
        }
        List<Wvr8Material> list = List.of(new Wvr8Material(List.of()),
                Wvr8Material.of("mh\\data\\sea.rvmat"), Wvr8Material.of("mh\\data\\beach.rvmat"),
                Wvr8Material.of("mh\\data\\grass.rvmat", "mh\\data\\grass_detail.paa"),
                Wvr8Material.of("mh\\data\\forest.rvmat"), Wvr8Material.of("mh\\data\\rock.rvmat"));
        List<Wvr8Object> placed = new ArrayList<>();
        float size = land * cell;
        for (int i = 0; i < objects; i++) {
            double u = random.nextDouble();
            double v = random.nextDouble();
            placed.add(new Wvr8Object(Transform.headingAt(random.nextDouble() * 360, (float) (u * size),
                    (float) terrain.metres(u, v), (float) (v * size)), i + 1,
                    RawString.of(MODELS[random.nextInt(MODELS.length)].replace("data3d\\", "mh\\objects\\"))));
        }
        return new Wvr8World(FloatGrid.of(terrainSize, terrainSize, elevation), ShortGrid.wrap(land, land, materials), cell,
                list, placed, Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
    }
    /**
     * A world with the habits of Terrain Builder's 8WVR output (docs/binarize.md), each of which
     * binarize has to rearrange: material 0 holds the single name {@code -} and the cells of the
     * first land row use it; the cells of the last land row use index 6, one past the 6-entry
     * material list; the dummy end record carries leftovers (a NaN pattern in its matrix, an odd id).
     * The rest is {@link #wvr8}'s world.
     */
    static Wvr8World wvr8TerrainBuilder(Random random, int land, int terrainSize, int objects) {
        Wvr8World w = wvr8(random, land, terrainSize, objects);
        List<Wvr8Material> materials = new ArrayList<>(w.materials());
        materials.set(0, Wvr8Material.of("-"));
        short[] cells = w.materialIndices().toArray();
        for (int x = 0; x < land; x++) {
            cells[x] = 0;
            cells[(land - 1) * land + x] = (short) materials.size();
        }
        int[] leftovers = new int[Transform.FLOATS];
        java.util.Arrays.fill(leftovers, 0xFFC0_0000);
        leftovers[0] = 0x3F80_0000;
        return new Wvr8World(w.elevation(), ShortGrid.wrap(land, land, cells), w.landCellSize(), materials, w.objects(),
                Optional.of(new Wvr8Dummy(Transform.ofBits(leftovers), 0xCDCD_CDCD)), Blob.EMPTY);
    }
}
