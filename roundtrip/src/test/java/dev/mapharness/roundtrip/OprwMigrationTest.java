package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.OprwToOprw;
import dev.mapharness.migrate.OprwToWvr8;
import dev.mapharness.migrate.Wvr8ToOprw;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * What binarize (8WVR → OPRW), de-binarize (OPRW → 8WVR) and the migrations between OPRW versions
 * keep, report and produce, for every OPRW version. The expected worlds are worked out here from
 * the rules of the formats, not by calling the migrations again.
 */
class OprwMigrationTest {
    private static final int EXAMPLES = 60;
    /** What de-binarize can lose of a freshly binarized world: only what dropping objects changes. */
    private static final Set<String> LOST_WITH_DROPPED_OBJECTS = Set.of("objects[].modelIndex", "objectOffsets",
            "maxObjectId");

    static IntStream versions() {
        return IntStream.rangeClosed(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION);
    }

    /**
     * Binarize, 8WVR → OPRW(v), on worlds as Terrain Builder writes them: it refuses exactly the worlds
     * whose OPRW would need a value the 8WVR lacks (each an error of the 8WVR already), naming the
     * field; every other world becomes a file whose strict read finds no error, and de-binarizing it
     * gives the world back with material 0 the empty dummy, indices inside the list, objects in
     * land-cell order and what OPRW cannot hold gone, every difference named in the report.
     */
    @ParameterizedTest
    @MethodSource("versions")
    void binarizeWritesWhatAStrictReadFindsNoErrorInOrRefuses(int version) {
        Theories.qt(0x0_9200L + version, EXAMPLES).forAll(BinarizedWorlds.wvr8()).checkAssert(source -> {
            Optional<String> refusal = expectedRefusal(source);
            Migrated<OprwWorld> there;
            try {
                there = new Wvr8ToOprw(version).apply(source);
            } catch (MapWriteException e) {
                assertEquals(refusal, Optional.of(e.field()), e.getMessage());
                Decoded<Wvr8World> read = Wvr8Codec.INSTANCE.read(Wvr8Codec.INSTANCE.write(source), ReadOptions.LENIENT);
                assertFalse(read.conforms(), "binarize refused a world its 8WVR reader finds no error in: " + e.getMessage());
                return;
            }
            assertEquals(Optional.empty(), refusal, "binarize took a world it cannot stand behind");
            assertEquals(binarizeLosses(source), MigrationOutputs.lostFields(there.report()), there.report().toString());
            OprwWorld oprw = there.model();
            assertEquals(version, oprw.version());
            objectsGroupedByCell(oprw);
            Decoded<OprwWorld> read = MigrationOutputs.writesAndReadsBackStrictly(OprwCodec.INSTANCE, oprw);
            assertTrue(read.conforms(), () -> read.violations().toString());

            Migrated<Wvr8World> back = new OprwToWvr8().apply(oprw);
            assertEquals(expectedBack(source), back.model());
            ModelComparator.compare(source, back.model(), d -> assertTrue(named(there.report(), d.path())
                    || named(back.report(), d.path()), () -> d.path() + " differs after binarize and back, and neither"
                    + " report names it: " + there.report() + " " + back.report()));
            // every OPRW-only section of a binarized world holds zeros or what binarize rebuilds: nothing
            // is lost unless objects with an empty model path (8WVR's end record) have to be dropped
            Set<String> lost = MigrationOutputs.lostFields(back.report());
            if (oprw.models().contains(RawString.EMPTY)) {
                assertTrue(lost.contains("objects[].modelIndex"), back.report()::toString);
                assertTrue(LOST_WITH_DROPPED_OBJECTS.containsAll(lost), back.report()::toString);
            } else {
                assertEquals(Set.of(), lost, back.report().toString());
            }
        });
    }

