package dev.mapharness.text;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import java.util.ArrayList;
import java.util.Arrays;
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
 *
 * <p>One reader reads the blocks of one file, keeping its scratch arrays from block to block; the
 * numbers before the first face are kept as byte ranges and parsed once their role is known.
 */
public final class BlockReader<F> {
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

    /** Makes a codec's face record from what {@link BlockReader} read. */
    public interface Faces<F> {
        F face(List<Integer> vertices, RawString texture, Optional<List<Double>> uvs, TextureAxis t1, TextureAxis t2,
                Optional<TextureTransform> transform, FaceSurface surface);
    }

    /** Slots of the table of vertex index lists seen (a power of two). */
    private static final int LISTS_SEEN = 64;

    private final TextInput in;
    private final Violations violations;
    private final Transform transform;
    private final Faces<F> faceMaker;
    /** The numbers before a block's first ':', by position: first and end byte, line and column. */
    private int[] leadingStarts = new int[16];
    private int[] leadingEnds = new int[16];
    private int[] leadingLines = new int[16];
    private int[] leadingColumns = new int[16];
    /** Their values; NaN for a number beyond the range of a double. */
    private double[] leadingValues = new double[16];
    private int leadingCount;
    /** The vertex indices of the face being read. */
    private int[] indices = new int[8];
    /**
     * Vertex index lists read before, one per slot: blocks of one shape repeat them ({@code 1 0 2 3}),
     * and equal lists can be one immutable instance.
     */
    private final Object[] listsSeen = new Object[LISTS_SEEN];

    /** A reader of the blocks of one file. */
    public BlockReader(TextInput in, Violations violations, Transform transform, Faces<F> faceMaker) {
        this.in = in;
        this.violations = violations;
        this.transform = transform;
        this.faceMaker = faceMaker;
    }

    /** Reads from after the block's {@code '{'} up to and including its trailer's {@code '}'}. */
    public BlockBody<F> read() {
        in.keyword("vertices", "");
        Token vertexCountAt = in.peek();
        int statedVertices = in.count("vertexCount", MIN_VERTEX_BYTES);
        in.keyword("faces", "");
        Token faceCountAt = in.peek();
        int statedFaces = in.count("faceCount", transform.minFaceBytes);
        if ((long) statedVertices * MIN_VERTEX_BYTES + (long) statedFaces * transform.minFaceBytes > in.remainingFromNext()) {
            throw in.fail(TextReadRules.COUNT_PAST_END, faceCountAt, "faceCount", "counts the remaining " + in.remainingFromNext()
                    + " bytes can hold", statedVertices + " vertices and " + statedFaces + " faces");
        }

        leadingCount = 0;
        while (true) {
            double value = in.takePlainNumber();
            if (Double.isNaN(value)) {
                if (!in.atNumber()) {
                    break;
                }
                value = in.peekNumber(); // NaN again if it overflows: an error if it is a coordinate
                in.skip();
            }
            addLeading(in.takenStart(), in.takenEnd(), in.takenLine(), in.takenColumn(), value);
        }
        List<Vec3> vertices;
        List<F> faces = new ArrayList<>(Math.min(statedFaces, 64));
        if (in.at(TokenKind.COLON)) {
            int split = firstFaceAt(statedVertices);
            vertices = vertices(split);
            int n = leadingCount - split - 1;
            in.enter("faces", 0);
            for (int k = 0; k < n; k++) {
                addIndex(k, vertexIndex(split + 1 + k, k, vertices.size()));
            }
            faces.add(faceRest(n));
            in.leave();
        } else if (in.at(TokenKind.OPEN_BRACE)) {
            if (leadingCount % 3 != 0) {
                throw in.fail(TextReadRules.VERTICES_NOT_TRIPLES, in.peek(), "vertices", "x y z for each vertex (" + leadingCount
                        + " numbers are not a multiple of 3)");
            }
            vertices = vertices(leadingCount);
        } else {
            throw in.fail(TextReadRules.UNEXPECTED_TOKEN, in.peek(), leadingCount == 0 ? "vertices" : "vertices[" + leadingCount / 3 + "]",
                    "a number, the ':' of a face or the block trailer's '{'");
        }
        while (!in.at(TokenKind.OPEN_BRACE)) {
            int f = faces.size();
            in.enter("faces", f);
            int n = in.count("vertexCount", TextInput.MIN_TOKEN_BYTES);
            for (int k = 0; k < n; k++) {
                in.enter("vertices", k);
                long v = in.longInteger("", Long.MIN_VALUE, Long.MAX_VALUE);
                if (v < 0 || v >= vertices.size()) {
                    throw in.fail(TextReadRules.VERTEX_INDEX_MISSING, in.taken(), "", vertexIndexExpected(vertices.size()));
                }
                in.leave();
                addIndex(k, (int) v);
            }
            faces.add(faceRest(n));
            in.leave();
        }
        if (statedVertices != vertices.size()) {
            in.violation(violations, TextRules.VERTEX_COUNT_MISMATCH, vertexCountAt, "vertexCount",
                    "states " + statedVertices + " vertices; the block lists " + vertices.size());
        }
        if (statedFaces != faces.size()) {
            in.violation(violations, TextRules.FACE_COUNT_MISMATCH, faceCountAt, "faceCount",
                    "states " + statedFaces + " faces; the block lists " + faces.size());
        }
        BlockTrailer trailer = trailer();
        return new BlockBody<>(vertices, faces, trailer);
    }

