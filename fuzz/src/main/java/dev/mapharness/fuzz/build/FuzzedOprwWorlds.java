package dev.mapharness.fuzz.build;

import static dev.mapharness.fuzz.build.FuzzedParts.anyFloat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.MapInfoShape;
import dev.mapharness.oprw.OprwEntity;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwLayoutRules;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Small OPRW worlds of any version from fuzzer data: every section the version has, land grids up to
 * 4 × 4 under terrains up to 8 × 8 (a whole multiple or not), any offsets and ids, map infos of
 * every type including rivers long enough to be compressed, sometimes a map-info tail and trailing
 * bytes. Strings now and then hold a NUL and model indices now and then point past the list, for the
 * writer to refuse.
 */
public final class FuzzedOprwWorlds {
    private FuzzedOprwWorlds() {
    }

    public static OprwWorld build(FuzzedDataProvider data) {
        int version = data.consumeInt(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION);
        int lx = data.consumeInt(1, 4);
        int ly = data.consumeInt(1, 4);
        boolean multiple = data.consumeInt(0, 7) != 0;
        int tx = multiple ? lx * data.consumeInt(1, 2) : data.consumeInt(1, 8);
        int ty = multiple ? ly * data.consumeInt(1, 2) : data.consumeInt(1, 8);
        OptionalInt appId = OprwFeature.APP_ID.in(version) ? OptionalInt.of(data.consumeInt()) : OptionalInt.empty();
        float cellSize = anyFloat(data);
        ShortGrid geography = FuzzedParts.shortGrid(data, lx, ly);
        ByteGrid soundMap = bytes(data, lx, ly);
        List<Point3> peaks = new ArrayList<>();
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
            peaks.add(point(data));
        }
        ShortGrid materialIndex = FuzzedParts.shortGrid(data, lx, ly);
        Optional<ShortGrid> random = OprwFeature.RANDOM.in(version) ? Optional.of(FuzzedParts.shortGrid(data, lx, ly)) : Optional.empty();
        Optional<ByteGrid> grass = OprwFeature.GRASS.in(version) ? Optional.of(bytes(data, tx, ty)) : Optional.empty();
        Optional<ByteGrid> primary = OprwFeature.PRIMARY_TEXTURE.in(version) ? Optional.of(bytes(data, tx, ty)) : Optional.empty();
        FloatGrid elevation = FloatGrid.ofBits(tx, ty, FuzzedParts.ints(data, tx * ty));

        List<OprwMaterial> materials = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            materials.add(new OprwMaterial(asciiz(data, 12), data.consumeInt(0, 255)));
        }
        List<RawString> models = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            models.add(asciiz(data, 16));
        }
        List<OprwEntity> entities = new ArrayList<>();
        for (int i = data.consumeInt(0, 2); i > 0; i--) {
            entities.add(new OprwEntity(asciiz(data, 8), asciiz(data, 8), point(data), data.consumeInt()));
        }
        List<OprwObject> objects = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            objects.add(new OprwObject(data.consumeInt(), data.consumeInt(0, models.size()), FuzzedParts.transform(data),
                    data.consumeInt()));
        }
        IntGrid objectOffsets = IntGrid.wrap(lx, ly, FuzzedParts.ints(data, lx * ly));
        IntGrid mapInfoOffsets = IntGrid.wrap(lx, ly, FuzzedParts.ints(data, lx * ly));
        ByteGrid persistent = bytes(data, lx, ly);
        ByteGrid hints = bytes(data, tx, ty);
        int maxObjectId = data.consumeInt();

        List<OprwRoadCell> roads = new ArrayList<>();
        boolean types = OprwFeature.ROAD_CONNECTION_TYPES.in(version);
        for (int cell = 0; cell < lx * ly; cell++) {
            if (data.consumeInt(0, 3) != 0) {
                continue;
            }
            List<OprwRoadLink> links = new ArrayList<>();
            for (int i = data.consumeInt(1, 3); i > 0; i--) {
                List<Point3> positions = new ArrayList<>();
                for (int j = data.consumeInt(0, 3); j > 0; j--) {
                    positions.add(point(data));
                }
                Optional<Blob> connections = types ? Optional.of(Blob.of(exactly(data, positions.size()))) : Optional.empty();
                links.add(new OprwRoadLink(positions, connections, data.consumeInt(), asciiz(data, 12), FuzzedParts.transform(data)));
            }
            roads.add(new OprwRoadCell(cell, links));
        }

        List<OprwMapInfo> mapInfos = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            mapInfos.add(mapInfo(data));
        }
        Blob tail = data.consumeInt(0, 7) == 0 ? unknownRecord(data) : Blob.EMPTY;
        return new OprwWorld(version, appId, cellSize, geography, soundMap, peaks, materialIndex, random, grass, primary,
                elevation, materials, models, entities, objectOffsets, mapInfoOffsets, persistent, hints, maxObjectId, roads,
                objects, mapInfos, tail, FuzzedParts.trailing(data));
    }

    private static OprwMapInfo mapInfo(FuzzedDataProvider data) {
        int type = data.consumeInt(0, MapInfoShape.LAST_KNOWN_TYPE);
        MapInfoShape shape = MapInfoShape.of(type);
        // a few points, or a river around the size from which its points are compressed
        int compressedFrom = OprwLayoutRules.RIVER_POINTS_COMPRESSED_FROM;
        int floats = shape == MapInfoShape.RIVER
                ? 2 * (data.consumeBoolean() ? data.consumeInt(0, 4) : data.consumeInt(compressedFrom - 2, compressedFrom + 2))
                : shape.floats();
        return new OprwMapInfo(type, data.consumeInt(), FuzzedParts.ints(data, floats), Blob.of(exactly(data, shape.bytes())));
    }

    /** An unknown map-info type (u32 above 44), an object id, then a few bytes. */
    private static Blob unknownRecord(FuzzedDataProvider data) {
        int type = data.consumeInt(MapInfoShape.LAST_KNOWN_TYPE + 1, Integer.MAX_VALUE);
        byte[] rest = data.consumeBytes(data.consumeInt(4, 12));
        byte[] b = new byte[4 + rest.length];
        for (int i = 0; i < 4; i++) {
            b[i] = (byte) (type >>> (8 * i));
        }
        System.arraycopy(rest, 0, b, 4, rest.length);
        return Blob.of(b);
    }

    /** Up to {@code max} bytes for a NUL-terminated string; a NUL is kept one time in eight, for the writer to refuse. */
    private static RawString asciiz(FuzzedDataProvider data, int max) {
        boolean keepNul = data.consumeInt(0, 7) == 0;
        byte[] b = data.consumeBytes(data.consumeInt(0, max));
        if (!keepNul) {
            for (int i = 0; i < b.length; i++) {
                b[i] = b[i] == 0 ? (byte) 'x' : b[i];
            }
        }
        return RawString.of(b);
    }

    /** Exactly {@code n} bytes (zeros once the fuzzer's data runs out). */
    private static byte[] exactly(FuzzedDataProvider data, int n) {
        byte[] b = new byte[n];
        byte[] got = data.consumeBytes(n);
        System.arraycopy(got, 0, b, 0, got.length);
        return b;
    }

    private static ByteGrid bytes(FuzzedDataProvider data, int w, int h) {
        return ByteGrid.wrap(w, h, exactly(data, w * h));
    }

    private static Point3 point(FuzzedDataProvider data) {
        return new Point3(data.consumeInt(), data.consumeInt(), data.consumeInt());
    }
}
