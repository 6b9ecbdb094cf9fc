package dev.mapharness.wvr1;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.ShortGrid;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class Wvr1WriterTest {
    private static final Wvr1World BASE = Wvr1Reader.read(Wvr1ReaderTest.small().toBytes(), ReadOptions.STRICT).model();
    private static final Wvr1Subnet SEGMENT = new Wvr1Subnet(1f, 2f, 0f, 0f, 0f, 5f, 0, 0);

    private static FixedString name(String s, int slot) {
        return FixedString.padded(s, slot);
    }

    private static Wvr1NetHeader header(FixedString name) {
        return new Wvr1NetHeader(name, 1, 2, 3, 4, 5, 0, 0.1f, 0.2f, 0.3f, 3.5f);
    }

    private static Wvr1World with(List<FixedString> textures, List<Wvr1Model> models, List<Wvr1Net> nets,
                                  Wvr1NetHeader end) {
        return new Wvr1World(BASE.heights(), BASE.textureIndices(), textures, models, nets, end, Blob.EMPTY);
    }

    private static Wvr1World withModels(List<Wvr1Model> models) {
        return with(BASE.textureNames(), models, BASE.nets(), BASE.endOfNets());
    }

    private static Wvr1World withNets(List<Wvr1Net> nets) {
        return with(BASE.textureNames(), BASE.models(), nets, BASE.endOfNets());
    }

    private static void refused(Wvr1World w, String field) {
        MapWriteException e = assertWriteRefused(() -> Wvr1Writer.write(w));
        assertEquals(field, e.field(), e.getMessage());
    }

    private static Wvr1Model model(FixedString name) {
        return new Wvr1Model(1f, 0f, 1f, 0f, name);
    }

    private static List<FixedString> textures(UnaryOperator<List<FixedString>> change) {
        return change.apply(new ArrayList<>(BASE.textureNames()));
    }

    @Test
    void theUnchangedWorldIsWritten() {
        assertArrayEquals(Wvr1ReaderTest.small().toBytes(), Wvr1Writer.write(BASE));
    }

    @Test
    void textureTableOfTheWrongSize() {
        refused(with(textures(t -> t.subList(0, 255)), BASE.models(), BASE.nets(), BASE.endOfNets()), "textureNames");
        refused(with(textures(t -> {
            t.add(name("", 32));
            return t;
        }), BASE.models(), BASE.nets(), BASE.endOfNets()), "textureNames");
    }

    @Test
    void textureSlotOfTheWrongLength() {
        refused(with(textures(t -> {
            t.set(3, name("LandText\\mo.pac", 31));
            return t;
        }), BASE.models(), BASE.nets(), BASE.endOfNets()), "textureNames[3]");
    }

    @Test
    void modelNameSlotOfTheWrongLength() {
        refused(withModels(List.of(model(name("a.p3d", 76)))), "models[0].name");
    }

    @Test
    void modelNamesThatWouldBeReadAsANetHeader() {
        refused(withModels(List.of(model(name("a.p3d", 48)), model(name("Data3d\\house.pac", 48)))), "models[1].name");
        refused(withModels(List.of(model(name("Data3d\\p3d\\house", 48)))), "models[0].name");
        refused(withModels(List.of(model(name("house.p3d.bak", 48)))), "models[0].name");
        refused(withModels(List.of(model(name("", 48)))), "models[0].name");
        // the value ends at the first NUL: ".p3d" after it does not count
        refused(withModels(List.of(model(FixedString.ofSlot(slotOf("house\0.p3d", 48))))), "models[0].name");
    }

    @Test
    void modelNamesInAnyCaseAndWithoutANulAreKept() {
        FixedString full = FixedString.ofSlot(slotOf("x".repeat(44) + ".P3D", 48));
        Wvr1World w = withModels(List.of(model(name("A.P3D", 48)), model(full)));
        Wvr1World back = Wvr1Reader.read(Wvr1Writer.write(w), ReadOptions.LENIENT).model();
        assertEquals(w, back);
    }

    @Test
    void aFirstNetHeaderThatWouldBeReadAsAModel() {
        // the model-name window starts at byte 16 of the record: here, "\x.p3d" after "LandText\Silnice"
        Wvr1Net net = new Wvr1Net(header(name("LandText\\Silnice\\x.p3d", 24)), List.of(SEGMENT));
        refused(withNets(List.of(net)), "nets[0].header");
        // only the first header is told apart from models; later ones are read as nets whatever they hold
        Wvr1World later = withNets(List.of(BASE.nets().get(0), net));
        assertEquals(later, Wvr1Reader.read(Wvr1Writer.write(later), ReadOptions.STRICT).model());
    }

    @Test
    void anEndOfNetsThatWouldBeReadAsAModel() {
        byte[] slot = slotOf("EndOfNets", 24);
        System.arraycopy("xy.p3d".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 0, slot, 16, 6);
        Wvr1NetHeader end = new Wvr1NetHeader(FixedString.ofSlot(slot), 0, 0, 0, 0, 0, 0, 0f, 0f, 0f, 0f);
        refused(with(BASE.textureNames(), BASE.models(), List.of(), end), "endOfNets");
        // after a net it is never classified, so the same header is fine there
        Wvr1World w = with(BASE.textureNames(), BASE.models(), BASE.nets(), end);
        assertEquals(w, Wvr1Reader.read(Wvr1Writer.write(w), ReadOptions.STRICT).model());
    }

    @Test
    void aNetNamedEndOfNetsBeforeTheEnd() {
        Wvr1Net net = new Wvr1Net(header(name("EndOfNets", 24)), List.of());
        refused(withNets(List.of(BASE.nets().get(0), net)), "nets[1].header.name");
    }

    @Test
    void netHeaderNameSlotOfTheWrongLength() {
        refused(withNets(List.of(new Wvr1Net(header(name("road", 32)), List.of()))), "nets[0].header.name");
    }

    @Test
    void anEndHeaderNotNamedEndOfNets() {
        refused(with(BASE.textureNames(), BASE.models(), BASE.nets(), header(name("EndOfNetz", 24))), "endOfNets.name");
        refused(with(BASE.textureNames(), BASE.models(), BASE.nets(), header(name("endofnets", 24))), "endOfNets.name");
        refused(with(BASE.textureNames(), BASE.models(), BASE.nets(), header(name("EndOfNets", 32))), "endOfNets.name");
    }

    @Test
    void aSegmentWithXAndYZeroWouldEndTheList() {
        Wvr1NetHeader h = BASE.nets().get(0).header();
        refused(withNets(List.of(new Wvr1Net(h, List.of(SEGMENT, new Wvr1Subnet(0f, 0f, 1f, 1f, 1f, 1f, 1, 1))))),
                "nets[0].subnets[1]");
        refused(withNets(List.of(new Wvr1Net(h, List.of(new Wvr1Subnet(-0f, 0f, 1f, 1f, 1f, 1f, 1, 1))))),
                "nets[0].subnets[0]");
        refused(withNets(List.of(new Wvr1Net(h, List.of(new Wvr1Subnet(0f, -0f, 1f, 1f, 1f, 1f, 1, 1))))),
                "nets[0].subnets[0]");
    }

    @Test
    void endBitsThatAreNotZero() {
        Wvr1NetHeader h = BASE.nets().get(0).header();
        refused(withNets(List.of(new Wvr1Net(h, List.of(), 1, 0))), "nets[0].endX");
        refused(withNets(List.of(new Wvr1Net(h, List.of(), 0, Float.floatToRawIntBits(1f)))), "nets[0].endY");
        refused(withNets(List.of(new Wvr1Net(h, List.of(), 0x7FC0_0000, 0))), "nets[0].endX");
        MapWriteException e = assertWriteRefused(() -> Wvr1Writer.write(withNets(List.of(new Wvr1Net(h, List.of(), 0, 0x8000_0001)))));
        assertTrue(e.getMessage().endsWith("must have x and y zero (+0.0 or -0.0), not bits 0x80000001"), e.getMessage());
        Wvr1World negative = withNets(List.of(new Wvr1Net(h, List.of(), 0x8000_0000, 0x8000_0000)));
        assertEquals(negative, Wvr1Reader.read(Wvr1Writer.write(negative), ReadOptions.STRICT).model());
    }

    @Test
    void anOutputOf2GiBOrMore() {
        // 100 nets sharing one list of a million segments: 3.2 GB of file, a few MB of memory
        List<Wvr1Subnet> million = List.copyOf(Collections.nCopies(1 << 20, SEGMENT));
        Wvr1Net net = new Wvr1Net(BASE.nets().get(0).header(), million);
        MapWriteException e = assertWriteRefused(() -> Wvr1Writer.write(withNets(Collections.nCopies(100, net))));
        assertEquals("", e.field());
        assertTrue(e.getMessage().contains("2 GiB"), e.getMessage());
    }

    @Test
    void gridsOfAnySizeAreWritten() {
        ShortGrid g = ShortGrid.filled(3, 5, (short) 0);
        Wvr1World w = new Wvr1World(g, g, BASE.textureNames(), BASE.models(), BASE.nets(), BASE.endOfNets(), Blob.EMPTY);
        assertEquals(w, Wvr1Reader.read(Wvr1Writer.write(w), ReadOptions.STRICT).model());
    }

    private static byte[] slotOf(String s, int length) {
        byte[] b = s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        return java.util.Arrays.copyOf(b, length);
    }
}
