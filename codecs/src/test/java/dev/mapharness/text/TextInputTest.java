package dev.mapharness.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.BinaryFlags;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The typed reads both text readers build on: the field path of a failure, its byte offset, line and
 * column, how a token is shown, counts refused before anything is allocated, and the words and flags
 * one file shares.
 */
class TextInputTest {
    private static TextInput input(String s) {
        return new TextInput(s.getBytes(StandardCharsets.ISO_8859_1));
    }

    @Test
    void thePathJoinsNamesWithDotsAndIndicesInBrackets() {
        TextInput in = input("x");
        assertEquals("", in.pathOf(""));
        assertEquals("count", in.pathOf("count"));
        assertEquals("[3]", in.pathOf("[3]"));
        in.enter("blocks", 4);
        in.enter("faces", 2);
        in.enter("vertices", 1);
        assertEquals("blocks[4].faces[2].vertices[1]", in.pathOf(""));
        assertEquals("blocks[4].faces[2].vertices[1]", in.pathOf(null));
        assertEquals("blocks[4].faces[2].vertices[1].x", in.pathOf("x"));
        assertEquals("blocks[4].faces[2].vertices[1][0]", in.pathOf("[0]"));
        in.leave();
        in.leave();
        in.enter("skills");
        in.enter("", 3);
        assertEquals("blocks[4].skills[3]", in.pathOf(""));
        in.enter("t1");
        assertEquals("blocks[4].skills[3].t1.y", in.pathOf("y"));
    }

