package dev.mapharness.roundtrip;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.TextureTransform;
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
import dev.mapharness.mm.MmWriter;
import dev.mapharness.text.RawToken;
import dev.mapharness.text.TokenKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * {@code $$M} files over the full range: with and without header comments (wmpio's and random
 * ones, empty and long) and a version line, 0 to many blocks, faces with and without texture
 * coordinates and the WMP transform, every item type in wmpio's layout (sun items, lights with
 * angles and flags, entities with and without a material line), raw tails with nested braces.
 * Representable files add odd flag widths, sun items of other lengths, texture coordinate lists of
 * the wrong length, edges to missing nodes, items of unknown type, values appended after an item's
 * known ones and items of known type kept whole as tokens.
 */
public final class MmGens {
    private MmGens() {
    }

    public static Gen<MmLevel> conforming() {
        return levels(true, 1);
    }

    public static Gen<MmLevel> representable() {
        return levels(false, 1);
    }

    public static Gen<MmLevel> conformingLarge() {
        return levels(true, 20);
    }

    public static Gen<MmLevel> representableLarge() {
        return levels(false, 20);
    }

    /** True if a strict read refuses the level: only lenient reads keep items of unknown type. */
    public static boolean onlyLenient(MmLevel level) {
        return level.items().stream().anyMatch(i -> i instanceof MmUnknown u
                && (u.type() < MmWorld.TYPE || u.type() > MmRegion.TYPE));
    }

