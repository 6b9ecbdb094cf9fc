package dev.mapharness.tiled;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.provenance.Confidence;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import java.nio.charset.StandardCharsets;
import java.util.List;
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

    /** The verdict on {@code json} from its bytes alone (a map that does not read). */
    private static Provenance unread(String json) {
        return Fingerprints.identify(FileFacts.unread(Format.TILED, json.getBytes(StandardCharsets.ISO_8859_1)));
    }

    @Test
    void theVersionIsDigitsAndDotsInQuotesAfterTheMember() {
        Provenance first = unread("\"tiledversion\" :\t\r\n\"1.10.9\", \"version\": \"1.10\"}");
        assertEquals("Tiled 1.10.9", first.writer());
        assertEquals(List.of("the map has a \"tiledversion\" member (at byte 0, \"1.10.9\"), which Tiled writes into every"
                + " map it saves and mapharness never writes"), first.evidence());
        // the member without a version Tiled could have written is still Tiled's, unnamed
        for (String json : List.of("{\"tiledversion\": 1.2}", "{\"tiledversion\": \"1.2x\"}", "{\"tiledversion\": \"\"}",
                "{\"tiledversion\": \"1.2", "{\"tiledversion\":", "{\"tiledversion\"")) {
            Provenance p = unread(json);
            assertEquals("Tiled (tiledversion member), likely", p.describe(), json);
            assertEquals(List.of("the map has a \"tiledversion\" member (at byte 1), which Tiled writes into every map it"
                    + " saves and mapharness never writes"), p.evidence(), json);
        }
        assertEquals(Provenance.UNKNOWN, unread("{\"tiledversio\": \"1.2\"}").writer());
    }

    @Test
    void aVersionIsAtMostTwentyCharacters() {
        String twenty = "1.2.3.4.5.6.7.8.9.10";
        assertEquals("Tiled " + twenty, unread("{\"tiledversion\":\"" + twenty + "\"}").writer());
        assertEquals("Tiled", unread("{\"tiledversion\":\"" + twenty + "1\"}").writer());
    }
}
