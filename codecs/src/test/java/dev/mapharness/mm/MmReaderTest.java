package dev.mapharness.mm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violation;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class MmReaderTest {
    static final String SAMPLE = """
            // Wed (6.731.01)
            version 711
            {
            \t0
            \thollow.$$w
            \tpalette.pcx
            \t{ // 1\t\t// sequential block number
            \t vertices 8
            \t faces 6
            \t 79 -6.99994 47.999981 79 -6.99994 19.999981 79 7.00006 47.999981
            \t 79 7.00006 19.999981 74 -6.99994 47.999981 74 -6.99994 19.999981
            \t 74 7.00006 47.999981 74 7.00006 19.999981
            \t 4 1 0 2 3 : brownwood ( 0 1 0 0 ) ( 0 0 -1 0 ) : 0000 0 50 ndef // angles, offsets and scale
            \t 4 0 1 5 4 : brownwood ( 1 0 0 0 ) ( 0 0 -1 0 ) : 0000 0 50 ndef
            \t 4 4 5 7 6 : brownwood ( 0 1 0 0 ) ( 0 0 -1 0 ) : 0000 0 50 ndef
            \t 4 3 2 6 7 : brownwood ( 1 0 0 0 ) ( 0 0 -1 0 ) : 0000 0 50 ndef
            \t 4 2 0 4 6 : brownwood ( 1 0 0 0 ) ( 0 -1 0 0 ) : 0000 0 50 ndef
            \t 4 1 3 7 5 : brownwood ( 1 0 0 0 ) ( 0 -1 0 0 ) 0 32 15 1 1 : 00000000000000010000000000000000 0 50 ndef
            \t {
            \t 0000
            \t ndef
            \t 1
            \t }
            \t}
            }
            {
             7\t\t\t\t\t\t// extended entity
             299 288.000061 66.789551\t// final position
             260 0 0\t\t\t\t\t// final angles
             1 1 1\t\t\t\t\t// final scale
             guard.mdl\t\t\t\t// file name
             guard_mdl_007\t\t\t// entity name
             patrol_prog\t\t\t\t// action name
             1 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\t// skills
             00000000000001000000000000000000\t\t\t// flags
             0\t\t\t\t\t\t// ambient, albedo
             50
             0\t\t\t\t\t\t// number of target entity and path, if any
             2
            }
            { 3 1 2 3 0 90 0 1 1 1 tree.mdl tree_1 sway 1 2 3 0000000000000000 10 }
            { 3 1 2 3 0 90 0 1 1 1 rock.mdl rock_1 ndef 0000 10 }
            { 1 10 20 30 90 0 0 start_1 }
            { 2 1 2 3 0 0 0 100 50 25 400 0100 }
            { 4 5 6 7 wind.wav 0001 80 0 1 900 }
            { 5 0 60 }
            { 6 p 2 8 0 0 0 1 1 1 0 0 0 0 0 0 0 0 0 0 0 0 1 2 1 0 0 0 }
            { 8 hall 0 0 0 { 1 2 } }
            """;

    static Decoded<MmLevel> read(String s, ReadOptions o) {
        return MmReader.read(s.getBytes(StandardCharsets.ISO_8859_1), o);
    }

    @Test
    void sampleReadsToTheValuesItShows() {
        Decoded<MmLevel> d = read(SAMPLE, ReadOptions.STRICT);
        assertEquals(List.of(), d.violations());
        MmLevel m = d.model();
        assertEquals(OptionalInt.of(711), m.version());
        MmWorld w = (MmWorld) m.items().get(0);
        assertEquals(RawString.of("hollow.$$w"), w.wad());
        MmBlock b = w.blocks().get(0);
        assertEquals(new Vec3(79, -6.99994, 47.999981), b.vertices().get(0));
        assertEquals(new TextureAxis(0, 0, -1, 0), b.faces().get(0).t2());
        assertEquals(Optional.empty(), b.faces().get(0).transform());
        assertEquals(Optional.of(new TextureTransform(0, 32, 15, 1, 1)), b.faces().get(5).transform());
        assertEquals(32, b.faces().get(5).surface().flags().width());
        assertTrue(b.faces().get(5).surface().flags().bit(16));
        MmEntity e = (MmEntity) m.items().get(1);
        assertEquals(20, e.skills().size());
        assertEquals(RawString.of("patrol_prog"), e.action());
        assertEquals(50, e.albedo());
        assertEquals(2, e.path());
        MmStaticEntity tree = (MmStaticEntity) m.items().get(2);
        assertEquals(RawString.of("sway"), tree.action());
        assertEquals(List.of(1.0, 2.0, 3.0), tree.skills());
        assertEquals(16, tree.flags().width());
        assertEquals(10, tree.ambient());
        MmStaticEntity rock = (MmStaticEntity) m.items().get(3);
        assertEquals(RawString.of("ndef"), rock.action());
        assertEquals(List.of(), rock.skills());
        assertEquals(new MmLight(new Vec3(1, 2, 3), Vec3.ZERO, new Vec3(100, 50, 25), 400, new BinaryFlags("0100")),
                m.items().get(5));
        assertEquals(new MmSun(List.of(0.0, 60.0)), m.items().get(7));
        assertEquals(new MmPosition(new Vec3(10, 20, 30), new Vec3(90, 0, 0), RawString.of("start_1")), m.items().get(4));
        assertEquals(new MmSound(new Vec3(5, 6, 7), RawString.of("wind.wav"), new BinaryFlags("0001"), 80, 0, 1, 900),
                m.items().get(6));
        assertEquals(2, ((MmPath) m.items().get(8)).path().nodes().size());
        assertEquals(7, ((MmRegion) m.items().get(9)).rest().size());
    }

    @Test
    void theSummaryCountsEachKindOfItem() {
        MmLevel m = read(SAMPLE, ReadOptions.STRICT).model();
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("version", "711");
        expected.put("blocks", 1);
        expected.put("faces", 6L);
        expected.put("positions", 1);
        expected.put("lights", 1);
        expected.put("static entities", 2);
        expected.put("sounds", 1);
        expected.put("paths", 1);
        expected.put("entities", 1);
        expected.put("regions", 1);
        expected.put("unknown items", 0);
        assertEquals(expected, m.summary());
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(m.summary().keySet()));
        MmLevel none = new MmLevel(OptionalInt.empty(), List.of(new MmUnknown(9, List.of())));
        assertEquals("none", none.summary().get("version"));
        assertEquals(1, none.summary().get("unknown items"));
        assertEquals(0, none.summary().get("blocks"));
        assertEquals(0L, none.summary().get("faces"));
    }

    @Test
    void rewrittenSampleReadsBackEqualAndStable() {
        MmLevel m = read(SAMPLE, ReadOptions.STRICT).model();
        byte[] b = MmWriter.write(m);
        assertEquals(m, MmReader.read(b, ReadOptions.STRICT).model());
        assertArrayEquals(b, MmWriter.write(MmReader.read(b, ReadOptions.STRICT).model()));
        assertTrue(Codecs.read(b, ReadOptions.STRICT).model() instanceof MmLevel);
    }

    /** $$M faces carry no transform: a hundred short ones (35 bytes, less than a WMP face needs) are a well-formed block. */
    @Test
    void shortestFacesFitTheirCount() {
        String faces = "1 0:t(0 0 0 0)(0 0 0 0):0000 0 0 m\n".repeat(100);
        byte[] file = ("{0 w p{vertices 1 faces 100 0 0 0\n" + faces + "{0000 ndef 0}}}").getBytes(StandardCharsets.ISO_8859_1);
        Decoded<MmLevel> d = MmReader.read(file, ReadOptions.STRICT);
        assertEquals(List.of(), d.violations());
        assertEquals(100, d.model().blocks().get(0).faces().size());
    }

    @Test
    void unknownTypesAreKeptLenientlyAndRefusedStrictly() {
        String s = "version 711\n{ 9 a { b { c } } ( 1 , 2 ) <x y> }\n";
        Decoded<MmLevel> d = read(s, ReadOptions.LENIENT);
        MmUnknown u = (MmUnknown) d.model().items().get(0);
        assertEquals(9, u.type());
        assertEquals(13, u.tokens().size());
        assertEquals(1, d.violations().size());
        assertEquals("items[0].type", d.violations().get(0).field());
        assertEquals(d.model(), MmReader.read(MmWriter.write(d.model()), ReadOptions.LENIENT).model());
        MapFormatException e = assertThrows(MapFormatException.class, () -> read(s, ReadOptions.STRICT));
        assertEquals(2, e.line());
        assertEquals(3, e.column());
    }

    /** A file needs a version line or an item: comments alone, or nothing, are no $$M. */
    @Test
    void aFileOfNoVersionAndNoItemsIsRefused() {
        for (String s : List.of("", "// just a comment\r\n")) {
            MapFormatException e = assertThrows(MapFormatException.class, () -> read(s, ReadOptions.LENIENT));
            assertEquals("items", e.field());
            assertEquals("a version line or '{' starting an item", e.expected());
        }
        MmLevel versionOnly = read("version 711\r\n", ReadOptions.STRICT).model();
        assertEquals(OptionalInt.of(711), versionOnly.version());
        assertEquals(List.of(), versionOnly.items());
    }

    @Test
    void aNegativeTypeIsUnknown() {
        Decoded<MmLevel> d = read("{ -1 a }", ReadOptions.LENIENT);
        assertEquals(new MmUnknown(-1, List.of(dev.mapharness.text.RawToken.word("a"))), d.model().items().get(0));
        assertEquals("line 1, column 3: unknown item type -1, kept as 1 tokens", d.violations().get(0).message());
        MapFormatException e = assertThrows(MapFormatException.class, () -> read("{ -1 a }", ReadOptions.STRICT));
        assertEquals("items[0].type", e.field());
        assertEquals("a known item type (0 to 8)", e.expected());
    }

    @Test
    void aSunOfOtherThanTwoNumbersIsAWarning() {
        Decoded<MmLevel> d = read("{ 5 0 60 90 }", ReadOptions.STRICT);
        assertEquals(new MmSun(List.of(0.0, 60.0, 90.0)), d.model().items().get(0));
        assertEquals(1, d.violations().size());
        assertEquals("items[0].values", d.violations().get(0).field());
        assertEquals(2, d.violations().get(0).offset());
        assertTrue(d.violations().get(0).message().endsWith("a sun item with 3 numbers; wmpio writes 2"),
                d.violations().get(0).message());
        assertEquals(List.of(), read("{ 5 0 60 }", ReadOptions.STRICT).violations());
    }

    /** A static entity needs an action, skills, flags and ambient; with fewer it is kept whole and the gap named. */
    @Test
    void aStaticEntityMissingItsTailIsKeptWholeNamingWhatIsMissing() {
        String head = "{ 3 1 2 3 0 90 0 1 1 1 tree.mdl tree_1 ";
        assertEquals("items[0].action", read(head + "}", ReadOptions.LENIENT).violations().get(0).field());
        assertEquals("items[0].flags", read(head + "sway 0000 }", ReadOptions.LENIENT).violations().get(0).field());
        Decoded<MmLevel> three = read(head + "sway 0000 10 }", ReadOptions.STRICT);
        assertEquals(List.of(), three.violations());
        Decoded<MmLevel> skillWord = read(head + "sway 1 x 0000 10 }", ReadOptions.LENIENT);
        assertEquals("items[0].flags", skillWord.violations().get(0).field());
        assertEquals((head + "sway 1 ").length(), skillWord.violations().get(0).offset());
        assertTrue(skillWord.model().items().get(0) instanceof MmUnknown);
    }

    /** Where no place fits the flags, the refusal names the first non-number, else the place the flags should be. */
    @Test
    void aStaticEntityWhoseFlagsFitNowhereIsNamedAtTheFlagsPlace() {
        String head = "{ 3 1 2 3 0 90 0 1 1 1 tree.mdl tree_1 ";
        Decoded<MmLevel> d = read(head + "sway 5 7 x }", ReadOptions.LENIENT);
        assertEquals("items[0].flags", d.violations().get(0).field());
        assertEquals((head + "sway 5 ").length(), d.violations().get(0).offset());
    }

    @Test
    void anEntityWhoseFlagsFitNowhereIsNamedAtTheFlagsPlace() {
        String head = "{ 7 0 0 0 0 0 0 1 1 1 m.mdl m act ";
        // fewer tokens than the tail: the place of the flags is before the first, so the brace is named
        String three = head + "5 7 x }";
        Violation v = read(three, ReadOptions.LENIENT).violations().get(0);
        assertEquals("items[0].flags", v.field());
        assertEquals(three.lastIndexOf('}'), v.offset());
        // exactly the tail's five: the flags' place is the first token
        String five = head + "5 7 9 11 x }";
        assertEquals((head).length(), read(five, ReadOptions.LENIENT).violations().get(0).offset());
        // a word among the skills is named first
        String word = head + "5 y 9 11 13 15 x }";
        assertEquals((head + "5 ").length(), read(word, ReadOptions.LENIENT).violations().get(0).offset());
    }

    /** wmpio's layout with a material line comes first, whatever the number of skills: three here, on one line. */
    @Test
    void anEntityWithAMaterialAndThreeSkills() {
        MmEntity e = (MmEntity) read("{ 7 0 0 0 0 0 0 1 1 1 m.mdl m act 1 0 0 0000 0 50 0 0 mat }", ReadOptions.STRICT)
                .model().items().get(0);
        assertEquals(List.of(1.0, 0.0, 0.0), e.skills());
        assertEquals(new BinaryFlags("0000"), e.flags());
        assertEquals(50, e.albedo());
        assertEquals(Optional.of(RawString.of("mat")), e.material());
        assertEquals(List.of(), e.extra());
    }

    /** A typed read that fails keeps the item whole; what it had reported before failing is taken back. */
    @Test
    void aFailedTypedReadLeavesOnlyItsOwnViolation() {
        Decoded<MmLevel> d = read("{ 4 5 6 7 wind.wav 01 x 0 1 900 }", ReadOptions.LENIENT);
        assertTrue(d.model().items().get(0) instanceof MmUnknown);
        assertEquals(1, d.violations().size(), d.violations().toString());
        assertTrue(d.violations().get(0).message().contains("type 4 item not in any layout mapharness knows"),
                d.violations().get(0).message());
        assertEquals("items[0].volume", d.violations().get(0).field());
    }

    @Test
    void valuesAppendedToAnEntityAreCountedInTheWarning() {
        String text = "{ 7 0 0 0 0 0 0 1 1 1 m.mdl m act 2 0000 0 50 0 0 4 5 }";
        Decoded<MmLevel> d = read(text, ReadOptions.STRICT);
        assertEquals(1, d.violations().size(), d.violations().toString());
        int at = text.indexOf(" 4 5 }") + 1;
        assertEquals(at, d.violations().get(0).offset());
        assertTrue(d.violations().get(0).message().startsWith("line 1, column " + (at + 1) + ": 2 value(s) after the entity's"),
                d.violations().get(0).message());
    }

    @Test
    void hundredThousandNestedBracesInAnUnknownItemReadWithoutRecursion() {
        String s = "{ 42 " + "{".repeat(100_000) + "}".repeat(100_000) + " }";
        assertEquals(200_000, ((MmUnknown) read(s, ReadOptions.LENIENT).model().items().get(0)).tokens().size());
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> read("{ 42 " + "{".repeat(100_000), ReadOptions.LENIENT));
        assertEquals("end of file", e.found());
        assertEquals("items[0]", e.field());
    }

    @Test
    void faceNamingVertex1000Of8IsAnError() {
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> read(SAMPLE.replace("4 4 5 7 6 :", "4 4 5 1000 6 :"), ReadOptions.LENIENT));
        assertEquals("items[0].blocks[0].faces[2].vertices[2]", e.field());
        assertEquals(15, e.line());
    }

    @Test
    void countOf2To31IsAnError() {
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> read(SAMPLE.replace("faces 6", "faces 2147483648"), ReadOptions.LENIENT));
        assertEquals("items[0].blocks[0].faceCount", e.field());
        assertEquals(9, e.line());
        assertEquals(9, e.column());
    }

    /** The torture check found the offset of a file name's content named with the line and column of its '<'. */
    @Test
    void aFileNameWhereANumberBelongsIsAnErrorAtItsOpeningBracket() {
        String text = "{\r\n\t1\r\n\t0 <x> 0\r\n";
        MapFormatException e = assertThrows(MapFormatException.class,
                () -> MmReader.read(text.getBytes(StandardCharsets.ISO_8859_1), ReadOptions.LENIENT));
        assertEquals(3, e.line());
        assertEquals(4, e.column());
        assertEquals(text.indexOf('<'), e.offset());
        assertEquals("items[0].position.y", e.field());
    }
}
