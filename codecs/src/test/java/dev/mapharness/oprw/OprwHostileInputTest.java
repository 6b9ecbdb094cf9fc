package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.ReadOptions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Inputs built to break readers: each must end in one MapFormatException naming the offset and field. */
class OprwHostileInputTest {

    /** Refused by both read modes, at {@code offset} and {@code field}. */
    static MapFormatException rejected(byte[] file, long offset, String field) {
        MapFormatException e = null;
        for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            e = assertThrows(MapFormatException.class, () -> OprwReader.read(file, mode));
            assertEquals(field, e.field(), e::getMessage);
            assertEquals(offset, e.offset(), e::getMessage);
        }
        return e;
    }

    static byte[] file(int version) {
        return OprwWriter.write(OprwSamples.world(version));
    }

    @Test
    void versionsOutsideTheTable() {
        for (int version : new int[] {16, 26, -1}) {
            rejected(OprwFiles.withU32(file(18), 4, version & 0xFFFF_FFFFL), 4, "header.version");
        }
    }

    @Test
    void twoToTheThirtyFirstMaterialsInATwoHundredByteFile() {
        byte[] file = file(20);
        int at = OprwFiles.offsetOf(file, "nMaterials");
        byte[] hostile = OprwFiles.withU32(file, at, 1L << 31);
        byte[] cut = java.util.Arrays.copyOf(hostile, Math.min(hostile.length, at + 200));
        rejected(cut, at, "nMaterials");
        rejected(OprwFiles.withU32(file, at, 0x7FFF_FFFFL), at, "nMaterials");
    }

    @Test
    void hugeGridsInATinyFile() {
        ByteOutput out = new ByteOutput().bytes("OPRW".getBytes()).i32(24);
        out.i32(1 << 15).i32(1 << 15).i32(16).i32(16).f32(40);
        rejected(out.toByteArray(), 28, "header.landX × landY");
        ByteOutput terrain = new ByteOutput().bytes("OPRW".getBytes()).i32(24);
        terrain.i32(1).i32(1).i32(1 << 16).i32(1 << 16).f32(40);
        terrain.bytes(new byte[200]);
        rejected(terrain.toByteArray(), 16, "header.terrainX × terrainY");
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 24})
    void roadNetSizeThatDisagreesWithItsWalk(int version) {
        byte[] file = file(version);
        int at = OprwFiles.offsetOf(file, "roadNetSize");
        long size = OprwFiles.u32(file, at);
        rejected(OprwFiles.withU32(file, at, size - 1), at, "roadNetSize");
        rejected(OprwFiles.withU32(file, at, size + 1), at, "roadNetSize");
    }

    @Test
    void modelIndexOutOfRange() {
        byte[] file = file(25);
        int at = OprwFiles.offsetOf(file, "objects[2].modelIndex");
        MapFormatException e = rejected(OprwFiles.withU32(file, at, 2), at, "objects[2].modelIndex");
        assertTrue(e.getMessage().contains("2-entry model list"), e.getMessage());
    }

    @Test
    void objectBlockThatIsNotWholeRecords() {
        byte[] file = file(21);
        int at = OprwFiles.offsetOf(file, "objectBlockSize");
        rejected(OprwFiles.withU32(file, at, 61), at, "objectBlockSize");
    }

    @Test
    void mapInfoBlockLargerThanTheFile() {
        byte[] file = file(23);
        int at = OprwFiles.offsetOf(file, "mapInfoBlockSize");
        rejected(OprwFiles.withU32(file, at, OprwFiles.u32(file, at) + 1), at, "mapInfoBlockSize");
    }

    @Test
    void unknownMapInfoTypeIsAnErrorInStrictMode() {
        byte[] file = file(18);
        int at = OprwFiles.offsetOf(file, "mapInfos[3].type");
        byte[] hostile = OprwFiles.withU32(file, at, 1000);
        MapFormatException e = assertThrows(MapFormatException.class, () -> OprwReader.read(hostile, ReadOptions.STRICT));
        assertEquals("mapInfos[3].type", e.field());
        assertEquals(at, e.offset());
        var lenient = OprwReader.read(hostile, ReadOptions.LENIENT);
        assertEquals(3, lenient.model().mapInfos().size());
        assertEquals(file.length - at, lenient.model().mapInfoTail().length());
    }

    @Test
    void negativeRoadPositionCount() {
        byte[] file = file(24);
        int at = OprwFiles.offsetOf(file, "roadNet[1].links[0].positionCount");
        byte[] hostile = file.clone();
        hostile[at + 1] = (byte) 0x80;
        rejected(hostile, at, "roadNet[1].links[0].positionCount");
    }

    @Test
    void everyTruncationFailsWithAnOffsetInsideTheFile() {
        for (int version : new int[] {18, 25}) {
            byte[] file = OprwWriter.write(OprwSamples.large(version));
            for (int n = 0; n < file.length; n++) {
                byte[] cut = java.util.Arrays.copyOf(file, n);
                MapFormatException e = assertThrows(MapFormatException.class, () -> OprwReader.read(cut, ReadOptions.LENIENT),
                        "truncated at " + n);
                assertTrue(e.offset() >= 0 && e.offset() <= n, "offset " + e.offset() + " for a " + n + "-byte file");
            }
        }
    }
}
