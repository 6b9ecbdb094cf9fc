package dev.mapharness.provenance;

import static dev.mapharness.provenance.GamestudioSamples.CRLF;
import static dev.mapharness.provenance.GamestudioSamples.entity;
import static dev.mapharness.provenance.GamestudioSamples.generatedMm;
import static dev.mapharness.provenance.GamestudioSamples.generatedWmp;
import static dev.mapharness.provenance.GamestudioSamples.levelAndSun;
import static dev.mapharness.provenance.GamestudioSamples.mapBuilderEntity;
import static dev.mapharness.provenance.GamestudioSamples.read;
import static dev.mapharness.provenance.GamestudioSamples.unread;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Gamestudio writers told apart from hand-built text (our own levels, shaped after each
 * writer's source or habit as docs/provenance.md describes it, never copied from a real file).
 */
class GamestudioProvenanceTest {
    private static final String WMPIO_SAYS = ": WED 7 and 8 save through their level library wmpio, which signs each"
            + " file with its version and the date";

    @Test
    void mapBuildersHeaderNamesItCertainly() {
        String mm = "// Exported by MapBuilder for 3D GameStudio" + CRLF + CRLF + "version 711" + CRLF + CRLF + CRLF
                + levelAndSun("export") + mapBuilderEntity("0000000010000000", "ndef", "");
        Provenance p = unread(Format.GAMESTUDIO_MAP, mm);
        assertEquals(Editors.MAPBUILDER, p.writer());
        assertEquals(Confidence.CERTAIN, p.confidence());
        assertEquals("header comment, 16-digit flags", p.traits());
        // the header alone, over entities as wmpio writes them
        Provenance alone = unread(Format.GAMESTUDIO_MAP, "// Exported by MapBuilder for 3D GameStudio" + CRLF + "version 711"
                + CRLF + levelAndSun("export") + mapBuilderEntity("0000", "ndef", ""));
        assertEquals(Confidence.CERTAIN, alone.confidence());
        assertEquals("header comment", alone.traits());
        assertEquals(List.of("the header comment \"// Exported by MapBuilder for 3D GameStudio\" is the one MapBuilder's"
                + " exporter writes (MBsaveaswmb.c)"), alone.evidence());
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
        assertEquals(List.of("1 of 2 extended entities have a line after their material (first at byte "
                        + mm.indexOf("tree_shadow.dds") + ": \"tree_shadow.dds\"), where MapBuilder writes an entity's shadow"
                        + " sprite; wmpio ends the entity with its material",
                "2 of 2 extended entities have flags of 16 binary digits with FLAG8 set (first at byte "
                        + mm.indexOf("0000000010000000") + "): MapBuilder writes 16 digits when no lower flag is set and"
                        + " always sets FLAG8; wmpio sets FLAG8 only where the level does"), p.evidence());
    }

    @Test
    void terrainActionsAloneAreLikely() {
        String mm = "version 711" + CRLF + levelAndSun("a") + entity("hills.hmp", "TerrHmp_WaterAction", "0000", "ndef", "");
        Provenance p = unread(Format.GAMESTUDIO_MAP, mm);
        assertEquals("MapBuilder for 3D GameStudio (terrain actions), likely", p.describe());
        assertEquals(List.of("1 entities have the action TerrHmp_GroundAction or TerrHmp_WaterAction (first at byte "
                + mm.indexOf("TerrHmp_WaterAction") + "), which MapBuilder gives its terrains"), p.evidence());
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
        assertEquals(List.of("the header comment \"// wmpio (1.30), 01.02.2003\"" + WMPIO_SAYS), p.evidence());
    }

    @Test
    void amongEqualConfidencesTheFirstRowOfTheTableWins() {
        // wmpio's header and MapBuilder's shadow line are both "likely"; MapBuilder's row comes first
        String mm = "// wmpio (1.30), 01.02.2003" + CRLF + "version 711" + CRLF + levelAndSun("a")
                + mapBuilderEntity("0000", "ndef", "tree_shadow.dds");
        assertEquals("MapBuilder for 3D GameStudio (entity trailing shadow line), likely",
                unread(Format.GAMESTUDIO_MAP, mm).describe());
    }

    @Test
    void wmpiosHeaderOverMapharnessPrintSaysMapharnessWritesTheSame() {
        byte[] mm = generatedMm("// wmpio (1.30), 01.02.2003" + CRLF + CRLF);
        Provenance p = read(Format.GAMESTUDIO_MAP, mm);
        assertEquals("WED 8 / wmpio 1.30 (header comment), likely", p.describe());
        assertEquals(List.of("the header comment \"// wmpio (1.30), 01.02.2003\"" + WMPIO_SAYS,
                "mapharness's $$M writer prints this level to these same bytes (it follows wmpio's layout and keeps the"
                        + " header), so a level mapharness rewrote looks the same"), p.evidence());
        // the same header with a byte order mark before it
        Provenance bom = unread(Format.GAMESTUDIO_MAP, "\u00EF\u00BB\u00BF// wmpio (1.30), 01.02.2003" + CRLF + "version 711");
        assertEquals("WED 8 / wmpio 1.30", bom.writer());
    }

    @Test
    void wmpbCommentNamesWmpio() {
        String head = "WMPB\u00C6\u0002\u0000\u0000file created: 01.02.2003, wmpio (1.30)\n";
        Provenance p = unread(Format.WMPB, head);
        assertEquals("WED 8 / wmpio 1.30", p.writer());
        assertEquals(List.of("the level's comment chunk (at byte " + head.indexOf("wmpio") + ") says \"file created:"
                        + " 01.02.2003, wmpio (1.30)\"" + WMPIO_SAYS,
                "mapharness writes a level with this comment to the same bytes (WMPB has one encoding per level, and"
                        + " mapharness's converters sign with wmpio's comment), so a level it wrote looks the same"),
                p.evidence());
        Provenance none = unread(Format.WMPB, "WMPB\u0000\u0000\u0000\u0000saved by hand");
        assertEquals(Provenance.UNKNOWN, none.writer());
        assertEquals("unknown (no wmpio comment)", none.describe());
    }

    @Test
    void wmpbCommentIsQuotedFromFileCreatedAtMost40CharactersBackAndAtMost80Long() {
        assertEquals("file created: 01.02.2003, wmpio (1.30)", wmpbQuote("file created: 01.02.2003, wmpio (1.30)"));
        assertEquals("file created: " + "a".repeat(26) + "wmpio (1.30)", wmpbQuote("\u0000file created: " + "a".repeat(26)
                + "wmpio (1.30)\n"));
        assertEquals("wmpio (1.30)", wmpbQuote("\u0000file created: " + "a".repeat(27) + "wmpio (1.30)\n"));
        String comment = "WMPB\u00C6\u0002\u0000\u0000file created: 01.02.2003, wmpio (1.30) " + "z".repeat(100);
        assertEquals(comment.substring(8, 88), wmpbQuote(comment));
    }

    /** What the evidence quotes of a WMPB file's comment. */
    private static String wmpbQuote(String file) {
        String e = unread(Format.WMPB, file).evidence().get(0);
        return e.substring(e.indexOf(" says \"") + 7, e.indexOf("\"" + WMPIO_SAYS));
    }

    @Test
    void wed6HeaderAndSixDecimalNumbersNameWed6Certainly() {
        String wmp = "// WMP2" + CRLF + "// ACKWED V 6.731.01" + CRLF + "// Created 01.02.2003" + CRLF + CRLF + "version 710"
                + CRLF + CRLF + "level 0 {" + CRLF + "\t<a.$$w>" + CRLF + "\t-0.000000 12.500000 0.000000" + CRLF + "}" + CRLF;
        Provenance p = unread(Format.WMP_TEXT, wmp);
        assertEquals("WED 6", p.writer());
        assertEquals(Confidence.CERTAIN, p.confidence());
        assertEquals("ACKWED header, six-decimal numbers", p.traits());
        assertEquals(List.of("the header comment \"// ACKWED V 6.731.01\" names WED 6.731.01, after \"// WMP2\" as WED 6"
                        + " writes them",
                "numbers are written with fixed fractions (first at byte " + wmp.indexOf("-0.000000") + "), as WED 6 writes"
                        + " them (-0.000000); mapharness writes the shortest form"), p.evidence());
    }

    @Test
    void wed6HeaderAloneOverNumbersInTheShortestFormIsLikely() {
        // no "// WMP2" before it, and the last number ends the file
        Provenance p = unread(Format.WMP_TEXT, "// ACKWED V 6.5" + CRLF + "version 710" + CRLF + "level 0 {" + CRLF
                + "\t12.5 7 }" + CRLF + "1.25");
        assertEquals("WED 6 (ACKWED header), likely", p.describe());
        assertEquals(List.of("the header comment \"// ACKWED V 6.5\" names WED 6.5"), p.evidence());
    }

    @Test
    void wed6HeaderOverMapharnessPrintIsMapharness() {
        // mapharness keeps a WED 6 header but prints numbers in their shortest form
        byte[] bytes = generatedWmp("// WMP2\r\n// ACKWED V 6.731.01\r\n// Created 01.02.2003\r\n\r\n");
        Provenance p = read(Format.WMP_TEXT, bytes);
        assertEquals(MapharnessBuild.name(), p.writer());
        assertEquals(Confidence.LIKELY, p.confidence());
        assertEquals("canonical print, shortest numbers", p.traits());
    }

    @Test
    void headerlessCanonicalPrintIsMapharnessAndAnyOtherSpellingIsNot() {
        byte[] bytes = generatedWmp("");
        Provenance p = read(Format.WMP_TEXT, bytes);
        assertEquals(MapharnessBuild.name(), p.writer());
        assertEquals("canonical print, no header", p.traits());
        // the same level with one number spelled another way is no writer's we know
        String text = new String(bytes, StandardCharsets.ISO_8859_1).replaceFirst("\t1 2 3", "\t1.0 2 3");
        Provenance q = read(Format.WMP_TEXT, GamestudioSamples.bytes(text));
        assertEquals(Provenance.UNKNOWN, q.writer(), q::describe);
        assertEquals(Confidence.NONE, q.confidence());
    }

    @Test
    void canonicalPrintUnderOtherHeadersIsMapharnessAsSureAsTheHeaderAllows() {
        // "// WMP2" alone is what mapharness's WMPB-to-text conversion writes (docs/wmpb.md)
        assertEquals(MapharnessBuild.name() + " (canonical print, WMP2 header without ACKWED), likely",
                read(Format.WMP_TEXT, generatedWmp("// WMP2\r\n\r\n")).describe());
        // a header no editor writes: only possibly ours
        assertEquals(MapharnessBuild.name() + " (canonical print), possible",
                read(Format.WMP_TEXT, generatedWmp("// made by hand\r\n\r\n")).describe());
        // "// WMP2" over a $$M is no conversion of ours
        assertEquals(MapharnessBuild.name() + " (canonical print), possible",
                read(Format.GAMESTUDIO_MAP, generatedMm("// WMP2" + CRLF + CRLF)).describe());
        assertEquals(MapharnessBuild.name() + " (canonical print, no header), likely",
                read(Format.GAMESTUDIO_MAP, generatedMm("")).describe());
    }

    @Test
    void theVersionIsTheBuilds() {
        assertTrue(MapharnessBuild.version().matches("[0-9]+\\.[0-9]+\\.[0-9]+(-SNAPSHOT)?"), MapharnessBuild.version());
        assertEquals("mapharness " + MapharnessBuild.version(), MapharnessBuild.name());
    }
}
