package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.migrate.Wvr8ToOprw;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * OPRW worlds for the migration properties, made by binarizing generated 8WVR worlds and then
 * filling the version-dependent sections (random, grass, primary texture, appId, road links with
 * connection types) with generated content, so that dropping them loses something.
 */
final class BinarizedWorlds {
    private BinarizedWorlds() {
    }

    /**
     * 8WVR worlds as binarize meets them ({@link Wvr8Gens#terrainBuilder}, some of which it refuses),
     * whose objects are mostly placed in and around the land grid, so they spread over its cells.
     */
    static Gen<Wvr8World> wvr8() {
        Gen<Boolean> placeInside = Generate.booleans();
        Gen<Integer> fraction = Generate.range(-100, 1100);
        return ((Gen<Wvr8World>) rs -> {
            Wvr8World w = Wvr8Gens.terrainBuilder(MigrationGridSizes.mixed()).generate(rs);
            float cell = w.landCellSize();
            if (!placeInside.generate(rs) || !(cell > 0) || Float.isInfinite(cell)) {
                return w;
            }
            List<Wvr8Object> placed = new ArrayList<>(w.objects().size());
            for (Wvr8Object o : w.objects()) {
                float x = fraction.generate(rs) / 1000f * w.landWidth() * cell;
                float z = fraction.generate(rs) / 1000f * w.landHeight() * cell;
                int[] bits = o.transform().toBits();
                bits[9] = Float.floatToRawIntBits(x);
                bits[11] = Float.floatToRawIntBits(z);
                placed.add(new Wvr8Object(Transform.ofBits(bits), o.id(), o.model()));
            }
            return new Wvr8World(w.elevation(), w.materialIndices(), cell, w.materials(), placed, w.dummy(), w.trailing());
        }).describedAs(Wvr8Gens::describe);
    }

    /** Binarized worlds of {@code version} with its version-dependent sections holding generated content. */
    static Gen<OprwWorld> oprw(int version) {
        return ((Gen<OprwWorld>) rs -> decorate(new Wvr8ToOprw(version).apply(accepted(wvr8().generate(rs))).model(), rs))
                .describedAs(BinarizedWorlds::describe);
    }

    /**
     * {@code w} without what binarize refuses: a cell size that is no length becomes 50 m, a terrain
     * grid that does not refine the land grid becomes the land grid, NaN and infinite elevations 0 m.
     */
    static Wvr8World accepted(Wvr8World w) {
        float cell = w.landCellSize() > 0 && !Float.isInfinite(w.landCellSize()) ? w.landCellSize() : 50f;
        FloatGrid elevation = w.elevation();
        if (w.terrainWidth() % w.landWidth() != 0 || w.terrainHeight() % w.landHeight() != 0) {
            elevation = FloatGrid.of(w.landWidth(), w.landHeight(), new float[w.landWidth() * w.landHeight()]);
        }
        int[] bits = elevation.bitsUnsafe().clone();
        for (int i = 0; i < bits.length; i++) {
            bits[i] = (bits[i] & 0x7F80_0000) == 0x7F80_0000 ? 0 : bits[i];
        }
        return new Wvr8World(FloatGrid.ofBits(elevation.width(), elevation.height(), bits), w.materialIndices(), cell,
                w.materials(), w.objects(), w.dummy(), w.trailing());
    }

    static String describe(OprwWorld w) {
        return "OPRW v" + w.version() + " " + w.summary() + " random=" + w.random() + " grass=" + w.grass()
                + " primaryTexture=" + w.primaryTexture() + " roads=" + w.roads();
    }

    private static OprwWorld decorate(OprwWorld w, RandomnessSource rs) {
        Optional<ShortGrid> random = w.random().map(g -> GridGens.shortGrid(new GridSize(g.width(), g.height()),
                GridGens.anyShort(), rs));
        Optional<ByteGrid> grass = w.grass().map(g -> bytes(g, rs));
        Optional<ByteGrid> primaryTexture = w.primaryTexture().map(g -> bytes(g, rs));
        OptionalInt appId = w.appId().isPresent() ? OptionalInt.of(ObjectCounts.ids().generate(rs)) : OptionalInt.empty();
        return new OprwWorld(w.version(), appId, w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), random, grass, primaryTexture, w.elevation(), w.materials(), w.models(), w.entities(),
                w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(), w.maxObjectId(),
                roads(w, rs), w.objects(), w.mapInfos(), w.mapInfoTail(), w.trailing());
    }

    private static ByteGrid bytes(ByteGrid like, RandomnessSource rs) {
        short[] s = GridGens.shortGrid(new GridSize(like.width(), like.height()), GridGens.anyShort(), rs).cellsUnsafe();
        byte[] b = new byte[s.length];
        for (int i = 0; i < s.length; i++) {
            b[i] = (byte) s[i];
        }
        return ByteGrid.wrap(like.width(), like.height(), b);
    }

    /** Up to three land cells with one or two road links; types (when the version has them) often all zero. */
    private static List<OprwRoadCell> roads(OprwWorld w, RandomnessSource rs) {
        int landCells = w.landWidth() * w.landHeight();
        TreeSet<Integer> cells = new TreeSet<>();
        int n = Generate.range(0, 3).generate(rs);
        for (int i = 0; i < n; i++) {
            cells.add(Generate.range(0, landCells - 1).generate(rs));
        }
        boolean typed = OprwFeature.ROAD_CONNECTION_TYPES.in(w.version());
        Gen<Float> coordinate = FloatGens.values();
        List<OprwRoadCell> roads = new ArrayList<>();
        for (int cell : cells) {
            List<OprwRoadLink> links = new ArrayList<>();
            int k = Generate.range(1, 2).generate(rs);
            for (int j = 0; j < k; j++) {
                int positions = Generate.range(0, 4).generate(rs);
                List<Point3> points = new ArrayList<>();
                for (int p = 0; p < positions; p++) {
                    points.add(Point3.of(coordinate.generate(rs), coordinate.generate(rs), coordinate.generate(rs)));
                }
                Optional<Blob> types = Optional.empty();
                if (typed) {
                    byte[] t = new byte[positions];
                    boolean zero = Generate.booleans().generate(rs);
                    for (int p = 0; p < positions && !zero; p++) {
                        t[p] = ByteGens.anyByte().generate(rs);
                    }
                    types = Optional.of(Blob.of(t));
                }
                RawString model = ByteGens.rawStringsWithoutNul(0, 40).generate(rs);
                links.add(new OprwRoadLink(points, types, ObjectCounts.ids().generate(rs), model, TransformGens.any().generate(rs)));
            }
            roads.add(new OprwRoadCell(cell, links));
        }
        return roads;
    }
}
