package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.grid.IntGrid;
import dev.mapharness.oprw.MapInfoShape;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The OPRW generators reach every version, every map-info type and the edges the round-trip
 * properties must see; the conforming generator keeps the strict reader's rules.
 */
class OprwGeneratorCoverageTest {
    private static final List<OprwWorld> REPRESENTABLE = sample(OprwGens.representable(), 400, 11);
    private static final List<OprwWorld> CONFORMING = sample(OprwGens.conforming(), 400, 12);

    private static <T> List<T> sample(Gen<T> gen, int n, long seed) {
        List<T> out = new ArrayList<>();
        Theories.qtFew(seed, n).forAll(gen).checkAssert(out::add);
        return out;
    }

    private static void some(List<OprwWorld> sample, String what, Predicate<OprwWorld> p) {
        assertTrue(sample.stream().anyMatch(p), "no generated world has " + what);
    }

    private static void none(List<OprwWorld> sample, String what, Predicate<OprwWorld> p) {
        assertTrue(sample.stream().noneMatch(p), () -> "a generated world has " + what + ": "
                + OprwGens.describe(sample.stream().filter(p).findFirst().orElseThrow()));
    }

    private static Stream<OprwRoadLink> links(OprwWorld w) {
        return w.roads().stream().flatMap(c -> c.links().stream());
    }

