package dev.mapharness.migrate;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Affine3;
import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.Decomposition;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.Placement;
import dev.mapharness.gamestudio.TextureLock;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.gamestudio.WedTextureMapping;
import dev.mapharness.migrate.WmpGroupChains.Chain;
import dev.mapharness.migrate.WmpGroupChains.Tally;
import dev.mapharness.mm.MmBlock;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.mm.MmFace;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmLight;
import dev.mapharness.mm.MmPath;
import dev.mapharness.mm.MmPosition;
import dev.mapharness.mm.MmSound;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.mm.MmSun;
import dev.mapharness.mm.MmWorld;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpFace;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLevelSettings;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmp.WmpObject;
import dev.mapharness.wmp.WmpPath;
import dev.mapharness.wmp.WmpSound;
import dev.mapharness.wmp.WmpStart;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Text WMP to {@code $$M}, as WED does before compiling: groups resolved into final positions,
 * angles and scales ({@link WmpGroupChains}), each face's offset, rotation and scale folded into its
 * texture vectors ({@link WedTextureMapping}), locked textures carried along with their blocks
 * ({@link TextureLock}).
 *
 * <ul>
 * <li>The first level object gives the world item's WAD and palette (type 0, holding every block)
 *     and the sun angles (type 5). Its script and its sun, ambient and fog colours have no place in
 *     {@code $$M}.</li>
 * <li>An object has no position of its own in WMP: it sits at its group's origin. A start becomes a
 *     position (1), a light 2, a sound 4, a path 6 with its nodes moved like block vertices. A model
 *     with no action and no skills becomes a static entity (3), otherwise an extended entity (7),
 *     its angles and scale those of its group chain times its own scale.</li>
 * <li>An object listed by no group sits at the level origin; a block listed by no group keeps its
 *     vertices.</li>
 * <li>A light's range, a sound's range and a path's edge values are not scaled with their groups
 *     (nothing says WED scales them).</li>
 * </ul>
 * Items come in file order after the world item. Never throws for a model the WMP reader can produce.
 */
public final class WmpToMm implements Migration<WmpLevel, MmLevel> {
    /** What WED writes where an entity's string, action or material is empty. */
    static final String UNDEFINED = "ndef";
    /** The albedo WED gives an entity unless told otherwise. */
    static final double WED_ALBEDO = 50;

    @Override
    public Format from() {
        return Format.WMP_TEXT;
    }

    @Override
    public Format to() {
        return Format.GAMESTUDIO_MAP;
    }

    @Override
    public Class<WmpLevel> sourceType() {
        return WmpLevel.class;
    }

    @Override
    public Migrated<MmLevel> apply(WmpLevel source) {
        LossReport.Builder report = new LossReport.Builder();
        WmpGroupChains chains = WmpGroupChains.resolve(source, report);
        Run run = new Run(chains, report);
        List<MmBlock> blocks = new ArrayList<>();
        List<MmItem> objects = new ArrayList<>();
        Optional<WmpLevelSettings> settings = Optional.empty();
        int objectIndex = 0;
        for (WmpItem item : source.items()) {
            // field paths count objects as the WMP reader does: objects[k] is the k-th object in the file
            String field = item instanceof WmpObject ? "objects[" + objectIndex++ + "]" : "";
            if (item instanceof WmpBlock b) {
                blocks.add(run.block(b));
            } else if (item instanceof WmpLevelSettings l) {
                if (settings.isEmpty()) {
                    settings = Optional.of(l);
                    objects.add(new MmSun(List.of(l.sunAngles().y(), l.sunAngles().z())));
                    if (l.sunAngles().x() != 0) {
                        report.lost(MigrationRules.VALUE_DROPPED, field + ".sunAngles.x", "the level's first sun number (" + l.sunAngles().x()
                                + ") has no place in $$M: wmpio's sun item holds two numbers, the level's last two");
                    }
                    levelLosses(field, l, report);
                } else {
                    report.lost(MigrationRules.OBJECT_DROPPED, field, "a second level object (level " + l.number() + "); $$M has one world item");
                }
            } else if (item instanceof WmpStart s) {
                objects.add(run.start(field, s));
            } else if (item instanceof WmpLight l) {
                objects.add(run.light(l));
            } else if (item instanceof WmpSound s) {
                objects.add(new MmSound(run.position(WmpMemberKind.SOUND, s.number()),
                        MmWords.of(s.file(), field + ".file", report), s.flags(), s.volume(), s.pitch(), s.time(),
                        s.range()));
            } else if (item instanceof WmpModel m) {
                objects.add(run.model(field, m));
            } else if (item instanceof WmpPath p) {
                objects.add(run.path(p));
            }
            // groups are resolved above and have no item of their own
        }
        if (settings.isEmpty()) {
            report.derived(MigrationRules.VALUE_DEFAULTED, "level", "no level object: the world item has no WAD and no palette name, and there is no sun item");
        }
        RawString wad = MmWords.of(settings.map(WmpLevelSettings::wad).orElse(RawString.EMPTY), "level.wad", report);
        RawString palette = MmWords.of(settings.map(WmpLevelSettings::palette).orElse(RawString.EMPTY), "level.palette",
                report);
        List<MmItem> out = new ArrayList<>(objects.size() + 1);
        out.add(new MmWorld(wad, palette, blocks));
        out.addAll(objects);
        run.finish();
        return new Migrated<>(new MmLevel(OptionalInt.empty(), out), report.build());
    }

