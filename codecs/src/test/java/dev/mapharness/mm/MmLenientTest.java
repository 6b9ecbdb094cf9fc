package dev.mapharness.mm;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Editors;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import dev.mapharness.text.TextLayout;
import dev.mapharness.text.TokenKind;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Values a writer appends or leaves out: what MapBuilder for 3D GameStudio's export does (its
 * exporter, s-ivan/MapBuilder MapBuilder2/MapBuilder_scripts/MBsaveaswmb.c, written out by hand
 * here with values of our own) and what no known writer does.
 */
class MmLenientTest {
    /** Lines as MapBuilder's export lays them out: a tab before each, a space after each number, CR LF. */
    private static String lines(String... lines) {
        StringBuilder sb = new StringBuilder();
        for (String l : lines) {
            sb.append(l).append("\r\n");
        }
        return sb.toString();
    }

    static final String MAPBUILDER = lines(
            "// Exported by MapBuilder for 3D GameStudio", "", "version 711", "", "",
            "{ //level", "\t0 ", "\tmeadow.$$w", "\tmeadowpalette.pcx", "}",
            "{ //sun", "\t5 ", "\t215.500 ", "\t42.250 ", "}",
            // a terrain: MapBuilder's terrain action, no material (ndef)
            "{ //model", "\t7 ", "\t0 0 0 ", "\t0 0 0 ", "\t1 1 1 ", "\tMEADOW.HMP", "\tMEADOW.HMP", "\tTerrain_Ground_Action",
            "\t-4096 -4096 -12.500 4096 4096 640.250 50 0 0 0 0 0 0 0 0 0 0 0 0 300 ",
            "\t00000100000001000000000010000000", "\t0 ", "\t50 ", "\t0 ", "\t0 ", "\tndef", "}",
            // a tree: a material, then its shadow sprite's file name
            "{ //model", "\t7 ", "\t-512 768 96.125 ", "\t12.500 -3.250 1.750 ", "\t1.050 1.050 1.050 ", "\tOAK_1.MDL",
            "\tOAK_1.MDL", "\tndef", "\t-130 -130 0 130 130 262.500 100 0 0 0 0 0 0 12345 45 67 0 1 1 4 ",
            "\t00000000000001000001001011100010", "\t12 ", "\t50 ", "\t0 ", "\t0 ", "\tmat_leaves", "\tOAK_1_SHADOW.DDS", "}",
            // its shadow sprite: 16 flags
            "{ //model", "\t7 ", "\t0 0 0 ", "\t0 0 0 ", "\t1 1 1 ", "\tOAK_1_SHADOW.DDS", "\tOAK_1_SHADOW.DDS", "\tndef",
            "\t-128 -128 -128 128 128 128 50 0 0 0 0 0 0 0 45 67 0 0 0 104 ", "\t0000001110000000", "\t0 ", "\t50 ",
            "\t0 ", "\t0 ", "\tmat_sprite", "}",
            // a helper: no material, a shadow name, and an empty line where the second string was set
            "{ //model", "\t7 ", "\t-512 768 96.125 ", "\t0 0 0 ", "\t2 2 2 ", "\tMARKER.MDL", "\tMARKER.MDL", "\tndef",
            "\t-16 -16 -16 16 16 262.500 50 0 0 0 0 0 0 0 45 67 0 0 0 104 ", "\t0000000110100011", "\t0 ", "\t50 ",
            "\t0 ", "\t0 ", "\tndef", "\tROUND_SHADOW.DDS", "\t", "}");

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    @Test
    void mapBuildersExportReadsStrictlyWithTwoNotesNamingIt() {
        Decoded<MmLevel> d = MmReader.read(bytes(MAPBUILDER), ReadOptions.STRICT);
        assertEquals(2, d.violations().size(), d.violations().toString());
        for (Violation v : d.violations()) {
            assertEquals(Severity.NOTE, v.severity(), v.toString());
            assertEquals(Editors.MAPBUILDER, v.editor());
        }
        Violation ndef = d.violations().get(0);
        assertTrue(ndef.message().startsWith("line 30, column 2: 2 extended entities have the material ndef"), ndef.message());
        assertEquals("items[2].material", ndef.field());
        Violation strings = d.violations().get(1);
        assertTrue(strings.message().startsWith("line 47, column 2: 2 extended entities have one or two names"),
                strings.message());
        assertEquals("items[3].extra", strings.field());
        assertEquals(d.model(), MmReader.read(bytes(MAPBUILDER), ReadOptions.LENIENT).model(), "both modes read alike");
    }

