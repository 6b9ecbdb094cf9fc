package dev.mapharness.text;

import dev.mapharness.format.Severity;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a block's inside, shared by text WMP and {@code $$M}:
 *
 * <pre>
 * vertices V  faces F  x y z …  n i… : texture [ u v … ] ( t1 ) ( t2 ) offX offY rot scaleX scaleY : flags ambient albedo material …
 * { flags function index }
 * </pre>
 *
 * The bracketed list (two numbers per face vertex, written by wmpio into {@code $$M} for some faces)
 * and the five transform numbers (always in WMP, normally not in {@code $$M}) are each optional.
 *
 * The stated counts are checked, not trusted: the vertex numbers run up to the first face's
 * {@code :}, and the first face is the shortest tail {@code n i1 … in} before it (preferring the
 * split the stated vertex count gives). A count that disagrees with the list is a violation; a
 * face naming a vertex the block does not have is an error at that index.
 */
public final class BlockReader {
    /** Bytes a vertex takes at the least ({@code 0 0 0} and a separator). */
    static final int MIN_VERTEX_BYTES = 6;
    /** Whether faces carry WED's offset, rotation and scale numbers. */
    public enum Transform {
        /** Text WMP: always five numbers, so a face takes 40 bytes at the least. */
        REQUIRED(40),
        /** {@code $$M}: none, or five if present; a face takes 30 bytes at the least. */
        OPTIONAL(30);

        /**
         * Bytes a face takes at the least: {@code 0:t(0 0 0 0)(0 0 0 0):0 0 0 m} and a separator, with
         * {@code 0 0 0 0 0} before the second colon where the transform is required.
         */
        final int minFaceBytes;

        Transform(int minFaceBytes) {
            this.minFaceBytes = minFaceBytes;
        }
    }

    private BlockReader() {
    }

