package dev.mapharness.fuzz.build;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.PathEdge;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import dev.mapharness.text.TokenKind;
import dev.mapharness.text.Tokenizer;
import java.util.ArrayList;
import java.util.List;

/**
 * The values Gamestudio text levels are made of, from fuzzer data. Words are made writable most of
 * the time (bytes that would end a word are replaced) and now and then kept raw, for the writer to
 * refuse; numbers are small integers, any finite double and now and then NaN or an infinity.
 */
final class FuzzedGamestudioParts {
    private FuzzedGamestudioParts() {
    }

    static double number(FuzzedDataProvider data) {
        return switch (data.consumeInt(0, 15)) {
            case 0 -> data.consumeDouble();
            case 1, 2, 3, 4, 5 -> data.consumeRegularDouble();
            default -> data.consumeInt(-1000, 1000);
        };
    }

    static List<Double> numbers(FuzzedDataProvider data, int max) {
        List<Double> out = new ArrayList<>();
        for (int i = data.consumeInt(0, max); i > 0; i--) {
            out.add(number(data));
        }
        return out;
    }

    static Vec3 vec(FuzzedDataProvider data) {
        return new Vec3(number(data), number(data), number(data));
    }

    /** One to 12 bytes; one time in 16 as the fuzzer gave them (possibly empty, with spaces or "//"). */
    static RawString word(FuzzedDataProvider data) {
        byte[] b = data.consumeBytes(data.consumeInt(1, 12));
        if (data.consumeInt(0, 15) == 0) {
            return RawString.of(b);
        }
        if (b.length == 0) {
            return RawString.of("ndef");
        }
        for (int i = 0; i < b.length; i++) {
            if (!Tokenizer.isWordByte(b[i] & 0xFF) || (b[i] == '/' && i > 0 && b[i - 1] == '/')) {
                b[i] = (byte) ('a' + (b[i] & 0xFF) % 26);
            }
        }
        return RawString.of(b);
    }

    /** Up to 16 bytes, empty included; '>', CR and LF replaced except one time in 16. */
    static RawString fileName(FuzzedDataProvider data) {
        byte[] b = data.consumeBytes(data.consumeInt(0, 16));
        if (data.consumeInt(0, 15) != 0) {
            for (int i = 0; i < b.length; i++) {
                if (b[i] == '>' || b[i] == '\r' || b[i] == '\n') {
                    b[i] = '_';
                }
            }
        }
        return RawString.of(b);
    }

    /** A comment's text: any bytes, line ends mostly replaced (a writer must refuse those left). */
    static RawString comment(FuzzedDataProvider data) {
        byte[] b = data.consumeBytes(data.consumeInt(0, 24));
        if (data.consumeInt(0, 15) != 0) {
            for (int i = 0; i < b.length; i++) {
                if (b[i] == '\r' || b[i] == '\n') {
                    b[i] = ' ';
                }
            }
        }
        return RawString.of(b);
    }

    /** 4, 16 or 32 digits mostly, any width from 1 to 64 otherwise. */
    static BinaryFlags flags(FuzzedDataProvider data) {
        int width = data.consumeBoolean() ? data.pickValue(new int[] {4, 16, 32}) : data.consumeInt(1, 64);
        return BinaryFlags.of(data.consumeLong(), width);
    }

    static TextureAxis axis(FuzzedDataProvider data) {
        return new TextureAxis(number(data), number(data), number(data), number(data));
    }

    static TextureTransform textureTransform(FuzzedDataProvider data) {
        return new TextureTransform(number(data), number(data), number(data), number(data), number(data));
    }

    static FaceSurface surface(FuzzedDataProvider data) {
        return new FaceSurface(flags(data), number(data), number(data), word(data));
    }

    static BlockTrailer trailer(FuzzedDataProvider data) {
        return new BlockTrailer(flags(data), word(data), data.consumeLong());
    }

    static List<Vec3> vertices(FuzzedDataProvider data) {
        List<Vec3> out = new ArrayList<>();
        for (int i = data.consumeInt(0, 8); i > 0; i--) {
            out.add(vec(data));
        }
        return out;
    }

    /** Indices into {@code vertices} vertices; one time in 16 any int, for the writer to refuse. */
    static List<Integer> faceVertices(FuzzedDataProvider data, int vertices) {
        List<Integer> out = new ArrayList<>();
        boolean any = vertices == 0 || data.consumeInt(0, 15) == 0;
        for (int i = data.consumeInt(0, 6); i > 0; i--) {
            out.add(any ? data.consumeInt() : data.consumeInt(0, vertices - 1));
        }
        return out;
    }

    /** Nodes with their six skills and edges between them, sometimes to nodes the path does not have. */
    static LevelPath path(FuzzedDataProvider data) {
        List<PathNode> nodes = new ArrayList<>();
        int n = data.consumeInt(0, 4);
        for (int i = 0; i < n; i++) {
            List<Double> skills = new ArrayList<>(PathNode.SKILLS);
            for (int k = 0; k < PathNode.SKILLS; k++) {
                skills.add(number(data));
            }
            nodes.add(new PathNode(vec(data), skills));
        }
        List<PathEdge> edges = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            edges.add(new PathEdge(data.consumeInt(0, n + 1), data.consumeInt(-1, n + 1), number(data), number(data),
                    number(data), number(data)));
        }
        return new LevelPath(word(data), nodes, edges);
    }

    /** Tokens of every kind, braces balanced except one time in 16. */
    static List<RawToken> rawTokens(FuzzedDataProvider data) {
        List<RawToken> out = new ArrayList<>();
        boolean balance = data.consumeInt(0, 15) != 0;
        int depth = 0;
        for (int i = data.consumeInt(0, 16); i > 0; i--) {
            TokenKind kind = data.pickValue(new TokenKind[] {TokenKind.WORD, TokenKind.WORD, TokenKind.FILE_NAME,
                TokenKind.OPEN_BRACE, TokenKind.CLOSE_BRACE, TokenKind.OPEN_PAREN, TokenKind.CLOSE_PAREN,
                TokenKind.COLON, TokenKind.COMMA, TokenKind.OPEN_BRACKET, TokenKind.CLOSE_BRACKET});
            if (kind == TokenKind.CLOSE_BRACE && balance && depth == 0) {
                continue;
            }
            depth += kind == TokenKind.OPEN_BRACE ? 1 : kind == TokenKind.CLOSE_BRACE ? -1 : 0;
            out.add(switch (kind) {
                case WORD -> new RawToken(kind, word(data));
                case FILE_NAME -> new RawToken(kind, fileName(data));
                default -> RawToken.of(kind);
            });
        }
        for (; balance && depth > 0; depth--) {
            out.add(RawToken.of(TokenKind.CLOSE_BRACE));
        }
        return out;
    }
}