    @Test
    void aPathDeeperThanEightElementsKeepsEveryElement() {
        TextInput in = input("x");
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            in.enter("a" + i, i);
            expected.append(i == 0 ? "" : ".").append("a").append(i).append('[').append(i).append(']');
        }
        assertEquals(expected.toString(), in.pathOf(""));
        for (int i = 0; i < 19; i++) {
            in.leave();
        }
        assertEquals("a0[0].b", in.pathOf("b"));
    }

    @Test
    void aFailureNamesTheTokensOffsetLineColumnAndPath() {
        TextInput in = input("a\r\n\t  {");
        in.enter("items", 2);
        in.keyword("a", "");
        MapFormatException e = assertThrows(MapFormatException.class, () -> in.keyword("b", "name"));
        assertEquals(6, e.offset());
        assertEquals(2, e.line());
        assertEquals(4, e.column());
        assertEquals("items[2].name", e.field());
        assertEquals("\"b\"", e.expected());
        assertEquals("'{'", e.found());
    }

    @Test
    void aWordIsShownQuotedAndCutAtFortyBytes() {
        String forty = "w".repeat(40);
        TextInput in = input(forty + " " + forty + "x <" + forty + "y> }");
        assertEquals("\"" + forty + "\"", in.describe(in.next()));
        assertEquals("\"" + forty + "\"… (41 bytes)", in.describe(in.next()));
        assertEquals("file name \"" + forty + "\"… (41 bytes)", in.describe(in.next()));
        assertEquals("'}'", in.describe(in.next()));
        assertEquals("end of file", in.describe(in.next()));
    }

    @Test
    void typedReadsRefuseOtherKindsWithWhatTheyExpected() {
        TextInput in = input("{ x <f> 1.5 1e400 7");
        assertEquals("a word", assertThrows(MapFormatException.class, () -> in.word("w")).expected());
        assertEquals("a <file name>", assertThrows(MapFormatException.class, () -> in.fileName("f")).expected());
        assertEquals("a number", assertThrows(MapFormatException.class, () -> in.number("n")).expected());
        assertEquals("a whole number", assertThrows(MapFormatException.class, () -> in.integer("i")).expected());
        in.expect(TokenKind.OPEN_BRACE, "");
        assertEquals("a <file name>", assertThrows(MapFormatException.class, () -> in.fileName("f")).expected());
        assertEquals(RawString.of("x"), in.word("w"));
        assertEquals("a word", assertThrows(MapFormatException.class, () -> in.word("w")).expected());
        assertEquals(RawString.of("f"), in.fileName("f"));
        assertEquals("a whole number", assertThrows(MapFormatException.class, () -> in.integer("i")).expected());
        assertEquals(1.5, in.number("n"));
        MapFormatException overflow = assertThrows(MapFormatException.class, () -> in.number("n"));
        assertEquals("a number within the range of a double", overflow.expected());
        assertEquals(12, overflow.offset());
        in.skip();
        assertEquals(7, in.integer("i"));
        assertTrue(in.at(TokenKind.END));
    }

    @Test
    void wholeNumbersOutsideTheirRangeAreRefusedAtTheirToken() {
        TextInput in = input("5 -1 99999999999999999999 0.5 +3");
        MapFormatException e = assertThrows(MapFormatException.class, () -> in.longInteger("n", 0, 4));
        assertEquals("a whole number from 0 to 4", e.expected());
        assertEquals(0, e.offset());
        assertEquals("\"5\"", e.found());
        assertEquals(5, in.longInteger("n", 5, 5));
        e = assertThrows(MapFormatException.class, () -> in.longInteger("n", 0, 4));
        assertEquals("a whole number from 0 to 4", e.expected());
        assertEquals(2, e.offset());
        assertEquals(-1, in.longInteger("n", -1, -1));
        e = assertThrows(MapFormatException.class, () -> in.longInteger("n", Long.MIN_VALUE, Long.MAX_VALUE));
        assertEquals("a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE, e.expected());
        assertEquals(5, e.offset());
        in.skip();
        e = assertThrows(MapFormatException.class, () -> in.longInteger("n", 0, 9));
        assertEquals("a whole number", e.expected());
        assertEquals(26, e.offset());
        in.skip();
        assertEquals(3, in.longInteger("n", 3, 3));
    }

    @Test
    void wholeNumbersAtTheEdgesOfTheirRangeAreTakenOnceLookedAt() {
        TextInput in = input("4 0 4");
        assertEquals(TokenKind.WORD, in.kind());
        assertEquals(4, in.longInteger("n", 0, 4));
        assertEquals(0, in.longInteger("n", 0, 4));
        assertTrue(in.atNumber());
        assertEquals(4, in.longInteger("n", 4, 4));
        assertTrue(in.at(TokenKind.END));
    }

    @Test
    void aCountTheRemainingBytesCannotHoldIsRefusedAtTheCount() {
        // after "3" come 6 bytes: two items of 3 bytes fit, three do not
        TextInput in = input("x\n  3 a b c ");
        in.skip();
        TextInput.Mark m = in.mark();
        assertEquals(3, in.count("n", 2));
        in.reset(m);
        MapFormatException e = assertThrows(MapFormatException.class, () -> in.count("n", 3));
        assertEquals(4, e.offset());
        assertEquals(2, e.line());
        assertEquals(3, e.column());
        assertEquals("n", e.field());
        assertEquals("a count the remaining 6 bytes can hold (each item takes at least 3)", e.expected());
        assertEquals("3", e.found());
        in.reset(m);
        // exactly the bytes left: 3 items of 2 bytes
        assertEquals(3, input("3 a b c ").count("n", 2));
        MapFormatException negative = assertThrows(MapFormatException.class, () -> input("-1 a").count("n", 1));
        assertEquals("a whole number from 0 to " + Integer.MAX_VALUE, negative.expected());
    }

    @Test
    void equalWordsAndFlagsOfOneFileAreOneInstance() {
        TextInput in = input("ndef other ndef 0101 1 0101 00000000000000010000000000000000 00000000000000010000000000000000");
        Violations v = new Violations();
        RawString first = in.word("w");
        RawString other = in.word("w");
        RawString again = in.word("w");
        assertSame(first, again);
        assertEquals(RawString.of("other"), other);
        BinaryFlags f = in.flags("f", v);
        BinaryFlags one = in.flags("f", v);
        BinaryFlags fAgain = in.flags("f", v);
        assertSame(f, fAgain);
        assertEquals(new BinaryFlags("0101"), f);
        assertEquals(new BinaryFlags("1"), one);
        BinaryFlags wide = in.flags("f", v);
        assertSame(wide, in.flags("f", v));
        assertTrue(wide.bit(16));
        assertEquals(1, v.size());
    }

    @Test
    void wordsThatShareASlotAreStillTheirOwnText() {
        // hashes collide often in a 16-slot table: every word still reads as its own bytes
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            sb.append('w').append(i).append(' ').append(Integer.toBinaryString(i)).append(' ');
        }
        TextInput in = input(sb.toString());
        Violations v = new Violations();
        for (int i = 0; i < 200; i++) {
            assertEquals(RawString.of("w" + i), in.word("w"));
            assertEquals(new BinaryFlags(Integer.toBinaryString(i)), in.flags("f", v));
        }
    }

    @Test
    void flagsOfEveryLengthAreBinaryDigitsOnly() {
        // the first eight digits are checked a word at a time, the rest one by one
        for (String s : new String[] {"0", "01", "0000000", "00000000", "000000001", "1111111111111111", "0101010101010101010"}) {
            assertEquals(new BinaryFlags(s), input(s).flags("f", new Violations()), s);
        }
        for (String s : new String[] {"2", "0a", "000000020", "0000000a", "00000000/", "abcdefgh", "10000002",
            "1000000011111112", "p0000000", "00000001x"}) {
            TextInput in = input(s);
            MapFormatException e = assertThrows(MapFormatException.class, () -> in.flags("f", new Violations()), s);
            assertEquals("flags as binary digits (0000)", e.expected());
            assertEquals("f", e.field());
        }
        MapFormatException e = assertThrows(MapFormatException.class, () -> input("<0000>").flags("f", new Violations()));
        assertEquals(0, e.offset());
    }

    @Test
    void flagsOfAnUnusualWidthAreAWarningAtTheirToken() {
        TextInput in = input("x\n 010");
        in.skip();
        in.enter("sounds", 1);
        Violations v = new Violations();
        assertEquals(new BinaryFlags("010"), in.flags("flags", v));
        assertEquals(List.of(new Violation(TextRules.FLAGS_WIDTH, 3, "sounds[1].flags", "line 2, column 2: flags have 3 digits; files use 4, 8,"
                + " 16 or 32", Severity.WARNING, "")), v.toList());
        Violations none = new Violations();
        for (String s : new String[] {"0000", "00000000", "0000000000000000", "00000000000000000000000000000000"}) {
            input(s).flags("f", none);
        }
        assertEquals(0, none.size());
    }

    @Test
    void flagsOfATokenReadAheadAreCheckedTheSameWay() {
        TextInput in = input("01 x 0000");
        Token odd = in.next();
        Token word = in.next();
        Token four = in.next();
        Violations v = new Violations();
        assertEquals(new BinaryFlags("01"), in.flagsOf(odd, "f", v));
        assertEquals("f", v.toList().get(0).field());
        assertEquals("line 1, column 1: flags have 2 digits; files use 4, 8, 16 or 32", v.toList().get(0).message());
        assertEquals(new BinaryFlags("0000"), in.flagsOf(four, "f", v));
        assertEquals(1, v.size());
        MapFormatException e = assertThrows(MapFormatException.class, () -> in.flagsOf(word, "f", v));
        assertEquals(3, e.offset());
        assertEquals("flags as binary digits (0000)", e.expected());
        e = assertThrows(MapFormatException.class, () -> in.flagsOf(new Token(TokenKind.COLON, 2, 3, 1, 3), "f", v));
        assertEquals(2, e.offset());
    }

    @Test
    void numbersOfTokensReadAheadAreRefusedAtThoseTokens() {
        TextInput in = input("1.5 x 1e400 <f> 2");
        Token number = in.next();
        Token word = in.next();
        Token overflow = in.next();
        Token file = in.next();
        assertEquals(1.5, in.numberOf(number, "n"));
        MapFormatException e = assertThrows(MapFormatException.class, () -> in.numberOf(word, "n"));
        assertEquals(4, e.offset());
        assertEquals("a number", e.expected());
        e = assertThrows(MapFormatException.class, () -> in.numberOf(overflow, "n"));
        assertEquals(6, e.offset());
        assertEquals("a number within the range of a double", e.expected());
        e = assertThrows(MapFormatException.class, () -> in.numberOf(file, "n"));
        assertEquals(12, e.offset());
        assertEquals(RawString.of("x"), in.wordOf(word, "w"));
        assertEquals(RawString.of("1.5"), in.wordOf(number, "w"));
        e = assertThrows(MapFormatException.class, () -> in.wordOf(file, "w"));
        assertEquals("a word", e.expected());
        assertEquals(12, e.offset());
    }

    @Test
    void commentsBetweenAreThoseWhollyInsideTheRange() {
        TextInput in = input("// one\r\n//two\n a // three\n b");
        assertEquals(List.of(RawString.of(" one"), RawString.of("two")), in.commentsBetween(0, in.peek().start()));
        assertEquals(List.of(RawString.of("two")), in.commentsBetween(1, 100));
        assertEquals(List.of(RawString.of(" one")), in.commentsBetween(0, 6));
        assertEquals(List.of(), in.commentsBetween(0, 5));
        in.skip();
        assertEquals(List.of(RawString.of(" three")), in.commentsBetween(15, 27));
    }

    @Test
    void aCommentOnTheSameLineBeforeTheNextTokenNamesAGroup() {
        TextInput in = input("object 0 {  // Root\r\n (0");
        in.skip();
        in.skip();
        Token open = in.next();
        assertEquals(Optional.of(RawString.of(" Root")), in.commentOnLine(open.end()));
        TextInput below = input("object 0 {\r\n // Root\r\n (0");
        below.skip();
        below.skip();
        assertEquals(Optional.empty(), below.commentOnLine(below.next().end()));
        TextInput crBelow = input("object 0 {\r// Root\r\n (0");
        crBelow.skip();
        crBelow.skip();
        assertEquals(Optional.empty(), crBelow.commentOnLine(crBelow.next().end()));
        TextInput none = input("object 0 { (0 // later\n 1");
        none.skip();
        none.skip();
        assertEquals(Optional.empty(), none.commentOnLine(none.next().end()));
        TextInput earlier = input("// header\nobject 0 { (0");
        earlier.skip();
        earlier.skip();
        assertEquals(Optional.empty(), earlier.commentOnLine(earlier.next().end()));
    }

    @Test
    void rawUntilCloseCountsBracesAndKeepsTheTokens() {
        TextInput in = input("a { <f> ( ) : , [ ] } } after");
        List<RawToken> raw = in.rawUntilClose("body");
        assertEquals(List.of(RawToken.word("a"), RawToken.of(TokenKind.OPEN_BRACE), new RawToken(TokenKind.FILE_NAME,
                RawString.of("f")), RawToken.of(TokenKind.OPEN_PAREN), RawToken.of(TokenKind.CLOSE_PAREN),
                RawToken.of(TokenKind.COLON), RawToken.of(TokenKind.COMMA), RawToken.of(TokenKind.OPEN_BRACKET),
                RawToken.of(TokenKind.CLOSE_BRACKET), RawToken.of(TokenKind.CLOSE_BRACE)), raw);
        assertEquals(RawString.of("after"), in.word("w"));
        MapFormatException e = assertThrows(MapFormatException.class, () -> input("a { }").rawUntilClose("body"));
        assertEquals("'}' closing the item", e.expected());
        assertEquals("body", e.field());
        assertEquals(5, e.offset());
    }

    @Test
    void anItemThatNeverClosesFailsWithWhatItsLayoutExpected() {
        TextInput in = input("1 2 x");
        TextInput.Mark m = in.mark();
        MapFormatException layout = assertThrows(MapFormatException.class, () -> {
            in.number("a");
            in.number("b");
            in.number("c");
        });
        assertSame(layout, assertThrows(MapFormatException.class, () -> in.rawAfter(m, layout)));
        TextInput closed = input("1 2 x } y");
        TextInput.Mark start = closed.mark();
        closed.number("a");
        closed.enter("deep");
        assertEquals(List.of(RawToken.word("1"), RawToken.word("2"), RawToken.word("x")), closed.rawAfter(start, layout));
        assertEquals("z", closed.pathOf("z"));
        assertEquals(RawString.of("y"), closed.word("w"));
    }

    @Test
    void valuesAfterTheKnownOnesAreKeptWithAWarning() {
        TextInput in = input("light 0 {\n 1 <f> 2\n}");
        in.skip();
        in.skip();
        in.skip();
        in.enter("objects", 0);
        Violations v = new Violations();
        assertEquals(List.of(RawToken.word("1"), new RawToken(TokenKind.FILE_NAME, RawString.of("f")), RawToken.word("2")),
                in.extra(v, "light"));
        assertEquals(List.of(new Violation(TextRules.EXTRA_VALUES, 11, "objects[0].extra", "line 2, column 2: 3 value(s) after the light's known"
                + " values, kept as written", Severity.WARNING, "")), v.toList());
        assertEquals(List.of(), in.extra(v, "light"));
        assertEquals(1, v.size());
        MapFormatException e = assertThrows(MapFormatException.class, () -> input("1 { 2 }").extra(new Violations(), "x"));
        assertEquals(2, e.offset());
        assertEquals("extra", e.field());
        e = assertThrows(MapFormatException.class, () -> input("1 2").tokensUntilClose("t"));
        assertEquals(3, e.offset());
        assertEquals("'}' closing the item", e.expected());
    }

    @Test
    void theNextTokensPlaceAndTheBytesAfterIt() {
        TextInput in = input("ab  <cd> 12");
        assertEquals(0, in.peekStart());
        assertEquals(11, in.remainingFromNext());
        in.skip();
        assertEquals(5, in.peekStart());
        assertEquals(6, in.remainingFromNext());
        assertFalse(in.atNumber());
        assertFalse(in.atWord("cd"));
        in.skip();
        assertTrue(in.atNumber());
        assertTrue(in.atWord("12"));
        assertFalse(in.atWord("1"));
        assertFalse(in.atWord("13"));
        assertEquals(12.0, in.peekNumber());
        assertEquals(9, in.peekStart());
        in.skip();
        assertEquals(0, in.remainingFromNext());
        assertEquals(11, in.takenStart());
        assertEquals(11, in.takenEnd());
    }

    @Test
    void takenTellsTheLastTokenRead() {
        TextInput in = input("a\n  12.5 x");
        in.skip();
        assertEquals(12.5, in.number("n"));
        assertEquals(new Token(TokenKind.WORD, 4, 8, 2, 3), in.taken());
        assertEquals(4, in.takenStart());
        assertEquals(8, in.takenEnd());
        assertEquals(2, in.takenLine());
        assertEquals(3, in.takenColumn());
        assertEquals("x", in.text(in.next()));
    }

    @Test
    void peekNumberLooksAtTheNextTokenFirst() {
        assertEquals(12.0, input("12 x").peekNumber());
        assertEquals(-0.5, input("  -.5e0").peekNumber());
    }

    @Test
    void aFileNameLookedAtIsNotANumber() {
        TextInput in = input("<12>");
        assertEquals(TokenKind.FILE_NAME, in.peek().kind());
        MapFormatException e = assertThrows(MapFormatException.class, () -> in.number("n"));
        assertEquals("a number", e.expected());
        assertEquals(0, e.offset());
    }
}
