package dev.mapharness.mm;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.BlockBody;
import dev.mapharness.text.BlockReader;
import dev.mapharness.text.PathReader;
import dev.mapharness.text.RawToken;
import dev.mapharness.text.TailSplit;
import dev.mapharness.text.TextInput;
import dev.mapharness.text.TextLayout;
import dev.mapharness.text.Token;
import dev.mapharness.text.TokenKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads {@code $$M} files as wmpio writes them (docs/gamestudio-text.md): comment lines, an optional
 * {@code version N} line, then items {@code { TYPE … }}. Known types are read field by field in
 * wmpio's layout; the undocumented tail of type 8 and whole items of unknown type are kept as
 * tokens (braces counted, never recursed into). An unknown type is a warning in a lenient read and
 * refused by a strict one, since only lenient mode keeps what it does not understand.
 *
 * <p>The layout is recorded always: the header and each item are one span of the file each.
 */
public final class MmReader {
    private MmReader() {
    }

    /** Reads a whole file; returns a model or throws {@link MapFormatException}. */
    public static Decoded<MmLevel> read(byte[] bytes, ReadOptions options) {
        TextInput in = new TextInput(bytes);
        Violations violations = new Violations();
        List<RawString> comments = in.commentsBetween(0, in.peek().start());
        OptionalInt version = OptionalInt.empty();
        if (in.atWord("version")) {
            in.next();
            version = OptionalInt.of(in.integer("version"));
        }
        if (in.at(TokenKind.END) && version.isEmpty()) {
            throw in.fail(MmReadRules.EMPTY_FILE, in.peek(), "items", "a version line or '{' starting an item");
        }
        List<MmItem> items = new ArrayList<>();
        MapBuilderHabits habits = new MapBuilderHabits();
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        while (!in.at(TokenKind.END)) {
            in.enter("items", items.size());
            int start = in.peekStart();
            in.expect(TokenKind.OPEN_BRACE, "");
            starts.add(start);
            Token typeAt = in.peek();
            int type = in.integer("type");
            items.add(item(in, violations, options, type, typeAt, habits));
            in.leave();
        }
        habits.report(violations);
        MmLevel level = new MmLevel(comments, version, items);
        List<Object> parts = new ArrayList<>(items.size() + 1);
        parts.add(new MmWriter.Header(comments, version));
        parts.addAll(items);
        TextLayout layout = new TextLayout(Format.GAMESTUDIO_MAP, bytes, level, TextLayout.cut(parts, starts, bytes.length));
        return new Decoded<>(level, violations.toList(), Optional.empty(), Optional.of(layout));
    }

    /**
     * One item after its type, through its closing brace. A known type is read in its layout, with
     * what follows its known values kept in {@code extra}; if it does not read, it is read again
     * as raw tokens and kept whole (a warning in a lenient read, an error in a strict one: a reader
     * of wmpio's layout misreads it). The world item is the exception: its blocks are not values a
     * writer appends, and a block that does not read fails the file as before.
     */
    private static MmItem item(TextInput in, Violations v, ReadOptions options, int type, Token typeAt,
            MapBuilderHabits habits) {
        if (type == MmRegion.TYPE) {
            return new MmRegion(in.word("name"), in.rawUntilClose("rest"));
        }
        if (type < MmWorld.TYPE || type > MmRegion.TYPE) {
            if (options.strict()) {
                throw in.fail(MmRules.ITEM_TYPE_UNKNOWN, typeAt, "type", "a known item type (0 to 8)", "type " + type
                        + " (a lenient read keeps it as tokens)");
            }
            List<RawToken> tokens = in.rawUntilClose("");
            in.violation(v, MmRules.ITEM_TYPE_UNKNOWN, typeAt, "type", "unknown item type " + type + ", kept as "
                    + tokens.size() + " tokens");
            return new MmUnknown(type, tokens);
        }
        if (type == MmWorld.TYPE) {
            return world(in, v);
        }
        TextInput.Mark mark = in.mark();
        int violationsBefore = v.size();
        try {
            MmItem item = switch (type) {
                case MmPosition.TYPE -> new MmPosition(vec(in, "position"), vec(in, "angles"), in.word("name"),
                        in.extra(v, "start position"));
                case MmLight.TYPE -> new MmLight(vec(in, "position"), vec(in, "angles"), vec(in, "color"),
                        in.number("range"), in.flags("flags", v), in.extra(v, "light"));
                case MmStaticEntity.TYPE -> staticEntity(in, v);
                case MmSound.TYPE -> new MmSound(vec(in, "position"), in.word("file"), in.flags("flags", v),
                        in.number("volume"), in.number("pitch"), in.number("time"), in.number("range"),
                        in.extra(v, "sound"));
                case MmSun.TYPE -> sun(in, v, typeAt);
                case MmPath.TYPE -> new MmPath(PathReader.read(in, v), in.extra(v, "path"));
                default -> entity(in, v, habits);
            };
            in.expect(TokenKind.CLOSE_BRACE, "");
            return item;
        } catch (MapFormatException e) {
            v.truncate(violationsBefore);
            List<RawToken> tokens = in.rawAfter(mark, e);
            // one rule either way: strict reads report its default, lenient ones a warning
            v.add(MmRules.ITEM_LAYOUT_UNKNOWN, options.strict() ? Severity.ERROR : Severity.WARNING, e.offset(),
                    e.field(), "line " + e.line() + ", column " + e.column() + ": type " + type
                    + " item not in any layout mapharness knows (expected " + e.expected() + ", found " + e.found()
                    + "), kept as " + tokens.size() + " raw tokens");
            return new MmUnknown(type, tokens);
        }
    }

