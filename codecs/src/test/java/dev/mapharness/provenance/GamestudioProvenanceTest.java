package dev.mapharness.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * The Gamestudio writers told apart from hand-built text (our own levels, shaped after each
 * writer's source or habit as docs/provenance.md describes it, never copied from a real file).
 */
class GamestudioProvenanceTest {
    private static final String CRLF = "\r\n";

    /** A MapBuilder-style extended entity: 20 skills, flags, ambient, albedo, path, attach, material, then {@code shadow}. */
    private static String mapBuilderEntity(String flags, String material, String shadow) {
        return "{ //model" + CRLF + "\t7" + CRLF + "\t10 20 30 " + CRLF + "\t0 0 0 " + CRLF + "\t1 1 1 " + CRLF
                + "\ttree.mdl" + CRLF + "\ttree_001" + CRLF + "\tndef" + CRLF + "\t"
                + String.join(" ", Collections.nCopies(20, "0")) + " " + CRLF + "\t" + flags + CRLF + "\t0 " + CRLF
                + "\t50 " + CRLF + "\t0 " + CRLF + "\t0 " + CRLF + "\t" + material + CRLF
                + (shadow.isEmpty() ? "" : "\t" + shadow + CRLF) + "}" + CRLF;
    }

    private static String levelAndSun(String name) {
        return "{ //level" + CRLF + "\t0" + CRLF + "\t" + name + ".$$w" + CRLF + "\t" + name + "palette.pcx" + CRLF + "}"
                + CRLF + "{ //sun" + CRLF + "\t5" + CRLF + "\t315 " + CRLF + "\t60 " + CRLF + "}" + CRLF;
    }

    private static Provenance unread(Format format, String text) {
        return Fingerprints.identify(FileFacts.unread(format, text.getBytes(StandardCharsets.ISO_8859_1)));
    }

    @Test
    void mapBuildersHeaderNamesItCertainly() {
        String mm = "// Exported by MapBuilder for 3D GameStudio" + CRLF + CRLF + "version 711" + CRLF + CRLF + CRLF
                + levelAndSun("export") + mapBuilderEntity("0000000010000000", "ndef", "");
        Provenance p = unread(Format.GAMESTUDIO_MAP, mm);
        assertEquals(Editors.MAPBUILDER, p.writer());
        assertEquals(Confidence.CERTAIN, p.confidence());
        assertTrue(p.traits().startsWith("header comment"), p::describe);
    }

    @Test
    void mapBuildersEntityHabitsNameItWithoutTheHeader() {
        String mm = "version 711" + CRLF + levelAndSun("forest")
                + mapBuilderEntity("0000000010000000", "mtl_tree", "tree_shadow.dds")
                + mapBuilderEntity("0000000010000001", "ndef", "");
        Provenance p = unread(Format.GAMESTUDIO_MAP, mm);
        assertEquals(Editors.MAPBUILDER, p.writer());
        assertEquals(Confidence.LIKELY, p.confidence());
        assertEquals("entity trailing shadow line, 16-digit flags", p.traits());
        assertEquals("MapBuilder for 3D GameStudio (entity trailing shadow line, 16-digit flags), likely", p.describe());
        assertTrue(p.evidence().get(0).contains("1 of 2 extended entities") && p.evidence().get(0).contains("tree_shadow.dds"),
                () -> p.evidence().toString());
    }

    @Test
    void sixteenDigitFlagsWithFlag8AloneAreOnlyPossible() {
        Provenance p = unread(Format.GAMESTUDIO_MAP, "version 711" + CRLF + levelAndSun("a")
                + mapBuilderEntity("0000000010000000", "ndef", ""));
        assertEquals(Editors.MAPBUILDER, p.writer());
        assertEquals(Confidence.POSSIBLE, p.confidence());
    }

    @Test
    void wmpiosEntitiesAreNotMapBuilders() {
        // wmpio: flags as wide as the highest bit needs, FLAG8 clear, nothing after the material
        String mm = "// wmpio (1.30), 01.02.2003" + CRLF + CRLF + "version 711" + CRLF + levelAndSun("a")
                + mapBuilderEntity("0000011000000000", "mat_water", "") + mapBuilderEntity("0000", "ndef", "");
        Provenance p = unread(Format.GAMESTUDIO_MAP, mm);
        assertEquals("WED 8 / wmpio 1.30", p.writer());
        assertEquals(Confidence.LIKELY, p.confidence());
        assertEquals("header comment", p.traits());
    }

    @Test
    void wmpbCommentNamesWmpio() {
        byte[] head = "WMPB\u00C6\u0002\u0000\u0000file created: 01.02.2003, wmpio (1.30)\n".getBytes(StandardCharsets.ISO_8859_1);
        Provenance p = Fingerprints.identify(FileFacts.unread(Format.WMPB, head));
        assertEquals("WED 8 / wmpio 1.30", p.writer());
        assertTrue(p.evidence().get(0).contains("file created: 01.02.2003, wmpio (1.30)"), () -> p.evidence().toString());
        Provenance none = Fingerprints.identify(FileFacts.unread(Format.WMPB, "WMPB\u0000\u0000\u0000\u0000saved by hand"
                .getBytes(StandardCharsets.ISO_8859_1)));
        assertEquals(Provenance.UNKNOWN, none.writer());
        assertEquals("unknown (no wmpio comment)", none.describe());
    }

    @Test
    void wed6HeaderAndSixDecimalNumbersNameWed6Certainly() {
        String wmp = "// WMP2" + CRLF + "// ACKWED V 6.731.01" + CRLF + "// Created 01.02.2003" + CRLF + CRLF + "version 710"
                + CRLF + CRLF + "level 0 {" + CRLF + "\t<a.$$w>" + CRLF + "\t-0.000000 12.500000 0.000000" + CRLF + "}" + CRLF;
        Provenance p = unread(Format.WMP_TEXT, wmp);
        assertEquals("WED 6", p.writer());
        assertEquals(Confidence.CERTAIN, p.confidence());
        assertEquals("ACKWED header, six-decimal numbers", p.traits());
    }

    @Test
    void wed6HeaderOverMapharnessPrintIsMapharness() {
        // mapharness keeps a WED 6 header but prints numbers in their shortest form
        byte[] bytes = generatedWmp("// WMP2\r\n// ACKWED V 6.731.01\r\n// Created 01.02.2003\r\n\r\n");
        Provenance p = Fingerprints.identify(FileFacts.read(bytes, Codecs.read(Format.WMP_TEXT, bytes, ReadOptions.STRICT)));
        assertEquals(MapharnessBuild.name(), p.writer());
        assertEquals(Confidence.LIKELY, p.confidence());
        assertEquals("canonical print, shortest numbers", p.traits());
    }

    @Test
    void headerlessCanonicalPrintIsMapharnessAndAnyOtherSpellingIsNot() {
        byte[] bytes = generatedWmp("");
        Provenance p = Fingerprints.identify(FileFacts.read(bytes, Codecs.read(Format.WMP_TEXT, bytes, ReadOptions.STRICT)));
        assertEquals(MapharnessBuild.name(), p.writer());
        assertEquals("canonical print, no header", p.traits());
        // the same level with one number spelled another way is no writer's we know
        String text = new String(bytes, StandardCharsets.ISO_8859_1).replaceFirst("\t1 2 3", "\t1.0 2 3");
        byte[] other = text.getBytes(StandardCharsets.ISO_8859_1);
        Provenance q = Fingerprints.identify(FileFacts.read(other, Codecs.read(Format.WMP_TEXT, other, ReadOptions.STRICT)));
        assertEquals(Provenance.UNKNOWN, q.writer(), q::describe);
        assertEquals(Confidence.NONE, q.confidence());
    }

    @Test
    void theVersionIsTheBuilds() {
        assertTrue(MapharnessBuild.name().matches("mapharness [0-9]+\\.[0-9]+\\.[0-9]+(-SNAPSHOT)?"), MapharnessBuild.name());
    }

    /** A one-block text WMP as mapharness prints it, after {@code header}. */
    private static byte[] generatedWmp(String header) {
        String body = header + "block 0 {\r\n\tvertices 4\r\n\tfaces 4\r\n\t1 2 3   0 0 0   4 0 0\r\n\t0 4 0\r\n"
                + "\t3  0 1 2 : stone ( 1 0 0 0 ) ( 0 1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef\r\n"
                + "\t3  0 2 3 : stone ( 1 0 0 0 ) ( 0 1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef\r\n"
                + "\t3  0 3 1 : stone ( 1 0 0 0 ) ( 0 1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef\r\n"
                + "\t3  1 3 2 : stone ( 1 0 0 0 ) ( 0 1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef\r\n"
                + "\t{\r\n\t\t0000\r\n\t\tndef\r\n\t\t0\r\n\t}\r\n}\r\n\r\n";
        byte[] b = body.getBytes(StandardCharsets.ISO_8859_1);
        // print it as mapharness does, so the test holds whatever spacing the writer uses
        return Codecs.write(Codecs.read(Format.WMP_TEXT, b, ReadOptions.LENIENT).model());
    }
}
