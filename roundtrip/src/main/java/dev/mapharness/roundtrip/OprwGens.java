package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.MapInfoShape;
import dev.mapharness.oprw.OprwLayoutRules;
import dev.mapharness.oprw.OprwEntity;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * OPRW worlds of every version 17–25, each with exactly the sections its version has
 * ({@link OprwFeature}).
 *
 * <p>{@link #conforming} keeps every rule a strict read checks and lays the world out as binarize
 * does: material 0 the empty dummy, material indices inside the list, finite elevations, a positive
 * finite cell size, a terrain grid refining the land grid by 1, 2, 4 or 8 on each axis, objects and
 * map infos grouped by land cell with the offsets that grouping gives, maxObjectId at least every
 * object id, road models of printable bytes, strings with no NUL, nothing after the map infos.
 * Grids are uniform, blocky or noisy ({@link GridPattern}) so quad trees and both compressors see
 * their best and worst cases; strings run from empty to a few KB; rivers from no point to past the
 * 1024-byte compression threshold.
 *
 * <p>{@link #representable} also breaks what the writer can still write and a lenient read keeps:
 * a named material 0, indices past the material list, maxObjectId below an object id, offsets that
 * are not multiples of 60 or point past their block, NaN and infinite elevations, any cell size, a
 * terrain grid that is no multiple of the land grid, road models that are empty or hold control
 * bytes, bytes from an unknown map-info type on, bytes after the file. Neither makes what the writer
 * refuses: NUL in a string, more than 32767 positions in a road link, a model index past the model
 * list.
 */
public final class OprwGens {
    /** Terrain cells of an ordinary example: each property runs hundreds, and each array is compressed. */
    public static final int TERRAIN_BUDGET = 1 << 16;
    /** Terrain cells of the one large example a property runs. */
    public static final int LARGE_TERRAIN_BUDGET = 1 << 20;
    private static final int BIG_STRING = 4000;

    private OprwGens() {
    }

    /** Conforming worlds of every version. */
    public static Gen<OprwWorld> conforming() {
        return worlds(versions(), Scale.ORDINARY, true);
    }

    /** Conforming worlds of one version. */
    public static Gen<OprwWorld> forVersion(int version) {
        return conforming(version);
    }

    public static Gen<OprwWorld> conforming(int version) {
        return worlds(Generate.constant(version), Scale.ORDINARY, true);
    }

    /** Conforming worlds whose land grid is a few hundred cells a side and terrain grid near a million cells. */
    public static Gen<OprwWorld> conformingLarge() {
        return worlds(versions(), Scale.LARGE, true);
    }

    /** Conforming worlds of one version a few KB in size: land grids up to 6 × 6, a few objects and map infos. */
    public static Gen<OprwWorld> small(int version) {
        return worlds(Generate.constant(version), Scale.SMALL, true);
    }

    /** Representable worlds of one version a few KB in size. */
    public static Gen<OprwWorld> smallRepresentable(int version) {
        return worlds(Generate.constant(version), Scale.SMALL, false);
    }

    public static Gen<OprwWorld> representable() {
        return worlds(versions(), Scale.ORDINARY, false);
    }

    public static Gen<OprwWorld> representable(int version) {
        return worlds(Generate.constant(version), Scale.ORDINARY, false);
    }

    public static Gen<OprwWorld> representableLarge() {
        return worlds(versions(), Scale.LARGE, false);
    }

    /**
     * What sizes a generator draws. QuickTheories starts from each generator's shrink target, and a
     * property runs a single large example, so the large scale's targets are themselves large: the
     * largest land grid, the finest terrain, noisy grids, hundreds of objects and map infos.
     */
    private enum Scale {
        ORDINARY(landSizes(), TERRAIN_BUDGET, List.of(1, 2, 4, 8), GridPattern.any(), ObjectCounts.mixed(), counts(6, 200)),
        LARGE(largeLandSizes(), LARGE_TERRAIN_BUDGET, List.of(8, 4, 2, 1),
                Generate.pick(List.of(GridPattern.NOISY, GridPattern.BLOCKY, GridPattern.UNIFORM)),
                Generate.range(200, 1000, 600), Generate.range(20, 200, 120)),
        /** Files of a few KB, for checks that damage every byte (the torture check, fuzz seeds). */
        SMALL(GridSizes.small(6), 24 * 24, List.of(1, 2, 4, 8), GridPattern.any(), Generate.range(0, 8, 3),
                Generate.range(0, 12, 4));

        final Gen<GridSize> land;
        final int budget;
        final List<Integer> factors;
        final Gen<GridPattern> patterns;
        final Gen<Integer> objects;
        final Gen<Integer> mapInfos;

        Scale(Gen<GridSize> land, int budget, List<Integer> factors, Gen<GridPattern> patterns, Gen<Integer> objects,
              Gen<Integer> mapInfos) {
            this.land = land;
            this.budget = budget;
            this.factors = factors;
            this.patterns = patterns;
            this.objects = objects;
            this.mapInfos = mapInfos;
        }
    }

    /** Any version the codec reads and writes; shrinks towards the oldest. */
    public static Gen<Integer> versions() {
        return Generate.range(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION, OprwFeature.FIRST_VERSION);
    }

    /** Land grids: 1 × 1, small, thin, and now and then a few hundred a side (never only powers of two). */
    public static Gen<GridSize> landSizes() {
        return Generate.frequency(
                Pair.of(10, GridSizes.of(1, 1)),
                Pair.of(45, GridSizes.small(8)),
                Pair.of(25, GridSizes.small(40)),
                Pair.of(12, GridSizes.thin(300)),
                Pair.of(3, largeLandSizes()));
    }

    /** A few hundred cells a side, non-square. */
    public static Gen<GridSize> largeLandSizes() {
        Gen<Integer> side = Generate.range(100, 320, 320);
        return side.zip(side, GridSize::new);
    }

    /**
     * The terrain grid for a land grid: conforming, the land grid times 1, 2, 4 or 8 on each axis,
     * the factors lowered until the grid fits {@code budget} cells; otherwise sometimes any small size.
     */
    static GridSize terrain(GridSize land, boolean conforming, List<Integer> factors, int budget, RandomnessSource rs) {
        if (!conforming && Generate.range(0, 5, 1).generate(rs) == 0) {
            return GridSizes.small(12).generate(rs);
        }
        Gen<Integer> factor = Generate.pick(factors);
        int fx = factor.generate(rs);
        int fy = factor.generate(rs);
        while ((long) land.width() * fx * land.height() * fy > budget && (fx > 1 || fy > 1)) {
            if (fx >= fy) {
                fx /= 2;
            } else {
                fy /= 2;
            }
        }
        return new GridSize(land.width() * fx, land.height() * fy);
    }

    private static Gen<OprwWorld> worlds(Gen<Integer> versions, Scale scale, boolean conforming) {
        Gen<GridSize> landSizes = scale.land;
        Gen<GridPattern> pattern = scale.patterns;
        Gen<Integer> anyInt = Generate.range(Integer.MIN_VALUE, Integer.MAX_VALUE, 0);
        Gen<Integer> anyShortCell = GridGens.anyShort().map(s -> (int) s);
        Gen<Integer> anyByteCell = Generate.oneOf(Generate.range(0, 3, 0), Generate.range(0, 255, 0));
        Gen<Integer> elevationBits = conforming ? FloatGens.finiteBits() : FloatGens.anyBits();
        Gen<Float> cellSize = conforming
                ? Generate.pick(List.of(50f, 25f, 12.5f, 100f, 7.5f, 40f, 1f, 0.001f, Float.MAX_VALUE))
                        .mix(FloatGens.ordinaryBits().map(Float::intBitsToFloat).map(f -> Math.abs(f) + 0.5f))
                : FloatGens.values();
        Gen<Integer> peakCount = counts(5, 100);
        Gen<Integer> materialCount = Generate.frequency(Pair.of(1, Generate.constant(conforming ? 1 : 0)),
                Pair.of(6, Generate.range(1, 6, 1)), Pair.of(2, Generate.range(1, 300, 1)));
        Gen<RawString> path = strings(0);
        Gen<Boolean> namedFirst = Generate.frequency(Pair.of(3, Generate.constant(false)), Pair.of(1, Generate.constant(true)));
        Gen<Integer> major = Generate.oneOf(Generate.constant(0), Generate.range(0, 255, 0));
        Gen<Integer> modelCount = counts(6, 300);
        Gen<Integer> entityCount = counts(4, 60);
        Gen<Integer> objectCount = scale.objects;
        Gen<Integer> shapeParam = Generate.frequency(Pair.of(4, Generate.constant(2)), Pair.of(1, anyInt));
        Gen<Integer> roadCellCount = counts(4, 40);
        Gen<Integer> linkCount = Generate.frequency(Pair.of(6, Generate.range(1, 3, 1)), Pair.of(1, Generate.range(1, 12, 1)));
        Gen<Integer> positionCount = Generate.frequency(Pair.of(6, Generate.range(0, 4, 0)), Pair.of(1, Generate.range(0, 60, 0)));
        Gen<RawString> roadModel = conforming ? printable(1)
                : Generate.frequency(Pair.of(4, printable(1)), Pair.of(1, strings(0)));
        Gen<Point3> point = points();
        Gen<Integer> mapInfoCount = scale.mapInfos;
        Gen<Integer> mapInfoType = Generate.range(0, MapInfoShape.LAST_KNOWN_TYPE, 0);
        Gen<Integer> riverPoints = Generate.frequency(Pair.of(6, Generate.range(0, 6, 0)),
                Pair.of(2, Generate.pick(List.of(OprwLayoutRules.RIVER_POINTS_COMPRESSED_FROM - 1,
                        OprwLayoutRules.RIVER_POINTS_COMPRESSED_FROM))), Pair.of(1, Generate.range(0, 400, 0)));
        Gen<Boolean> rare = Generate.frequency(Pair.of(5, Generate.constant(false)), Pair.of(1, Generate.constant(true)));
        Gen<Blob> unknownRecord = Generate.pick(List.of(45, 46, 1000, -1, Integer.MIN_VALUE)).mix(Generate.range(45, 100_000))
                .zip(ByteGens.blobs(4, 40), OprwGens::unknownRecord);
        Gen<Blob> trailing = ByteGens.blobs(1, 60);

        return ((Gen<OprwWorld>) rs -> {
            int version = versions.generate(rs);
            GridSize land = landSizes.generate(rs);
            GridSize terrain = terrain(land, conforming, scale.factors, scale.budget, rs);
            int lx = land.width();
            int ly = land.height();
            int tx = terrain.width();
            int ty = terrain.height();
            int landCells = land.cells();

            ShortGrid geography = ShortGrid.wrap(lx, ly, pattern.generate(rs).shorts(lx, ly, anyShortCell, rs));
            ByteGrid soundMap = ByteGrid.wrap(lx, ly, pattern.generate(rs).bytes(lx, ly, anyByteCell, rs));
            List<Point3> peaks = list(peakCount.generate(rs), point, rs);

            int m = materialCount.generate(rs);
            List<OprwMaterial> materials = new ArrayList<>(m);
            for (int i = 0; i < m; i++) {
                boolean dummy = i == 0 && (conforming || !namedFirst.generate(rs));
                materials.add(new OprwMaterial(dummy ? RawString.EMPTY : path.generate(rs), major.generate(rs)));
            }
            Gen<Integer> inList = Generate.range(0, Math.max(0, m - 1), 0);
            Gen<Integer> index = conforming || !rare.generate(rs) ? inList : Generate.oneOf(inList, anyShortCell);
            ShortGrid materialIndex = ShortGrid.wrap(lx, ly, pattern.generate(rs).shorts(lx, ly, index, rs));

            Optional<ShortGrid> random = OprwFeature.RANDOM.in(version)
                    ? Optional.of(ShortGrid.wrap(lx, ly, pattern.generate(rs).shorts(lx, ly, anyShortCell, rs))) : Optional.empty();
            Optional<ByteGrid> grass = OprwFeature.GRASS.in(version)
                    ? Optional.of(ByteGrid.wrap(tx, ty, pattern.generate(rs).bytes(tx, ty, anyByteCell, rs))) : Optional.empty();
            Optional<ByteGrid> primary = OprwFeature.PRIMARY_TEXTURE.in(version)
                    ? Optional.of(ByteGrid.wrap(tx, ty, pattern.generate(rs).bytes(tx, ty, anyByteCell, rs))) : Optional.empty();
            FloatGrid elevation = FloatGrid.wrapBits(tx, ty, pattern.generate(rs).cells(tx, ty, elevationBits, rs));

            int objects = objectCount.generate(rs);
            int models = Math.max(objects > 0 ? 1 : 0, modelCount.generate(rs));
            List<RawString> modelNames = list(models, path, rs);
            List<OprwEntity> entities = new ArrayList<>();
            for (int i = entityCount.generate(rs); i > 0; i--) {
                entities.add(new OprwEntity(path.generate(rs), path.generate(rs), point.generate(rs), anyInt.generate(rs)));
            }

            int[] ids = ObjectCounts.distinctIds(objects, rs);
            int[] objectCells = sortedCells(objects, landCells, rs);
            Gen<Integer> modelIndex = Generate.range(0, Math.max(0, models - 1), 0);
            List<OprwObject> objectList = new ArrayList<>(objects);
            for (int i = 0; i < objects; i++) {
                objectList.add(new OprwObject(ids[i], modelIndex.generate(rs), TransformGens.any().generate(rs),
                        shapeParam.generate(rs)));
            }
            IntGrid objectOffsets = !conforming && rare.generate(rs)
                    ? IntGrid.wrap(lx, ly, pattern.generate(rs).cells(lx, ly, anyInt, rs))
                    : OprwPlacement.objectOffsets(lx, ly, objectCells);

            List<OprwMapInfo> infos = new ArrayList<>();
            for (int i = mapInfoCount.generate(rs); i > 0; i--) {
                infos.add(mapInfo(mapInfoType.generate(rs), anyInt.generate(rs), riverPoints, rs));
            }
            int[] infoCells = sortedCells(infos.size(), landCells, rs);
            // a river past the compression threshold has a size only the compressor knows: it goes in
            // the last cell, whose offset does not depend on it
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < infos.size(); i++) {
                order.add(i);
                if (OprwPlacement.compressed(infos.get(i))) {
                    infoCells[i] = landCells - 1;
                }
            }
            order.sort(Comparator.comparingInt(i -> infoCells[i]));
            List<OprwMapInfo> mapInfos = order.stream().map(infos::get).toList();
            int[] mapInfoCells = order.stream().mapToInt(i -> infoCells[i]).toArray();
            IntGrid mapInfoOffsets = !conforming && rare.generate(rs)
                    ? IntGrid.wrap(lx, ly, pattern.generate(rs).cells(lx, ly, anyInt, rs))
                    : OprwPlacement.mapInfoOffsets(lx, ly, mapInfoCells, mapInfos);

            ByteGrid persistent = ByteGrid.wrap(lx, ly, pattern.generate(rs).bytes(lx, ly, anyByteCell, rs));
            ByteGrid hints = ByteGrid.wrap(tx, ty, pattern.generate(rs).bytes(tx, ty, anyByteCell, rs));
            int maxObjectId = !conforming && rare.generate(rs) ? anyInt.generate(rs)
                    : maxObjectId(ids, Generate.pick(List.of(0, 1, 1000, -1)).generate(rs));

            List<OprwRoadCell> roads = new ArrayList<>();
            boolean types = OprwFeature.ROAD_CONNECTION_TYPES.in(version);
            for (int cell : new TreeSet<>(boxed(sortedCells(roadCellCount.generate(rs), landCells, rs)))) {
                List<OprwRoadLink> links = new ArrayList<>();
                for (int i = linkCount.generate(rs); i > 0; i--) {
                    List<Point3> positions = list(positionCount.generate(rs), point, rs);
                    Optional<Blob> connections = types
                            ? Optional.of(ByteGens.blobs(positions.size(), positions.size()).generate(rs)) : Optional.empty();
                    links.add(new OprwRoadLink(positions, connections, anyInt.generate(rs), roadModel.generate(rs),
                            TransformGens.any().generate(rs)));
                }
                roads.add(new OprwRoadCell(cell, links));
            }

            Blob tail = !conforming && rare.generate(rs) ? unknownRecord.generate(rs) : Blob.EMPTY;
            Blob after = !conforming && rare.generate(rs) ? trailing.generate(rs) : Blob.EMPTY;
            OptionalInt appId = OprwFeature.APP_ID.in(version)
                    ? OptionalInt.of(Generate.oneOf(Generate.pick(List.of(0, 107410, -1)), anyInt).generate(rs))
                    : OptionalInt.empty();
            return new OprwWorld(version, appId, cellSize.generate(rs), geography, soundMap, peaks, materialIndex,
                    random, grass, primary, elevation, materials, modelNames, entities, objectOffsets, mapInfoOffsets,
                    persistent, hints, maxObjectId, roads, objectList, mapInfos, tail, after);
        }).describedAs(OprwGens::describe);
    }

    /** Mostly up to {@code usual}, now and then none, now and then up to {@code many}. */
    private static Gen<Integer> counts(int usual, int many) {
        return Generate.frequency(Pair.of(2, Generate.constant(0)), Pair.of(6, Generate.range(1, usual, 1)),
                Pair.of(1, Generate.range(0, many, 0)));
    }

    /** Asciiz strings: no NUL, usually short, sometimes empty, now and then a few KB. */
    private static Gen<RawString> strings(int min) {
        return Generate.frequency(
                Pair.of(8, ByteGens.rawStringsWithoutNul(min, 40)),
                Pair.of(2, Generate.pick(List.of(RawString.of("a3\\structures_f\\households\\house_small01\\house_small01_v1_f.p3d"),
                        RawString.of("ca\\roads2\\asf1_25.p3d"), RawString.of("a3\\map_stratis\\data\\layers\\p_000-000_l00.rvmat")))),
                Pair.of(1, ByteGens.rawStringsWithoutNul(min, BIG_STRING)));
    }

    /** Strings of bytes 0x20..0xFF only: what a strict read accepts as a road model. */
    private static Gen<RawString> printable(int min) {
        Gen<Byte> b = Generate.oneOf(Generate.range(0x20, 0xFF, 'a'), Generate.range('a', 'z', 'a')).map(i -> (byte) (int) i);
        Gen<RawString> any = ByteGens.bytes(ByteGens.lengths(min, 80), b).map(RawString::of);
        return Generate.frequency(Pair.of(3, any), Pair.of(1, Generate.constant(RawString.of("ca\\roads2\\asf1_25.p3d"))));
    }

    private static Gen<Point3> points() {
        Gen<Integer> bits = FloatGens.anyBits();
        return bits.zip(bits, bits, Point3::new);
    }

    private static <T> List<T> list(int n, Gen<T> gen, RandomnessSource rs) {
        List<T> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(gen.generate(rs));
        }
        return out;
    }

    /** {@code n} land cells, ascending, repeats allowed; clustered in a few cells as often as spread out. */
    private static int[] sortedCells(int n, int landCells, RandomnessSource rs) {
        int span = Generate.pick(List.of(1, 4, landCells)).generate(rs);
        int start = Generate.range(0, landCells - 1, 0).generate(rs);
        Gen<Integer> offset = Generate.range(0, Math.max(0, span - 1), 0);
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = (int) ((start + (long) offset.generate(rs)) % landCells);
        }
        Arrays.sort(cells);
        return cells;
    }

    private static List<Integer> boxed(int[] values) {
        return Arrays.stream(values).boxed().toList();
    }

    private static OprwMapInfo mapInfo(int type, int objectId, Gen<Integer> riverPoints, RandomnessSource rs) {
        MapInfoShape shape = MapInfoShape.of(type);
        int floats = shape == MapInfoShape.RIVER ? 2 * riverPoints.generate(rs) : shape.floats();
        int[] bits = new int[floats];
        Gen<Integer> anyBits = FloatGens.anyBits();
        for (int i = 0; i < floats; i++) {
            bits[i] = anyBits.generate(rs);
        }
        byte[] bytes = ByteGens.bytes(Generate.constant(shape.bytes()), ByteGens.anyByte()).generate(rs);
        return new OprwMapInfo(type, objectId, bits, Blob.of(bytes));
    }

    /** The unsigned largest id plus {@code margin} (saturating at 0xFFFFFFFF), or {@code margin} with no ids. */
    static int maxObjectId(int[] ids, int margin) {
        long max = 0;
        for (int id : ids) {
            max = Math.max(max, Integer.toUnsignedLong(id));
        }
        return (int) Math.min(0xFFFF_FFFFL, max + Integer.toUnsignedLong(margin));
    }

    /**
     * A map-info tail: an unknown type (u32 ≥ 45), then at least an object id's four bytes (the
     * writer refuses a tail shorter than a record head), then anything.
     */
    private static Blob unknownRecord(int type, Blob rest) {
        byte[] b = new byte[4 + rest.length()];
        for (int i = 0; i < 4; i++) {
            b[i] = (byte) (type >>> (8 * i));
        }
        System.arraycopy(rest.bytes(), 0, b, 4, rest.length());
        return Blob.of(b);
    }

    public static String describe(OprwWorld w) {
        StringBuilder sb = new StringBuilder("OprwWorld v").append(w.version()).append(' ').append(w.summary());
        sb.append(" materials=").append(w.materials().stream().limit(4).toList());
        sb.append(" models=").append(w.models().stream().limit(4).toList());
        sb.append(" objects=").append(w.objects().stream().limit(4).toList());
        sb.append(" roads=").append(w.roads().stream().limit(2).toList());
        sb.append(" mapInfos=").append(w.mapInfos().stream().limit(6).toList());
        sb.append(" objectOffsets=").append(w.objectOffsets()).append(" mapInfoOffsets=").append(w.mapInfoOffsets());
        sb.append(" elevation=").append(w.elevation()).append(" materialIndex=").append(w.materialIndex());
        if (!w.mapInfoTail().isEmpty()) {
            sb.append(" mapInfoTail=").append(w.mapInfoTail());
        }
        if (!w.trailing().isEmpty()) {
            sb.append(" trailing=").append(w.trailing());
        }
        return sb.toString();
    }
}
