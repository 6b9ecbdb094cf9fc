package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The text WMP and {@code $$M} readers under the torture check: files the generators make, the
 * same files re-spaced and commented, and hand-made pathological ones. Every damaged input reads
 * to a model (which writes and reads back to itself) or is one {@link MapFormatException} whose
 * line and column are those of its byte offset.
 */
class GamestudioTortureTest {
    private static final WmpCodec WMP = WmpCodec.INSTANCE;
    private static final MmCodec MM = MmCodec.INSTANCE;

    /**
     * Text is dense: a two-byte token becomes a token record, short strings while it is classified
     * and parsed, a boxed value and a list slot, so a model costs many times its file. Measured:
     * up to 30 × for generated levels, 40 × for 100 000 nested braces, 55 × for a chain of 10 000
     * groups (each group also gets map entries and a stack slot in the hierarchy check) — all of it
     * proportional to the input. A reader allocating by an unchecked count would ask for gigabytes
     * from a few KB, so 96 × keeps the bound's teeth.
     */
    static final AllocationBound TEXT_BOUND = new AllocationBound(96, 1 << 20);

    /** Damages of each kind for the hand-made files of hundreds of KB, where each decode reads them whole. */
    private static final int FEW = 128;

    private static <M extends MapModel> TortureCheck check(MapCodec<M> codec, ReadOptions options) {
        TortureCheck c = TortureCheck.of(codec.format() + (options.strict() ? " strict" : " lenient"),
                TextFailures.locating(b -> throughLayout(codec, b, options))).withAllocationBound(TEXT_BOUND);
        if (options.strict()) {
            return c;
        }
        return c.withModelCheck(m -> {
            M model = codec.modelType().cast(m);
            assertEquals(model, codec.read(codec.write(model), ReadOptions.LENIENT).model());
        });
    }

    /** The model read, after checking that it writes back through its layout to exactly {@code b}. */
    private static <M extends MapModel> M throughLayout(MapCodec<M> codec, byte[] b, ReadOptions options) {
        Decoded<M> d = codec.read(b, options);
        assertArrayEquals(b, codec.write(d.model(), d.layout().orElseThrow()), "written back through its layout");
        return d.model();
    }

    /** The level without the comments its model keeps (header lines, group names), which re-laying drops or adds. */
    static WmpLevel uncommented(WmpLevel l) {
        List<WmpItem> items = new ArrayList<>();
        for (WmpItem i : l.items()) {
            items.add(i instanceof WmpGroup g ? new WmpGroup(g.number(), g.position(), g.angles(), g.scale(),
                    g.memberLists()) : i);
        }
        return new WmpLevel(List.of(), l.version(), l.counts(), l.wed(), l.sections(), items);
    }

    static MmLevel uncommented(MmLevel l) {
        return new MmLevel(l.version(), l.items());
    }

    private static TortureCheck few(TortureCheck c) {
        return c.withSettings(c.settings().few(FEW));
    }

    private static <M> List<M> sample(Gen<M> gen, int n, long seed) {
        List<M> out = new ArrayList<>();
        Theories.qtFew(seed, n).forAll(gen).checkAssert(out::add);
        return out;
    }

    /** The {@code n} examples whose files are largest but under {@code maxBytes}: the first draws are tiny. */
    private static <M extends MapModel> List<byte[]> files(MapCodec<M> codec, List<M> sample, int n, int maxBytes) {
        return sample.stream().map(codec::write).filter(b -> b.length <= maxBytes)
                .sorted(Comparator.comparingInt((byte[] b) -> b.length).reversed()).limit(n).toList();
    }

    private static <M extends MapModel> void torture(MapCodec<M> codec, String name, byte[] b, boolean strictToo) {
        TortureSummary s = check(codec, ReadOptions.LENIENT).run(name + " (" + b.length + " bytes)", b);
        assertTrue(s.total() > Math.min(b.length, 2 * Mutations.TRUNCATION_EDGE), s::toString);
        if (strictToo) {
            check(codec, ReadOptions.STRICT).run(name + " (" + b.length + " bytes)", b);
        }
    }

    private static <M extends MapModel> M lenient(MapCodec<M> codec, byte[] b) {
        return codec.read(b, ReadOptions.LENIENT).model();
    }

    // ---- files from the generators, as written and laid out anew ------------------------

    @Test
    void wmpFromTheGenerators() {
        List<byte[]> files = new ArrayList<>(files(WMP, sample(WmpGens.conforming(), 24, 0x574D_5401L), 2, 16 * 1024));
        files.addAll(files(WMP, sample(WmpGens.representable(), 24, 0x574D_5402L), 2, 16 * 1024));
        for (byte[] b : files) {
            torture(WMP, "WMP", b, !WmpGens.onlyLenient(lenient(WMP, b)));
        }
    }

