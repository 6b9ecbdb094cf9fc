package dev.mapharness.wmp;

import dev.mapharness.text.TextRules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The parts of a text WMP one at a time (docs/gamestudio-text.md, "Text WMP"): the version line,
 * the wed section's palette and wad, group member lines, a model's skills and fixed values, and
 * where each refusal stands.
 */
class WmpReaderPartsTest {
    private static final String LEVEL = "level 0 {\n <w> <p> 0 0 0 <s> 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n}\n";

    private static Decoded<WmpLevel> read(String text) {
        return WmpReader.read(WmpSamples.bytes(text), ReadOptions.STRICT);
    }

    private static MapFormatException fails(String text) {
        return assertThrows(MapFormatException.class, () -> read(text));
    }

    @Test
    void anEmptyFileOrOneOfCommentsIsNoLevel() {
        for (String text : new String[] {"", "// WMP2\r\n"}) {
            MapFormatException e = fails(text);
            assertEquals(text.length(), e.offset());
            assertEquals("", e.field());
            assertTrue(e.expected().startsWith("a WMP item (block, level"), e.expected());
        }
    }

    @Test
    void theVersionLineComesFirstOnly() {
        Decoded<WmpLevel> d = read("// a\r\nversion 710\r\n" + LEVEL);
        assertEquals(OptionalInt.of(710), d.model().version());
        assertEquals(List.of(RawString.of(" a")), d.model().comments());
        String late = LEVEL + "version 710\n";
        MapFormatException e = fails(late);
        assertEquals(late.indexOf("version"), e.offset());
        assertEquals("the version line only at the start of the file, before every count line and item", e.expected());
        e = fails("version x\n" + LEVEL);
        assertEquals("version", e.field());
        assertEquals(8, e.offset());
    }

    @Test
    void whatStartsNoItemIsRefusedAtIt() {
        String number = LEVEL + "5 {\n}\n";
        MapFormatException e = fails(number);
        assertEquals(number.indexOf("5 {"), e.offset());
        assertEquals("", e.field());
        String brace = LEVEL + "{\n}\n";
        assertEquals(brace.lastIndexOf('{'), fails(brace).offset());
        MapFormatException noNumber = fails(LEVEL + "light x {\n}\n");
        assertEquals("objects[1].number", noNumber.field());
    }

    @Test
    void thePaletteIsTwoHexDigitsAValue() {
        Decoded<WmpLevel> d = read("wed {\n palette {\n 0 0a FF\n }\n}\n" + LEVEL);
        assertEquals(Optional.of(List.of(0, 10, 255)), d.model().wed().orElseThrow().palette());
        assertEquals(List.of(new Violation(WmpRules.PALETTE_SIZE, 7, "wed.palette", "line 2, column 2: 3 colour values; a palette has 256"
                + " colours of three values each", Severity.WARNING, "")), d.violations());
        for (String bad : new String[] {"100", "0g", "<0>", "-1", "(", "+1"}) {
            String text = "wed {\n palette {\n 00 " + bad + " 01\n }\n}\n" + LEVEL;
            MapFormatException e = fails(text);
            assertEquals("wed.palette[1]", e.field(), bad);
            assertEquals(text.indexOf(bad, 20), e.offset(), bad);
            assertEquals("a colour value as one or two hex digits (00 to ff)", e.expected());
        }
        StringBuilder full = new StringBuilder("wed {\n palette {\n");
        for (int i = 0; i < 768; i++) {
            full.append(" ").append(Integer.toHexString(i % 256));
        }
        assertEquals(List.of(), read(full + "\n }\n}\n" + LEVEL).violations());
    }

    @Test
    void theWadSectionIsNumbersThenFilesWithTheirValues() {
        Decoded<WmpLevel> d = read("wed {\n wad {\n 0 1.5 0\n <a.wad> 1\n <b.wad> 2\n }\n}\n" + LEVEL);
        WmpWad wad = d.model().wed().orElseThrow().wad().orElseThrow();
        assertEquals(List.of(0.0, 1.5, 0.0), wad.settings());
        assertEquals(List.of(new WmpWad.File(RawString.of("a.wad"), 1), new WmpWad.File(RawString.of("b.wad"), 2)),
                wad.files());
        assertEquals(List.of(), d.violations());
        assertEquals("wed.wad.files[1].value", fails("wed {\n wad {\n <a.wad> 1\n <b.wad> x\n }\n}\n" + LEVEL).field());
        assertEquals("wed.wad.files[0].path", fails("wed {\n wad {\n 0 x\n }\n}\n" + LEVEL).field());
        assertEquals("wed.x", fails("wed {\n x 1\n}\n" + LEVEL).field());
    }

