package dev.mapharness.wmp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.List;
import org.junit.jupiter.api.Test;

class WmpReaderTest {
    private static Decoded<WmpLevel> read(String text) {
        return WmpReader.read(WmpSamples.bytes(text), ReadOptions.STRICT);
    }

    @Test
    void seedBlockReadsToTheValuesItShows() {
        Decoded<WmpLevel> d = read(WmpSamples.level());
        assertEquals(List.of(), d.violations());
        WmpBlock b = d.model().blocks().get(0);
        assertEquals(8, b.vertices().size());
        assertEquals(new Vec3(5, -5, 40), b.vertices().get(0));
        assertEquals(new Vec3(-5, 5, -40), b.vertices().get(7));
        assertEquals(6, b.faces().size());
        WmpFace f = b.faces().get(5);
        assertEquals(List.of(1, 3, 7, 5), f.vertices());
        assertEquals(RawString.of("defaulttex"), f.texture());
        assertEquals(new TextureAxis(1, 0, 0, -96), f.t1());
        assertEquals(new TextureAxis(0, -1, 0, -64), f.t2());
        assertEquals(new TextureTransform(0, 32, 15, 1, 1), f.transform());
        assertEquals(new BinaryFlags("0000"), f.surface().flags());
        assertEquals(50, f.surface().albedo());
        assertEquals(RawString.of("ndef"), f.surface().material());
        assertEquals(5, b.trailer().index());
        assertEquals(RawString.of("ndef"), b.trailer().function());
    }

    @Test
    void seedObjectsReadToTheValuesTheyShow() {
        WmpLevel level = read(WmpSamples.level()).model();
        WmpLevelSettings l = level.settings().orElseThrow();
        assertEquals(RawString.of("office.$$w"), l.wad());
        assertEquals(RawString.of("OFFICE.wdl"), l.script());
        assertEquals(new Vec3(30, 45, 35), l.sunAngles());
        assertEquals(new Vec3(18.82, 18.82, 100), l.ambientColor());
        assertEquals(new Vec3(13.72, 13.72, 13.72), l.fogColors().get(3));
        List<WmpObject> objects = level.objects();
        assertEquals(new WmpStart(1, RawString.of("pos_001"), List.of()), objects.get(1));
        assertEquals(new WmpLight(2, new Vec3(78.82, 78.82, 39.21), 300), objects.get(2));
        assertEquals(new WmpSound(3, RawString.of("WATER.WAV"), new BinaryFlags("0001"), 20, 0, 1, 1900), objects.get(3));
        WmpModel m = (WmpModel) objects.get(4);
        assertEquals(List.of(0.0, 0.0, 300.0, 0.0, 3.0, 32.0, 0.0, 0.0), m.skills());
        assertEquals(RawString.of("elevator"), m.action());
        assertEquals(10, m.ambient());
        assertEquals(RawString.of("ndef"), m.string2());
        WmpPath p = (WmpPath) objects.get(5);
        assertEquals(9, p.path().nodes().size());
        assertEquals(9, p.path().edges().size());
        assertEquals(45, p.path().tripletCount());
        assertEquals(new Vec3(-8.000052, 894, -0.00006), p.path().nodes().get(8).position());
        assertEquals(9, p.path().edges().get(8).from());
        WmpGroup g = level.groups().get(0);
        assertEquals(new Vec3(-85, 68, 35.99), g.position());
        assertEquals(List.of(1), g.subGroups());
        assertEquals(List.of(4), g.members(WmpMemberKind.MODEL));
    }

    @Test
    void rewrittenSeedReadsBackEqual() {
        WmpLevel level = read(WmpSamples.level()).model();
        byte[] written = WmpWriter.write(level);
        Decoded<WmpLevel> again = WmpReader.read(written, ReadOptions.STRICT);
        assertEquals(level, again.model());
        assertEquals(List.of(), again.violations());
        assertArrayEquals(written, WmpWriter.write(again.model()));
    }

