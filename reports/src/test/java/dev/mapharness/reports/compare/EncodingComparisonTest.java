package dev.mapharness.reports.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

class EncodingComparisonTest {

    private static Decoded<? extends MapModel> read(byte[] bytes) {
        return Codecs.forFormat(Formats.detect(bytes).orElseThrow().format()).orElseThrow()
                .read(bytes, ReadOptions.LENIENT.withFieldMap());
    }

    /** Differing cells of one grid are one entry with [*], counted exactly, first and ranges named. */
    @Test
    void differingElementsOfAnArrayAreOneGroup() throws IOException {
        byte[] a = Files.readAllBytes(CorpusFiles.root().resolve("4wvr/small.wrp"));
        FieldMap map = read(a).fieldMap().orElseThrow();
        FieldMap.Entry heights = map.entry("heights").orElseThrow();
        byte[] b = a.clone();
        int[] cells = {3, 4, 10, 200};
        for (int c : cells) {
            b[(int) heights.start() + c * 2] ^= 0x11;
        }
        EncodingComparison.Result r = EncodingComparison.compare(a, map, b, read(b).fieldMap().orElseThrow());
        assertEquals(1, r.groups().size(), r.groups().toString());
        EncodingComparison.Group g = r.groups().get(0);
        assertEquals("heights[*]", g.field());
        assertEquals("heights[3]", g.firstElement());
        assertEquals(4, g.elements());
        assertEquals(4, g.differingBytes());
        assertEquals(new ByteRange(heights.start() + 6, heights.start() + 402), g.inFile());
        assertEquals(g.inFile(), g.inCanonical());
        assertEquals(0, r.omitted());
    }

    @Test
    void theSameFieldOfManyRecordsIsOneGroupAndOneRecordIsNamedExactly() throws IOException {
        byte[] a = Files.readAllBytes(CorpusFiles.root().resolve("4wvr/small.wrp"));
        FieldMap map = read(a).fieldMap().orElseThrow();
        byte[] b = a.clone();
        for (int i = 0; i < 3; i++) {
            b[(int) map.spanOf("objects[" + i + "].id").orElseThrow().start()] ^= 0x40;
        }
        b[(int) map.spanOf("objects[0].transform[9]").orElseThrow().start()] ^= 0x01;
        EncodingComparison.Result r = EncodingComparison.compare(a, map, b, read(b).fieldMap().orElseThrow());
        assertEquals(java.util.Set.of("objects[*].id", "objects[0].transform[9]"),
                r.groups().stream().map(EncodingComparison.Group::field).collect(java.util.stream.Collectors.toSet()));
        assertEquals(3, r.groups().stream().filter(g -> g.field().equals("objects[*].id")).findFirst().orElseThrow().elements());
    }
}
