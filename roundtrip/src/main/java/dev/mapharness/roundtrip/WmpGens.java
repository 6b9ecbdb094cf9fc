package dev.mapharness.roundtrip;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpCount;
import dev.mapharness.wmp.WmpSection;
import dev.mapharness.wmp.WmpUnknown;
import dev.mapharness.wmp.WmpWad;
import dev.mapharness.wmp.WmpWed;
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
import dev.mapharness.wmp.WmpSound;
import dev.mapharness.wmp.WmpStart;
import dev.mapharness.wmp.WmpWriter;
import dev.mapharness.text.RawToken;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Text WMP levels over the full range: with and without WED 6's header (comment lines, version,
 * count lines) and {@code wed} section (palette, WAD files), 0 to many blocks, faces and vertices,
 * every object kind, groups with and without name comments, group chains up to thousands deep,
 * every flags width, negative, huge and tiny numbers. Conforming levels number everything in
 * sequence, keep every group rule and state their counts right; representable ones break them and
 * add sections, items and count keywords mapharness does not know (kept by lenient reads only).
 */
public final class WmpGens {
    private WmpGens() {
    }

    public static Gen<WmpLevel> conforming() {
        return levels(true, 1);
    }

    public static Gen<WmpLevel> representable() {
        return levels(false, 1);
    }

    /** Larger levels: hundreds of blocks and objects, groups chained 2000–4000 deep. */
    public static Gen<WmpLevel> conformingLarge() {
        return levels(true, 20);
    }

    public static Gen<WmpLevel> representableLarge() {
        return levels(false, 20);
    }

    /** True if a strict read refuses the level: only lenient reads keep what mapharness does not know. */
    public static boolean onlyLenient(WmpLevel level) {
        return !level.sections().isEmpty() || level.items().stream().anyMatch(i -> i instanceof WmpUnknown u
                        && WmpMemberKind.byKeyword(u.keyword()).isEmpty())
                || level.wed().map(w -> !w.others().isEmpty()).orElse(false)
                || level.counts().stream().anyMatch(c -> !KNOWN_COUNTS.contains(c.keyword().text()));
    }

    private static final List<String> OBJECT_KEYWORDS = List.of("level", "start", "light", "sound", "model", "path");

    /**
     * The object with values appended after its known ones, where they read back in place (the
     * writer refuses the others, such as a number after a start's angles); else without.
     */
    private static WmpItem appended(GamestudioValues v, Function<List<RawToken>, WmpItem> make) {
        List<RawToken> extra = v.extra();
        if (!extra.isEmpty()) {
            WmpItem item = make.apply(extra);
            if (writes(item)) {
                return item;
            }
        }
        return make.apply(List.of());
    }

    private static boolean writes(WmpItem item) {
        try {
            WmpWriter.write(new WmpLevel(List.of(item)));
            return true;
        } catch (MapWriteException e) {
            return false;
        }
    }

    private static final List<String> KNOWN_COUNTS = List.of(WmpCount.BLOCKS, WmpCount.ENTITIES, WmpCount.OBJECTS);