    @Test
    void codecsReadDetectsTextWmp() {
        assertTrue(Codecs.read(WmpSamples.bytes(WmpSamples.level()), ReadOptions.STRICT).model() instanceof WmpLevel);
    }

    private static MapFormatException fails(String text) {
        return assertThrows(MapFormatException.class, () -> read(text));
    }

    @Test
    void unterminatedGroupBraceIsOneErrorAtTheEnd() {
        String text = "object 0 {\n (0 0 0) (0 0 0) (1 1 1)\n block 0\n";
        MapFormatException e = fails(text);
        assertEquals(4, e.line());
        assertEquals(1, e.column());
        assertEquals(text.length(), e.offset());
        assertEquals("groups[0].members[1]", e.field());
        assertEquals("end of file", e.found());
    }

    @Test
    void faceNamingVertex1000Of8IsAnErrorAtThatIndex() {
        String text = WmpSamples.BLOCK.replace("4  4 5 7 6 :", "4  4 1000 7 6 :");
        MapFormatException e = fails(text);
        assertEquals(9, e.line());
        assertEquals(7, e.column());
        assertEquals("blocks[0].faces[2].vertices[1]", e.field());
        assertTrue(e.expected().contains("0 to 7"), e.expected());
        assertEquals("\"1000\"", e.found());
    }

    @Test
    void firstFaceIndexPastTheVerticesIsAnErrorToo() {
        MapFormatException e = fails(WmpSamples.BLOCK.replace("4  1 0 2 3 :", "4  1 0 2 8 :"));
        assertEquals("blocks[0].faces[0].vertices[3]", e.field());
        assertEquals(7, e.line());
    }

    @Test
    void countOf2To31IsOneErrorAtTheCount() {
        MapFormatException e = fails(WmpSamples.BLOCK.replace("vertices 8", "vertices 2147483648"));
        assertEquals(2, e.line());
        assertEquals(11, e.column());
        assertEquals("blocks[0].vertexCount", e.field());
    }

    @Test
    void countTheFileCannotHoldIsRefusedBeforeAllocating() {
        MapFormatException e = fails("block 0 {\n vertices 2000000000\n faces 1\n 0 0 0\n}\n");
        assertEquals(2, e.line());
        assertEquals("blocks[0].vertexCount", e.field());
        assertTrue(e.expected().contains("remaining"), e.expected());
    }

    /** An object that does not read in its layout is kept whole, with an error naming the first value that does not fit. */
    private static dev.mapharness.format.Violation keptWhole(String text) {
        Decoded<WmpLevel> d = read(text);
        assertTrue(d.model().items().stream().anyMatch(i -> i instanceof WmpUnknown), d.model().toString());
        return d.violations().stream().filter(v -> v.severity() == dev.mapharness.format.Severity.ERROR
                && v.message().contains("not in any layout")).findFirst().orElseThrow();
    }

    @Test
    void numberThatIsNotANumberIsAnErrorWithItsField() {
        String text = WmpSamples.OBJECTS.replace("78.82 78.82 39.21 300", "78.82 7x8.82 39.21 300");
        var v = keptWhole(text);
        assertTrue(v.message().startsWith("line 19, column 8: "), v.message());
        assertEquals("objects[2].color.y", v.field());
        assertTrue(v.message().contains("found \"7x8.82\""), v.message());
    }

    @Test
    void nanAndInfinityAndOverflowAreNotNumbers() {
        for (String bad : List.of("NaN", "Infinity", "1e999", "0x10", "1d", "--1", ".", "1e")) {
            var v = keptWhole("light 0 {\n 1 1 " + bad + " 300\n}\n");
            assertEquals("objects[0].color.z", v.field(), bad);
        }
    }

    @Test
    void hundredThousandNestedBracesAreOneErrorAtTheSecond() {
        String text = "object 0 " + "{".repeat(100_000);
        MapFormatException e = fails(text);
        assertEquals(1, e.line());
        assertEquals(11, e.column());
        assertEquals("groups[0].position", e.field());
    }

