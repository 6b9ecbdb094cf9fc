package dev.mapharness.mm;

import dev.mapharness.format.Severity;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.BlockBody;
import dev.mapharness.text.BlockReader;
import dev.mapharness.text.PathReader;
import dev.mapharness.text.RawToken;
import dev.mapharness.text.TextInput;
import dev.mapharness.text.Token;
import dev.mapharness.text.TokenKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads {@code $$M} files: an optional {@code version N} line, then items {@code { TYPE … }}.
 * Known types are read field by field; the undocumented tails of types 5 and 8 and whole items of
 * unknown type are kept as tokens (braces counted, never recursed into). An unknown type is a
 * violation; a strict read refuses it, since only lenient mode keeps what it does not understand.
 */
public final class MmReader {
    private MmReader() {
    }

    /** Reads a whole file; returns a model or throws {@link MapFormatException}. */
    public static Decoded<MmLevel> read(byte[] bytes, ReadOptions options) {
        TextInput in = new TextInput(bytes);
        Violations violations = new Violations();
        OptionalInt version = OptionalInt.empty();
        if (in.atWord("version")) {
            in.next();
            version = OptionalInt.of(in.integer("version"));
        }
        if (in.at(TokenKind.END) && version.isEmpty()) {
            throw in.fail(in.peek(), "items", "a version line or '{' starting an item");
        }
        List<MmItem> items = new ArrayList<>();
        while (!in.at(TokenKind.END)) {
            in.enter("items", items.size());
            in.expect(TokenKind.OPEN_BRACE, "");
            Token typeAt = in.peek();
            int type = in.integer("type");
            items.add(item(in, violations, options, type, typeAt));
            in.leave();
        }
        return new Decoded<>(new MmLevel(version, items), violations.toList(), Optional.empty());
    }

    /** One item after its type, through its closing brace. */
    private static MmItem item(TextInput in, Violations v, ReadOptions options, int type, Token typeAt) {
        MmItem item;
        switch (type) {
            case MmWorld.TYPE -> item = world(in, v);
            case MmPosition.TYPE -> item = new MmPosition(vec(in, "position"), vec(in, "angles"), in.word("name"));
            case MmLight.TYPE -> item = new MmLight(vec(in, "position"), vec(in, "color"), in.number("range"));
            case MmStaticEntity.TYPE -> item = staticEntity(in, v);
            case MmSound.TYPE -> item = new MmSound(vec(in, "position"), in.word("file"), in.flags("flags", v),
                    in.number("volume"), in.number("pitch"), in.number("time"), in.number("range"));
            case MmSun.TYPE -> {
                return new MmSun(vec(in, "angles"), in.rawUntilClose("rest"));
            }
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
                in.violation(v, Severity.WARNING, typeAt, "type", "unknown item type " + type + ", kept as " + tokens.size() + " tokens");
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
        while (in.at(TokenKind.OPEN_BRACE)) {
            in.enter("blocks", blocks.size());
            in.next();
            BlockBody b = BlockReader.read(in, v, BlockReader.Transform.OPTIONAL);
            List<MmFace> faces = new ArrayList<>(b.faces().size());
            b.faces().forEach(f -> faces.add(new MmFace(f.vertices(), f.texture(), f.t1(), f.t2(), f.transform(),
                    f.surface())));
            in.expect(TokenKind.CLOSE_BRACE, "");
            in.leave();
            blocks.add(new MmBlock(b.vertices(), faces, b.trailer()));
        }
        return new MmWorld(wad, palette, blocks);
    }

    /** Transform, file, name, then to the brace: [action skills…] flags ambient albedo. */
    private static MmStaticEntity staticEntity(TextInput in, Violations v) {
        Vec3 position = vec(in, "position");
        Vec3 angles = vec(in, "angles");
        Vec3 scale = vec(in, "scale");
        RawString file = in.word("file");
        RawString name = in.word("name");
        List<Token> rest = in.tokensUntilClose("");
        int n = rest.size();
        if (n < 3) {
            throw in.fail(in.peek(), "flags", "flags, ambient and albedo before '}'");
        }
        Optional<RawString> action = n > 3 ? Optional.of(in.wordOf(rest.get(0), "action")) : Optional.empty();
        List<Double> skills = new ArrayList<>();
        for (int i = 1; i < n - 3; i++) {
            skills.add(in.numberOf(rest.get(i), "skills[" + (i - 1) + "]"));
        }
        BinaryFlags flags = in.flagsOf(rest.get(n - 3), "flags", v);
        return new MmStaticEntity(position, angles, scale, file, name, action, skills, flags,
                in.numberOf(rest.get(n - 2), "ambient"), in.numberOf(rest.get(n - 1), "albedo"));
    }

    /** Transform, file, name, action, then to the brace: skills… flags ambient albedo target path. */
    private static MmEntity entity(TextInput in, Violations v) {
        Vec3 position = vec(in, "position");
        Vec3 angles = vec(in, "angles");
        Vec3 scale = vec(in, "scale");
        RawString file = in.word("file");
        RawString name = in.word("name");
        RawString action = in.word("action");
        List<Token> rest = in.tokensUntilClose("");
        int n = rest.size();
        if (n < 5) {
            throw in.fail(in.peek(), "flags", "skills, then flags, ambient, albedo, target and path before '}'");
        }
        List<Double> skills = new ArrayList<>(n - 5);
        for (int i = 0; i < n - 5; i++) {
            skills.add(in.numberOf(rest.get(i), "skills[" + i + "]"));
        }
        BinaryFlags flags = in.flagsOf(rest.get(n - 5), "flags", v);
        return new MmEntity(position, angles, scale, file, name, action, skills, flags,
                in.numberOf(rest.get(n - 4), "ambient"), in.numberOf(rest.get(n - 3), "albedo"),
                in.numberOf(rest.get(n - 2), "target"), in.numberOf(rest.get(n - 1), "path"));
    }

    private static Vec3 vec(TextInput in, String field) {
        return new Vec3(in.number(field + ".x"), in.number(field + ".y"), in.number(field + ".z"));
    }
}
