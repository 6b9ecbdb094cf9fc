package dev.mapharness.wmpb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.ReadOptions;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
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