    private static String entityWithAfterTheMaterial(String... after) {
        List<String> l = new java.util.ArrayList<>(List.of("{ //model", "\t7 ", "\t0 0 0 ", "\t0 0 0 ", "\t1 1 1 ", "\tM.MDL",
                "\tM.MDL", "\tndef", "\t0 0 0 ", "\t0000", "\t0 ", "\t50 ", "\t0 ", "\t0 ", "\tndef"));
        for (String a : after) {
            l.add("\t" + a);
        }
        l.add("}");
        return lines(l.toArray(String[]::new));
    }

    /** One entity of each habit: the notes say so in the singular; two names are MapBuilder's most, three are not its. */
    @Test
    void oneEntityWithBothHabitsAndTwoNamesAfterItsMaterial() {
        String text = entityWithAfterTheMaterial("A_SHADOW.DDS", "B.DDS");
        Decoded<MmLevel> d = MmReader.read(bytes(text), ReadOptions.STRICT);
        assertEquals(2, d.violations().size(), d.violations().toString());
        assertEquals("line 15, column 2: 1 extended entity has the material ndef, MapBuilder's word for none (wmpio leaves"
                + " the material line out); the compiler carries it as a material name", d.violations().get(0).message());
        assertEquals("items[0].material", d.violations().get(0).field());
        assertEquals(text.indexOf("\tndef\r\n\tA_SHADOW") + 1, d.violations().get(0).offset());
        assertTrue(d.violations().get(1).message().startsWith("line 16, column 2: 1 extended entity has one or two names"),
                d.violations().get(1).message());
        assertEquals(text.indexOf("A_SHADOW"), d.violations().get(1).offset());
        MmEntity e = (MmEntity) d.model().items().get(0);
        assertEquals(List.of(RawToken.word("A_SHADOW.DDS"), RawToken.word("B.DDS")), e.extra());

        Decoded<MmLevel> three = MmReader.read(bytes(entityWithAfterTheMaterial("A.DDS", "B.DDS", "C.DDS")), ReadOptions.STRICT);
        assertEquals(java.util.Set.of(Severity.NOTE, Severity.WARNING),
                three.violations().stream().map(Violation::severity).collect(java.util.stream.Collectors.toSet()));
        assertEquals(2, three.violations().size(), three.violations().toString());
        assertEquals(3, ((MmEntity) three.model().items().get(0)).extra().size());
        Decoded<MmLevel> number = MmReader.read(bytes(entityWithAfterTheMaterial("A.DDS", "5")), ReadOptions.STRICT);
        assertTrue(number.violations().stream().anyMatch(v -> v.severity() == Severity.WARNING), number.violations().toString());
    }

    @Test
    void mapBuildersEntitiesKeepTheirValuesAndTheShadowNameRaw() {
        MmLevel l = MmReader.read(bytes(MAPBUILDER), ReadOptions.STRICT).model();
        assertEquals(List.of(215.5, 42.25), ((MmSun) l.items().get(1)).values());
        List<MmEntity> e = l.ofType(MmEntity.class);
        assertEquals(4, e.size());
        MmEntity terrain = e.get(0);
        assertEquals("Terrain_Ground_Action", terrain.action().text());
        assertEquals(Optional.of(RawString.of("ndef")), terrain.material());
        assertEquals(List.of(), terrain.extra());
        MmEntity tree = e.get(1);
        assertEquals(20, tree.skills().size());
        assertEquals(12345.0, tree.skills().get(13));
        assertEquals(new BinaryFlags("00000000000001000001001011100010"), tree.flags());
        assertEquals(12.0, tree.ambient());
        assertEquals(50.0, tree.albedo());
        assertEquals(Optional.of(RawString.of("mat_leaves")), tree.material());
        assertEquals(List.of(RawToken.word("OAK_1_SHADOW.DDS")), tree.extra());
        assertEquals(16, e.get(2).flags().width());
        assertEquals(List.of(), e.get(2).extra());
        assertEquals(List.of(RawToken.word("ROUND_SHADOW.DDS")), e.get(3).extra());
    }

