package dev.mapharness.wwd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Editors;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.provenance.Confidence;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** WapMap and WapWorld told apart in levels written with each one's habits (docs/wwd.md, docs/provenance.md). */
class WwdProvenanceTest {
    private static Provenance writer(byte[] file) {
        return Fingerprints.identify(FileFacts.read(file, WwdCodec.INSTANCE.read(file, ReadOptions.STRICT)));
    }

    @Test
    void wapMapsChecksumFormulaIsLikelyAndItsMetadataCertain() {
        for (boolean compressed : new boolean[] {true, false}) {
            byte[] level = WwdWriter.write(WwdLayoutTest.twoPlanes(compressed), WwdWriteStyle.WAPMAP);
            Provenance formula = writer(level);
            if (compressed) {
                // WapMap's formula differs from the retail one only when the main block is a zlib stream
                assertEquals(Editors.WAPMAP, formula.writer());
                assertEquals("checksum formula", formula.traits());
                assertEquals(Confidence.LIKELY, formula.confidence());
            }
            byte[] meta = WwdLayoutTest.wapMapMeta();
            byte[] file = Arrays.copyOf(level, level.length + meta.length);
            System.arraycopy(meta, 0, file, level.length, meta.length);
            Provenance p = writer(file);
            assertEquals(Editors.WAPMAP, p.writer());
            assertEquals(Confidence.CERTAIN, p.confidence());
            assertTrue(p.traits().endsWith("wm_meta block"), p::describe);
            assertTrue(p.evidence().stream().anyMatch(e -> e.contains("WapMap build 30 (MAINDEV)")), () -> p.evidence().toString());
        }
    }

    @Test
    void retailFormulaAndGroupedSectionsAreWapWorlds() {
        for (boolean compressed : new boolean[] {true, false}) {
            Provenance p = writer(WwdWriter.write(WwdLayoutTest.twoPlanes(compressed)));
            assertEquals(Editors.WAPWORLD, p.writer());
            assertEquals("WapWorld (retail checksum formula, section order), likely", p.describe());
            // mapharness's canonical writer imitates WapWorld, and the evidence says so
            assertEquals("the file is also exactly what mapharness's canonical writer makes of the level, and libwap32"
                    + " imitates WapWorld too: a level either wrote looks the same", p.evidence().get(2));
        }
    }

    @Test
    void retailHabitsInAnotherLayoutAreWapWorldsButNotOurs() {
        // filler between the sections: the reader warns about the gaps, which says nothing about the checksum
        byte[] gaps = WwdWriter.write(WwdLayoutTest.twoPlanes(true), WwdWriteStyle.CANONICAL.withGap(4));
        assertFalse(WwdCodec.INSTANCE.read(gaps, ReadOptions.STRICT).violations().isEmpty());
        Provenance p = writer(gaps);
        assertEquals("WapWorld (retail checksum formula, section order), likely", p.describe());
        assertEquals("libwap32 and mapharness's canonical writer imitate WapWorld; this file's zlib stream or layout is"
                + " not mapharness's", p.evidence().get(2));
    }

    @Test
    void planeByPlaneOrderOrAnUnknownChecksumIsNoKnownEditors() {
        Provenance byPlane = writer(WwdWriter.write(WwdLayoutTest.twoPlanes(false), WwdWriteStyle.PLANE_BY_PLANE));
        assertEquals(Provenance.UNKNOWN, byPlane.writer());
        assertEquals(Confidence.NONE, byPlane.confidence());
        byte[] odd = WwdWriter.write(WwdLayoutTest.twoPlanes(true));
        odd[0x2EC] ^= 4;
        Provenance other = Fingerprints.identify(FileFacts.read(odd, WwdCodec.INSTANCE.read(odd, ReadOptions.LENIENT)));
        assertEquals(Provenance.UNKNOWN, other.writer());
        assertTrue(other.evidence().stream().anyMatch(e -> e.contains("neither the retail editors' formula nor WapMap's")),
                () -> other.evidence().toString());
    }
}