    private static void levelLosses(String field, WmpLevelSettings l, LossReport.Builder report) {
        if (!l.script().isEmpty()) {
            report.lost(MigrationRules.VALUE_DROPPED, field + ".script", "the level script " + l.script() + " has no place in $$M");
        }
        lostColor(field + ".sunColor", "sun colour", l.sunColor(), report);
        lostColor(field + ".ambientColor", "ambient colour", l.ambientColor(), report);
        for (int k = 0; k < l.fogColors().size(); k++) {
            lostColor(field + ".fogColors[" + k + "]", "fog colour " + (k + 1), l.fogColors().get(k), report);
        }
    }

    private static void lostColor(String field, String what, Vec3 color, LossReport.Builder report) {
        if (!color.equals(Vec3.ZERO)) {
            report.lost(MigrationRules.VALUE_DROPPED, field, "the " + what + " (" + color.x() + " " + color.y() + " " + color.z()
                    + ") has no place in $$M");
        }
    }

    /** One migration's running state: the resolved groups and the tallies reported at the end. */
    private static final class Run {
        private final WmpGroupChains chains;
        private final LossReport.Builder report;
        private final Tally moved = new Tally();
        private final Tally folded = new Tally();
        private final Tally unfoldable = new Tally();
        private final Tally lockedMoved = new Tally();
        private final Tally lockedFlattened = new Tally();
        private final Tally nonFinite = new Tally();
        private final Tally ungrouped = new Tally();
        private final Tally sheared = new Tally();
        private final Tally entityLinks = new Tally();
        private final Tally lights = new Tally();

        Run(WmpGroupChains chains, LossReport.Builder report) {
            this.chains = chains;
            this.report = report;
        }

        MmBlock block(WmpBlock b) {
            Chain chain = chains.of(WmpMemberKind.BLOCK, b.number());
            String name = "block " + b.number();
            boolean move = chain.grouped() && !chain.map().equals(Affine3.IDENTITY);
            if (move) {
                moved.add(name);
            }
            List<Vec3> vertices = new ArrayList<>(b.vertices().size());
            for (Vec3 v : b.vertices()) {
                vertices.add(move ? finiteOr(chain.map().apply(v), v, name + " vertex") : v);
            }
            boolean locked = TextureLock.isLocked(b.trailer());
            List<MmFace> faces = new ArrayList<>(b.faces().size());
            for (int f = 0; f < b.faces().size(); f++) {
                faces.add(face(b.faces().get(f), name + " face " + f, move && locked ? chain.map() : null));
            }
            return new MmBlock(vertices, faces, b.trailer());
        }