    @Test
    void mmFromTheGenerators() {
        List<MmLevel> conforming = sample(MmGens.conforming(), 24, 0x244D_5401L);
        for (byte[] b : files(MM, conforming, 2, 12 * 1024)) {
            torture(MM, "$$M", b, true);
        }
        for (byte[] b : files(MM, sample(MmGens.representable(), 24, 0x244D_5402L), 2, 12 * 1024)) {
            torture(MM, "$$M", b, !MmGens.onlyLenient(lenient(MM, b)));
        }
    }

    @Test
    void wmpWithWhiteSpaceOfEveryKindAndCommentsEverywhere() {
        List<byte[]> files = files(WMP, sample(WmpGens.representable(), 16, 0x574D_5403L), 2, 12 * 1024);
        for (int i = 0; i < files.size(); i++) {
            byte[] b = files.get(i);
            WmpLevel model = lenient(WMP, b);
            byte[] spaced = TextLayouts.respaced(b, i);
            byte[] commented = TextLayouts.commented(b, i);
            assertEquals(uncommented(model), uncommented(lenient(WMP, spaced)));
            assertEquals(uncommented(model), uncommented(lenient(WMP, commented)));
            boolean strictToo = !WmpGens.onlyLenient(model);
            torture(WMP, "WMP re-spaced", spaced, strictToo);
            torture(WMP, "WMP commented", commented, strictToo);
        }
    }

    @Test
    void mmWithWhiteSpaceOfEveryKindAndCommentsEverywhere() {
        List<byte[]> files = files(MM, sample(MmGens.representable(), 16, 0x244D_5403L), 2, 12 * 1024);
        for (int i = 0; i < files.size(); i++) {
            byte[] b = files.get(i);
            MmLevel model = lenient(MM, b);
            byte[] spaced = TextLayouts.respaced(b, i);
            byte[] commented = TextLayouts.commented(b, i);
            assertEquals(uncommented(model), uncommented(lenient(MM, spaced)));
            assertEquals(uncommented(model), uncommented(lenient(MM, commented)));
            torture(MM, "$$M re-spaced", spaced, false);
            torture(MM, "$$M commented", commented, false);
        }
    }

    @Test
    void aMegabyteOfWhiteSpaceAfterTheFirstToken() {
        byte[] wmp = TextLayouts.withSpaceRun(GamestudioPathologies.write(GamestudioPathologies.cp1252Wmp()), 1 << 20);
        assertEquals(GamestudioPathologies.cp1252Wmp(), lenient(WMP, wmp));
        TortureSummary s = few(check(WMP, ReadOptions.LENIENT)).run("WMP with 1 MiB of white space", wmp);
        assertTrue(s.total(Mutation.Kind.TRUNCATION) >= 2 * FEW, s::toString);
        byte[] mm = TextLayouts.withSpaceRun(GamestudioPathologies.write(GamestudioPathologies.cp1252Mm()), 1 << 20);
        assertEquals(GamestudioPathologies.cp1252Mm(), lenient(MM, mm));
        s = few(check(MM, ReadOptions.LENIENT)).run("$$M with 1 MiB of white space", mm);
        assertTrue(s.total(Mutation.Kind.TRUNCATION) >= 2 * FEW, s::toString);
    }

    // ---- hand-made pathologies -----------------------------------------------------------

    /** Groups are nested by reference, so depth costs the reader nothing; the hierarchy check walks without recursion. */
    @Test
    void groupsNestedTenThousandDeep() {
        WmpLevel chain = GamestudioPathologies.groupChain(10_000, false);
        byte[] b = GamestudioPathologies.write(chain);
        Decoded<WmpLevel> d = WMP.read(b, ReadOptions.STRICT);
        assertEquals(chain, d.model());
        assertEquals(List.of(), d.violations());
        TortureSummary s = few(check(WMP, ReadOptions.LENIENT)).run("WMP with groups nested 10 000 deep", b);
        // cutting whole groups off the end leaves a shorter chain: some cuts near the end decode
        assertTrue(s.acceptedCount(Mutation.Kind.TRUNCATION) > 0, s::toString);
    }

    @Test
    void aRingOfTenThousandGroupsIsOneViolation() {
        WmpLevel ring = GamestudioPathologies.groupChain(10_000, true);
        Decoded<WmpLevel> d = WMP.read(GamestudioPathologies.write(ring), ReadOptions.LENIENT);
        assertEquals(ring, d.model());
        assertEquals(1, d.violations().size(), d.violations()::toString);
        assertTrue(d.violations().get(0).toString().contains("cycle"), d.violations()::toString);
    }

