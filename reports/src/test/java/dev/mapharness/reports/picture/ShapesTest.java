package dev.mapharness.reports.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpMembers;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ShapesTest {
    @Test
    void aLineToAWildCoordinateIsClippedAtTheEdgeNotDropped() {
        Canvas c = new Canvas(20, 20);
        c.line(10.5, 10.5, 1e30, 1e30, 0x123456, false);
        assertEquals(0x123456, c.get(10, 10));
        assertEquals(0x123456, c.get(19, 19), "the line reaches the corner");
        c.line(-5, -5, -1e30, 3, 0x654321, false);
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 20; x++) {
                assertTrue(c.get(x, y) != 0x654321, "a line wholly outside draws nothing");
            }
        }
    }

    @Test
    void wmpGroupCyclesAndDeepChainsStillPlaceEveryGroup() {
        List<WmpItem> items = new ArrayList<>();
        int depth = 20_000;
        for (int g = 0; g < depth; g++) {
            List<WmpMembers> members = g + 1 < depth ? List.of(new WmpMembers(WmpMemberKind.GROUP, List.of(g + 1))) : List.of(
                    new WmpMembers(WmpMemberKind.LIGHT, List.of(1)), new WmpMembers(WmpMemberKind.GROUP, List.of(0)));
            items.add(new WmpGroup(g, new Vec3(1, 0, 0), Vec3.ZERO, Vec3.ONE, members));
        }
        items.add(new WmpLight(1, new Vec3(50, 50, 50), 100));
        Picture p = MapPictures.draw(new WmpLevel(items), Marks.of(List.of("items[" + depth + "].range"))).get(0);
        assertEquals("objects", p.kind());
        assertEquals(1, p.marked(), "the light, placed through 20 000 groups");
        assertTrue(p.caption().contains((depth + 1) + " positions"), p.caption());
        assertTrue(p.caption().contains("none outside"), p.caption());
    }

    @Test
    void namesWithControlCharactersAndMarkupAreShownTamedInCaptions() {
        List<FixedString> names = new ArrayList<>(Collections.nCopies(Wvr4World.TEXTURE_SLOTS, FixedString.padded("", 32)));
        names.set(1, FixedString.padded("a\nb\u0007<i>", 32));
        Wvr4World w = new Wvr4World(ShortGrid.filled(4, 4, (short) 0), ShortGrid.filled(4, 4, (short) 1), names, List.of(),
                Optional.empty(), Blob.EMPTY);
        String caption = Pngs.kind(MapPictures.draw(w, Marks.none()), "materials").caption();
        assertTrue(caption.contains("#1 a?b?<i> (100.0%)"), caption);
        assertFalse(caption.contains("\n"));
    }
}