    @Test
    void mapBuildersExportRewritesByteForByteAndCanonicallyReadsBackEqual() {
        Decoded<MmLevel> d = MmReader.read(bytes(MAPBUILDER), ReadOptions.STRICT);
        assertArrayEquals(bytes(MAPBUILDER), MmWriter.write(d.model(), (TextLayout) d.layout().orElseThrow()));
        // every item copied from its own span, as an edit of another item would copy it
        assertArrayEquals(bytes(MAPBUILDER), MmWriter.write(d.model(), ((TextLayout) d.layout().orElseThrow()).forEdits()));
        byte[] canonical = MmWriter.write(d.model());
        assertEquals(d.model(), MmReader.read(canonical, ReadOptions.STRICT).model());
    }

    private static final String LIGHT = "{\r\n2\r\n1 2 3\r\n0 0 0\r\n50 50 50 300 0100\r\n";

    @Test
    void valuesAfterAKnownItemAreKeptWithAWarningNamingItsFieldAndLine() {
        String text = LIGHT + "glow <halo.pcx> 7\r\n}\r\n";
        for (ReadOptions o : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            Decoded<MmLevel> d = MmReader.read(bytes(text), o);
            MmLight light = (MmLight) d.model().items().get(0);
            assertEquals(new Vec3(50, 50, 50), light.color());
            assertEquals(List.of(RawToken.word("glow"), new RawToken(TokenKind.FILE_NAME, RawString.of("halo.pcx")),
                    RawToken.word("7")), light.extra());
            assertEquals(1, d.violations().size());
            Violation v = d.violations().get(0);
            assertEquals(Severity.WARNING, v.severity());
            assertEquals("items[0].extra", v.field());
            assertEquals(text.indexOf("glow"), v.offset());
            assertTrue(v.message().startsWith("line 6, column 1: 3 value(s) after the light's"), v.message());
            assertArrayEquals(bytes(text), MmWriter.write(d.model(), (TextLayout) d.layout().orElseThrow()));
            assertEquals(d.model(), MmReader.read(MmWriter.write(d.model()), o).model());
        }
    }

    @Test
    void anItemMissingValuesIsKeptWholeAWarningLenientlyAnErrorStrictly() {
        // the seed's light: no angles and no flags, so its colour and range read as angles and the rest is missing
        String text = "version 711\r\n{\r\n2\r\n1 2 3\r\n50 50 50 300\r\n}\r\n";
        Decoded<MmLevel> lenient = MmReader.read(bytes(text), ReadOptions.LENIENT);
        Decoded<MmLevel> strict = MmReader.read(bytes(text), ReadOptions.STRICT);
        assertEquals(lenient.model(), strict.model());
        MmUnknown kept = (MmUnknown) lenient.model().items().get(0);
        assertEquals(2, kept.type());
        assertEquals(7, kept.tokens().size());
        assertEquals(Severity.WARNING, lenient.violations().get(0).severity());
        assertEquals(Severity.ERROR, strict.violations().get(0).severity());
        assertEquals("items[0].color.y", strict.violations().get(0).field());
        assertTrue(strict.violations().get(0).message().startsWith("line 6, column 1: type 2 item"),
                strict.violations().get(0).message());
        assertArrayEquals(bytes(text), MmWriter.write(lenient.model(), (TextLayout) lenient.layout().orElseThrow()));
        assertEquals(lenient.model(), MmReader.read(MmWriter.write(lenient.model()), ReadOptions.LENIENT).model());
    }

    @Test
    void numbersAfterAnEntityWithoutMaterialAreKept() {
        MmEntity e = new MmEntity(new Vec3(1, 2, 3), new Vec3(0, 0, 0), new Vec3(1, 1, 1), RawString.of("a.mdl"),
                RawString.of("a"), RawString.of("ndef"), List.of(1.0, 0.0, 1.0), new BinaryFlags("0000"), 0, 50, 0, 0,
                Optional.empty(), List.of(RawToken.word("4"), RawToken.word("5")));
        MmLevel l = new MmLevel(java.util.OptionalInt.of(711), List.of(e));
        Decoded<MmLevel> d = MmReader.read(MmWriter.write(l), ReadOptions.STRICT);
        assertEquals(l, d.model());
        assertEquals(Severity.WARNING, d.violations().get(0).severity());
    }

