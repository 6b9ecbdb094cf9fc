package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.wvr8.Wvr8Material;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What binarizing an 8WVR material list reports, entry by entry (docs/oprw.md): an empty list with
 * and without cells on index 0, a named material 0 moved out of OPRW's dummy slot, further names of a
 * material, and a list that needs neither.
 */
class Wvr8ToOprwMaterialsReportTest {
    private static List<String> report(Wvr8ToOprwMaterials[] out, List<Wvr8Material> materials, int... cells) {
        LossReport.Builder r = new LossReport.Builder();
        out[0] = Wvr8ToOprwMaterials.build(WvrWorlds.wvr8(WvrWorlds.zeros(cells.length, 1),
                WvrWorlds.grid(cells.length, 1, cells), materials, List.of()), r);
        return r.build().entries().stream().map(LossReport.Entry::toString).toList();
    }

    private static final String PAST = "lost    materialIndex: cells with indices further past the 0-entry 8WVR list name"
            + " no material; they use material 0, the empty dummy (cell and index: 1 in all: ";

    @Test
    void anEmptyListGetsTheDummy() {
        Wvr8ToOprwMaterials[] t = new Wvr8ToOprwMaterials[1];
        assertEquals(List.of("derived materials: material 0, the empty dummy an OPRW list starts with, added: the 8WVR list"
                + " is empty and 2 cells use index 0", PAST + "2 (1))"), report(t, List.of(), 0, 0, 1));
        assertEquals(ShortGrid.filled(3, 1, (short) 0), t[0].indices());
        assertEquals(List.of("derived materials: material 0, the empty dummy an OPRW list starts with, added: the 8WVR list"
                + " is empty", PAST + "0 (2))"), report(t, List.of(), 2));
    }

    @Test
    void aNamedMaterialZeroMovesToTheEnd() {
        Wvr8ToOprwMaterials[] t = new Wvr8ToOprwMaterials[1];
        List<Wvr8Material> m = List.of(Wvr8Material.of("a.pac"), new Wvr8Material(List.of(RawString.of("b.pac"),
                RawString.of("c.pac"), RawString.of("d.pac"))));
        assertEquals(List.of(
                "lost    materials[].names: an OPRW material has one path: the first name is kept and 2 further names are"
                        + " not (materials 1 in all: 1)",
                "derived materials: material 0 names \"a.pac\" (Terrain Builder writes this); OPRW's material 0 is the empty"
                        + " dummy, so the path moved to material 2 and material 0 is empty",
                "derived materialIndex: 2 cells of material 0 now use material 2, which holds its path"),
                report(t, m, 0, 1, 0));
        assertEquals(WvrWorlds.grid(3, 1, 2, 1, 2), t[0].indices());
        assertEquals(List.of("", "b.pac", "a.pac"), t[0].materials().stream().map(OprwMaterial::path).map(RawString::text)
                .toList());
        assertEquals(List.of(), report(t, WvrWorlds.materials("", "b.pac"), 1), "an empty material 0 stays");
    }
}
