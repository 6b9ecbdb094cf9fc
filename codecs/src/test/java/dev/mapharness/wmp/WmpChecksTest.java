package dev.mapharness.wmp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rules that span items ({@link WmpChecks}), each broken rule one violation with its count, its
 * first case and where that case stands.
 */
class WmpChecksTest {
    private static final String LEVEL = "level 0 {\n <w> <p> 0 0 0 <s> 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n}\n";
    private static final String EMPTY_BLOCK = "vertices 0 faces 0 { 0000 ndef 0 } }\n";

    private static List<Violation> violations(String text) {
        return WmpReader.read(WmpSamples.bytes(text), ReadOptions.STRICT).violations();
    }

    private static String group(int number, String members) {
        return "object " + number + " {\n (0 0 0) (0 0 0) (1 1 1)\n" + members + "}\n";
    }

    @Test
    void aWellFormedLevelHasNone() {
        assertEquals(List.of(), violations("block 1 {" + EMPTY_BLOCK + LEVEL.replace("level 0", "level 1")
                + "light 2 {\n 0 0 0 1\n}\n" + group(1, " block 1\n light 2\n level 1\n object 2\n") + group(2, "")));
    }

    @Test
    void numbersOutOfSequenceAreOneWarningPerFamilyAtTheFirst() {
        String text = "block 0 {" + EMPTY_BLOCK + "block 2 {" + EMPTY_BLOCK + "block 3 {" + EMPTY_BLOCK + "block 3 {"
                + EMPTY_BLOCK + LEVEL.replace("level 0", "level 2");
        List<Violation> v = violations(text);
        assertEquals(List.of(new Violation(WmpRules.NUMBERING_OUT_OF_SEQUENCE, text.indexOf("block 2"), "blocks", "line 2, column 1: 2 blocks out of sequence"
                + " (each one more than the one before, from 0 or 1); first: blocks[1] is block 2, expected 1",
                Severity.WARNING, ""), new Violation(WmpRules.NUMBERING_OUT_OF_SEQUENCE, text.indexOf("level 2"), "objects", "line 5, column 1: 1 objects out of"
                + " sequence (each one more than the one before, from 0 or 1); first: objects[0] is level 2, expected 0 or 1",
                Severity.WARNING, "")), v);
        String groups = LEVEL + group(1, "") + group(-1, "");
        assertEquals(List.of(new Violation(WmpRules.NUMBERING_OUT_OF_SEQUENCE, groups.indexOf("object -1"), "groups", "line 7, column 1: 1 groups out of"
                + " sequence (each one more than the one before, from 0 or 1); first: groups[1] is object -1, expected 2",
                Severity.WARNING, "")), violations(groups));
    }

    @Test
    void aLevelHasExactlyOneLevelObject() {
        assertEquals(List.of(new Violation(WmpRules.LEVEL_OBJECT_COUNT, 0, "objects", "a level has exactly one level object; this file has 0",
                Severity.ERROR, "")), violations("light 0 {\n 0 0 0 1\n}\n"));
        assertEquals(List.of(new Violation(WmpRules.LEVEL_OBJECT_COUNT, 0, "objects", "a level has exactly one level object; this file has 2",
                Severity.ERROR, "")), violations(LEVEL + LEVEL.replace("level 0", "level 1")));
    }

    @Test
    void membersMustExistAndBeOfTheirKind() {
        String text = LEVEL + "light 1 {\n 0 0 0 1\n}\n" + group(0, " level 0\n model 1\n block 0\n") + group(1,
                " light 1\n object 7\n");
        assertEquals(List.of(new Violation(WmpRules.GROUP_MEMBER_MISSING, text.indexOf("object 0"), "groups", "line 7, column 1: 3 group members name"
                + " items that do not exist (or are of another kind); first: group 0 lists model 1", Severity.ERROR, "")),
                violations(text));
    }

    @Test
    void anItemInTwoGroupsIsOneErrorAtTheSecondGroup() {
        String text = "block 0 {" + EMPTY_BLOCK + LEVEL + group(0, " block 0\n level 0\n object 1\n") + group(1,
                " block 0\n level 0\n") + group(2, " object 1\n");
        assertEquals(List.of(new Violation(WmpRules.GROUP_MEMBER_SHARED, text.indexOf("object 1 {"), "groups", "line 11, column 1: 3 members belong to"
                + " more than one group; first: block 0 is in group 0 and group 1", Severity.ERROR, "")), violations(text));
        // a block and an object of the same number are two items
        String distinct = "block 0 {" + EMPTY_BLOCK + LEVEL + group(0, " block 0\n") + group(1, " level 0\n");
        assertEquals(List.of(), violations(distinct));
    }

    @Test
    void aGroupReachableFromItselfIsACycle() {
        String text = LEVEL + group(0, " object 1\n") + group(1, " object 2\n object 9\n") + group(2, " object 0\n")
                + group(3, " object 3\n");
        List<Violation> v = violations(text);
        assertEquals(new Violation(WmpRules.GROUP_CYCLE, 0, "groups", "2 sub-group links close a cycle (a group reachable from itself); first:"
                + " group 0 is reached again through group 2", Severity.ERROR, ""), v.get(v.size() - 1));
        // a group reached twice without a cycle is shared, not cyclic
        String shared = LEVEL + group(0, " object 2\n") + group(1, " object 2\n") + group(2, "");
        assertEquals(List.of("groups"), violations(shared).stream().map(Violation::field).toList());
        assertEquals(true, violations(shared).get(0).message().contains("more than one group"));
    }

    @Test
    void countLinesAgreeWithTheListsAndAppearOnce() {
        String text = "blocks 1\nentities 1\nobjects 0\nblocks 1\n" + LEVEL + group(0, "");
        assertEquals(List.of(new Violation(WmpRules.COUNT_LINE_MISMATCH, 0, "counts[0]", "line 1, column 1: \"blocks 1\", but the file lists 0",
                Severity.WARNING, ""), new Violation(WmpRules.COUNT_LINE_MISMATCH, text.indexOf("objects"), "counts[2]", "line 3, column 1: \"objects 0\", but the file lists 1",
                Severity.WARNING, ""), new Violation(WmpRules.COUNT_LINE_REPEATED, text.lastIndexOf("blocks"), "counts[3]", "line 4, column 1: a second \"blocks\" line",
                Severity.WARNING, "")), violations(text));
        assertEquals(List.of(), violations("blocks 0\nentities 1\nobjects 1\n" + LEVEL + group(0, "")));
    }
}