    private static Gen<MmLevel> levels(boolean conforming, int scale) {
        return Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE).map(seed -> level(new GamestudioValues(seed, conforming),
                conforming, scale));
    }

    static MmLevel level(GamestudioValues v, boolean conforming, int scale) {
        List<MmItem> items = new ArrayList<>();
        int count = v.count(10, 40 * scale, scale);
        for (int i = 0; i < count; i++) {
            int type = conforming ? v.random().nextInt(9) : v.random().nextInt(12);
            items.add(item(v, type, scale));
        }
        OptionalInt version = v.random().nextBoolean() ? OptionalInt.of(v.random().nextBoolean() ? 711 : v.random().nextInt())
                : OptionalInt.empty();
        if (version.isEmpty() && items.isEmpty()) {
            items.add(item(v, 1, scale));
        }
        return new MmLevel(v.comments(" wmpio (1.30), 27.07.2014"), version, items);
    }

    private static MmItem item(GamestudioValues v, int type, int scale) {
        return switch (type) {
            case 0 -> {
                int blocks = v.count(3, 10 * scale);
                List<MmBlock> bs = new ArrayList<>(blocks);
                for (int b = 0; b < blocks; b++) {
                    List<Vec3> vertices = v.vertices();
                    int faces = v.count(6, 30);
                    List<MmFace> fs = new ArrayList<>(faces);
                    for (int f = 0; f < faces; f++) {
                        Optional<TextureTransform> t = v.random().nextInt(4) == 0
                                ? Optional.of(new TextureTransform(v.finiteNumber(), v.finiteNumber(), v.finiteNumber(),
                                        v.finiteNumber(), v.finiteNumber()))
                                : Optional.empty();
                        List<Integer> fv = v.faceVertices(vertices.size());
                        Optional<List<Double>> uvs = v.random().nextInt(3) == 0 ? Optional.of(v.uvs(fv.size()))
                                : Optional.empty();
                        fs.add(new MmFace(fv, v.word(), uvs, v.axis(), v.axis(), t, v.surface()));
                    }
                    bs.add(new MmBlock(vertices, fs, v.trailer()));
                }
                RawString wad = v.word();
                RawString palette = v.word();
                yield appended(v, e -> new MmWorld(wad, palette, bs, e));
            }
            case 1 -> {
                Vec3 p = v.vec();
                Vec3 a = v.vec();
                RawString name = v.word();
                yield appended(v, e -> new MmPosition(p, a, name, e));
            }
            case 2 -> {
                Vec3 p = v.vec();
                Vec3 a = v.vec();
                Vec3 c = v.vec();
                double range = v.finiteNumber();
                BinaryFlags flags = v.flags();
                yield appended(v, e -> new MmLight(p, a, c, range, flags, e));
            }
            case 3 -> {
                Vec3 p = v.vec();
                Vec3 a = v.vec();
                Vec3 s = v.vec();
                RawString file = v.word();
                RawString name = v.word();
                RawString action = v.word();
                List<Double> skills = v.numbers(v.random().nextBoolean() ? MmStaticEntity.WED_SKILLS : v.count(3, 20));
                BinaryFlags flags = v.flags();
                double ambient = v.finiteNumber();
                yield appended(v, e -> new MmStaticEntity(p, a, s, file, name, action, skills, flags, ambient, e));
            }
            case 4 -> {
                Vec3 p = v.vec();
                RawString file = v.word();
                BinaryFlags flags = v.flags();
                List<Double> n = v.numbers(4);
                yield appended(v, e -> new MmSound(p, file, flags, n.get(0), n.get(1), n.get(2), n.get(3), e));
            }
            case 5 -> {
                List<Double> values = v.numbers(v.conforming() ? MmSun.WED_VALUES : v.random().nextInt(6));
                yield appended(v, e -> new MmSun(values, e));
            }
            case 6 -> {
                LevelPath path = v.path();
                yield appended(v, e -> new MmPath(path, e));
            }
            case 7 -> {
                Vec3 p = v.vec();
                Vec3 a = v.vec();
                Vec3 s = v.vec();
                RawString file = v.word();
                RawString name = v.word();
                RawString action = v.word();
                List<Double> skills = v.numbers(v.count(20, 40));
                BinaryFlags flags = v.flags();
                List<Double> n = v.numbers(4);
                Optional<RawString> material = v.random().nextInt(4) == 0 ? Optional.of(v.name()) : Optional.empty();
                yield appended(v, e -> new MmEntity(p, a, s, file, name, action, skills, flags, n.get(0), n.get(1),
                        n.get(2), n.get(3), material, e));
            }
            case 8 -> new MmRegion(v.word(), raw(v));
            case 9 -> {
                // a known item kept whole as tokens, where they do not read in its layout
                MmUnknown kept = new MmUnknown(1 + v.random().nextInt(7), raw(v));
                yield writes(kept) ? kept : new MmUnknown(9 + v.random().nextInt(1000), kept.tokens());
            }
            default -> new MmUnknown(9 + v.random().nextInt(1000), raw(v));
        };
    }

    /**
     * The item with values appended after its known ones, where they read back in place (the
     * writer refuses the others, such as a name after an entity without a material); else without.
     */
    private static MmItem appended(GamestudioValues v, Function<List<RawToken>, MmItem> make) {
        List<RawToken> extra = v.extra();
        if (!extra.isEmpty()) {
            MmItem item = make.apply(extra);
            if (writes(item)) {
                return item;
            }
        }
        return make.apply(List.of());
    }

    private static boolean writes(MmItem item) {
        try {
            MmWriter.write(new MmLevel(OptionalInt.empty(), List.of(item)));
            return true;
        } catch (MapWriteException e) {
            return false;
        }
    }

    /** Tokens of every kind with balanced braces, sometimes nested deep. */
    static List<RawToken> raw(GamestudioValues v) {
        List<RawToken> out = new ArrayList<>();
        int n = v.count(6, 60);
        int depth = 0;
        for (int i = 0; i < n; i++) {
            switch (v.random().nextInt(8)) {
                case 0 -> {
                    int d = v.random().nextInt(20) == 0 ? 500 : 1;
                    for (int k = 0; k < d; k++) {
                        out.add(RawToken.of(TokenKind.OPEN_BRACE));
                    }
                    depth += d;
                }
                case 1 -> {
                    if (depth > 0) {
                        out.add(RawToken.of(TokenKind.CLOSE_BRACE));
                        depth--;
                    }
                }
                case 2 -> out.add(new RawToken(TokenKind.FILE_NAME, v.fileName()));
                case 3 -> out.add(RawToken.of(new TokenKind[] {TokenKind.OPEN_PAREN, TokenKind.CLOSE_PAREN,
                    TokenKind.COLON, TokenKind.COMMA, TokenKind.OPEN_BRACKET, TokenKind.CLOSE_BRACKET}[v.random().nextInt(6)]));
                default -> out.add(new RawToken(TokenKind.WORD, v.word()));
            }
        }
        for (; depth > 0; depth--) {
            out.add(RawToken.of(TokenKind.CLOSE_BRACE));
        }
        return out;
    }

}
