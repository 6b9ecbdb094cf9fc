package dev.mapharness.mm;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The canonical writer: wmpio's layout (docs/gamestudio-text.md) byte for byte, its label comment
 * after each item's brace, and what it refuses.
 */
class MmWriterTest {
    /** {@link MmReaderTest#SAMPLE} as the writer prints it: tabs, CR LF, a label for each type wmpio writes. */
    static final String SAMPLE_WRITTEN = """
            // Wed (6.731.01)

            version 711


            { //level
            \t0
            \thollow.$$w
            \tpalette.pcx
            \t{   // 0
            \t\tvertices 8
            \t\tfaces 6
            \t\t79 -6.99994 47.999981   79 -6.99994 19.999981   79 7.00006 47.999981
            \t\t79 7.00006 19.999981   74 -6.99994 47.999981   74 -6.99994 19.999981
            \t\t74 7.00006 47.999981   74 7.00006 19.999981
            \t\t4  1 0 2 3 : brownwood ( 0 1 0 0 ) ( 0 0 -1 0 ) : 0000 0 50 ndef
            \t\t4  0 1 5 4 : brownwood ( 1 0 0 0 ) ( 0 0 -1 0 ) : 0000 0 50 ndef
            \t\t4  4 5 7 6 : brownwood ( 0 1 0 0 ) ( 0 0 -1 0 ) : 0000 0 50 ndef
            \t\t4  3 2 6 7 : brownwood ( 1 0 0 0 ) ( 0 0 -1 0 ) : 0000 0 50 ndef
            \t\t4  2 0 4 6 : brownwood ( 1 0 0 0 ) ( 0 -1 0 0 ) : 0000 0 50 ndef
            \t\t4  1 3 7 5 : brownwood ( 1 0 0 0 ) ( 0 -1 0 0 ) 0 32 15 1 1 : 00000000000000010000000000000000 0 50 ndef
            \t\t{
            \t\t\t0000
            \t\t\tndef
            \t\t\t1
            \t\t}
            \t}
            }
            { //model
            \t7
            \t299 288.000061 66.789551
            \t260 0 0
            \t1 1 1
            \tguard.mdl
            \tguard_mdl_007
            \tpatrol_prog
            \t1 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
            \t00000000000001000000000000000000
            \t0
            \t50
            \t0
            \t2
            }
            { //model
            \t3
            \t1 2 3
            \t0 90 0
            \t1 1 1
            \ttree.mdl
            \ttree_1
            \tsway
            \t1 2 3
            \t0000000000000000
            \t10
            }
            { //model
            \t3
            \t1 2 3
            \t0 90 0
            \t1 1 1
            \trock.mdl
            \trock_1
            \tndef
            \t0000
            \t10
            }
            { //start
            \t1
            \t10 20 30
            \t90 0 0
            \tstart_1
            }
            { //light
            \t2
            \t1 2 3
            \t0 0 0
            \t100 50 25 400 0100
            }
            { //sound
            \t4
            \t5 6 7
            \twind.wav
            \t0001
            \t80 0 1 900
            }
            { //sun
            \t5
            \t0
            \t60
            }
            { //path
            \t6
            \tp
            \t2
            \t8
            \t0 0 0
            \t1 1 1
            \t0 0 0 0 0 0
            \t0 0 0 0 0 0
            \t1 2 1 0 0 0
            }
            {
            \t8
            \thall
            \t0 0 0 { 1 2 }
            }
            """;

    private static String written(MmLevel level) {
        return new String(MmWriter.write(level), StandardCharsets.ISO_8859_1);
    }

    private static String crlf(String s) {
        return s.replace("\n", "\r\n");
    }

    @Test
    void theSampleIsPrintedInWmpiosLayout() {
        MmLevel m = MmReaderTest.read(MmReaderTest.SAMPLE, ReadOptions.STRICT).model();
        assertEquals(crlf(SAMPLE_WRITTEN), written(m));
    }

