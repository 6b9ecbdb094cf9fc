package dev.mapharness.wmpb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.ReadOptions;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Chunks built byte by byte, independently of {@link WmpbWriter}, around a smallest level (docs/wmpb.md,
 * "The file"): a field that needs more than its chunk holds, or a chunk with bytes left over, is refused
 * at its place with what its chunk has.
 */
class WmpbFrameTest {

    /** A chunk: id, kind, kind + 1, the size with the 8-byte header, the body. */
    static byte[] chunk(int id, int kind, byte[]... parts) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            body.writeBytes(p);
        }
        ByteBuffer b = ByteBuffer.allocate(8 + body.size()).order(ByteOrder.LITTLE_ENDIAN);
        b.put((byte) id).put((byte) kind).putShort((short) (kind + 1)).putInt(8 + body.size()).put(body.toByteArray());
        return b.array();
    }

    static byte[] string(int id, String s) {
        return chunk(id, 1, (s + "\0").getBytes(StandardCharsets.ISO_8859_1));
    }

    static byte[] words(int... values) {
        ByteBuffer b = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int v : values) {
            b.putInt(v);
        }
        return b.array();
    }

    /** The root object with {@code position} as its position chunk's body and no data chunk. */
    static byte[] level(byte[] position) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("WMPB".getBytes(StandardCharsets.ISO_8859_1));
        out.writeBytes(chunk(1, 4, words(710, 2, 1, 0, 1, 0), string(1, "file created: 01.02.2024, wmpio (1.30)\n")));
        out.writeBytes(chunk(2, 4, chunk(10, 1, new byte[768])));
        out.writeBytes(chunk(1, 5, new byte[] {1, 0, 0, 0}, words(0), string(2, "level"), chunk(1, 0, position),
                chunk(3, 0, new byte[24]), chunk(5, 0, new byte[24])));
        return out.toByteArray();
    }

    /** The smallest level whose root holds {@code data} after its scale, and any chunks after that. */
    static byte[] levelWith(byte[]... after) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("WMPB".getBytes(StandardCharsets.ISO_8859_1));
        out.writeBytes(chunk(1, 4, words(710, 2, 1, 0, 1, 0), string(1, "file created: 01.02.2024, wmpio (1.30)\n")));
        out.writeBytes(chunk(2, 4, chunk(10, 1, new byte[768])));
        byte[][] parts = new byte[6 + after.length][];
        parts[0] = new byte[] {1, 0, 0, 0};
        parts[1] = words(0);
        parts[2] = string(2, "level");
        parts[3] = chunk(1, 0, new byte[24]);
        parts[4] = chunk(3, 0, new byte[24]);
        parts[5] = chunk(5, 0, new byte[24]);
        System.arraycopy(after, 0, parts, 6, after.length);
        out.writeBytes(chunk(1, 5, parts));
        return out.toByteArray();
    }

    /** Level settings (docs/wmpb.md, "Level settings") with the given bodies for the word and sun chunks. */
    static byte[] settings(byte[] word, byte[] sun) {
        return chunk(4, 5, words(0, 0, 30, 0, 0), chunk(4, 3, word), string(6, "palette.pcx"), chunk(2, 3, sun),
                chunk(3, 3, new byte[4]));
    }

    private static String warningField(byte[] b) {
        var d = WmpbReader.read(b, ReadOptions.STRICT);
        assertEquals(1, d.violations().size(), d.violations().toString());
        return d.violations().get(0).field() + ": " + d.violations().get(0).message();
    }

    /** Too short a chunk for its word or byte: the data chunk is kept raw, the warning at the field that ran out. */
    @Test
    void aWordOrAByteLongerThanWhatIsLeftOfItsChunk() {
        assertEquals(List.of(), WmpbReader.read(levelWith(settings(new byte[4], new byte[4])), ReadOptions.STRICT).violations());
        String word = warningField(levelWith(settings(new byte[2], new byte[4])));
        assertTrue(word.startsWith("root.data[4.5].word.value: "), word);
        assertTrue(word.contains("only 2 left in the chunk"), word);
        String sun = warningField(levelWith(settings(new byte[4], new byte[3])));
        assertTrue(sun.startsWith("root.data[4.5].sun.blue: "), sun);
        assertTrue(sun.contains("the chunk's end"), sun);
        // a child object's prefix cut after its first byte: the u16 child count runs out of its chunk
        MapFormatException e = refused(levelWith(settings(new byte[4], new byte[4]), chunk(1, 5, new byte[] {3, 0, 0})));
        assertEquals("root.children[0].children", e.field());
        assertEquals("only 1 left in the chunk", e.found());
    }

    private static MapFormatException refused(byte[] b) {
        assertThrows(MapFormatException.class, () -> WmpbReader.read(b, ReadOptions.LENIENT));
        return assertThrows(MapFormatException.class, () -> WmpbReader.read(b, ReadOptions.STRICT));
    }

    /** Where the root object's position chunk starts in {@link #level}. */
    private static int positionAt() {
        byte[] b = level(new byte[24]);
        return WmpbHostileInputTest.indexOf(b, new byte[] {1, 0, 1, 0});
    }

    @Test
    void theSmallestLevelReads() {
        WmpbLevel level = WmpbReader.read(level(new byte[24]), ReadOptions.STRICT).model();
        assertEquals(1, level.objectCount());
        assertEquals("level", level.root().className().text());
    }

    @Test
    void aValueLongerThanWhatIsLeftOfItsChunk() {
        MapFormatException e = refused(level(new byte[16]));
        assertEquals("root.position.value", e.field());
        assertEquals(positionAt() + 8, e.offset());
        assertEquals("24 more bytes in the chunk", e.expected());
        assertEquals("only 16 left in the chunk", e.found());
    }

    @Test
    void aValueInAnEmptyChunk() {
        MapFormatException e = refused(level(new byte[0]));
        assertEquals("root.position.value", e.field());
        assertEquals("the chunk's end", e.found());
    }

    @Test
    void bytesLeftInAChunkAfterItsValues() {
        MapFormatException e = refused(level(new byte[32]));
        assertEquals("root.position.end", e.field());
        assertEquals(positionAt() + 8 + 24, e.offset());
        assertEquals("the chunk's end", e.expected());
        assertEquals("8 bytes more", e.found());
    }
}
