package dev.mapharness.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.PathEdge;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.Vec3;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A path's inside (the layout in {@link LevelPath}): nodes split by their count, edges to the brace. */
class PathReaderTest {
    private final Violations violations = new Violations();

    private LevelPath read(String text) {
        TextInput in = new TextInput(text.getBytes(StandardCharsets.ISO_8859_1));
        in.enter("objects", 5);
        LevelPath p = PathReader.read(in, violations);
        in.expect(TokenKind.CLOSE_BRACE, "");
        return p;
    }

    /** Two nodes; {@code edges} one per line. */
    private static String path(long triplets, String edges) {
        return "p\r\n2\r\n" + triplets + "\r\n1 2 3\r\n4 5 6\r\n0 0 0 0 0 1\r\n0 0 0 0 0 2\r\n" + edges + "}";
    }

    @Test
    void nodesAndEdgesReadToTheirValues() {
        LevelPath p = read(path(10, "1 2 1.5 0 0 7\r\n2 1 1 0 0 0\r\n"));
        assertEquals(RawString.of("p"), p.name());
        assertEquals(List.of(new PathNode(new Vec3(1, 2, 3), List.of(0.0, 0.0, 0.0, 0.0, 0.0, 1.0)),
                new PathNode(new Vec3(4, 5, 6), List.of(0.0, 0.0, 0.0, 0.0, 0.0, 2.0))), p.nodes());
        assertEquals(List.of(new PathEdge(1, 2, 1.5, 0, 0, 7), new PathEdge(2, 1, 1, 0, 0, 0)), p.edges());
        assertEquals(0, violations.size());
    }

    @Test
    void aTripletCountThatDisagreesIsAnErrorAtIt() {
        read(path(9, "1 2 1 0 0 0\r\n"));
        assertEquals(List.of(new Violation(TextRules.PATH_TRIPLET_COUNT, 6, "objects[5].tripletCount", "line 3, column 1: states 9 triplets; 2 nodes"
                + " and 1 edges make 8 (3 per node, 2 per edge)", Severity.ERROR, "")), violations.toList());
    }

    @Test
    void edgesNamingNodesOutsideOneToTheCountAreOneErrorAtTheFirst() {
        String text = path(16, "1 2 1 0 0 0\r\n0 1 1 0 0 0\r\n1 3 1 0 0 0\r\n2 2 1 0 0 0\r\n3 1 1 0 0 0\r\n");
        LevelPath p = read(text);
        assertEquals(5, p.edges().size());
        assertEquals(List.of(new Violation(TextRules.PATH_EDGE_NODE_OUTSIDE, text.indexOf("0 1 1"), "objects[5].edges", "line 9, column 1: 3 edge(s) name"
                + " nodes outside 1..2 (first shown)", Severity.ERROR, "")), violations.toList());
        violations.truncate(0);
        String toZero = path(8, "2 0 1 0 0 0\r\n");
        read(toZero);
        assertEquals(List.of(new Violation(TextRules.PATH_EDGE_NODE_OUTSIDE, toZero.indexOf("2 0 1"), "objects[5].edges", "line 8, column 1: 1 edge(s)"
                + " name nodes outside 1..2 (first shown)", Severity.ERROR, "")), violations.toList());
    }

    @Test
    void eachValueIsRefusedWithItsField() {
        assertEquals("objects[5].nodes[1].position.z", fails(path(8, "").replace("4 5 6", "4 5 x")));
        assertEquals("objects[5].nodes[1].skills[5]", fails(path(8, "").replace("0 0 0 0 0 2", "0 0 0 0 0 x")));
        assertEquals("objects[5].edges[0].to", fails(path(8, "1 x 1 0 0 0\r\n")));
        assertEquals("objects[5].edges[0].skill3", fails(path(8, "1 2 1 0 0 x\r\n")));
        assertEquals("objects[5].tripletCount", fails(path(8, "").replace("\r\n8\r\n", "\r\n-8\r\n")));
        assertEquals("objects[5].nodeCount", fails("p 9 1 }"));
        assertEquals("objects[5].name", fails("<p> 0 0 }"));
    }

    private String fails(String text) {
        return assertThrows(MapFormatException.class, () -> read(text)).field();
    }

    @Test
    void writtenAsReadOneNodeOrEdgeALine() {
        LevelPath p = read(path(8, "1 2 1.5 0 0 7\r\n"));
        TextPrinter printer = new TextPrinter();
        PathReader.write(printer, p, "objects[5]");
        String expected = "p\r\n2\r\n8\r\n1 2 3\r\n4 5 6\r\n0 0 0 0 0 1\r\n0 0 0 0 0 2\r\n1 2 1.5 0 0 7\r\n";
        assertEquals(expected, new String(printer.toByteArray(), StandardCharsets.ISO_8859_1));
    }
}
