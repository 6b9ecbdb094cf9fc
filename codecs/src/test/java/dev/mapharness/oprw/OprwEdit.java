package dev.mapharness.oprw;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A world's parts, to change a few and build the world again: the tests' way to make the one
 * defect a test is about in an otherwise valid sample world.
 */
final class OprwEdit {
    int version;
    OptionalInt appId;
    float landCellSize;
    ShortGrid geography;
    ByteGrid soundMap;
    List<Point3> peaks;
    ShortGrid materialIndex;
    Optional<ShortGrid> random;
    Optional<ByteGrid> grass;
    Optional<ByteGrid> primaryTexture;
    FloatGrid elevation;
    List<OprwMaterial> materials;
    List<RawString> models;
    List<OprwEntity> entities;
    IntGrid objectOffsets;
    IntGrid mapInfoOffsets;
    ByteGrid persistent;
    ByteGrid subdivisionHints;
    int maxObjectId;
    List<OprwRoadCell> roads;
    List<OprwObject> objects;
    List<OprwMapInfo> mapInfos;
    Blob mapInfoTail;
    Blob trailing;

    OprwEdit(OprwWorld w) {
        version = w.version();
        appId = w.appId();
        landCellSize = w.landCellSize();
        geography = w.geography();
        soundMap = w.soundMap();
        peaks = w.peaks();
        materialIndex = w.materialIndex();
        random = w.random();
        grass = w.grass();
        primaryTexture = w.primaryTexture();
        elevation = w.elevation();
        materials = w.materials();
        models = w.models();
        entities = w.entities();
        objectOffsets = w.objectOffsets();
        mapInfoOffsets = w.mapInfoOffsets();
        persistent = w.persistent();
        subdivisionHints = w.subdivisionHints();
        maxObjectId = w.maxObjectId();
        roads = w.roads();
        objects = w.objects();
        mapInfos = w.mapInfos();
        mapInfoTail = w.mapInfoTail();
        trailing = w.trailing();
    }

    /** The sample world of {@code version} to edit. */
    static OprwEdit sample(int version) {
        return new OprwEdit(OprwSamples.world(version));
    }

    /** Every terrain-sized grid replaced by one of {@code width × height}. */
    OprwEdit terrain(int width, int height) {
        float[] heights = new float[width * height];
        for (int i = 0; i < heights.length; i++) {
            heights[i] = i * 0.5f;
        }
        elevation = FloatGrid.of(width, height, heights);
        subdivisionHints = ByteGrid.filled(width, height, (byte) 3);
        grass = grass.map(g -> ByteGrid.filled(width, height, (byte) 4));
        primaryTexture = primaryTexture.map(g -> ByteGrid.filled(width, height, (byte) 1));
        return this;
    }

    OprwWorld build() {
        return new OprwWorld(version, appId, landCellSize, geography, soundMap, peaks, materialIndex, random, grass,
                primaryTexture, elevation, materials, models, entities, objectOffsets, mapInfoOffsets, persistent,
                subdivisionHints, maxObjectId, roads, objects, mapInfos, mapInfoTail, trailing);
    }
}