    private static MmWorld world(TextInput in, Violations v) {
        RawString wad = in.word("wad");
        RawString palette = in.word("palette");
        List<MmBlock> blocks = new ArrayList<>();
        BlockReader<MmFace> reader = new BlockReader<>(in, v, BlockReader.Transform.OPTIONAL, MmFace::new);
        while (in.at(TokenKind.OPEN_BRACE)) {
            in.enter("blocks", blocks.size());
            in.skip();
            BlockBody<MmFace> b = reader.read();
            in.expect(TokenKind.CLOSE_BRACE, "");
            in.leave();
            blocks.add(new MmBlock(b.vertices(), b.faces(), b.trailer()));
        }
        List<RawToken> extra = in.extra(v, "world item");
        in.expect(TokenKind.CLOSE_BRACE, "");
        return new MmWorld(wad, palette, blocks, extra);
    }

    /** The numbers to the brace (wmpio writes two); what follows the first other token is kept raw. */
    private static MmSun sun(TextInput in, Violations v, Token typeAt) {
        List<Double> values = new ArrayList<>(MmSun.WED_VALUES);
        while (in.atNumber()) {
            in.enter("values", values.size());
            values.add(in.number(""));
            in.leave();
        }
        if (values.size() != MmSun.WED_VALUES) {
            in.violation(v, MmRules.SUN_VALUE_COUNT, typeAt, "values", "a sun item with " + values.size()
                    + " numbers; wmpio writes " + MmSun.WED_VALUES);
        }
        return new MmSun(values, in.extra(v, "sun item"));
    }

    private static final List<TailSplit.Slot> STATIC_TAIL = List.of(TailSplit.Slot.FLAGS, TailSplit.Slot.NUMBER);
    private static final List<TailSplit.Slot> ENTITY_TAIL = List.of(TailSplit.Slot.FLAGS, TailSplit.Slot.NUMBER,
            TailSplit.Slot.NUMBER, TailSplit.Slot.NUMBER, TailSplit.Slot.NUMBER);

    /** Transform, file, name, then to the brace: action skills… flags ambient, then anything appended. */
    private static MmStaticEntity staticEntity(TextInput in, Violations v) {
        Vec3 position = vec(in, "position");
        Vec3 angles = vec(in, "angles");
        Vec3 scale = vec(in, "scale");
        RawString file = in.word("file");
        RawString name = in.word("name");
        List<Token> rest = in.tokensUntilClose("");
        int n = rest.size();
        if (n < 3) {
            throw in.fail(MmReadRules.ENTITY_LAYOUT, in.peek(), n == 0 ? "action" : "flags", "an action, skills, flags and ambient before '}'");
        }
        RawString action = in.wordOf(rest.get(0), "action");
        byte[] b = in.bytes();
        int f = TailSplit.fits(b, rest, 1, n - 2, STATIC_TAIL) ? n - 2
                : TailSplit.find(b, rest, 1, STATIC_TAIL, MmStaticEntity.WED_SKILLS);
        if (f < 0) {
            failAtNonNumber(in, rest, 1, n - 2, "flags", "skills, then flags and ambient before '}'");
        }
        List<Double> skills = skills(in, rest, 1, f);
        BinaryFlags flags = in.flagsOf(rest.get(f), "flags", v);
        double ambient = in.numberOf(rest.get(f + 1), "ambient");
        List<RawToken> extra = appended(in, v, rest, f + 2, "static entity");
        return new MmStaticEntity(position, angles, scale, file, name, action, skills, flags, ambient, extra);
    }

