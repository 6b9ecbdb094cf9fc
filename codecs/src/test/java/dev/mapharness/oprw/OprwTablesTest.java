package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.RawString;
import dev.mapharness.compress.Compression;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.oprw.OprwSourceLayout.Section;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The version table, the codec's declarations and the small value types' own rules. */
class OprwTablesTest {

    @Test
    void eachVersionHasTheFeaturesOfBohemiasHistory() {
        // docs/oprw.md: grass from 18, random removed in 21, primary texture from 22, LZO from 23, types 24, appId 25
        assertEquals(EnumSet.of(OprwFeature.ENTITIES, OprwFeature.ROAD_MODELS, OprwFeature.MATERIAL_MAJOR, OprwFeature.RANDOM),
                OprwFeature.of(17));
        assertEquals(EnumSet.of(OprwFeature.ENTITIES, OprwFeature.ROAD_MODELS, OprwFeature.MATERIAL_MAJOR, OprwFeature.GRASS,
                OprwFeature.RANDOM), OprwFeature.of(20));
        assertEquals(EnumSet.complementOf(EnumSet.of(OprwFeature.RANDOM)), OprwFeature.of(25));
        assertEquals(EnumSet.of(OprwFeature.RANDOM, OprwFeature.PRIMARY_TEXTURE, OprwFeature.LZO), OprwFeature.differing(20, 23));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OprwFeature.requireSupported(26));
        assertEquals("OPRW version 26 is outside 17–25", e.getMessage());
    }

    @Test
    void theCodecReadsAndWritesOprwWorldsWithTheirLayout() {
        OprwCodec codec = OprwCodec.INSTANCE;
        assertEquals(Format.OPRW, codec.format());
        assertEquals(OprwWorld.class, codec.modelType());
        // binarize's own streams and trees are other encodings of the same world
        assertFalse(codec.uniqueEncoding());
        OprwWorld w = OprwSamples.world(21);
        byte[] file = codec.write(w);
        Decoded<OprwWorld> d = codec.read(file, ReadOptions.STRICT);
        assertEquals(Format.OPRW, d.layout().orElseThrow().format());
        assertArrayEquals(file, codec.write(d.model(), d.layout().orElseThrow()));
        // another format's layout is ignored
        SourceLayout foreign = () -> Format.WVR8;
        assertArrayEquals(file, codec.write(w, foreign));
    }

    @Test
    void anEmptyLayoutIsForAVersionMapharnessWrites() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OprwSourceLayout.empty(16));
        assertEquals("OPRW version 16 is outside 17–25", e.getMessage());
        assertEquals("OprwSourceLayout[LZO, [], 0 compressed rivers]", OprwSourceLayout.empty(23).toString());
        OprwWorld w = OprwSamples.world(18);
        OprwSourceLayout two = OprwSourceLayout.empty(18).with(Section.GEOGRAPHY, w.geography(), new byte[] {1})
                .with(Section.ELEVATION, w.elevation(), new byte[] {2})
                .withRiver(2, OprwSamples.mapInfo(44), new byte[] {3});
        assertEquals("OprwSourceLayout[LZSS, [GEOGRAPHY, ELEVATION], 1 compressed rivers]", two.toString());
        assertArrayEquals(new byte[] {1}, two.encoding(Section.GEOGRAPHY, w.geography(), Compression.LZSS));
        assertArrayEquals(new byte[] {3}, two.riverPoints(2, OprwSamples.mapInfo(44), Compression.LZSS));
        assertNull(two.riverPoints(2, OprwSamples.mapInfo(44), Compression.LZO));
        assertNull(two.riverPoints(1, OprwSamples.mapInfo(44), Compression.LZSS));
        assertNull(two.riverPoints(3, OprwSamples.mapInfo(44), Compression.LZSS));
    }

    @Test
    void aLayoutsMapInfoStartsAreForItsOwnCompressionAndRecords() {
        OprwWorld w = OprwSamples.world(18);
        Decoded<OprwWorld> d = OprwReader.read(OprwWriter.write(w), ReadOptions.STRICT);
        OprwSourceLayout layout = (OprwSourceLayout) d.layout().orElseThrow();
        assertArrayEquals(OprwLayoutRules.mapInfoStarts(w.mapInfos(), Compression.LZSS), layout.mapInfoStarts(w.mapInfos(),
                Compression.LZSS));
        assertNull(layout.mapInfoStarts(w.mapInfos(), Compression.LZO));
        assertNull(layout.mapInfoStarts(w.mapInfos().subList(1, 45), Compression.LZSS));
        // as many records, but one takes another size than it took in the file
        List<OprwMapInfo> other = new java.util.ArrayList<>(w.mapInfos());
        other.set(3, OprwSamples.mapInfo(0));
        assertNull(layout.mapInfoStarts(other, Compression.LZSS));
    }

    @Test
    void aMaterialsMajorIsAByte() {
        assertEquals(255, new OprwMaterial(RawString.of("a.rvmat"), 255).major());
        assertEquals(0, new OprwMaterial(RawString.of("a.rvmat"), 0).major());
        assertEquals("major must be a byte, not 256",
                assertThrows(IllegalArgumentException.class, () -> new OprwMaterial(RawString.EMPTY, 256)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new OprwMaterial(RawString.EMPTY, -1));
    }
}
