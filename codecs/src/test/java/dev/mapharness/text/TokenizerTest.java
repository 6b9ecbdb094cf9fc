package dev.mapharness.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.MapFormatException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where the tokenizer says a token is. A column counts bytes from 1: a tab is one column, a CP1252
 * byte is one column, and the UTF-8 byte order mark takes columns 1 to 3. LF, CR LF and a lone CR
 * each end one line.
 */
class TokenizerTest {
    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Every token up to and including the end, as "KIND text line:column@offset". */
    private static List<String> tokens(String s) {
        byte[] b = bytes(s);
        Tokenizer t = new Tokenizer(b);
        List<String> out = new ArrayList<>();
        while (true) {
            Token k = t.next();
            String text = new String(b, k.start(), k.length(), StandardCharsets.ISO_8859_1);
            out.add(k.kind() + (text.isEmpty() ? "" : " " + text) + " " + k.line() + ":" + k.column() + "@" + k.start());
            if (k.kind() == TokenKind.END) {
                return out;
            }
        }
    }

    private static MapFormatException fails(String s) {
        Tokenizer t = new Tokenizer(bytes(s));
        return assertThrows(MapFormatException.class, () -> {
            while (t.next().kind() != TokenKind.END) {
                // read to the end or the first error
            }
        });
    }

    @Test
    void lfEndsALine() {
        assertEquals(List.of("WORD a 1:1@0", "WORD bc 2:1@2", "WORD d 3:3@7", "END 3:4@8"), tokens("a\nbc\n  d"));
    }

    @Test
    void crLfEndsOneLineNotTwo() {
        assertEquals(List.of("WORD a 1:1@0", "WORD b 2:1@3", "WORD c 4:1@8", "END 4:2@9"), tokens("a\r\nb\r\n\r\nc"));
    }

    @Test
    void aLoneCrEndsALine() {
        assertEquals(List.of("WORD a 1:1@0", "WORD b 2:1@2", "WORD c 4:2@6", "END 4:3@7"), tokens("a\rb\r\r c"));
    }

    @Test
    void crCrLfIsTwoLineEnds() {
        assertEquals(List.of("WORD a 1:1@0", "WORD b 3:1@4"), tokens("a\r\r\nb").subList(0, 2));
    }

    @Test
    void lineEndsMixInOneFile() {
        assertEquals(List.of("WORD a 1:1@0", "WORD b 2:1@2", "WORD c 3:1@5", "WORD d 4:1@7", "END 4:2@8"),
                tokens("a\nb\r\nc\rd"));
    }

    @Test
    void aTabIsOneColumnAndSoIsAFormFeed() {
        assertEquals(List.of("WORD a 1:3@2", "WORD b 1:7@6", "END 1:8@7"), tokens("\t\ta\t\f b"));
    }

    @Test
    void aCp1252ByteIsOneColumn() {
        assertEquals(List.of("WORD caf\u00e9 1:1@0", "WORD \u00c4\u00e4 1:6@5", "END 1:8@7"), tokens("caf\u00e9 \u00c4\u00e4"));
    }

