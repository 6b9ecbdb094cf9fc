package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.mapharness.compress.CompressionLevel;
import dev.mapharness.format.Editors;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.provenance.Confidence;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * An OPRW is recognisably mapharness's only as its canonical encoding: the streams its encoders
 * make at the default level (docs/provenance.md); any other encoding is no known writer's.
 */
class OprwProvenanceTest {
    private static Provenance writer(byte[] file) {
        return Fingerprints.identify(FileFacts.read(file, OprwCodec.INSTANCE.read(file, ReadOptions.STRICT)));
    }

    @Test
    void theCanonicalEncodingIsMapharnessAndAnotherStreamIsUnknown() {
        for (int version : new int[] {17, 25}) {
            OprwWorld world = OprwSamples.large(version);
            Provenance ours = writer(OprwWriter.write(world));
            assertEquals(Editors.MAPHARNESS + " ", ours.writer().substring(0, Editors.MAPHARNESS.length() + 1));
            assertEquals("compressed streams, quad-tree shapes", ours.traits());
            assertEquals(Confidence.LIKELY, ours.confidence());
            byte[] fast = OprwWriter.write(world, null, CompressionLevel.FAST);
            assertFalse(Arrays.equals(fast, OprwWriter.write(world)), "the fast level's streams differ for this world");
            Provenance other = writer(fast);
            assertEquals("unknown (no trait tells Bohemia's binarize versions or other binarizers apart, and the compressed"
                    + " arrays are not mapharness's)", other.describe());
        }
    }
}