    /**
     * OPRW(a) → OPRW(b) → OPRW(a) restores the world when b has every feature a has; otherwise the
     * sections b lacks come back as zeros. The reports name exactly the sections the versions disagree
     * on, LOST one way and DERIVED the other, and each named section really changed.
     */
    @ParameterizedTest
    @MethodSource("versions")
    void throughAnotherVersionAndBack(int a) {
        Gen<Integer> others = Generate.range(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION);
        Theories.qt(0x0_9300L + a, EXAMPLES).forAll(BinarizedWorlds.oprw(a), others).checkAssert((source, b) -> {
            Migrated<OprwWorld> there = new OprwToOprw(b).apply(source);
            Migrated<OprwWorld> back = new OprwToOprw(a).apply(there.model());
            Set<OprwFeature> dropped = new TreeSet<>(OprwFeature.of(a));
            dropped.removeAll(OprwFeature.of(b));
            assertEquals(defaulted(source, dropped), back.model());
            Set<String> held = new TreeSet<>(fields(OprwFeature.of(a), OprwFeature.of(b)));
            held.removeIf(field -> !held(source, field));
            assertEquals(held, MigrationOutputs.lostFields(there.report()), there.report()::toString);
            // a change of compression moves the map-info offsets only after a river whose points are compressed
            Set<String> moved = source.mapInfoOffsets().equals(there.model().mapInfoOffsets()) ? Set.of() : Set.of("mapInfoOffsets");
            assertEquals(union(fields(OprwFeature.of(b), OprwFeature.of(a)), moved), derivedFields(there.report()));
            assertEquals(union(fields(OprwFeature.of(a), OprwFeature.of(b)), moved), derivedFields(back.report()));
            for (LossReport.Entry e : there.report().entries()) {
                if (e.field().startsWith("roads[]") && source.roads().isEmpty()) {
                    // no road links: the entry is still made, saying there was nothing to change
                    assertEquals(true, e.message().contains("0 road links"), e::toString);
                    continue;
                }
                assertNotEquals(section(source, e.field()), section(there.model(), e.field()), e::toString);
            }
            MigrationOutputs.writesAndReadsBackStrictly(OprwCodec.INSTANCE, there.model());
        });
    }

    /** OPRW(v) → 8WVR → OPRW(v) keeps elevation, materials, the models objects use and the objects. */
    @ParameterizedTest
    @MethodSource("versions")
    void debinarizeAndBackKeepsTheBinarizedParts(int version) {
        Theories.qt(0x0_9400L + version, EXAMPLES).forAll(BinarizedWorlds.oprw(version)).checkAssert(source -> {
            OprwWorld again = new Wvr8ToOprw(version).apply(new OprwToWvr8().apply(source).model()).model();
            assertEquals(source.elevation(), again.elevation());
            assertEquals(source.materialIndex(), again.materialIndex());
            assertEquals(source.materials(), again.materials());
            assertEquals(Float.floatToRawIntBits(source.landCellSize()), Float.floatToRawIntBits(again.landCellSize()));
            List<OprwObject> kept = source.objects().stream()
                    .filter(o -> !source.models().get(o.modelIndex()).isEmpty()).toList();
            assertEquals(placed(source, kept), placed(again, again.objects()));
            if (kept.size() == source.objects().size()) {
                assertEquals(source.models(), again.models());
                assertEquals(source.objects(), again.objects());
                assertEquals(source.objectOffsets(), again.objectOffsets());
                assertEquals(source.maxObjectId(), again.maxObjectId());
            }
            MigrationOutputs.writesAndReadsBackStrictly(OprwCodec.INSTANCE, again);
        });
    }

    // ---- expectations, from the formats' rules ----------------------------------------------

    /** The field binarize must name when it refuses {@code w}, checked in this order; empty if it must not. */
    private static Optional<String> expectedRefusal(Wvr8World w) {
        float size = w.landCellSize();
        if (Float.isNaN(size) || size <= 0 || Float.isInfinite(size)) {
            return Optional.of("landCellSize");
        }
        if (w.terrainWidth() % w.landWidth() != 0 || w.terrainHeight() % w.landHeight() != 0) {
            return Optional.of("header");
        }
        for (int bits : w.elevation().bitsUnsafe()) {
            if (!Float.isFinite(Float.intBitsToFloat(bits))) {
                return Optional.of("elevation");
            }
        }
        return Optional.empty();
    }

    /** True if a report entry names the 8WVR field at comparator path {@code path}, or a field around or in it. */
    private static boolean named(LossReport report, String path) {
        String p = withoutIndices(path);
        return report.entries().stream().map(e -> withoutIndices(e.field()).replace("materialIndex", "materialIndices"))
                .anyMatch(f -> p.equals(f) || p.startsWith(f + ".") || f.startsWith(p + "."));
    }

    private static String withoutIndices(String s) {
        return s.replaceAll("\\[[^\\]]*\\]", "");
    }

