package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wvr1.Wvr1World;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The 1WVR texture table at its edges (docs/wvr1.md): a cell naming the slot just past the table, a
 * name of the longest length a 4WVR slot keeps whole, a world whose cells name no texture at all.
 */
class Wvr1TextureTableTest {
    private static final String LONGEST = WvrWorlds.nameOfLength(Wvr1TextureTable.LONGEST_NAME, ".pac");
    private static final List<FixedString> SLOTS = WvrWorlds.slots(Wvr1World.TEXTURE_SLOTS,
            Wvr1World.TEXTURE_NAME_LENGTH, "a.pac", LONGEST, "", "b.pac");
    private static final String SLOT_ZERO = "derived textureNames[0]: slot 0, which the engine never reads, holds"
            + " \"LandText\\mo.pac\" as the engine's writer stores it";

    private static List<String> report(ShortGrid textures, List<String> names) {
        Wvr1World w = new Wvr1World(ShortGrid.filled(textures.width(), textures.height(), (short) 0), textures, SLOTS,
                List.of(), List.of(), WvrWorlds.endOfNets(), Blob.EMPTY);
        LossReport.Builder r = new LossReport.Builder();
        Wvr1TextureTable t = Wvr1TextureTable.build(w, r);
        assertEquals(names, t.names().subList(1, 1 + names.size()).stream().map(n -> n.value().text()).toList());
        return r.build().entries().stream().map(LossReport.Entry::toString).toList();
    }

    @Test
    void theSlotPastTheTableAndTheLongestWholeName() {
        ShortGrid cells = WvrWorlds.grid(2, 2, 0, 1, 3, Wvr1World.TEXTURE_SLOTS);
        assertEquals(List.of(SLOT_ZERO,
                "derived textureIndices: 3 distinct names re-indexed into slots 1..3 in order of first use",
                "lost    textureIndices: 1 cells had no texture and now use slot 0 (\"LandText\\mo.pac\"): 0 pointed at"
                        + " empty 1WVR slots [], 1 past the 256-slot table"), report(cells, List.of("a.pac", LONGEST, "b.pac")));
    }

    @Test
    void cellsThatNameNoTexture() {
        assertEquals(List.of(SLOT_ZERO,
                "lost    textureIndices: 1 cells had no texture and now use slot 0 (\"LandText\\mo.pac\"): 1 pointed at empty"
                        + " 1WVR slots [2], 0 past the 256-slot table",
                "lost    textureNames: names no cell uses were dropped (1WVR slot and name: 3 in all: 0 \"a.pac\", 1 \""
                        + LONGEST + "\", 3 \"b.pac\")"), report(WvrWorlds.grid(1, 1, 2), List.of("")));
    }
}
