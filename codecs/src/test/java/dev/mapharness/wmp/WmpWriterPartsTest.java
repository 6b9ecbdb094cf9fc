package dev.mapharness.wmp;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import dev.mapharness.text.TokenKind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The writer's parts as WED 6 prints them (docs/gamestudio-text.md, "Text WMP") and its refusals of
 * what would read back as something else, each at its field.
 */
class WmpWriterPartsTest {
    private static final WmpItem LIGHT = new WmpLight(0, new Vec3(1, 2, 3), 4);

    private static String write(WmpLevel level) {
        String text = new String(WmpWriter.write(level), StandardCharsets.ISO_8859_1);
        assertEquals(level, WmpReader.read(WmpSamples.bytes(text), ReadOptions.LENIENT).model(), text);
        return text;
    }

    private static WmpLevel level(List<WmpCount> counts, Optional<WmpWed> wed, List<WmpSection> sections, WmpItem... items) {
        return new WmpLevel(List.of(), OptionalInt.empty(), counts, wed, sections, List.of(items));
    }

    private static String refused(WmpLevel level) {
        return assertWriteRefused(() -> WmpWriter.write(level)).field();
    }

    @Test
    void headerCountsAndItemsEachEndWithABlankLine() {
        WmpLevel level = new WmpLevel(List.of(RawString.of(" WMP2")), OptionalInt.of(710), List.of(new WmpCount("blocks", 0),
                new WmpCount("entities", 1)), Optional.empty(), List.of(), List.of(LIGHT));
        assertEquals("// WMP2\r\n\r\nversion 710\r\n\r\nblocks 0\r\nentities 1\r\n\r\nlight 0 {\r\n\t1 2 3 4\r\n}\r\n\r\n",
                write(level));
        assertEquals("version 5\r\n\r\n", write(new WmpLevel(List.of(), OptionalInt.of(5), List.of(), Optional.empty(),
                List.of(), List.of())));
        assertEquals("blocks 0\r\n\r\n", write(level(List.of(new WmpCount("blocks", 0)), Optional.empty(), List.of())));
    }

    @Test
    void aCountKeywordMustReadBackAsACountLine() {
        for (String k : new String[] {"version", "5", "-1.5e3"}) {
            assertEquals("counts[1].keyword", refused(level(List.of(new WmpCount("blocks", 0), new WmpCount(k, 1)),
                    Optional.empty(), List.of())), k);
        }
        assertEquals("counts[0].keyword", refused(level(List.of(new WmpCount("a b", 0)), Optional.empty(), List.of())));
        assertTrue(refusal(level(List.of(new WmpCount("version", 1)), Optional.empty(), List.of()))
                .endsWith("would read back as the version line"));
        assertTrue(refusal(level(List.of(new WmpCount("5", 1)), Optional.empty(), List.of()))
                .endsWith("would read back as a number, which starts nothing"));
        assertEquals("layers 2\r\n\r\n", write(level(List.of(new WmpCount("layers", 2)), Optional.empty(), List.of())));
    }

