package dev.mapharness.wmpb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Bytes WED never wrote: every failure is one MapFormatException with the offset and the field,
 * whatever the bytes (cut anywhere, any byte changed, counts and sizes far past the file).
 */
class WmpbHostileInputTest {
    private static final byte[] SAMPLE = WmpbSamples.bytes();

    @Test
    void aFileCutAtAnyByteIsRefusedInBothModes() {
        for (int n = 0; n < SAMPLE.length; n++) {
            byte[] cut = Arrays.copyOf(SAMPLE, n);
            for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
                MapFormatException e = assertThrows(MapFormatException.class, () -> WmpbReader.read(cut, mode), "cut at " + n);
                assertTrue(e.offset() >= 0 && e.offset() <= n, "offset " + e.offset() + " within a file cut at " + n);
                if (n >= 4) {
                    assertTrue(!e.field().isEmpty(), "a field path for a file cut at " + n);
                }
            }
        }
    }

    /** Every byte set to 0x00, 0x7F and 0xFF in turn: a model or a MapFormatException, never anything else. */
    @Test
    void anyChangedByteGivesAModelOrAFormatException() {
        for (int at = 0; at < SAMPLE.length; at++) {
            for (int value : new int[] {0x00, 0x7F, 0xFF, SAMPLE[at] ^ 0x01}) {
                byte[] b = SAMPLE.clone();
                b[at] = (byte) value;
                for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
                    try {
                        WmpbReader.read(b, mode);
                    } catch (MapFormatException expected) {
                        assertTrue(expected.offset() >= 0 && expected.offset() <= b.length);
                    }
                }
            }
        }
    }

    @Test
    void aWrongMagicOrAShortFileIsRefused() {
        assertEquals("magic", fails(new byte[0]).field());
        assertEquals("magic", fails("WMP".getBytes()).field());
        MapFormatException e = fails("WMPX".getBytes());
        assertEquals(0, e.offset());
        assertTrue(e.getMessage().contains("WMPX"), e.getMessage());
        assertEquals("header", fails("WMPB".getBytes()).field());
    }

    @Test
    void aChunkWithAnotherTagWhereTheFrameWantsOneIsRefused() {
        byte[] b = SAMPLE.clone();
        b[4] = 9;
        MapFormatException e = fails(b);
        assertEquals(4, e.offset());
        assertEquals("header", e.field());
        assertTrue(e.getMessage().contains("chunk [1.4]") && e.getMessage().contains("chunk [9.4]"), e.getMessage());
    }

    @Test
    void aHeaderWordOtherThanKindPlusOneIsRefused() {
        byte[] b = SAMPLE.clone();
        b[6] = 7;
        MapFormatException e = fails(b);
        assertEquals(6, e.offset());
        assertEquals("header.word", e.field());
    }

    @Test
    void chunkSizesBelowTheHeaderOrPastTheParentAreRefused() {
        for (long size : new long[] {0, 7, SAMPLE.length, 0xFFFF_FFFFL}) {
            byte[] b = SAMPLE.clone();
            ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(8, (int) size);
            MapFormatException e = fails(b);
            assertEquals(8, e.offset(), "size " + size);
            assertEquals("header.size", e.field());
        }
    }

    @Test
    void bytesAfterTheRootAreRefused() {
        byte[] b = Arrays.copyOf(SAMPLE, SAMPLE.length + 8);
        assertEquals("end", fails(b).field());
    }

    /** A huge count inside a data chunk: the chunk kept raw in both modes, with the count's place; nothing allocated for it. */
    @Test
    void hugeCountsAreCheckedAgainstTheChunkBeforeAllocating() {
        // the block's data chunk, its 8-byte prefix, the vertices chunk's header: the count
        int vertices = indexOf(SAMPLE, new byte[] {2, 5, 6, 0}) + 8 + 8 + 8;
        byte[] b = SAMPLE.clone();
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(vertices, 0x7FFF_FFFF);
        for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            Decoded<WmpbLevel> d = WmpbReader.read(b, mode);
            assertEquals(Severity.WARNING, d.violations().get(0).severity());
            assertEquals(vertices, d.violations().get(0).offset());
            assertTrue(d.violations().get(0).field().endsWith("data[2.5].vertices.count"), d.violations().get(0).field());
            WmpbObject block = d.model().root().children().get(0).children().get(0);
            assertTrue(block.data().orElseThrow() instanceof WmpbRawChunk);
            assertEquals(Optional.empty(), d.model().root().children().get(0).data());
        }
    }

    @Test
    void aChildCountThatDisagreesWithTheChildrenIsRefused() {
        int root = indexOf(SAMPLE, new byte[] {1, 5, 6, 0});
        byte[] b = SAMPLE.clone();
        b[root + 10] = 9;
        MapFormatException e = fails(b);
        assertEquals("root.children", e.field());
    }

    @Test
    void aStringWithoutItsNulIsRefusedWhereTheFrameNeedsIt() {
        int cls = indexOf(SAMPLE, "level\0".getBytes());
        byte[] b = SAMPLE.clone();
        b[cls + 5] = 'x';
        MapFormatException e = fails(b);
        assertEquals("root.class.text", e.field());
        assertTrue(e.getMessage().contains("no NUL"), e.getMessage());
    }

    @Test
    void aStringWithANulBeforeItsEndIsRefusedAtThatNul() {
        int cls = indexOf(SAMPLE, "level\0".getBytes());
        byte[] b = SAMPLE.clone();
        b[cls + 1] = 0;
        MapFormatException e = fails(b);
        assertEquals("root.class.text", e.field());
        assertEquals(cls + 1, e.offset());
        assertEquals("a NUL 4 bytes before the end", e.found());
        assertEquals("a NUL at the string's end and nowhere else", e.expected());
    }

    @Test
    void aStringStartingWithANulIsRefusedThereAndAnEmptyOneRead() {
        int cls = indexOf(SAMPLE, "level\0".getBytes());
        byte[] b = SAMPLE.clone();
        b[cls] = 0;
        MapFormatException e = fails(b);
        assertEquals(cls, e.offset());
        assertEquals("a NUL 5 bytes before the end", e.found());
        WmpbLevel level = WmpbSamples.level();
        WmpbLevel empty = new WmpbLevel(level.header(), new WmpbSettings(level.settings().palette(),
                List.of(dev.mapharness.bytes.RawString.of("")), List.of()), level.root());
        assertEquals(empty, WmpbReader.read(WmpbWriter.write(empty), ReadOptions.STRICT).model());
    }

    /** A count one more than its chunk holds is refused at the count, not where the elements run out. */
    @Test
    void aCountOneTooLargeIsRefusedAtTheCount() {
        int vertices = indexOf(SAMPLE, new byte[] {2, 5, 6, 0}) + 8 + 8 + 8;
        byte[] b = SAMPLE.clone();
        b[vertices] = 5;
        Decoded<WmpbLevel> d = WmpbReader.read(b, ReadOptions.STRICT);
        assertEquals(vertices, d.violations().get(0).offset());
        assertTrue(d.violations().get(0).field().endsWith("data[2.5].vertices.count"), d.violations().get(0).field());
    }

    /**
     * A data chunk kept raw after failing deep inside (a face's vertex count) leaves the paths as they
     * were: the next object's warning is at its own path, and the failed chunk's errors are not reported.
     */
    @Test
    void aChunkKeptRawLeavesThePathAndItsErrorsBehind() {
        WmpbBlock k = WmpbSamples.block();
        WmpbBlock bad = new WmpbBlock(0, 0, k.vertices(), List.of(List.of(9), List.of(0, 1, 2)), List.of());
        WmpbObject badBlock = WmpbSamples.object(WmpbObject.BLOCK, 1, "block", Optional.empty(), Optional.of(bad), List.of());
        WmpbObject light = WmpbSamples.object(WmpbObject.LIGHT, 0, "light", Optional.empty(), Optional.empty(), List.of());
        WmpbObject goodBlock = WmpbSamples.object(WmpbObject.BLOCK, 1, "block", Optional.empty(), Optional.of(k), List.of());
        WmpbLevel level = WmpbCodecTest.withRoot(WmpbSamples.level(),
                WmpbCodecTest.withChildren(WmpbSamples.level().root(), List.of(badBlock, light, goodBlock)));
        byte[] b = WmpbWriter.write(level);
        // the second face's vertex count, far past its chunk
        int faces = indexOf(b, new byte[] {17, 2, 3, 0});
        int secondFace = faces + 8 + 4 + 2 + 2;
        b[secondFace] = (byte) 0xFF;
        b[secondFace + 1] = (byte) 0xFF;
        Decoded<WmpbLevel> d = WmpbReader.read(b, ReadOptions.STRICT);
        assertEquals(List.of("root.children[0].data[2.5].faces.faces[1].vertexCount", "root.children[1].data"),
                d.violations().stream().map(v -> v.field()).toList());
        assertTrue(d.model().root().children().get(0).data().orElseThrow() instanceof WmpbRawChunk);
        assertEquals(Optional.of(k), d.model().root().children().get(2).data());
    }

    /** Each block's errors are its own: two blocks naming a missing vertex give two errors. */
    @Test
    void eachChunksErrorsAreReportedOnce() {
        WmpbBlock k = WmpbSamples.block();
        WmpbBlock bad = new WmpbBlock(0, 0, k.vertices(), List.of(List.of(9)), List.of());
        WmpbObject block = WmpbSamples.object(WmpbObject.BLOCK, 1, "block", Optional.empty(), Optional.of(bad), List.of());
        WmpbLevel level = WmpbCodecTest.withRoot(WmpbSamples.level(),
                WmpbCodecTest.withChildren(WmpbSamples.level().root(), List.of(block, block)));
        assertEquals(List.of("root.children[0].data[2.5].faces.faces[0].vertex", "root.children[1].data[2.5].faces.faces[0].vertex"),
                WmpbReader.read(WmpbWriter.write(level), ReadOptions.STRICT).violations().stream().map(v -> v.field()).toList());
    }

    /** A face record's axes chunk 8 bytes short: its last number runs out of the chunk and the block is kept raw. */
    @Test
    void aNumberLongerThanWhatIsLeftOfItsChunk() {
        int axes = indexOf(SAMPLE, new byte[] {5, 2, 3, 0});
        byte[] b = SAMPLE.clone();
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(axes + 4, 64);
        Decoded<WmpbLevel> d = WmpbReader.read(b, ReadOptions.STRICT);
        assertEquals(axes + 8 + 56, d.violations().get(0).offset());
        assertTrue(d.violations().get(0).field().endsWith("faceRecords[0].axes.vOffset"), d.violations().get(0).field());
        assertTrue(d.violations().get(0).message().contains("the chunk's end"), d.violations().get(0).message());
    }

    @Test
    void aFieldMapOnlyWhenAsked() {
        assertTrue(WmpbReader.read(SAMPLE, ReadOptions.STRICT.withFieldMap()).fieldMap().isPresent());
        assertTrue(WmpbReader.read(SAMPLE, ReadOptions.STRICT).fieldMap().isEmpty());
    }

    @Test
    void theHeaderWordsMessageSaysWhatItShouldBe() {
        byte[] b = SAMPLE.clone();
        b[6] = 7;
        MapFormatException e = fails(b);
        assertEquals("kind + 1 (5)", e.expected());
        assertEquals("7", e.found());
    }

    /** A string chunk of 8 bytes, its header alone, has no NUL either (found by the wmpb-decode fuzz target). */
    @Test
    void anEmptyStringChunkIsRefusedAsAStringWithoutItsNul() {
        int cls = indexOf(SAMPLE, "level\0".getBytes());
        byte[] b = SAMPLE.clone();
        b[cls - 4] = 8;
        MapFormatException e = fails(b);
        assertEquals("root.class.text", e.field());
        assertEquals(cls, e.offset());
        assertTrue(e.getMessage().contains("no NUL"), e.getMessage());
    }

    @Test
    void nestingPastTheLimitIsRefusedBeforeTheStackRunsOut() {
        WmpbObject leaf = WmpbSamples.object(WmpbObject.GROUP, 0, "object", Optional.empty(), Optional.empty(), List.of());
        WmpbObject deep = leaf;
        for (int i = 0; i < WmpbReader.MAX_DEPTH - 2; i++) {
            deep = WmpbCodecTest.withChildren(leaf, List.of(deep));
        }
        WmpbLevel level = WmpbSamples.level();
        byte[] ok = WmpbWriter.write(WmpbCodecTest.withRoot(level, WmpbCodecTest.withChildren(level.root(), List.of(deep))));
        assertEquals(WmpbReader.MAX_DEPTH, WmpbReader.read(ok, ReadOptions.STRICT).model().objects().size());
        // one more level, spliced by hand (the writer refuses it): wrap the innermost group in another
        int innermost = lastIndexOf(ok, new byte[] {1, 5, 6, 0});
        int size = ByteBuffer.wrap(ok).order(ByteOrder.LITTLE_ENDIAN).getInt(innermost + 4);
        byte[] group = Arrays.copyOfRange(ok, innermost, innermost + size);
        byte[] wrapped = new byte[size * 2];
        System.arraycopy(group, 0, wrapped, 0, size);
        System.arraycopy(group, 0, wrapped, size, size);
        ByteBuffer.wrap(wrapped).order(ByteOrder.LITTLE_ENDIAN).putInt(4, 2 * size).putShort(10, (short) 1);
        byte[] deeper = new byte[ok.length + size];
        System.arraycopy(ok, 0, deeper, 0, innermost);
        System.arraycopy(wrapped, 0, deeper, innermost, wrapped.length);
        System.arraycopy(ok, innermost + size, deeper, innermost + wrapped.length, ok.length - innermost - size);
        ByteBuffer buf = ByteBuffer.wrap(deeper).order(ByteOrder.LITTLE_ENDIAN);
        for (int at = indexOf(deeper, new byte[] {1, 5, 6, 0}); at < innermost; at = nextObject(deeper, at)) {
            buf.putInt(at + 4, buf.getInt(at + 4) + size);
        }
        MapFormatException e = fails(deeper);
        assertTrue(e.getMessage().contains("nested at most " + WmpbReader.MAX_DEPTH), e.getMessage());
    }

    // ---- helpers -------------------------------------------------------------------------

    /** Refused in both modes (the frame is broken, so there is nothing to keep raw). */
    private static MapFormatException fails(byte[] b) {
        assertThrows(MapFormatException.class, () -> WmpbReader.read(b, ReadOptions.LENIENT));
        return assertThrows(MapFormatException.class, () -> WmpbReader.read(b, ReadOptions.STRICT));
    }

    /** The next object chunk header after the one at {@code at}, inside it. */
    private static int nextObject(byte[] b, int at) {
        int i = indexOf(Arrays.copyOfRange(b, at + 8, b.length), new byte[] {1, 5, 6, 0});
        return i < 0 ? Integer.MAX_VALUE : at + 8 + i;
    }

    static int indexOf(byte[] b, byte[] what) {
        outer:
        for (int i = 0; i + what.length <= b.length; i++) {
            for (int k = 0; k < what.length; k++) {
                if (b[i + k] != what[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static int lastIndexOf(byte[] b, byte[] what) {
        int last = -1;
        for (int i = indexOf(b, what); i >= 0; ) {
            last = i;
            int next = indexOf(Arrays.copyOfRange(b, i + 1, b.length), what);
            i = next < 0 ? -1 : i + 1 + next;
        }
        return last;
    }
}
