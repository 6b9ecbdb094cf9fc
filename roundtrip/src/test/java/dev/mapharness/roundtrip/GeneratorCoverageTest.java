package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The generators reach the edges of each format: a generator that silently narrowed (no
 * unterminated names, no NaN payloads, never a large grid) would make the round-trip properties
 * pass without testing what matters.
 */
class GeneratorCoverageTest {
    private static <T> List<T> sample(Gen<T> gen, int n, long seed) {
        List<T> out = new ArrayList<>();
        Theories.qtFew(seed, n).forAll(gen).checkAssert(out::add);
        return out;
    }

    private static <T> void some(List<T> sample, String what, Predicate<T> p) {
        assertTrue(sample.stream().anyMatch(p), "no generated example has " + what);
    }

    private static <T> void none(List<T> sample, String what, Predicate<T> p) {
        assertTrue(sample.stream().noneMatch(p), "a generated example has " + what);
    }

    private static boolean payloadNaN(Transform t) {
        for (int i = 0; i < Transform.FLOATS; i++) {
            if (Float.isNaN(t.get(i)) && t.bits(i) != 0x7FC0_0000) {
                return true;
            }
        }
        return false;
    }

    private static boolean negativeZero(Transform t) {
        for (int i = 0; i < Transform.FLOATS; i++) {
            if (t.bits(i) == 0x8000_0000) {
                return true;
            }
        }
        return false;
    }

    @Test
    void fixedStringsTakeEveryShape() {
        List<FixedString> s = sample(FixedStringGens.any(32, true), 300, 1);
        some(s, "an empty slot", FixedString::isEmpty);
        some(s, "a 31-byte terminated name", f -> f.isTerminated() && f.value().length() == 31);
        some(s, "a 32-byte name with no NUL", f -> !f.isTerminated());
        some(s, "leftovers after the NUL", FixedString::hasGarbage);
        some(s, "leftovers after an empty value", f -> f.isEmpty() && f.hasGarbage());
        some(s, "a byte above 0x7F", f -> { for (byte b : f.value().bytes()) { if (b < 0) { return true; } } return false; });
        none(sample(FixedStringGens.terminated(76, false), 200, 2), "an empty or unterminated name",
                f -> f.isEmpty() || !f.isTerminated());
    }

    @Test
    void wvr4RepresentableCoversTheFormat() {
        List<Wvr4World> s = sample(Wvr4Gens.representable(), 300, 3);
        some(s, "a 1×1 grid", w -> w.width() == 1 && w.height() == 1);
        some(s, "a non-square grid", w -> w.width() != w.height());
        some(s, "a grid near 1024 × 1024", w -> w.width() > 1000 && w.height() > 1000);
        some(s, "no objects", w -> w.objects().isEmpty());
        some(s, "many objects", w -> w.objects().size() >= 200);
        some(s, "an unterminated texture name", w -> w.textureNames().stream().anyMatch(n -> !n.isTerminated()));
        some(s, "a texture name with leftovers", w -> w.textureNames().stream().anyMatch(FixedString::hasGarbage));
        some(s, "a full texture table", w -> w.textureNames().stream().noneMatch(FixedString::isEmpty));
        some(s, "an unterminated object name", w -> w.objects().stream().anyMatch(o -> !o.name().isTerminated()));
        some(s, "a NaN payload in a transform", w -> w.objects().stream().anyMatch(o -> payloadNaN(o.transform())));
        some(s, "negative zero in a transform", w -> w.objects().stream().anyMatch(o -> negativeZero(o.transform())));
        some(s, "a texture index past the table", w -> { for (short c : w.textureIndices().cellsUnsafe()) {
            if ((c & 0xFFFF) >= 512) { return true; } } return false; });
        some(s, "extreme heights", w -> w.heights().min() == Short.MIN_VALUE || w.heights().max() == Short.MAX_VALUE);
        some(s, "duplicate object ids", w -> w.objects().stream().map(Wvr4Object::id).distinct().count() < w.objects().size());
        some(s, "a terminator", w -> w.terminator().isPresent());
        some(s, "no terminator", w -> w.terminator().isEmpty());
        some(s, "a terminator with leftovers in its name", w -> w.terminator().map(t -> t.name().hasGarbage()).orElse(false));
        some(s, "trailing bytes", w -> !w.trailing().isEmpty());
        none(s, "trailing bytes with no terminator", w -> !w.trailing().isEmpty() && w.terminator().isEmpty());
        none(s, "an object with an empty name", w -> w.objects().stream().anyMatch(o -> o.name().isEmpty()));
    }