    private static Gen<WmpLevel> levels(boolean conforming, int scale) {
        return Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE).map(seed -> level(new GamestudioValues(seed, conforming),
                conforming, scale));
    }

    static WmpLevel level(GamestudioValues v, boolean conforming, int scale) {
        List<WmpItem> items = new ArrayList<>();
        int blocks = v.count(4, 20 * scale, scale);
        int base = conforming ? v.upTo(1) : v.random().nextInt(5) - 2;
        for (int b = 0; b < blocks; b++) {
            List<Vec3> vertices = v.vertices();
            int faceCount = v.count(6, 30);
            List<WmpFace> faces = new ArrayList<>(faceCount);
            for (int f = 0; f < faceCount; f++) {
                List<Integer> fv = v.faceVertices(vertices.size());
                faces.add(new WmpFace(fv, v.word(), v.random().nextInt(8) == 0 ? Optional.of(v.uvs(fv.size()))
                        : Optional.empty(), v.axis(), v.axis(),
                        new TextureTransform(v.finiteNumber(), v.finiteNumber(), v.finiteNumber(), v.finiteNumber(),
                                v.finiteNumber()), v.surface()));
            }
            items.add(new WmpBlock(number(v, conforming, base + b), vertices, faces, v.trailer()));
        }
        List<WmpItem> objects = new ArrayList<>();
        int n = conforming ? 0 : v.random().nextInt(3);
        objects.add(new WmpLevelSettings(n++, v.fileName(), v.fileName(), v.vec(), v.fileName(), v.vec(), v.vec(),
                List.of(v.vec(), v.vec(), v.vec(), v.vec())));
        int more = v.count(6, 30 * scale, scale);
        for (int i = 0; i < more; i++) {
            int number = number(v, conforming, n++);
            objects.add(switch (i % 5) {
                case 0 -> {
                    RawString name = v.word();
                    List<Double> angles = v.numbers(v.upTo(3));
                    yield appended(v, e -> new WmpStart(number, name, angles, e));
                }
                case 1 -> {
                    Vec3 color = v.vec();
                    double range = v.finiteNumber();
                    yield appended(v, e -> new WmpLight(number, color, range, e));
                }
                case 2 -> {
                    RawString file = v.fileName();
                    BinaryFlags flags = v.flags();
                    List<Double> n4 = v.numbers(4);
                    yield appended(v, e -> new WmpSound(number, file, flags, n4.get(0), n4.get(1), n4.get(2), n4.get(3), e));
                }
                case 3 -> {
                    Vec3 size = v.vec();
                    RawString file = v.fileName();
                    RawString name = v.word();
                    RawString action = v.word();
                    List<Double> skills = v.numbers(v.count(8, 40));
                    BinaryFlags flags = v.flags();
                    double ambient = v.finiteNumber();
                    double albedo = v.finiteNumber();
                    RawString string1 = v.word();
                    RawString string2 = v.word();
                    yield appended(v, e -> new WmpModel(number, size, file, name, action, skills, flags, ambient, albedo,
                            string1, string2, e));
                }
                default -> {
                    LevelPath path = v.path();
                    yield appended(v, e -> new WmpPath(number, path, e));
                }
            });
        }
        if (!conforming && v.random().nextInt(4) == 0) {
            // an object kept whole as tokens, where they do not read in its layout
            WmpUnknown kept = new WmpUnknown(RawString.of(OBJECT_KEYWORDS.get(v.random().nextInt(OBJECT_KEYWORDS.size()))),
                    n, MmGens.raw(v));
            if (writes(kept)) {
                objects.add(kept);
            }
        }
        // objects, blocks and groups interleave in any order in the file
        items.addAll(objects);
        int groups = v.count(3, 200 * scale, scale);
        int groupBase = conforming ? v.upTo(1) : v.random().nextInt(5) - 2;
        // large levels always chain, so their groups nest thousands deep
        boolean chain = scale > 1 || v.random().nextBoolean();
        for (int g = 0; g < groups; g++) {
            List<WmpMembers> lines = new ArrayList<>();
            // a chain nests each group in the one before; otherwise a tree with random parents
            if (chain && g + 1 < groups) {
                lines.add(new WmpMembers(WmpMemberKind.GROUP, List.of(groupBase + g + 1)));
            }
            if (!chain) {
                List<Integer> kids = new ArrayList<>();
                for (int k = g + 1; k < groups; k++) {
                    if ((k - 1) / 3 == g) {
                        kids.add(groupBase + k);
                    }
                }
                if (!kids.isEmpty()) {
                    lines.add(new WmpMembers(WmpMemberKind.GROUP, kids));
                }
            }
            if (g == 0) {
                members(v, lines, items, conforming);
            }
            if (!conforming && v.random().nextInt(4) == 0) {
                lines.add(new WmpMembers(WmpMemberKind.values()[v.random().nextInt(8)],
                        List.of(v.random().nextInt(10) - 2, v.random().nextInt(1000))));
            }
            Optional<RawString> name = g == 0 && v.random().nextBoolean() ? Optional.of(RawString.of(" Root"))
                    : v.random().nextInt(4) == 0 ? Optional.of(v.comment()) : Optional.empty();
            items.add(new WmpGroup(number(v, conforming, groupBase + g), name, v.vec(), v.vec(), v.vec(), lines));
        }
        if (!conforming && v.random().nextInt(4) == 0) {
            items.add(v.random().nextInt(items.size() + 1), new WmpUnknown(unknownWord(v), v.random().nextInt(),
                    MmGens.raw(v)));
        }
        WmpLevel bare = new WmpLevel(items);
        boolean wed6 = v.random().nextInt(3) != 0;
        List<WmpCount> counts = !wed6 ? List.of() : conforming || v.random().nextBoolean() ? bare.derivedCounts()
                : List.of(new WmpCount(WmpCount.BLOCKS, v.random().nextInt()), new WmpCount(unknownWord(v), v.upTo(9)));
        List<WmpSection> sections = !conforming && v.random().nextInt(4) == 0
                ? List.of(new WmpSection(unknownWord(v), MmGens.raw(v))) : List.of();
        return new WmpLevel(wed6 ? v.comments(" WMP2", " ACKWED V 6.731.01", " Created 01.02.2003") : List.of(),
                wed6 ? OptionalInt.of(v.random().nextBoolean() ? 710 : v.random().nextInt()) : OptionalInt.empty(), counts,
                wed6 && v.random().nextBoolean() ? Optional.of(wed(v, conforming)) : Optional.empty(), sections, items);
    }

    /** WED's palette (256 colours, or another count where allowed) and WAD files, either possibly absent. */
    private static WmpWed wed(GamestudioValues v, boolean conforming) {
        Optional<List<Integer>> palette = Optional.empty();
        if (v.random().nextInt(4) != 0) {
            int n = conforming || v.random().nextBoolean() ? 3 * WmpWed.COLORS : v.random().nextInt(800);
            List<Integer> values = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                values.add(v.random().nextInt(256));
            }
            palette = Optional.of(values);
        }
        Optional<WmpWad> wad = Optional.empty();
        if (v.random().nextBoolean()) {
            List<WmpWad.File> files = new ArrayList<>();
            for (int i = v.upTo(3); i > 0; i--) {
                files.add(new WmpWad.File(v.fileName(), v.finiteNumber()));
            }
            wad = Optional.of(new WmpWad(v.numbers(v.random().nextBoolean() ? 5 : v.upTo(7)), files));
        }
        List<WmpSection> others = !conforming && v.random().nextInt(4) == 0
                ? List.of(new WmpSection(unknownWord(v), MmGens.raw(v))) : List.of();
        return new WmpWed(palette, wad, others);
    }

    /** A keyword mapharness does not know, for sections, items and count lines it must keep as they are. */
    private static RawString unknownWord(GamestudioValues v) {
        RawString w;
        do {
            w = v.name();
        } while (WmpMemberKind.byKeyword(w.text()).isPresent() || RESERVED.contains(w.text()));
        return w;
    }

    private static final List<String> RESERVED = List.of("version", "wed", "palette", "wad", WmpCount.BLOCKS,
            WmpCount.ENTITIES, WmpCount.OBJECTS);

    /** Every block and object as a member of one group (the root), one line per kind. */
    private static void members(GamestudioValues v, List<WmpMembers> lines, List<WmpItem> items, boolean conforming) {
        for (WmpMemberKind k : WmpMemberKind.values()) {
            if (k == WmpMemberKind.GROUP) {
                continue;
            }
            List<Integer> ns = new ArrayList<>();
            for (WmpItem item : items) {
                boolean match = k == WmpMemberKind.BLOCK ? item instanceof WmpBlock
                        : item instanceof WmpObject o && o.memberKind() == k;
                if (match) {
                    ns.add(item.number());
                }
            }
            if (!ns.isEmpty()) {
                lines.add(new WmpMembers(k, ns));
            }
        }
    }

    private static int number(GamestudioValues v, boolean conforming, int sequential) {
        return conforming || v.random().nextInt(6) != 0 ? sequential : v.random().nextInt();
    }
}