    @Test
    void memberLinesTakeNumbersWithOrWithoutCommas() {
        String text = LEVEL + "light 1 {\n 0 0 0 1\n}\nlight 2 {\n 0 0 0 1\n}\nlight 3 {\n 0 0 0 1\n}\n"
                + "object 0 {\n (0 0 0) (0 0 0) (1 1 1)\n light 1, 2 3\n level 0\n}\n";
        WmpGroup g = read(text).model().groups().get(0);
        assertEquals(List.of(new WmpMembers(WmpMemberKind.LIGHT, List.of(1, 2, 3)), new WmpMembers(WmpMemberKind.LEVEL,
                List.of(0))), g.memberLists());
        assertEquals(Optional.empty(), g.comment());
        String noKind = LEVEL + "object 0 {\n (0 0 0) (0 0 0) (1 1 1)\n level 0\n x 5\n}\n";
        MapFormatException e = fails(noKind);
        assertEquals("groups[0].members[1]", e.field());
        assertEquals(noKind.indexOf(" x 5") + 1, e.offset());
        assertEquals("groups[0].members[0][1]", fails(LEVEL + "object 0 {\n (0 0 0) (0 0 0) (1 1 1)\n level 0, x\n}\n")
                .field());
        assertEquals("groups[0].members[0][0]", fails(LEVEL + "object 0 {\n (0 0 0) (0 0 0) (1 1 1)\n level\n}\n")
                .field());
        assertEquals("groups[0].scale", fails(LEVEL + "object 0 {\n (0 0 0) (0 0 0) 1 1 1\n}\n").field());
        assertEquals("groups[0].angles", fails(LEVEL + "object 0 {\n (0 0 0) (0 0 0 0)\n}\n").field());
    }

    @Test
    void aStartPositionsAnglesAreTheNumbersAfterItsName() {
        Decoded<WmpLevel> d = read(LEVEL + "start 1 {\n s 90 0 5\n}\n");
        assertEquals(new WmpStart(1, RawString.of("s"), List.of(90.0, 0.0, 5.0)), d.model().objects().get(1));
        d = read(LEVEL + "start 1 {\n s 90 <x>\n}\n");
        assertEquals(new WmpStart(1, RawString.of("s"), List.of(90.0), List.of(new RawToken(
                dev.mapharness.text.TokenKind.FILE_NAME, RawString.of("x")))), d.model().objects().get(1));
        assertEquals("objects[1].extra", d.violations().get(0).field());
    }

    private static final String MODEL = "model 1 {\n 1 1 1\n <m.mdl>\n m\n a\n";

    @Test
    void aModelsSkillsRunToItsFiveFixedValues() {
        WmpModel m = (WmpModel) read(LEVEL + MODEL + " 1 2\n 0001\n 10\n 50\n s1\n s2\n}\n").model().objects().get(1);
        assertEquals(List.of(1.0, 2.0), m.skills());
        assertEquals(new BinaryFlags("0001"), m.flags());
        assertEquals(10, m.ambient());
        assertEquals(50, m.albedo());
        assertEquals(RawString.of("s1"), m.string1());
        assertEquals(RawString.of("s2"), m.string2());
        assertEquals(new Vec3(1, 1, 1), m.scale());
        assertEquals(List.of(), m.extra());
        // no skills at all
        m = (WmpModel) read(LEVEL + MODEL + " 0000 0 0 x y\n}\n").model().objects().get(1);
        assertEquals(List.of(), m.skills());
    }