    @Test
    void wvr4ConformingKeepsTheRules() {
        List<Wvr4World> s = sample(Wvr4Gens.conforming(), 200, 4);
        none(s, "an unterminated name", w -> w.textureNames().stream().anyMatch(n -> !n.isTerminated())
                || w.objects().stream().anyMatch(o -> !o.name().isTerminated()));
        none(s, "duplicate ids", w -> w.objects().stream().map(Wvr4Object::id).distinct().count() < w.objects().size());
        none(s, "trailing bytes", w -> !w.trailing().isEmpty());
        some(s, "garbage after a NUL (strict mode keeps it)", w -> w.textureNames().stream().anyMatch(FixedString::hasGarbage));
        some(s, "a texture index above 0", w -> w.textureIndices().max() > 0);
    }

    @Test
    void wvr1CoversTheFormat() {
        List<Wvr1World> s = sample(Wvr1Gens.representable(), 200, 5);
        some(s, "the engine size", w -> w.width() == 128 && w.height() == 128);
        some(s, "another size", w -> w.width() != 128);
        some(s, "no models", w -> w.models().isEmpty());
        some(s, "a 48-byte model name with no NUL", w -> w.models().stream().anyMatch(m -> !m.name().isTerminated()));
        some(s, "an upper-case suffix", w -> w.models().stream().anyMatch(m -> m.name().value().text().endsWith(".P3D")));
        some(s, "no nets", w -> w.nets().isEmpty());
        some(s, "a net with segments", w -> w.nets().stream().anyMatch(n -> !n.subnets().isEmpty()));
        some(s, "a net with no segments", w -> w.nets().stream().anyMatch(n -> n.subnets().isEmpty()));
        some(s, "a negative-zero end record", w -> w.nets().stream().anyMatch(n -> n.endX() != 0 || n.endY() != 0));
        some(s, "negative zero in a segment", w -> w.nets().stream().flatMap(n -> n.subnets().stream())
                .anyMatch(g -> Float.floatToRawIntBits(g.x()) == 0x8000_0000));
        some(s, "trailing bytes", w -> !w.trailing().isEmpty());
        none(s, "a model name not ending in .p3d", w -> w.models().stream().anyMatch(m -> !m.name().value().endsWithIgnoreCase(".p3d")));
        none(s, "a net header that reads as a model", w -> w.nets().stream().anyMatch(n -> Wvr1Gens.looksLikeModel(n.header())));
        none(s, "a segment at x == y == 0", w -> w.nets().stream().flatMap(n -> n.subnets().stream())
                .anyMatch(g -> g.x() == 0f && g.y() == 0f));
        none(s, "a net named EndOfNets", w -> w.nets().stream().anyMatch(n -> n.header().isEndOfNets()));
        none(s, "an end header not named EndOfNets", w -> !w.endOfNets().isEndOfNets());
        none(sample(Wvr1Gens.conforming(), 30, 6), "a size other than 128 × 128", w -> w.width() != 128 || w.height() != 128);
    }