    private void addLeading(int start, int end, int line, int column, double value) {
        if (leadingCount == leadingStarts.length) {
            int size = 2 * leadingCount;
            leadingStarts = Arrays.copyOf(leadingStarts, size);
            leadingEnds = Arrays.copyOf(leadingEnds, size);
            leadingLines = Arrays.copyOf(leadingLines, size);
            leadingColumns = Arrays.copyOf(leadingColumns, size);
            leadingValues = Arrays.copyOf(leadingValues, size);
        }
        leadingStarts[leadingCount] = start;
        leadingEnds[leadingCount] = end;
        leadingLines[leadingCount] = line;
        leadingColumns[leadingCount] = column;
        leadingValues[leadingCount] = value;
        leadingCount++;
    }

    private Token leading(int i) {
        return new Token(TokenKind.WORD, leadingStarts[i], leadingEnds[i], leadingLines[i], leadingColumns[i]);
    }

    private void addIndex(int k, int v) {
        if (k == indices.length) {
            indices = Arrays.copyOf(indices, 2 * k);
        }
        indices[k] = v;
    }

    /** The first {@code n} indices read as a list: the one read before where it was equal. */
    @SuppressWarnings("unchecked")
    private List<Integer> indexList(int n) {
        int h = n;
        for (int k = 0; k < n; k++) {
            h = 31 * h + indices[k];
        }
        int slot = (h ^ (h >>> 8) ^ (h >>> 16)) & (LISTS_SEEN - 1);
        List<Integer> seen = (List<Integer>) listsSeen[slot];
        if (seen != null && seen.size() == n) {
            int k = 0;
            while (k < n && seen.get(k) == indices[k]) {
                k++;
            }
            if (k == n) {
                return seen;
            }
        }
        Integer[] boxed = new Integer[n];
        for (int k = 0; k < n; k++) {
            boxed[k] = indices[k];
        }
        List<Integer> list = List.of(boxed);
        listsSeen[slot] = list;
        return list;
    }

    /**
     * Where the first face starts among the numbers before its {@code ':'}: an index {@code j}
     * (a multiple of 3) whose number is the count of numbers after it.
     */
    private int firstFaceAt(int statedVertices) {
        int size = leadingCount;
        long stated = 3L * statedVertices;
        if (stated < size && isCountAt((int) stated)) {
            return (int) stated;
        }
        for (int j = 0; j < size; j += 3) {
            if (isCountAt(j)) {
                return j;
            }
        }
        throw in.fail(TextReadRules.FACE_UNPARSABLE, in.peek(), "faces[0]", "before ':', the face's vertex count and that many vertex indices");
    }

