package dev.mapharness.provenance;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.arbitrary;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.mapharness.format.Format;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Any bytes of any format get a verdict, never an exception: the fingerprints that read bytes
 * (headers, {@code $$M} items, WMPB comments, Tiled's version) see hostile files before any reader.
 */
class ProvenanceHostileTest {
    /** Bytes drawn from a byte range and from the words the fingerprints look for, so both kinds of text get exercised. */
    private static final List<String> WORDS = List.of("{", "}", "7", " ", "\r\n", "//", "// wmpio (", "1.30)",
            "// ACKWED V ", "6.731", "// Exported by MapBuilder", "0000000010000000", "TerrHmp_GroundAction",
            "\"tiledversion\"", ":", "\"", "-0.000000", "WMPB", "file created: ", "\u0000", "\u00FF", "x");

    private static Gen<byte[]> texts() {
        return lists().of(arbitrary().pick(WORDS)).ofSizeBetween(0, 200)
                .map(ws -> String.join("", ws).getBytes(StandardCharsets.ISO_8859_1));
    }

    private static Gen<byte[]> bytes() {
        return lists().of(integers().between(0, 255)).ofSizeBetween(0, 300).map(l -> {
            byte[] b = new byte[l.size()];
            for (int i = 0; i < b.length; i++) {
                b[i] = (byte) (int) l.get(i);
            }
            return b;
        });
    }

    @Test
    void everyFormatGivesAVerdictForAnyBytes() {
        qt().withFixedSeed(31).withExamples(3000).forAll(arbitrary().enumValues(Format.class), texts())
                .checkAssert(ProvenanceHostileTest::verdict);
        qt().withFixedSeed(32).withExamples(3000).forAll(arbitrary().enumValues(Format.class), bytes())
                .checkAssert(ProvenanceHostileTest::verdict);
    }

    private static void verdict(Format format, byte[] b) {
        Provenance p = Fingerprints.identify(FileFacts.unread(format, b));
        assertNotNull(p.writer());
        assertFalse(p.traits().isEmpty(), p::describe);
        // the file did not read: nothing may claim it is mapharness's canonical encoding
        assertFalse(p.writer().startsWith("mapharness"), p::describe);
    }
}