    /** Reads from after the block's {@code '{'} up to and including its trailer's {@code '}'}. */
    public static BlockBody read(TextInput in, Violations violations, Transform transform) {
        in.keyword("vertices", "");
        Token vertexCountAt = in.peek();
        int statedVertices = in.count("vertexCount", MIN_VERTEX_BYTES);
        in.keyword("faces", "");
        Token faceCountAt = in.peek();
        int statedFaces = in.count("faceCount", transform.minFaceBytes);
        if ((long) statedVertices * MIN_VERTEX_BYTES + (long) statedFaces * transform.minFaceBytes > in.remainingFromNext()) {
            throw in.fail(faceCountAt, "faceCount", "counts the remaining " + in.remainingFromNext()
                    + " bytes can hold", statedVertices + " vertices and " + statedFaces + " faces");
        }

        List<Token> leading = new ArrayList<>();
        while (in.atNumber()) {
            leading.add(in.next());
        }
        List<Vec3> vertices;
        List<FaceBody> faces = new ArrayList<>();
        if (in.at(TokenKind.COLON)) {
            int split = firstFaceAt(in, leading, statedVertices);
            vertices = vertices(in, leading.subList(0, split));
            int n = leading.size() - split - 1;
            List<Integer> indices = new ArrayList<>(n);
            in.enter("faces", 0);
            for (int k = 0; k < n; k++) {
                indices.add(vertexIndex(in, leading.get(split + 1 + k), k, vertices.size()));
            }
            faces.add(faceRest(in, violations, transform, indices));
            in.leave();
        } else if (in.at(TokenKind.OPEN_BRACE)) {
            if (leading.size() % 3 != 0) {
                throw in.fail(in.peek(), "vertices", "x y z for each vertex (" + leading.size()
                        + " numbers are not a multiple of 3)");
            }
            vertices = vertices(in, leading);
        } else {
            throw in.fail(in.peek(), leading.isEmpty() ? "vertices" : "vertices[" + leading.size() / 3 + "]",
                    "a number, the ':' of a face or the block trailer's '{'");
        }
        while (!in.at(TokenKind.OPEN_BRACE)) {
            int f = faces.size();
            in.enter("faces", f);
            int n = in.count("vertexCount", TextInput.MIN_TOKEN_BYTES);
            List<Integer> indices = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                Token t = in.peek();
                in.longInteger("vertices[" + k + "]", Long.MIN_VALUE, Long.MAX_VALUE);
                indices.add(vertexIndex(in, t, k, vertices.size()));
            }
            faces.add(faceRest(in, violations, transform, indices));
            in.leave();
        }
        if (statedVertices != vertices.size()) {
            in.violation(violations, Severity.ERROR, vertexCountAt, "vertexCount",
                    "states " + statedVertices + " vertices; the block lists " + vertices.size());
        }
        if (statedFaces != faces.size()) {
            in.violation(violations, Severity.ERROR, faceCountAt, "faceCount",
                    "states " + statedFaces + " faces; the block lists " + faces.size());
        }
        BlockTrailer trailer = trailer(in, violations);
        return new BlockBody(vertices, faces, trailer);
    }

    /**
     * Where the first face starts among the numbers before its {@code ':'}: an index {@code j}
     * (a multiple of 3) whose number is the count of numbers after it.
     */
    private static int firstFaceAt(TextInput in, List<Token> leading, int statedVertices) {
        int size = leading.size();
        long stated = 3L * statedVertices;
        if (stated < size && isCountAt(in, leading, (int) stated)) {
            return (int) stated;
        }
        for (int j = 0; j < size; j += 3) {
            if (isCountAt(in, leading, j)) {
                return j;
            }
        }
        throw in.fail(in.peek(), "faces[0]", "before ':', the face's vertex count and that many vertex indices");
    }

    private static boolean isCountAt(TextInput in, List<Token> leading, int j) {
        String s = in.text(leading.get(j));
        return TextNumbers.isInteger(s) && s.length() < 10 && Long.parseLong(s.replace("+", "")) == leading.size() - 1 - j;
    }

    private static List<Vec3> vertices(TextInput in, List<Token> numbers) {
        List<Vec3> out = new ArrayList<>(numbers.size() / 3);
        for (int i = 0; i + 2 < numbers.size(); i += 3) {
            String f = "vertices[" + i / 3 + "]";
            out.add(new Vec3(in.numberOf(numbers.get(i), f + ".x"), in.numberOf(numbers.get(i + 1), f + ".y"),
                    in.numberOf(numbers.get(i + 2), f + ".z")));
        }
        return out;
    }

    private static int vertexIndex(TextInput in, Token t, int k, int vertexCount) {
        String s = in.text(t);
        String field = "vertices[" + k + "]";
        if (!TextNumbers.isInteger(s)) {
            throw in.fail(t, field, "a vertex index (a whole number)");
        }
        long v;
        try {
            v = Long.parseLong(s.replace("+", ""));
        } catch (NumberFormatException e) {
            v = -1;
        }
        if (v < 0 || v >= vertexCount) {
            throw in.fail(t, field, vertexCount == 0 ? "no vertex index (the block has no vertices)"
                    : "a vertex index from 0 to " + (vertexCount - 1) + " (the block has " + vertexCount + " vertices)");
        }
        return (int) v;
    }

    private static FaceBody faceRest(TextInput in, Violations violations, Transform transform, List<Integer> indices) {
        in.expect(TokenKind.COLON, "");
        RawString texture = in.word("texture");
        Optional<List<Double>> uvs = Optional.empty();
        if (in.at(TokenKind.OPEN_BRACKET)) {
            Token open = in.next();
            List<Double> values = new ArrayList<>();
            while (!in.at(TokenKind.CLOSE_BRACKET)) {
                values.add(in.number("uvs[" + values.size() + "]"));
            }
            in.next();
            if (values.size() != 2 * indices.size()) {
                in.violation(violations, Severity.ERROR, open, "uvs", values.size() + " texture coordinates for a face of "
                        + indices.size() + " vertices; a u and a v per vertex make " + 2 * indices.size());
            }
            uvs = Optional.of(values);
        }
        TextureAxis t1 = axis(in, "t1");
        TextureAxis t2 = axis(in, "t2");
        Optional<TextureTransform> tt = Optional.empty();
        if (transform == Transform.REQUIRED || in.atNumber()) {
            tt = Optional.of(new TextureTransform(in.number("offsetX"), in.number("offsetY"), in.number("rotation"),
                    in.number("scaleX"), in.number("scaleY")));
        }
        in.expect(TokenKind.COLON, "");
        BinaryFlags flags = in.flags("flags", violations);
        double ambient = in.number("ambient");
        double albedo = in.number("albedo");
        RawString material = in.word("material");
        return new FaceBody(indices, texture, uvs, t1, t2, tt, new FaceSurface(flags, ambient, albedo, material));
    }

    private static TextureAxis axis(TextInput in, String field) {
        in.expect(TokenKind.OPEN_PAREN, field);
        TextureAxis a = new TextureAxis(in.number(field + ".x"), in.number(field + ".y"), in.number(field + ".z"),
                in.number(field + ".offset"));
        in.expect(TokenKind.CLOSE_PAREN, field);
        return a;
    }

    private static BlockTrailer trailer(TextInput in, Violations violations) {
        in.enter("trailer");
        in.expect(TokenKind.OPEN_BRACE, "");
        BinaryFlags flags = in.flags("flags", violations);
        RawString function = in.word("function");
        long index = in.longInteger("index", Long.MIN_VALUE, Long.MAX_VALUE);
        in.expect(TokenKind.CLOSE_BRACE, "");
        in.leave();
        return new BlockTrailer(flags, function, index);
    }
}