    @Test
    void theHeaderHasABlankLineBetweenCommentsAndVersionOnly() {
        MmSun sun = new MmSun(List.of(0.0, 60.0));
        assertEquals(crlf("version 711\n\n\n{ //sun\n\t5\n\t0\n\t60\n}\n"),
                written(new MmLevel(OptionalInt.of(711), List.of(sun))));
        assertEquals(crlf("// a\n// b\n{ //sun\n\t5\n\t0\n\t60\n}\n"),
                written(new MmLevel(List.of(RawString.of(" a"), RawString.of(" b")), OptionalInt.empty(), List.of(sun))));
        assertEquals(crlf("version 7\n\n\n"), written(new MmLevel(OptionalInt.of(7), List.of())));
    }

    @Test
    void aLevelWithNeitherVersionNorItemsIsRefused() {
        MapWriteException e = assertWriteRefused(() -> MmWriter.write(new MmLevel(List.of(RawString.of(" only a comment")), OptionalInt.empty(), List.of())));
        assertEquals("items", e.field());
    }

    private static MmLevel level(MmItem... items) {
        return new MmLevel(OptionalInt.of(711), List.of(items));
    }

    private static MapWriteException refused(MmItem item) {
        return assertWriteRefused(() -> MmWriter.write(level(item)));
    }

    /** Items kept whole as tokens are printed in bare braces, whatever their type's label. */
    @Test
    void itemsKeptAsTokensHaveNoLabel() {
        MmUnknown nine = new MmUnknown(9, List.of(RawToken.word("a"), RawToken.word("b")));
        MmUnknown light = new MmUnknown(2, List.of(RawToken.word("1"), RawToken.word("2")));
        MmUnknown negative = new MmUnknown(-1, List.of());
        assertEquals(crlf("version 711\n\n\n{\n\t9\n\ta b\n}\n{\n\t2\n\t1 2\n}\n{\n\t-1\n}\n"),
                written(level(nine, light, negative)));
        assertEquals("", MmWriter.label(nine));
        assertEquals("model", MmWriter.label(new MmUnknown(7, List.of())));
    }

    /** Tokens of a known type are read back before they are written: if they read typed, they would not stay tokens. */
    @Test
    void tokensOfAKnownTypeThatWouldReadTypedAreRefused() {
        MmUnknown world = new MmUnknown(0, List.of(RawToken.word("w.$$w"), RawToken.word("p.pcx")));
        MapWriteException e = refused(world);
        assertEquals("items[0]", e.field());
        assertEquals("items[0]: these raw tokens would read back as a typed item of type 0", e.getMessage());
        MmUnknown sun = new MmUnknown(5, List.of(RawToken.word("0"), RawToken.word("60")));
        assertEquals("items[0]", refused(sun).field());
        // type 8 is a region whatever follows
        assertEquals("items[0].type", refused(new MmUnknown(8, List.of(RawToken.word("x")))).field());
        // tokens that do not read as a light stay tokens
        MmUnknown notALight = new MmUnknown(2, List.of(RawToken.word("1"), RawToken.word("2")));
        assertEquals(level(notALight), MmReader.read(MmWriter.write(level(notALight)), ReadOptions.LENIENT).model());
    }

    @Test
    void aMaterialSpelledAsANumberIsRefused() {
        MmEntity e = new MmEntity(Vec3.ZERO, Vec3.ZERO, new Vec3(1, 1, 1), RawString.of("a.mdl"), RawString.of("a"),
                RawString.of("ndef"), List.of(), new BinaryFlags("0"), 0, 50, 0, 0, Optional.of(RawString.of("12")));
        assertEquals("items[0].material", refused(e).field());
    }

