package dev.mapharness.wmp;

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
 * Reads text WMP levels (WED 4–6) as docs/gamestudio-text.md describes them: WED 6's header (comment
 * lines, {@code version}, count lines), its {@code wed} section, then the items. The grammar nests
 * at most three braces deep (the {@code wed} section, an item and a block trailer), read by plain
 * loops; unknown sections and items are kept as tokens, braces counted, never recursed into. Cross
 * references (group members, numbering, the group hierarchy, the count lines) are checked afterwards
 * by {@link WmpChecks}.
 *
 * <p>Strict and lenient reads differ in what they do with what mapharness does not know — an item
 * keyword, a section, a count keyword: a lenient read keeps it with a warning, a strict read refuses
 * it. The layout is recorded always: the header, each count line, each section and each item are one
 * span of the file each.
 */
public final class WmpReader {
    private static final String EXPECTED = "a WMP item (block, level, start, light, sound, model, path or object),"
            + " a count line or a section";

    private WmpReader() {
    }

    /** Reads a whole file; returns a model or throws {@link MapFormatException}. */
    public static Decoded<WmpLevel> read(byte[] bytes, ReadOptions options) {
        TextInput in = new TextInput(bytes);
        Violations violations = new Violations();
        if (in.at(TokenKind.END)) {
            throw in.fail(WmpReadRules.EMPTY_FILE, in.peek(), "", EXPECTED);
        }
        List<RawString> comments = in.commentsBetween(0, in.peek().start());
        OptionalInt version = OptionalInt.empty();
        if (in.atWord("version")) {
            in.next();
            version = OptionalInt.of(in.integer("version"));
        }
        List<Object> parts = new ArrayList<>();
        List<Integer> spanStarts = new ArrayList<>();
        parts.add(new WmpWriter.Header(comments, version));
        spanStarts.add(0);
        List<WmpCount> counts = new ArrayList<>();
        List<Token> countStarts = new ArrayList<>();
        Optional<WmpWed> wed = Optional.empty();
        List<WmpSection> sections = new ArrayList<>();
        List<WmpItem> items = new ArrayList<>();
        List<Token> starts = new ArrayList<>();
        int blocks = 0;
        int objects = 0;
        int groups = 0;
        BlockReader<WmpFace> blockReader = new BlockReader<>(in, violations, BlockReader.Transform.REQUIRED,
                (vertices, texture, uvs, t1, t2, transform, surface) -> new WmpFace(vertices, texture, uvs, t1, t2,
                        transform.orElseThrow(), surface));
        while (!in.at(TokenKind.END)) {
            Token at = in.peek();
            if (at.kind() != TokenKind.WORD || in.atNumber()) {
                throw in.fail(WmpReadRules.ITEM_EXPECTED, at, "", EXPECTED);
            }
            RawString word = in.word("");
            String keyword = word.text();
            if (keyword.equals("version")) {
                // the version line comes before everything else (read with the header); later it would
                // read as a count line or an item no writer could print back as such
                throw in.fail(WmpReadRules.VERSION_LINE_LATE, at, "", "the version line only at the start of the file, before every count line and item");
            }
            Object part;
            if (in.at(TokenKind.OPEN_BRACE)) {
                in.next();
                if (keyword.equals("wed") && wed.isEmpty()) {
                    in.enter("wed");
                    wed = Optional.of(wed(in, violations, options));
                    in.leave();
                    part = wed.get();
                } else {
                    in.enter("sections", sections.size());
                    WmpSection section = new WmpSection(word, unknown(in, violations, options, at, "section " + word));
                    in.leave();
                    sections.add(section);
                    part = section;
                }
            } else {
                Optional<WmpMemberKind> kind = WmpMemberKind.byKeyword(keyword);
                String family = kind.isEmpty() ? "items" : kind.get() == WmpMemberKind.BLOCK ? "blocks"
                        : kind.get() == WmpMemberKind.GROUP ? "groups" : "objects";
                int index = kind.isEmpty() ? items.size() : kind.get() == WmpMemberKind.BLOCK ? blocks
                        : kind.get() == WmpMemberKind.GROUP ? groups : objects;
                in.enter(family, index);
                int number = in.integer("number");
                if (!in.at(TokenKind.OPEN_BRACE)) {
                    in.leave();
                    in.enter("counts", counts.size());
                    WmpCount count = new WmpCount(word, number);
                    if (!WmpChecks.isCountKeyword(keyword)) {
                        unknownAllowed(in, violations, options, at, "count line " + word + " " + number);
                    }
                    counts.add(count);
                    countStarts.add(at);
                    in.leave();
                    // consecutive count lines are one part of the file (WED writes them as one group)
                    if (parts.get(parts.size() - 1) instanceof CountRun run) {
                        run.counts.add(count);
                        continue;
                    }
                    in.enter("counts", counts.size());
                    part = new CountRun(new ArrayList<>(List.of(count)));
                } else {
                    Token open = in.next();
                    WmpItem item;
                    if (kind.isPresent()) {
                        item = item(in, violations, options, blockReader, kind.get(), word, number, open);
                        if (kind.get() == WmpMemberKind.BLOCK) {
                            blocks++;
                        } else if (kind.get() == WmpMemberKind.GROUP) {
                            groups++;
                        } else {
                            objects++;
                        }
                    } else {
                        item = new WmpUnknown(word, number, unknown(in, violations, options, at, "item " + word + " " + number));
                    }
                    items.add(item);
                    starts.add(at);
                    part = item;
                }
                in.leave();
            }
            parts.add(part);
            spanStarts.add(at.start());
        }
        for (int i = 0; i < parts.size(); i++) {
            if (parts.get(i) instanceof CountRun run) {
                parts.set(i, new WmpWriter.Counts(run.counts));
            }
        }
        WmpLevel level = new WmpLevel(comments, version, counts, wed, sections, items);
        WmpChecks.check(level, starts, countStarts, in, violations);
        TextLayout layout = new TextLayout(Format.WMP_TEXT, bytes, level, TextLayout.cut(parts, spanStarts, bytes.length));
        return new Decoded<>(level, violations.toList(), Optional.empty(), Optional.of(layout));
    }

