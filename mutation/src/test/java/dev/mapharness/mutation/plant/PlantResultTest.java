package dev.mapharness.mutation.plant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlantResultTest {
    @Test
    void theTableCountsWhatWasFoundAndWithinAMinute() {
        String failure = "AssertionError: " + "x".repeat(200) + " | y";
        String t = PlantResult.markdown(List.of(
                new PlantResult("a", "lzss-decode", "compressor", "bug a", true, 12.4, 6_511, 600, "witness-crash-1", "boom | bang"),
                new PlantResult("b", "wwd-decode", "reader", "bug b", true, 61, 90_000, 600, "witness-crash-2", failure),
                new PlantResult("c", "wmp-decode", "layout", "bug c", false, 600, 1_234_567, 600, null, null)));
        assertTrue(t.contains("| `a` | compressor | `lzss-decode` | 12 s | 6,511 | boom \\| bang |"), t);
        assertTrue(t.contains("| `c` | layout | `wmp-decode` | not found in 600 s | 1,234,567 |  |"), t);
        assertTrue(t.contains("Found: 2 of 3; within 1 minute: 1."), t);
        assertTrue(t.contains("x".repeat(80) + "…"), "a long first line is cut for the table");
        assertEquals(100, PlantResult.shortened(failure).length());
        assertEquals("short", PlantResult.shortened("short"));
    }
}
