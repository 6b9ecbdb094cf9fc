package dev.mapharness.fuzz.build;

import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.fileName;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.flags;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.number;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.numbers;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.vec;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.word;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.bytes.RawString;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpCount;
import dev.mapharness.wmp.WmpFace;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLevelSettings;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpMembers;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmp.WmpPath;
import dev.mapharness.wmp.WmpSound;
import dev.mapharness.wmp.WmpSection;
import dev.mapharness.wmp.WmpStart;
import dev.mapharness.wmp.WmpUnknown;
import dev.mapharness.wmp.WmpWad;
import dev.mapharness.wmp.WmpWed;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Small text WMP levels from fuzzer data: WED 6's header (comments, version, count lines with any
 * keyword) and {@code wed} section or not, up to 12 items of every kind in any order (unknown ones
 * too), numbered in sequence or not, blocks with faces, groups with and without name comments
 * whose member lines name anything (empty lines too, for the writer to refuse).
 */
public final class FuzzedWmpLevels {
    private FuzzedWmpLevels() {
    }

    public static WmpLevel build(FuzzedDataProvider data) {
        List<WmpItem> items = new ArrayList<>();
        int sequential = 0;
        for (int i = data.consumeInt(0, 12); i > 0; i--) {
            int number = data.consumeBoolean() ? sequential++ : data.consumeInt();
            items.add(switch (data.consumeInt(0, 8)) {
                case 0 -> block(data, number);
                case 1 -> new WmpLevelSettings(number, fileName(data), fileName(data), vec(data), fileName(data), vec(data),
                        vec(data), List.of(vec(data), vec(data), vec(data), vec(data)));
                case 2 -> new WmpStart(number, word(data), numbers(data, 3));
                case 3 -> new WmpLight(number, vec(data), number(data), FuzzedGamestudioParts.rawTokens(data));
                case 4 -> new WmpSound(number, fileName(data), flags(data), number(data), number(data), number(data),
                        number(data));
                case 5 -> new WmpModel(number, vec(data), fileName(data), word(data), word(data), numbers(data, 10),
                        flags(data), number(data), number(data), word(data), word(data),
                        FuzzedGamestudioParts.rawTokens(data));
                case 6 -> new WmpPath(number, FuzzedGamestudioParts.path(data));
                case 7 -> new WmpUnknown(word(data), number, FuzzedGamestudioParts.rawTokens(data));
                default -> group(data, number);
            });
        }
        if (data.consumeBoolean()) {
            return new WmpLevel(items);
        }
        List<RawString> comments = new ArrayList<>();
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
            comments.add(FuzzedGamestudioParts.comment(data));
        }
        List<WmpCount> counts = new ArrayList<>();
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
            counts.add(new WmpCount(data.consumeBoolean() ? RawString.of(data.pickValue(new String[] {WmpCount.BLOCKS,
                WmpCount.ENTITIES, WmpCount.OBJECTS})) : word(data), data.consumeInt()));
        }
        Optional<WmpWed> wed = Optional.empty();
        if (data.consumeBoolean()) {
            List<Integer> palette = new ArrayList<>();
            for (int i = data.consumeInt(0, 12); i > 0; i--) {
                palette.add(data.consumeInt(-1, 256));
            }
            List<WmpWad.File> files = List.of(new WmpWad.File(fileName(data), number(data)));
            wed = Optional.of(new WmpWed(data.consumeBoolean() ? Optional.of(palette) : Optional.empty(),
                    data.consumeBoolean() ? Optional.of(new WmpWad(numbers(data, 5), files)) : Optional.empty(),
                    data.consumeBoolean() ? List.of(new WmpSection(word(data), FuzzedGamestudioParts.rawTokens(data)))
                            : List.of()));
        }
        List<WmpSection> sections = data.consumeBoolean()
                ? List.of(new WmpSection(word(data), FuzzedGamestudioParts.rawTokens(data))) : List.of();
        return new WmpLevel(comments, data.consumeBoolean() ? OptionalInt.of(data.consumeInt()) : OptionalInt.empty(),
                counts, wed, sections, items);
    }

    private static WmpBlock block(FuzzedDataProvider data, int number) {
        List<Vec3> vertices = FuzzedGamestudioParts.vertices(data);
        List<WmpFace> faces = new ArrayList<>();
        for (int f = data.consumeInt(0, 4); f > 0; f--) {
            List<Integer> fv = FuzzedGamestudioParts.faceVertices(data, vertices.size());
            faces.add(new WmpFace(fv, word(data), data.consumeBoolean() ? Optional.of(numbers(data, 2 * fv.size()))
                    : Optional.empty(), FuzzedGamestudioParts.axis(data), FuzzedGamestudioParts.axis(data),
                    FuzzedGamestudioParts.textureTransform(data), FuzzedGamestudioParts.surface(data)));
        }
        return new WmpBlock(number, vertices, faces, FuzzedGamestudioParts.trailer(data));
    }

    private static WmpGroup group(FuzzedDataProvider data, int number) {
        List<WmpMembers> lines = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            List<Integer> numbers = new ArrayList<>();
            for (int k = data.consumeInt(0, 4); k > 0; k--) {
                numbers.add(data.consumeBoolean() ? data.consumeInt(-1, 12) : data.consumeInt());
            }
            lines.add(new WmpMembers(data.pickValue(WmpMemberKind.values()), numbers));
        }
        Optional<RawString> comment = data.consumeBoolean() ? Optional.of(FuzzedGamestudioParts.comment(data))
                : Optional.empty();
        return new WmpGroup(number, comment, vec(data), vec(data), vec(data), lines);
    }
}