    private boolean isCountAt(int j) {
        byte[] b = in.bytes();
        int s = leadingStarts[j];
        int e = leadingEnds[j];
        return TextNumbers.isInteger(b, s, e) && e - s < 10 && TextNumbers.parseInteger(b, s, e) == leadingCount - 1 - j;
    }

    /** The vertices of the first {@code count} leading numbers, three each. */
    private List<Vec3> vertices(int count) {
        List<Vec3> out = new ArrayList<>(count / 3);
        for (int i = 0; i + 2 < count; i += 3) {
            out.add(new Vec3(coordinate(i, "x"), coordinate(i + 1, "y"), coordinate(i + 2, "z")));
        }
        return out;
    }

    private double coordinate(int i, String axis) {
        double d = leadingValues[i];
        if (Double.isNaN(d)) {
            throw in.fail(TextReadRules.NUMBER_OUT_OF_RANGE, leading(i), "vertices[" + i / 3 + "]." + axis, "a number within the range of a double");
        }
        return d;
    }

    /** The leading number {@code i}, read as index {@code k} of the first face. */
    private int vertexIndex(int i, int k, int vertexCount) {
        byte[] b = in.bytes();
        int s = leadingStarts[i];
        int e = leadingEnds[i];
        if (!TextNumbers.isInteger(b, s, e)) {
            throw in.fail(TextReadRules.NOT_A_WHOLE_NUMBER, leading(i), "vertices[" + k + "]", "a vertex index (a whole number)");
        }
        long v;
        try {
            v = TextNumbers.parseInteger(b, s, e);
        } catch (NumberFormatException x) {
            v = -1;
        }
        if (v < 0 || v >= vertexCount) {
            throw in.fail(TextReadRules.VERTEX_INDEX_MISSING, leading(i), "vertices[" + k + "]", vertexIndexExpected(vertexCount));
        }
        return (int) v;
    }

    private static String vertexIndexExpected(int vertexCount) {
        return vertexCount == 0 ? "no vertex index (the block has no vertices)"
                : "a vertex index from 0 to " + (vertexCount - 1) + " (the block has " + vertexCount + " vertices)";
    }

    /** The rest of a face from its first ':', its {@code n} vertex indices read. */
    private F faceRest(int n) {
        List<Integer> vertexList = indexList(n);
        in.expect(TokenKind.COLON, "");
        RawString texture = in.word("texture");
        Optional<List<Double>> uvs = Optional.empty();
        if (in.at(TokenKind.OPEN_BRACKET)) {
            Token open = in.next();
            List<Double> values = new ArrayList<>();
            while (!in.at(TokenKind.CLOSE_BRACKET)) {
                in.enter("uvs", values.size());
                values.add(in.number(""));
                in.leave();
            }
            in.skip();
            if (values.size() != 2 * n) {
                in.violation(violations, TextRules.UV_COUNT, open, "uvs", values.size() + " texture coordinates for a face of "
                        + n + " vertices; a u and a v per vertex make " + 2 * n);
            }
            uvs = Optional.of(values);
        }
        TextureAxis t1 = axis("t1");
        TextureAxis t2 = axis("t2");
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
        return faceMaker.face(vertexList, texture, uvs, t1, t2, tt, new FaceSurface(flags, ambient, albedo, material));
    }

    private TextureAxis axis(String field) {
        in.expect(TokenKind.OPEN_PAREN, field);
        in.enter(field);
        TextureAxis a = new TextureAxis(in.number("x"), in.number("y"), in.number("z"), in.number("offset"));
        in.leave();
        in.expect(TokenKind.CLOSE_PAREN, field);
        return a;
    }

    private BlockTrailer trailer() {
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
