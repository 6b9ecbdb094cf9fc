package dev.mapharness.corpus;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.compress.Compression;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
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
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.TreeMap;

/**
 * Plausible binarized worlds built from a seed, laid out as binarize lays them out: island terrain on
 * a terrain grid finer than the land grid, materials and textures by height, objects grouped by land
 * cell with their offsets, a road whose links lie in the cells they start in, map infos (tree and
 * house markers, forest squares, a river) grouped the same way, maxObjectId the highest id used.
 */
final class OprwWorlds {
    /** The Steam app id of Arma 3, what version 25 files carry. */
    static final int ARMA3_APP_ID = 107410;
    private static final String[] MODELS = {
        "a3\\plants_f\\tree\\t_pinuss2s_f.p3d", "a3\\plants_f\\tree\\t_oleae1s_f.p3d",
        "a3\\rocks_f\\sharp\\sharprock_wedge.p3d", "a3\\structures_f\\households\\house_small01\\i_house_small_01_v1_f.p3d",
        "a3\\structures_f\\walls\\wall_indcnc_4_f.p3d"};
    private static final String ROAD = "a3\\roads_f\\roads_new\\asphalt\\asf1_25.p3d";
    private static final String[] MATERIALS = {"", "mh\\data\\layers\\sea.rvmat", "mh\\data\\layers\\beach.rvmat",
        "mh\\data\\layers\\grass.rvmat", "mh\\data\\layers\\forest.rvmat", "mh\\data\\layers\\rock.rvmat"};

    private OprwWorlds() {
    }

