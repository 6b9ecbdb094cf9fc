package dev.mapharness.migrate;

import dev.mapharness.wmpb.WmpbWriteRules;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.Affine3;
import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Decomposition;
import dev.mapharness.gamestudio.EulerConvention;
import dev.mapharness.gamestudio.PathEdge;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.Placement;
import dev.mapharness.gamestudio.TextureLock;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.migrate.WmpGroupChains.Chain;
import dev.mapharness.migrate.WmpGroupChains.Tally;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpFace;
import dev.mapharness.wmp.WmpGroup;
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
import dev.mapharness.wmpb.WmpbReader;
import dev.mapharness.wmpb.WmpbSettings;
import dev.mapharness.wmpb.WmpbStart;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text WMP level (WED 4–6) to the binary level WED 7/8 saves (docs/wmpb.md, "Migrations"), the
 * inverse of {@link WmpbToWmp}:
 *
 * <ul>
 * <li>Groups become the object tree. The top group that lists the level object is the root (WED 6
 *     names it {@code Root}); the level object is its data. An unnamed group holding one item and
 *     nothing else is that item's own placement (WED 6 gives each block a group of its own) and
 *     becomes the item's position, angles and scale. Items listed by no group hang below the root.</li>
 * <li>A model with 8 skills or fewer is a static entity (0x35, 8 skills), one with more an extended
 *     entity (0x45, 20 skills). A start's angles become its own. A path edge's third number is the
 *     binary edge weight. Colours in percent become 0–255, angles WED's stored radians
 *     ({@link WmpbValues#radians}), numbers of float32 fields float32.</li>
 * <li>A texture-locked block moved by its groups has its texture axes carried along, as WED does when
 *     it builds the level: the binary level keeps axes in level space.</li>
 * </ul>
 *
 * Sounds, unknown items and sections, the header's editor comments, a light's range rounding and the
 * like are reported once per kind. Refused ({@link MapWriteException} with the text field): what a
 * binary field has no room for — a colour past 100 percent or below 0, a block number or sun number
 * outside 0–4294967295, flags set past bit 31, a face vertex past 65,535, an odd texture coordinate
 * list, a path edge naming node 0 or below, a string with a NUL, groups nested deeper than
 * {@link WmpbReader#MAX_DEPTH}, a group of more than 65,535 members.
 */
public final class WmpToWmpb implements Migration<WmpLevel, WmpbLevel> {
    /** The comment the binary header carries, as WED's level library writes it. */
    static final String LIBRARY = WmpbLosses.WMPIO;
    /** The variant every real block has most often (1) and every real entity (2); meaning unknown. */
    static final int BLOCK_VARIANT = 1;
    static final int ENTITY_VARIANT = 2;
    /** Bit 28 of a face record's flags: set on every real face that has texture coordinates. */
    static final long COORDINATES_BIT = 1L << 28;
    private static final Pattern CREATED = Pattern.compile("^\\s*Created\\s+(\\d{2}\\.\\d{2}\\.\\d{4})\\s*$");
    private static final long U32 = 0xFFFF_FFFFL;

    @Override
    public Format from() {
        return Format.WMP_TEXT;
    }

    @Override
    public Format to() {
        return Format.WMPB;
    }

    @Override
    public Class<WmpLevel> sourceType() {
        return WmpLevel.class;
    }

    /** The binary header's comment for a level saved on {@code date} ({@code DD.MM.YYYY}). */
    static String comment(String date) {
        return "file created: " + date + ", " + LIBRARY + "\n";
    }

    @Override
    public Migrated<WmpbLevel> apply(WmpLevel source) {
        LossReport.Builder entries = new LossReport.Builder();
        Run run = new Run(source, entries);
        WmpbLevel level = new WmpbLevel(run.header(), run.settings(), run.tree());
        run.finish();
        LossKinds kinds = new LossKinds();
        kinds.add(entries.build());
        LossReport.Builder report = new LossReport.Builder();
        kinds.report(report);
        return new Migrated<>(level, report.build());
    }

    /** One migration's running state. */
    private static final class Run {
        private final WmpLevel source;
        private final LossReport.Builder report;
        private final WmpGroupChains chains;
        private final List<WmpGroup> groups;
        private final Tally rounded = new Tally();
        private final Tally turns = new Tally();
        private final Tally roundedTurns = new Tally();
        private final Tally padded = new Tally();
        private final Tally locked = new Tally();
        private final Tally collapsed = new Tally();
        private final Tally widths = new Tally();

        Run(WmpLevel source, LossReport.Builder report) {
            this.source = source;
            this.report = report;
            this.groups = source.groups();
            this.chains = WmpGroupChains.resolve(source, report, false);
        }

        WmpbHeader header() {
            long version = WmpbHeader.VERSION;
            if (source.version().isPresent()) {
                version = source.version().getAsInt();
                if (version < 0) {
                    throw new MapWriteException(WmpbWriteRules.NUMBER_OUT_OF_RANGE, "version", "the binary header's version is a u32, not " + version);
                }
            } else {
                report.derived(MigrationRules.VALUE_DEFAULTED, "version", "no version line: the binary header says " + WmpbHeader.VERSION);
            }
            String date = null;
            for (int i = 0; i < source.comments().size(); i++) {
                String c = source.comments().get(i).text();
                Matcher m = CREATED.matcher(c);
                if (m.matches() && date == null) {
                    date = m.group(1);
                } else if (!c.equals(WmpbToWmp.WMP2)) {
                    report.lost(MigrationRules.COMMENT_DROPPED, "comments[" + i + "]", "the header comment \"" + c + "\" (the binary header holds the"
                            + " save date only)");
                }
            }
            String comment = date != null ? comment(date) : "file created: " + LIBRARY + "\n";
            if (date == null) {
                report.derived(MigrationRules.COMMENT_DERIVED, "comments", "no save date: the binary header's comment has none");
            }
            if (!source.counts().isEmpty() && !source.counts().equals(source.derivedCounts())) {
                report.lost(MigrationRules.COUNTS_RECOMPUTED, "counts", "count lines " + source.counts() + " that disagree with the level; the binary"
                        + " header's counts are derived from the tree");
            }
            return new WmpbHeader(version, 2, 0, RawString.of(comment));
        }

        WmpbSettings settings() {
            byte[] palette = new byte[0];
            List<RawString> wads = new ArrayList<>();
            if (source.wed().isEmpty()) {
                report.derived(MigrationRules.SECTION_ZERO_FILLED, "wed", "no wed section: the binary level has an empty palette and no WAD files");
            }
            for (int s = 0; s < source.sections().size(); s++) {
                report.lost(MigrationRules.UNKNOWN_ITEM_DROPPED, "sections[" + s + "]", "the section " + source.sections().get(s).name() + " (unknown)");
            }
            if (source.wed().isPresent()) {
                WmpWed wed = source.wed().get();
                List<Integer> values = wed.palette().orElse(List.of());
                palette = new byte[values.size()];
                for (int i = 0; i < values.size(); i++) {
                    int v = values.get(i);
                    if (v < 0 || v > 255) {
                        throw new MapWriteException(WmpbWriteRules.NUMBER_OUT_OF_RANGE, "wed.palette[" + i + "]", "a palette byte from 0 to 255, not " + v);
                    }
                    palette[i] = (byte) v;
                }
                if (wed.palette().isEmpty()) {
                    report.derived(MigrationRules.SECTION_ZERO_FILLED, "wed.palette", "no palette: the binary level's palette chunk is empty");
                }
                wed.wad().ifPresent(w -> wads.addAll(wads(w)));
                for (int i = 0; i < wed.others().size(); i++) {
                    report.lost(MigrationRules.UNKNOWN_ITEM_DROPPED, "wed.others[" + i + "]", "the wed section " + wed.others().get(i).name() + " (unknown)");
                }
            }
            return new WmpbSettings(Blob.of(palette), wads, List.of());
        }

        private List<RawString> wads(WmpWad w) {
            if (!w.settings().equals(WmpbToWmp.WAD_SETTINGS)) {
                report.lost(MigrationRules.VALUE_DROPPED, "wed.wad.settings", "the numbers " + w.settings() + " before the WAD files (the binary level"
                        + " has none; WED 6 writes five zeros)");
            }
            List<RawString> out = new ArrayList<>();
            for (int i = 0; i < w.files().size(); i++) {
                WmpWad.File f = w.files().get(i);
                String field = "wed.wad.files[" + i + "]";
                if (f.value() != WmpbToWmp.WAD_VALUE) {
                    report.lost(MigrationRules.VALUE_DROPPED, field + ".value", "the number " + f.value() + " after the WAD file (WED 6 writes 1)");
                }
                out.add(string(f.path(), field + ".path"));
            }
            return out;
        }

        // ---- the tree ------------------------------------------------------------------------

        /** One group's members as they become binary children, in file order. */
        private List<List<Member>> members;

        /** An item or a group on its way into the tree: {@code group} is its index, or −1 for an item. */
        private record Member(int group, WmpbObject item) {
        }

        WmpbObject tree() {
            int n = groups.size();
            members = new ArrayList<>(n);
            for (int g = 0; g < n; g++) {
                members.add(new ArrayList<>());
            }
            Optional<WmpLevelSettings> settings = source.settings();
            int root = rootGroup(settings);
            List<Member> top = new ArrayList<>();
            int blocks = 0;
            int objects = 0;
            int groupIndex = 0;
            String levelField = null;
            for (int i = 0; i < source.items().size(); i++) {
                WmpItem item = source.items().get(i);
                if (item instanceof WmpGroup) {
                    int g = groupIndex++;
                    int parent = chains.parent(g);
                    if (g != root) {
                        (parent == -1 || parent == root ? top : members.get(parent)).add(new Member(g, null));
                    }
                    continue;
                }
                String field;
                WmpbObject converted;
                WmpMemberKind kind;
                if (item instanceof WmpBlock b) {
                    field = "blocks[" + blocks++ + "]";
                    kind = WmpMemberKind.BLOCK;
                    converted = block(b, field);
                } else if (item instanceof WmpObject o) {
                    field = "objects[" + objects++ + "]";
                    kind = o.memberKind();
                    if (o instanceof WmpLevelSettings && levelField == null) {
                        levelField = field;
                        continue;
                    }
                    converted = object(o, field);
                } else {
                    report.lost(MigrationRules.UNKNOWN_ITEM_DROPPED, "items[" + i + "]", "the unknown item " + item.keyword() + " " + item.number());
                    continue;
                }
                if (converted != null) {
                    int owner = chains.owner(kind, item.number());
                    (owner == -1 || owner == root ? top : members.get(owner)).add(new Member(-1, converted));
                }
            }
            String settingsField = levelField;
            Optional<WmpbData> data = settings.map(l -> level(l, settingsField));
            if (settings.isEmpty()) {
                report.derived(MigrationRules.VALUE_DEFAULTED, "objects", "no level object: the root has no level settings");
            }
            Placement at = root == -1 ? Placement.IDENTITY : placement(groups.get(root), "groups[" + root + "]");
            RawString name = root == -1 ? RawString.of("Root")
                    : groups.get(root).comment().map(c -> name(c, "groups[" + root + "].comment")).orElse(RawString.of("Root"));
            List<WmpbObject> children = children(top, 1, "groups[" + root + "]");
            return new WmpbObject(WmpbObject.LEVEL, 0, 0, RawString.of("level"), Optional.of(name), at.position(),
                    radians(at.angles(), "groups[" + root + "].angles"), at.scale(), data, children);
        }

        /**
         * The group that becomes the root: the first top group listing the level object, provided it does
         * not move what no group lists (those stay at the level's origin); −1 for a root of its own.
         */
        private int rootGroup(Optional<WmpLevelSettings> settings) {
            if (settings.isEmpty()) {
                return -1;
            }
            int g = chains.owner(WmpMemberKind.LEVEL, settings.get().number());
            if (g == -1 || chains.parent(g) != -1) {
                return -1;
            }
            WmpGroup root = groups.get(g);
            boolean identity = root.position().equals(Vec3.ZERO) && root.angles().equals(Vec3.ZERO)
                    && root.scale().equals(Vec3.ONE);
            boolean others = false;
            for (int k = 0; k < groups.size(); k++) {
                others |= k != g && chains.parent(k) == -1;
            }
            for (WmpItem item : source.items()) {
                if (item instanceof WmpBlock || item instanceof WmpObject && !(item instanceof WmpLevelSettings)) {
                    WmpMemberKind kind = item instanceof WmpObject o ? o.memberKind() : WmpMemberKind.BLOCK;
                    others |= chains.owner(kind, item.number()) == -1;
                }
            }
            if (!identity && others) {
                report.derived(MigrationRules.MEMBERS_PLACED, "groups[" + g + "]", "the level's group is placed, and items outside it are not: the"
                        + " root is a group of its own at the origin, holding it");
                return -1;
            }
            return g;
        }

        /** The binary children of a group's members: sub-groups built depth first, own groups folded into their item. */
        private List<WmpbObject> children(List<Member> list, int depth, String field) {
            if (list.size() > 0xFFFF) {
                throw new MapWriteException(WmpbWriteRules.TOO_MANY_MEMBERS, field, list.size() + " members: a binary object holds at most 65535");
            }
            List<WmpbObject> out = new ArrayList<>(list.size());
            for (Member m : list) {
                out.add(m.group() == -1 ? m.item() : group(m.group(), depth));
            }
            return out;
        }

        private WmpbObject group(int g, int depth) {
            String field = "groups[" + g + "]";
            if (depth + 1 >= WmpbReader.MAX_DEPTH) {
                throw new MapWriteException(WmpbWriteRules.GROUPS_TOO_DEEP, field, "groups nested " + depth + " deep with their members: a binary level"
                        + " nests at most " + WmpbReader.MAX_DEPTH + " deep");
            }
            WmpGroup group = groups.get(g);
            Placement at = placement(group, field);
            List<Member> list = members.get(g);
            if (group.comment().isEmpty() && list.size() == 1 && list.get(0).group() == -1) {
                Optional<WmpbObject> one = fold(at, list.get(0).item());
                if (one.isPresent()) {
                    collapsed.add(field);
                    return one.get();
                }
            }
            return new WmpbObject(WmpbObject.GROUP, 0, 0, RawString.of("object"),
                    group.comment().map(c -> name(c, field + ".comment")), at.position(),
                    radians(at.angles(), field + ".angles"), at.scale(), Optional.empty(), children(list, depth + 1, field));
        }

        /**
         * An item alone in an unnamed group takes the group's placement as its own (WED 6's block groups):
         * the group's after the item's own turn and scale, where that is again a position, angles and scale.
         */
        private Optional<WmpbObject> fold(Placement group, WmpbObject item) {
            Angles own = WmpbValues.angles(item.angles());
            Placement at;
            if (own.equals(Angles.ZERO)) {
                at = new Placement(group.position(), group.angles(), new Vec3(group.scale().x() * item.scale().x(),
                        group.scale().y() * item.scale().y(), group.scale().z() * item.scale().z()));
            } else {
                Affine3 map = group.toAffine().compose(new Placement(Vec3.ZERO, own, item.scale()).toAffine());
                Decomposition d = Decomposition.of(map, WmpGroupChains.times(WmpGroupChains.signs(group.scale()),
                        WmpGroupChains.signs(item.scale())));
                if (!d.exact() || !d.placement().isFinite()) {
                    return Optional.empty();
                }
                at = new Placement(group.position(), d.placement().angles(), d.placement().scale());
            }
            return Optional.of(new WmpbObject(item.type(), item.variant(), item.reserved(), item.className(), item.name(),
                    at.position(), radians(at.angles(), "angles"), at.scale(), item.data(), item.children()));
        }

        private Placement placement(WmpGroup g, String field) {
            return new Placement(g.position(), WmpGroupChains.angles(g.angles()), g.scale());
        }

        /** A group's name from its comment: the text after {@code //}, less the one space WED writes. */
        private RawString name(RawString comment, String field) {
            RawString n = comment.length() > 0 && comment.byteAt(0) == ' '
                    ? RawString.of(Arrays.copyOfRange(comment.bytes(), 1, comment.length())) : comment;
            return string(n, field);
        }

        /** Stored radians for WED's degrees; angles that do not read back as written are counted. */
        private Vec3 radians(Angles a, String field) {
            Vec3 r = WmpbValues.radians(a);
            Angles back = WmpbValues.angles(r);
            if (!back.equals(a)) {
                double[] x = EulerConvention.matrix(a);
                double[] y = EulerConvention.matrix(back);
                double worst = 0;
                for (int i = 0; i < x.length; i++) {
                    worst = Math.max(worst, Math.abs(x[i] - y[i]));
                }
                (worst < 1e-9 ? turns : roundedTurns).add(field + " " + a);
            }
            return r;
        }

        // ---- items ---------------------------------------------------------------------------

        private WmpbObject item(int type, int variant, String className, Optional<RawString> name, Vec3 angles,
                Vec3 scale, WmpbData data) {
            return new WmpbObject(type, variant, 0, RawString.of(className), name, Vec3.ZERO, angles, scale,
                    Optional.of(data), List.of());
        }

        private WmpbObject block(WmpBlock b, String field) {
            long index = b.trailer().index();
            if (index < 0 || index > U32) {
                throw new MapWriteException(WmpbWriteRules.NUMBER_OUT_OF_RANGE, field + ".trailer.index", "the binary block number is a u32, not " + index);
            }
            long flags = bits(b.trailer().flags(), field + ".trailer.flags");
            if (WmpToMm.defined(b.trailer().function())) {
                report.lost(MigrationRules.VALUE_DROPPED, field + ".trailer.function", "the block function " + b.trailer().function() + " (the binary"
                        + " level has none)");
            }
            boolean lock = TextureLock.isLocked(b.trailer());
            if ((flags & ~WmpbFaces.TEXT_FLAG_BITS & ~(1L << TextureLock.BIT)) != 0) {
                report.lost(MigrationRules.FLAG_BITS_DROPPED, field + ".trailer.flags", "block flag bits above 15 (" + b.trailer().flags() + "): the"
                        + " binary level's are of unknown meaning");
            }
            Chain chain = chains.of(WmpMemberKind.BLOCK, b.number());
            Affine3 carry = lock && chain.grouped() && !chain.map().equals(Affine3.IDENTITY) ? chain.map() : null;
            if (lock) {
                locked.add(field);
            }
            List<WmpbFaceRecord> records = new ArrayList<>(b.faces().size());
            List<List<Integer>> faces = new ArrayList<>(b.faces().size());
            for (int f = 0; f < b.faces().size(); f++) {
                WmpFace face = b.faces().get(f);
                String ff = field + ".faces[" + f + "]";
                if (face.vertices().size() > 0xFFFF) {
                    throw new MapWriteException(WmpbWriteRules.FACE_TOO_MANY_VERTICES, ff + ".vertices", face.vertices().size() + " vertices: a binary face holds"
                            + " at most 65535");
                }
                for (int k = 0; k < face.vertices().size(); k++) {
                    int v = face.vertices().get(k);
                    if (v < 0 || v > 0xFFFF) {
                        throw new MapWriteException(WmpbWriteRules.NUMBER_OUT_OF_RANGE, ff + ".vertices[" + k + "]", "a binary face names vertices 0 to 65535,"
                                + " not " + v);
                    }
                }
                faces.add(face.vertices());
                records.add(faceRecord(f, face, carry, ff));
            }
            return item(WmpbObject.BLOCK, BLOCK_VARIANT, "block", Optional.empty(), Vec3.ZERO, Vec3.ONE,
                    new WmpbBlock(index, flags & WmpbFaces.TEXT_FLAG_BITS, b.vertices(), faces, records));
        }

        private WmpbFaceRecord faceRecord(int f, WmpFace face, Affine3 carry, String field) {
            long flags = bits(face.surface().flags(), field + ".surface.flags");
            if (face.uvs().isPresent()) {
                if (face.uvs().get().size() % 2 != 0) {
                    throw new MapWriteException(WmpbWriteRules.UVS_ODD_COUNT, field + ".uvs", face.uvs().get().size() + " texture coordinates: a binary"
                            + " face stores (u, v) pairs");
                }
                flags |= COORDINATES_BIT;
            }
            if (WmpToMm.defined(face.surface().material())) {
                report.lost(MigrationRules.VALUE_DROPPED, field + ".surface.material", "the face material " + face.surface().material()
                        + ": binary faces have none");
            }
            TextureVectors axes = new TextureVectors(face.t1(), face.t2());
            if (carry != null) {
                Optional<TextureVectors> moved = axes.movedWith(carry);
                if (moved.isPresent() && moved.get().isFinite()) {
                    axes = moved.get();
                } else {
                    report.lost(MigrationRules.TEXTURE_NOT_FOLDED, field, "the locked texture of a block its groups flatten: axes kept as written");
                }
            }
            return new WmpbFaceRecord(f, flags, f32(face.surface().ambient(), field + ".surface.ambient"),
                    f32(face.surface().albedo(), field + ".surface.albedo"), string(face.texture(), field + ".texture"),
                    face.uvs(), axes, face.transform());
        }

        /** The object's binary form; null for one the binary level has no object for (reported). */
        private WmpbObject object(WmpObject o, String field) {
            if (o instanceof WmpLevelSettings l) {
                report.lost(MigrationRules.OBJECT_DROPPED, field, "a second level object (level " + l.number() + "): the binary level has one");
                return null;
            }
            if (o instanceof WmpSound s) {
                report.lost(MigrationRules.OBJECT_DROPPED, field, "the sound " + s.file() + ": no binary level holds a sound, so its record is unknown");
                return null;
            }
            if (o instanceof WmpStart s) {
                RawString name = string(s.name(), field + ".name");
                List<Double> a = s.angles();
                if (a.size() > 3) {
                    report.lost(MigrationRules.ANGLES_DROPPED, field + ".angles", a.size() + " angles: a binary start turns by pan, tilt and roll");
                }
                Angles angles = new Angles(a.size() > 0 ? a.get(0) : 0, a.size() > 1 ? a.get(1) : 0,
                        a.size() > 2 ? a.get(2) : 0);
                return item(WmpbObject.START, 0, "start", Optional.of(name), radians(angles, field + ".angles"),
                        Vec3.ONE, new WmpbStart(1, 0, name));
            }
            if (o instanceof WmpLight l) {
                return item(WmpbObject.LIGHT, 0, "light", Optional.empty(), Vec3.ZERO, Vec3.ONE,
                        new WmpbLight(2, 0, channel(l.color().x(), field + ".color.x"),
                                channel(l.color().y(), field + ".color.y"), channel(l.color().z(), field + ".color.z"),
                                f32(l.range(), field + ".range")));
            }
            if (o instanceof WmpModel m) {
                return model(m, field);
            }
            WmpPath p = (WmpPath) o;
            return path(p, field);
        }

        private WmpbObject model(WmpModel m, String field) {
            boolean extended = m.skills().size() > MmStaticEntity.WED_SKILLS;
            int count = extended ? MmEntity.WED_SKILLS : MmStaticEntity.WED_SKILLS;
            List<Double> skills = new ArrayList<>(m.skills().subList(0, Math.min(count, m.skills().size())));
            for (int i = count; i < m.skills().size(); i++) {
                if (m.skills().get(i) != 0) {
                    report.lost(MigrationRules.SKILLS_CUT, field + ".skills", (m.skills().size() - count) + " skills past the " + count
                            + " a binary entity holds");
                    break;
                }
            }
            if (skills.size() < count) {
                padded.add(field + " (" + m.skills().size() + " skills)");
                skills.addAll(Collections.nCopies(count - skills.size(), 0.0));
            }
            for (RawString s : List.of(m.string1(), m.string2())) {
                if (WmpToMm.defined(s)) {
                    report.lost(MigrationRules.VALUE_DROPPED, field + (s == m.string1() ? ".string1" : ".string2"), "the entity string " + s
                            + ": binary entities have no such string");
                }
            }
            RawString name = string(m.name(), field + ".name");
            Optional<RawString> action = WmpToMm.defined(m.action())
                    ? Optional.of(string(m.action(), field + ".action")) : Optional.empty();
            WmpbEntity e = new WmpbEntity(3, bits(m.flags(), field + ".flags"), (long) ENTITY_VARIANT << 8,
                    f32(m.ambient(), field + ".ambient"), f32(m.albedo(), field + ".albedo"), name,
                    string(m.file(), field + ".file"), action, skills, Optional.empty(), Optional.empty(), Optional.empty());
            return item(extended ? WmpbObject.EXTENDED_ENTITY : WmpbObject.STATIC_ENTITY, ENTITY_VARIANT, "model",
                    Optional.of(name), Vec3.ZERO, m.scale(), e);
        }

        private WmpbObject path(WmpPath p, String field) {
            RawString name = string(p.path().name(), field + ".name");
            List<Vec3> nodes = new ArrayList<>();
            List<List<Double>> skills = new ArrayList<>();
            for (PathNode node : p.path().nodes()) {
                nodes.add(node.position());
                skills.add(node.skills());
            }
            List<WmpbEdge> edges = new ArrayList<>();
            for (int i = 0; i < p.path().edges().size(); i++) {
                PathEdge e = p.path().edges().get(i);
                if (e.from() < 1 || e.to() < 1) {
                    throw new MapWriteException(WmpbWriteRules.EDGE_NODE_ZERO, field + ".edges[" + i + "]", "an edge joins nodes counted from 1, not "
                            + e.from() + " and " + e.to() + ": the binary level counts from 0 in a u32");
                }
                edges.add(new WmpbEdge(e.from() - 1L, e.to() - 1L, e.direction(), e.skill1(), e.skill2(), e.skill3()));
            }
            return item(WmpbObject.PATH, 0, "path", Optional.of(name), Vec3.ZERO, Vec3.ONE,
                    new WmpbPath(6, 0, name, nodes, PathNode.SKILLS, skills, edges));
        }

        private WmpbLevelSettings level(WmpLevelSettings l, String field) {
            if (!l.wad().isEmpty()) {
                report.lost(MigrationRules.VALUE_DROPPED, field + ".wad", "the $$W name " + l.wad() + ": the binary level does not hold it (WED names"
                        + " it after the level file)");
            }
            double sun = l.sunAngles().x();
            if (!(sun >= 0 && sun <= U32)) {
                throw new MapWriteException(WmpbWriteRules.NUMBER_OUT_OF_RANGE, field + ".sunAngles.x", "the first sun number is a u32 in the binary level,"
                        + " not " + sun);
            }
            if (sun != Math.rint(sun)) {
                rounded.add(field + ".sunAngles.x " + sun);
            }
            List<WmpbColour> fog = new ArrayList<>();
            for (int i = 0; i < l.fogColors().size(); i++) {
                fog.add(colour(i, l.fogColors().get(i), field + ".fogColors[" + i + "]"));
            }
            Optional<RawString> script = WmpToMm.defined(l.script())
                    ? Optional.of(string(l.script(), field + ".script")) : Optional.empty();
            return new WmpbLevelSettings(0, 0, (long) Math.rint(sun), f32(l.sunAngles().y(), field + ".sunAngles.y"),
                    f32(l.sunAngles().z(), field + ".sunAngles.z"), 0, script, string(l.palette(), field + ".palette"),
                    fog, colour(0, l.sunColor(), field + ".sunColor"), colour(0, l.ambientColor(), field + ".ambientColor"));
        }

        private WmpbColour colour(int first, Vec3 percent, String field) {
            return new WmpbColour(first, (int) channel(percent.x(), field + ".x"), (int) channel(percent.y(), field + ".y"),
                    (int) channel(percent.z(), field + ".z"));
        }

        // ---- values --------------------------------------------------------------------------

        /** A colour channel in percent as the byte 0–255 WED stores; refused outside 0–100 percent. */
        private long channel(double percent, String field) {
            long c = Math.round(percent * 255 / 100);
            if (!(percent >= 0 && c <= 255)) {
                throw new MapWriteException(WmpbWriteRules.COLOUR_OUT_OF_RANGE, field, "a colour from 0 to 100 percent (a byte 0–255), not " + percent);
            }
            if (WmpbValues.percent(c) != percent) {
                rounded.add(field + " " + percent);
            }
            return c;
        }

        private float f32(double v, String field) {
            float f = (float) v;
            if (f != v && !Double.isNaN(v)) {
                rounded.add(field + " " + v);
            }
            return f;
        }

        /** Flags as the u32 the binary level stores; refused with a bit set past bit 31. */
        private long bits(BinaryFlags flags, String field) {
            long v = 0;
            for (int i = 0; i < flags.width(); i++) {
                if (flags.bit(i)) {
                    if (i > 31) {
                        throw new MapWriteException(WmpbWriteRules.FLAG_BIT_PAST_32, field, "flag bit " + i + " is set: binary flags are 32 bits");
                    }
                    v |= 1L << i;
                }
            }
            if (flags.width() != WmpbValues.flags(v).width()) {
                widths.add(field + " " + flags);
            }
            return v;
        }

        /** A binary string chunk ends at its NUL: refused in a name that holds one. */
        private RawString string(RawString s, String field) {
            if (s.indexOfNul() >= 0) {
                throw new MapWriteException(WmpbWriteRules.STRING_HOLDS_NUL, field, "a binary string ends at a NUL; " + s + " holds one at " + s.indexOfNul());
            }
            return s;
        }

        void finish() {
            rounded.report(report, MigrationRules.NUMBER_ROUNDED, "numbers", "values rounded to what their binary field holds (float32, whole"
                    + " numbers, colour steps of 1/255)");
            roundedTurns.report(report, MigrationRules.NUMBER_ROUNDED, "angles", "turns read back rounded: WED reads each stored radian at 4 decimals"
                    + " of a degree at most, a few millionths of a degree from the turn written");
            turns.reportDerived(report, MigrationRules.NUMBER_RESPELLED, "angles", "angles stored as an equal turn that WED reads back in [0, 360)");
            padded.reportDerived(report, MigrationRules.SKILLS_PADDED, "objects", "models whose skills are filled with 0 to the 8 or 20 a binary"
                    + " entity holds");
            locked.reportDerived(report, MigrationRules.TEXTURE_FOLDED, "blocks", "texture-locked blocks: axes carried along with their groups, as"
                    + " WED does when it builds the level (the binary level has no lock bit)");
            widths.report(report, MigrationRules.FLAG_BITS_DROPPED, "flags", "flags whose width the binary level does not keep (read back 4, 8, 16 or"
                    + " 32 digits wide as the value needs)");
            collapsed.reportDerived(report, MigrationRules.MEMBERS_PLACED, "groups", "unnamed groups of one item folded into the item's own placement");
        }
    }
}
