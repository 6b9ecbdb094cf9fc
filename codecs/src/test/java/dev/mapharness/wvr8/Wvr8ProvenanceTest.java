package dev.mapharness.wvr8;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.provenance.Confidence;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprint;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
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
        return world(material0.isEmpty() ? new String[0] : new String[] {material0}, material1);
    }

    /** A 2 × 2 world with two materials (the first with {@code names0}, the second with {@code names1}) and one object. */
    private static Wvr8Bytes world(String[] names0, String... names1) {
        return Wvr8Bytes.header(2, 2, 2, 2, 40f).f32(1f).f32(2f).f32(3f).f32(4f)
                .u16(0).u16(1).u16(1).u16(0).u32(2).material(names0).material(names1).object(10f, 20f, 30f, 1, "a.p3d");
    }

    /** What mapharness's 8WVR row of the table finds in {@code file} on its own. */
    private static Optional<Provenance> mapharnessRow(byte[] file) {
        Fingerprint row = Fingerprints.all().stream()
                .filter(f -> f.writer().equals(Editors.MAPHARNESS) && f.formats().contains(Format.WVR8)).findFirst().orElseThrow();
        return row.match(FileFacts.read(file, Wvr8Codec.INSTANCE.read(file, ReadOptions.LENIENT)));
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

    @Test
    void layerMaterialsAreCountedAndTheFirstIsNamed() {
        // a name may be the layer path alone; the part before "\\layers\\" must be there, not merely 8 bytes of anything
        Provenance p = writer(world(new String[0], "\\layers\\P_000-001_L00.rvmat", "data\\grass.rvmat",
                "ISLAND\\Layers\\p_002-003_L01.RVMAT", "island\\notlayerP_004-005_L00.rvmat")
                .dummy(new int[12], 0).toBytes());
        assertEquals("Terrain Builder (generated layer materials), likely", p.describe());
        assertEquals(List.of("2 material names are surface layers as Terrain Builder generates them,"
                + " …\\layers\\P_<column>-<row>_…rvmat (first: \\layers\\P_000-001_L00.rvmat)"), p.evidence());
        Provenance none = writer(world("", "abcdefgP_000-001_L00.rvmat").dummy(new int[12], 0).toBytes());
        assertTrue(none.writer().startsWith(Editors.MAPHARNESS + " "), none::describe);
    }

    @Test
    void anEndRecordIsUninitialisedWithAllButItsFirstFloatNaN() {
        int[] elevenNaN = NAN_BITS.clone();
        elevenNaN[0] = 0;
        Provenance p = writer(world("", "data\\grass.rvmat").dummy(elevenNaN, 0xCDCDCDCDL).toBytes());
        assertEquals("Terrain Builder (NaN end record), likely", p.describe());
        assertEquals(List.of("the dummy record that ends the object list holds NaN in its transform and id 3452816845:"
                + " memory Terrain Builder leaves unset (both real Terrain Builder worlds studied); mapharness writes zeros"),
                p.evidence());
        int[] tenNaN = elevenNaN.clone();
        tenNaN[11] = 0;
        assertEquals(Provenance.UNKNOWN, writer(world("", "data\\grass.rvmat").dummy(tenNaN, 0xCDCDCDCDL).toBytes()).writer());
    }

    @Test
    void aZeroEndRecordIsNotOursWhenTheReaderNotedTerrainBuilderButIsDespiteOtherWarnings() {
        assertEquals(Optional.empty(), mapharnessRow(world("-", "data\\grass.rvmat").dummy(new int[12], 0).toBytes()));
        byte[] trailing = world("", "data\\grass.rvmat").dummy(new int[12], 0).bytes((byte) 1, (byte) 2).toBytes();
        assertEquals(Editors.MAPHARNESS + " ", mapharnessRow(trailing).orElseThrow().writer().substring(0, 11));
        Provenance p = Fingerprints.identify(FileFacts.read(trailing, Wvr8Codec.INSTANCE.read(trailing, ReadOptions.LENIENT)));
        assertEquals(Confidence.POSSIBLE, p.confidence());
        assertTrue(p.writer().startsWith(Editors.MAPHARNESS + " "), p::describe);
    }
}