    @Test
    void wvr8CoversTheFormat() {
        List<Wvr8World> s = sample(Wvr8Gens.representable(), 200, 7);
        some(s, "terrain and land grids of different sizes", w -> w.terrainWidth() != w.landWidth() || w.terrainHeight() != w.landHeight());
        some(s, "equal grids", w -> w.terrainWidth() == w.landWidth() && w.terrainHeight() == w.landHeight());
        some(s, "a material with several names", w -> w.materials().stream().anyMatch(m -> m.names().size() > 1));
        some(s, "a named material 0", w -> !w.materials().isEmpty() && !w.materials().get(0).names().isEmpty());
        some(s, "no materials", w -> w.materials().isEmpty());
        some(s, "a name holding NUL", w -> w.materials().stream().flatMap(m -> m.names().stream()).anyMatch(n -> n.indexOfNul() >= 0));
        some(s, "an index past the material list", w -> { for (short c : w.materialIndices().cellsUnsafe()) {
            if ((c & 0xFFFF) >= w.materials().size()) { return true; } } return false; });
        some(s, "a NaN payload in the elevation", w -> { for (int b : w.elevation().bitsUnsafe()) {
            if (Float.isNaN(Float.intBitsToFloat(b)) && b != 0x7FC0_0000) { return true; } } return false; });
        some(s, "a cell size other than 50", w -> w.landCellSize() != 50f);
        some(s, "no dummy", w -> w.dummy().isEmpty());
        some(s, "trailing bytes", w -> !w.trailing().isEmpty());
        some(s, "a large grid", w -> w.landWidth() > 1000);
        Set<Integer> sizes = new HashSet<>();
        s.forEach(w -> sizes.add(w.objects().size()));
        assertTrue(sizes.contains(0) && sizes.stream().anyMatch(n -> n >= 200), "object counts " + sizes);
        List<Wvr8World> c = sample(Wvr8Gens.conforming(), 100, 8);
        none(c, "a named material 0", w -> !w.materials().get(0).names().isEmpty());
        none(c, "an index past the material list", w -> w.materialIndices().max() >= w.materials().size()
                || w.materialIndices().min() < 0);
        none(c, "no dummy", w -> w.dummy().isEmpty());
    }
    /** The habits of Terrain Builder's output and the defects binarize refuses, each often enough to be tried. */
    @Test
    void wvr8TerrainBuilderCoversWhatBinarizeMeets() {
        List<Wvr8World> s = sample(Wvr8Gens.terrainBuilder(MigrationGridSizes.mixed()), 300, 9);
        some(s, "material 0 holding -", w -> !w.materials().isEmpty() && w.materials().get(0).names().equals(
                List.of(dev.mapharness.bytes.RawString.of("-"))));
        some(s, "material 0 holding another name", w -> !w.materials().isEmpty() && !w.materials().get(0).names().isEmpty()
                && !w.materials().get(0).names().get(0).equals(dev.mapharness.bytes.RawString.of("-")));
        some(s, "an empty material list", w -> w.materials().isEmpty());
        some(s, "cells at one past the list", w -> uses(w, i -> i == w.materials().size()));
        some(s, "cells further past the list", w -> uses(w, i -> i > w.materials().size()));
        some(s, "a repeated object id", w -> w.objects().stream().map(o -> o.id()).distinct().count() < w.objects().size());
        some(s, "an id above 2^31 unsigned", w -> w.objects().stream().anyMatch(o -> o.id() < 0));
        some(s, "a dummy with a NaN in its transform", w -> w.dummy().isPresent() && hasNaN(w.dummy().get().transform()));
        some(s, "a terrain grid 8 times the land grid", w -> w.terrainWidth() == 8 * w.landWidth());
        some(s, "a terrain grid that does not refine the land grid", w -> w.terrainWidth() % w.landWidth() != 0
                || w.terrainHeight() % w.landHeight() != 0);
        some(s, "a cell size that is no length", w -> !(w.landCellSize() > 0) || Float.isInfinite(w.landCellSize()));
        some(s, "a NaN or infinite elevation", w -> { for (int b : w.elevation().bitsUnsafe()) {
            if ((b & 0x7F80_0000) == 0x7F80_0000) { return true; } } return false; });
        long accepted = s.stream().filter(w -> w.landCellSize() > 0 && !Float.isInfinite(w.landCellSize())
                && w.terrainWidth() % w.landWidth() == 0 && w.terrainHeight() % w.landHeight() == 0
                && java.util.Arrays.stream(w.elevation().bitsUnsafe()).allMatch(b -> (b & 0x7F80_0000) != 0x7F80_0000)).count();
        assertTrue(accepted > s.size() * 6 / 10, accepted + " of " + s.size() + " worlds binarize takes: too few");
    }

    private static boolean uses(Wvr8World w, java.util.function.IntPredicate index) {
        for (short c : w.materialIndices().cellsUnsafe()) {
            if (index.test(c & 0xFFFF)) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasNaN(Transform t) {
        for (int i = 0; i < Transform.FLOATS; i++) {
            if (Float.isNaN(t.get(i))) {
                return true;
            }
        }
        return false;
    }
}