        private MmFace face(WmpFace face, String name, Affine3 lockedTo) {
            TextureVectors vectors = new TextureVectors(face.t1(), face.t2());
            if (!WedTextureMapping.isIdentity(face.transform())) {
                if (WedTextureMapping.foldable(face.transform())) {
                    vectors = finiteOr(WedTextureMapping.fold(vectors, face.transform()), vectors, name);
                    folded.add(name);
                } else {
                    unfoldable.add(name + " " + face.transform());
                }
            }
            if (lockedTo != null) {
                Optional<TextureVectors> carried = vectors.movedWith(lockedTo);
                if (carried.isPresent()) {
                    vectors = finiteOr(carried.get(), vectors, name);
                    lockedMoved.add(name);
                } else {
                    lockedFlattened.add(name);
                }
            }
            return new MmFace(face.vertices(), face.texture(), vectors.t1(), vectors.t2(), Optional.empty(),
                    face.surface());
        }

        /** WMP lights have no angles and no flags: written as 0 0 0 and 0000, and counted. */
        MmLight light(WmpLight l) {
            lights.add("light " + l.number());
            return new MmLight(position(WmpMemberKind.LIGHT, l.number()), Vec3.ZERO, l.color(), l.range(),
                    new BinaryFlags("0000"));
        }

        Vec3 position(WmpMemberKind kind, int number) {
            Chain chain = chains.of(kind, number);
            if (!chain.grouped()) {
                ungrouped.add(kind.keyword() + " " + number);
            }
            return finiteOr(chain.map().translation(), Vec3.ZERO, kind.keyword() + " " + number);
        }

        MmPosition start(String field, WmpStart s) {
            List<Double> own = s.angles();
            Angles angles = new Angles(own.size() > 0 ? own.get(0) : 0, own.size() > 1 ? own.get(1) : 0,
                    own.size() > 2 ? own.get(2) : 0);
            if (own.size() > 3) {
                report.lost(MigrationRules.ANGLES_DROPPED, field + ".angles", own.size() + " angles; a $$M position has pan, tilt and roll only");
            }
            Chain chain = chains.of(WmpMemberKind.START, s.number());
            Placement p = placement("start " + s.number(), chain, new Placement(Vec3.ZERO, angles, Vec3.ONE));
            return new MmPosition(position(WmpMemberKind.START, s.number()), vector(p.angles()),
                    MmWords.of(s.name(), field + ".name", report));
        }

        MmItem model(String field, WmpModel m) {
            String name = "model " + m.number();
            Chain chain = chains.of(WmpMemberKind.MODEL, m.number());
            Placement p = placement(name, chain, new Placement(Vec3.ZERO, Angles.ZERO, m.scale()));
            Vec3 position = position(WmpMemberKind.MODEL, m.number());
            Vec3 angles = vector(p.angles());
            Vec3 scale = finiteOr(p.scale(), m.scale(), name + " scale");
            lostString(field + ".string1", name, m.string1());
            lostString(field + ".string2", name, m.string2());
            RawString file = MmWords.of(m.file(), field + ".file", report);
            RawString entityName = MmWords.of(m.name(), field + ".name", report);
            boolean extended = defined(m.action()) || m.skills().stream().anyMatch(v -> v != 0);
            if (!extended) {
                if (m.albedo() != WED_ALBEDO) {
                    report.lost(MigrationRules.VALUE_DROPPED, field + ".albedo", "the albedo " + m.albedo() + " of " + name + ": a static entity in"
                            + " $$M (type 3) has none");
                }
                return new MmStaticEntity(position, angles, scale, file, entityName, RawString.of(UNDEFINED),
                        java.util.Collections.nCopies(MmStaticEntity.WED_SKILLS, 0.0), m.flags(), m.ambient());
            }
            entityLinks.add(name);
            return new MmEntity(position, angles, scale, file, entityName, MmWords.of(m.action(), field + ".action", report),
                    m.skills(), m.flags(), m.ambient(), m.albedo(), 0, 0);
        }

        private void lostString(String field, String name, RawString s) {
            if (defined(s)) {
                report.lost(MigrationRules.VALUE_DROPPED, field, "the entity string " + s + " of " + name + " has no place in $$M");
            }
        }

