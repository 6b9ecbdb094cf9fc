package dev.mapharness.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProfileTest {
    private static final String[] SIDES = {"2048", "512", "4096", "1024"};

    @Test
    void sizesAreTheSmallestInDeclaredOrder() {
        assertEquals(List.of("512", "1024"), Profile.SHORT.values("side", SIDES, true));
        assertEquals(List.of("2048", "512", "1024"), Profile.STANDARD.values("side", SIDES, true));
        assertEquals(List.of(SIDES), Profile.FULL.values("side", SIDES, true));
        assertEquals(List.of("512"), Profile.SHORT.values("side", SIDES, false), "short follows one size only");
        assertEquals(List.of("2048", "512", "1024"), Profile.STANDARD.values("side", SIDES, false));
        assertEquals(List.of("1", "2"), Profile.STANDARD.values("planes", new String[] {"1", "2"}, true), "standard keeps two sizes at least");
    }

    @Test
    void kindsAreAllKept() {
        assertEquals(List.of("terrain", "random", "run"), Profile.SHORT.values("data", new String[] {"terrain", "random", "run"}, true));
        assertEquals(List.of("20", "23", "24"), Profile.SHORT.values("version", new String[] {"20", "23", "24"}, true), "a version is not a size");
    }

    @Test
    void shortSkipsStrictDecodes() {
        assertFalse(Profile.SHORT.measures("decodeStrict"));
        assertTrue(Profile.SHORT.measures("decode"));
        assertTrue(Profile.FULL.measures("decodeStrict"));
    }

    @Test
    void readmeSectionIsReplacedOrAppended() {
        String doc = "# t\n\nA\n<!-- s -->\nold\n<!-- e -->\nB\n";
        assertEquals("# t\n\nA\n<!-- s -->\nnew\n<!-- e -->\nB\n", ReadmeSection.replace(doc, "<!-- s -->", "<!-- e -->", "new\n"));
        assertEquals("# t\n\n<!-- s -->\nnew\n<!-- e -->\n", ReadmeSection.replace("# t\n", "<!-- s -->", "<!-- e -->", "new"));
    }
}
