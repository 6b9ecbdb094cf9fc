package dev.mapharness.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.text.TailSplit.Slot;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where an entity's skills end and its fixed values begin, in the order of preference
 * docs/gamestudio-text.md gives ("Values a writer adds or leaves out"): flags alone on their line,
 * then the known writer's skill count, then flags starting a line, then the first place that fits.
 */
class TailSplitTest {
    /** Flags, ambient, albedo and two words: a WMP model's fixed values. */
    private static final List<Slot> TAIL = List.of(Slot.FLAGS, Slot.NUMBER, Slot.NUMBER, Slot.WORD, Slot.WORD);

    private final List<Token> tokens = new ArrayList<>();
    private byte[] bytes;

    private List<Token> tokens(String s) {
        bytes = s.getBytes(StandardCharsets.ISO_8859_1);
        Tokenizer t = new Tokenizer(bytes);
        tokens.clear();
        for (Token k = t.next(); k.kind() != TokenKind.END; k = t.next()) {
            tokens.add(k);
        }
        return tokens;
    }

    private int find(String s, int from, int preferred) {
        List<Token> t = tokens(s);
        return TailSplit.find(bytes, t, from, TAIL, preferred);
    }

    private boolean isNumber(String s) {
        Token t = tokens(s).get(0);
        return TailSplit.isNumber(bytes, t);
    }

    private boolean isName(String s) {
        Token t = tokens(s).get(0);
        return TailSplit.isName(bytes, t);
    }

    @Test
    void flagsAloneOnTheirLineWinOverEveryEarlierFit() {
        // "1 0 1 0000 10" fits at 0, 1 and 2 as well
        assertEquals(3, find("1 0 1\n 0000\n 10 50 a b", 0, 0));
        assertEquals(3, find("1 0 1\r\n0000\r\n10 50 a b", 1, 1));
        // flags sharing their line with what follows: the first fit
        assertEquals(0, find("0000 1 2 a\nb", 0, -1));
    }

    @Test
    void thenTheKnownWritersCountThenFlagsStartingALineThenTheFirstFit() {
        String s = "9 1 0 7\n0000 10 50 a b c";
        // fits at 1 and 2 (in the line), at 4 (starting a line, not alone on it)
        assertEquals(4, find(s, 0, -1));
        assertEquals(2, find(s, 0, 2));
        assertEquals(1, find(s, 0, 1));
        assertEquals(4, find(s, 0, 3));
        assertEquals(4, find(s, 0, 0));
        assertEquals(1, find("9 1 0 7 0000 10 50 a b c", 0, -1));
        // the known count is counted from where the search starts
        assertEquals(2, find(s, 1, 1));
        assertEquals(1, find(s, 1, 0));
        // past the last place the tail fits: not taken
        assertEquals(4, find(s, 0, 5));
        assertEquals(4, find(s, 0, 9));
        // the last place the tail fits, which is the known count
        assertEquals(6, find("0000 1\n9 1 0 7 0000 10 50 a b", 0, 6));
        assertEquals(0, find("0000 1\n9 1 0 7 0000 10 50 a b", 0, -1));
    }

    @Test
    void theSearchStartsWhereItIsToldAndStopsAtTheFirstName() {
        String s = "0000 1 2 a b\n0000 1 2 c d";
        assertEquals(0, find(s, 0, -1));
        // from 1 the tokens before the fit must be numbers: "a" ends the numbers, so nothing fits
        assertEquals(-1, find(s, 1, -1));
        assertEquals(0, find("1 2 3 4 5", 0, -1));
        assertEquals(-1, find("1 2 3 4 <5>", 0, -1));
        assertEquals(-1, find("0000 1 2 a", 0, 0));
        assertEquals(-1, find("", 0, -1));
        // the first token of a search from inside a line does not start it
        assertEquals(1, find("7 1 0000\n10 50 a b c", 1, -1));
        assertEquals(3, find("7 1 5\n0000\n10 50 a b c", 1, -1));
    }

