package dev.mapharness.migrate;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwLayoutRules;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * 8WVR (editable Arma world) to OPRW of a given version: what Bohemia's binarize does with the
 * parts an editable world has, and zeros for the rest.
 *
 * <ul>
 * <li>What OPRW would need made up, binarize refuses ({@link Wvr8ToOprwRefusals}): a land cell size
 *     that is not a positive number of metres, a terrain grid that does not refine the land grid, NaN
 *     or infinite elevations. Whatever it accepts, it writes as a world a strict OPRW read finds no
 *     error in (docs/binarize.md).</li>
 * <li>Grids, cell size and elevation (metres) carry over as they are.</li>
 * <li>Each material's first name becomes its path (OPRW has one path per material); more names are
 *     LOST, an empty list becomes an empty path. Major bytes are 0. Material 0 becomes the empty
 *     dummy and indices past the list are brought inside it ({@link Wvr8ToOprwMaterials}).</li>
 * <li>Models are the distinct object paths in first-use order; objects become 60-byte records with
 *     the shipped shape parameter, grouped by land cell ({@link LandCells}) with 8WVR order kept in
 *     a cell, and {@code objectOffsets} point at each cell's first object.</li>
 * <li>OPRW paths are NUL-terminated: a name holding a NUL is cut there (LOST).</li>
 * <li>Everything an editable world does not have (geography, sound map, peaks, random, grass,
 *     primary texture, entities, roads, map infos, persistent and subdivision flags, appId) is
 *     zeros or empty, each named as DERIVED.</li>
 * </ul>
 */
public final class Wvr8ToOprw implements Migration<Wvr8World, OprwWorld> {
    private final int version;

    /** To OPRW 25 (Arma 3). */
    public Wvr8ToOprw() {
        this(OprwFeature.LAST_VERSION);
    }

    public Wvr8ToOprw(int version) {
        OprwFeature.requireSupported(version);
        this.version = version;
    }

    public int version() {
        return version;
    }

    @Override
    public Format from() {
        return Format.WVR8;
    }

    @Override
    public Format to() {
        return Format.OPRW;
    }

    @Override
    public MigrationTarget target() {
        return MigrationTarget.oprw(version);
    }

    @Override
    public Class<Wvr8World> sourceType() {
        return Wvr8World.class;
    }

