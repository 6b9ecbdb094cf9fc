package dev.mapharness.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A block's inside as both text formats write it (the grammar in {@link BlockReader}): where the
 * first face starts among the numbers before its colon, the counts checked against the list, and
 * the refusals, each at its token with its field.
 */
class BlockReaderTest {
    private static final String FACE_REST = ": t ( 1 0 0 0 ) ( 0 1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef";
    private static final String TRAILER = "{ 0000 ndef 5 }";

    private final Violations violations = new Violations();

    private BlockBody<FaceBody> read(String text, BlockReader.Transform transform) {
        TextInput in = new TextInput((text + " " + " ".repeat(400)).getBytes(StandardCharsets.ISO_8859_1));
        in.enter("blocks", 0);
        return new BlockReader<FaceBody>(in, violations, transform, FaceBody::new).read();
    }

    private BlockBody<FaceBody> read(String text) {
        return read(text, BlockReader.Transform.REQUIRED);
    }

    private MapFormatException fails(String text) {
        return assertThrows(MapFormatException.class, () -> read(text));
    }

    /** A triangle: three vertices and one face. */
    private static String triangle(String face) {
        return "vertices 3 faces 1 0 0 0 1 0 0 0 1 0 " + face + " " + FACE_REST + " " + TRAILER;
    }

    @Test
    void aTriangleReadsToItsValues() {
        BlockBody<FaceBody> b = read(triangle("3 0 1 2"));
        assertEquals(List.of(new Vec3(0, 0, 0), new Vec3(1, 0, 0), new Vec3(0, 1, 0)), b.vertices());
        FaceBody f = b.faces().get(0);
        assertEquals(List.of(0, 1, 2), f.vertices());
        assertEquals(RawString.of("t"), f.texture());
        assertEquals(Optional.empty(), f.uvs());
        assertEquals(new TextureAxis(1, 0, 0, 0), f.t1());
        assertEquals(new TextureAxis(0, 1, 0, 0), f.t2());
        assertEquals(Optional.of(new TextureTransform(0, 0, 0, 1, 1)), f.transform());
        assertEquals(new FaceSurface(new BinaryFlags("0000"), 0, 50, RawString.of("ndef")), f.surface());
        assertEquals(new BlockTrailer(new BinaryFlags("0000"), RawString.of("ndef"), 5), b.trailer());
        assertEquals(0, violations.size());
    }

    @Test
    void theStatedVertexCountChoosesBetweenSplitsThatBothFit() {
        // "6 0 0 3 0 0 0" splits at 0 (no vertices, a face of six) and at 3 (one vertex, a face of three)
        String text = "vertices 1 faces 1 6 0 0 3 0 0 0 " + FACE_REST + " " + TRAILER;
        BlockBody<FaceBody> b = read(text);
        assertEquals(List.of(new Vec3(6, 0, 0)), b.vertices());
        assertEquals(List.of(0, 0, 0), b.faces().get(0).vertices());
        assertEquals(0, violations.size());
        // stated 0, or more than the numbers hold: the first split, whose face names a vertex of none
        for (String stated : new String[] {"vertices 0", "vertices 3"}) {
            MapFormatException e = assertThrows(MapFormatException.class, () -> read(text.replace("vertices 1", stated)));
            assertEquals("blocks[0].faces[0].vertices[0]", e.field(), stated);
            assertEquals("no vertex index (the block has no vertices)", e.expected());
        }
    }

    @Test
    void aStatedCountThatDisagreesIsAnErrorAfterTheSplitFound() {
        // stated 5: past the numbers; the search from the start finds the face at 3
        BlockBody<FaceBody> b = read("vertices 5 faces 1 1 1 1 3 0 0 0 " + FACE_REST + " " + TRAILER);
        assertEquals(1, b.vertices().size());
        assertEquals(List.of(new Violation(TextRules.VERTEX_COUNT_MISMATCH, 9, "blocks[0].vertexCount", "line 1, column 10: states 5 vertices; the"
                + " block lists 1", Severity.ERROR, "")), violations.toList());
        violations.truncate(0);
        // stated 2: "0" at 6 is the count of no index after it, a face of none
        b = read("vertices 2 faces 1 1 1 1 3 0 0 0 " + FACE_REST + " " + TRAILER);
        assertEquals(List.of(new Vec3(1, 1, 1), new Vec3(3, 0, 0)), b.vertices());
        assertEquals(List.of(), b.faces().get(0).vertices());
        assertEquals(0, violations.size());
    }