    private static Set<String> binarizeLosses(Wvr8World w) {
        Set<String> fields = new TreeSet<>();
        for (short c : w.materialIndices().cellsUnsafe()) {
            if ((c & 0xFFFF) > w.materials().size()) {
                fields.add("materialIndex");
            }
        }
        for (Wvr8Material m : w.materials()) {
            if (m.names().size() > 1 || !m.names().isEmpty() && m.names().get(0).indexOfNul() >= 0) {
                fields.add("materials[].names");
            }
        }
        for (Wvr8Object o : w.objects()) {
            if (o.model().indexOfNul() >= 0) {
                fields.add("objects[].model");
            }
        }
        if (w.dummy().isPresent() && !w.dummy().get().equals(Wvr8Dummy.ZERO)) {
            fields.add("dummy");
        }
        if (!w.trailing().isEmpty()) {
            fields.add("trailing");
        }
        return fields;
    }

    /** The land cell of a position: floor(x / size), floor(z / size) in f32, clamped; NaN counts as below. */
    static int cell(Transform t, float size, int width, int height) {
        return axis(t.z() / size, height) * width + axis(t.x() / size, width);
    }

    private static int axis(float q, int count) {
        double f = Math.floor(q);
        return Double.isNaN(f) || f < 0 ? 0 : f >= count ? count - 1 : (int) f;
    }

    private static void objectsGroupedByCell(OprwWorld w) {
        int[] first = new int[w.landWidth() * w.landHeight()];
        java.util.Arrays.fill(first, -1);
        int previous = 0;
        for (int i = 0; i < w.objects().size(); i++) {
            int c = cell(w.objects().get(i).transform(), w.landCellSize(), w.landWidth(), w.landHeight());
            assertEquals(true, c >= previous, "objects[" + i + "] in cell " + c + " after cell " + previous);
            previous = c;
            if (first[c] < 0) {
                first[c] = i;
            }
        }
        int next = w.objects().size();
        for (int c = first.length - 1; c >= 0; c--) {
            next = first[c] >= 0 ? first[c] : next;
            assertEquals(next * 60, w.objectOffsets().at(c), "objectOffsets[" + c + "]");
        }
    }

    private static RawString cut(RawString s) {
        int nul = s.indexOfNul();
        return nul < 0 ? s : RawString.ofRange(s.bytes(), 0, nul);
    }

