package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.compress.CompressedArrays;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.IntGrid;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The layout rules that generators, migrations and the corpus use to lay worlds out are the ones
 * the writer writes and the reader reads: for every corpus world (small ones with a raw river,
 * medium ones with a compressed one), each size the rules give is the size the file holds.
 */
class OprwLayoutRulesTest {

    static Stream<Path> corpus() throws IOException {
        return OprwVersionLayoutTest.corpus().stream();
    }

    @ParameterizedTest
    @MethodSource("corpus")
    void theRulesGiveTheSizesTheFileHolds(Path path) throws IOException {
        byte[] file = Files.readAllBytes(path);
        Decoded<OprwWorld> d = OprwReader.read(file, ReadOptions.STRICT.withFieldMap());
        OprwWorld w = d.model();
        FieldMap map = d.fieldMap().orElseThrow();
        assertEquals(OprwLayoutRules.objectBlockBytes(w.objects().size()), u32(file, map, "objectBlockSize"));
        assertEquals(OprwLayoutRules.mapInfoBlockBytes(w), u32(file, map, "mapInfoBlockSize"));

        long[] starts = OprwLayoutRules.mapInfoStarts(w.mapInfos(), OprwLayoutRules.compression(w.version()));
        long blockStart = span(map, "mapInfos[0].").start();
        for (int i = 0; i < w.mapInfos().size(); i++) {
            FieldMap.Span record = span(map, "mapInfos[" + i + "].");
            assertEquals(starts[i], record.start() - blockStart, "where mapInfos[" + i + "] starts in " + path);
            assertEquals(starts[i + 1] - starts[i], record.length(), "mapInfos[" + i + "]");
            OptionalLong fixed = OprwLayoutRules.fixedMapInfoBytes(w.mapInfos().get(i));
            if (fixed.isPresent()) {
                assertEquals(fixed.getAsLong(), record.length(), "mapInfos[" + i + "]");
            }
        }

        long streams = map.entries().stream().filter(e -> e.path().endsWith(".lzss") || e.path().endsWith(".lzo")).count();
        assertEquals(streams, OprwLayoutRules.arrayBytes(w).stream().filter(OprwLayoutRules::compressed).count(),
                "every array the rules call compressed is one stream in the file, and no other");
        for (String sizeField : OprwLayoutRules.BLOCK_SIZE_FIELDS.keySet()) {
            assertTrue(map.entry(sizeField).isPresent(), sizeField + " is a field the reader records");
        }
    }

    @Test
    void theMediumWorldsHoldACompressedRiverAndTheSmallOnesARawOne() throws IOException {
        long compressed = 0;
        long raw = 0;
        for (Path path : OprwVersionLayoutTest.corpus()) {
            for (OprwMapInfo info : OprwReader.read(Files.readAllBytes(path), ReadOptions.STRICT).model().mapInfos()) {
                if (info.shape() == MapInfoShape.RIVER) {
                    compressed += OprwLayoutRules.fixedMapInfoBytes(info).isEmpty() ? 1 : 0;
                    raw += OprwLayoutRules.fixedMapInfoBytes(info).isPresent() ? 1 : 0;
                }
            }
        }
        assertTrue(compressed > 0 && raw > 0, compressed + " compressed and " + raw + " raw rivers");
    }

    @Test
    void aRiverIsCompressedFromTheArrayThresholdOn() {
        int from = OprwLayoutRules.RIVER_POINTS_COMPRESSED_FROM;
        assertEquals(CompressedArrays.THRESHOLD, from * OprwLayoutRules.RIVER_POINT_BYTES);
        assertEquals(OptionalLong.of(8 + 4 + 8L * (from - 1)), OprwLayoutRules.fixedMapInfoBytes(river(from - 1)));
        assertTrue(OprwLayoutRules.fixedMapInfoBytes(river(from)).isEmpty());
        assertEquals(OptionalLong.of(16), OprwLayoutRules.fixedMapInfoBytes(OprwMapInfo.position(0, 1, 2f, 3f)));
    }

    @Test
    void recordsGroupedByCellGiveEachCellItsFirstRecordsOffset() {
        assertEquals(IntGrid.of(2, 2, new int[] {0, 60, 60, 60}), OprwLayoutRules.objectOffsets(new int[] {3, 0}, 2, 2));
        assertEquals(IntGrid.of(2, 2, new int[] {0, 0, 120, 120}), OprwLayoutRules.objectOffsets(new int[] {1, 1}, 2, 2));
        assertArrayEquals(new int[] {0, 16, 16, 44}, OprwLayoutRules.cellOffsets(2, 2, new long[] {16, 0, 28, 5}).toArray());
        // offsets are u32: a block past 2 GiB still has offsets below 4 GiB
        assertEquals(-1, OprwLayoutRules.cellOffsets(2, 1, new long[] {0xFFFF_FFFFL, 1}).toArray()[1]);
    }

    @Test
    void anOffsetFitsItsBlockAtARecordBoundaryOrAtItsEnd() {
        assertTrue(OprwLayoutRules.offsetFits(120, 120, 60));
        assertFalse(OprwLayoutRules.offsetFits(180, 120, 60));
        assertFalse(OprwLayoutRules.offsetFits(30, 120, 60));
        assertTrue(OprwLayoutRules.offsetFits(31, 120, 1));
    }

    private static OprwMapInfo river(int points) {
        return new OprwMapInfo(44, 1, new int[2 * points], dev.mapharness.bytes.Blob.EMPTY);
    }

    private static long u32(byte[] file, FieldMap map, String field) {
        return OprwFiles.u32(file, (int) map.entry(field).orElseThrow().start());
    }

    /** From the first to the last byte of the fields under {@code prefix}. */
    private static FieldMap.Span span(FieldMap map, String prefix) {
        List<FieldMap.Entry> entries = map.entries().stream().filter(e -> e.path().startsWith(prefix)).toList();
        assertFalse(entries.isEmpty(), "no field under " + prefix);
        return new FieldMap.Span(entries.stream().mapToLong(FieldMap.Entry::start).min().orElseThrow(),
                entries.stream().mapToLong(FieldMap.Entry::end).max().orElseThrow());
    }
}