    @Test
    void aCountOfTenDigitsIsNeverAFaceCount() {
        String nine = "vertices 1 faces 1 0 0 0 000000001 0 " + FACE_REST + " " + TRAILER;
        assertEquals(List.of(0), read(nine).faces().get(0).vertices());
        String ten = nine.replace("000000001", "0000000001");
        MapFormatException e = fails(ten);
        assertEquals("blocks[0].faces[0]", e.field());
        assertEquals("before ':', the face's vertex count and that many vertex indices", e.expected());
        assertEquals(ten.indexOf(':'), e.offset());
    }

    @Test
    void noPlaceForTheFirstFaceIsAnErrorAtItsColon() {
        MapFormatException e = fails("vertices 1 faces 1 0 0 0 1.5 " + FACE_REST + " " + TRAILER);
        assertEquals("blocks[0].faces[0]", e.field());
        assertEquals(29, e.offset());
        // a count that is not a whole number
        e = fails("vertices 1 faces 1 0 0 0 x1 0 " + FACE_REST + " " + TRAILER);
        assertEquals("blocks[0].vertices[1]", e.field());
        assertEquals("a number, the ':' of a face or the block trailer's '{'", e.expected());
    }

    @Test
    void aFirstFaceIndexThatIsNotAVertexIsAnErrorAtIt() {
        MapFormatException e = fails(triangle("3 0 1 3"));
        assertEquals("blocks[0].faces[0].vertices[2]", e.field());
        assertEquals("a vertex index from 0 to 2 (the block has 3 vertices)", e.expected());
        assertEquals(43, e.offset());
        e = fails(triangle("3 0 -1 2"));
        assertEquals("blocks[0].faces[0].vertices[1]", e.field());
        assertEquals(41, e.offset());
        e = fails(triangle("3 0 99999999999999999999 2"));
        assertEquals("blocks[0].faces[0].vertices[1]", e.field());
        e = fails(triangle("3 0 1.0 2"));
        assertEquals("blocks[0].faces[0].vertices[1]", e.field());
        assertEquals("a vertex index (a whole number)", e.expected());
        assertEquals(41, e.offset());
    }

    @Test
    void laterFacesNameVerticesTheBlockHas() {
        String two = "vertices 3 faces 2 0 0 0 1 0 0 0 1 0 3 0 1 2 " + FACE_REST + " 3 2 1 X " + FACE_REST + " " + TRAILER;
        assertEquals(List.of(2, 1, 0), read(two.replace("X", "0")).faces().get(1).vertices());
        MapFormatException e = fails(two.replace("X", "3"));
        assertEquals("blocks[0].faces[1].vertices[2]", e.field());
        assertEquals("a vertex index from 0 to 2 (the block has 3 vertices)", e.expected());
        assertEquals("\"3\"", e.found());
        e = fails(two.replace("X", "-1"));
        assertEquals("blocks[0].faces[1].vertices[2]", e.field());
        MapFormatException none = fails("vertices 0 faces 1 3 0 1 2 " + FACE_REST + " " + TRAILER);
        assertEquals("no vertex index (the block has no vertices)", none.expected());
        assertEquals("blocks[0].faces[0].vertices[0]", none.field());
    }

    @Test
    void aBlockWithoutFacesEndsAtItsTrailer() {
        BlockBody<FaceBody> b = read("vertices 2 faces 0 1 2 3 4 5 6 " + TRAILER);
        assertEquals(List.of(new Vec3(1, 2, 3), new Vec3(4, 5, 6)), b.vertices());
        assertEquals(List.of(), b.faces());
        MapFormatException e = fails("vertices 2 faces 0 1 2 3 4 5 " + TRAILER);
        assertEquals("blocks[0].vertices", e.field());
        assertEquals("x y z for each vertex (5 numbers are not a multiple of 3)", e.expected());
        assertEquals(29, e.offset());
        e = fails("vertices 0 faces 0 }");
        assertEquals("blocks[0].vertices", e.field());
        e = fails("vertices 2 faces 0 1 2 3 4 }");
        assertEquals("blocks[0].vertices[1]", e.field());
    }

