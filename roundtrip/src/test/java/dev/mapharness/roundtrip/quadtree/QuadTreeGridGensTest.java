package dev.mapharness.roundtrip.quadtree;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.quadtree.QuadTree;
import dev.mapharness.roundtrip.GridSize;
import dev.mapharness.roundtrip.QuadTreeGridGens;
import dev.mapharness.roundtrip.Theories;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The quad tree generators reach what the properties rely on: without large, odd and non-square
 * grids, or without grids whose trees nest, the round trip would pass while testing little.
 */
class QuadTreeGridGensTest {
    private static <T> List<T> sample(Gen<T> gen, int n, long seed) {
        List<T> out = new ArrayList<>();
        Theories.qtFew(seed, n).forAll(gen).checkAssert(out::add);
        return out;
    }

    private static <T> void some(List<T> sample, String what, Predicate<T> p) {
        assertTrue(sample.stream().anyMatch(p), "no generated example has " + what);
    }

    private static boolean powerOfTwo(int n) {
        return Integer.bitCount(n) == 1;
    }

    @Test
    void sizesCoverTheVirtualAreaEdges() {
        List<GridSize> s = sample(QuadTreeGridGens.sizes(), 400, 1);
        some(s, "1 × 1", g -> g.width() == 1 && g.height() == 1);
        some(s, "a non-square grid", g -> g.width() != g.height());
        some(s, "odd sides", g -> g.width() % 2 == 1 && g.height() % 2 == 1 && g.width() > 1);
        some(s, "power-of-two sides above 16", g -> powerOfTwo(g.width()) && powerOfTwo(g.height()) && g.width() > 16);
        some(s, "a power of two plus one", g -> g.width() > 2 && powerOfTwo(g.width() - 1));
        some(s, "a side above 1024", g -> Math.max(g.width(), g.height()) > 1024);
        assertTrue(s.stream().allMatch(g -> g.width() <= QuadTreeGridGens.MAX_SIDE && g.height() <= QuadTreeGridGens.MAX_SIDE));
    }

    @Test
    void gridsMakeEveryKindOfTree() {
        List<byte[]> trees = sample(QuadTreeGridGens.u16(QuadTreeGridGens.sizes(), QuadTreeGridGens.layouts()), 200, 2)
                .stream().map(QuadTreeGridGensTest::write).toList();
        some(trees, "a single leaf", t -> t.length == 5);
        some(trees, "one node of leaves", t -> t.length == 1 + 2 + 16 * 4);
        some(trees, "nested nodes", t -> t.length > 1 + 2 * 2 + 31 * 4);
        some(trees, "a tree over 10 kB", t -> t.length > 10_000);
    }

    private static byte[] write(ShortGrid g) {
        ByteOutput out = new ByteOutput();
        QuadTree.write(out, g);
        return out.toByteArray();
    }
}