    @Test
    void anOverflowingNumberIsNotASkill() {
        // 1e400 is of the grammar but no double: it ends the skills, and the tail cannot start after it
        assertEquals(-1, find("1e400 0000 1 2 a b", 0, -1));
        assertEquals(1, find("1e400 0000 1 2 a b", 1, -1));
        assertFalse(isNumber("1e400"));
        assertTrue(isNumber("-1e300"));
        assertFalse(isNumber("<1>"));
        assertFalse(isNumber("x1"));
        assertFalse(isName("1e400"));
        assertTrue(isName("ndef"));
        assertFalse(isName("<ndef>"));
        assertFalse(isName("("));
    }

    @Test
    void eachSlotTakesOnlyItsKind() {
        assertEquals(0, find("0101 -1.5 2e3 3 x", 0, -1));
        assertEquals(-1, find("0101 -1.5 2e3 3 <x>", 0, -1));
        assertEquals(-1, find("0102 1 2 a b", 0, -1));
        assertEquals(-1, find("0000 a 2 a b", 0, -1));
        assertEquals(-1, find("0000 1 a a b", 0, -1));
        assertEquals(-1, find("0000 1 2 <a> b", 0, -1));
        assertEquals(-1, find("0000 1 2 a :", 0, -1));
        assertEquals(0, find("0000 1 2 3 4", 0, -1));
        assertEquals(-1, find("<0000> 1 2 a b", 0, -1));
    }

    @Test
    void fitsChecksTheNumbersBeforeThePlaceAndTheTailAtIt() {
        tokens("1 2 0000 1 2 a b");
        assertTrue(TailSplit.fits(bytes, tokens, 0, 2, TAIL));
        assertTrue(TailSplit.fits(bytes, tokens, 2, 2, TAIL));
        assertFalse(TailSplit.fits(bytes, tokens, 3, 2, TAIL));
        assertFalse(TailSplit.fits(bytes, tokens, 0, 3, TAIL));
        assertFalse(TailSplit.fits(bytes, tokens, 0, 1, TAIL));
        tokens("1 x 0000 1 2 a b");
        assertFalse(TailSplit.fits(bytes, tokens, 0, 2, TAIL));
        assertTrue(TailSplit.fits(bytes, tokens, 2, 2, TAIL));
        tokens("0000 1 2 a");
        assertFalse(TailSplit.fits(bytes, tokens, 0, 0, TAIL));
        assertTrue(TailSplit.fits(bytes, tokens, 0, 0, TAIL.subList(0, 4)));
    }

    @Test
    void aOneValueTailMayBeTheLastToken() {
        List<Slot> flags = List.of(Slot.FLAGS);
        List<Token> t = tokens("5 6\n0101");
        assertEquals(2, TailSplit.find(bytes, t, 0, flags, -1));
        // fits at 0 and at 1, both in one line: the first
        t = tokens("1 0 x");
        assertEquals(0, TailSplit.find(bytes, t, 0, flags, -1));
    }

    @Test
    void theFirstLineStartKeepsItsPlace() {
        // fits at 0 (starting the first line) and at 5 (starting the second), neither alone on its line
        assertEquals(0, find("0000 1 2 3 4\n0000 1 2 a b", 0, -1));
    }

    @Test
    void theKnownCountIsTakenOnlyWhereTheSkillsReach() {
        // from 1 the skills end at "a" (3); the fixed values fit at 5, past them: not taken
        assertEquals(-1, find("0000 1 2 a b 0000 1 2 c d", 1, 4));
    }

    @Test
    void fitsRefusesAPlacePastTheTokensAndChecksOnlyTheTokensBeforeIt() {
        tokens("1 2");
        assertFalse(TailSplit.fits(bytes, tokens, 0, 3, TAIL));
        assertFalse(TailSplit.fits(bytes, tokens, 0, 4, List.of(Slot.WORD)));
        tokens("1 x");
        assertTrue(TailSplit.fits(bytes, tokens, 0, 1, List.of(Slot.WORD)));
    }
}
