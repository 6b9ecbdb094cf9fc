package dev.mapharness.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Editors;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.WmpToMm;
import dev.mapharness.migrate.WmpbToWmp;
import dev.mapharness.migrate.Wvr8ToOprw;
import dev.mapharness.migrate.WwdToTiled;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.provenance.Confidence;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wvr8.Wvr8World;
import dev.mapharness.wwd.WwdLevel;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every corpus file names the writer docs/provenance.md says it should, and the files mapharness's
 * converters make are named mapharness's where its output differs from every editor's.
 */
class ProvenanceCorpusTest {
    private static final String WMPIO = "WED 8 / wmpio 1.30";
    private static final String UNKNOWN = Provenance.UNKNOWN;
    private static final String MAPHARNESS = Editors.MAPHARNESS;

    /** Expected writer and confidence by corpus folder, then by file where a folder holds several writers. */
    private static String expected(String file) {
        String folder = file.substring(0, file.indexOf('/'));
        return switch (folder) {
            // one encoding per world and no writer's mark: nothing tells
            case "1wvr", "4wvr" -> UNKNOWN + " none";
            // the hand-built 2 × 2 world and the Terrain Builder sample carry its uninitialised end record
            case "8wvr" -> file.endsWith("hand-2x2.wrp") || file.endsWith("terrain-builder.wrp")
                    ? Editors.TERRAIN_BUILDER + " likely" : MAPHARNESS + " possible";
            // mapharness's own BIS LZSS / LZO streams
            case "oprw" -> MAPHARNESS + " likely";
            // the corpus generator writes WWD as WapWorld does (and mapharness's canonical writer too)
            case "wwd" -> Editors.WAPWORLD + " likely";
            // mapharness's print: shortest numbers, with or without a copy of WED 6's header
            case "wmp" -> MAPHARNESS + " likely";
            // the hand-built level in MapBuilder's export layout carries its header comment
            case "mm" -> file.endsWith("hand-mapbuilder-habits.$$m") ? Editors.MAPBUILDER + " certain" : WMPIO + " likely";
            // signed with wmpio's header or comment, which mapharness's writers copy: nothing tells them apart
            case "wmpb" -> WMPIO + " likely";
            default -> throw new AssertionError("no expectation for " + file);
        };
    }

    private static Provenance writer(byte[] bytes) {
        Decoded<? extends MapModel> d = Codecs.read(bytes, ReadOptions.STRICT);
        return Fingerprints.identify(FileFacts.read(bytes, d));
    }

    private static String verdict(Provenance p) {
        String name = p.writer().startsWith(MAPHARNESS + " ") ? MAPHARNESS : p.writer();
        return name + " " + p.confidence().id();
    }

    @Test
    void everyCorpusFileNamesItsWriter() throws IOException {
        Map<String, String> wrong = new TreeMap<>();
        for (String file : CorpusFiles.mapFiles()) {
            Provenance p = writer(Files.readAllBytes(CorpusFiles.root().resolve(file)));
            if (!verdict(p).equals(expected(file))) {
                wrong.put(file, p.describe());
            }
            assertTrue(!p.evidence().isEmpty() || !p.known(), () -> file + ": a verdict without evidence");
        }
        assertEquals(Map.of(), wrong);
    }

    @Test
    void whatMapharnessConvertsIsNamedMapharness() throws IOException {
        // WmpToMm writes no header: WED and MapBuilder sign every $$M they write
        WmpLevel wmp = (WmpLevel) read("wmp/medium.wmp");
        MmLevel mm = new WmpToMm().apply(wmp).model();
        assertMapharness(Codecs.write(mm), "canonical print, no header");
        // WmpbToWmp writes "// WMP2" without WED 6's "// ACKWED" line
        WmpbLevel wmpb = (WmpbLevel) read("wmpb/medium.wmp");
        assertMapharness(Codecs.write(new WmpbToWmp("medium").apply(wmpb).model()),
                "canonical print, WMP2 header without ACKWED");
        // Tiled maps without Tiled's version member
        WwdLevel wwd = (WwdLevel) read("wwd/small.wwd");
        assertMapharness(Codecs.write(new WwdToTiled().apply(wwd).model()), "canonical JSON, no tiledversion");
        // binarize: every version's compressed arrays are mapharness's own streams
        Wvr8World w8 = (Wvr8World) read("8wvr/medium.wrp");
        for (int version = 17; version <= 25; version++) {
            assertMapharness(Codecs.write(new Wvr8ToOprw(version).apply(w8).model()), "compressed streams, quad-tree shapes");
        }
    }

    private static MapModel read(String file) throws IOException {
        return Codecs.read(Files.readAllBytes(CorpusFiles.root().resolve(file)), ReadOptions.STRICT).model();
    }

    private static void assertMapharness(byte[] bytes, String traits) {
        Provenance p = writer(bytes);
        assertTrue(p.writer().startsWith(MAPHARNESS + " "), p::describe);
        assertEquals(traits, p.traits());
        assertEquals(Confidence.LIKELY, p.confidence());
    }
}