    /**
     * Transform, file, name, action, then to the brace: skills… flags ambient albedo target path, a
     * material if a name follows, then anything appended (MapBuilder's shadow sprite name).
     */
    private static MmEntity entity(TextInput in, Violations v, MapBuilderHabits habits) {
        Vec3 position = vec(in, "position");
        Vec3 angles = vec(in, "angles");
        Vec3 scale = vec(in, "scale");
        RawString file = in.word("file");
        RawString name = in.word("name");
        RawString action = in.word("action");
        List<Token> rest = in.tokensUntilClose("");
        int n = rest.size();
        byte[] b = in.bytes();
        int f;
        // wmpio's two layouts first (with a material line and without), then any place that fits
        if (n >= 6 && TailSplit.isName(b, rest.get(n - 1)) && TailSplit.fits(b, rest, 0, n - 6, ENTITY_TAIL)) {
            f = n - 6;
        } else if (TailSplit.fits(b, rest, 0, n - 5, ENTITY_TAIL)) {
            f = n - 5;
        } else {
            f = TailSplit.find(b, rest, 0, ENTITY_TAIL, MmEntity.WED_SKILLS);
        }
        if (f < 0) {
            failAtNonNumber(in, rest, 0, n - 5, "flags", "skills, then flags, ambient, albedo, target and path before '}'");
        }
        in.enter("skills");
        List<Double> skills = skills(in, rest, 0, f);
        in.leave();
        BinaryFlags flags = in.flagsOf(rest.get(f), "flags", v);
        int m = f + 5;
        Optional<RawString> material = Optional.empty();
        if (m < n && TailSplit.isName(b, rest.get(m))) {
            material = Optional.of(in.wordOf(rest.get(m), "material"));
            habits.material(rest.get(m), material.get(), in);
            m++;
        }
        List<RawToken> extra;
        if (m < n && material.isPresent() && habits.strings(in, rest, m)) {
            extra = in.rawOf(rest.subList(m, n));
        } else {
            extra = appended(in, v, rest, m, "entity");
        }
        return new MmEntity(position, angles, scale, file, name, action, skills, flags,
                in.numberOf(rest.get(f + 1), "ambient"), in.numberOf(rest.get(f + 2), "albedo"),
                in.numberOf(rest.get(f + 3), "target"), in.numberOf(rest.get(f + 4), "path"), material, extra);
    }

    private static List<Double> skills(TextInput in, List<Token> rest, int from, int to) {
        List<Double> skills = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            in.enter("skills", i - from);
            skills.add(in.numberOf(rest.get(i), ""));
            in.leave();
        }
        return skills;
    }

    /** Tokens {@code from} on, kept as written with a warning. */
    private static List<RawToken> appended(TextInput in, Violations v, List<Token> rest, int from, String item) {
        if (from >= rest.size()) {
            return List.of();
        }
        in.appendedWarning(v, rest.get(from), rest.size() - from, item);
        return in.rawOf(rest.subList(from, rest.size()));
    }

    /**
     * Fails naming the first token that breaks the layout: the first non-number where skills stand,
     * else the place where the flags should be.
     */
    private static void failAtNonNumber(TextInput in, List<Token> rest, int from, int flagsAt, String field,
            String expected) {
        byte[] b = in.bytes();
        for (int i = from; i < Math.min(flagsAt, rest.size()); i++) {
            if (!TailSplit.isNumber(b, rest.get(i))) {
                throw in.fail(MmReadRules.ENTITY_LAYOUT, rest.get(i), field, expected);
            }
        }
        throw in.fail(MmReadRules.ENTITY_LAYOUT, flagsAt >= 0 && flagsAt < rest.size() ? rest.get(flagsAt) : in.peek(), field, expected);
    }

    private static Vec3 vec(TextInput in, String field) {
        in.enter(field);
        Vec3 v = new Vec3(in.number("x"), in.number("y"), in.number("z"));
        in.leave();
        return v;
    }
}