    /**
     * The static entity's case of the entity's: appended values make digits read as the flags
     * ("0 100000000000000000 5": a skill, the flags and the ambient), so the numbers are printed with points.
     */
    @Test
    void aStaticEntityWithValuesAppendedPrintsItsNumbersWithPoints() {
        MmStaticEntity e = new MmStaticEntity(Vec3.ZERO, Vec3.ZERO, new Vec3(1, 1, 1), RawString.of("a.mdl"),
                RawString.of("a"), RawString.of("ndef"), List.of(), new BinaryFlags("0"), 1e17, List.of(RawToken.word("5")));
        byte[] written = MmWriter.write(level(e));
        assertEquals(level(e), MmReader.read(written, ReadOptions.LENIENT).model());
        String printed = new String(written, StandardCharsets.ISO_8859_1);
        assertTrue(printed.contains("\t0\r\n\t100000000000000000.0\r\n\t5\r\n}"), printed);
        // without values appended the digits read back as they are
        MmStaticEntity plain = new MmStaticEntity(Vec3.ZERO, Vec3.ZERO, new Vec3(1, 1, 1), RawString.of("a.mdl"),
                RawString.of("a"), RawString.of("ndef"), List.of(), new BinaryFlags("0"), 1e17);
        assertTrue(written(level(plain)).contains("\t0\r\n\t100000000000000000\r\n}"), written(level(plain)));
    }

    /** A world item's tokens that do not read at all (a block where the WAD name belongs) are refused, not written. */
    @Test
    void tokensThatDoNotReadBackAreRefused() {
        MmUnknown world = new MmUnknown(0, List.of(RawToken.of(dev.mapharness.text.TokenKind.OPEN_BRACE),
                RawToken.of(dev.mapharness.text.TokenKind.CLOSE_BRACE)));
        MapWriteException e = refused(world);
        assertEquals("items[0]", e.field());
        assertTrue(e.getMessage().startsWith("items[0]: the item does not read back ("), e.getMessage());
    }

    /** In a file's own layout too, a level of nothing is refused. */
    @Test
    void aLevelOfNothingIsRefusedInALayoutToo() {
        var read = MmReaderTest.read(MmReaderTest.SAMPLE, ReadOptions.STRICT);
        dev.mapharness.text.TextLayout layout = (dev.mapharness.text.TextLayout) read.layout().orElseThrow();
        MapWriteException e = assertWriteRefused(() -> MmWriter.write(new MmLevel(OptionalInt.empty(), List.of()), layout));
        assertEquals("items", e.field());
    }

    /** The codec: its format and model, the canonical writer, and a file's own layout where it has one. */
    @Test
    void theCodecWritesInTheLayoutItWasGiven() {
        String text = MmReaderTest.SAMPLE.replace("{ 5 0 60 }", "{   5   0   60   }");
        var read = MmCodec.INSTANCE.read(text.getBytes(StandardCharsets.ISO_8859_1), ReadOptions.STRICT);
        assertEquals(dev.mapharness.format.Format.GAMESTUDIO_MAP, MmCodec.INSTANCE.format());
        assertEquals(dev.mapharness.format.Format.GAMESTUDIO_MAP, read.model().format());
        assertEquals(MmLevel.class, MmCodec.INSTANCE.modelType());
        assertEquals(false, MmCodec.INSTANCE.uniqueEncoding());
        assertEquals(written(read.model()), new String(MmCodec.INSTANCE.write(read.model()), StandardCharsets.ISO_8859_1));
        assertEquals(text, new String(MmCodec.INSTANCE.write(read.model(), read.layout().orElseThrow()),
                StandardCharsets.ISO_8859_1));
        // a text layout of another format gives the canonical file
        byte[] source = text.getBytes(StandardCharsets.ISO_8859_1);
        dev.mapharness.text.TextLayout wmp = new dev.mapharness.text.TextLayout(dev.mapharness.format.Format.WMP_TEXT,
                source, read.model(), List.of());
        assertEquals(written(read.model()), new String(MmCodec.INSTANCE.write(read.model(), wmp), StandardCharsets.ISO_8859_1));
    }

    /** Values after a world item's blocks are the world's, not its last block's. */
    @Test
    void valuesAfterTheBlocksAreTheWorldItems() {
        String text = MmReaderTest.SAMPLE.replace("\t}\n}\n{\n 7", "\t}\n\tglow\n}\n{\n 7");
        var d = MmReaderTest.read(text, ReadOptions.STRICT);
        assertEquals(1, d.violations().size(), d.violations().toString());
        assertEquals("items[0].extra", d.violations().get(0).field());
        assertEquals(List.of(RawToken.word("glow")), d.model().items().get(0).extra());
    }
}
