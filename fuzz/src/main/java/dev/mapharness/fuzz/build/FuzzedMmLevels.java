package dev.mapharness.fuzz.build;

import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.flags;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.number;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.numbers;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.rawTokens;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.vec;
import static dev.mapharness.fuzz.build.FuzzedGamestudioParts.word;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmBlock;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.mm.MmFace;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmLight;
import dev.mapharness.mm.MmPath;
import dev.mapharness.mm.MmPosition;
import dev.mapharness.mm.MmRegion;
import dev.mapharness.mm.MmSound;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.mm.MmSun;
import dev.mapharness.mm.MmUnknown;
import dev.mapharness.mm.MmWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Small {@code $$M} files from fuzzer data: a version line or not, up to 10 items of every type,
 * faces with and without the WMP transform, raw tails and items of unknown (or known, for the
 * writer to refuse) type; static entities with skills but no action now and then.
 */
public final class FuzzedMmLevels {
    private FuzzedMmLevels() {
    }

    public static MmLevel build(FuzzedDataProvider data) {
        OptionalInt version = data.consumeBoolean() ? OptionalInt.of(data.consumeInt()) : OptionalInt.empty();
        List<MmItem> items = new ArrayList<>();
        for (int i = data.consumeInt(0, 10); i > 0; i--) {
            items.add(item(data));
        }
        List<dev.mapharness.bytes.RawString> comments = new ArrayList<>();
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
            comments.add(FuzzedGamestudioParts.comment(data));
        }
        return new MmLevel(comments, version, items);
    }

    private static MmItem item(FuzzedDataProvider data) {
        return switch (data.consumeInt(0, 9)) {
            case 0 -> world(data);
            case 1 -> new MmPosition(vec(data), vec(data), word(data));
            case 2 -> new MmLight(vec(data), vec(data), vec(data), number(data), flags(data),
                    FuzzedGamestudioParts.rawTokens(data));
            case 3 -> new MmStaticEntity(vec(data), vec(data), vec(data), word(data), word(data), word(data),
                    numbers(data, data.consumeBoolean() ? 8 : data.consumeInt(0, 3)), flags(data), number(data));
            case 4 -> new MmSound(vec(data), word(data), flags(data), number(data), number(data), number(data),
                    number(data));
            case 5 -> new MmSun(numbers(data, data.consumeInt(0, 3)));
            case 6 -> new MmPath(FuzzedGamestudioParts.path(data));
            case 7 -> new MmEntity(vec(data), vec(data), vec(data), word(data), word(data), word(data), numbers(data, 10),
                    flags(data), number(data), number(data), number(data), number(data),
                    data.consumeBoolean() ? Optional.of(word(data)) : Optional.empty(),
                    FuzzedGamestudioParts.rawTokens(data));
            case 8 -> new MmRegion(word(data), rawTokens(data));
            default -> new MmUnknown(data.consumeBoolean() ? data.consumeInt(9, 1000) : data.consumeInt(), rawTokens(data));
        };
    }

    private static MmWorld world(FuzzedDataProvider data) {
        List<MmBlock> blocks = new ArrayList<>();
        for (int b = data.consumeInt(0, 3); b > 0; b--) {
            List<Vec3> vertices = FuzzedGamestudioParts.vertices(data);
            List<MmFace> faces = new ArrayList<>();
            for (int f = data.consumeInt(0, 4); f > 0; f--) {
                List<Integer> fv = FuzzedGamestudioParts.faceVertices(data, vertices.size());
                faces.add(new MmFace(fv, word(data),
                        data.consumeBoolean() ? Optional.of(numbers(data, 2 * fv.size())) : Optional.empty(),
                        FuzzedGamestudioParts.axis(data), FuzzedGamestudioParts.axis(data),
                        data.consumeBoolean() ? Optional.of(FuzzedGamestudioParts.textureTransform(data)) : Optional.empty(),
                        FuzzedGamestudioParts.surface(data)));
            }
            blocks.add(new MmBlock(vertices, faces, FuzzedGamestudioParts.trailer(data)));
        }
        return new MmWorld(word(data), word(data), blocks);
    }
}
