package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The loss report's builder: entries in the order they were added, each call handing the builder back. */
class LossReportTest {
    @Test
    void entriesChainInOrder() {
        LossReport r = new LossReport.Builder().lost("a", "dropped").derived("b", "made up").lost("c", "cut").build();
        assertEquals(List.of("lost    a: dropped", "derived b: made up", "lost    c: cut"),
                r.entries().stream().map(LossReport.Entry::toString).toList());
        assertFalse(r.lossless());
        assertEquals(2, r.losses().size());
    }
}
