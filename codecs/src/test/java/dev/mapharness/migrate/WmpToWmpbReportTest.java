package dev.mapharness.migrate;

import static dev.mapharness.migrate.WmpSamples.block;
import static dev.mapharness.migrate.WmpSamples.group;
import static dev.mapharness.migrate.WmpSamples.m;
import static dev.mapharness.migrate.WmpSamples.s;
import static dev.mapharness.migrate.WmpSamples.skills;
import static dev.mapharness.migrate.WmpSamples.withItems;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpCount;
import dev.mapharness.wmp.WmpFace;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLevelSettings;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmp.WmpSection;
import dev.mapharness.wmp.WmpStart;
import dev.mapharness.wmp.WmpWad;
import dev.mapharness.wmp.WmpWed;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbColour;
import dev.mapharness.wmpb.WmpbEntity;
import dev.mapharness.wmpb.WmpbHeader;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLevelSettings;
import dev.mapharness.wmpb.WmpbObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * What {@link WmpToWmpb} reports, entry by entry (docs/wmpb.md, "Text WMP → WMPB"): the header's and
 * WED section's parts the binary level has no room for, and each kind of item loss once, with its count
 * and first example.
 */
class WmpToWmpbReportTest {
    /** The sample's own entries: what every WED 6 level loses (its editor line, sound and $$W name). */
    private static final List<String> SAMPLE_ITEMS = List.of(
            "lost    objects[6]: the sound \"water.wav\": no binary level holds a sound, so its record is unknown",
            "lost    objects[0].wad: the $$W name \"sample.$$w\": the binary level does not hold it (WED names it after"
                    + " the level file)",
            "derived blocks: 1 texture-locked blocks: axes carried along with their groups, as WED does when it builds"
                    + " the level (the binary level has no lock bit) (first: blocks[1])",
            "derived groups: 2 unnamed groups of one item folded into the item's own placement (first: groups[1])");

    static List<String> report(WmpLevel level) {
        return new WmpToWmpb().apply(level).report().entries().stream().map(LossReport.Entry::toString).toList();
    }

    static List<String> plus(List<String> first, List<String> then) {
        List<String> all = new ArrayList<>(first);
        all.addAll(then);
        return all;
    }

    @Test
    void theSampleLosesItsEditorLineSoundAndWadName() {
        assertEquals(plus(List.of("lost    comments[1]: the header comment \" ACKWED V 6.731.01\" (the binary header"
                + " holds the save date only)"), SAMPLE_ITEMS), report(WmpSamples.level()));
    }

