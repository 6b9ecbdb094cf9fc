package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.oprw.OprwWriteRules;
import dev.mapharness.wwd.WwdRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The loss report's builder: entries in the order they were added, each call handing the builder back. */
class LossReportTest {
    @Test
    void entriesChainInOrder() {
        LossReport r = new LossReport.Builder().lost(MigrationRules.OBJECT_DROPPED, "a", "dropped")
                .derived(MigrationRules.VALUE_DEFAULTED, "b", "made up").lost(MigrationRules.NAME_CUT, "c", "cut").build();
        assertEquals(List.of("lost    a: dropped", "derived b: made up", "lost    c: cut"),
                r.entries().stream().map(LossReport.Entry::toString).toList());
        assertEquals(List.of(MigrationRules.OBJECT_DROPPED, MigrationRules.VALUE_DEFAULTED, MigrationRules.NAME_CUT),
                r.entries().stream().map(LossReport.Entry::rule).toList());
        assertFalse(r.lossless());
        assertEquals(2, r.losses().size());
    }

    @Test
    void anEntryTakesALossRuleOfItsOwnKind() {
        LossReport.Builder b = new LossReport.Builder();
        assertThrows(NullPointerException.class, () -> b.lost(null, "a", "dropped"));
        assertThrows(IllegalArgumentException.class, () -> b.lost(WwdRules.SECTION_GAP, "a", "a violation's rule"));
        assertThrows(IllegalArgumentException.class, () -> b.lost(OprwWriteRules.STRING_HOLDS_NUL, "a", "a refusal's"));
        assertThrows(IllegalArgumentException.class, () -> b.lost(MigrationRules.VALUE_DEFAULTED, "a", "a derived rule"));
        assertThrows(IllegalArgumentException.class, () -> b.derived(MigrationRules.OBJECT_DROPPED, "a", "a lost rule"));
        assertEquals(List.of(), b.build().entries());
    }
}
