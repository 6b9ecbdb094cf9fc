package dev.mapharness.wvr8;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The duplicate-id search, against an obvious map-based one. */
class Wvr8DuplicateIdsTest {

    @Test
    void interleavedRepeatsAndNegativeIds() {
        DuplicateIds d = DuplicateIds.of(new int[] {5, -1, 7, -1, 5, 5, 7});
        assertEquals(4, d.count);
        assertEquals(3, d.firstIndex);
        assertEquals(1, d.firstIndexOf);
    }

    @Test
    void noRepeats() {
        DuplicateIds d = DuplicateIds.of(new int[] {Integer.MIN_VALUE, -1, 0, Integer.MAX_VALUE});
        assertEquals(0, d.count);
        assertEquals(-1, d.firstIndex);
        assertEquals(0, DuplicateIds.of(new int[0]).count);
    }

    @Test
    void agreesWithAHashMap() {
        Random r = new Random(88);
        for (int round = 0; round < 500; round++) {
            int[] ids = new int[r.nextInt(60)];
            for (int i = 0; i < ids.length; i++) {
                ids[i] = r.nextInt(40) - 20 + (r.nextBoolean() ? Integer.MIN_VALUE : 0);
            }
            Map<Integer, Integer> firstUse = new HashMap<>();
            int count = 0;
            int firstIndex = -1;
            int firstIndexOf = -1;
            for (int i = 0; i < ids.length; i++) {
                Integer earlier = firstUse.putIfAbsent(ids[i], i);
                if (earlier != null && count++ == 0) {
                    firstIndex = i;
                    firstIndexOf = earlier;
                }
            }
            DuplicateIds d = DuplicateIds.of(ids);
            assertEquals(count, d.count);
            assertEquals(firstIndex, d.firstIndex);
            assertEquals(firstIndexOf, d.firstIndexOf);
        }
    }
}
