package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** How a report names the items of a kind: the count, the first eight, and "…" when there are more. */
class IndexListTest {
    @Test
    void theFirstEightAndAnEllipsisPastThem() {
        IndexList l = new IndexList();
        for (int i = 0; i < 8; i++) {
            l.add(i);
        }
        assertEquals("8 in all: 0, 1, 2, 3, 4, 5, 6, 7", l.toString());
        assertEquals(8, l.count());
        l.add("eight");
        assertEquals("9 in all: 0, 1, 2, 3, 4, 5, 6, 7, …", l.toString());
        assertEquals(9, l.count());
    }
}