    @Test
    void valuesAfterAModelsFixedOnesAreKeptWithAWarning() {
        String text = LEVEL + MODEL + " 1 2\n 0001\n 10\n 50\n s1\n s2 s3 4\n}\n";
        Decoded<WmpLevel> d = read(text);
        WmpModel m = (WmpModel) d.model().objects().get(1);
        assertEquals(List.of(1.0, 2.0), m.skills());
        assertEquals(List.of(RawToken.word("s3"), RawToken.word("4")), m.extra());
        assertEquals(List.of(new Violation(TextRules.EXTRA_VALUES, text.indexOf("s3"), "objects[1].extra", "line 14, column 5: 2 value(s) after"
                + " the model's known values, kept as written", Severity.WARNING, "")), d.violations());
    }

    @Test
    void aModelWhoseFixedValuesFitNowhereIsKeptWholeWithTheFirstMisfit() {
        // a name among the skills
        String text = LEVEL + MODEL + " 1 x 2\n 0001\n 10\n 50\n s1\n s2\n}\n";
        Violation v = keptWhole(text);
        assertEquals(text.indexOf(" x 2") + 1, v.offset());
        assertEquals("objects[1].flags", v.field());
        // every skill a number, but no flags where the fixed values would start
        text = LEVEL + MODEL + " 5 6\n 7\n 10\n 50\n s1\n s2\n}\n";
        v = keptWhole(text);
        assertEquals(text.indexOf(" 7\n") + 1, v.offset());
        // fewer than five values: at the brace
        text = LEVEL + MODEL + " 0001 10 50 s1\n}\n";
        v = keptWhole(text);
        assertEquals(text.lastIndexOf('}'), v.offset());
    }

    private static Violation keptWhole(String text) {
        Decoded<WmpLevel> d = read(text);
        assertTrue(d.model().objects().isEmpty() || d.model().items().get(1) instanceof WmpUnknown, text);
        assertEquals(1, d.violations().size(), d.violations()::toString);
        Violation v = d.violations().get(0);
        assertEquals(Severity.ERROR, v.severity());
        assertTrue(v.message().contains("model 1 not in any layout mapharness knows (expected skills, then flags, ambient,"
                + " albedo and two words before '}'"), v.message());
        return v;
    }

    @Test
    void anObjectKeptWholeInALenientReadIsAWarningWithItsTokens() {
        String text = LEVEL + "light 1 {\n 1 2 x 4\n}\n";
        Decoded<WmpLevel> d = WmpReader.read(WmpSamples.bytes(text), ReadOptions.LENIENT);
        assertEquals(new WmpUnknown(RawString.of("light"), 1, List.of(RawToken.word("1"), RawToken.word("2"),
                RawToken.word("x"), RawToken.word("4"))), d.model().items().get(1));
        assertEquals(List.of(new Violation(WmpRules.ITEM_LAYOUT_UNKNOWN, text.indexOf("x 4"), "objects[1].color.z", "line 5, column 6: light 1 not in"
                + " any layout mapharness knows (expected a number, found \"x\"), kept as 4 raw tokens", Severity.WARNING,
                "")), d.violations());
    }

    @Test
    void soundsAndLightsReadEveryValue() {
        Decoded<WmpLevel> d = read(LEVEL + "sound 1 {\n <a.wav>\n 0001\n 1 2 3 4\n}\nlight 2 {\n 5 6 7 8\n}\n");
        assertEquals(new WmpSound(1, RawString.of("a.wav"), new BinaryFlags("0001"), 1, 2, 3, 4), d.model().objects().get(1));
        assertEquals(new WmpLight(2, new Vec3(5, 6, 7), 8), d.model().objects().get(2));
    }

    @Test
    void aBlockOrGroupThatDoesNotCloseFailsTheFile() {
        String block = "block 0 { vertices 0 faces 0 { 0000 ndef 0 } x }\n" + LEVEL;
        MapFormatException e = fails(block);
        assertEquals(block.indexOf('x'), e.offset());
        assertEquals("blocks[0]", e.field());
        String group = LEVEL + "object 0 {  // g\n (0 0 0) (0 0 0) (1 1 1)\n level 0\n} x";
        e = fails(group);
        // "x" after the group starts an item whose number is missing
        assertEquals(group.length(), e.offset());
    }
}
