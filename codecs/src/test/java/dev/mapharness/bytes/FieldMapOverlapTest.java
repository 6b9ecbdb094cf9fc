package dev.mapharness.bytes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Fields that overlap (hostile files point several structures at one offset) are named the same whatever the recording order. */
class FieldMapOverlapTest {
    private static FieldMap recorded(List<String> order) {
        FieldMap map = new FieldMap();
        for (String field : order) {
            switch (field) {
                case "planes" -> map.record(0, 4096, "planes[2].tiles", 4);
                case "header" -> map.record(0, 4, "header.signature", 0);
                case "size" -> map.record(0, 4, "tilePropertiesHeader.size", 0);
                default -> map.record(4, 8, "header.unknown1", 0);
            }
        }
        return map;
    }

    @Test
    void theNarrowestFieldAtAByteNamesItInAnyRecordingOrder() {
        for (List<String> order : List.of(List.of("planes", "header", "size", "next"), List.of("size", "next", "header", "planes"),
                List.of("next", "planes", "size", "header"))) {
            FieldMap map = recorded(order);
            assertEquals(Optional.of("tilePropertiesHeader.size"), map.nameAt(0), order.toString());
            assertEquals(Optional.of("tilePropertiesHeader.size"), map.nameAt(3), order.toString());
            assertEquals(Optional.of("header.unknown1"), map.nameAt(5), order.toString());
            assertEquals(Optional.of("planes[2].tiles[2]"), map.nameAt(9), order.toString());
            assertEquals(List.of("planes[2].tiles", "header.signature", "tilePropertiesHeader.size", "header.unknown1"),
                    map.entries().stream().map(FieldMap.Entry::path).toList(), "wider first at one start, then by path");
        }
    }

    @Test
    void aHolderIsLookedForAmongTheSixtyFourEntriesBeforeAByte() {
        for (int between : new int[] {63, 64}) {
            FieldMap map = new FieldMap();
            map.record(0, 1000, "outer", 0);
            for (int i = 1; i <= between; i++) {
                map.record(i, i + 1, "inner" + i, 0);
            }
            assertEquals(between < 64 ? Optional.of("outer") : Optional.empty(), map.nameAt(500),
                    between + " fields between the holder and the byte");
            assertEquals(Optional.of("inner" + between), map.nameAt(between), "a byte of the last field is its own");
        }
    }
}