    @Test
    void countsThatDisagreeWithTheListsAreErrorsAtTheCounts() {
        read("vertices 3 faces 2 0 0 0 1 0 0 0 1 0 3 0 1 2 " + FACE_REST + " " + TRAILER);
        assertEquals(List.of(new Violation(TextRules.FACE_COUNT_MISMATCH, 17, "blocks[0].faceCount", "line 1, column 18: states 2 faces; the block"
                + " lists 1", Severity.ERROR, "")), violations.toList());
    }

    @Test
    void countsTheRestCannotHoldAreRefusedBeforeReading() {
        // after the face count come the trailer, a space and 400 of padding: 416 bytes, which 56 vertices
        // of 6 bytes and 2 faces of 40 fill exactly (the block then lists neither: two violations)
        read("vertices 56 faces 2 " + TRAILER);
        assertEquals(2, violations.size());
        MapFormatException e = fails("vertices 57 faces 2 " + TRAILER);
        assertEquals("blocks[0].faceCount", e.field());
        assertEquals(18, e.offset());
        assertEquals("57 vertices and 2 faces", e.found());
        assertEquals("counts the remaining 416 bytes can hold", e.expected());
    }

    @Test
    void anOverflowingCoordinateIsAnErrorAtItsAxis() {
        String text = "vertices 2 faces 0 1 2 3\n 4 1e400 6 " + TRAILER;
        MapFormatException e = fails(text);
        assertEquals("blocks[0].vertices[1].y", e.field());
        assertEquals("a number within the range of a double", e.expected());
        assertEquals(text.indexOf("1e400"), e.offset());
        assertEquals(2, e.line());
        assertEquals(4, e.column());
        assertEquals("blocks[0].vertices[0].x", fails("vertices 1 faces 0 -1e999 0 0 " + TRAILER).field());
        assertEquals("blocks[0].vertices[0].z", fails("vertices 1 faces 0 0 0 1e999 " + TRAILER).field());
    }

    @Test
    void manyVerticesAndLongFacesGrowTheScratchArrays() {
        StringBuilder sb = new StringBuilder("vertices 40 faces 2\n");
        for (int i = 0; i < 40; i++) {
            sb.append(i).append(" 0.5 -").append(i).append('\n');
        }
        StringBuilder face = new StringBuilder("40");
        for (int i = 39; i >= 0; i--) {
            face.append(' ').append(i);
        }
        sb.append(face).append(' ').append(FACE_REST).append('\n').append(face).append(' ').append(FACE_REST).append('\n');
        BlockBody<FaceBody> b = read(sb + TRAILER);
        assertEquals(40, b.vertices().size());
        assertEquals(new Vec3(39, 0.5, -39), b.vertices().get(39));
        assertEquals(40, b.faces().get(0).vertices().size());
        assertEquals(39, b.faces().get(0).vertices().get(0));
        assertEquals(0, b.faces().get(1).vertices().get(39));
        // equal index lists are one instance
        assertSame(b.faces().get(0).vertices(), b.faces().get(1).vertices());
    }

    @Test
    void indexListsThatShareASlotStayTheirOwn() {
        StringBuilder sb = new StringBuilder("vertices 3 faces 200 0 0 0 1 0 0 0 1 0\n");
        for (int i = 0; i < 200; i++) {
            int a = i % 3;
            sb.append(i % 2 == 0 ? "3 " + a + " " + (a + 1) % 3 + " " + (a + 2) % 3 : "2 " + a + " " + (a + 1) % 3);
            sb.append(' ').append(FACE_REST).append('\n');
        }
        BlockBody<FaceBody> b = new BlockReaderTest().readPadded(sb + TRAILER, 200 * 60);
        for (int i = 0; i < 200; i++) {
            int a = i % 3;
            List<Integer> expected = i % 2 == 0 ? List.of(a, (a + 1) % 3, (a + 2) % 3) : List.of(a, (a + 1) % 3);
            assertEquals(expected, b.faces().get(i).vertices(), "face " + i);
        }
        // a list of the same length with other indices is not taken for one seen
        BlockBody<FaceBody> c = read("vertices 3 faces 2 0 0 0 1 0 0 0 1 0 3 0 1 2 " + FACE_REST + " 3 0 2 1 "
                + FACE_REST + " " + TRAILER);
        assertEquals(List.of(0, 2, 1), c.faces().get(1).vertices());
    }

