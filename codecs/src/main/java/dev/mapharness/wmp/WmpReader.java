package dev.mapharness.wmp;

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
import dev.mapharness.text.TextInput;
import dev.mapharness.text.Token;
import dev.mapharness.text.TokenKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads text WMP levels (WED 4–6). The grammar nests at most three braces deep (item, block
 * trailer), read by plain loops; extra braces are an error at the first one. Cross references
 * (group members, numbering, the group hierarchy) are checked afterwards by {@link WmpChecks}.
 *
 * <p>Strict and lenient reads differ in nothing yet: WMP has no bytes that only lenient mode keeps.
 * Comments and spacing are not kept.
 */
public final class WmpReader {
    private WmpReader() {
    }

    /** Reads a whole file; returns a model or throws {@link MapFormatException}. */
    public static Decoded<WmpLevel> read(byte[] bytes, ReadOptions options) {
        TextInput in = new TextInput(bytes);
        Violations violations = new Violations();
        List<WmpItem> items = new ArrayList<>();
        List<Token> starts = new ArrayList<>();
        int blocks = 0;
        int objects = 0;
        int groups = 0;
        if (in.at(TokenKind.END)) {
            throw in.fail(in.peek(), "", "a WMP item (block, level, start, light, sound, model, path or object)");
        }
        while (!in.at(TokenKind.END)) {
            Token at = in.peek();
            String keyword = at.kind() == TokenKind.WORD ? in.text(at) : "";
            Optional<WmpMemberKind> kind = WmpMemberKind.byKeyword(keyword);
            if (kind.isEmpty()) {
                throw in.fail(at, "", "a WMP item (block, level, start, light, sound, model, path or object)");
            }
            in.next();
            WmpMemberKind k = kind.get();
            if (k == WmpMemberKind.BLOCK) {
                in.enter("blocks", blocks++);
            } else if (k == WmpMemberKind.GROUP) {
                in.enter("groups", groups++);
            } else {
                in.enter("objects", objects++);
            }
            int number = in.integer("number");
            in.expect(TokenKind.OPEN_BRACE, "");
            items.add(item(in, violations, k, number));
            in.expect(TokenKind.CLOSE_BRACE, "");
            in.leave();
            starts.add(at);
        }
        WmpLevel level = new WmpLevel(items);
        WmpChecks.check(level, starts, in, violations);
        return new Decoded<>(level, violations.toList(), Optional.empty());
    }

    private static WmpItem item(TextInput in, Violations v, WmpMemberKind kind, int number) {
        return switch (kind) {
            case BLOCK -> {
                BlockBody b = BlockReader.read(in, v, BlockReader.Transform.REQUIRED);
                List<WmpFace> faces = new ArrayList<>(b.faces().size());
                b.faces().forEach(f -> faces.add(new WmpFace(f.vertices(), f.texture(), f.t1(), f.t2(),
                        f.transform().orElseThrow(), f.surface())));
                yield new WmpBlock(number, b.vertices(), faces, b.trailer());
            }
            case LEVEL -> level(in, number);
            case START -> {
                RawString name = in.word("name");
                List<Double> angles = new ArrayList<>();
                while (!in.at(TokenKind.CLOSE_BRACE)) {
                    angles.add(in.number("angles[" + angles.size() + "]"));
                }
                yield new WmpStart(number, name, angles);
            }
            case LIGHT -> new WmpLight(number, vec(in, "color"), in.number("range"));
            case SOUND -> new WmpSound(number, in.fileName("file"), in.flags("flags", v), in.number("volume"),
                    in.number("pitch"), in.number("time"), in.number("range"));
            case MODEL -> model(in, v, number);
            case PATH -> new WmpPath(number, PathReader.read(in, v));
            case GROUP -> group(in, number);
        };
    }

    private static WmpLevelSettings level(TextInput in, int number) {
        RawString wad = in.fileName("wad");
        RawString palette = in.fileName("palette");
        Vec3 sun = vec(in, "sunAngles");
        RawString script = in.fileName("script");
        Vec3 sunColor = vec(in, "sunColor");
        Vec3 ambient = vec(in, "ambientColor");
        List<Vec3> fog = new ArrayList<>(WmpLevelSettings.FOG_COLORS);
        for (int i = 0; i < WmpLevelSettings.FOG_COLORS; i++) {
            fog.add(vec(in, "fogColors[" + i + "]"));
        }
        return new WmpLevelSettings(number, wad, palette, sun, script, sunColor, ambient, fog);
    }

    /**
     * Scale, file, name and action, then everything to the brace: the last five are flags,
     * ambient, albedo and the two strings, what comes before them the skills.
     */
    private static WmpModel model(TextInput in, Violations v, int number) {
        Vec3 scale = vec(in, "scale");
        RawString file = in.fileName("file");
        RawString name = in.word("name");
        RawString action = in.word("action");
        List<Token> rest = in.tokensUntilClose("");
        int n = rest.size();
        if (n < 5) {
            throw in.fail(in.peek(), "flags", "skills, then flags, ambient, albedo and two words before '}'");
        }
        List<Double> skills = new ArrayList<>(n - 5);
        for (int i = 0; i < n - 5; i++) {
            skills.add(in.numberOf(rest.get(i), "skills[" + i + "]"));
        }
        BinaryFlags flags = in.flagsOf(rest.get(n - 5), "flags", v);
        return new WmpModel(number, scale, file, name, action, skills, flags, in.numberOf(rest.get(n - 4), "ambient"),
                in.numberOf(rest.get(n - 3), "albedo"), in.wordOf(rest.get(n - 2), "string1"),
                in.wordOf(rest.get(n - 1), "string2"));
    }

    private static WmpGroup group(TextInput in, int number) {
        Vec3 position = parenthesised(in, "position");
        Vec3 angles = parenthesised(in, "angles");
        Vec3 scale = parenthesised(in, "scale");
        List<WmpMembers> lines = new ArrayList<>();
        while (!in.at(TokenKind.CLOSE_BRACE)) {
            Token at = in.peek();
            String field = "members[" + lines.size() + "]";
            Optional<WmpMemberKind> kind = at.kind() == TokenKind.WORD ? WmpMemberKind.byKeyword(in.text(at))
                    : Optional.empty();
            if (kind.isEmpty()) {
                throw in.fail(at, field, "a member kind (object, block, level, start, light, sound, model, path) or '}'");
            }
            in.next();
            List<Integer> numbers = new ArrayList<>();
            numbers.add(in.integer(field + "[0]"));
            while (in.at(TokenKind.COMMA) || in.atNumber()) {
                if (in.at(TokenKind.COMMA)) {
                    in.next();
                }
                numbers.add(in.integer(field + "[" + numbers.size() + "]"));
            }
            lines.add(new WmpMembers(kind.get(), numbers));
        }
        return new WmpGroup(number, position, angles, scale, lines);
    }

    private static Vec3 vec(TextInput in, String field) {
        return new Vec3(in.number(field + ".x"), in.number(field + ".y"), in.number(field + ".z"));
    }

    private static Vec3 parenthesised(TextInput in, String field) {
        in.expect(TokenKind.OPEN_PAREN, field);
        Vec3 v = vec(in, field);
        in.expect(TokenKind.CLOSE_PAREN, field);
        return v;
    }
}
