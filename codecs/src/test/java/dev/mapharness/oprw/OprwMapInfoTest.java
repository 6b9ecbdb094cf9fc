package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.compress.Compression;
import dev.mapharness.grid.IntGrid;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Map-info records: what each shape holds, in which order its bytes lie, and where offsets into the block move. */
class OprwMapInfoTest {

    private static byte[] record(OprwMapInfo info) {
        ByteOutput out = new ByteOutput();
        OprwMapInfoBlock.write(out, List.of(info), Compression.LZSS, null);
        return out.toByteArray();
    }

    @Test
    void aForestsBytesComeBeforeItsFloatsAndARailwaysAfter() {
        // the sample's forest (type 25) holds bytes F0..F3 and floats 250..253; its railway (35) floats 350..355, byte F0
        ByteOutput forest = new ByteOutput().i32(25).i32(1025).bytes(new byte[] {(byte) 0xF0, (byte) 0xF1, (byte) 0xF2, (byte) 0xF3});
        for (int i = 0; i < 4; i++) {
            forest.f32(250f + i);
        }
        assertArrayEquals(forest.toByteArray(), record(OprwSamples.mapInfo(25)));
        ByteOutput railway = new ByteOutput().i32(35).i32(1035);
        for (int i = 0; i < 6; i++) {
            railway.f32(350f + i);
        }
        railway.u8(0xF0);
        assertArrayEquals(railway.toByteArray(), record(OprwSamples.mapInfo(35)));
        // and a rect with its colour after the floats
        ByteOutput rect = new ByteOutput().i32(3).i32(1003);
        for (int i = 0; i < 8; i++) {
            rect.f32(30f + i);
        }
        rect.bytes(new byte[] {(byte) 0xF0, (byte) 0xF1, (byte) 0xF2, (byte) 0xF3});
        assertArrayEquals(rect.toByteArray(), record(OprwSamples.mapInfo(3)));
        assertEquals(List.of(MapInfoShape.FOREST), Arrays.stream(MapInfoShape.values()).filter(MapInfoShape::bytesFirst).toList());
    }

    @Test
    void aRecordHoldsExactlyWhatItsShapeHas() {
        OprwMapInfo forest = OprwSamples.mapInfo(25);
        assertEquals(Float.floatToRawIntBits(252f), forest.floatBits(2));
        assertArrayEquals(new int[] {Float.floatToRawIntBits(250f), Float.floatToRawIntBits(251f), Float.floatToRawIntBits(252f),
                Float.floatToRawIntBits(253f)}, forest.floatBits());
        assertEquals(4, forest.floatCount());
        // a river holds point pairs
        assertThrows(IllegalArgumentException.class, () -> new OprwMapInfo(44, 1, new int[3], Blob.EMPTY));
        assertThrows(IllegalArgumentException.class, () -> new OprwMapInfo(25, 1, new int[4], Blob.of(new byte[3])));
        assertThrows(IllegalArgumentException.class, () -> new OprwMapInfo(25, 1, new int[5], Blob.of(new byte[4])));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> new OprwMapInfo(-1, 1, new int[0], Blob.EMPTY));
        assertEquals("map-info type 4294967295 is not one the format defines", unknown.getMessage());
    }

    @Test
    void recordsAreEqualByEveryPart() {
        OprwMapInfo forest = OprwSamples.mapInfo(25);
        assertEquals(forest, OprwSamples.mapInfo(25));
        assertEquals(forest.hashCode(), OprwSamples.mapInfo(25).hashCode());
        int[] floats = forest.floatBits();
        byte[] bytes = forest.bytes().bytes();
        assertNotEquals(forest, new OprwMapInfo(33, forest.objectId(), floats, forest.bytes()));
        assertNotEquals(forest, new OprwMapInfo(25, 7, floats, forest.bytes()));
        floats[3]++;
        assertNotEquals(forest, new OprwMapInfo(25, forest.objectId(), floats, forest.bytes()));
        bytes[0]++;
        assertNotEquals(forest, new OprwMapInfo(25, forest.objectId(), forest.floatBits(), Blob.of(bytes)));
        assertNotEquals(forest, "forest");
        // the hash covers the values, not the array's identity
        assertNotEquals(forest.hashCode(), OprwSamples.mapInfo(33).hashCode());
    }

    @Test
    void aRecordPrintsItsValuesUpToEightAndCountsMore() {
        assertEquals("MapInfo{type 25 FOREST, objectId 1025, [250.0, 251.0, 252.0, 253.0], bytes " + OprwSamples.mapInfo(25).bytes()
                + "}", OprwSamples.mapInfo(25).toString());
        assertEquals("MapInfo{type 24 RECT, objectId 1024, [240.0, 241.0, 242.0, 243.0, 244.0, 245.0, 246.0, 247.0]}",
                OprwSamples.mapInfo(24).toString());
        assertEquals("MapInfo{type 44 RIVER, objectId 7, 10 floats}", new OprwMapInfo(44, 7, new int[10], Blob.EMPTY).toString());
    }

    @Test
    void offsetsMoveWithTheRecordsTheyPointInto() {
        // records at 0 (16 bytes), 16 (a river of 84 bytes, 64 in the other compression), 100 (16 bytes); end 116
        long[] old = {0, 16, 100, 116};
        long[] now = {0, 16, 80, 96};
        IntGrid offsets = IntGrid.of(4, 2, new int[] {0, 16, 50, 99, 100, 116, 120, -1});
        IntGrid moved = OprwMapInfoBlock.remap(offsets, old, now);
        // a start stays the start; inside the river stays inside it (clamped to its last byte); past the end moves with the end
        assertArrayEquals(new int[] {0, 16, 50, 79, 80, 96, 100, (int) (0xFFFF_FFFFL - 20)}, moved.toArray());
        assertEquals(offsets, IntGrid.of(4, 2, new int[] {0, 16, 50, 99, 100, 116, 120, -1}), "the input is not changed");
        // and back: the river grows; an offset past the end stays below 2^32
        IntGrid back = OprwMapInfoBlock.remap(IntGrid.of(2, 1, new int[] {79, -1}), now, old);
        assertArrayEquals(new int[] {16 + 63, -1}, back.toArray());
        // same starts, nothing moves: the grid itself comes back
        assertSame(offsets, OprwMapInfoBlock.remap(offsets, old, old.clone()));
        List<OprwMapInfo> infos = List.of(OprwSamples.mapInfo(0));
        assertSame(offsets, OprwMapInfoBlock.remap(offsets, infos, Compression.LZO, Compression.LZO));
    }

    @Test
    void theMapInfoBlockIsTheRecordsAndTheRawTail() {
        OprwWorld w = OprwSamples.withTrailing(OprwSamples.world(18), Blob.of(new byte[] {45, 0, 0, 0, 1, 2, 3, 4, 5}), Blob.EMPTY);
        byte[] file = OprwWriter.write(w);
        assertEquals(OprwFiles.u32(file, OprwFiles.offsetOf(file, "mapInfoBlockSize")), OprwLayoutRules.mapInfoBlockBytes(w));
        assertEquals(OprwLayoutRules.mapInfoBlockBytes(OprwSamples.world(18)) + 9, OprwLayoutRules.mapInfoBlockBytes(w));
    }
}
