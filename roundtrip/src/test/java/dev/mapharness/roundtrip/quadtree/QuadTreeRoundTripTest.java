package dev.mapharness.roundtrip.quadtree;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.quadtree.QuadTree;
import dev.mapharness.roundtrip.GridSize;
import dev.mapharness.roundtrip.QuadTreeGridGens;
import dev.mapharness.roundtrip.QuadTreeGridGens.Layout;
import dev.mapharness.roundtrip.Theories;
import java.util.Arrays;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Quad tree properties for u8, u16 and u32 grids: what the writer produces reads back as the grid,
 * consuming exactly those bytes; writing what was read gives the same bytes (the output is
 * canonical); the encoded size is what {@code encodedSize} says; and every cell agrees with the
 * format's own lookup rule, walked independently of the codec.
 */
class QuadTreeRoundTripTest {
    private static final int EXAMPLES = 200;
    private static final long SEED = 0x0A7E_0000L;
    /** Trailing bytes after the tree, which the reader must leave alone. */
    private static final byte[] TAIL = {(byte) 0xEE, 1, 2};

    /** One element size's codec entry points, so the three properties are written once. */
    private record Codec<G>(String name, int elementSize, BiConsumer<ByteOutput, G> write, ToIntFunction<G> encodedSize,
            Reader<G> read, Function<G, GridSize> size, Cell<G> cell) {
    }

    private interface Reader<G> {
        G read(ByteInput in, int width, int height, String field);
    }

    private interface Cell<G> {
        long at(G grid, int index);
    }

    private static final Codec<ByteGrid> U8 = new Codec<>("u8", 1, QuadTree::write, QuadTree::encodedSize, QuadTree::readU8,
            g -> new GridSize(g.width(), g.height()), (g, i) -> g.at(i) & 0xFF);
    private static final Codec<ShortGrid> U16 = new Codec<>("u16", 2, QuadTree::write, QuadTree::encodedSize, QuadTree::readU16,
            g -> new GridSize(g.width(), g.height()), (g, i) -> g.at(i) & 0xFFFF);
    private static final Codec<IntGrid> U32 = new Codec<>("u32", 4, QuadTree::write, QuadTree::encodedSize, QuadTree::readU32,
            g -> new GridSize(g.width(), g.height()), (g, i) -> g.at(i) & 0xFFFF_FFFFL);

    private static <G> byte[] write(Codec<G> codec, G grid) {
        ByteOutput out = new ByteOutput();
        codec.write().accept(out, grid);
        return out.toByteArray();
    }

    /** read(write(g)) == g, the read stops where the tree ends, and writing it again is byte-identical. */
    private static <G> void roundTrip(Codec<G> codec, G grid) {
        GridSize size = codec.size().apply(grid);
        byte[] tree = write(codec, grid);
        assertEquals(tree.length, codec.encodedSize().applyAsInt(grid), "encodedSize");
        byte[] followed = Arrays.copyOf(tree, tree.length + TAIL.length);
        System.arraycopy(TAIL, 0, followed, tree.length, TAIL.length);
        ByteInput in = ByteInput.of(followed);
        G back = codec.read().read(in, size.width(), size.height(), codec.name());
        assertEquals(tree.length, in.offset(), "bytes the reader consumed");
        assertEquals(grid, back);
        assertArrayEquals(tree, write(codec, back), "writing what was read");
    }

    private static <G> void properties(Codec<G> codec, Gen<G> grids, Gen<G> large, long seed) {
        Theories.qt(seed, EXAMPLES).forAll(grids).checkAssert(g -> roundTrip(codec, g));
        Theories.qtFew(seed + 1, 3).forAll(large).checkAssert(g -> roundTrip(codec, g));
    }

    @Test
    void u8GridsRoundTrip() {
        properties(U8, QuadTreeGridGens.u8(QuadTreeGridGens.sizes(), QuadTreeGridGens.layouts()),
                QuadTreeGridGens.u8(QuadTreeGridGens.large(), QuadTreeGridGens.layouts()), SEED + 10);
    }

    @Test
    void u16GridsRoundTrip() {
        properties(U16, QuadTreeGridGens.u16(QuadTreeGridGens.sizes(), QuadTreeGridGens.layouts()),
                QuadTreeGridGens.u16(QuadTreeGridGens.large(), QuadTreeGridGens.layouts()), SEED + 20);
    }

    @Test
    void u32GridsRoundTrip() {
        properties(U32, QuadTreeGridGens.u32(QuadTreeGridGens.sizes(), QuadTreeGridGens.layouts()),
                QuadTreeGridGens.u32(QuadTreeGridGens.large(), QuadTreeGridGens.layouts()), SEED + 30);
    }

    /** A uniform grid is the flag and one leaf, whatever its size. */
    @Test
    void uniformGridsAreFiveBytes() {
        Gen<Layout> uniform = Generate.constant(Layout.UNIFORM);
        Gen<GridSize> sizes = Generate.oneOf(QuadTreeGridGens.sizes(), QuadTreeGridGens.large());
        Theories.qt(SEED + 40, 60).forAll(QuadTreeGridGens.u8(sizes, uniform)).checkAssert(g -> assertEquals(5, write(U8, g).length));
        Theories.qt(SEED + 41, 60).forAll(QuadTreeGridGens.u16(sizes, uniform)).checkAssert(g -> assertEquals(5, write(U16, g).length));
        Theories.qt(SEED + 42, 60).forAll(QuadTreeGridGens.u32(sizes, uniform)).checkAssert(g -> assertEquals(5, write(U32, g).length));
    }

    /** Every cell of the written tree, looked up by the format's rule, is the grid's cell. */
    private static <G> void lookup(Codec<G> codec, G grid) {
        GridSize size = codec.size().apply(grid);
        QuadTreeLookup tree = new QuadTreeLookup(write(codec, grid), size.width(), size.height(), codec.elementSize());
        for (int y = 0; y < size.height(); y++) {
            for (int x = 0; x < size.width(); x++) {
                assertEquals(codec.cell().at(grid, y * size.width() + x), tree.cell(x, y), "(" + x + ", " + y + ")");
            }
        }
    }

    @Test
    void writtenCellsFollowTheFormatsLookupRule() {
        Gen<GridSize> small = QuadTreeGridGens.edgeSides().zip(QuadTreeGridGens.edgeSides(), GridSize::new)
                .map(s -> new GridSize(Math.min(s.width(), 70), Math.min(s.height(), 70)));
        Gen<Layout> layouts = QuadTreeGridGens.layouts();
        Theories.qt(SEED + 50, 100).forAll(QuadTreeGridGens.u8(small, layouts)).checkAssert(g -> lookup(U8, g));
        Theories.qt(SEED + 51, 100).forAll(QuadTreeGridGens.u16(small, layouts)).checkAssert(g -> lookup(U16, g));
        Theories.qt(SEED + 52, 100).forAll(QuadTreeGridGens.u32(small, layouts)).checkAssert(g -> lookup(U32, g));
    }
}
