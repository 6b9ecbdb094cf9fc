package dev.mapharness.text;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.Vec3;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Canonical text as WED writes it (tabs, one space between tokens, CR LF), and the refusals of what
 * would not read back as written, each naming its field.
 */
class TextPrinterTest {
    private static String text(TextPrinter p) {
        return new String(p.toByteArray(), StandardCharsets.ISO_8859_1);
    }

    private static MapWriteException refused(Runnable r) {
        return assertWriteRefused(r::run);
    }

    @Test
    void linesAreIndentedWithTabsAndTokensSeparatedBySpaces() {
        TextPrinter p = new TextPrinter().open("block 0").text("vertices").integer(8).endLine().open("inner")
                .gap(2).text("a").gap(3).text("b").text("c").endLine().close().indent(-1).line("x").indent(1).close();
        assertEquals("block 0 {\r\n\tvertices 8\r\n\tinner {\r\n\t\ta   b c\r\n\t}\r\nx\r\n}\r\n", text(p));
    }

    @Test
    void attachedTextHasNoSpaceAndBlankLinesAndWholeLinesAreKept() {
        TextPrinter p = new TextPrinter().text("block").integer(1).attach(",").integer(2).endLine().blankLine()
                .lines("kept\r\n".getBytes(StandardCharsets.ISO_8859_1)).indent(1).text("next").endLine();
        assertEquals("block 1, 2\r\n\r\nkept\r\n\tnext\r\n", text(p));
    }

    @Test
    void aCommentRunsToItsLineEndAndMayNotHoldOne() {
        TextPrinter p = new TextPrinter().text("object").integer(0).text("{").gap(2).comment(RawString.of(" Root"), "c");
        assertEquals("object 0 {  // Root\r\n", text(p));
        MapWriteException e = refused(() -> new TextPrinter().comment(RawString.of("a\nb"), "groups[0].comment"));
        assertEquals("groups[0].comment", e.field());
        assertEquals(true, e.getMessage().contains("byte 1 of \"a\\x0Ab\""), e.getMessage());
        assertEquals("groups[0].comment", refused(() -> new TextPrinter().comment(RawString.of("ab\r"), "groups[0].comment"))
                .field());
    }

    @Test
    void wordsThatWouldNotReadBackAsOneWordAreRefused() {
        assertEquals("a/b", text(new TextPrinter().word(RawString.of("a/b"), "w")));
        assertEquals("x/", text(new TextPrinter().word(RawString.of("x/"), "w")));
        MapWriteException e = refused(() -> TextPrinter.checkWord(RawString.EMPTY, "name"));
        assertEquals("name", e.field());
        for (String bad : new String[] {"a b", "a{", "(", "a:b", "a,", "<a", "a\tb", "\u0001"}) {
            e = refused(() -> TextPrinter.checkWord(RawString.of(bad), "name"));
            assertEquals("name", e.field(), bad);
        }
        e = refused(() -> TextPrinter.checkWord(RawString.of("ab c"), "name"));
        assertEquals(true, e.getMessage().contains("byte 0x20 at 2"), e.getMessage());
        e = refused(() -> new TextPrinter().word(RawString.of("a//b"), "material"));
        assertEquals("material", e.field());
        assertEquals(true, e.getMessage().contains("\"//\""), e.getMessage());
    }

    @Test
    void fileNamesMayHoldAnythingButTheirEndAndALineEnd() {
        assertEquals("<a b//{}.wav>", text(new TextPrinter().fileName(RawString.of("a b//{}.wav"), "f")));
        assertEquals("<>", text(new TextPrinter().fileName(RawString.EMPTY, "f")));
        for (String bad : new String[] {"a>b", "a\rb", "a\nb", ">"}) {
            MapWriteException e = refused(() -> new TextPrinter().fileName(RawString.of(bad), "objects[0].file"));
            assertEquals("objects[0].file", e.field(), bad);
        }
        assertEquals(true, refused(() -> new TextPrinter().fileName(RawString.of("ab>"), "f")).getMessage()
                .contains("byte 0x3E at 2"));
    }

