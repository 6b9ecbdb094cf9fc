package dev.mapharness.oprw;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.compress.CompressedArrays;
import dev.mapharness.compress.Compression;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Signatures;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwSourceLayout.Section;
import dev.mapharness.quadtree.QuadTree;
import dev.mapharness.rules.ReadRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads OPRW worlds of every version from 17 to 25. One reader for all of them: each
 * version-dependent section asks {@link OprwFeature}. The layout follows real files where the seed
 * document disagrees (notes, "OPRW": magic OPRW, not OPWR; 0-based model indices; the road link
 * field order; NUL + major byte after a material path).
 *
 * <p>Both modes throw for what cannot be a world (a road net whose walk misses its declared size,
 * a model index past the model list, an object block that is not whole records); strict mode also
 * throws for what lenient mode keeps only so the file round trips (map-info types the format does
 * not define, bytes after the map-info block).
 *
 * <p>Beside the model it records the file's encoding of each quad tree and compressed array
 * ({@link OprwSourceLayout}), so a rewrite of an unchanged world gives the file's bytes.
 */
public final class OprwReader {
    private OprwReader() {
    }

    /** Reads a whole file; returns a model or throws {@link MapFormatException}. */
    public static Decoded<OprwWorld> read(byte[] bytes, ReadOptions options) {
        FieldMap map = options.newFieldMap();
        ByteInput in = ByteInput.of(bytes, map);
        Violations violations = new Violations();

        in.enter("header");
        Signatures.expect(in, Format.OPRW, OprwReadRules.SIGNATURE);
        int versionAt = in.offset();
        int version = in.i32("version");
        if (!OprwFeature.supported(version)) {
            throw in.failAt(OprwReadRules.VERSION_UNSUPPORTED, versionAt, "version", "an OPRW version from " + OprwFeature.FIRST_VERSION + " to "
                    + OprwFeature.LAST_VERSION, String.valueOf(version));
        }
        OptionalInt appId = OprwFeature.APP_ID.in(version) ? OptionalInt.of(in.i32("appId")) : OptionalInt.empty();
        int landAt = in.offset();
        long landX = in.i32("landX");
        long landY = in.i32("landY");
        long terrainX = in.i32("terrainX");
        long terrainY = in.i32("terrainY");
        int cellSizeAt = in.offset();
        float landCellSize = in.f32("landCellSize");
        in.leave();

        Compression compression = OprwLayoutRules.compression(version);
        // Every land cell has at least its 4-byte road count in the road net, raw: that bounds the
        // land grid. The terrain grid is bounded by its compressed elevation array.
        int landCells = in.checkGrid(landX, landY, OprwLayoutRules.ROAD_CELL_COUNT_BYTES, "header.landX × landY");
        checkTerrain(in, landAt + 8, terrainX, terrainY, compression);
        OprwChecks.header(landX, landY, terrainX, terrainY, landCellSize, landAt, cellSizeAt, violations);
        int lx = (int) landX;
        int ly = (int) landY;
        int tx = (int) terrainX;
        int ty = (int) terrainY;
        long terrainCells = terrainX * terrainY;

        OprwSourceLayout.Builder layout = new OprwSourceLayout.Builder(bytes, compression);
        int at = in.offset();
        ShortGrid geography = QuadTree.readU16(in, lx, ly, "geography");
        layout.keep(Section.GEOGRAPHY, geography, at, in.offset());
        at = in.offset();
        ByteGrid soundMap = QuadTree.readU8(in, lx, ly, "soundMap");
        layout.keep(Section.SOUND_MAP, soundMap, at, in.offset());
        List<Point3> peaks = readPeaks(in);
        int materialIndexAt = in.offset();
        ShortGrid materialIndex = QuadTree.readU16(in, lx, ly, "materialIndex");
        layout.keep(Section.MATERIAL_INDEX, materialIndex, materialIndexAt, in.offset());
        Optional<ShortGrid> random = Optional.empty();
        if (OprwFeature.RANDOM.in(version)) {
            at = in.offset();
            random = Optional.of(ShortGrid.wrap(lx, ly, CompressedArrays.readShorts(in, compression, landCells, "random")));
            layout.keep(Section.RANDOM, random.get(), at, in.offset());
        }
        Optional<ByteGrid> grass = Optional.empty();
        if (OprwFeature.GRASS.in(version)) {
            at = in.offset();
            grass = Optional.of(ByteGrid.wrap(tx, ty, CompressedArrays.readBytes(in, compression, terrainCells, "grass")));
            layout.keep(Section.GRASS, grass.get(), at, in.offset());
        }
        Optional<ByteGrid> primaryTexture = Optional.empty();
        if (OprwFeature.PRIMARY_TEXTURE.in(version)) {
            at = in.offset();
            primaryTexture = Optional.of(ByteGrid.wrap(tx, ty,
                    CompressedArrays.readBytes(in, compression, terrainCells, "primaryTexture")));
            layout.keep(Section.PRIMARY_TEXTURE, primaryTexture.get(), at, in.offset());
        }
        int elevationAt = in.offset();
        FloatGrid elevation = FloatGrid.wrapBits(tx, ty, CompressedArrays.readInts(in, compression, terrainCells, "elevation"));
        layout.keep(Section.ELEVATION, elevation, elevationAt, in.offset());
        OprwChecks.elevation(elevation, elevationAt, violations);

        List<OprwMaterial> materials = readMaterials(in, version, violations);
        OprwChecks.materialIndices(materialIndex, materials.size(), materialIndexAt, violations);
        List<RawString> models = readModels(in);
        List<OprwEntity> entities = OprwFeature.ENTITIES.in(version) ? readEntities(in) : List.of();

        int objectOffsetsAt = in.offset();
        IntGrid objectOffsets = QuadTree.readU32(in, lx, ly, "objectOffsets");
        layout.keep(Section.OBJECT_OFFSETS, objectOffsets, objectOffsetsAt, in.offset());
        int objectBlockSizeAt = in.offset();
        long objectBlockSize = in.u32("objectBlockSize");
        if (objectBlockSize % OprwLayoutRules.OBJECT_BYTES != 0) {
            throw in.failAt(OprwReadRules.OBJECT_BLOCK_SIZE_NOT_WHOLE, objectBlockSizeAt, "objectBlockSize", "a whole number of " + OprwLayoutRules.OBJECT_BYTES
                    + "-byte objects", objectBlockSize + " bytes");
        }
        int mapInfoOffsetsAt = in.offset();
        IntGrid mapInfoOffsets = QuadTree.readU32(in, lx, ly, "mapInfoOffsets");
        layout.keep(Section.MAP_INFO_OFFSETS, mapInfoOffsets, mapInfoOffsetsAt, in.offset());
        int mapInfoBlockSizeAt = in.offset();
        long mapInfoBlockSize = in.u32("mapInfoBlockSize");
        OprwChecks.offsets(objectOffsets, objectBlockSize, OprwLayoutRules.OBJECT_BYTES, "objectOffsets", objectOffsetsAt, violations);
        OprwChecks.offsets(mapInfoOffsets, mapInfoBlockSize, 1, "mapInfoOffsets", mapInfoOffsetsAt, violations);

        at = in.offset();
        ByteGrid persistent = ByteGrid.wrap(lx, ly, CompressedArrays.readBytes(in, compression, landCells, "persistent"));
        layout.keep(Section.PERSISTENT, persistent, at, in.offset());
        at = in.offset();
        ByteGrid subdivisionHints = ByteGrid.wrap(tx, ty,
                CompressedArrays.readBytes(in, compression, terrainCells, "subdivisionHints"));
        layout.keep(Section.SUBDIVISION_HINTS, subdivisionHints, at, in.offset());
        int maxObjectIdAt = in.offset();
        int maxObjectId = in.i32("maxObjectId");

        List<OprwRoadCell> roads = OprwRoadNetReader.read(in, version, landCells, violations);

        if (objectBlockSize > in.remaining()) {
            throw in.failAt(OprwReadRules.OBJECT_BLOCK_PAST_END, objectBlockSizeAt, "objectBlockSize", "an object block within the " + in.remaining()
                    + " bytes after the road net", objectBlockSize + " bytes");
        }
        List<OprwObject> objects = readObjects(in, (int) (objectBlockSize / OprwLayoutRules.OBJECT_BYTES), models.size());
        OprwChecks.maxObjectId(maxObjectId, objects, maxObjectIdAt, violations);

        if (mapInfoBlockSize > in.remaining()) {
            throw in.failAt(OprwReadRules.MAP_INFO_BLOCK_PAST_END, mapInfoBlockSizeAt, "mapInfoBlockSize", "a map-info block within the " + in.remaining()
                    + " bytes after the objects", mapInfoBlockSize + " bytes");
        }
        OprwMapInfoReader.Block infos = OprwMapInfoReader.read(in, compression, (int) mapInfoBlockSize, options, violations,
                layout);

        Blob trailing = Blob.EMPTY;
        if (in.hasRemaining()) {
            if (options.strict()) {
                throw in.fail(OprwRules.TRAILING_BYTES, "trailing", "end of file after the " + mapInfoBlockSize + "-byte map-info block",
                        in.remaining() + " more bytes");
            }
            violations.addHere(in, OprwRules.TRAILING_BYTES, "trailing", in.remaining() + " bytes after the map-info block");
            trailing = Blob.of(in.bytes(in.remaining(), "trailing"));
        }
        OprwWorld world = new OprwWorld(version, appId, landCellSize, geography, soundMap, peaks, materialIndex, random,
                grass, primaryTexture, elevation, materials, models, entities, objectOffsets, mapInfoOffsets, persistent,
                subdivisionHints, maxObjectId, roads, objects, infos.records(), infos.tail(), trailing);
        return new Decoded<>(world, violations.toList(), Optional.ofNullable(map), Optional.of(layout.build()));
    }

