package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.RawString;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Material;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The 8WVR materials as a 4WVR texture table at its edges (docs/wvr8.md): a name of all 32 bytes, a
 * name starting with a NUL, the cell index 512, a full table of 512 materials, and slot 0 left empty
 * while a cell uses it.
 */
class Wvr8TextureTableTest {
    private static List<String> report(Wvr8TextureTable[] out, List<Wvr8Material> materials, int width, int... cells) {
        LossReport.Builder r = new LossReport.Builder();
        out[0] = Wvr8TextureTable.build(WvrWorlds.wvr8(WvrWorlds.zeros(width, cells.length / width),
                WvrWorlds.grid(width, cells.length / width, cells), materials, List.of()), r);
        return r.build().entries().stream().map(LossReport.Entry::toString).toList();
    }

    @Test
    void namesAndCellsAtTheEdges() {
        String whole = WvrWorlds.nameOfLength(Wvr4World.TEXTURE_NAME_LENGTH, ".pac");
        List<Wvr8Material> m = new ArrayList<>(WvrWorlds.materials("", whole));
        m.add(new Wvr8Material(List.of(RawString.of(new byte[] {0, 'a'}))));
        Wvr8TextureTable[] t = new Wvr8TextureTable[1];
        assertEquals(List.of(
                "lost    materials: names 4WVR cannot hold (over 32 bytes, or with a NUL) left their slots empty; 1 cells"
                        + " using them now use slot 0 (material and name: 1 in all: 2 \"\\x00a\")",
                "lost    materialIndices: 1 cells using materials 4WVR cannot hold now use slot 0 (materials 1 in all: 2"
                        + " \"\\x00a\")",
                "lost    materials: the last 1 of 3 materials leave empty slots at the end of the table; 4WVR does not keep"
                        + " how many materials there were",
                "lost    materialIndices: 1 cells with material indices of 512 or more now use slot 0"),
                report(t, m, 2, 0, 1, 2, 512));
        assertEquals(WvrWorlds.grid(2, 2, 0, 1, 0, 0), t[0].indices());
        assertEquals(List.of("", whole, ""), t[0].names().subList(0, 3).stream().map(n -> n.value().text()).toList(),
                "a cell uses slot 0, so it stays as empty as the material");
    }

    @Test
    void aFullTableLosesNothing() {
        List<Wvr8Material> full = new ArrayList<>();
        for (int i = 0; i < Wvr4World.TEXTURE_SLOTS; i++) {
            full.add(Wvr8Material.of("m" + i + ".pac"));
        }
        Wvr8TextureTable[] t = new Wvr8TextureTable[1];
        assertEquals(List.of(), report(t, full, 1, 511));
        assertEquals("m511.pac", t[0].names().get(511).value().text());
    }
}