        MmPath path(WmpPath p) {
            Chain chain = chains.of(WmpMemberKind.PATH, p.number());
            String name = "path " + p.number();
            if (!chain.grouped()) {
                return new MmPath(p.path());
            }
            List<PathNode> nodes = new ArrayList<>(p.path().nodes().size());
            for (PathNode node : p.path().nodes()) {
                nodes.add(new PathNode(finiteOr(chain.map().apply(node.position()), node.position(), name + " node"),
                        node.skills()));
            }
            return new MmPath(new LevelPath(p.path().name(), nodes, p.path().edges()));
        }

        /** The object's own placement after its group chain, read back as position, angles and scale. */
        private Placement placement(String name, Chain chain, Placement own) {
            Affine3 map = chain.map().compose(own.toAffine());
            Decomposition d = Decomposition.of(map, WmpGroupChains.times(chain.signs(), WmpGroupChains.signs(own.scale())));
            if (!d.exact()) {
                sheared.add(name);
            }
            Placement p = d.placement();
            if (!p.angles().isFinite()) {
                nonFinite.add(name + " angles");
                return new Placement(p.position(), own.angles(), p.scale());
            }
            return p;
        }

        private Vec3 finiteOr(Vec3 value, Vec3 fallback, String name) {
            if (value.isFinite()) {
                return value;
            }
            nonFinite.add(name);
            return fallback;
        }

        /** Axis by axis: an axis whose numbers overflowed keeps its old value, the other still changes. */
        private TextureVectors finiteOr(TextureVectors value, TextureVectors fallback, String name) {
            if (value.isFinite()) {
                return value;
            }
            nonFinite.add(name + " texture vectors");
            return new TextureVectors(TextureVectors.isFinite(value.t1()) ? value.t1() : fallback.t1(),
                    TextureVectors.isFinite(value.t2()) ? value.t2() : fallback.t2());
        }

        void finish() {
            moved.reportDerived(report, MigrationRules.MEMBERS_PLACED, "blocks", "blocks placed through their groups: vertices at final positions");
            folded.reportDerived(report, MigrationRules.TEXTURE_FOLDED, "faces", "faces with offset, rotation or scale folded into their texture vectors");
            lockedMoved.reportDerived(report, MigrationRules.TEXTURE_FOLDED, "faces", "faces of texture-locked blocks whose texture vectors follow the block");
            ungrouped.reportDerived(report, MigrationRules.MEMBERS_PLACED, "objects", "objects listed by no group, placed at the level origin");
            entityLinks.reportDerived(report, MigrationRules.VALUE_DEFAULTED, "entities", "extended entities with target and path numbers 0 (WMP has none)");
            lights.reportDerived(report, MigrationRules.VALUE_DEFAULTED, "lights", "lights with angles 0 0 0 and flags 0000 (WMP lights have neither)");
            unfoldable.report(report, MigrationRules.TEXTURE_NOT_FOLDED, "faces", "faces whose texture scale is zero or a number is not finite: "
                    + "offset, rotation and scale dropped, vectors kept as they were");
            lockedFlattened.report(report, MigrationRules.TEXTURE_NOT_FOLDED, "faces", "faces of texture-locked blocks flattened by a zero group scale: "
                    + "vectors kept as they were");
            nonFinite.report(report, MigrationRules.NOT_FINITE_AFTER_GROUPS, "numbers", "values no longer finite after their groups: kept as the WMP has them");
            sheared.report(report, MigrationRules.SHEAR_DROPPED, "entities", "objects sheared or flattened by their groups (a non-uniform scale above "
                    + "a turn) that no angles and scale express: nearest angles and scale written");
        }
    }

    private static Vec3 vector(Angles a) {
        return new Vec3(a.pan(), a.tilt(), a.roll());
    }

    /** A name that is not empty and not WED's {@code ndef} placeholder. */
    static boolean defined(RawString s) {
        return !s.isEmpty() && !s.text().equalsIgnoreCase(UNDEFINED);
    }
}
