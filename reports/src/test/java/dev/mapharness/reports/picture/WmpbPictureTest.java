package dev.mapharness.reports.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmpb.WmpbData;
import dev.mapharness.wmpb.WmpbHeader;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLight;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbPath;
import dev.mapharness.wmpb.WmpbSettings;
import dev.mapharness.wmpb.WmpbStart;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A binary WMP level from above: objects placed through the groups above them, marks by member of the level object. */
class WmpbPictureTest {
    private static WmpbObject object(int type, Vec3 position, Vec3 angles, Optional<WmpbData> data, List<WmpbObject> children) {
        return new WmpbObject(type, 0, 0, RawString.of("x"), Optional.empty(), position, angles, Vec3.ONE, data, children);
    }

    /**
     * A group at the origin turned a quarter (π/2 radians: 90° pan) holding a light 10 units along
     * its x axis, so at (0, 10) in the level; a start at (10, 0) where the light would be unturned; a
     * path of two nodes at the origin.
     */
    private static WmpbLevel level() {
        WmpbObject light = object(WmpbObject.LIGHT, new Vec3(10, 0, 0), Vec3.ZERO,
                Optional.of(new WmpbLight(2, 0, 255, 255, 255, 100)), List.of());
        WmpbObject group = object(WmpbObject.GROUP, Vec3.ZERO, new Vec3(Math.PI / 2, 0, 0), Optional.empty(), List.of(light));
        WmpbObject start = object(WmpbObject.START, new Vec3(10, 0, 0), Vec3.ZERO,
                Optional.of(new WmpbStart(1, 0, RawString.of("pos"))), List.of());
        WmpbObject path = object(WmpbObject.PATH, Vec3.ZERO, Vec3.ZERO, Optional.of(new WmpbPath(6, 0, RawString.of("p"),
                List.of(Vec3.ZERO, new Vec3(0, 0, 5)), 0, List.of(), List.of())), List.of());
        WmpbObject root = object(WmpbObject.LEVEL, Vec3.ZERO, Vec3.ZERO, Optional.empty(), List.of(group, start, path));
        return new WmpbLevel(new WmpbHeader(710, 2, 0, RawString.EMPTY), new WmpbSettings(Blob.EMPTY, List.of(), List.of()), root);
    }

    @Test
    void membersAreDrawnWhereTheirGroupsPutThemAndAMarkCoversAMemberWithAllItHolds() {
        Picture plain = MapPictures.draw(level(), Marks.none()).get(0);
        assertEquals("objects", plain.kind());
        assertTrue(plain.caption().contains("5 positions"), plain.caption());
        Picture marked = MapPictures.draw(level(), Marks.of(List.of("root.children[0].children[0].position.x"))).get(0);
        assertEquals(2, marked.marked(), "the group and the light it holds");
        List<int[]> changed = Pngs.changed(plain, marked);
        assertFalse(changed.isEmpty());
        // the level spans (0, 0) to (10, 10) with a margin of 1 on 512 px, y up: the light at (0, 10) is at
        // the top left, the start at (10, 0), where an unturned group would have put the light, bottom right
        int half = plain.width() / 2;
        assertTrue(changed.stream().anyMatch(c -> c[0] < half && c[1] < half), "nothing marked at the light's place");
        assertTrue(changed.stream().noneMatch(c -> c[0] > half && c[1] > half), "a mark where the start stands");
    }
}
