package dev.mapharness.fuzz.build;

import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.fileName;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.flags;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.number;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.numbers;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.vec;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.word;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
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
import dev.mapharness.wmp.WmpPath;
import dev.mapharness.wmp.WmpSound;
import dev.mapharness.wmp.WmpStart;
import java.util.ArrayList;
import java.util.List;

/**
 * Small text WMP levels from fuzzer data: up to 12 items of every kind in any order, numbered in
 * sequence or not, blocks with faces, groups whose member lines name anything (empty lines too,
 * for the writer to refuse).
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
                case 3 -> new WmpLight(number, vec(data), number(data));
                case 4 -> new WmpSound(number, fileName(data), flags(data), number(data), number(data), number(data),
                        number(data));
                case 5 -> new WmpModel(number, vec(data), fileName(data), word(data), word(data), numbers(data, 10),
                        flags(data), number(data), number(data), word(data), word(data));
                case 6 -> new WmpPath(number, FuzzedGamestudioParts.path(data));
                default -> group(data, number);
            });
        }
        return new WmpLevel(items);
    }

    private static WmpBlock block(FuzzedDataProvider data, int number) {
        List<Vec3> vertices = FuzzedGamestudioParts.vertices(data);
        List<WmpFace> faces = new ArrayList<>();
        for (int f = data.consumeInt(0, 4); f > 0; f--) {
            faces.add(new WmpFace(FuzzedGamestudioParts.faceVertices(data, vertices.size()), word(data),
                    FuzzedGamestudioParts.axis(data), FuzzedGamestudioParts.axis(data),
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
        return new WmpGroup(number, vec(data), vec(data), vec(data), lines);
    }
}