    /** Count lines read one after another, collected into one part. */
    private record CountRun(List<WmpCount> counts) {
    }

    /** What mapharness does not know: refused by a strict read, a warning in a lenient one. */
    private static void unknownAllowed(TextInput in, Violations v, ReadOptions options, Token at, String what) {
        if (options.strict()) {
            throw in.fail(WmpRules.NOT_WRITTEN_BY_WED, at, "", "what WED writes", what + " (a lenient read keeps it)");
        }
        in.violation(v, WmpRules.NOT_WRITTEN_BY_WED, at, "", what + " is not known to be written by WED; kept as written");
    }

    /** The tokens of an unknown section or item after its '{', through its '}'. */
    private static List<RawToken> unknown(TextInput in, Violations v, ReadOptions options, Token at, String what) {
        unknownAllowed(in, v, options, at, what);
        return in.rawUntilClose("");
    }

    /** The inside of {@code wed { … }} after its brace, through its closing brace. */
    private static WmpWed wed(TextInput in, Violations v, ReadOptions options) {
        Optional<List<Integer>> palette = Optional.empty();
        Optional<WmpWad> wad = Optional.empty();
        List<WmpSection> others = new ArrayList<>();
        while (!in.at(TokenKind.CLOSE_BRACE)) {
            Token at = in.peek();
            RawString name = in.word("");
            in.expect(TokenKind.OPEN_BRACE, name.text());
            if (name.text().equals("palette") && palette.isEmpty()) {
                in.enter("palette");
                palette = Optional.of(palette(in, v, at));
                in.leave();
            } else if (name.text().equals("wad") && wad.isEmpty()) {
                in.enter("wad");
                wad = Optional.of(wad(in));
                in.leave();
            } else {
                in.enter("others", others.size());
                others.add(new WmpSection(name, unknown(in, v, options, at, "section wed." + name)));
                in.leave();
            }
        }
        in.next();
        return new WmpWed(palette, wad, others);
    }

    /** Two-digit hex values to the brace; a palette of other than 256 colours is a warning. */
    private static List<Integer> palette(TextInput in, Violations v, Token at) {
        List<Integer> values = new ArrayList<>(3 * WmpWed.COLORS);
        while (!in.at(TokenKind.CLOSE_BRACE)) {
            Token t = in.peek();
            String s = t.kind() == TokenKind.WORD ? in.text(t) : "";
            if (s.isEmpty() || s.length() > 2 || !isHex(s)) {
                throw in.fail(WmpReadRules.PALETTE_VALUE_NOT_HEX, t, "[" + values.size() + "]", "a colour value as one or two hex digits (00 to ff)");
            }
            values.add(Integer.parseInt(s, 16));
            in.next();
        }
        in.next();
        if (values.size() != 3 * WmpWed.COLORS) {
            in.violation(v, WmpRules.PALETTE_SIZE, at, "", values.size() + " colour values; a palette has " + WmpWed.COLORS
                    + " colours of three values each");
        }
        return values;
    }