    @Test
    void tenMegabytesOfWhiteSpaceReadCleanly() {
        String space = " \t\r\n\f".repeat(2_000_000);
        String text = space + WmpSamples.level().replace("\n", "\n" + " ".repeat(3)) + space;
        Decoded<WmpLevel> d = read(text);
        assertEquals(read(WmpSamples.level()).model(), d.model());
        MapFormatException e = fails(space);
        assertEquals("", e.field());
        assertEquals("end of file", e.found());
    }

    @Test
    void wrongCountsAndTripletsAreViolations() {
        String text = WmpSamples.level().replace("vertices 8", "vertices 9").replace("faces 6", "faces 5")
                .replace(" 45\t\t// number", " 46\t\t// number");
        List<Violation> v = read(text).violations();
        assertEquals(3, v.size(), v::toString);
        assertEquals("blocks[0].vertexCount", v.get(0).field());
        assertEquals("blocks[0].faceCount", v.get(1).field());
        assertEquals("objects[5].tripletCount", v.get(2).field());
    }

    @Test
    void sevenVerticesListedForEightStatedStillSplitAtTheFirstFace() {
        String text = WmpSamples.BLOCK.replace("-5 5 40   -5 5 -40", "-5 5 40").replace("3 2 6 7", "3 2 6 0")
                .replace("4 5 7 6", "4 5 0 6").replace("1 3 7 5", "1 3 0 5");
        Decoded<WmpLevel> d = read(text);
        assertEquals(7, d.model().blocks().get(0).vertices().size());
        assertTrue(d.violations().stream().anyMatch(x -> x.field().equals("blocks[0].vertexCount")));
    }

    @Test
    void groupRulesAreViolations() {
        String bad = WmpSamples.level()
                + "object 2 {\n (0 0 0) (0 0 0) (1 1 1)\n object 3\n model 4\n light 3\n}\n"
                + "object 3 {\n (0 0 0) (0 0 0) (1 1 1)\n object 2\n block 99\n}\n"
                + "object 9 {\n (0 0 0) (0 0 0) (1 1 1)\n}\n";
        List<Violation> v = read(bad).violations();
        String all = v.toString();
        assertTrue(all.contains("out of sequence"), all);
        assertTrue(all.contains("do not exist"), all);
        assertTrue(all.contains("light 3"), all);
        assertTrue(all.contains("more than one group"), all);
        assertTrue(all.contains("cycle"), all);
        assertEquals(4, v.size(), all);
    }

    @Test
    void flagsOfOddWidthAreAViolationAndKept() {
        String text = WmpSamples.level().replace(" 0001\t", " 01\t");
        Decoded<WmpLevel> d = read(text);
        assertEquals(new BinaryFlags("01"), ((WmpSound) d.model().objects().get(3)).flags());
        assertEquals(1, d.violations().size());
        assertEquals("objects[3].flags", d.violations().get(0).field());
    }

    @Test
    void controlBytesAndUnterminatedFileNamesAreErrors() {
        MapFormatException e = fails("level 0 {\n <office.$$w\n");
        assertEquals(2, e.line());
        assertEquals(2, e.column());
        e = fails("start 0 {\n a\u0000b\n}");
        assertEquals(2, e.line());
        assertEquals(3, e.column());
    }

    /** The torture check found the offset of a file name's content named with the line and column of its '<'. */
    @Test
    void aFileNameWhereANumberBelongsIsAnErrorAtItsOpeningBracket() {
        String text = "level 0 {\r\n\t<a.$$w>\r\n\t<p.pcx>\r\n\t<sun.wav> 45 35\r\n";
        MapFormatException e = fails(text);
        assertEquals(4, e.line());
        assertEquals(2, e.column());
        assertEquals(text.indexOf("<sun"), e.offset());
        assertEquals("objects[0].sunAngles.x", e.field());
    }
}
