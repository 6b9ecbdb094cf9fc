package dev.mapharness.migrate;

import static dev.mapharness.migrate.TextLimits.MM;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.Decomposition;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.PathEdge;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.Placement;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.migrate.WmpGroupChains.Tally;
import dev.mapharness.migrate.WmpbTree.Placed;
import dev.mapharness.mm.MmBlock;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.mm.MmFace;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmLight;
import dev.mapharness.mm.MmPath;
import dev.mapharness.mm.MmPosition;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.mm.MmSun;
import dev.mapharness.mm.MmWorld;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbData;
import dev.mapharness.wmpb.WmpbEdge;
import dev.mapharness.wmpb.WmpbEntity;
import dev.mapharness.wmpb.WmpbFaceRecord;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLevelSettings;
import dev.mapharness.wmpb.WmpbLight;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbPath;
import dev.mapharness.wmpb.WmpbStart;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A binary WMP level (WED 7/8) to the {@code $$M} WED writes from it when it builds the level, rule
 * by rule as three real pairs show them (docs/wmpb.md, "Migrations"):
 *
 * <ul>
 * <li>The world item (type 0) names the level's {@code $$W} and palette and holds every block in
 *     block order, its vertices at their final places; then the sun item (5) with the sun's azimuth
 *     and elevation; then every other object in file order: a start (1), light (2), static entity (3),
 *     path (6) or extended entity (7). Groups are resolved away.</li>
 * <li>Positions go through every group above (their position, angles and scale); angles are the
 *     stored radians in WED's degrees, pan in [0, 360) ({@link WmpbValues#angles}).</li>
 * <li>A face's offsets, rotation and scales are folded into its texture vectors; flags are written
 *     as binary digits; light colours 0–255 as percent; path nodes count from 1 and an edge's weight
 *     is replaced by its length.</li>
 * </ul>
 *
 * Regions, objects of types no real file holds and data chunks kept raw have no {@code $$M} item:
 * they are dropped and each dropped kind is reported. So are the level's script and colours, WED's
 * palette, WADs and texture folders, group and block names, and every value other than the one
 * every real file holds in a field of unknown meaning. A face naming a missing vertex, and a number $$M needs that is not finite (a NaN
 * skill, a light's infinite range), are refused with a {@link dev.mapharness.format.MapWriteException}
 * naming the binary field, as {@link WmpbToWmp} refuses it: no text level holds one, and the
 * {@code $$M} writer would refuse the level at an item of a file not yet written. A position or angle
 * that only its groups made infinite is kept as stored, and reported. Everything else the reader can
 * produce migrates, and the {@code $$M} writer takes it.
 */
public final class WmpbToMm implements Migration<WmpbLevel, MmLevel> {
    /** The format version wmpio writes into every {@code $$M}. */
    public static final int MM_VERSION = 711;
    /** The level name used for the {@code $$W} file when none is given (the model does not hold its file's name). */
    public static final String DEFAULT_LEVEL_NAME = "level";

    private final String levelName;

    public WmpbToMm() {
        this(DEFAULT_LEVEL_NAME);
    }

    /** @param levelName the level file's name without {@code .wmp}: the world item names {@code <levelName>.$$w} */
    public WmpbToMm(String levelName) {
        this.levelName = levelName;
    }

    @Override
    public WmpbToMm forLevel(String levelName) {
        return new WmpbToMm(levelName);
    }

    @Override
    public Format from() {
        return Format.WMPB;
    }

    @Override
    public Format to() {
        return Format.GAMESTUDIO_MAP;
    }

    @Override
    public Class<WmpbLevel> sourceType() {
        return WmpbLevel.class;
    }

    @Override
    public Migrated<MmLevel> apply(WmpbLevel source) {
        LossReport.Builder report = new LossReport.Builder();
        Run run = new Run(report);
        WmpbLosses.editorData(source, report);
        List<MmItem> objects = new ArrayList<>();
        Optional<WmpbLevelSettings> settings = source.root().data().filter(WmpbLevelSettings.class::isInstance)
                .map(WmpbLevelSettings.class::cast);
        if (settings.isPresent()) {
            WmpbLevelSettings l = settings.get();
            objects.add(new MmSun(List.of((double) l.sunAzimuth(), (double) l.sunElevation())));
            WmpbLosses.levelSettings(l, "root.data", report);
        } else {
            report.derived(MigrationRules.VALUE_DEFAULTED, "root.data", "no level settings: no sun item, and the palette is written as "
                    + WmpbLosses.PALETTE_FILE);
        }
        WmpbLosses.object(source.root(), "root", report);
        List<MmBlock> blocks = new ArrayList<>();
        for (Placed p : WmpbTree.below(source)) {
            WmpbObject o = p.object();
            WmpbLosses.object(o, p.field(), report);
            WmpbData d = o.data().orElse(null);
            if (o.type() == WmpbObject.GROUP && d == null) {
                run.groups.add(p.field());
            } else if (o.type() == WmpbObject.BLOCK && d instanceof WmpbBlock b) {
                blocks.add(run.block(p, b));
            } else if (o.type() == WmpbObject.START && d instanceof WmpbStart s) {
                WmpbLosses.start(s, p.field() + ".data", report);
                Placement at = run.placement(p);
                objects.add(new MmPosition(at.position(), WmpbValues.vector(at.angles()),
                        MmWords.of(s.name(), p.field() + ".data.name", report)));
            } else if (o.type() == WmpbObject.LIGHT && d instanceof WmpbLight l) {
                objects.add(run.light(p, l));
            } else if ((o.type() == WmpbObject.STATIC_ENTITY || o.type() == WmpbObject.EXTENDED_ENTITY)
                    && d instanceof WmpbEntity e) {
                objects.add(run.entity(p, e));
            } else if (o.type() == WmpbObject.PATH && d instanceof WmpbPath path) {
                objects.add(run.path(p, path));
            } else {
                WmpbLosses.dropped(o, p.field(), "$$M", report);
            }
        }
        RawString palette = settings.map(WmpbLevelSettings::paletteFile).orElse(RawString.of(WmpbLosses.PALETTE_FILE));
        RawString wad = RawString.of(levelName + ".$$w");
        report.derived(MigrationRules.WAD_NAME_DERIVED, "world.wad", "the $$W file is named after the level file, which the model does not hold: "
                + wad);
        List<MmItem> items = new ArrayList<>(objects.size() + 1);
        items.add(new MmWorld(MmWords.of(wad, "world.wad", report), MmWords.of(palette, "root.data.palette", report),
                blocks));
        items.addAll(objects);
        run.finish();
        report.derived(MigrationRules.NUMBER_RESPELLED, "numbers", "every number as WED prints it: rounded to float32 and to six decimals");
        return new Migrated<>(WedPrinting.of(new MmLevel(List.of(WmpbLosses.mmComment(source.header(), report)),
                OptionalInt.of(MM_VERSION), items)), report.build());
    }

    /** One migration's running state: tallies reported at the end. */
    private static final class Run {
        private final LossReport.Builder report;
        private final WmpbFaces faces = new WmpbFaces();
        private final Tally groups = new Tally();
        private final Tally sheared = new Tally();
        private final Tally nonFinite = new Tally();
        private final Tally targets = new Tally();

        Run(LossReport.Builder report) {
            this.report = report;
        }

        Placement placement(Placed p) {
            Decomposition d = p.placement();
            if (!d.exact()) {
                sheared.add(p.field());
            }
            Placement at = d.placement();
            Placement own = p.own();
            // groups give finite angles (Decomposition reads finite unit axes, or 0 where none is left: not
            // exact, so reported above); only an object's own turn, stored NaN, reaches here unread, and is refused
            MM.finite(WmpbValues.vector(at.angles()), p.field() + ".angles");
            return new Placement(finiteOr(at.position(), own.position(), p.field() + ".position"), at.angles(),
                    finiteOr(at.scale(), own.scale(), p.field() + ".scale"));
        }

        MmBlock block(Placed p, WmpbBlock b) {
            String field = p.field() + ".data";
            WmpbLosses.block(b, field, report);
            List<Vec3> vertices = new ArrayList<>(b.vertices().size());
            for (Vec3 v : b.vertices()) {
                vertices.add(finiteOr(p.place(v), v, field + ".vertices"));
            }
            WmpbFaceRecord[] records = WmpbFaces.records(b);
            List<MmFace> out = new ArrayList<>(b.faces().size());
            for (int f = 0; f < b.faces().size(); f++) {
                String recordField = field + ".faceRecords[" + f + "]";
                WmpbFaces.Face face = records[f] != null ? faces.folded(records[f], recordField) : faces.missing(f, field);
                MM.finite(face.surface().ambient(), recordField + ".ambient");
                MM.finite(face.surface().albedo(), recordField + ".albedo");
                out.add(new MmFace(MM.existingVertices(b.faces().get(f), vertices.size(), field + ".faces[" + f + "]"),
                        MmWords.of(face.texture(), recordField + ".texture", report),
                        face.uvs().map(uvs -> MM.finite(uvs, recordField + ".textureCoordinates")),
                        MM.finite(face.vectors().t1(), recordField + ".axes.t1"),
                        MM.finite(face.vectors().t2(), recordField + ".axes.t2"), Optional.empty(), face.surface()));
            }
            return new MmBlock(vertices, out, new BlockTrailer(WmpbValues.flags(b.flags() & WmpbFaces.TEXT_FLAG_BITS),
                    WmpbFaces.UNDEFINED, b.number()));
        }

        MmLight light(Placed p, WmpbLight l) {
            WmpbLosses.light(l, p.field() + ".data", report);
            Placement at = placement(p);
            return new MmLight(at.position(), WmpbValues.vector(at.angles()), new Vec3(WmpbValues.percent(l.red()),
                    WmpbValues.percent(l.green()), WmpbValues.percent(l.blue())),
                    MM.finite(l.range(), p.field() + ".data.range"), WmpbValues.flags(l.flags()));
        }

        MmItem entity(Placed p, WmpbEntity e) {
            String field = p.field() + ".data";
            WmpbLosses.entity(p.object(), e, field, report);
            Placement at = placement(p);
            Vec3 angles = WmpbValues.vector(at.angles());
            RawString file = MmWords.of(e.file(), field + ".file", report);
            RawString name = MmWords.of(e.name(), field + ".name", report);
            RawString action = e.action().isPresent() && !e.action().get().isEmpty()
                    ? MmWords.of(e.action().get(), field + ".action", report) : WmpbFaces.UNDEFINED;
            // $$M, like text WMP, holds finite numbers only: a NaN skill is refused, as WmpbToWmp refuses it
            List<Double> skills = MM.finite(e.skills(), field + ".skills");
            double ambient = MM.finite(e.ambient(), field + ".ambient");
            if (p.object().type() == WmpbObject.STATIC_ENTITY) {
                return new MmStaticEntity(at.position(), angles, at.scale(), file, name, action, skills,
                        WmpbValues.flags(e.flags()), ambient);
            }
            targets.add(p.field());
            Optional<RawString> material = e.material().map(m -> MmWords.of(m, field + ".material", report));
            return new MmEntity(at.position(), angles, at.scale(), file, name, action, skills,
                    WmpbValues.flags(e.flags()), ambient, MM.finite(e.albedo(), field + ".albedo"), 0, 0, material);
        }

        MmPath path(Placed p, WmpbPath path) {
            String field = p.field() + ".data";
            WmpbLosses.path(path, field, report);
            List<PathNode> nodes = new ArrayList<>(path.nodes().size());
            for (int i = 0; i < path.nodes().size(); i++) {
                Vec3 node = path.nodes().get(i);
                nodes.add(new PathNode(finiteOr(p.place(node), node, field + ".nodes"),
                        MM.finite(WmpbLosses.sixSkills(path, i, field, report), field + ".nodeSkills[" + i + "]")));
            }
            List<PathEdge> edges = new ArrayList<>(path.edges().size());
            for (int i = 0; i < path.edges().size(); i++) {
                WmpbEdge e = path.edges().get(i);
                if (e.from() >= nodes.size() || e.to() >= nodes.size()) {
                    report.lost(MigrationRules.PATH_EDGE_DROPPED, field + ".edges[" + i + "]", "the edge joins nodes " + e.from() + " and " + e.to()
                            + " of a path with " + nodes.size() + ": $$M cannot name a missing node");
                    continue;
                }
                Vec3 a = nodes.get((int) e.from()).position();
                Vec3 b = nodes.get((int) e.to()).position();
                // in float32 as WED computes it: 2378.091309 where float64 gives 2378.0913154
                float dx = (float) b.x() - (float) a.x();
                float dy = (float) b.y() - (float) a.y();
                float dz = (float) b.z() - (float) a.z();
                float wed = (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
                // beyond float32 WED could not hold the nodes at all: the float64 length then
                double length = MM.finite(Float.isFinite(wed) ? wed
                        : new Vec3(b.x() - a.x(), b.y() - a.y(), b.z() - a.z()).length(), field + ".edges[" + i + "].length");
                String edge = field + ".edges[" + i + "]";
                edges.add(new PathEdge((int) e.from() + 1, (int) e.to() + 1, length, MM.finite(e.skill1(), edge + ".skill1"),
                        MM.finite(e.skill2(), edge + ".skill2"), MM.finite(e.skill3(), edge + ".skill3")));
            }
            return new MmPath(new LevelPath(MmWords.of(path.name(), field + ".name", report), nodes, edges));
        }

        /**
         * A value placed by its groups, or where it is stored when the groups made it infinite; refused
         * when even the stored value is not finite, which no text level holds (as {@link WmpbToWmp} refuses it).
         */
        private Vec3 finiteOr(Vec3 value, Vec3 fallback, String field) {
            if (value.isFinite()) {
                return value;
            }
            MM.finite(fallback, field);
            nonFinite.add(field);
            return fallback;
        }

        void finish() {
            faces.finish(report);
            groups.reportDerived(report, MigrationRules.MEMBERS_PLACED, "groups", "groups resolved: their members placed in the level");
            targets.reportDerived(report, MigrationRules.VALUE_DEFAULTED, "entities", "extended entities with target and path numbers 0 (the binary"
                    + " level has no target; a path is named, see the losses)");
            sheared.report(report, MigrationRules.SHEAR_DROPPED, "objects", "objects sheared or flattened by their groups (a non-uniform scale above"
                    + " a turn) that no angles and scale express: nearest angles and scale written");
            nonFinite.report(report, MigrationRules.NOT_FINITE_AFTER_GROUPS, "numbers", "values no longer finite after their groups: kept as stored");
        }
    }
}