    private static boolean anyCell(IntGrid g, java.util.function.IntPredicate p) {
        for (int c : g.cellsUnsafe()) {
            if (p.test(c)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void everyVersionAndEveryMapInfoType() {
        for (List<OprwWorld> s : List.of(CONFORMING, REPRESENTABLE)) {
            Set<Integer> versions = s.stream().map(OprwWorld::version).collect(Collectors.toCollection(TreeSet::new));
            assertEquals(new TreeSet<>(List.of(17, 18, 19, 20, 21, 22, 23, 24, 25)), versions);
            Set<Integer> types = s.stream().flatMap(w -> w.mapInfos().stream()).map(OprwMapInfo::type)
                    .collect(Collectors.toCollection(TreeSet::new));
            assertEquals(MapInfoShape.LAST_KNOWN_TYPE + 1, types.size(), "map-info types " + types);
        }
    }

    @Test
    void conformingCoversTheFormat() {
        List<OprwWorld> s = CONFORMING;
        some(s, "a 1×1 land grid", w -> w.landWidth() == 1 && w.landHeight() == 1);
        some(s, "a land grid a few hundred a side", w -> w.landWidth() >= 100 && w.landHeight() >= 100);
        some(s, "a non-square land grid", w -> w.landWidth() != w.landHeight());
        some(s, "a terrain grid 8 times the land grid", w -> w.terrainWidth() == 8 * w.landWidth());
        some(s, "terrain factors differing by axis", w -> w.terrainWidth() / w.landWidth() != w.terrainHeight() / w.landHeight());
        some(s, "equal grids", w -> w.terrainWidth() == w.landWidth() && w.terrainHeight() == w.landHeight());
        some(s, "an elevation grid of one value", w -> { int[] b = w.elevation().bitsUnsafe();
            return b.length > 64 && Arrays.stream(b).distinct().count() == 1; });
        some(s, "a noisy elevation grid", w -> { int[] b = w.elevation().bitsUnsafe();
            return b.length > 4096 && Arrays.stream(b).distinct().count() > 100; });
        some(s, "an extreme elevation", w -> Arrays.stream(w.elevation().bitsUnsafe())
                .anyMatch(b -> Math.abs(Float.intBitsToFloat(b)) == Float.MAX_VALUE));
        some(s, "no objects", w -> w.objects().isEmpty());
        some(s, "several hundred objects", w -> w.objects().size() >= 200);
        some(s, "a long model name", w -> w.models().stream().anyMatch(m -> m.length() > 1000));
        some(s, "an empty model name", w -> w.models().stream().anyMatch(m -> m.isEmpty()));
        some(s, "entities", w -> !w.entities().isEmpty());
        some(s, "road cells with several links", w -> w.roads().stream().anyMatch(c -> c.links().size() > 1));
        some(s, "a road link with no position", w -> links(w).anyMatch(l -> l.positions().isEmpty()));
        some(s, "a river with no point", w -> w.mapInfos().stream().anyMatch(m -> m.shape() == MapInfoShape.RIVER && m.floatCount() == 0));
        some(s, "a compressed river", w -> w.mapInfos().stream().anyMatch(OprwPlacement::compressed));
        some(s, "a river just under the compression threshold",
                w -> w.mapInfos().stream().anyMatch(m -> m.shape() == MapInfoShape.RIVER && m.floatCount() == 254));
        some(s, "peaks", w -> !w.peaks().isEmpty());
        some(s, "an object id above 2^31 (unsigned)", w -> w.objects().stream().anyMatch(o -> o.objectId() < 0));

        none(s, "a named material 0", w -> !w.materials().get(0).path().isEmpty());
        none(s, "a material index past the list", w -> w.materialIndex().min() < 0 || w.materialIndex().max() >= w.materials().size());
        none(s, "a model index past the list", w -> w.objects().stream().anyMatch(o -> o.modelIndex() < 0 || o.modelIndex() >= w.models().size()));
        none(s, "a non-finite elevation", w -> Arrays.stream(w.elevation().bitsUnsafe()).anyMatch(b -> !Float.isFinite(Float.intBitsToFloat(b))));
        none(s, "a cell size that is not positive and finite", w -> !(w.landCellSize() > 0 && Float.isFinite(w.landCellSize())));
        none(s, "a terrain grid that does not refine the land grid",
                w -> w.terrainWidth() % w.landWidth() != 0 || w.terrainHeight() % w.landHeight() != 0);
        none(s, "an object offset that is no multiple of 60 or past the block",
                w -> anyCell(w.objectOffsets(), o -> o % 60 != 0 || Integer.toUnsignedLong(o) > 60L * w.objects().size()));
        none(s, "decreasing object offsets", w -> { int[] o = w.objectOffsets().cellsUnsafe();
            for (int i = 1; i < o.length; i++) { if (o[i] < o[i - 1]) { return true; } } return false; });
        none(s, "an object id above maxObjectId",
                w -> w.objects().stream().anyMatch(o -> Integer.compareUnsigned(o.objectId(), w.maxObjectId()) > 0));
        none(s, "a road model that is empty or holds a control byte", w -> links(w).anyMatch(l -> l.model().isEmpty()
                || java.util.stream.IntStream.range(0, l.model().length()).anyMatch(i -> (l.model().byteAt(i) & 0xFF) < 0x20)));
        none(s, "a string holding NUL", w -> w.models().stream().anyMatch(m -> m.indexOfNul() >= 0)
                || w.materials().stream().anyMatch(m -> m.path().indexOfNul() >= 0));
        none(s, "a map-info tail or trailing bytes", w -> !w.mapInfoTail().isEmpty() || !w.trailing().isEmpty());
        none(s, "connection types in the wrong version",
                w -> links(w).anyMatch(l -> l.connectionTypes().isPresent() != OprwFeature.ROAD_CONNECTION_TYPES.in(w.version())));
    }

    @Test
    void representableBreaksTheConventions() {
        List<OprwWorld> s = REPRESENTABLE;
        some(s, "a named material 0", w -> !w.materials().isEmpty() && !w.materials().get(0).path().isEmpty());
        some(s, "no materials", w -> w.materials().isEmpty());
        some(s, "a material index past the list", w -> w.materialIndex().max() >= w.materials().size() || w.materialIndex().min() < 0);
        some(s, "maxObjectId below an object id",
                w -> w.objects().stream().anyMatch(o -> Integer.compareUnsigned(o.objectId(), w.maxObjectId()) > 0));
        some(s, "an object offset that is no multiple of 60", w -> anyCell(w.objectOffsets(), o -> o % 60 != 0));
        some(s, "a map-info offset past the block", w -> anyCell(w.mapInfoOffsets(), o -> o < 0 || o > 1_000_000));
        some(s, "a NaN elevation", w -> Arrays.stream(w.elevation().bitsUnsafe()).anyMatch(b -> Float.isNaN(Float.intBitsToFloat(b))));
        some(s, "an empty road model", w -> links(w).anyMatch(l -> l.model().isEmpty()));
        some(s, "a road model with a control byte", w -> links(w).anyMatch(l ->
                java.util.stream.IntStream.range(0, l.model().length()).anyMatch(i -> (l.model().byteAt(i) & 0xFF) < 0x20)));
        some(s, "a terrain grid that does not refine the land grid",
                w -> w.terrainWidth() % w.landWidth() != 0 || w.terrainHeight() % w.landHeight() != 0);
        some(s, "a map-info tail", w -> !w.mapInfoTail().isEmpty());
        some(s, "trailing bytes", w -> !w.trailing().isEmpty());
        some(s, "a NaN cell size", w -> Float.isNaN(w.landCellSize()));
        none(s, "a model index past the list", w -> w.objects().stream().anyMatch(o -> o.modelIndex() < 0 || o.modelIndex() >= w.models().size()));
        none(s, "a string holding NUL", w -> w.models().stream().anyMatch(m -> m.indexOfNul() >= 0)
                || links(w).anyMatch(l -> l.model().indexOfNul() >= 0));
        none(s, "a map-info tail of a known type", w -> w.mapInfoTail().length() > 0
                && MapInfoShape.of(Integer.toUnsignedLong(java.nio.ByteBuffer.wrap(w.mapInfoTail().bytes())
                        .order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt())) != null);
    }
}