    @Test
    void theWedSectionPrintsItsPaletteSixteenColoursALine() {
        List<Integer> palette = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            palette.add(i * 5);
        }
        WmpWad wad = new WmpWad(List.of(0.0, 1.5), List.of(new WmpWad.File(RawString.of("a.wad"), 1)));
        String text = write(level(List.of(), Optional.of(new WmpWed(Optional.of(palette), Optional.of(wad), List.of(
                new WmpSection(RawString.of("notes"), List.of(RawToken.word("x")))))), List.of()));
        StringBuilder first = new StringBuilder("\t\t");
        for (int i = 0; i < 48; i++) {
            first.append(String.format("%02x", i * 5)).append(i % 3 == 2 ? "  " : " ");
        }
        assertEquals("wed {\r\n\tpalette {\r\n" + first + "\r\n\t\tf0 f5 \r\n\t}\r\n\r\n\twad {\r\n\t\t0 1.5\r\n"
                + "\t\t<a.wad> 1\r\n\t}\r\n\r\n\tnotes {\r\n\t\tx\r\n\t}\r\n}\r\n\r\n", text);
        // no palette: the wad comes first, with no blank line before it; an empty wad has no settings line
        assertEquals("wed {\r\n\twad {\r\n\t}\r\n}\r\n\r\n", write(level(List.of(), Optional.of(new WmpWed(Optional.empty(),
                Optional.of(new WmpWad(List.of(), List.of())), List.of())), List.of())));
        assertEquals("wed {\r\n\tx {\r\n\t}\r\n\r\n\ty {\r\n\t}\r\n}\r\n\r\n", write(level(List.of(), Optional.of(new WmpWed(
                Optional.empty(), Optional.empty(), List.of(new WmpSection(RawString.of("x"), List.of()),
                new WmpSection(RawString.of("y"), List.of())))), List.of())));
    }

    @Test
    void paletteValuesAreBytes() {
        for (int bad : new int[] {-1, 256}) {
            WmpLevel level = level(List.of(), Optional.of(new WmpWed(Optional.of(List.of(0, bad)), Optional.empty(),
                    List.of())), List.of());
            assertEquals("wed.palette[1]", refused(level), "value " + bad);
        }
        assertTrue(write(level(List.of(), Optional.of(new WmpWed(Optional.of(List.of(0, 255)), Optional.empty(),
                List.of())), List.of())).contains("00 ff \r\n"));
    }

    @Test
    void aTopLevelSectionMustNotReadBackAsSomethingElse() {
        for (String name : new String[] {"5", "version", "wed"}) {
            assertEquals("sections[0].name", refused(level(List.of(), Optional.empty(), List.of(new WmpSection(
                    RawString.of(name), List.of())))), name);
        }
        assertEquals("sections[0].name", refused(level(List.of(), Optional.empty(), List.of(new WmpSection(
                RawString.of("a{"), List.of())))));
        // inside wed, a number names a section as well as any word
        assertEquals("wed {\r\n\t5 {\r\n\t}\r\n}\r\n\r\n", write(level(List.of(), Optional.of(new WmpWed(Optional.empty(),
                Optional.empty(), List.of(new WmpSection(RawString.of("5"), List.of())))), List.of())));
        assertEquals("notes {\r\n\ta { b }\r\n}\r\n\r\n", write(level(List.of(), Optional.empty(), List.of(new WmpSection(
                RawString.of("notes"), List.of(RawToken.word("a"), RawToken.of(TokenKind.OPEN_BRACE), RawToken.word("b"),
                RawToken.of(TokenKind.CLOSE_BRACE)))))));
    }

    @Test
    void anUnknownItemsKeywordMustNotReadBackAsAKnownItem() {
        for (String k : new String[] {"block", "object", "7", "version"}) {
            assertEquals("items[0].word", refused(level(List.of(), Optional.empty(), List.of(), new WmpUnknown(
                    RawString.of(k), 0, List.of()))), k);
        }
        assertEquals("terrain 4 {\r\n\t<t.hmp> 1\r\n}\r\n\r\n", write(level(List.of(), Optional.empty(), List.of(),
                new WmpUnknown(RawString.of("terrain"), 4, List.of(new RawToken(TokenKind.FILE_NAME, RawString.of("t.hmp")),
                RawToken.word("1"))))));
        assertEquals("x 0 {\r\n}\r\n\r\n", write(level(List.of(), Optional.empty(), List.of(), new WmpUnknown(
                RawString.of("x"), 0, List.of()))));
        // a light kept whole whose tokens read as a light would come back typed
        assertEquals("items[0]", refused(level(List.of(), Optional.empty(), List.of(), new WmpUnknown(RawString.of("light"),
                0, List.of(RawToken.word("1"), RawToken.word("2"), RawToken.word("3"), RawToken.word("4"))))));
        // kept whole with tokens that do not read as a light, it comes back as written
        write(level(List.of(), Optional.empty(), List.of(), new WmpUnknown(RawString.of("light"), 0, List.of(
                RawToken.word("1"), RawToken.word("x")))));
    }

    @Test
    void aGroupIsItsPlacementThenOneMemberLineAKind() {
        WmpGroup g = new WmpGroup(0, Optional.of(RawString.of(" Root")), new Vec3(1, 2, 3), new Vec3(90, 0, 0), Vec3.ONE,
                List.of(new WmpMembers(WmpMemberKind.LIGHT, List.of(0, 1, 2)), new WmpMembers(WmpMemberKind.GROUP, List.of(1))));
        WmpGroup plain = new WmpGroup(1, Vec3.ZERO, Vec3.ZERO, Vec3.ONE, List.of());
        String text = new String(WmpWriter.write(level(List.of(), Optional.empty(), List.of(), g, plain)),
                StandardCharsets.ISO_8859_1);
        assertEquals("object 0 {  // Root\r\n\t(1 2 3) (90 0 0) (1 1 1)\r\n\tlight 0, 1, 2\r\n\tobject 1\r\n}\r\n\r\n"
                + "object 1 {\r\n\t(0 0 0) (0 0 0) (1 1 1)\r\n}\r\n\r\n", text);
        WmpGroup empty = new WmpGroup(0, Vec3.ZERO, Vec3.ZERO, Vec3.ONE, List.of(new WmpMembers(WmpMemberKind.BLOCK,
                List.of(0)), new WmpMembers(WmpMemberKind.LIGHT, List.of())));
        assertEquals("groups[0].memberLists[1]", refused(level(List.of(), Optional.empty(), List.of(), LIGHT, empty)));
        WmpGroup badName = new WmpGroup(0, Optional.of(RawString.of("a\nb")), Vec3.ZERO, Vec3.ZERO, Vec3.ONE, List.of());
        assertEquals("groups[0].comment", refused(level(List.of(), Optional.empty(), List.of(), LIGHT, badName)));
    }

    @Test
    void fieldsOfItemsAreNamedByTheirFamilyAndIndex() {
        WmpItem badLight = new WmpLight(1, new Vec3(0, Double.NaN, 0), 1);
        WmpGroup group = new WmpGroup(0, Vec3.ZERO, Vec3.ZERO, Vec3.ONE, List.of());
        WmpGroup badGroup = new WmpGroup(1, new Vec3(Double.NaN, 0, 0), Vec3.ZERO, Vec3.ONE, List.of());
        assertEquals("objects[1].color.y", refused(level(List.of(), Optional.empty(), List.of(), LIGHT, group, badLight)));
        assertEquals("groups[1].position.x", refused(level(List.of(), Optional.empty(), List.of(), LIGHT, group, badGroup)));
        assertEquals("sections[1].name", refused(level(List.of(), Optional.empty(), List.of(new WmpSection(RawString.of("a"),
                List.of()), new WmpSection(RawString.of("version"), List.of())))));
    }

    /** The message of the refusal of {@code level}, with its field first. */
    private static String refusal(WmpLevel level) {
        MapWriteException e = assertWriteRefused(() -> WmpWriter.write(level));
        return e.field() + ": " + e.getMessage();
    }

    @Test
    void aKeywordOrNameThatIsNoWordIsRefusedWhereItIsBeforeAnythingPrints() {
        WmpLevel count = new WmpLevel(List.of(), OptionalInt.of(710), List.of(new WmpCount("blocks", 0),
                new WmpCount("two words", 1)), Optional.empty(), List.of(), List.of(LIGHT));
        assertTrue(refusal(count).startsWith("counts[1].keyword: counts[1].keyword: byte 0x20 at 3 would end the word"),
                refusal(count));
        WmpLevel unknown = new WmpLevel(List.of(), OptionalInt.of(710), List.of(), Optional.empty(), List.of(),
                List.of(LIGHT, new WmpUnknown(RawString.of("odd item"), 3, List.of())));
        assertTrue(refusal(unknown).contains(".word: byte 0x20 at 3 would end the word"), refusal(unknown));
        WmpLevel section = new WmpLevel(List.of(), OptionalInt.of(710), List.of(), Optional.empty(),
                List.of(new WmpSection(RawString.of(""), List.of())), List.of(LIGHT));
        assertTrue(refusal(section).startsWith("sections[0].name: sections[0].name: an empty word cannot be written"),
                refusal(section));
    }
}
