package dev.mapharness.wmpb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.Blob;
import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.Vec3;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What the model derives and tells of itself: the header's counts, the summary, type names, angles in degrees. */
class WmpbModelTest {

    @Test
    void theSummaryNamesEveryTypeInTheTree() {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("version", 710L);
        expected.put("comment", "file created: 01.02.2024, wmpio (1.30)");
        expected.put("objects", 9L);
        expected.put("level", 1);
        expected.put("group", 1);
        expected.put("block", 1);
        expected.put("static entity", 1);
        expected.put("extended entity", 1);
        expected.put("light", 1);
        expected.put("start", 1);
        expected.put("path", 1);
        expected.put("region", 1);
        expected.put("wads", 1);
        Map<String, Object> s = WmpbSamples.level().summary();
        assertEquals(expected, s);
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(s.keySet()));
    }

    @Test
    void typeNamesForPeople() {
        assertEquals(List.of("level", "group", "block", "start", "light", "static entity", "extended entity", "path",
                "region", "type 0x55", "type 0x0A"), List.of(WmpbObject.LEVEL, WmpbObject.GROUP, WmpbObject.BLOCK,
                WmpbObject.START, WmpbObject.LIGHT, WmpbObject.STATIC_ENTITY, WmpbObject.EXTENDED_ENTITY, WmpbObject.PATH,
                WmpbObject.REGION, 0x55, 0x0A).stream().map(WmpbObject::typeName).toList());
    }

    @Test
    void anglesAreStoredInRadiansAndShownInDegrees() {
        WmpbObject o = WmpbSamples.object(WmpbObject.GROUP, 0, "object", Optional.empty(), Optional.empty(), List.of());
        o = new WmpbObject(o.type(), 0, 0, o.className(), o.name(), o.position(), new Vec3(Math.PI / 2, -Math.PI, Math.PI / 4),
                o.scale(), o.data(), List.of());
        assertEquals(new Angles(90, -180, 45), o.anglesInDegrees());
    }

    /** The counts are the tree's, the root first: blocks, and everything that is neither a block nor a group. */
    @Test
    void theHeadersCountsComeFromTheTree() {
        WmpbLevel level = WmpbSamples.level();
        assertEquals(List.of(WmpbObject.LEVEL, WmpbObject.GROUP, WmpbObject.BLOCK, WmpbObject.STATIC_ENTITY,
                WmpbObject.EXTENDED_ENTITY, WmpbObject.LIGHT, WmpbObject.START, WmpbObject.PATH, WmpbObject.REGION),
                level.objects().stream().map(WmpbObject::type).toList());
        WmpbObject onlyGroups = WmpbCodecTest.withChildren(level.root(), List.of(WmpbSamples.object(WmpbObject.GROUP, 0,
                "object", Optional.empty(), Optional.empty(), List.of())));
        WmpbLevel groups = WmpbCodecTest.withRoot(level, onlyGroups);
        assertEquals(2, groups.objectCount());
        assertEquals(0, groups.blockCount());
        assertEquals(1, groups.entityCount());
    }

    @Test
    void recordsRefuseWhatTheyCannotHold() {
        assertThrows(IllegalArgumentException.class, () -> new WmpbRawChunk(256, 0, Blob.EMPTY));
        assertThrows(IllegalArgumentException.class, () -> new WmpbRawChunk(-1, 0, Blob.EMPTY));
        assertThrows(IllegalArgumentException.class, () -> new WmpbRawChunk(0, 256, Blob.EMPTY));
        assertThrows(IllegalArgumentException.class, () -> new WmpbRawChunk(0, -1, Blob.EMPTY));
        assertEquals(255, new WmpbRawChunk(255, 255, Blob.EMPTY).kind());
        assertEquals(255, new WmpbColour(255, 255, 255, 255).blue());
        assertThrows(IllegalArgumentException.class, () -> new WmpbColour(256, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new WmpbColour(0, 256, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new WmpbColour(0, 0, 256, 0));
        assertThrows(IllegalArgumentException.class, () -> new WmpbColour(0, 0, 0, 256));
        assertThrows(IllegalArgumentException.class, () -> new WmpbColour(0, 0, 0, -1));
        WmpbPath p = WmpbSamples.path();
        assertThrows(IllegalArgumentException.class, () -> new WmpbPath(6, 0, p.name(), p.nodes(), 5, p.nodeSkills(),
                p.edges()));
        WmpbFaceRecord r = WmpbSamples.block().faceRecords().get(1);
        assertThrows(IllegalArgumentException.class, () -> new WmpbFaceRecord(0, 0, 0, 0, r.texture(),
                Optional.of(List.of(1.0)), r.axes(), r.transform()));
    }
}
