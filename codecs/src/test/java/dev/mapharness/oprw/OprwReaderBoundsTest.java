package dev.mapharness.oprw;

import static dev.mapharness.oprw.OprwHostileInputTest.file;
import static dev.mapharness.oprw.OprwHostileInputTest.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.ReadOptions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The edges of the reader's bounds: each count and size is refused from the first value the bytes
 * cannot hold, at the field that declares it, and taken up to the last value they can.
 */
class OprwReaderBoundsTest {

    /** A version 23 header (LZO) for a 1 × 1 land grid and the given terrain, then {@code rest} zero bytes. */
    private static byte[] header(int terrainX, int terrainY, int rest) {
        ByteOutput out = new ByteOutput().bytes("OPRW".getBytes()).i32(23);
        out.i32(1).i32(1).i32(terrainX).i32(terrainY).f32(40);
        return out.bytes(new byte[rest]).toByteArray();
    }

    @Test
    void anEmptyTerrainGridIsRefusedAtItsSize() {
        rejected(header(0, 4, 200), 16, "header.terrainX × terrainY");
        rejected(header(4, 0, 200), 16, "header.terrainX × terrainY");
        rejected(header(-4, 4, 200), 16, "header.terrainX × terrainY");
    }

    /**
     * 7 bytes of LZO decode to at most 255 × (7 − 3) = 1020 bytes: 255 elevations. A 255-cell terrain
     * passes the header's check (the read fails later, where the bytes run out); 256 cells do not.
     */
    @Test
    void theTerrainMayFillExactlyWhatTheBytesLeftCanDecode() {
        MapFormatException later = assertThrows(MapFormatException.class,
                () -> OprwReader.read(header(255, 1, 7), ReadOptions.LENIENT));
        assertEquals("soundMap.leaf", later.field(), later::getMessage);
        MapFormatException e = rejected(header(256, 1, 7), 16, "header.terrainX × terrainY");
        assertEquals("256 × 1", e.found());
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void everyMaterialTakesAtLeastItsNulAndMajorByte(int version) {
        byte[] file = file(version);
        int at = OprwFiles.offsetOf(file, "nMaterials");
        long left = file.length - at - 4L;
        // enough bytes for that many one-byte materials, not for two-byte ones
        rejected(OprwFiles.withU32(file, at, left / 2 + 1), at, "nMaterials");
    }

    @Test
    void aRoadNetSmallerThanItsCellCountsIsRefusedSayingSo() {
        byte[] file = file(20);
        int at = OprwFiles.offsetOf(file, "roadNetSize");
        MapFormatException e = rejected(OprwFiles.withU32(file, at, 20), at, "roadNetSize");
        assertEquals("at least the 6 four-byte cell counts (24 bytes)", e.expected());
        assertEquals("20 bytes", e.found());
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 24})
    void aRoadNetSizeOffByOneSaysWhereTheWalkGot(int version) {
        byte[] file = file(version);
        int at = OprwFiles.offsetOf(file, "roadNetSize");
        long size = OprwFiles.u32(file, at);
        MapFormatException shorter = rejected(OprwFiles.withU32(file, at, size - 1), at, "roadNetSize");
        assertEquals("the size the road net walk takes (it is past " + size + " bytes at land cell 5)", shorter.expected());
        MapFormatException longer = rejected(OprwFiles.withU32(file, at, size + 1), at, "roadNetSize");
        assertEquals("the size the road net walk takes, " + size + " bytes", longer.expected());
        assertEquals((size + 1) + " bytes", longer.found());
    }

    /** From version 24 a road position takes 12 bytes and its connection type one more. */
    @ParameterizedTest
    @ValueSource(ints = {23, 24})
    void roadPositionCountsAreBoundedByTheBytesAPositionTakes(int version) {
        byte[] file = file(version);
        int at = OprwFiles.offsetOf(file, "roadNet[1].links[0].positionCount");
        long left = file.length - at - 2L;
        int n = (int) (left / 12); // fits as 12-byte positions, not as 13-byte ones
        assertTrue(13L * n > left && n <= Short.MAX_VALUE);
        byte[] hostile = file.clone();
        hostile[at] = (byte) n;
        hostile[at + 1] = (byte) (n >> 8);
        if (OprwFeature.ROAD_CONNECTION_TYPES.in(version)) {
            // the count's check fails once the count is read: its offset is the byte after it
            rejected(hostile, at + 2, "roadNet[1].links[0].positionCount");
        } else {
            // the count is taken: the positions are read, and the file runs out after them
            MapFormatException e = assertThrows(MapFormatException.class, () -> OprwReader.read(hostile, ReadOptions.LENIENT));
            assertNotEquals("roadNet[1].links[0].positionCount", e.field());
            assertTrue(e.offset() >= at + 2 + 12L * n, e::getMessage);
        }
    }

    /** A record needs its 8-byte head inside the block: 3 bytes left at its end are refused. */
    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void aMapInfoBlockEndingInAPartialHeadIsRefused(int version) {
        byte[] file = OprwWriter.write(OprwSamples.withTrailing(OprwSamples.world(version), Blob.EMPTY,
                Blob.of(new byte[] {1, 2, 3})));
        int at = OprwFiles.offsetOf(file, "mapInfoBlockSize");
        long size = OprwFiles.u32(file, at);
        MapFormatException e = rejected(OprwFiles.withU32(file, at, size + 3), file.length - 3, "mapInfos[45].type");
        assertEquals("a record of at least 8 bytes before the end of the " + (size + 3) + "-byte map-info block", e.expected());
        assertEquals("3 bytes left in the block", e.found());
    }

    /** An empty-shaped record (type 5) is just its head: 8 bytes at the end of the block are a whole record. */
    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void aHeadOnlyRecordMayEndTheBlock(int version) {
        OprwEdit e = OprwEdit.sample(version);
        e.mapInfos = List.of(OprwSamples.mapInfo(0), OprwSamples.mapInfo(5));
        OprwWorld w = e.build();
        assertEquals(w, OprwReader.read(OprwWriter.write(w), ReadOptions.STRICT).model());
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void aRecordRunningPastTheBlockIsRefusedAtTheRecord(int version) {
        byte[] file = file(version);
        int at = OprwFiles.offsetOf(file, "mapInfoBlockSize");
        int river = OprwFiles.offsetOf(file, "mapInfos[44].type");
        long size = OprwFiles.u32(file, at);
        MapFormatException e = rejected(OprwFiles.withU32(file, at, size - 4), river, "mapInfos[44]");
        assertEquals("a record that ends within the " + (size - 4) + "-byte map-info block", e.expected());
        assertEquals("a record that ends 4 bytes past it", e.found());
    }
}
