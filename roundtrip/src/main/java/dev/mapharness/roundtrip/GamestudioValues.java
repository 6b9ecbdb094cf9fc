package dev.mapharness.roundtrip;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.PathEdge;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import dev.mapharness.text.TokenKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Values for generated Gamestudio text levels, drawn from one {@link Random}: numbers over the
 * whole range (negative, huge, tiny, -0), words from one byte to long ones with CP1252 bytes,
 * file names including empty ones, flags of every width.
 */
final class GamestudioValues {
    private final Random r;
    private final boolean conforming;

    GamestudioValues(long seed, boolean conforming) {
        this.r = new Random(seed);
        this.conforming = conforming;
    }

    boolean conforming() {
        return conforming;
    }

    Random random() {
        return r;
    }

    int upTo(int n) {
        return r.nextInt(n + 1);
    }

    /** Mostly small counts, sometimes many. */
    int count(int small, int many) {
        return r.nextInt(8) == 0 ? r.nextInt(many + 1) : r.nextInt(small + 1);
    }

    /**
     * For a large level ({@code scale > 1}): at least half of {@code many}, whatever the random draws,
     * since a property's single large example is QuickTheories' first, fixed one; otherwise
     * {@link #count(int, int)}.
     */
    int count(int small, int many, int scale) {
        return scale > 1 ? many / 2 + r.nextInt(many - many / 2 + 1) : count(small, many);
    }

    double number() {
        return switch (r.nextInt(9)) {
            case 0 -> 0;
            case 1 -> -0.0;
            case 2 -> r.nextInt(2001) - 1000;
            case 3 -> (r.nextBoolean() ? 1 : -1) * r.nextDouble() * 1e300;
            case 4 -> (r.nextBoolean() ? 1 : -1) * r.nextDouble() * 1e-300;
            case 5 -> Double.longBitsToDouble(r.nextLong()) % 1e18;
            case 6 -> r.nextGaussian() * 1000;
            case 7 -> Math.round(r.nextDouble() * 1e6) / 100.0;
            default -> (r.nextBoolean() ? Double.MAX_VALUE : Double.MIN_VALUE) * (r.nextBoolean() ? 1 : -1);
        };
    }

    double finiteNumber() {
        double d = number();
        return Double.isFinite(d) ? d : 0;
    }

    Vec3 vec() {
        return new Vec3(finiteNumber(), finiteNumber(), finiteNumber());
    }

    List<Double> numbers(int n) {
        List<Double> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(finiteNumber());
        }
        return out;
    }

    /** A word: printable bytes other than white space and punctuation, 1 to 300 long, never "//". */
    RawString word() {
        int n = r.nextInt(10) == 0 ? 1 + r.nextInt(300) : 1 + r.nextInt(12);
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            int c;
            do {
                c = r.nextInt(6) == 0 ? 0x80 + r.nextInt(0x80) : 0x21 + r.nextInt(0x5E);
            } while (!dev.mapharness.text.Tokenizer.isWordByte(c) || (c == '/' && i > 0 && b[i - 1] == '/'));
            b[i] = (byte) c;
        }
        return RawString.of(b);
    }

    /**
     * Values a writer put after an item's known ones, as a reader keeps them: none in a conforming
     * level; else mostly none, sometimes one to six words, numbers, file names and punctuation
     * (braces would end or nest the item).
     */
    List<RawToken> extra() {
        if (conforming || r.nextInt(3) != 0) {
            return List.of();
        }
        int n = 1 + r.nextInt(6);
        List<RawToken> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(switch (r.nextInt(5)) {
                case 0 -> RawToken.word(String.valueOf(r.nextInt(2000) - 1000));
                case 1 -> new RawToken(TokenKind.FILE_NAME, fileName());
                case 2 -> RawToken.of(new TokenKind[] {TokenKind.OPEN_PAREN, TokenKind.CLOSE_PAREN, TokenKind.COLON,
                    TokenKind.COMMA, TokenKind.OPEN_BRACKET, TokenKind.CLOSE_BRACKET}[r.nextInt(6)]);
                default -> new RawToken(TokenKind.WORD, word());
            });
        }
        return out;
    }

    /** A file name: empty, short or long, any byte but {@code >}, CR and LF. */
    RawString fileName() {
        int n = r.nextInt(5) == 0 ? 0 : r.nextInt(10) == 0 ? r.nextInt(400) : r.nextInt(16);
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            int c;
            do {
                c = r.nextInt(256);
            } while (c == '>' || c == '\r' || c == '\n');
            b[i] = (byte) c;
        }
        return RawString.of(b);
    }

    /** A comment's text after its slashes: empty, short or long, any byte but CR and LF. */
    RawString comment() {
        int n = r.nextInt(6) == 0 ? 0 : r.nextInt(10) == 0 ? r.nextInt(400) : r.nextInt(24);
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            int c;
            do {
                c = r.nextInt(256);
            } while (c == '\r' || c == '\n');
            b[i] = (byte) c;
        }
        return RawString.of(b);
    }

    /** Header comment lines as WED and wmpio write them, or random ones. */
    List<RawString> comments(String... wed) {
        if (r.nextInt(3) == 0) {
            return List.of();
        }
        if (r.nextBoolean()) {
            List<RawString> out = new ArrayList<>();
            for (String w : wed) {
                out.add(RawString.of(w));
            }
            return out;
        }
        List<RawString> out = new ArrayList<>();
        for (int i = count(3, 12); i > 0; i--) {
            out.add(comment());
        }
        return out;
    }

    /** A word that does not read as a number (a name where a number could also stand). */
    RawString name() {
        RawString w;
        do {
            w = word();
        } while (dev.mapharness.text.TextNumbers.isNumber(w.text()));
        return w;
    }

    /** Texture coordinates for a face of {@code n} vertices: a u and a v each, or another count where allowed. */
    List<Double> uvs(int n) {
        return numbers(conforming || r.nextBoolean() ? 2 * n : r.nextInt(2 * n + 4));
    }

    BinaryFlags flags() {
        int width = conforming || r.nextBoolean() ? new int[] {4, 8, 16, 32}[r.nextInt(4)] : 1 + r.nextInt(64);
        return BinaryFlags.of(r.nextLong(), width);
    }

    TextureAxis axis() {
        return new TextureAxis(finiteNumber(), finiteNumber(), finiteNumber(), finiteNumber());
    }

    FaceSurface surface() {
        return new FaceSurface(flags(), finiteNumber(), finiteNumber(), word());
    }

    BlockTrailer trailer() {
        return new BlockTrailer(flags(), word(), r.nextLong());
    }

    List<Vec3> vertices() {
        int n = count(10, 400);
        List<Vec3> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(vec());
        }
        return out;
    }

    List<Integer> faceVertices(int vertexCount) {
        int n = vertexCount == 0 ? 0 : count(6, 60);
        List<Integer> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(r.nextInt(vertexCount));
        }
        return out;
    }

    LevelPath path() {
        int n = count(5, 100);
        List<PathNode> nodes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            nodes.add(new PathNode(vec(), numbers(PathNode.SKILLS)));
        }
        int e = n == 0 ? 0 : count(5, 100);
        List<PathEdge> edges = new ArrayList<>(e);
        for (int i = 0; i < e; i++) {
            int from = conforming ? 1 + r.nextInt(n) : r.nextInt(n + 3) - 1;
            int to = conforming ? 1 + r.nextInt(n) : r.nextInt(n + 3) - 1;
            edges.add(new PathEdge(from, to, finiteNumber(), finiteNumber(), finiteNumber(), finiteNumber()));
        }
        return new LevelPath(word(), nodes, edges);
    }
}