    @Test
    void unknownMmItemWithAHundredThousandNestedBraces() {
        MmLevel deep = GamestudioPathologies.deepUnknownItem(100_000);
        byte[] b = GamestudioPathologies.write(deep);
        assertEquals(deep, lenient(MM, b));
        MapFormatException e = assertThrows(MapFormatException.class, () -> MM.read(b, ReadOptions.STRICT));
        TextFailures.check(e, b);
        assertEquals("items[1].type", e.field());
        TortureSummary s = few(check(MM, ReadOptions.LENIENT)).run("$$M with 100 000 nested braces", b);
        // a cut inside the braces leaves them open: each of those is one error at the end of the file
        assertTrue(s.rejectedCount(Mutation.Kind.TRUNCATION) > FEW, s::toString);
    }

    @Test
    void aHundredThousandBracesNeverClosedAreOneErrorAtTheEnd() {
        byte[] b = GamestudioPathologies.unclosedBraces(100_000);
        MapFormatException e = assertThrows(MapFormatException.class, () -> MM.read(b, ReadOptions.LENIENT));
        TextFailures.check(e, b);
        assertEquals(b.length, e.offset());
        assertEquals(5, e.line());
        assertEquals(1, e.column());
        assertEquals("end of file", e.found());
    }

    @Test
    void cp1252NamesSurviveEveryDamage() {
        byte[] wmp = GamestudioPathologies.write(GamestudioPathologies.cp1252Wmp());
        assertEquals(GamestudioPathologies.cp1252Wmp(), WMP.read(wmp, ReadOptions.STRICT).model());
        torture(WMP, "WMP with CP1252 names", wmp, true);
        byte[] mm = GamestudioPathologies.write(GamestudioPathologies.cp1252Mm());
        assertEquals(GamestudioPathologies.cp1252Mm(), lenient(MM, mm));
        torture(MM, "$$M with CP1252 names", mm, false);
    }

    // ---- files that end where no file should ----------------------------------------------

    @Test
    void aFileEndingInsideACommentReadsAsIfTheCommentWereNotThere() {
        byte[] wmp = GamestudioPathologies.write(GamestudioPathologies.cp1252Wmp());
        assertEquals(GamestudioPathologies.cp1252Wmp(), WMP.read(concat(wmp, "\t// the end, {no <line end"),
                ReadOptions.STRICT).model());
        byte[] mm = GamestudioPathologies.write(GamestudioPathologies.cp1252Mm());
        assertEquals(GamestudioPathologies.cp1252Mm(), lenient(MM, concat(mm, "//")));
    }

    @Test
    void aFileEndingInsideAFileNameIsOneErrorAtItsBracket() {
        byte[] b = GamestudioPathologies.write(GamestudioPathologies.cp1252Wmp());
        int at = indexOf(b, "<lift");
        byte[] cut = Arrays.copyOf(b, at + 8);
        MapFormatException e = assertThrows(MapFormatException.class, () -> WMP.read(cut, ReadOptions.LENIENT));
        TextFailures.check(e, cut);
        assertEquals(at, e.offset());
        assertEquals("end of file", e.found());
        assertEquals("'>' ending the file name on its line", e.expected());
    }

    @Test
    void aFileEndingInsideANumberIsOneErrorAtThatNumberOrAShorterNumber() {
        byte[] wmp = GamestudioPathologies.latin1("level 0 {\r\n\t<a.$$w>\r\n\t<p.pcx>\r\n\t30 45 -3.5e");
        MapFormatException e = assertThrows(MapFormatException.class, () -> WMP.read(wmp, ReadOptions.LENIENT));
        TextFailures.check(e, wmp);
        assertEquals(indexOf(wmp, "-3.5e"), e.offset());
        assertEquals(4, e.line());
        assertEquals(8, e.column());
        assertEquals("objects[0].sunAngles.z", e.field());
        assertEquals("a number", e.expected());
        byte[] mm = GamestudioPathologies.latin1("version 711\r\n{\r\n\t1\r\n\t1 2 -");
        e = assertThrows(MapFormatException.class, () -> MM.read(mm, ReadOptions.LENIENT));
        TextFailures.check(e, mm);
        assertEquals(mm.length - 1, e.offset());
        assertEquals("items[0].position.z", e.field());
        // cut inside its only number, a version line is still a whole file
        assertEquals(OptionalInt.of(71), lenient(MM, GamestudioPathologies.latin1("version 71")).version());
    }

    private static byte[] concat(byte[] b, String tail) {
        byte[] t = GamestudioPathologies.latin1(tail);
        byte[] out = Arrays.copyOf(b, b.length + t.length);
        System.arraycopy(t, 0, out, b.length, t.length);
        return out;
    }

    private static int indexOf(byte[] b, String s) {
        return new String(b, StandardCharsets.ISO_8859_1).indexOf(s);
    }
}