    @Override
    public Migrated<OprwWorld> apply(Wvr8World s) {
        LossReport.Builder report = new LossReport.Builder();
        int landX = s.landWidth();
        int landY = s.landHeight();
        int terrainX = s.terrainWidth();
        int terrainY = s.terrainHeight();

        Wvr8ToOprwRefusals.check(s);
        Wvr8ToOprwMaterials table = Wvr8ToOprwMaterials.build(s, report);
        report.derived(MigrationRules.VALUE_DEFAULTED, "materials[].major", "0 for every material (8WVR has no major byte)");

        int[] cells = LandCells.of(s);
        int[] order = byLandCell(s, cells, report);
        Map<RawString, Integer> modelIndex = new LinkedHashMap<>();
        List<OprwObject> objects = new ArrayList<>(order.length);
        IndexList cut = new IndexList();
        int maxId = largestId(s.objects());
        for (int k = 0; k < order.length; k++) {
            Wvr8Object o = s.objects().get(order[k]);
            RawString path = asciiz(o.model());
            if (path.length() != o.model().length()) {
                cut.add(order[k]);
            }
            int index = modelIndex.computeIfAbsent(path, p -> modelIndex.size());
            objects.add(new OprwObject(o.id(), index, o.transform(), OprwObject.SHIPPED_SHAPE_PARAM));
        }
        if (!cut.isEmpty()) {
            report.lost(MigrationRules.NAME_CUT, "objects[].model", "OPRW model paths end at a NUL: paths holding one are cut there (8WVR objects "
                    + cut + ")");
        }
        List<RawString> models = List.copyOf(modelIndex.keySet());
        report.derived(MigrationRules.TABLE_REINDEXED, "models", "the " + models.size() + " distinct object model paths, in order of first use");
        report.derived(MigrationRules.VALUE_DEFAULTED, "objects[].shapeParam", OprwObject.SHIPPED_SHAPE_PARAM + " for every object, as shipped files hold");

        IntGrid objectOffsets = OprwLayoutRules.objectOffsets(cells, landX, landY);
        report.derived(MigrationRules.DERIVED_DATA_COMPUTED, "objectOffsets", "byte offset of each land cell's first object (" + OprwLayoutRules.OBJECT_BYTES
                + " bytes each); a cell without"
                + " objects holds the next object's offset");
        report.derived(MigrationRules.DERIVED_DATA_COMPUTED, "maxObjectId", Integer.toUnsignedString(maxId)
                + (objects.isEmpty() ? " (no objects)" : ", the largest object id"));
        report.derived(MigrationRules.SECTION_ZERO_FILLED, "mapInfoOffsets", "0 in every land cell: 8WVR has no map infos");
        report.derived(MigrationRules.SECTION_ZERO_FILLED, "mapInfos", "none: 8WVR has no map infos");
        report.derived(MigrationRules.SECTION_ZERO_FILLED, "geography", "0 in every land cell");
        report.derived(MigrationRules.SECTION_ZERO_FILLED, "soundMap", "0 in every land cell");
        report.derived(MigrationRules.SECTION_ZERO_FILLED, "peaks", "none");
        report.derived(MigrationRules.SECTION_ZERO_FILLED, "persistent", "0 in every land cell");
        report.derived(MigrationRules.SECTION_ZERO_FILLED, "subdivisionHints", "0 in every terrain cell");
        report.derived(MigrationRules.SECTION_ZERO_FILLED, "entities", "none");
        report.derived(MigrationRules.SECTION_ZERO_FILLED, "roads", "none: 8WVR has no road network");

        Optional<ShortGrid> random = Optional.empty();
        if (OprwFeature.RANDOM.in(version)) {
            random = Optional.of(ShortGrid.filled(landX, landY, (short) 0));
            report.derived(MigrationRules.SECTION_ZERO_FILLED, "random", "0 in every land cell (the engine regenerates it at load)");
        }
        Optional<ByteGrid> grass = Optional.empty();
        if (OprwFeature.GRASS.in(version)) {
            grass = Optional.of(ByteGrid.filled(terrainX, terrainY, (byte) 0));
            report.derived(MigrationRules.SECTION_ZERO_FILLED, "grass", "0 (no grass) in every terrain cell");
        }
        Optional<ByteGrid> primaryTexture = Optional.empty();
        if (OprwFeature.PRIMARY_TEXTURE.in(version)) {
            primaryTexture = Optional.of(ByteGrid.filled(terrainX, terrainY, (byte) 0));
            report.derived(MigrationRules.SECTION_ZERO_FILLED, "primaryTexture", "0 in every terrain cell");
        }
        OptionalInt appId = OptionalInt.empty();
        if (OprwFeature.APP_ID.in(version)) {
            appId = OptionalInt.of(0);
            report.derived(MigrationRules.VALUE_DEFAULTED, "appId", "0");
        }

        s.dummy().ifPresent(d -> {
            if (!d.equals(Wvr8Dummy.ZERO)) {
                report.lost(MigrationRules.END_RECORD_LEFTOVERS_DROPPED, "dummy", "OPRW has no end record; the dummy's leftovers are not kept (id "
                        + Integer.toUnsignedString(d.id()) + ", matrix " + d.transform() + ")");
            }
        });
        if (!s.trailing().isEmpty()) {
            report.lost(MigrationRules.TRAILING_BYTES_DROPPED, "trailing", s.trailing().length() + " bytes after the dummy record have no place in OPRW");
        }

        OprwWorld target = new OprwWorld(version, appId, s.landCellSize(),
                ShortGrid.filled(landX, landY, (short) 0), ByteGrid.filled(landX, landY, (byte) 0), List.of(),
                table.indices(), random, grass, primaryTexture, s.elevation(), table.materials(), models, List.of(),
                objectOffsets, IntGrid.filled(landX, landY, 0), ByteGrid.filled(landX, landY, (byte) 0),
                ByteGrid.filled(terrainX, terrainY, (byte) 0), maxId, List.of(), objects, List.of(), Blob.EMPTY, Blob.EMPTY);
        return new Migrated<>(target, report.build());
    }

    /**
     * The 8WVR indices of the objects ordered by land cell, row-major, keeping 8WVR order within a
     * cell (a stable sort), and a DERIVED entry saying whether that moved any.
     */
    private static int[] byLandCell(Wvr8World s, int[] cell, LossReport.Builder report) {
        List<Wvr8Object> source = s.objects();
        Integer[] order = new Integer[source.size()];
        int outside = 0;
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
            Transform t = source.get(i).transform();
            outside += LandCells.inside(t, s.landCellSize(), s.landWidth(), s.landHeight()) ? 0 : 1;
        }
        Arrays.sort(order, Comparator.comparingInt(i -> cell[i]));
        int moved = 0;
        for (int i = 0; i < order.length; i++) {
            moved += order[i] != i ? 1 : 0;
        }
        String clamped = outside == 0 ? "" : "; " + outside + " objects outside the land grid are counted in the nearest edge cell";
        report.derived(MigrationRules.ORDER_DERIVED, "objects", (moved == 0 ? "ordered by land cell (row-major), as they already were"
                : "ordered by land cell (row-major), 8WVR order kept within a cell: " + moved + " of "
                        + order.length + " objects moved") + clamped);
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    /** The bytes before the first NUL: what a NUL-terminated OPRW string can hold. */
    static RawString asciiz(RawString s) {
        int nul = s.indexOfNul();
        return nul < 0 ? s : RawString.ofRange(s.bytes(), 0, nul);
    }

    /** The id binarize stores as maxObjectId: the largest object id, unsigned (0 for none). */
    static int largestId(List<Wvr8Object> objects) {
        long max = 0;
        for (Wvr8Object o : objects) {
            max = Math.max(max, Integer.toUnsignedLong(o.id()));
        }
        return (int) max;
    }
}