    /**
     * The 8WVR world binarize and de-binarize give back: objects stably sorted by land cell, names cut
     * at a NUL; an empty material added at one past the list when cells use that index or the list is
     * empty; a named material 0 moved to the end with its cells, leaving 0 empty; cells further past
     * the list at 0.
     */
    private static Wvr8World expectedBack(Wvr8World s) {
        List<Wvr8Material> materials = new ArrayList<>();
        for (Wvr8Material m : s.materials()) {
            RawString first = m.names().isEmpty() ? RawString.EMPTY : cut(m.names().get(0));
            materials.add(new Wvr8Material(first.isEmpty() ? List.of() : List.of(first)));
        }
        int n = materials.size();
        short[] cells = s.materialIndices().toArray();
        boolean onePast = false;
        for (short c : cells) {
            onePast |= (c & 0xFFFF) == n;
        }
        if (n == 0 || onePast) {
            materials.add(new Wvr8Material(List.of()));
        }
        int movedTo = -1;
        if (!materials.get(0).names().isEmpty()) {
            movedTo = materials.size();
            materials.add(materials.get(0));
            materials.set(0, new Wvr8Material(List.of()));
        }
        for (int i = 0; i < cells.length; i++) {
            int c = cells[i] & 0xFFFF;
            cells[i] = c == 0 && movedTo > 0 ? (short) movedTo : c > n ? 0 : cells[i];
        }
        ShortGrid indices = ShortGrid.wrap(s.landWidth(), s.landHeight(), cells);
        List<Wvr8Object> sorted = new ArrayList<>(s.objects());
        sorted.sort(Comparator.comparingInt(o -> cell(o.transform(), s.landCellSize(), s.landWidth(), s.landHeight())));
        List<Wvr8Object> objects = new ArrayList<>();
        for (Wvr8Object o : sorted) {
            RawString path = cut(o.model());
            if (!path.isEmpty()) {
                objects.add(new Wvr8Object(o.transform(), o.id(), path));
            }
        }
        return new Wvr8World(s.elevation(), indices, s.landCellSize(), materials, objects,
                Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
    }

    /** The fields of features in {@code has} and not in {@code lacks}. */
    /** The fields of the features {@code has} has and {@code lacks} lacks, but for compression's (reported only when moved). */
    private static Set<String> fields(Set<OprwFeature> has, Set<OprwFeature> lacks) {
        Set<String> s = new TreeSet<>();
        for (OprwFeature f : has) {
            if (!lacks.contains(f) && f != OprwFeature.LZO) {
                s.addAll(f.fields());
            }
        }
        return s;
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> s = new TreeSet<>(a);
        s.addAll(b);
        return s;
    }

    private static Set<String> derivedFields(LossReport r) {
        Set<String> s = new TreeSet<>();
        r.derived().forEach(e -> s.add(e.field()));
        return s;
    }

    /** {@code w} with the sections of {@code features} zeroed: what a round trip through a version without them gives. */
    private static OprwWorld defaulted(OprwWorld w, Set<OprwFeature> features) {
        Optional<ShortGrid> random = features.contains(OprwFeature.RANDOM)
                ? Optional.of(ShortGrid.filled(w.landWidth(), w.landHeight(), (short) 0)) : w.random();
        Optional<ByteGrid> grass = features.contains(OprwFeature.GRASS)
                ? Optional.of(ByteGrid.filled(w.terrainWidth(), w.terrainHeight(), (byte) 0)) : w.grass();
        Optional<ByteGrid> primary = features.contains(OprwFeature.PRIMARY_TEXTURE)
                ? Optional.of(ByteGrid.filled(w.terrainWidth(), w.terrainHeight(), (byte) 0)) : w.primaryTexture();
        OptionalInt appId = features.contains(OprwFeature.APP_ID) ? OptionalInt.of(0) : w.appId();
        List<OprwRoadCell> roads = w.roads();
        if (features.contains(OprwFeature.ROAD_CONNECTION_TYPES)) {
            roads = new ArrayList<>();
            for (OprwRoadCell c : w.roads()) {
                List<OprwRoadLink> links = new ArrayList<>();
                for (OprwRoadLink l : c.links()) {
                    links.add(new OprwRoadLink(l.positions(), Optional.of(Blob.of(new byte[l.positions().size()])),
                            l.objectId(), l.model(), l.transform()));
                }
                roads.add(new OprwRoadCell(c.cell(), links));
            }
        }
        return new OprwWorld(w.version(), appId, w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), random, grass, primary, w.elevation(), w.materials(), w.models(), w.entities(),
                w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(), w.maxObjectId(), roads,
                w.objects(), w.mapInfos(), w.mapInfoTail(), w.trailing());
    }

    /** What a report field names, as a comparable value (absent sections are empty). */
    private static Object section(OprwWorld w, String field) {
        return switch (field) {
            case "random" -> w.random();
            case "grass" -> w.grass();
            case "primaryTexture" -> w.primaryTexture();
            case "appId" -> w.appId();
            case "mapInfoOffsets" -> w.mapInfoOffsets();
            case "roads[].links[].connectionTypes" -> w.roads().stream()
                    .flatMap(c -> c.links().stream()).map(OprwRoadLink::connectionTypes).toList();
            default -> throw new AssertionError("a migration between OPRW versions named " + field);
        };
    }

    /** True if the section holds anything but zeros: dropping only zeros loses nothing. */
    private static boolean held(OprwWorld w, String field) {
        return switch (field) {
            case "random" -> w.random().map(g -> NonZeroCells.any(g.cellsUnsafe())).orElse(false);
            case "grass" -> w.grass().map(g -> NonZeroCells.any(g.cellsUnsafe())).orElse(false);
            case "primaryTexture" -> w.primaryTexture().map(g -> NonZeroCells.any(g.cellsUnsafe())).orElse(false);
            case "appId" -> w.appId().orElse(0) != 0;
            case "roads[].links[].connectionTypes" -> w.roads().stream().flatMap(c -> c.links().stream())
                    .anyMatch(l -> NonZeroCells.any(l.connectionTypes().orElse(Blob.EMPTY).bytes()));
            default -> throw new AssertionError("a migration between OPRW versions named " + field);
        };
    }

    /** Objects as (id, model path, transform, shape): what survives whatever the model list's order. */
    private static List<String> placed(OprwWorld w, List<OprwObject> objects) {
        List<String> list = new ArrayList<>();
        for (OprwObject o : objects) {
            list.add(o.objectId() + " " + w.models().get(o.modelIndex()) + " "
                    + java.util.Arrays.toString(o.transform().toBits()) + " " + o.shapeParam());
        }
        return list;
    }
}
