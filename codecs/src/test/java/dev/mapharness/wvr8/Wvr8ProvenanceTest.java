package dev.mapharness.wvr8;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Editors;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.provenance.Confidence;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Terrain Builder's habits in hand-built 8WVR worlds, and what mapharness writes instead (docs/provenance.md). */
class Wvr8ProvenanceTest {
    private static final int[] NAN_BITS = new int[12];

    static {
        Arrays.fill(NAN_BITS, 0xFFC00000);
    }

    private static Provenance writer(byte[] file) {
        return Fingerprints.identify(FileFacts.read(file, Wvr8Codec.INSTANCE.read(file, ReadOptions.STRICT)));
    }

    private static Wvr8Bytes world(String material0, String material1) {
        Wvr8Bytes b = Wvr8Bytes.header(2, 2, 2, 2, 40f).f32(1f).f32(2f).f32(3f).f32(4f)
                .u16(0).u16(1).u16(1).u16(0).u32(2);
        b = material0.isEmpty() ? b.material() : b.material(material0);
        return b.material(material1).object(10f, 20f, 30f, 1, "a.p3d");
    }

    @Test
    void materialZeroDashIsTerrainBuilders() {
        Provenance p = writer(world("-", "data\\grass.rvmat").dummy(new int[12], 0).toBytes());
        assertEquals(Editors.TERRAIN_BUILDER, p.writer());
        assertEquals("Terrain Builder (material 0 \"-\"), likely", p.describe());
        assertTrue(p.evidence().get(0).startsWith("materials[0] at byte 52"), () -> p.evidence().toString());
    }

    @Test
    void layerMaterialsAndAnUninitialisedEndRecordAreTerrainBuilders() {
        Provenance p = writer(world("", "island\\data\\layers\\P_001-002_L00_L03.rvmat").dummy(NAN_BITS, 0xCDCDCDCDL)
                .toBytes());
        assertEquals(Editors.TERRAIN_BUILDER, p.writer());
        assertEquals("generated layer materials, NaN end record", p.traits());
        assertEquals(Confidence.LIKELY, p.confidence());
    }

    @Test
    void anAllZeroEndRecordIsPossiblyMapharnessAndAnythingElseUnknown() {
        Provenance zero = writer(world("", "data\\grass.rvmat").dummy(new int[12], 0).toBytes());
        assertTrue(zero.writer().startsWith(Editors.MAPHARNESS + " "), zero::describe);
        assertEquals(Confidence.POSSIBLE, zero.confidence());
        // a layer-like name that is not one ("P_1-2" has too few digits) and another end record
        Provenance other = writer(world("", "data\\layers\\P_1-2_L00.rvmat").dummy(Wvr8Samples.DUMMY_BITS, 5).toBytes());
        assertEquals(Provenance.UNKNOWN, other.writer(), other::describe);
    }
}
