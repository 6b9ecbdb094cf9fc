package dev.mapharness.oprw;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.compress.Compression;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * A binarized Arma world (OPRW 17–25). Every section of the layout in the notes is here; what a
 * version lacks is empty ({@link OprwFeature} decides, and the constructor holds the model to it).
 *
 * <pre>
 * "OPRW"; i32 version; [APP_ID] u32 appId
 * i32 landX, landY, terrainX, terrainY; f32 landCellSize
 * QuadTree&lt;u16&gt; geography (land)    QuadTree&lt;u8&gt; soundMap (land)
 * i32 nPeaks; f32[3] peak[n]          QuadTree&lt;u16&gt; materialIndex (land)
 * [RANDOM] compressed u16[land]        [GRASS] compressed u8[terrain]
 * [PRIMARY_TEXTURE] compressed u8[terrain]     compressed f32[terrain] elevation
 * i32 nMaterials; {asciiz path; u8 major}[n]   i32 nModels; asciiz model[n]
 * [ENTITIES] i32 n; {asciiz class; asciiz model; f32[3] pos; u32 objectId}[n]
 * QuadTree&lt;u32&gt; objectOffsets (land); u32 objectBlockSize
 * QuadTree&lt;u32&gt; mapInfoOffsets (land); u32 mapInfoBlockSize
 * compressed u8[land] persistent       compressed u8[terrain] subdivisionHints
 * u32 maxObjectId; u32 roadNetSize; per land cell {i32 n; RoadLink[n]}
 * Object[objectBlockSize / 60]         MapInfo records, mapInfoBlockSize bytes
 * </pre>
 * Compression is BIS LZSS before 23 and LZO1X from 23 on; arrays under 1024 bytes are stored raw.
 * The block sizes are not kept: the writer derives them from the objects and map infos.
 *
 * @param mapInfoTail the map-info bytes from the first record of a type the format does not define
 *                    to the end of the block (lenient mode only; the record's size is unknown)
 * @param trailing    bytes after the map-info block (lenient mode only)
 */
public record OprwWorld(int version, OptionalInt appId, float landCellSize,
                        ShortGrid geography, ByteGrid soundMap, List<Point3> peaks, ShortGrid materialIndex,
                        Optional<ShortGrid> random, Optional<ByteGrid> grass, Optional<ByteGrid> primaryTexture,
                        FloatGrid elevation, List<OprwMaterial> materials, List<RawString> models,
                        List<OprwEntity> entities, IntGrid objectOffsets, IntGrid mapInfoOffsets,
                        ByteGrid persistent, ByteGrid subdivisionHints, int maxObjectId,
                        List<OprwRoadCell> roads, List<OprwObject> objects, List<OprwMapInfo> mapInfos,
                        Blob mapInfoTail, Blob trailing) implements MapModel {

    public OprwWorld {
        OprwFeature.requireSupported(version);
        Objects.requireNonNull(appId, "appId");
        peaks = List.copyOf(peaks);
        materials = List.copyOf(materials);
        models = List.copyOf(models);
        entities = List.copyOf(entities);
        roads = List.copyOf(roads);
        objects = List.copyOf(objects);
        mapInfos = List.copyOf(mapInfos);
        Objects.requireNonNull(mapInfoTail, "mapInfoTail");
        Objects.requireNonNull(trailing, "trailing");

        present(OprwFeature.APP_ID, version, appId.isPresent());
        present(OprwFeature.RANDOM, version, random.isPresent());
        present(OprwFeature.GRASS, version, grass.isPresent());
        present(OprwFeature.PRIMARY_TEXTURE, version, primaryTexture.isPresent());

        int landX = geography.width();
        int landY = geography.height();
        land("soundMap", soundMap.width(), soundMap.height(), landX, landY);
        land("materialIndex", materialIndex.width(), materialIndex.height(), landX, landY);
        random.ifPresent(g -> land("random", g.width(), g.height(), landX, landY));
        land("objectOffsets", objectOffsets.width(), objectOffsets.height(), landX, landY);
        land("mapInfoOffsets", mapInfoOffsets.width(), mapInfoOffsets.height(), landX, landY);
        land("persistent", persistent.width(), persistent.height(), landX, landY);
        int terrainX = elevation.width();
        int terrainY = elevation.height();
        terrain("subdivisionHints", subdivisionHints.width(), subdivisionHints.height(), terrainX, terrainY);
        grass.ifPresent(g -> terrain("grass", g.width(), g.height(), terrainX, terrainY));
        primaryTexture.ifPresent(g -> terrain("primaryTexture", g.width(), g.height(), terrainX, terrainY));

        int previous = -1;
        for (OprwRoadCell cell : roads) {
            if (cell.cell() <= previous || cell.cell() >= landX * landY) {
                throw new IllegalArgumentException("road cells must be land cells in ascending order: cell "
                        + cell.cell() + " after " + previous + " in a " + landX + " × " + landY + " land grid");
            }
            previous = cell.cell();
            for (OprwRoadLink link : cell.links()) {
                present(OprwFeature.ROAD_CONNECTION_TYPES, version, link.connectionTypes().isPresent());
            }
        }
    }

    private static void present(OprwFeature feature, int version, boolean present) {
        if (feature.in(version) != present) {
            throw new IllegalArgumentException("OPRW " + version + (feature.in(version) ? " has " : " has no ")
                    + feature + " (" + String.join(", ", feature.fields()) + ")");
        }
    }

    private static void land(String field, int w, int h, int landX, int landY) {
        if (w != landX || h != landY) {
            throw new IllegalArgumentException(field + " is " + w + " × " + h + ", not the land grid " + landX + " × " + landY);
        }
    }

    private static void terrain(String field, int w, int h, int terrainX, int terrainY) {
        if (w != terrainX || h != terrainY) {
            throw new IllegalArgumentException(field + " is " + w + " × " + h + ", not the terrain grid " + terrainX + " × " + terrainY);
        }
    }

    /**
     * This world as {@code target} lays it out: sections the target lacks are dropped, sections it
     * gains are zero-filled (what binarize writes when it has nothing better), road links gain or
     * lose their connection types. A river whose points are compressed takes another size under the
     * target's compression, so {@code mapInfoOffsets} are moved to point at the same records in the
     * block the target's writer lays out. The migration between versions reports what this changes.
     */
    public OprwWorld withVersion(int target) {
        return withVersion(target, null);
    }

    /**
     * {@link #withVersion(int)}, with the map-info offsets moved from where the records lay in the
     * file this world was read from ({@code layout}, may be null): a river compressed by another
     * writer takes another size than mapharness's encoder would give it, so only the file knows
     * where the records after it started. Without a layout, or one of other records, the positions
     * are worked out with mapharness's own encoders.
     */
    public OprwWorld withVersion(int target, OprwSourceLayout layout) {
        int landX = landWidth();
        int landY = landHeight();
        int terrainX = terrainWidth();
        int terrainY = terrainHeight();
        boolean types = OprwFeature.ROAD_CONNECTION_TYPES.in(target);
        List<OprwRoadCell> newRoads = roads;
        if (types != OprwFeature.ROAD_CONNECTION_TYPES.in(version)) {
            newRoads = roads.stream().map(c -> new OprwRoadCell(c.cell(), c.links().stream()
                    .map(l -> new OprwRoadLink(l.positions(), types ? Optional.of(Blob.of(new byte[l.positions().size()]))
                            : Optional.empty(), l.objectId(), l.model(), l.transform())).toList())).toList();
        }
        return new OprwWorld(target,
                OprwFeature.APP_ID.in(target) ? OptionalInt.of(appId.orElse(0)) : OptionalInt.empty(),
                landCellSize, geography, soundMap, peaks, materialIndex,
                keep(OprwFeature.RANDOM, target, random, () -> ShortGrid.filled(landX, landY, (short) 0)),
                keep(OprwFeature.GRASS, target, grass, () -> ByteGrid.filled(terrainX, terrainY, (byte) 0)),
                keep(OprwFeature.PRIMARY_TEXTURE, target, primaryTexture, () -> ByteGrid.filled(terrainX, terrainY, (byte) 0)),
                elevation, materials, models, entities, objectOffsets,
                remappedMapInfoOffsets(target, layout),
                persistent, subdivisionHints, maxObjectId, newRoads, objects, mapInfos, mapInfoTail, trailing);
    }

    private IntGrid remappedMapInfoOffsets(int target, OprwSourceLayout layout) {
        Compression from = OprwLayoutRules.compression(version);
        Compression to = OprwLayoutRules.compression(target);
        if (from == to) {
            return mapInfoOffsets;
        }
        long[] filed = layout == null ? null : layout.mapInfoStarts(mapInfos, from);
        return filed == null ? OprwMapInfoBlock.remap(mapInfoOffsets, mapInfos, from, to)
                : OprwMapInfoBlock.remap(mapInfoOffsets, filed, OprwLayoutRules.mapInfoStarts(mapInfos, to));
    }

    private static <T> Optional<T> keep(OprwFeature feature, int target, Optional<T> current, Supplier<T> zeros) {
        if (!feature.in(target)) {
            return Optional.empty();
        }
        return current.isPresent() ? current : Optional.of(zeros.get());
    }

    public int landWidth() {
        return geography.width();
    }

    public int landHeight() {
        return geography.height();
    }

    public int terrainWidth() {
        return elevation.width();
    }

    public int terrainHeight() {
        return elevation.height();
    }

    /** Road links in all cells. */
    public int roadLinkCount() {
        return roads.stream().mapToInt(c -> c.links().size()).sum();
    }

    @Override
    public Format format() {
        return Format.OPRW;
    }

    @Override
    public Map<String, Object> summary() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("version", version);
        appId.ifPresent(id -> s.put("appId", Integer.toUnsignedString(id)));
        s.put("compression", OprwLayoutRules.compression(version) == Compression.LZO ? "LZO1X" : "BIS LZSS");
        s.put("land grid", landWidth() + " × " + landHeight());
        s.put("terrain grid", terrainWidth() + " × " + terrainHeight());
        s.put("land cell size (m)", landCellSize);
        s.put("elevation (m)", elevation.range());
        s.put("peaks", peaks.size());
        s.put("materials", materials.size());
        s.put("models", models.size());
        s.put("entities", entities.size());
        s.put("objects", objects.size());
        s.put("road links", roadLinkCount() + " in " + roads.size() + " land cells");
        s.put("map infos", mapInfos.size());
        s.put("max object id", Integer.toUnsignedString(maxObjectId));
        if (!mapInfoTail.isEmpty()) {
            s.put("unknown map-info bytes", mapInfoTail.length());
        }
        if (!trailing.isEmpty()) {
            s.put("trailing bytes", trailing.length());
        }
        return s;
    }
}