    private static boolean isHex(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.digit(s.charAt(i), 16) < 0) {
                return false;
            }
        }
        return true;
    }

    /** Numbers, then {@code <file> number} lines, to the brace. */
    private static WmpWad wad(TextInput in) {
        List<Double> settings = new ArrayList<>();
        while (in.atNumber()) {
            in.enter("settings", settings.size());
            settings.add(in.number(""));
            in.leave();
        }
        List<WmpWad.File> files = new ArrayList<>();
        while (!in.at(TokenKind.CLOSE_BRACE)) {
            in.enter("files", files.size());
            files.add(new WmpWad.File(in.fileName("path"), in.number("value")));
            in.leave();
        }
        in.next();
        return new WmpWad(settings, files);
    }

    /**
     * One item after its brace, through its closing brace. An object is read in its layout, with
     * what follows its known values kept in {@code extra}; if it does not read, it is read again as
     * raw tokens and kept whole as a {@link WmpUnknown} (a warning in a lenient read, an error in a
     * strict one: a reader of WED's layout misreads it). Blocks and groups are not values a writer
     * appends: one that does not read fails the file as before.
     */
    private static WmpItem item(TextInput in, Violations v, ReadOptions options, BlockReader<WmpFace> blockReader,
            WmpMemberKind kind, RawString word, int number, Token open) {
        if (kind == WmpMemberKind.BLOCK || kind == WmpMemberKind.GROUP) {
            WmpItem item;
            if (kind == WmpMemberKind.BLOCK) {
                BlockBody<WmpFace> b = blockReader.read();
                item = new WmpBlock(number, b.vertices(), b.faces(), b.trailer());
            } else {
                item = group(in, number, in.commentOnLine(open.end()));
            }
            in.expect(TokenKind.CLOSE_BRACE, "");
            return item;
        }
        TextInput.Mark mark = in.mark();
        int violationsBefore = v.size();
        try {
            WmpItem item = switch (kind) {
                case LEVEL -> level(in, v, number);
                case START -> {
                    RawString name = in.word("name");
                    List<Double> angles = new ArrayList<>();
                    while (in.atNumber()) {
                        in.enter("angles", angles.size());
                        angles.add(in.number(""));
                        in.leave();
                    }
                    yield new WmpStart(number, name, angles, in.extra(v, "start position"));
                }
                case LIGHT -> new WmpLight(number, vec(in, "color"), in.number("range"), in.extra(v, "light"));
                case SOUND -> new WmpSound(number, in.fileName("file"), in.flags("flags", v), in.number("volume"),
                        in.number("pitch"), in.number("time"), in.number("range"), in.extra(v, "sound"));
                case MODEL -> model(in, v, number);
                default -> new WmpPath(number, PathReader.read(in, v), in.extra(v, "path"));
            };
            in.expect(TokenKind.CLOSE_BRACE, "");
            return item;
        } catch (MapFormatException e) {
            v.truncate(violationsBefore);
            List<RawToken> tokens = in.rawAfter(mark, e);
            // one rule either way: strict reads report its default, lenient ones a warning
            v.add(WmpRules.ITEM_LAYOUT_UNKNOWN, options.strict() ? Severity.ERROR : Severity.WARNING, e.offset(),
                    e.field(), "line " + e.line() + ", column " + e.column() + ": " + word.text() + " " + number
                    + " not in any layout mapharness knows (expected " + e.expected() + ", found " + e.found()
                    + "), kept as " + tokens.size() + " raw tokens");
            return new WmpUnknown(word, number, tokens);
        }
    }

    private static WmpLevelSettings level(TextInput in, Violations v, int number) {
        RawString wad = in.fileName("wad");
        RawString palette = in.fileName("palette");
        Vec3 sun = vec(in, "sunAngles");
        RawString script = in.fileName("script");
        Vec3 sunColor = vec(in, "sunColor");
        Vec3 ambient = vec(in, "ambientColor");
        List<Vec3> fog = new ArrayList<>(WmpLevelSettings.FOG_COLORS);
        for (int i = 0; i < WmpLevelSettings.FOG_COLORS; i++) {
            in.enter("fogColors", i);
            fog.add(vec(in, ""));
            in.leave();
        }
        return new WmpLevelSettings(number, wad, palette, sun, script, sunColor, ambient, fog, in.extra(v, "level"));
    }

    private static final List<TailSplit.Slot> MODEL_TAIL = List.of(TailSplit.Slot.FLAGS, TailSplit.Slot.NUMBER,
            TailSplit.Slot.NUMBER, TailSplit.Slot.WORD, TailSplit.Slot.WORD);

    /**
     * Scale, file, name and action, then everything to the brace: skills, then flags, ambient,
     * albedo and the two strings, then anything appended (kept raw). The seed's layout, where the
     * last five are the fixed values, comes first.
     */
    private static WmpModel model(TextInput in, Violations v, int number) {
        Vec3 scale = vec(in, "scale");
        RawString file = in.fileName("file");
        RawString name = in.word("name");
        RawString action = in.word("action");
        List<Token> rest = in.tokensUntilClose("");
        int n = rest.size();
        byte[] b = in.bytes();
        int f = TailSplit.fits(b, rest, 0, n - 5, MODEL_TAIL) ? n - 5 : TailSplit.find(b, rest, 0, MODEL_TAIL, -1);
        if (f < 0) {
            for (int i = 0; i < Math.max(0, n - 5); i++) {
                if (!TailSplit.isNumber(b, rest.get(i))) {
                    throw in.fail(WmpReadRules.MODEL_LAYOUT, rest.get(i), "flags", "skills, then flags, ambient, albedo and two words before '}'");
                }
            }
            throw in.fail(WmpReadRules.MODEL_LAYOUT, n >= 5 ? rest.get(n - 5) : in.peek(), "flags",
                    "skills, then flags, ambient, albedo and two words before '}'");
        }
        List<Double> skills = new ArrayList<>(f);
        in.enter("skills");
        for (int i = 0; i < f; i++) {
            in.enter("", i);
            skills.add(in.numberOf(rest.get(i), ""));
            in.leave();
        }
        in.leave();
        BinaryFlags flags = in.flagsOf(rest.get(f), "flags", v);
        List<RawToken> extra = List.of();
        if (f + 5 < n) {
            in.appendedWarning(v, rest.get(f + 5), n - f - 5, "model");
            extra = in.rawOf(rest.subList(f + 5, n));
        }
        return new WmpModel(number, scale, file, name, action, skills, flags, in.numberOf(rest.get(f + 1), "ambient"),
                in.numberOf(rest.get(f + 2), "albedo"), in.wordOf(rest.get(f + 3), "string1"),
                in.wordOf(rest.get(f + 4), "string2"), extra);
    }

    private static WmpGroup group(TextInput in, int number, Optional<RawString> comment) {
        Vec3 position = parenthesised(in, "position");
        Vec3 angles = parenthesised(in, "angles");
        Vec3 scale = parenthesised(in, "scale");
        List<WmpMembers> lines = new ArrayList<>();
        while (!in.at(TokenKind.CLOSE_BRACE)) {
            Token at = in.peek();
            Optional<WmpMemberKind> kind = at.kind() == TokenKind.WORD ? WmpMemberKind.byKeyword(in.text(at))
                    : Optional.empty();
            in.enter("members", lines.size());
            if (kind.isEmpty()) {
                throw in.fail(WmpReadRules.GROUP_MEMBER_KIND, at, "", "a member kind (object, block, level, start, light, sound, model, path) or '}'");
            }
            in.skip();
            List<Integer> numbers = new ArrayList<>();
            while (numbers.isEmpty() || in.at(TokenKind.COMMA) || in.atNumber()) {
                if (!numbers.isEmpty() && in.at(TokenKind.COMMA)) {
                    in.skip();
                }
                in.enter("", numbers.size());
                numbers.add(in.integer(""));
                in.leave();
            }
            in.leave();
            lines.add(new WmpMembers(kind.get(), numbers));
        }
        return new WmpGroup(number, comment, position, angles, scale, lines);
    }

    private static Vec3 vec(TextInput in, String field) {
        in.enter(field);
        Vec3 v = new Vec3(in.number("x"), in.number("y"), in.number("z"));
        in.leave();
        return v;
    }

    private static Vec3 parenthesised(TextInput in, String field) {
        in.expect(TokenKind.OPEN_PAREN, field);
        Vec3 v = vec(in, field);
        in.expect(TokenKind.CLOSE_PAREN, field);
        return v;
    }
}