    @Test
    void numbersArePlainAndFiniteAndPointedWhereAskedTo() {
        TextPrinter p = new TextPrinter().number(100, "n").number(-0.0, "n").number(0.1, "n").number(10, "n", true)
                .number(-3, "n", true).number(2.5, "n", true).number(1e20, "n", true);
        assertEquals("100 -0 0.1 10.0 -3.0 2.5 100000000000000000000.0", text(p));
        for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertEquals("objects[1].range", refused(() -> new TextPrinter().number(bad, "objects[1].range")).field());
        }
        assertEquals("1 2.0 -0.0", text(new TextPrinter().numbers(List.of(1.0), "s").numbers(List.of(2.0, -0.0), "s",
                true)));
        assertEquals("s[1]", refused(() -> new TextPrinter().numbers(List.of(1.0, Double.NaN), "s")).field());
    }

    @Test
    void vectorsAxesAndPlacementsNameTheirComponent() {
        TextPrinter p = new TextPrinter().vec(new Vec3(1, -2, 0.5), "v").axis(new TextureAxis(1, 0, 0, -96), "t1")
                .parenthesised(new Vec3(-85, 68, 35.99), "position").flags(new BinaryFlags("0101"));
        assertEquals("1 -2 0.5 ( 1 0 0 -96 ) (-85 68 35.99) 0101", text(p));
        assertEquals("v.y", refused(() -> new TextPrinter().vec(new Vec3(0, Double.NaN, 0), "v")).field());
        assertEquals("v.z", refused(() -> new TextPrinter().vec(new Vec3(0, 0, Double.NaN), "v")).field());
        assertEquals("v.x", refused(() -> new TextPrinter().vec(new Vec3(Double.NaN, 0, 0), "v")).field());
        assertEquals("t1.offset", refused(() -> new TextPrinter().axis(new TextureAxis(0, 0, 0, Double.NaN), "t1"))
                .field());
        assertEquals("t1.x", refused(() -> new TextPrinter().axis(new TextureAxis(Double.NaN, 0, 0, 0), "t1")).field());
        assertEquals("t1.y", refused(() -> new TextPrinter().axis(new TextureAxis(0, Double.NaN, 0, 0), "t1")).field());
        assertEquals("t1.z", refused(() -> new TextPrinter().axis(new TextureAxis(0, 0, Double.NaN, 0), "t1")).field());
        for (int axis = 0; axis < 3; axis++) {
            double[] c = {0, 0, 0};
            c[axis] = Double.POSITIVE_INFINITY;
            Vec3 v = new Vec3(c[0], c[1], c[2]);
            assertEquals("position." + "xyz".charAt(axis), refused(() -> new TextPrinter().parenthesised(v, "position"))
                    .field());
        }
    }

    @Test
    void rawTokensArePrintedAsReadWithTheirBracesBalanced() {
        List<RawToken> tokens = List.of(RawToken.word("a"), new RawToken(TokenKind.FILE_NAME, RawString.of("f.wav")),
                RawToken.of(TokenKind.OPEN_BRACE), RawToken.of(TokenKind.OPEN_PAREN), RawToken.of(TokenKind.CLOSE_PAREN),
                RawToken.of(TokenKind.COLON), RawToken.of(TokenKind.COMMA), RawToken.of(TokenKind.OPEN_BRACKET),
                RawToken.of(TokenKind.CLOSE_BRACKET), RawToken.of(TokenKind.CLOSE_BRACE));
        assertEquals("a <f.wav> { ( ) : , [ ] }", text(new TextPrinter().raw(tokens, "extra")));
        MapWriteException e = refused(() -> new TextPrinter().raw(List.of(RawToken.word("a"),
                RawToken.of(TokenKind.CLOSE_BRACE), RawToken.of(TokenKind.OPEN_BRACE)), "extra"));
        assertEquals("extra[1]", e.field());
        e = refused(() -> new TextPrinter().raw(List.of(RawToken.of(TokenKind.OPEN_BRACE), RawToken.of(TokenKind.OPEN_BRACE),
                RawToken.of(TokenKind.CLOSE_BRACE)), "body"));
        assertEquals("body", e.field());
        assertEquals(true, e.getMessage().contains("1 '{' not closed"), e.getMessage());
        assertEquals("extra[0]", refused(() -> new TextPrinter().raw(List.of(RawToken.word("a b")), "extra")).field());
        assertEquals("extra[0]", refused(() -> new TextPrinter().raw(List.of(new RawToken(TokenKind.FILE_NAME,
                RawString.of(">"))), "extra")).field());
    }
}
