package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * 8WVR worlds. Strings are length-prefixed, so names may hold any byte, NUL included; a material
 * name and an object path are never empty (a zero length ends a material's list; an empty path
 * marks the dummy end record). Elevations and transforms are raw bits (NaN payloads kept); the land
 * cell size is a float compared by value.
 *
 * <p>{@link #conforming} follows tidy Terrain Builder conventions and the strict reader's rules:
 * finite elevations, a positive finite cell size, a terrain grid that refines the land grid by a
 * whole factor, unique ids, material 0 empty, every other
 * material named, every material index inside the list, a dummy end record, nothing after it.
 * {@link #representable} also makes what real files hold and lenient readers keep: a named
 * material 0, indices past the list, no dummy, bytes after the dummy.
 *
 * <p>{@link #terrainBuilder} makes what binarize meets: worlds mostly as Terrain Builder writes
 * them, its habits included (material 0 holding {@code -} or another name, cells at one past the
 * material list and further, empty material lists, repeated and extreme object ids, NaN-patterned
 * dummy records, trailing bytes), finite elevations and a terrain grid refining the land grid by
 * 1, 2, 4 or 8, and now and then each defect binarize refuses: an odd cell size (zero, negative,
 * NaN, infinite; subnormal and huge ones it accepts), a terrain grid that is no multiple of the land
 * grid, NaN or infinite elevations.
 */
public final class Wvr8Gens {
    private Wvr8Gens() {
    }

    public static Gen<Wvr8World> conforming() {
        return conforming(GridSizes.mixed());
    }

    public static Gen<Wvr8World> conforming(Gen<GridSize> sizes) {
        return worlds(sizes, Kind.CONFORMING);
    }

    public static Gen<Wvr8World> representable() {
        return representable(GridSizes.mixed());
    }

    public static Gen<Wvr8World> representable(Gen<GridSize> sizes) {
        return worlds(sizes, Kind.REPRESENTABLE);
    }

    public static Gen<Wvr8World> terrainBuilder(Gen<GridSize> sizes) {
        return worlds(sizes, Kind.TERRAIN_BUILDER);
    }

    private enum Kind { CONFORMING, TERRAIN_BUILDER, REPRESENTABLE }

    /** Now and then: one in ten. */
    private static Gen<Boolean> rarely() {
        return Generate.frequency(Pair.of(9, Generate.constant(false)), Pair.of(1, Generate.constant(true)));
    }

    private static Gen<Wvr8World> worlds(Gen<GridSize> sizes, Kind kind) {
        boolean conforming = kind == Kind.CONFORMING;
        boolean habits = kind == Kind.TERRAIN_BUILDER;
        Gen<Boolean> sameGrids = Generate.booleans();
        Gen<Boolean> rarely = rarely();
        Gen<Integer> refinement = habits ? Generate.pick(List.of(2, 4, 8)) : Generate.pick(List.of(2, 4));
        Gen<GridSize> otherSize = Generate.frequency(Pair.of(3, GridSizes.small(16)), Pair.of(1, GridSizes.thin(64)));
        Gen<Integer> materialCount = Generate.frequency(Pair.of(1, Generate.constant(conforming ? 1 : 0)),
                Pair.of(6, Generate.range(1, 6, 1)), Pair.of(2, Generate.range(1, 200, 1)));
        Gen<Integer> nameCount = Generate.frequency(Pair.of(6, Generate.constant(1)), Pair.of(3, Generate.range(2, 4, 2)),
                Pair.of(conforming ? 0 : 1, Generate.constant(0)));
        Gen<RawString> name = conforming ? ByteGens.rawStringsWithoutNul(1, 80) : ByteGens.rawStrings(1, 300);
        Gen<Boolean> namedFirst = habits ? Generate.booleans()
                : Generate.frequency(Pair.of(3, Generate.constant(false)), Pair.of(1, Generate.constant(true)));
        // Terrain Builder's material 0 holds "-" (docs/binarize.md)
        Gen<RawString> firstName = habits ? Generate.oneOf(Generate.constant(RawString.of("-")), name) : name;
        Gen<Float> tidyCellSize = Generate.pick(List.of(50f, 25f, 12.5f, 100f, 7.5f, 40f))
                .mix(FloatGens.ordinaryBits().map(Float::intBitsToFloat).map(f -> Math.abs(f) + 0.5f));
        Gen<Float> cellSize = conforming ? tidyCellSize : habits ? Generate.frequency(Pair.of(9, tidyCellSize),
                Pair.of(1, FloatGens.values())) : FloatGens.values();
        Gen<Integer> objectCount = ObjectCounts.mixed();
        Gen<RawString> path = Generate.oneOf(Generate.pick(List.of(RawString.of("ca\\plants2\\tree\\t_picea1s.p3d"),
                RawString.of("a3\\rocks_f\\sharp\\sharprock_wedge.p3d"))), name);
        Gen<Boolean> hasDummy = conforming ? Generate.constant(true) : Generate.booleans();
        Gen<Blob> trailing = Generate.oneOf(Generate.constant(Blob.EMPTY), ByteGens.blobs(1, 200));

        return ((Gen<Wvr8World>) rs -> {
            GridSize land = sizes.generate(rs);
            GridSize terrain;
            if (sameGrids.generate(rs)) {
                terrain = land;
            } else if (conforming || habits && !rarely.generate(rs)) {
                // the terrain grid refines the land grid by a whole factor on each axis
                int k = land.cells() > GridGens.DRAWN_CELLS ? 1 : refinement.generate(rs);
                terrain = new GridSize(land.width() * k, land.height() * k);
            } else {
                terrain = otherSize.generate(rs);
            }
            float cell = cellSize.generate(rs);
            // chosen per grid, not per cell: most Terrain Builder grids are wholly finite
            boolean finite = conforming || habits && !rarely.generate(rs);
            FloatGrid elevation = GridGens.floatGrid(terrain, finite ? FloatGens.finiteBits() : FloatGens.anyBits(), rs);

            int m = materialCount.generate(rs);
            List<Wvr8Material> materials = new ArrayList<>(m);
            for (int i = 0; i < m; i++) {
                boolean empty = i == 0 && (conforming || !namedFirst.generate(rs));
                int k = empty ? 0 : nameCount.generate(rs);
                List<RawString> names = new ArrayList<>(k);
                for (int j = 0; j < k; j++) {
                    names.add(i == 0 && j == 0 ? firstName.generate(rs) : name.generate(rs));
                }
                materials.add(new Wvr8Material(names));
            }
            Gen<Short> inList = Generate.range(0, Math.max(0, m - 1), 0).map(i -> (short) (int) i);
            // Terrain Builder writes cells at one past the list
            Gen<Short> cellIndex = conforming ? inList : habits ? Generate.frequency(Pair.of(6, inList),
                    Pair.of(3, Generate.constant((short) m)), Pair.of(1, GridGens.anyShort()))
                    : Generate.oneOf(inList, GridGens.anyShort());
            ShortGrid indices = GridGens.shortGrid(land, cellIndex, rs);

            int n = objectCount.generate(rs);
            int[] ids = habits && rarely.generate(rs) ? repeatedIds(n, rs) : ObjectCounts.distinctIds(n, rs);
            List<Wvr8Object> objects = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                objects.add(new Wvr8Object(TransformGens.any().generate(rs), ids[i], path.generate(rs)));
            }
            Optional<Wvr8Dummy> dummy = hasDummy.generate(rs)
                    ? Optional.of(new Wvr8Dummy(TransformGens.any().generate(rs), ObjectCounts.ids().generate(rs)))
                    : Optional.empty();
            Blob tail = !conforming && dummy.isPresent() ? trailing.generate(rs) : Blob.EMPTY;
            return new Wvr8World(elevation, indices, cell, materials, objects, dummy, tail);
        }).describedAs(Wvr8Gens::describe);
    }

    /** Ids with repeats: each drawn from the ids before it or afresh. */
    private static int[] repeatedIds(int n, RandomnessSource rs) {
        int[] ids = new int[n];
        Gen<Integer> fresh = ObjectCounts.ids();
        for (int i = 0; i < n; i++) {
            ids[i] = i > 0 && Generate.booleans().generate(rs) ? ids[Generate.range(0, i - 1).generate(rs)] : fresh.generate(rs);
        }
        return ids;
    }

    public static String describe(Wvr8World w) {
        StringBuilder sb = new StringBuilder("Wvr8World land ").append(w.landWidth()).append('×').append(w.landHeight())
                .append(" terrain ").append(w.terrainWidth()).append('×').append(w.terrainHeight())
                .append(" cell ").append(w.landCellSize()).append(" elevation=").append(w.elevation())
                .append(" materialIndices=").append(w.materialIndices()).append(" materials=").append(w.materials().size())
                .append(' ');
        w.materials().stream().limit(6).forEach(m -> sb.append(m.names()).append(' '));
        sb.append("objects=").append(w.objects().size()).append(' ');
        w.objects().stream().limit(6).forEach(o -> sb.append(o).append(' '));
        w.dummy().ifPresent(d -> sb.append("dummy=").append(d).append(' '));
        if (!w.trailing().isEmpty()) {
            sb.append("trailing=").append(w.trailing());
        }
        return sb.toString();
    }
}
