package dev.mapharness.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mapharness.mm.MmRules;
import dev.mapharness.wwd.WwdRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/rules.md is what {@link RulesDoc} generates from the registry. */
class RulesDocTest {

    @Test
    void theCommittedPageIsTheGeneratedOne() throws IOException {
        Path page = Path.of(System.getProperty("mapharness.corpus")).getParent().resolve(RulesDoc.PATH);
        String generated = RulesDoc.markdown();
        if (Boolean.getBoolean("mapharness.rules.write")) {
            Files.writeString(page, generated, StandardCharsets.UTF_8);
        }
        String committed = Files.exists(page) ? Files.readString(page, StandardCharsets.UTF_8) : "";
        if (!committed.equals(generated)) {
            fail(RulesDoc.PATH + " is not what the rules say; write it again with\n    " + RulesDoc.REGENERATE
                    + "\nand commit it.");
        }
    }

    @Test
    void everyRuleHasAHeadingWhoseAnchorIsTheOneReportsLinkTo() {
        String md = RulesDoc.markdown();
        for (Rule r : Rules.all()) {
            assertTrue(md.contains("\n### " + r.id() + "\n"), r.id());
        }
        assertEquals("wwdplane-header-size", RulesDoc.anchor(WwdRules.PLANE_HEADER_SIZE));
        assertEquals("mmmaterial-ndef", RulesDoc.anchor(MmRules.MATERIAL_NDEF));
    }

    @Test
    void notesNameTheirEditorsAndExamples() {
        String md = RulesDoc.markdown();
        assertTrue(md.contains("### wwd/checksum-wapmap-formula\n\n**Note** (violation): "), md);
        assertTrue(md.contains("*Written by:* WapMap"));
        assertTrue(md.contains("*Example:* [`corpus/mm/hand-mapbuilder-habits.$$m`](../corpus/mm/hand-mapbuilder-habits.$$m)"));
    }
}