    @Test
    void theWriterRefusesRawValuesThatWouldReadBackAsOtherFields() {
        // no material, but a name first among the values after it: it would read back as the material
        MmEntity e = new MmEntity(new Vec3(1, 2, 3), new Vec3(0, 0, 0), new Vec3(1, 1, 1), RawString.of("a.mdl"),
                RawString.of("a"), RawString.of("ndef"), List.of(), new BinaryFlags("0000"), 0, 50, 0, 0,
                Optional.empty(), List.of(RawToken.word("shadow.dds")));
        MapWriteException x = assertWriteRefused(() -> MmWriter.write(new MmLevel(java.util.OptionalInt.of(711), List.of(e))));
        assertEquals("items[0]", x.field());
        // a light's tokens kept whole that read as a light
        MmUnknown light = new MmUnknown(2, List.of("1", "2", "3", "0", "0", "0", "50", "50", "50", "300", "0100")
                .stream().map(RawToken::word).toList());
        x = assertWriteRefused(() -> MmWriter.write(new MmLevel(java.util.OptionalInt.of(711), List.of(light))));
        assertTrue(x.getMessage().contains("would read back as a typed item of type 2"), x.getMessage());
    }

    /**
     * Found by mm-decode with the full oracle on every input: an extended entity with one-digit flags,
     * an ambient of 1e17 and a value appended. Printed as digits, the ambient read back as the flags;
     * printed with points, only the flags are digits and it reads back as it was.
     */
    @Test
    void anEntityWithValuesAppendedPrintsItsNumbersWithPointsWhereDigitsWouldReadAsItsFlags() {
        String text = "{\r\n7\r\n0 0 0\r\n0 0 0\r\n0 0 0\r\n0\r\n0\r\n0\r\n0\r\n100000000000000005\r\n0\r\n5\r\n0\r\n0\r\n}\r\n";
        Decoded<MmLevel> d = MmReader.read(bytes(text), ReadOptions.LENIENT);
        MmEntity e = (MmEntity) d.model().items().get(0);
        assertEquals(List.of(), e.skills());
        assertEquals(1e17, e.ambient());
        assertEquals(1, e.extra().size());
        byte[] written = MmWriter.write(d.model());
        assertEquals(d.model(), MmReader.read(written, ReadOptions.LENIENT).model());
        String printed = new String(written, StandardCharsets.US_ASCII);
        assertTrue(printed.contains("\t100000000000000000.0\r\n") && printed.contains("\t5.0\r\n"), printed);
    }

    /**
     * Found by mm-decode through the full oracle on a kept input (corpus/fuzz/mm-decode/findings/
     * crash-4f6b4876b9d4bed3.$$m): an extended entity whose skills hold 1e400, a number of the grammar that
     * no double holds. The split counted it among the skills and chose the place where the flags start a
     * line, whose skills could not be read, so the item was kept whole; printed on one line, the first
     * place that fits read typed, and the writer refused it. Now the split takes only numbers it can read:
     * the flags are the first place that fits in both layouts and 1e400 is an appended value.
     */
    @Test
    void aNumberNoDoubleHoldsEndsAnEntitysSkillsWhateverItsLines() {
        String text = lines("{", "7", "0 0 0", "0 0 0", "1 1 1", "m.mdl", "m", "a", "2 0 0 0 0 0 1e400", "0 0 0 1 1 x",
                "0", "}");
        Decoded<MmLevel> d = MmReader.read(bytes(text), ReadOptions.LENIENT);
        MmEntity e = (MmEntity) d.model().items().get(0);
        assertEquals(List.of(2.0), e.skills());
        assertEquals(new BinaryFlags("0"), e.flags());
        assertEquals(RawToken.word("1e400"), e.extra().get(0));
        assertEquals(d.model(), MmReader.read(bytes(text.replace("\r\n", " ")), ReadOptions.LENIENT).model(),
                "the same item on one line");
        byte[] written = MmWriter.write(d.model());
        assertEquals(d.model(), MmReader.read(written, ReadOptions.LENIENT).model());
    }
}