    @Test
    void theByteOrderMarkTakesThreeColumns() {
        byte[] b = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'x'};
        Token t = new Tokenizer(b).next();
        assertEquals(new Token(TokenKind.WORD, 3, 4, 1, 4), t);
    }

    @Test
    void punctuationIsOneTokenEachAndEndsWords() {
        assertEquals(List.of("WORD a 1:1@0", "OPEN_BRACE { 1:2@1", "CLOSE_BRACE } 1:3@2", "OPEN_PAREN ( 1:4@3", "WORD b 1:5@4",
                "CLOSE_PAREN ) 1:6@5", "COLON : 1:7@6", "WORD 1 1:8@7", "COMMA , 1:9@8", "WORD 2 1:10@9", "END 1:11@10"),
                tokens("a{}(b):1,2"));
    }

    @Test
    void aFileNameIsTheBytesBetweenTheBracketsAndEndsAWord() {
        assertEquals(List.of("WORD a 1:1@0", "FILE_NAME b c.$$w 1:2@2", "FILE_NAME 1:11@11", "END 1:13@12"),
                tokens("a<b c.$$w><>"));
    }

    @Test
    void aFileNameMayHoldCommentMarksAndBraces() {
        assertEquals(List.of("FILE_NAME //{x} 1:1@1", "END 1:8@7"), tokens("<//{x}>"));
    }

    @Test
    void commentRunsToTheLineEndOfEveryKind() {
        assertEquals(List.of("WORD a 1:1@0", "WORD b 2:1@7", "WORD c 3:1@15", "WORD d 4:1@22", "END 4:2@23"),
                tokens("a // x\nb // y\r\nc // z\rd"));
    }

    @Test
    void commentAtTheEndOfTheFileWithoutANewline() {
        assertEquals(List.of("WORD a 1:1@0", "END 1:11@10"), tokens("a // last!"));
        assertEquals(List.of("END 1:3@2"), tokens("//"));
        assertEquals(List.of("WORD x 1:1@0", "END 1:4@3"), tokens("x//"));
    }

    @Test
    void aCommentStraightAfterAWordEndsIt() {
        assertEquals(List.of("WORD ndef 1:1@0", "WORD 5 2:1@14", "END 2:2@15"), tokens("ndef// flags\r\n5"));
    }

    @Test
    void aSingleSlashIsPartOfAWord() {
        assertEquals(List.of("WORD a/b 1:1@0", "WORD / 1:5@4", "WORD c/ 1:7@6", "END 1:9@8"), tokens("a/b / c/"));
    }

    @Test
    void theEndIsReturnedAgainAndAgain() {
        Tokenizer t = new Tokenizer(bytes(" \n"));
        assertEquals(new Token(TokenKind.END, 2, 2, 2, 1), t.next());
        assertEquals(new Token(TokenKind.END, 2, 2, 2, 1), t.next());
    }

    @Test
    void aMegabyteOfWhiteSpaceOfEveryKindReadsToTheEnd() {
        byte[] b = new byte[1 << 20];
        byte[] cycle = {' ', '\t', '\f', '\r', '\n', '\r', '\n'};
        for (int i = 0; i < b.length; i++) {
            b[i] = cycle[i % cycle.length];
        }
        Token end = new Tokenizer(b).next();
        assertEquals(TokenKind.END, end.kind());
        assertEquals(b.length, end.start());
        // two CR LF per 7-byte cycle; the 4 bytes left over end with a lone CR
        assertEquals(1 + 2 * (b.length / 7) + 1, end.line());
        assertEquals(1, end.column());
    }

    @Test
    void unterminatedFileNameAtTheEndOfTheFile() {
        MapFormatException e = fails("level 0 {\n <office.$$w");
        assertEquals(2, e.line());
        assertEquals(2, e.column());
        assertEquals(11, e.offset());
        assertEquals("end of file", e.found());
    }

    @Test
    void unterminatedFileNameAtTheEndOfItsLine() {
        for (String end : new String[] {"\n", "\r\n", "\r"}) {
            MapFormatException e = fails("a\t<b" + end + "c>");
            assertEquals(1, e.line(), end::toString);
            assertEquals(3, e.column());
            assertEquals(2, e.offset());
            assertEquals("end of line", e.found());
        }
    }

    @Test
    void aLoneOpeningBracketAtTheEnd() {
        MapFormatException e = fails("x\r\n<");
        assertEquals(2, e.line());
        assertEquals(1, e.column());
        assertEquals(3, e.offset());
    }

    @Test
    void controlBytesAreAnErrorAtTheirLineAndColumn() {
        MapFormatException e = fails("a\r\n\tb\u0000");
        assertEquals(2, e.line());
        assertEquals(3, e.column());
        assertEquals(5, e.offset());
        assertEquals("control byte 0x00", e.found());
        assertEquals("control byte 0x7F", fails("\u007f").found());
        assertEquals("control byte 0x1A", fails("x \u001a").found());
    }

    @Test
    void numbersAreWordsTheGrammarAccepts() {
        for (String s : new String[] {"0", "-0", "+7", "100", "-0.000062", ".5", "-.5", "5.", "1e5", "1E5", "1e+07", "1e-7",
            "-1.5E-3", "+2.e3", "00012", "1e400", "123456789012345678901234567890"}) {
            assertEquals(true, TextNumbers.isNumber(s), s);
        }
        for (String s : new String[] {"", "+", "-", ".", "-.", "e5", ".e5", "1e", "1e+", "1e-", "1.2.3", "--1", "+-1",
            "1e5.0", "1e5e5", "0x10", "NaN", "Infinity", "-Infinity", "1f", "1d", "1L", "1,5", " 1", "1 ", "\u00bd"}) {
            assertEquals(false, TextNumbers.isNumber(s), s);
        }
    }

    @Test
    void integersAreASignAndDigits() {
        for (String s : new String[] {"0", "-0", "+7", "00012", "99999999999999999999"}) {
            assertEquals(true, TextNumbers.isInteger(s), s);
        }
        for (String s : new String[] {"", "+", "-", "1.0", "1e3", ".5", "5.", "0x1", "1_000"}) {
            assertEquals(false, TextNumbers.isInteger(s), s);
        }
    }

    @Test
    void numbersParseToTheirValueAndOverflowIsNaN() {
        assertEquals(-0.0015, TextNumbers.parse("-1.5E-3"));
        assertEquals(1e7, TextNumbers.parse("1e+07"));
        assertEquals(0.5, TextNumbers.parse("+.5"));
        assertEquals(5.0, TextNumbers.parse("5."));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(TextNumbers.parse("-0")));
        assertEquals(Double.NaN, TextNumbers.parse("1e400"));
        assertEquals(Double.NaN, TextNumbers.parse("-1e400"));
        assertEquals(0.0, TextNumbers.parse("1e-400"));
    }

    @Test
    void aNumberIsOneWordTokenEvenWithSignsAndExponents() {
        assertEquals(List.of("WORD -1.5E-3 1:1@0", "WORD +2e+7 1:9@8", "END 1:14@13"), tokens("-1.5E-3 +2e+7"));
        // a comma ends a number: "1,5" is two numbers and a comma, as group member lists write them
        assertEquals(List.of("WORD 1 1:1@0", "COMMA , 1:2@1", "WORD 5 1:3@2", "END 1:4@3"), tokens("1,5"));
    }

    @Test
    void wordByteClassesMatchWhatTheTokenizerDoes() {
        for (int b = 0; b < 256; b++) {
            byte[] one = {(byte) b};
            boolean word = Tokenizer.isWordByte(b);
            boolean space = Tokenizer.isSpace(b);
            if (space) {
                assertEquals(TokenKind.END, new Tokenizer(one).next().kind(), () -> Arrays.toString(one));
            } else if (word) {
                assertEquals(TokenKind.WORD, new Tokenizer(one).next().kind(), () -> Arrays.toString(one));
            }
        }
    }

    @Test
    void onlyAWholeByteOrderMarkIsSkipped() {
        assertEquals(new Token(TokenKind.WORD, 0, 3, 1, 1), new Tokenizer(new byte[] {(byte) 0xEF, (byte) 0xBB, 'x'}).next());
        assertEquals(new Token(TokenKind.WORD, 0, 4, 1, 1), new Tokenizer(new byte[] {(byte) 0xEF, (byte) 0xBB, 'B', 'x'})
                .next());
        assertEquals(new Token(TokenKind.WORD, 0, 4, 1, 1), new Tokenizer(new byte[] {(byte) 0xEF, 'B', (byte) 0xBF, 'x'})
                .next());
        assertEquals(new Token(TokenKind.WORD, 0, 4, 1, 1), new Tokenizer(new byte[] {'E', (byte) 0xBB, (byte) 0xBF, 'x'})
                .next());
        assertEquals(new Token(TokenKind.END, 3, 3, 1, 4), new Tokenizer(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF})
                .next());
    }

    @Test
    void everyCommentIsRememberedInFileOrder() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            sb.append("//c").append(i).append("\n");
        }
        sb.append("x");
        Tokenizer t = new Tokenizer(bytes(sb.toString()));
        assertEquals(TokenKind.WORD, t.next().kind());
        assertEquals(40, t.commentCount());
        int at = 0;
        for (int i = 0; i < 40; i++) {
            assertEquals(at, t.commentStart(i));
            at += 3 + String.valueOf(i).length();
            assertEquals(at, t.commentEnd(i));
            at++;
        }
    }

    @Test
    void resetGoesBackToAMarkWithItsLinesAndComments() {
        Tokenizer t = new Tokenizer(bytes("a // one\r\n  b // two\n c 1.5"));
        t.next();
        long[] m = t.mark();
        assertEquals(new Token(TokenKind.WORD, 12, 13, 2, 3), t.next());
        assertEquals(new Token(TokenKind.WORD, 22, 23, 3, 2), t.next());
        assertEquals(1.5, t.scanPlainNumber());
        assertEquals(false, t.plainInteger());
        assertEquals(2, t.commentCount());
        t.reset(m);
        assertEquals(TokenKind.WORD, t.kind());
        assertEquals(0, t.start());
        assertEquals(1, t.end());
        assertEquals(1, t.line());
        assertEquals(1, t.column());
        assertEquals(0, t.commentCount());
        assertEquals(new Token(TokenKind.WORD, 12, 13, 2, 3), t.next());
        assertEquals(1, t.commentCount());
        assertEquals(new Token(TokenKind.WORD, 22, 23, 3, 2), t.next());
        // a mark before anything was read
        Tokenizer fresh = new Tokenizer(bytes("5 x"));
        long[] start = fresh.mark();
        assertEquals(5.0, fresh.scanPlainNumber());
        assertEquals(true, fresh.plainInteger());
        fresh.reset(start);
        assertEquals(null, fresh.kind());
        assertEquals(new Token(TokenKind.WORD, 0, 1, 1, 1), fresh.next());
        // the plain-integer flag comes back with the mark
        fresh.reset(start);
        fresh.scanPlainNumber();
        long[] integer = fresh.mark();
        fresh.next();
        assertEquals(Double.NaN, fresh.scanPlainNumber());
        fresh.reset(integer);
        assertEquals(true, fresh.plainInteger());
    }

    @Test
    void aPlainNumberIsReadWithItsPlaceOrNotAtAll() {
        Tokenizer t = new Tokenizer(bytes("x\n  -12.50{+7//c\n3/4 5/ 6//\n1e5 -"));
        t.next();
        assertEquals(-12.5, t.scanPlainNumber());
        assertEquals(new Token(TokenKind.WORD, 4, 10, 2, 3), t.token());
        assertEquals(false, t.plainInteger());
        assertEquals(TokenKind.OPEN_BRACE, t.next().kind());
        assertEquals(7.0, t.scanPlainNumber());
        assertEquals(true, t.plainInteger());
        assertEquals(new Token(TokenKind.WORD, 11, 13, 2, 10), t.token());
        // "3/4" goes on as a word: nothing but the white space before it is read
        assertEquals(Double.NaN, t.scanPlainNumber());
        assertEquals(new Token(TokenKind.WORD, 17, 20, 3, 1), t.next());
        assertEquals(Double.NaN, t.scanPlainNumber());
        assertEquals(new Token(TokenKind.WORD, 21, 23, 3, 5), t.next());
        assertEquals(6.0, t.scanPlainNumber());
        assertEquals(Double.NaN, t.scanPlainNumber());
        assertEquals(new Token(TokenKind.WORD, 28, 31, 4, 1), t.next());
        assertEquals(Double.NaN, t.scanPlainNumber());
        assertEquals(new Token(TokenKind.WORD, 32, 33, 4, 5), t.next());
        assertEquals(Double.NaN, t.scanPlainNumber());
        assertEquals(TokenKind.END, t.next().kind());
        assertEquals(bytes("x").length, new Tokenizer(bytes("x")).bytes().length);
    }

    @Test
    void aNumberAtTheVeryEndIsPlain() {
        Tokenizer t = new Tokenizer(bytes("12"));
        assertEquals(12.0, t.scanPlainNumber());
        assertEquals(new Token(TokenKind.WORD, 0, 2, 1, 1), t.token());
        assertEquals(TokenKind.END, t.next().kind());
        Tokenizer slash = new Tokenizer(bytes("12/"));
        assertEquals(Double.NaN, slash.scanPlainNumber());
        Tokenizer point = new Tokenizer(bytes("12."));
        assertEquals(12.0, point.scanPlainNumber());
        assertEquals(false, point.plainInteger());
        assertEquals(Double.NaN, new Tokenizer(bytes("")).scanPlainNumber());
        assertEquals(Double.NaN, new Tokenizer(bytes("+")).scanPlainNumber());
        assertEquals(Double.NaN, new Tokenizer(bytes("0000000000000000012")).scanPlainNumber());
        assertEquals(12.0, new Tokenizer(bytes("000000000000000012")).scanPlainNumber());
        assertEquals(-9007199254740992.0, new Tokenizer(bytes("-9007199254740992")).scanPlainNumber());
        assertEquals(Double.NaN, new Tokenizer(bytes("9007199254740993")).scanPlainNumber());
    }

    @Test
    void everyDigitAfterThePointIsReadInTheOnePass() {
        // 0 and 9 are the ends of the digit range: a fraction digit the one-pass read stopped at would
        // leave the word going on and give NaN, although the token is a plain number
        Tokenizer t = new Tokenizer(bytes("0.9 1.0 0.0123456789"));
        assertEquals(0.9, t.scanPlainNumber());
        assertEquals(new Token(TokenKind.WORD, 0, 3, 1, 1), t.token());
        assertEquals(1.0, t.scanPlainNumber());
        assertEquals(false, t.plainInteger());
        assertEquals(0.0123456789, t.scanPlainNumber());
        assertEquals(new Token(TokenKind.WORD, 8, 20, 1, 9), t.token());
        assertEquals(TokenKind.END, t.next().kind());
    }

    @Test
    void scanReturnsTheKindItRead() {
        Tokenizer t = new Tokenizer(bytes("{ <f> w"));
        assertEquals(TokenKind.OPEN_BRACE, t.scan());
        assertEquals(TokenKind.FILE_NAME, t.scan());
        assertEquals(TokenKind.WORD, t.scan());
        assertEquals(TokenKind.END, t.scan());
        assertEquals(TokenKind.END, t.scan());
    }
}
