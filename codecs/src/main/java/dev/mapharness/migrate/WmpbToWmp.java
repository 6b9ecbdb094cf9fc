package dev.mapharness.migrate;

import static dev.mapharness.migrate.TextLimits.TEXT_WMP;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.PathEdge;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpFace;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLevelSettings;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpMembers;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmp.WmpObject;
import dev.mapharness.wmp.WmpPath;
import dev.mapharness.wmp.WmpStart;
import dev.mapharness.wmp.WmpWad;
import dev.mapharness.wmp.WmpWed;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbColour;
import dev.mapharness.wmpb.WmpbData;
import dev.mapharness.wmpb.WmpbEdge;
import dev.mapharness.wmpb.WmpbEntity;
import dev.mapharness.wmpb.WmpbFaceRecord;
import dev.mapharness.wmpb.WmpbHeader;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLevelSettings;
import dev.mapharness.wmpb.WmpbLight;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbPath;
import dev.mapharness.wmpb.WmpbStart;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A binary WMP level (WED 7/8) to the text WMP WED 6 writes for the same level (docs/wmpb.md,
 * "Migrations"):
 *
 * <ul>
 * <li>The object tree becomes WED 6's groups: the root is the group named {@code Root} (its
 *     placement, and {@code level 0}, its settings), each binary group a group with its name as the
 *     comment. An item has no placement of its own in text WMP: a placed block, light, start or path
 *     gets an unnamed group of its own holding the placement (WED 6 puts each block in a group of its
 *     own); a model keeps its scale and gets a group for its position and angles.</li>
 * <li>Values keep their form: block vertices and path nodes stay relative, a face keeps its axes,
 *     offsets, rotation and scales apart, a path edge its weight (text WMP's third edge number).
 *     Angles are WED's degrees ({@link WmpbValues#angles}); flags binary digits of their low 16 bits
 *     (faces, blocks) or all (entities); colours percent.</li>
 * <li>Items are numbered in the tree's order and written as WED 6 writes them: blocks, objects (the
 *     level first), groups.</li>
 * </ul>
 *
 * What text WMP does not hold (regions, an entity's material, path and chunk 15, a light's flags,
 * WED's texture folders, names of blocks and lights, words of unknown meaning) is reported, once per
 * kind with a count. A value text cannot hold at all, a number that is not finite, is refused
 * ({@link MapWriteException} naming the binary field, {@link TextLimits}); a face naming a missing vertex too, since text
 * WMP readers refuse it.
 */
public final class WmpbToWmp implements Migration<WmpbLevel, WmpLevel> {
    /** The five numbers WED 6 writes before its WAD files (meaning unknown). */
    static final List<Double> WAD_SETTINGS = List.of(0.0, 0.0, 0.0, 0.0, 0.0);
    /** The number WED 6 writes after each WAD file (meaning unknown). */
    static final double WAD_VALUE = 1;
    /** WED 6's first header comment. */
    static final String WMP2 = " WMP2";
    private static final Pattern DATE = Pattern.compile("\\d{2}\\.\\d{2}\\.\\d{4}");

    private final String levelName;

    public WmpbToWmp() {
        this(WmpbToMm.DEFAULT_LEVEL_NAME);
    }

    /** @param levelName the level file's name without {@code .wmp}: the level object names {@code <levelName>.$$w} */
    public WmpbToWmp(String levelName) {
        this.levelName = levelName;
    }

    @Override
    public WmpbToWmp forLevel(String levelName) {
        return new WmpbToWmp(levelName);
    }

    @Override
    public Format from() {
        return Format.WMPB;
    }

    @Override
    public Format to() {
        return Format.WMP_TEXT;
    }

    @Override
    public Class<WmpbLevel> sourceType() {
        return WmpbLevel.class;
    }

    @Override
    public Migrated<WmpLevel> apply(WmpbLevel source) {
        LossReport.Builder entries = new LossReport.Builder();
        Run run = new Run(entries);
        WmpbLosses.headerWords(source.header(), entries);
        WmpbLosses.textureFolders(source, entries);
        List<RawString> comments = comments(source.header(), entries);
        OptionalInt version = version(source.header(), entries);
        WmpWed wed = wed(source, entries);
        run.tree(source.root());
        run.faces.finish(entries);
        List<WmpItem> items = new ArrayList<>();
        items.addAll(run.blocks);
        items.addAll(run.objects);
        for (GroupBuilder g : run.groups) {
            items.add(g.build());
        }
        WmpLevel level = new WmpLevel(comments, version, new WmpLevel(items).derivedCounts(), Optional.of(wed), List.of(),
                items);
        if (run.groups.size() > 1) {
            entries.derived(MigrationRules.MEMBERS_PLACED, "groups", (run.groups.size() - 1) + " groups below Root, of which " + run.ownGroups
                    + " hold one placed item each (text WMP items have no placement of their own)");
        }
        LossKinds kinds = new LossKinds();
        kinds.add(entries.build());
        LossReport.Builder report = new LossReport.Builder();
        kinds.report(report);
        return new Migrated<>(level, report.build());
    }

    /** The binary header's version on the version line (710 in every real file, as in WED 6's text). */
    private static OptionalInt version(WmpbHeader h, LossReport.Builder report) {
        if (h.version() > Integer.MAX_VALUE) {
            report.lost(MigrationRules.VALUE_REPLACED, "header.version", "the version " + h.version() + " is past what a version line holds; written as "
                    + WmpbHeader.VERSION);
            return OptionalInt.of((int) WmpbHeader.VERSION);
        }
        return OptionalInt.of((int) h.version());
    }

    /** WED 6's header comments: the format line and the save date of the binary level's comment. */
    private static List<RawString> comments(WmpbHeader h, LossReport.Builder report) {
        Matcher m = DATE.matcher(h.comment().text());
        List<RawString> out = new ArrayList<>(List.of(RawString.of(WMP2)));
        String standard = "";
        if (m.find()) {
            out.add(RawString.of(" Created " + m.group()));
            standard = WmpToWmpb.comment(m.group());
        }
        if (!h.comment().text().equals(standard)) {
            report.lost(MigrationRules.COMMENT_DROPPED, "header.comment", "the level library's comment " + h.comment() + " (text WMP keeps its date only)");
        }
        report.derived(MigrationRules.COMMENT_DERIVED, "comments", "WED 6's header comments " + out + " (no editor line: no WED 6 wrote the level)");
        return out;
    }

    /** WED 6's own section: the palette as values 0–255, the WAD files each followed by 1. */
    private static WmpWed wed(WmpbLevel level, LossReport.Builder report) {
        byte[] palette = level.settings().palette().bytes();
        List<Integer> values = new ArrayList<>(palette.length);
        for (byte b : palette) {
            values.add(b & 0xFF);
        }
        List<WmpWad.File> files = new ArrayList<>();
        for (int i = 0; i < level.settings().wads().size(); i++) {
            files.add(new WmpWad.File(fileName(level.settings().wads().get(i), "settings.wads[" + i + "]", report),
                    WAD_VALUE));
        }
        Optional<WmpWad> wad = files.isEmpty() ? Optional.empty() : Optional.of(new WmpWad(WAD_SETTINGS, files));
        return new WmpWed(Optional.of(values), wad, List.of());
    }

    /**
     * A file name as text WMP writes it, in angle brackets: a {@code >} or a line end would end it
     * early, so each becomes {@code _}, reported.
     */
    static RawString fileName(RawString name, String field, LossReport.Builder report) {
        byte[] bytes = name.bytes();
        boolean changed = false;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '>' || bytes[i] == '\r' || bytes[i] == '\n') {
                bytes[i] = '_';
                changed = true;
            }
        }
        if (!changed) {
            return name;
        }
        RawString written = RawString.of(bytes);
        report.lost(MigrationRules.NAME_RESPELLED, field, "the file name " + name + " is written as " + written + ": a text WMP file name cannot hold"
                + " '>' or a line end");
        return written;
    }

    /** A group under construction: its members by kind, in the order they were added. */
    private static final class GroupBuilder {
        private final int number;
        private final Optional<RawString> comment;
        private final Vec3 position;
        private final Vec3 angles;
        private final Vec3 scale;
        private final Map<WmpMemberKind, List<Integer>> members = new EnumMap<>(WmpMemberKind.class);

        GroupBuilder(int number, Optional<RawString> comment, Vec3 position, Vec3 angles, Vec3 scale) {
            this.number = number;
            this.comment = comment;
            this.position = position;
            this.angles = angles;
            this.scale = scale;
        }

        void add(WmpMemberKind kind, int n) {
            members.computeIfAbsent(kind, k -> new ArrayList<>()).add(n);
        }

        /** Member lines one per kind, sub-groups first (as WED 6 writes them). */
        WmpGroup build() {
            List<WmpMembers> lines = new ArrayList<>();
            members.forEach((kind, numbers) -> lines.add(new WmpMembers(kind, numbers)));
            return new WmpGroup(number, comment, position, angles, scale, lines);
        }
    }

    /** One object of the tree to visit, and the group it goes into. */
    private record Visit(WmpbObject object, String field, GroupBuilder parent) {
    }

    /** One migration's running state. */
    private final class Run {
        private final LossReport.Builder report;
        private final WmpbFaces faces = new WmpbFaces();
        private final List<WmpBlock> blocks = new ArrayList<>();
        private final List<WmpObject> objects = new ArrayList<>();
        private final List<GroupBuilder> groups = new ArrayList<>();
        private int ownGroups;

        Run(LossReport.Builder report) {
            this.report = report;
        }

        /** The root as the group {@code Root} and the level object, then every object below it, in file order. */
        void tree(WmpbObject root) {
            WmpbLosses.objectWords(root, "root", report);
            GroupBuilder top = group(root, "root", Optional.of(groupName(root.name().orElse(RawString.of("Root")), "root.name")));
            WmpbData d = root.data().orElse(null);
            if (d instanceof WmpbLevelSettings l) {
                objects.add(level(l, "root.data"));
                top.add(WmpMemberKind.LEVEL, 0);
            } else {
                WmpbLosses.dropped(root, "root.data", "text WMP", report);
            }
            Deque<Visit> todo = new ArrayDeque<>();
            push(todo, root, "root", top);
            while (!todo.isEmpty()) {
                visit(todo.pop(), todo);
            }
        }

        private void push(Deque<Visit> todo, WmpbObject o, String field, GroupBuilder into) {
            for (int i = o.children().size() - 1; i >= 0; i--) {
                todo.push(new Visit(o.children().get(i), field + ".children[" + i + "]", into));
            }
        }

        private void visit(Visit v, Deque<Visit> todo) {
            WmpbObject o = v.object();
            String field = v.field();
            WmpbLosses.objectWords(o, field, report);
            if (o.type() == WmpbObject.GROUP) {
                if (o.data().isPresent()) {
                    WmpbLosses.dropped(o, field + ".data", "text WMP", report);
                }
                GroupBuilder g = group(o, field, o.name().map(n -> groupName(n, field + ".name")));
                v.parent().add(WmpMemberKind.GROUP, g.number);
                push(todo, o, field, g);
                return;
            }
            boolean model = o.data().orElse(null) instanceof WmpbEntity
                    && (o.type() == WmpbObject.STATIC_ENTITY || o.type() == WmpbObject.EXTENDED_ENTITY);
            // a model without members keeps its scale; anything else is scaled by its group
            boolean scaleInModel = model && o.children().isEmpty();
            Vec3 angles = angles(o, field);
            Vec3 scale = TEXT_WMP.finite(o.scale(), field + ".scale");
            Vec3 position = TEXT_WMP.finite(o.position(), field + ".position");
            Vec3 groupScale = scaleInModel ? Vec3.ONE : scale;
            GroupBuilder into = v.parent();
            if (!position.equals(Vec3.ZERO) || !angles.equals(Vec3.ZERO) || !groupScale.equals(Vec3.ONE)) {
                into = newGroup(Optional.empty(), position, angles, groupScale);
                v.parent().add(WmpMemberKind.GROUP, into.number);
                ownGroups++;
            }
            item(o, field, scaleInModel ? scale : Vec3.ONE, into);
            push(todo, o, field, into);
        }

        /** The object's item, listed by {@code into}; an object text WMP has no item for is dropped and reported. */
        private void item(WmpbObject o, String field, Vec3 modelScale, GroupBuilder into) {
            WmpbData d = o.data().orElse(null);
            String data = field + ".data";
            if (o.name().isPresent() && !WmpbLosses.namedInData(o)) {
                report.lost(MigrationRules.VALUE_DROPPED, field + ".name", "the " + WmpbObject.typeName(o.type()) + " name " + o.name().get()
                        + ": text WMP names no " + WmpbObject.typeName(o.type()));
            }
            if (o.type() == WmpbObject.BLOCK && d instanceof WmpbBlock b) {
                blocks.add(block(b, data));
                into.add(WmpMemberKind.BLOCK, blocks.size() - 1);
            } else if (o.type() == WmpbObject.START && d instanceof WmpbStart s) {
                WmpbLosses.start(s, data, report);
                into.add(WmpMemberKind.START, add(new WmpStart(objects.size(), MmWords.of(s.name(), data + ".name", report),
                        List.of())));
            } else if (o.type() == WmpbObject.LIGHT && d instanceof WmpbLight l) {
                WmpbLosses.light(l, data, report);
                if (l.flags() != 0) {
                    report.lost(MigrationRules.VALUE_DROPPED, data + ".flags", "the light flags " + WmpbValues.flags(l.flags()) + ": text WMP lights have"
                            + " none");
                }
                into.add(WmpMemberKind.LIGHT, add(new WmpLight(objects.size(), new Vec3(WmpbValues.percent(l.red()),
                        WmpbValues.percent(l.green()), WmpbValues.percent(l.blue())), TEXT_WMP.finite(l.range(), data + ".range"))));
            } else if ((o.type() == WmpbObject.STATIC_ENTITY || o.type() == WmpbObject.EXTENDED_ENTITY)
                    && d instanceof WmpbEntity e) {
                into.add(WmpMemberKind.MODEL, add(model(o, e, data, modelScale)));
            } else if (o.type() == WmpbObject.PATH && d instanceof WmpbPath p) {
                into.add(WmpMemberKind.PATH, add(path(p, data)));
            } else {
                WmpbLosses.dropped(o, field, "text WMP", report);
            }
        }

        private int add(WmpObject o) {
            objects.add(o);
            return o.number();
        }

        private GroupBuilder group(WmpbObject o, String field, Optional<RawString> comment) {
            return newGroup(comment, TEXT_WMP.finite(o.position(), field + ".position"), angles(o, field),
                    TEXT_WMP.finite(o.scale(), field + ".scale"));
        }

        private GroupBuilder newGroup(Optional<RawString> comment, Vec3 position, Vec3 angles, Vec3 scale) {
            GroupBuilder g = new GroupBuilder(groups.size(), comment, position, angles, scale);
            groups.add(g);
            return g;
        }

        /** A group's name as the comment after its brace, as WED 6 writes it ({@code // Root}). */
        private RawString groupName(RawString name, String field) {
            byte[] bytes = name.bytes();
            byte[] out = new byte[bytes.length + 1];
            out[0] = ' ';
            boolean changed = false;
            for (int i = 0; i < bytes.length; i++) {
                boolean lineEnd = bytes[i] == '\r' || bytes[i] == '\n';
                out[i + 1] = lineEnd ? (byte) '_' : bytes[i];
                changed |= lineEnd;
            }
            if (changed) {
                report.lost(MigrationRules.NAME_RESPELLED, field, "the group name " + name + " is written with _ for its line ends: a comment ends at"
                        + " the line");
            }
            return RawString.of(out);
        }

        private Vec3 angles(WmpbObject o, String field) {
            return TEXT_WMP.finite(WmpbValues.vector(WmpbValues.angles(o.angles())), field + ".angles");
        }

        private WmpLevelSettings level(WmpbLevelSettings l, String field) {
            WmpbLosses.levelWords(l, field, report);
            List<Vec3> fog = new ArrayList<>();
            for (int i = 0; i < l.fog().size(); i++) {
                if (i < WmpLevelSettings.FOG_COLORS) {
                    fog.add(colour(l.fog().get(i), i, field + ".fog[" + i + "]"));
                } else {
                    report.lost(MigrationRules.VALUE_DROPPED, field + ".fog[" + i + "]", "a fog colour past the " + WmpLevelSettings.FOG_COLORS
                            + " text WMP holds");
                }
            }
            if (fog.size() < WmpLevelSettings.FOG_COLORS) {
                report.derived(MigrationRules.VALUE_DEFAULTED, field + ".fog", (WmpLevelSettings.FOG_COLORS - fog.size()) + " missing fog colours written"
                        + " as 0 0 0");
                while (fog.size() < WmpLevelSettings.FOG_COLORS) {
                    fog.add(Vec3.ZERO);
                }
            }
            RawString script = l.script().map(s -> fileName(s, field + ".script", report))
                    .orElse(WmpbFaces.UNDEFINED);
            Vec3 sun = TEXT_WMP.finite(new Vec3(l.sunNumber(), l.sunAzimuth(), l.sunElevation()), field + ".sun");
            report.derived(MigrationRules.WAD_NAME_DERIVED, field + ".wad", "the level's $$W file is named after the level file, which the model does"
                    + " not hold: " + levelName + ".$$w");
            return new WmpLevelSettings(0, RawString.of(levelName + ".$$w"),
                    fileName(l.paletteFile(), field + ".paletteFile", report), sun, script,
                    colour(l.sun(), 0, field + ".sun"), colour(l.ambient(), 0, field + ".ambient"), fog);
        }

        /** A colour in percent, as text WMP writes them; a first byte other than WED's (the fog colour's number) is lost. */
        private Vec3 colour(WmpbColour c, int first, String field) {
            if (c.first() != first) {
                report.lost(MigrationRules.VALUE_REPLACED, field + ".first", "the colour's first byte " + c.first() + " where WED writes " + first);
            }
            return new Vec3(WmpbValues.percent(c.red()), WmpbValues.percent(c.green()), WmpbValues.percent(c.blue()));
        }

        private WmpBlock block(WmpbBlock b, String field) {
            WmpbLosses.block(b, field, report);
            List<Vec3> vertices = new ArrayList<>(b.vertices().size());
            for (int i = 0; i < b.vertices().size(); i++) {
                vertices.add(TEXT_WMP.finite(b.vertices().get(i), field + ".vertices[" + i + "]"));
            }
            WmpbFaceRecord[] records = WmpbFaces.records(b);
            List<WmpFace> out = new ArrayList<>(b.faces().size());
            for (int f = 0; f < b.faces().size(); f++) {
                List<Integer> face = TEXT_WMP.existingVertices(b.faces().get(f), vertices.size(), field + ".faces[" + f + "]");
                String recordField = field + ".faceRecords[" + f + "]";
                WmpbFaces.Face t = records[f] != null ? faces.asStored(records[f], recordField) : faces.missing(f, field);
                out.add(new WmpFace(face, MmWords.of(t.texture(), recordField + ".texture", report),
                        t.uvs().map(uvs -> TEXT_WMP.finite(uvs, recordField + ".textureCoordinates")),
                        TEXT_WMP.finite(t.vectors().t1(), recordField + ".axes.t1"), TEXT_WMP.finite(t.vectors().t2(), recordField + ".axes.t2"),
                        TEXT_WMP.finite(t.transform(), recordField + ".transform"), t.surface()));
                TEXT_WMP.finite(t.surface().ambient(), recordField + ".ambient");
                TEXT_WMP.finite(t.surface().albedo(), recordField + ".albedo");
            }
            return new WmpBlock(blocks.size(), vertices, out, new BlockTrailer(
                    WmpbValues.flags(b.flags() & WmpbFaces.TEXT_FLAG_BITS), WmpbFaces.UNDEFINED, b.number()));
        }

        private WmpModel model(WmpbObject o, WmpbEntity e, String field, Vec3 scale) {
            WmpbLosses.entityWords(o, e, field, report);
            WmpbLosses.entityLinks(e, field, report);
            e.material().ifPresent(m -> report.lost(MigrationRules.VALUE_DROPPED, field + ".material", "the material " + m + ": text WMP models have"
                    + " none"));
            RawString action = e.action().isPresent() && !e.action().get().isEmpty()
                    ? MmWords.of(e.action().get(), field + ".action", report) : WmpbFaces.UNDEFINED;
            return new WmpModel(objects.size(), scale, fileName(e.file(), field + ".file", report),
                    MmWords.of(e.name(), field + ".name", report), action, TEXT_WMP.finite(e.skills(), field + ".skills"),
                    WmpbValues.flags(e.flags()), TEXT_WMP.finite(e.ambient(), field + ".ambient"),
                    TEXT_WMP.finite(e.albedo(), field + ".albedo"), WmpbFaces.UNDEFINED, WmpbFaces.UNDEFINED);
        }

        private WmpPath path(WmpbPath p, String field) {
            WmpbLosses.path(p, field, true, report);
            List<PathNode> nodes = new ArrayList<>(p.nodes().size());
            for (int i = 0; i < p.nodes().size(); i++) {
                nodes.add(new PathNode(TEXT_WMP.finite(p.nodes().get(i), field + ".nodes[" + i + "]"),
                        TEXT_WMP.finite(WmpbLosses.sixSkills(p, i, field, report), field + ".nodeSkills[" + i + "]")));
            }
            List<PathEdge> edges = new ArrayList<>(p.edges().size());
            for (int i = 0; i < p.edges().size(); i++) {
                WmpbEdge e = p.edges().get(i);
                String edge = field + ".edges[" + i + "]";
                if (e.from() >= nodes.size() || e.to() >= nodes.size()) {
                    report.lost(MigrationRules.PATH_EDGE_DROPPED, edge, "the edge joins nodes " + e.from() + " and " + e.to() + " of a path with "
                            + nodes.size() + ": text WMP cannot name a missing node");
                    continue;
                }
                edges.add(new PathEdge((int) e.from() + 1, (int) e.to() + 1, TEXT_WMP.finite(e.weight(), edge + ".weight"),
                        TEXT_WMP.finite(e.skill1(), edge + ".skill1"), TEXT_WMP.finite(e.skill2(), edge + ".skill2"),
                        TEXT_WMP.finite(e.skill3(), edge + ".skill3")));
            }
            return new WmpPath(objects.size(), new LevelPath(MmWords.of(p.name(), field + ".name", report), nodes, edges));
        }
    }
}
