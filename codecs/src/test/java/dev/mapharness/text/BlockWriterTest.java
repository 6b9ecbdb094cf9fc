package dev.mapharness.text;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A block's inside in WED's line structure, which {@link BlockReader} reads back. */
class BlockWriterTest {
    private static final BlockTrailer TRAILER = new BlockTrailer(new BinaryFlags("0000"), RawString.of("ndef"), 5);

    private static FaceBody face(List<Integer> vertices, Optional<List<Double>> uvs, Optional<TextureTransform> t) {
        return new FaceBody(vertices, RawString.of("t"), uvs, new TextureAxis(1, 0, 0, 0), new TextureAxis(0, 1, 0, 0.5), t,
                new FaceSurface(new BinaryFlags("0001"), 0, 50, RawString.of("ndef")));
    }

    private static List<Vec3> vertices(int n) {
        List<Vec3> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new Vec3(i, -i, 0.5));
        }
        return out;
    }

    private static String write(BlockBody<FaceBody> b) {
        TextPrinter p = new TextPrinter();
        BlockWriter.write(p, b, "blocks[0]");
        return new String(p.toByteArray(), StandardCharsets.ISO_8859_1);
    }

    @Test
    void threeVerticesALineAndOneFaceALine() {
        BlockBody<FaceBody> b = new BlockBody<>(vertices(4), List.of(
                face(List.of(0, 1, 2, 3), Optional.empty(), Optional.of(new TextureTransform(0, 32, 15, 1, 1))),
                face(List.of(3, 2, 1), Optional.of(List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0)), Optional.empty())), TRAILER);
        String text = write(b);
        assertEquals("vertices 4\r\nfaces 2\r\n0 0 0.5   1 -1 0.5   2 -2 0.5\r\n3 -3 0.5\r\n"
                + "4  0 1 2 3 : t ( 1 0 0 0 ) ( 0 1 0 0.5 ) 0 32 15 1 1 : 0001 0 50 ndef\r\n"
                + "3  3 2 1 : t [ 0 1 0.5 0.5 1 0 ] ( 1 0 0 0 ) ( 0 1 0 0.5 ) : 0001 0 50 ndef\r\n"
                + "{\r\n\t0000\r\n\tndef\r\n\t5\r\n}\r\n", text);
        TextInput in = new TextInput(text.getBytes(StandardCharsets.ISO_8859_1));
        BlockBody<FaceBody> back = new BlockReader<FaceBody>(in, new Violations(), BlockReader.Transform.OPTIONAL,
                FaceBody::new).read();
        assertEquals(b, back);
    }

    @Test
    void exactlyThreeVerticesEndTheirLineOnce() {
        assertEquals("vertices 3\r\nfaces 0\r\n0 0 0.5   1 -1 0.5   2 -2 0.5\r\n{\r\n\t0000\r\n\tndef\r\n\t5\r\n}\r\n",
                write(new BlockBody<>(vertices(3), List.of(), TRAILER)));
        assertEquals("vertices 0\r\nfaces 0\r\n{\r\n\t0000\r\n\tndef\r\n\t5\r\n}\r\n",
                write(new BlockBody<>(List.of(), List.of(), TRAILER)));
    }

    @Test
    void aFaceNamingAVertexTheBlockLacksIsRefusedAtThatIndex() {
        for (int bad : new int[] {3, -1, 100}) {
            BlockBody<FaceBody> b = new BlockBody<>(vertices(3), List.of(face(List.of(0, 1, 2), Optional.empty(),
                    Optional.empty()), face(List.of(0, bad, 2), Optional.empty(), Optional.empty())), TRAILER);
            MapWriteException e = assertWriteRefused(() -> write(b));
            assertEquals("blocks[0].faces[1].vertices[1]", e.field(), "vertex " + bad);
        }
    }

    @Test
    void wordsAndNumbersAreRefusedWithTheirFields() {
        FaceBody f = face(List.of(0), Optional.empty(), Optional.of(new TextureTransform(0, 0, Double.NaN, 1, 1)));
        assertEquals("blocks[0].faces[0].rotation", assertWriteRefused(() -> write(new BlockBody<>(vertices(1), List.of(f), TRAILER))).field());
        BlockTrailer bad = new BlockTrailer(new BinaryFlags("0000"), RawString.of("a b"), 5);
        assertEquals("blocks[0].trailer.function", assertWriteRefused(() -> write(new BlockBody<>(vertices(1), List.of(), bad))).field());
        assertEquals("blocks[0].vertices[1].z", assertWriteRefused(() -> write(new BlockBody<>(List.of(Vec3.ZERO, new Vec3(0, 0, Double.NaN)), List.of(), TRAILER))).field());
    }
}