    /**
     * The terrain grid must be small enough that its elevation array (4 bytes a cell, the largest
     * terrain array) could be decoded from the bytes left: a 200-byte file cannot claim a
     * 65536 × 65536 terrain.
     */
    private static void checkTerrain(ByteInput in, int terrainAt, long terrainX, long terrainY, Compression compression) {
        if (terrainX <= 0 || terrainY <= 0) {
            throw in.failAt(ReadRules.GRID_EMPTY, terrainAt, "header.terrainX × terrainY", "a grid of at least 1 × 1", terrainX + " × " + terrainY);
        }
        // both are below 2^31, so the cell count fits in a long; an int array must hold it
        long cells = terrainX * terrainY;
        long limit = Math.max(compression.maxDecodedSize(in.remaining()), in.remaining());
        if (cells > Integer.MAX_VALUE - 8 || cells * 4 > limit) {
            throw in.failAt(ReadRules.GRID_PAST_END, terrainAt, "header.terrainX × terrainY", "a terrain grid whose elevations ("
                    + "4 bytes a cell) the " + in.remaining() + " bytes left can hold", terrainX + " × " + terrainY);
        }
    }

    private static List<Point3> readPeaks(ByteInput in) {
        int n = in.i32Count("nPeaks", 12);
        List<Point3> peaks = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.enter("peaks", i);
            peaks.add(readPoint(in));
            in.leave();
        }
        return peaks;
    }

    static Point3 readPoint(ByteInput in) {
        return new Point3(in.f32Bits("x"), in.f32Bits("y"), in.f32Bits("z"));
    }

    private static List<OprwMaterial> readMaterials(ByteInput in, int version, Violations violations) {
        boolean major = OprwFeature.MATERIAL_MAJOR.in(version);
        int n = in.i32Count("nMaterials", major ? 2 : 1);
        List<OprwMaterial> materials = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.enter("materials", i);
            int at = in.offset();
            RawString path = in.asciiz("path");
            int majorByte = major ? in.u8("major") : 0;
            in.leave();
            if (i == 0 && !path.isEmpty()) {
                // a warning, not an error: the engine reads material 0 like any other, so the world loads;
                // the empty dummy is binarize's convention (seed), and no editor is known to write OPRW
                // without it (mapharness's own binarize moves such a path away, docs/binarize.md)
                violations.add(OprwRules.MATERIAL_ZERO_NAMED, at, "materials[0].path", "material 0 is by convention the empty dummy, but names " + path);
            }
            materials.add(new OprwMaterial(path, majorByte));
        }
        return materials;
    }

    private static List<RawString> readModels(ByteInput in) {
        int n = in.i32Count("nModels", 1);
        List<RawString> models = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.enter("models", i);
            models.add(in.asciiz(""));
            in.leave();
        }
        return models;
    }

    private static List<OprwEntity> readEntities(ByteInput in) {
        int n = in.i32Count("nEntities", OprwLayoutRules.MIN_ENTITY_BYTES);
        List<OprwEntity> entities = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.enter("entities", i);
            RawString className = in.asciiz("className");
            RawString model = in.asciiz("model");
            in.enter("position");
            Point3 position = readPoint(in);
            in.leave();
            int objectId = in.i32("objectId");
            in.leave();
            entities.add(new OprwEntity(className, model, position, objectId));
        }
        return entities;
    }

    private static List<OprwObject> readObjects(ByteInput in, int count, int modelCount) {
        List<OprwObject> objects = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            in.enter("objects", i);
            int id = in.i32("objectId");
            int indexAt = in.offset();
            long modelIndex = in.u32("modelIndex");
            if (modelIndex >= modelCount) {
                throw in.failAt(OprwReadRules.MODEL_INDEX_PAST_LIST, indexAt, "modelIndex", "an index into the " + modelCount + "-entry model list",
                        String.valueOf(modelIndex));
            }
            var transform = OprwRoadNetReader.readTransform(in);
            int shape = in.i32("shapeParam");
            in.leave();
            objects.add(new OprwObject(id, (int) modelIndex, transform, shape));
        }
        return objects;
    }
}