    @Test
    void aTurnReadBackExactlyTheToleranceOffIsRounded() {
        // a pan whose sine is exactly 1e-9 reads back as 0: the turns differ by 1e-9, not less
        double pan = 5.7295779513082324E-8;
        assertEquals(1e-9, Math.sin(Math.toRadians(pan)));
        WmpLevel level = withItems(List.of(WmpSamples.level().items().get(2), new WmpStart(1, s("pos"), List.of(pan)),
                group(0, "Root", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.LEVEL, 0), m(WmpMemberKind.START, 1))));
        assertEquals(List.of("lost    angles: 1 turns read back rounded: WED reads each stored radian at 4 decimals of a"
                + " degree at most, a few millionths of a degree from the turn written (first: objects[1].angles (pan "
                + pan + " tilt 0.0 roll 0.0))"), report(level).stream().filter(e -> e.contains("angles")).toList());
    }

    @Test
    void headerAndWedPartsWithoutRoom() {
        WmpLevel b = WmpSamples.level();
        WmpWed wed = new WmpWed(Optional.of(List.of(0, 255, 7)), Optional.of(new WmpWad(List.of(1.0, 0.0, 0.0, 0.0, 0.0),
                List.of(new WmpWad.File(s("standard.wad"), 2), new WmpWad.File(s("more.wad"), 1)))),
                List.of(new WmpSection(s("grid"), List.of())));
        WmpLevel level = new WmpLevel(List.of(s(" WMP2"), s(" ACKWED V 6.731.01"), s(" Created 01.02.2024"),
                s(" Created 03.04.2025")), b.version(), List.of(new WmpCount("blocks", 9)), Optional.of(wed),
                List.of(new WmpSection(s("extra"), List.of())), b.items());
        Migrated<WmpbLevel> m = new WmpToWmpb().apply(level);
        assertEquals(plus(List.of(
                "lost    comments[]: 2 times, first at comments[1]: the header comment \" ACKWED V 6.731.01\" (the binary"
                        + " header holds the save date only)",
                "lost    counts: count lines [WmpCount[keyword=\"blocks\", value=9]] that disagree with the level; the"
                        + " binary header's counts are derived from the tree",
                "lost    sections[0]: the section \"extra\" (unknown)",
                "lost    wed.wad.settings: the numbers [1.0, 0.0, 0.0, 0.0, 0.0] before the WAD files (the binary level has"
                        + " none; WED 6 writes five zeros)",
                "lost    wed.wad.files[0].value: the number 2.0 after the WAD file (WED 6 writes 1)",
                "lost    wed.others[0]: the wed section \"grid\" (unknown)"), SAMPLE_ITEMS),
                m.report().entries().stream().map(LossReport.Entry::toString).toList());
        assertEquals(new WmpbHeader(710, 2, 0, RawString.of("file created: 01.02.2024, wmpio (1.30)\n")), m.model().header(),
                "the first save date is the header's");
        assertArrayEquals(new byte[] {0, (byte) 255, 7}, m.model().settings().palette().bytes());
        assertEquals(List.of(s("standard.wad"), s("more.wad")), m.model().settings().wads());
    }

    @Test
    void noVersionDateOrWedSection() {
        WmpLevel level = new WmpLevel(List.of(s(" WMP2")), OptionalInt.empty(), List.of(), Optional.empty(), List.of(),
                WmpSamples.level().items());
        Migrated<WmpbLevel> m = new WmpToWmpb().apply(level);
        assertEquals(plus(List.of(
                "derived version: no version line: the binary header says 710",
                "derived comments: no save date: the binary header's comment has none",
                "derived wed: no wed section: the binary level has an empty palette and no WAD files"), SAMPLE_ITEMS),
                m.report().entries().stream().map(LossReport.Entry::toString).toList());
        assertEquals(new WmpbHeader(710, 2, 0, RawString.of("file created: wmpio (1.30)\n")), m.model().header());
        assertEquals(0, m.model().settings().palette().length());
        assertEquals(List.of(), m.model().settings().wads());
    }

    @Test
    void aWedSectionWithoutPalette() {
        WmpLevel b = WmpSamples.level();
        WmpLevel level = new WmpLevel(List.of(), OptionalInt.of(7), b.derivedCounts(),
                Optional.of(new WmpWed(Optional.empty(), Optional.empty(), List.of())), List.of(), b.items());
        Migrated<WmpbLevel> m = new WmpToWmpb().apply(level);
        assertEquals(plus(List.of(
                "derived comments: no save date: the binary header's comment has none",
                "derived wed.palette: no palette: the binary level's palette chunk is empty"), SAMPLE_ITEMS),
                m.report().entries().stream().map(LossReport.Entry::toString).toList());
        assertEquals(7, m.model().header().version());
        assertEquals(0, m.model().settings().palette().length());
    }

    @Test
    void itemLossesOncePerKind() {
        WmpBlock b0 = block(0, "0000", List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0));
        List<WmpFace> faces = new ArrayList<>(b0.faces());
        WmpFace f1 = faces.get(1);
        faces.set(1, new WmpFace(f1.vertices(), f1.texture(), f1.uvs(), f1.t1(), f1.t2(), f1.transform(),
                new FaceSurface(new BinaryFlags("0001"), 0.1, 50, s("glass"))));
        WmpBlock b1 = new WmpBlock(1, b0.vertices(), faces,
                new BlockTrailer(new BinaryFlags("00000000000100000000000000000000"), s("door"), 4294967295L));
        List<Double> many = new ArrayList<>(skills(22));
        many.set(21, 1.0);
        List<WmpItem> items = List.of(b0, b1,
                new WmpLevelSettings(0, s("sample.$$w"), s("palette.pcx"), new Vec3(30.5, 0, 60), s("main.c"),
                        new Vec3(50, 60, 60), new Vec3(20, 20, 20),
                        List.of(new Vec3(100, 100, 100), Vec3.ZERO, Vec3.ZERO, new Vec3(40, 20, 0)), List.of()),
                new WmpStart(1, s("pos_001"), List.of(-90.0, 0.0, 0.0, 5.0)),
                new WmpStart(2, s("pos_002"), List.of(10.0, 20.0)),
                new WmpStart(3, s("pos_003"), List.of(0.00001, 0.0, 0.0)),
                new WmpLight(4, new Vec3(100, 40, 0), 0.1),
                new WmpModel(5, new Vec3(2, 0.5, 0.5), s("lift.mdl"), s("lift_001"), s("ndef"), skills(9),
                        new BinaryFlags("00000000"), Double.NaN, 50, s("one"), s("two")),
                new WmpModel(6, Vec3.ONE, s("kart.mdl"), s("kart_001"), s("ac_kart"), many,
                        new BinaryFlags("0000000010000000000000000000000000000000"), -50, 50, s("ndef"), s("ndef")),
                new WmpModel(7, Vec3.ONE, s("cart.mdl"), s("cart_001"), s("ndef"), skills(21), new BinaryFlags("0000"), 0, 50,
                        s("ndef"), s("ndef")),
                group(0, "Root", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.GROUP, 1), m(WmpMemberKind.LEVEL, 0),
                        m(WmpMemberKind.BLOCK, 0)),
                group(1, null, new Vec3(1, 2, 3), Vec3.ZERO, new Vec3(2, 3, 4), m(WmpMemberKind.MODEL, 5)));
        Migrated<WmpbLevel> m = new WmpToWmpb().apply(withItems(items));
        assertEquals(List.of(
                "lost    comments[1]: the header comment \" ACKWED V 6.731.01\" (the binary header holds the save date only)",
                "lost    blocks[1].trailer.function: the block function \"door\" (the binary level has none)",
                "lost    blocks[1].trailer.flags: block flag bits above 15 (00000000000100000000000000000000): the binary"
                        + " level's are of unknown meaning",
                "lost    blocks[1].faces[1].surface.material: the face material \"glass\": binary faces have none",
                "lost    objects[1].angles: 4 angles: a binary start turns by pan, tilt and roll",
                "lost    objects[5].string1: the entity string \"one\": binary entities have no such string",
                "lost    objects[5].string2: the entity string \"two\": binary entities have no such string",
                "lost    objects[6].skills: 2 skills past the 20 a binary entity holds",
                "lost    objects[0].wad: the $$W name \"sample.$$w\": the binary level does not hold it (WED names it after"
                        + " the level file)",
                "lost    numbers: 4 values rounded to what their binary field holds (float32, whole numbers, colour steps"
                        + " of 1/255) (first: blocks[1].faces[1].surface.ambient 0.1)",
                "lost    angles: 1 turns read back rounded: WED reads each stored radian at 4 decimals of a degree at most,"
                        + " a few millionths of a degree from the turn written (first: objects[3].angles (pan 1.0E-5 tilt"
                        + " 0.0 roll 0.0))",
                "derived angles: 1 angles stored as an equal turn that WED reads back in [0, 360) (first: objects[1].angles"
                        + " (pan -90.0 tilt 0.0 roll 0.0))",
                "derived objects: 1 models whose skills are filled with 0 to the 8 or 20 a binary entity holds (first:"
                        + " objects[5] (9 skills))",
                "lost    flags: 2 flags whose width the binary level does not keep (read back 4, 8, 16 or 32 digits wide as"
                        + " the value needs) (first: objects[5].flags 00000000)",
                "derived groups: 1 unnamed groups of one item folded into the item's own placement (first: groups[1])"),
                m.report().entries().stream().map(LossReport.Entry::toString).toList());
        List<WmpbObject> children = m.model().root().children();
        WmpbBlock block = (WmpbBlock) children.stream().filter(o -> o.type() == WmpbObject.BLOCK)
                .map(o -> o.data().orElseThrow()).filter(d -> ((WmpbBlock) d).number() == 4294967295L).findFirst()
                .orElseThrow();
        assertEquals(0, block.flags(), "bits above 15 are not the binary block's");
        assertEquals(WmpToWmpb.COORDINATES_BIT, block.faceRecords().get(0).flags(), "a face with coordinates");
        assertEquals(1, block.faceRecords().get(1).flags(), "a face without keeps its own flags alone");
        WmpbObject lift = children.stream().filter(o -> o.name().equals(Optional.of(s("lift_001")))).findFirst().orElseThrow();
        assertEquals(WmpbObject.EXTENDED_ENTITY, lift.type(), "9 skills make an extended entity");
        assertEquals(new Vec3(1, 2, 3), lift.position(), "the folded group's position");
        assertEquals(new Vec3(4, 1.5, 2), lift.scale(), "the group's scale times the model's, axis by axis");
        List<Double> padded = new ArrayList<>(skills(9));
        padded.addAll(java.util.Collections.nCopies(11, 0.0));
        assertEquals(padded, ((WmpbEntity) lift.data().orElseThrow()).skills());
        WmpbObject kart = children.stream().filter(o -> o.name().equals(Optional.of(s("kart_001")))).findFirst().orElseThrow();
        WmpbEntity e = (WmpbEntity) kart.data().orElseThrow();
        assertEquals(many.subList(0, 20), e.skills(), "cut to the 20 an extended entity holds");
        assertEquals(1L << 31, e.flags(), "bit 31 is the last a binary flag word holds");
        WmpbObject cart = children.stream().filter(o -> o.name().equals(Optional.of(s("cart_001")))).findFirst().orElseThrow();
        assertEquals(skills(20), ((WmpbEntity) cart.data().orElseThrow()).skills(), "a 21st skill of 0 is no loss");
        WmpbLevelSettings data = (WmpbLevelSettings) m.model().root().data().orElseThrow();
        assertEquals(List.of(new WmpbColour(0, 255, 255, 255), new WmpbColour(1, 0, 0, 0), new WmpbColour(2, 0, 0, 0),
                new WmpbColour(3, 102, 51, 0)), data.fog(), "fog colours numbered from 0, percent as bytes");
        assertEquals(new WmpbColour(0, 128, 153, 153), data.sun(), "50 percent rounds to 128");
        assertEquals(30, data.sunNumber(), "30.5 rounds to the even 30");
        WmpbObject start = children.stream().filter(o -> o.name().equals(Optional.of(s("pos_002")))).findFirst().orElseThrow();
        assertEquals(WmpbValues.radians(new dev.mapharness.gamestudio.Angles(10, 20, 0)), start.angles(),
                "two angles: pan and tilt, no roll");
    }
}
