package dev.mapharness.wwd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.RawString;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * WapMap's metadata block (docs/wwd.md, "Bytes after the main block"): found from the end of the bytes
 * only when the tags, both size blocks and the block chain agree, encoded back to the same bytes, and its
 * Header block read only when it has exactly the shape WapMap writes.
 */
class WwdWapMapMetaTest {

    /** The stored form, built by hand as docs/wwd.md describes it, with {@code size} written in both size blocks. */
    private static byte[] stored(long size, byte[]... blocks) {
        ByteOutput out = new ByteOutput();
        out.bytes("<wm_meta>".getBytes(StandardCharsets.US_ASCII));
        out.u8(0).u32(4).u32(size);
        for (byte[] b : blocks) {
            out.bytes(b);
        }
        out.u8(1).u32(4).u32(size);
        out.bytes("</wm_meta>".getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    private static byte[] block(int id, byte[] data) {
        return new ByteOutput().u8(id).u32(data.length).bytes(data).toByteArray();
    }

    private static byte[] stored(byte[]... blocks) {
        long size = 37;
        for (byte[] b : blocks) {
            size += b.length;
        }
        return stored(size, blocks);
    }

    private static Optional<WwdWapMapMeta.Found> find(byte[] b) {
        return WwdWapMapMeta.findAtEnd(b, 0, b.length);
    }

    private static byte[] data(int n) {
        byte[] d = new byte[n];
        for (int i = 0; i < n; i++) {
            d[i] = (byte) (i * 7 + 1);
        }
        return d;
    }

    @Test
    void theSmallestMetadataIsTheTagsAndTheTwoSizeBlocks() {
        byte[] empty = stored();
        assertEquals(37, empty.length);
        WwdWapMapMeta.Found f = find(empty).orElseThrow();
        assertEquals(List.of(), f.meta().blocks());
        assertEquals(0, f.start());
        assertArrayEquals(empty, f.meta().encode());
        assertEquals(37, f.meta().encodedSize());
        // one byte short of it is no metadata, whatever it holds
        assertEquals(Optional.empty(), WwdWapMapMeta.findAtEnd(empty, 1, empty.length));
    }

    @Test
    void blocksAreKeptInOrderWithIdsAndDataAsStored() {
        // a block id past 127 and lengths and sizes past 255 use every byte of their words
        byte[] big = data(300);
        byte[] file = stored(block(3, big), block(200, new byte[0]), block(2, data(2)));
        WwdWapMapMeta m = find(file).orElseThrow().meta();
        assertEquals(List.of(new WwdWapMapMeta.Block(3, Blob.of(big)), new WwdWapMapMeta.Block(200, Blob.EMPTY),
                new WwdWapMapMeta.Block(2, Blob.of(data(2)))), m.blocks());
        assertEquals(37 + 305 + 5 + 7, file.length);
        assertEquals(file.length, m.encodedSize());
        assertArrayEquals(file, m.encode());
        assertEquals(new WwdWapMapMeta(m.blocks()), m);
    }

    @Test
    void metadataIsFoundAtTheEndOfARangeAndItsStartCountsFromTheArraysStart() {
        byte[] meta = stored(block(4, data(3)));
        byte[] b = new byte[10 + meta.length + 6];
        System.arraycopy(meta, 0, b, 10, meta.length);
        WwdWapMapMeta.Found f = WwdWapMapMeta.findAtEnd(b, 4, 10 + meta.length).orElseThrow();
        assertEquals(10, f.start());
        assertArrayEquals(meta, f.meta().encode());
        // the range must hold all of it: starting inside it, or ending after the end tag, finds nothing
        assertEquals(Optional.empty(), WwdWapMapMeta.findAtEnd(b, 11, 10 + meta.length));
        assertEquals(Optional.empty(), WwdWapMapMeta.findAtEnd(b, 4, b.length));
        assertTrue(WwdWapMapMeta.findAtEnd(b, 10, 10 + meta.length).isPresent());
    }

    @Test
    void sizeWordsTagsAndIdsThatDisagreeAreNoMetadata() {
        byte[] good = stored(block(4, data(3)));
        assertTrue(find(good).isPresent());
        int n = good.length;
        // each change breaks one thing the reader checks
        int[][] changes = {
                {n - 1, 'x'},           // the end tag
                {0, '('},               // the start tag
                {9, 1},                 // MetaInfo's id
                {10, 5},                // MetaInfo's length word
                {14, n + 1},            // MetaInfo's size word
                {n - 19, 0},            // MetaEndInfo's id
                {n - 18, 3},            // MetaEndInfo's length word
        };
        for (int[] c : changes) {
            byte[] b = good.clone();
            b[c[0]] = (byte) c[1];
            assertEquals(Optional.empty(), find(b), () -> "byte " + c[0]);
        }
        // both size words saying one byte more or less: the start tag is not where they point
        for (long size : new long[] {n - 1, n + 1, 36, 0xFFFF_FFFFL}) {
            byte[] b = stored(size, block(4, data(3)));
            assertEquals(Optional.empty(), find(b), () -> "size " + size);
        }
        // with bytes before it, a size one byte larger points at a start tag that is not there
        byte[] before = new byte[1 + n];
        System.arraycopy(stored(n + 1, block(4, data(3))), 0, before, 1, n);
        assertEquals(Optional.empty(), find(before));
    }

    @Test
    void aBlockChainThatDoesNotEndAtMetaEndInfoIsNoMetadata() {
        // a block whose length runs one byte into MetaEndInfo
        byte[] over = stored(block(4, data(3)));
        over[9 + 9 + 1] = 4;
        assertEquals(Optional.empty(), find(over));
        // four bytes left between the blocks and MetaEndInfo: too few for a block's id and length
        assertEquals(Optional.empty(), find(stored(block(4, data(3)), new byte[] {2, 0, 0, 0})));
        // five: a block of no data
        WwdWapMapMeta m = find(stored(block(4, data(3)), new byte[] {2, 0, 0, 0, 0})).orElseThrow().meta();
        assertEquals(List.of(new WwdWapMapMeta.Block(4, Blob.of(data(3))), new WwdWapMapMeta.Block(2, Blob.EMPTY)),
                m.blocks());
        // a length word of 2^32 - 1 is past anything, not -1
        byte[] huge = stored(block(4, data(3)));
        Arrays.fill(huge, 19, 23, (byte) 0xFF);
        assertEquals(Optional.empty(), find(huge));
    }

    /** A Header block's data: i32 WapMap build, zstring version, i32 map build, zstring map version, zstring description. */
    private static byte[] header(int build, String version, int mapBuild, String mapVersion, String description) {
        return new ByteOutput().i32(build).asciiz(RawString.of(version)).i32(mapBuild).asciiz(RawString.of(mapVersion))
                .asciiz(RawString.of(description)).toByteArray();
    }

    private static WwdWapMapMeta withHeader(byte[] data) {
        return new WwdWapMapMeta(List.of(new WwdWapMapMeta.Block(3, Blob.of(new byte[] {9})),
                new WwdWapMapMeta.Block(2, Blob.of(data))));
    }

    @Test
    void theHeaderBlockIsReadWhenItHasWapMapsShape() {
        WwdWapMapMeta m = withHeader(header(0x01020304, "MAINDEV", -2, "1.0", "A level"));
        WwdWapMapMeta.Header h = m.header().orElseThrow();
        assertEquals(new WwdWapMapMeta.Header(0x01020304, RawString.of("MAINDEV"), -2, RawString.of("1.0"),
                RawString.of("A level")), h);
        assertEquals("saved by WapMap build 16909060 (MAINDEV), map build -2, version 1.0", m.describe());
        // empty strings are a shape WapMap writes too; no map version, no mention of it
        WwdWapMapMeta empty = withHeader(header(30, "", 182, "", ""));
        assertEquals(new WwdWapMapMeta.Header(30, RawString.EMPTY, 182, RawString.EMPTY, RawString.EMPTY),
                empty.header().orElseThrow());
        assertEquals("saved by WapMap build 30 (), map build 182", empty.describe());
        // the first Header block counts
        WwdWapMapMeta two = new WwdWapMapMeta(List.of(new WwdWapMapMeta.Block(2, Blob.of(header(1, "a", 2, "b", "c"))),
                new WwdWapMapMeta.Block(2, Blob.of(header(3, "d", 4, "e", "f")))));
        assertEquals(1, two.header().orElseThrow().wapMapBuild());
    }

    @Test
    void aHeaderBlockOfAnotherShapeIsKeptButNotRead() {
        byte[] good = header(30, "MAINDEV", 182, "1.0", "");
        List<byte[]> others = List.of(
                new byte[] {30, 0, 0},                                    // shorter than the build word
                Arrays.copyOf(good, 4),                                   // the build and nothing else
                Arrays.copyOf(good, 4 + 7),                               // a version with no NUL
                Arrays.copyOf(good, 4 + 8 + 3),                           // a map build cut short
                Arrays.copyOf(good, 4 + 8 + 4),                           // no map version
                Arrays.copyOf(good, 4 + 8 + 4 + 3),                       // a map version with no NUL
                Arrays.copyOf(good, 4 + 8 + 4 + 4),                       // no description
                Arrays.copyOf(good, good.length + 1));                    // a byte after the description
        for (byte[] d : others) {
            WwdWapMapMeta m = withHeader(d);
            assertEquals(Optional.empty(), m.header(), () -> Arrays.toString(d));
            assertEquals("2 blocks", m.describe());
            // kept as it is, so written back unchanged
            assertEquals(m, WwdWapMapMeta.findAtEnd(m.encode(), 0, m.encode().length).orElseThrow().meta());
        }
        assertTrue(withHeader(good).header().isPresent());
        assertEquals("1 block", new WwdWapMapMeta(List.of(new WwdWapMapMeta.Block(2, Blob.of(new byte[0])))).describe());
        assertEquals("0 blocks", new WwdWapMapMeta(List.of()).describe());
        assertEquals(Optional.empty(), new WwdWapMapMeta(List.of(new WwdWapMapMeta.Block(4, Blob.of(good)))).header());
    }
}
