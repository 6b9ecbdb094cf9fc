package dev.mapharness.wvr8;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.mapharness.bytes.Blob;
import dev.mapharness.format.ReadOptions;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a world's summary says about the parts of an 8WVR file that are not the map: the dummy and trailing bytes. */
class Wvr8WorldTest {

    @Test
    void summarySaysWhetherTheDummyEndsTheListAndCountsTrailingBytes() {
        Wvr8World w = Wvr8Reader.read(Wvr8Samples.smallWorld().toBytes(), ReadOptions.STRICT).model();
        Map<String, Object> s = w.summary();
        assertEquals("2 × 2", s.get("terrain grid"));
        assertEquals(50f, s.get("land cell size (m)"));
        assertEquals(2, s.get("materials"));
        assertEquals(1, s.get("objects"));
        assertEquals("yes", s.get("dummy end record"));
        assertFalse(s.containsKey("trailing bytes"));

        Wvr8World trailing = new Wvr8World(w.elevation(), w.materialIndices(), w.landCellSize(), w.materials(), w.objects(),
                w.dummy(), Blob.of(new byte[] {1, 2, 3}));
        assertEquals(3, trailing.summary().get("trailing bytes"));
        Wvr8World open = new Wvr8World(w.elevation(), w.materialIndices(), w.landCellSize(), w.materials(), w.objects(),
                Optional.empty(), Blob.EMPTY);
        assertEquals("no", open.summary().get("dummy end record"));
    }
}
