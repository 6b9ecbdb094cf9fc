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
import dev.mapharness.text.TextInput;
import dev.mapharness.text.TextLayout;
import dev.mapharness.text.TextNumbers;
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
            throw in.fail(in.peek(), "items", "a version line or '{' starting an item");
        }
        List<MmItem> items = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        while (!in.at(TokenKind.END)) {
            in.enter("items", items.size());
            int start = in.peekStart();
            in.expect(TokenKind.OPEN_BRACE, "");
            starts.add(start);
            Token typeAt = in.peek();
            int type = in.integer("type");
            items.add(item(in, violations, options, type, typeAt));
            in.leave();
        }
        MmLevel level = new MmLevel(comments, version, items);
        List<Object> parts = new ArrayList<>(items.size() + 1);
        parts.add(new MmWriter.Header(comments, version));
        parts.addAll(items);
        TextLayout layout = new TextLayout(Format.GAMESTUDIO_MAP, bytes, level, TextLayout.cut(parts, starts, bytes.length));
        return new Decoded<>(level, violations.toList(), Optional.empty(), Optional.of(layout));
    }

    /** One item after its type, through its closing brace. */
    private static MmItem item(TextInput in, Violations v, ReadOptions options, int type, Token typeAt) {
        MmItem item;
        switch (type) {
            case MmWorld.TYPE -> item = world(in, v);
            case MmPosition.TYPE -> item = new MmPosition(vec(in, "position"), vec(in, "angles"), in.word("name"));
            case MmLight.TYPE -> item = new MmLight(vec(in, "position"), vec(in, "angles"), vec(in, "color"),
                    in.number("range"), in.flags("flags", v));
            case MmStaticEntity.TYPE -> item = staticEntity(in, v);
            case MmSound.TYPE -> item = new MmSound(vec(in, "position"), in.word("file"), in.flags("flags", v),
                    in.number("volume"), in.number("pitch"), in.number("time"), in.number("range"));
            case MmSun.TYPE -> item = sun(in, v, typeAt);
            case MmPath.TYPE -> item = new MmPath(PathReader.read(in, v));
            case MmEntity.TYPE -> item = entity(in, v);
            case MmRegion.TYPE -> {
                return new MmRegion(in.word("name"), in.rawUntilClose("rest"));
            }
            default -> {
                if (options.strict()) {
                    throw in.fail(typeAt, "type", "a known item type (0 to 8)", "type " + type
                            + " (a lenient read keeps it as tokens)");
                }
                List<RawToken> tokens = in.rawUntilClose("");
                in.violation(v, Severity.WARNING, typeAt, "type", "unknown item type " + type + ", kept as "
                        + tokens.size() + " tokens");
                return new MmUnknown(type, tokens);
            }
        }
        in.expect(TokenKind.CLOSE_BRACE, "");
        return item;
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
        return new MmWorld(wad, palette, blocks);
    }

    /** The numbers to the brace; wmpio writes two. */
    private static MmSun sun(TextInput in, Violations v, Token typeAt) {
        List<Double> values = new ArrayList<>(MmSun.WED_VALUES);
        while (!in.at(TokenKind.CLOSE_BRACE)) {
            in.enter("values", values.size());
            values.add(in.number(""));
            in.leave();
        }
        if (values.size() != MmSun.WED_VALUES) {
            in.violation(v, Severity.WARNING, typeAt, "values", "a sun item with " + values.size()
                    + " numbers; wmpio writes " + MmSun.WED_VALUES);
        }
        return new MmSun(values);
    }

    /** Transform, file, name, then to the brace: action skills… flags ambient. */
    private static MmStaticEntity staticEntity(TextInput in, Violations v) {
        Vec3 position = vec(in, "position");
        Vec3 angles = vec(in, "angles");
        Vec3 scale = vec(in, "scale");
        RawString file = in.word("file");
        RawString name = in.word("name");
        List<Token> rest = in.tokensUntilClose("");
        int n = rest.size();
        if (n < 3) {
            throw in.fail(in.peek(), n == 0 ? "action" : "flags", "an action, skills, flags and ambient before '}'");
        }
        RawString action = in.wordOf(rest.get(0), "action");
        List<Double> skills = new ArrayList<>(n - 3);
        for (int i = 1; i < n - 2; i++) {
            in.enter("skills", i - 1);
            skills.add(in.numberOf(rest.get(i), ""));
            in.leave();
        }
        BinaryFlags flags = in.flagsOf(rest.get(n - 2), "flags", v);
        return new MmStaticEntity(position, angles, scale, file, name, action, skills, flags,
                in.numberOf(rest.get(n - 1), "ambient"));
    }

    /**
     * Transform, file, name, action, then to the brace: skills… flags ambient albedo target path,
     * and a material if the last token is a name, not a number.
     */
    private static MmEntity entity(TextInput in, Violations v) {
        Vec3 position = vec(in, "position");
        Vec3 angles = vec(in, "angles");
        Vec3 scale = vec(in, "scale");
        RawString file = in.word("file");
        RawString name = in.word("name");
        RawString action = in.word("action");
        List<Token> rest = in.tokensUntilClose("");
        Optional<RawString> material = Optional.empty();
        int n = rest.size();
        if (n > 0 && rest.get(n - 1).kind() == TokenKind.WORD && !isNumber(in, rest.get(n - 1))) {
            material = Optional.of(in.wordOf(rest.get(n - 1), "material"));
            n--;
        }
        if (n < 5) {
            throw in.fail(in.peek(), "flags", "skills, then flags, ambient, albedo, target and path before '}'");
        }
        List<Double> skills = new ArrayList<>(n - 5);
        for (int i = 0; i < n - 5; i++) {
            in.enter("skills", i);
            skills.add(in.numberOf(rest.get(i), ""));
            in.leave();
        }
        BinaryFlags flags = in.flagsOf(rest.get(n - 5), "flags", v);
        return new MmEntity(position, angles, scale, file, name, action, skills, flags,
                in.numberOf(rest.get(n - 4), "ambient"), in.numberOf(rest.get(n - 3), "albedo"),
                in.numberOf(rest.get(n - 2), "target"), in.numberOf(rest.get(n - 1), "path"), material);
    }

    private static boolean isNumber(TextInput in, Token t) {
        return TextNumbers.isNumber(in.bytes(), t.start(), t.end());
    }

    private static Vec3 vec(TextInput in, String field) {
        in.enter(field);
        Vec3 v = new Vec3(in.number("x"), in.number("y"), in.number("z"));
        in.leave();
        return v;
    }
}