    /**
     * A world of {@code version} with a {@code land} × {@code land} land grid, the terrain grid
     * {@code refine} times finer, {@code objects} objects, a road of {@code roadLinks} links and
     * {@code riverPoints} points of river (compressed from {@link OprwLayoutRules#RIVER_POINTS_COMPRESSED_FROM} on).
     */
    static OprwWorld oprw(int version, Random random, int land, int refine, int objects, int roadLinks, int riverPoints) {
        Terrain terrain = new Terrain(random);
        int tn = land * refine;
        float cell = 40;
        float size = land * cell;
        Compression compression = OprwLayoutRules.compression(version);

        float[] heights = new float[tn * tn];
        byte[] grass = new byte[tn * tn];
        byte[] primary = new byte[tn * tn];
        byte[] hints = new byte[tn * tn];
        for (int y = 0; y < tn; y++) {
            for (int x = 0; x < tn; x++) {
                double m = terrain.metres((double) x / tn, (double) y / tn);
                // heights in centimetres, as terrain tools export them
                heights[y * tn + x] = Math.round(m * 100) / 100f;
                int band = Terrain.band(m);
                grass[y * tn + x] = (byte) (band == 2 ? 255 : band == 3 ? 128 : 0);
                primary[y * tn + x] = (byte) (1 + band);
                hints[y * tn + x] = (byte) (band == 4 ? 2 : 0);
            }
        }
        short[] geography = new short[land * land];
        byte[] sound = new byte[land * land];
        short[] materialIndex = new short[land * land];
        short[] randomCells = new short[land * land];
        byte[] persistent = new byte[land * land];
        for (int y = 0; y < land; y++) {
            for (int x = 0; x < land; x++) {
                double m = terrain.metres((x + 0.5) / land, (y + 0.5) / land);
                int band = Terrain.band(m);
                int i = y * land + x;
                // geography: bit 0 sea, bit 6 forest (a bit field in the engine; the values are the tools')
                geography[i] = (short) ((band == 0 ? 1 : 0) | (band == 3 ? 0x40 : 0));
                sound[i] = (byte) band;
                materialIndex[i] = (short) (1 + band);
                randomCells[i] = (short) random.nextInt(1 << 15);
            }
        }

        // peaks: the highest point of each quarter of the map, and the hills around them get subdivision hints
        List<Point3> peaks = new ArrayList<>();
        int half = Math.max(1, tn / 2);
        for (int qy = 0; qy < tn; qy += half) {
            for (int qx = 0; qx < tn; qx += half) {
                int best = qy * tn + qx;
                for (int y = qy; y < Math.min(tn, qy + half); y++) {
                    for (int x = qx; x < Math.min(tn, qx + half); x++) {
                        if (heights[y * tn + x] > heights[best]) {
                            best = y * tn + x;
                        }
                    }
                }
                if (heights[best] > 0) {
                    peaks.add(Point3.of((best % tn) * size / tn, heights[best], (best / tn) * size / tn));
                    hints[best] |= 1;
                }
            }
        }

        List<OprwMaterial> materials = new ArrayList<>();
        for (int i = 0; i < MATERIALS.length; i++) {
            materials.add(new OprwMaterial(RawString.of(MATERIALS[i]), i == 0 ? 0 : 1));
        }
        List<RawString> models = new ArrayList<>();
        for (String m : MODELS) {
            models.add(RawString.of(m));
        }
        models.add(RawString.of(ROAD));

        // objects on land, grouped by the land cell they stand in; ids follow the block order
        List<double[]> placed = new ArrayList<>();
        while (placed.size() < objects) {
            double u = random.nextDouble();
            double v = random.nextDouble();
            double m = terrain.metres(u, v);
            if (m > 1) {
                int cellIndex = (int) (v * land) * land + (int) (u * land);
                placed.add(new double[] {cellIndex, u, v, m, random.nextInt(MODELS.length), random.nextDouble() * 360});
            }
        }
        placed.sort(Comparator.comparingDouble(p -> p[0]));
        List<OprwObject> objectList = new ArrayList<>();
        long[] objectBytes = new long[land * land];
        for (double[] p : placed) {
            objectList.add(new OprwObject(objectList.size() + 1, (int) p[4],
                    Transform.headingAt(p[5], (float) (p[1] * size), (float) p[3], (float) (p[2] * size)),
                    OprwObject.SHIPPED_SHAPE_PARAM));
            objectBytes[(int) p[0]] += OprwLayoutRules.OBJECT_BYTES;
        }
        int nextId = objectList.size() + 1;

        List<OprwEntity> entities = List.of(
                new OprwEntity(RawString.of("Land_Lighthouse_small_F"), RawString.of("a3\\structures_f\\ind\\lighthouse\\lighthouse_small_f.p3d"),
                        Point3.of(size * 0.5f, 12f, size * 0.1f), nextId++),
                new OprwEntity(RawString.of("Land_Pier_F"), RawString.of("a3\\structures_f\\naval\\piers\\pier_f.p3d"),
                        Point3.of(size * 0.52f, 0f, size * 0.08f), nextId++));

        // a road across the island: each link starts in the land cell it is stored under
        boolean types = OprwFeature.ROAD_CONNECTION_TYPES.in(version);
        TreeMap<Integer, List<OprwRoadLink>> roadCells = new TreeMap<>();
        double angle = random.nextDouble() * Math.PI * 2;
        double rx = 0.3 + random.nextDouble() * 0.1;
        double rz = 0.3 + random.nextDouble() * 0.1;
        double step = 25 / size;
        for (int i = 0; i < roadLinks; i++) {
            double nx = rx + Math.cos(angle) * step;
            double nz = rz + Math.sin(angle) * step;
            float h0 = (float) terrain.metres(rx, rz);
            float h1 = (float) terrain.metres(nx, nz);
            List<Point3> positions = List.of(Point3.of((float) (rx * size), h0, (float) (rz * size)),
                    Point3.of((float) (nx * size), h1, (float) (nz * size)));
            Optional<Blob> connections = types ? Optional.of(Blob.of(new byte[] {(byte) (i == 0 ? 0 : 1), 1})) : Optional.empty();
            int cellIndex = (int) Math.min(land - 1, Math.max(0, rz * land)) * land + (int) Math.min(land - 1, Math.max(0, rx * land));
            roadCells.computeIfAbsent(cellIndex, c -> new ArrayList<>()).add(new OprwRoadLink(positions, connections, nextId++,
                    RawString.of(ROAD), Transform.headingAt(90 - Math.toDegrees(angle), (float) (rx * size), h0, (float) (rz * size))));
            rx = Math.min(0.95, Math.max(0.05, nx));
            rz = Math.min(0.95, Math.max(0.05, nz));
            angle += (random.nextDouble() - 0.5) * 0.4;
        }
        List<OprwRoadCell> roads = new ArrayList<>();
        roadCells.forEach((c, links) -> roads.add(new OprwRoadCell(c, links)));

        // map infos: a marker per tree and house, forest squares, a river; grouped by land cell
        List<Object[]> infos = new ArrayList<>();
        for (OprwObject o : objectList) {
            int type = o.modelIndex() <= 1 ? 0 : o.modelIndex() == 3 ? 3 : -1;
            int c = cellOf(o.transform().x(), o.transform().z(), cell, land);
            if (type == 0) {
                infos.add(new Object[] {c, OprwMapInfo.position(0, o.objectId(), o.transform().x(), o.transform().z())});
            } else if (type == 3) {
                float x = o.transform().x();
                float z = o.transform().z();
                int[] rect = bits(x - 4, z - 3, x + 4, z - 3, x - 4, z + 3, x + 4, z + 3);
                infos.add(new Object[] {c, new OprwMapInfo(3, o.objectId(), rect, Blob.of(new byte[] {(byte) 0x80, 0x60, 0x40, (byte) 0xFF}))});
            }
        }
        for (int y = 0; y < land; y += Math.max(1, land / 8)) {
            for (int x = 0; x < land; x += Math.max(1, land / 8)) {
                if (Terrain.band(terrain.metres((x + 0.5) / land, (y + 0.5) / land)) == 3) {
                    int[] square = bits(x * cell, y * cell, (x + 1) * cell, (y + 1) * cell);
                    infos.add(new Object[] {y * land + x, new OprwMapInfo(25, nextId++, square, Blob.of(new byte[] {0x1E, 0x5A, 0x1E, (byte) 0xFF}))});
                }
            }
        }
        if (riverPoints > 0) {
            int[] river = new int[2 * riverPoints];
            double u = 0.5;
            for (int i = 0; i < riverPoints; i++) {
                double v = 0.1 + 0.8 * i / riverPoints;
                u += (random.nextDouble() - 0.5) * 0.01;
                river[2 * i] = Float.floatToRawIntBits((float) (u * size));
                river[2 * i + 1] = Float.floatToRawIntBits((float) (v * size));
            }
            infos.add(new Object[] {cellOf(Float.intBitsToFloat(river[0]), Float.intBitsToFloat(river[1]), cell, land),
                    new OprwMapInfo(44, nextId++, river, Blob.EMPTY)});
        }
        infos.sort(Comparator.comparingInt(e -> (Integer) e[0]));
        List<OprwMapInfo> mapInfos = new ArrayList<>();
        long[] infoBytes = new long[land * land];
        for (Object[] e : infos) {
            OprwMapInfo info = (OprwMapInfo) e[1];
            mapInfos.add(info);
            infoBytes[(Integer) e[0]] += OprwLayoutRules.mapInfoBytes(info, compression);
        }

        return new OprwWorld(version, OprwFeature.APP_ID.in(version) ? OptionalInt.of(ARMA3_APP_ID) : OptionalInt.empty(), cell,
                ShortGrid.wrap(land, land, geography), ByteGrid.wrap(land, land, sound), peaks,
                ShortGrid.wrap(land, land, materialIndex),
                OprwFeature.RANDOM.in(version) ? Optional.of(ShortGrid.wrap(land, land, randomCells)) : Optional.empty(),
                OprwFeature.GRASS.in(version) ? Optional.of(ByteGrid.wrap(tn, tn, grass)) : Optional.empty(),
                OprwFeature.PRIMARY_TEXTURE.in(version) ? Optional.of(ByteGrid.wrap(tn, tn, primary)) : Optional.empty(),
                FloatGrid.of(tn, tn, heights), materials, models, OprwFeature.ENTITIES.in(version) ? entities : List.of(),
                OprwLayoutRules.cellOffsets(land, land, objectBytes), OprwLayoutRules.cellOffsets(land, land, infoBytes), ByteGrid.wrap(land, land, persistent),
                ByteGrid.wrap(tn, tn, hints), nextId - 1, roads, objectList, mapInfos, Blob.EMPTY, Blob.EMPTY);
    }

    private static int cellOf(float x, float z, float cell, int land) {
        int cx = Math.min(land - 1, Math.max(0, (int) (x / cell)));
        int cz = Math.min(land - 1, Math.max(0, (int) (z / cell)));
        return cz * land + cx;
    }

    private static int[] bits(float... values) {
        int[] b = new int[values.length];
        for (int i = 0; i < b.length; i++) {
            b[i] = Float.floatToRawIntBits(values[i]);
        }
        return b;
    }
}
