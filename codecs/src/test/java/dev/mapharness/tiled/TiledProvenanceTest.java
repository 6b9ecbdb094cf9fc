package dev.mapharness.tiled;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.provenance.Confidence;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Tiled names its version in every map it saves; mapharness's writer does not (docs/provenance.md). */
class TiledProvenanceTest {
    private static Provenance writer(byte[] b) {
        return Fingerprints.identify(FileFacts.read(b, TiledCodec.INSTANCE.read(b, ReadOptions.STRICT)));
    }

    @Test
    void tiledversionNamesTiledAndItsAbsenceInOurPrintNamesMapharness() {
        byte[] ours = TiledWriter.write(TiledSamples.everything());
        Provenance p = writer(ours);
        assertTrue(p.writer().startsWith("mapharness "), p::describe);
        assertEquals(Confidence.LIKELY, p.confidence());
        String json = new String(ours, StandardCharsets.UTF_8);
        byte[] tiled = json.replaceFirst("\\{", "{ \"tiledversion\": \"1.8.2\",").getBytes(StandardCharsets.UTF_8);
        Provenance t = writer(tiled);
        assertEquals("Tiled 1.8.2", t.writer());
        assertEquals("Tiled 1.8.2 (tiledversion member), likely", t.describe());
    }
}
