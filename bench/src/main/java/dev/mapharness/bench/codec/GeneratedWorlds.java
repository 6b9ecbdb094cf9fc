package dev.mapharness.bench.codec;

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
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Deterministic square worlds of a given side for the benchmarks: rolling heights, a couple of
 * dozen textures and one object per 64 cells, roughly the density of a real island, so that
 * grids dominate the file as they do in real worlds.
 */
final class GeneratedWorlds {
    private static final int TEXTURES = 24;

    private GeneratedWorlds() {
    }

    static Wvr1World wvr1(int side) {
        SplittableRandom random = new SplittableRandom(side);
        List<Wvr1Model> models = new ArrayList<>();
        for (int i = 0; i < side * side / 64; i++) {
            models.add(new Wvr1Model((float) random.nextDouble(side), 0, (float) random.nextDouble(side),
                    random.nextInt(360), FixedString.padded("data3d\\strom_" + (i % 7) + ".p3d", Wvr1Model.NAME_LENGTH)));
        }
        List<Wvr1Subnet> segments = new ArrayList<>();
        for (int i = 1; i <= 32; i++) {
            segments.add(new Wvr1Subnet(i, i, 0.152f, 0.15f, 0.1f, 5f * i, 0x0046931A, 0x00980778));
        }
        Wvr1Net road = new Wvr1Net(new Wvr1NetHeader(FixedString.padded("LandText\\Silnice.pac", Wvr1NetHeader.NAME_LENGTH),
                0x00cd9100, 0x00bfd400, 0x47, 0, 0x0069fbb0, 1, 0.152f, 0.15f, 0.1f, 4.5f), segments);
        Wvr1NetHeader end = new Wvr1NetHeader(FixedString.padded(Wvr1NetHeader.END_OF_NETS, Wvr1NetHeader.NAME_LENGTH),
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        return new Wvr1World(heights(side, random), textures(side, random),
                table(Wvr1World.TEXTURE_SLOTS, Wvr1World.TEXTURE_NAME_LENGTH), models, List.of(road), end, Blob.EMPTY);
    }

    static Wvr4World wvr4(int side) {
        SplittableRandom random = new SplittableRandom(side);
        List<Wvr4Object> objects = new ArrayList<>();
        for (int i = 0; i < side * side / 64; i++) {
            objects.add(new Wvr4Object(placement(side, random), i,
                    FixedString.padded("data3d\\strom_" + (i % 7) + ".p3d", Wvr4Object.NAME_LENGTH)));
        }
        Wvr4Object terminator = new Wvr4Object(Transform.IDENTITY, 0, FixedString.padded("", Wvr4Object.NAME_LENGTH));
        return new Wvr4World(heights(side, random), textures(side, random),
                table(Wvr4World.TEXTURE_SLOTS, Wvr4World.TEXTURE_NAME_LENGTH), objects, Optional.of(terminator), Blob.EMPTY);
    }

    /** Land and terrain grids of the same side, as Terrain Builder writes them by default. */
    static Wvr8World wvr8(int side) {
        SplittableRandom random = new SplittableRandom(side);
        float[] elevation = new float[side * side];
        for (int i = 0; i < elevation.length; i++) {
            elevation[i] = (float) (90 * Math.sin(i % side * 0.02) * Math.cos(i / side * 0.03) + random.nextDouble());
        }
        List<Wvr8Material> materials = new ArrayList<>();
        materials.add(new Wvr8Material(List.of()));
        for (int i = 1; i <= TEXTURES; i++) {
            materials.add(Wvr8Material.of("mh\\data\\m" + i + ".rvmat"));
        }
        List<Wvr8Object> objects = new ArrayList<>();
        for (int i = 0; i < side * side / 64; i++) {
            objects.add(new Wvr8Object(placement(side, random), i, RawString.of("mh\\objects\\strom_" + (i % 7) + ".p3d")));
        }
        return new Wvr8World(FloatGrid.of(side, side, elevation), textures(side, random), 40f, materials, objects,
                Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
    }

    private static ShortGrid heights(int side, SplittableRandom random) {
        short[] cells = new short[side * side];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (short) (2000 * Math.sin(i % side * 0.02) * Math.cos(i / side * 0.03) + random.nextInt(-50, 50));
        }
        return ShortGrid.wrap(side, side, cells);
    }

    private static ShortGrid textures(int side, SplittableRandom random) {
        short[] cells = new short[side * side];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (short) (1 + random.nextInt(TEXTURES));
        }
        return ShortGrid.wrap(side, side, cells);
    }

    private static Transform placement(int side, SplittableRandom random) {
        return Transform.headingAt(random.nextDouble(360), random.nextInt(side * 50), 0, random.nextInt(side * 50));
    }

    private static List<FixedString> table(int slots, int length) {
        List<FixedString> names = new ArrayList<>(slots);
        for (int i = 0; i < slots; i++) {
            String name = i == 0 ? "LandText\\mo.pac" : i <= TEXTURES ? "LandText\\t" + i + ".pac" : "";
            names.add(FixedString.padded(name, length));
        }
        return names;
    }
}
