package dev.mapharness.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wvr4.Wvr4World;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The table's order, how a verdict is chosen, and what an unknown verdict says (docs/provenance.md). */
class FingerprintsTest {
    /** A 1 × 1 4WVR world with an empty texture table and no objects, as mapharness writes it. */
    private static byte[] wvr4() {
        ShortGrid one = ShortGrid.of(1, 1, new short[] {7});
        List<FixedString> names = Collections.nCopies(Wvr4World.TEXTURE_SLOTS,
                FixedString.padded("", Wvr4World.TEXTURE_NAME_LENGTH));
        return Codecs.write(new Wvr4World(one, one, names, List.of(), Optional.empty(), Blob.EMPTY));
    }

    @Test
    void theTableListsEveryWriterInOrder() {
        String ours = Editors.MAPHARNESS;
        assertEquals(List.of(Editors.MAPBUILDER, "WED 8 / wmpio", "WED 6", Editors.WAPMAP, Editors.WAPWORLD,
                        Editors.TERRAIN_BUILDER, Editors.TILED, ours, ours, ours, ours),
                Fingerprints.all().stream().map(Fingerprint::writer).toList());
    }

    @Test
    void aFileOfAFormatWithOneEncodingIsUnknownAndSaysWhetherItIsOurs() {
        byte[] b = wvr4();
        Decoded<? extends MapModel> d = Codecs.read(Format.WVR4, b, ReadOptions.STRICT);
        Provenance read = Fingerprints.identify(FileFacts.read(b, d));
        assertEquals("unknown (one encoding per world and no known writer's mark)", read.describe());
        assertEquals(List.of("the file is exactly mapharness's canonical encoding of what it holds, but in 4WVR every"
                + " conforming writer gives these bytes"), read.evidence());
        // the same facts however the caller gathered them
        assertEquals(read, Fingerprints.identify(FileFacts.of(b, d.model(), d.violations(), d.layout())));
        assertEquals(read, Fingerprints.identify(FileFacts.read(b, d, Optional.of(b))));
        // a file that does not read can be no one's canonical encoding
        Provenance unread = Fingerprints.identify(FileFacts.unread(Format.WVR4, b));
        assertEquals(List.of("the file does not read, so only habits visible in its bytes could be looked for"),
                unread.evidence());
        assertEquals(Confidence.NONE, unread.confidence());
    }

    @Test
    void bytesOfNoKnownFormatAreUnknown() {
        Provenance p = Fingerprints.noFormat();
        assertEquals("unknown (no known format)", p.describe());
        assertEquals(List.of(), p.evidence());
        assertFalse(p.known());
    }

    @Test
    void confidenceAboveIsStrict() {
        Confidence[] order = Confidence.values();
        for (int i = 0; i < order.length; i++) {
            for (int j = 0; j < order.length; j++) {
                assertEquals(i < j, order[i].above(order[j]), order[i] + " above " + order[j]);
            }
        }
        assertTrue(Confidence.CERTAIN.above(Confidence.NONE));
    }
}
