package dev.mapharness.migrate;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.oprw.OprwLayoutRules;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * OPRW (any version) back to an editable 8WVR world: what Terrain Builder could load again.
 *
 * <ul>
 * <li>Grids, cell size, elevation and material indices carry over as they are; each material path
 *     becomes a one-name material (an empty path an empty one); non-zero major bytes are LOST.</li>
 * <li>Objects keep id and transform, in OPRW order; the model index becomes the model's path. An
 *     object whose index is past the model list (the lenient reader keeps those) or whose model path
 *     is empty (that would mark 8WVR's end record) is dropped and LOST; so are shape parameters other
 *     than the shipped 2 and models no object uses.</li>
 * <li>Everything binarize computes or an editable world lacks is LOST, with what it held:
 *     geography, sound map, peaks, random, grass, primary texture, entities, roads, map infos, the
 *     persistent and subdivision flags, maxObjectId, the object and map-info offsets (rebuilt by
 *     binarize), appId, and lenient leftovers.</li>
 * <li>The end record is {@link Wvr8Dummy#ZERO} (DERIVED).</li>
 * </ul>
 */
public final class OprwToWvr8 implements Migration<OprwWorld, Wvr8World> {
    @Override
    public Format from() {
        return Format.OPRW;
    }

    @Override
    public Format to() {
        return Format.WVR8;
    }

    @Override
    public Class<OprwWorld> sourceType() {
        return OprwWorld.class;
    }

    @Override
    public Migrated<Wvr8World> apply(OprwWorld s) {
        LossReport.Builder report = new LossReport.Builder();
        List<Wvr8Material> materials = materials(s.materials(), report);
        List<Wvr8Object> objects = objects(s, report);

        long land = s.geography().size();
        // sections that held only zeros lose nothing: binarize derives exactly those zeros again
        NonZero.lostIfHeld(report, "geography", "", NonZero.count(s.geography()), s.geography().size(), "land cells");
        NonZero.lostIfHeld(report, "soundMap", "", NonZero.count(s.soundMap()), s.soundMap().size(), "land cells");
        if (!s.peaks().isEmpty()) {
            report.lost(MigrationRules.SECTION_DROPPED, "peaks", s.peaks().size() + " peaks are not kept");
        }
        s.random().ifPresent(g -> NonZero.lostIfHeld(report, "random", "", NonZero.count(g), g.size(), "land cells"));
        s.grass().ifPresent(g -> NonZero.lostIfHeld(report, "grass", "", NonZero.count(g), g.size(), "terrain cells"));
        s.primaryTexture().ifPresent(g -> NonZero.lostIfHeld(report, "primaryTexture", "", NonZero.count(g), g.size(), "terrain cells"));
        if (!s.entities().isEmpty()) {
            report.lost(MigrationRules.SECTION_DROPPED, "entities", s.entities().size() + " entities are not kept");
        }
        if (NonZero.count(s.mapInfoOffsets()) > 0) {
            report.lost(MigrationRules.DERIVED_DATA_DROPPED, "mapInfoOffsets", "derived data, rebuilt on binarize from the map infos ("
                    + offsetsNote(s.mapInfoOffsets(), land) + ")");
        }
        NonZero.lostIfHeld(report, "persistent", "", NonZero.count(s.persistent()), s.persistent().size(), "land cells");
        NonZero.lostIfHeld(report, "subdivisionHints", "", NonZero.count(s.subdivisionHints()), s.subdivisionHints().size(),
                "terrain cells");
        if (Integer.compareUnsigned(s.maxObjectId(), Wvr8ToOprw.largestId(objects)) != 0) {
            report.lost(MigrationRules.DERIVED_DATA_DROPPED, "maxObjectId", Integer.toUnsignedString(s.maxObjectId())
                    + " is not kept; binarize takes the largest object id");
        }
        if (!s.roads().isEmpty()) {
            report.lost(MigrationRules.SECTION_DROPPED, "roads", s.roadLinkCount() + " road links in " + s.roads().size() + " land cells are not kept");
        }
        if (!s.mapInfos().isEmpty()) {
            report.lost(MigrationRules.SECTION_DROPPED, "mapInfos", s.mapInfos().size() + " map infos are not kept");
        }
        if (!s.mapInfoTail().isEmpty()) {
            report.lost(MigrationRules.UNKNOWN_ITEM_DROPPED, "mapInfoTail", s.mapInfoTail().length() + " bytes of map infos of unknown types are not kept");
        }
        if (!s.trailing().isEmpty()) {
            report.lost(MigrationRules.TRAILING_BYTES_DROPPED, "trailing", s.trailing().length() + " bytes after the map infos are not kept");
        }
        s.appId().ifPresent(id -> {
            if (id != 0) {
                report.lost(MigrationRules.VALUE_DROPPED, "appId", Integer.toUnsignedString(id) + " is not kept");
            }
        });
        report.derived(MigrationRules.END_RECORD_ZEROED, "dummy", "the end record is all zeros");

        Wvr8World target = new Wvr8World(s.elevation(), s.materialIndex(), s.landCellSize(), materials, objects,
                Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
        // the offsets are lost only if binarize would not rebuild them exactly from the objects kept
        if (!OprwLayoutRules.objectOffsets(LandCells.of(target), s.landWidth(), s.landHeight()).equals(s.objectOffsets())) {
            report.lost(MigrationRules.DERIVED_DATA_DROPPED, "objectOffsets", "derived data, rebuilt on binarize from the object positions ("
                    + offsetsNote(s.objectOffsets(), land) + ")");
        }
        return new Migrated<>(target, report.build());
    }

    private static String offsetsNote(IntGrid offsets, long cells) {
        int nonZero = NonZero.count(offsets);
        return nonZero == 0 ? "all " + cells + " land cells 0" : nonZero + " of " + cells + " land cells non-zero";
    }

    private static List<Wvr8Material> materials(List<OprwMaterial> source, LossReport.Builder report) {
        List<Wvr8Material> materials = new ArrayList<>(source.size());
        IndexList major = new IndexList();
        for (int i = 0; i < source.size(); i++) {
            OprwMaterial m = source.get(i);
            materials.add(new Wvr8Material(m.path().isEmpty() ? List.of() : List.of(m.path())));
            if (m.major() != 0) {
                major.add(i + " (" + m.major() + ")");
            }
        }
        if (!major.isEmpty()) {
            report.lost(MigrationRules.VALUE_DROPPED, "materials[].major", "8WVR has no major byte; non-zero ones are not kept (materials " + major + ")");
        }
        return materials;
    }

    private static List<Wvr8Object> objects(OprwWorld s, LossReport.Builder report) {
        List<RawString> models = s.models();
        List<Wvr8Object> objects = new ArrayList<>(s.objects().size());
        boolean[] used = new boolean[models.size()];
        IndexList pastList = new IndexList();
        IndexList emptyPath = new IndexList();
        IndexList shape = new IndexList();
        for (int i = 0; i < s.objects().size(); i++) {
            OprwObject o = s.objects().get(i);
            if (o.shapeParam() != OprwObject.SHIPPED_SHAPE_PARAM) {
                shape.add(i + " (" + Integer.toUnsignedString(o.shapeParam()) + ")");
            }
            if (Integer.compareUnsigned(o.modelIndex(), models.size()) >= 0) {
                pastList.add(i);
                continue;
            }
            used[o.modelIndex()] = true;
            RawString path = models.get(o.modelIndex());
            if (path.isEmpty()) {
                emptyPath.add(i);
                continue;
            }
            objects.add(new Wvr8Object(o.transform(), o.objectId(), path));
        }
        if (!pastList.isEmpty()) {
            report.lost(MigrationRules.OBJECT_DROPPED, "objects[].modelIndex", "objects dropped: their model index is past the " + models.size()
                    + " models (objects " + pastList + ")");
        }
        if (!emptyPath.isEmpty()) {
            report.lost(MigrationRules.OBJECT_DROPPED, "objects[].modelIndex", "objects dropped: their model path is empty, which in 8WVR marks the"
                    + " end record (objects " + emptyPath + ")");
        }
        if (!shape.isEmpty()) {
            report.lost(MigrationRules.VALUE_DROPPED, "objects[].shapeParam", "8WVR has no shape parameter; values other than "
                    + OprwObject.SHIPPED_SHAPE_PARAM + " (what binarize writes) are not kept (objects " + shape + ")");
        }
        IndexList unused = new IndexList();
        for (int m = 0; m < used.length; m++) {
            if (!used[m]) {
                unused.add(m);
            }
        }
        if (!unused.isEmpty()) {
            report.lost(MigrationRules.UNUSED_ENTRIES_DROPPED, "models", "model paths no object uses are not kept (models " + unused + ")");
        }
        return objects;
    }
}
