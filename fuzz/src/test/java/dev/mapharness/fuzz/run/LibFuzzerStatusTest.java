package dev.mapharness.fuzz.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LibFuzzerStatusTest {

    @Test
    void readsStatusLines() {
        LibFuzzerStatus s = LibFuzzerStatus.parse(
                "#681573\tREDUCE cov: 1227 ft: 3699 corp: 343/169Kb lim: 4070 exec/s: 45438 rss: 804Mb L: 223/2266 MS: 4 Shuffle-").orElseThrow();
        assertEquals(new LibFuzzerStatus(681573, 1227, 3699, 343, 45438), s);
        LibFuzzerStatus inited = LibFuzzerStatus.parse("#2\tINITED cov: 12 ft: 13 corp: 1/1b exec/s: 0 rss: 300Mb").orElseThrow();
        assertEquals(2, inited.executions());
        assertEquals(LibFuzzerStatus.parse("#1024\tpulse  cov: 5 ft: 6 corp: 2/4b lim: 4 exec/s: 512 rss: 1Mb").orElseThrow().execPerSecond(), 512);
    }

    @Test
    void otherLinesAreNotStatus() {
        assertTrue(LibFuzzerStatus.parse("INFO: Loaded 738 hooks").isEmpty());
        assertTrue(LibFuzzerStatus.parse("== Java Exception: java.lang.AssertionError: #3 cov: 1").isEmpty());
    }

    @Test
    void theClosingLineGivesRunsAndSeconds() {
        assertArrayEquals(new long[] {683863, 16}, LibFuzzerStatus.parseDone("Done 683863 runs in 16 second(s)").orElseThrow());
        LibFuzzerStatus s = new LibFuzzerStatus(600000, 10, 20, 3, 40000).withExecutions(683863, 16);
        assertEquals(683863, s.executions());
        assertEquals(42741, s.execPerSecond());
        assertEquals(10, s.coverage());
    }
}