    private BlockBody<FaceBody> readPadded(String text, int padding) {
        TextInput in = new TextInput((text + " ".repeat(padding)).getBytes(StandardCharsets.ISO_8859_1));
        return new BlockReader<FaceBody>(in, violations, BlockReader.Transform.REQUIRED, FaceBody::new).read();
    }

    @Test
    void texCoordinatesAreAUAndAVPerVertex() {
        String rest = FACE_REST.replace(": t (", ": t [ 0 0 1 0 1 1 ] (");
        BlockBody<FaceBody> b = read("vertices 3 faces 1 0 0 0 1 0 0 0 1 0 3 0 1 2 " + rest + " " + TRAILER);
        assertEquals(Optional.of(List.of(0.0, 0.0, 1.0, 0.0, 1.0, 1.0)), b.faces().get(0).uvs());
        assertEquals(0, violations.size());
        b = read("vertices 3 faces 1 0 0 0 1 0 0 0 1 0 3 0 1 2 " + rest.replace("1 1 ]", "1 ]") + " " + TRAILER);
        assertEquals(5, b.faces().get(0).uvs().orElseThrow().size());
        assertEquals(List.of(new Violation(TextRules.UV_COUNT, 49, "blocks[0].faces[0].uvs", "line 1, column 50: 5 texture coordinates for"
                + " a face of 3 vertices; a u and a v per vertex make 6", Severity.ERROR, "")), violations.toList());
        MapFormatException e = fails("vertices 3 faces 1 0 0 0 1 0 0 0 1 0 3 0 1 2 " + rest.replace("1 1 ]", "1 x ]")
                + " " + TRAILER);
        assertEquals("blocks[0].faces[0].uvs[5]", e.field());
    }

    @Test
    void theTransformIsOptionalWhereTheFormatSaysSo() {
        String without = triangle("3 0 1 2").replace(") 0 0 0 1 1 :", ") :");
        BlockBody<FaceBody> b = read(without, BlockReader.Transform.OPTIONAL);
        assertEquals(Optional.empty(), b.faces().get(0).transform());
        b = read(triangle("3 0 1 2").replace(") 0 0 0 1 1 :", ") 1 2 3 4 5 :"), BlockReader.Transform.OPTIONAL);
        assertEquals(Optional.of(new TextureTransform(1, 2, 3, 4, 5)), b.faces().get(0).transform());
        MapFormatException e = fails(without);
        assertEquals("blocks[0].faces[0].offsetX", e.field());
        assertEquals("a number", e.expected());
    }

    @Test
    void everyPartOfAFaceIsRefusedWithItsField() {
        assertEquals("blocks[0].faces[0].t1", fails(triangle("3 0 1 2").replace("( 1 0 0 0 )", "1 0 0 0 )")).field());
        assertEquals("blocks[0].faces[0].t1", fails(triangle("3 0 1 2").replace("( 1 0 0 0 )", "( 1 0 0 0 0 )")).field());
        assertEquals("blocks[0].faces[0].t2.offset", fails(triangle("3 0 1 2").replace("( 0 1 0 0 )", "( 0 1 0 )"))
                .field());
        assertEquals("blocks[0].faces[0].t1.x", fails(triangle("3 0 1 2").replace("( 1 0 0 0 )", "( x 0 0 0 )")).field());
        assertEquals("blocks[0].faces[0].flags", fails(triangle("3 0 1 2").replace(": 0000", ": 0002")).field());
        assertEquals("blocks[0].faces[0].texture", fails(triangle("3 0 1 2").replace(": t (", ": <t> (")).field());
        assertEquals("blocks[0].faces[0].albedo", fails(triangle("3 0 1 2").replace("0000 0 50", "0000 0 x")).field());
        assertEquals("blocks[0].faces[0].material", fails(triangle("3 0 1 2").replace("50 ndef", "50 {")).field());
        assertEquals("blocks[0].trailer.flags", fails(triangle("3 0 1 2").replace("{ 0000", "{ x")).field());
        assertEquals("blocks[0].trailer.index", fails(triangle("3 0 1 2").replace("ndef 5 }", "ndef 5.5 }")).field());
        assertEquals("blocks[0].trailer", fails(triangle("3 0 1 2").replace("ndef 5 }", "ndef 5 6 }")).field());
        // what is not the trailer's brace is read as one more face
        assertEquals("blocks[0].faces[1].vertexCount", fails(triangle("3 0 1 2").replace("{ 0000 ndef", "( 0000 ndef"))
                .field());
    }
}
