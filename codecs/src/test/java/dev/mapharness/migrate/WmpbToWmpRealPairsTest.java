package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.EulerConvention;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.realworld.RealWorldFiles;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpWriter;
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wmpb.WmpbLevel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The three real binary levels that have a {@code $$M} pair, checked by composition
 * (docs/wmpb.md, "WMPB → text WMP"): {@code WmpToMm(WmpbToWmp(x))} must agree with {@code WmpbToMm(x)}
 * field by field, within the tolerances of {@link WmpbToMmRealPairsTest}, apart from the kinds of
 * difference the page lists (each counted here). The text level must also write and read back equal.
 */
class WmpbToWmpRealPairsTest {
    /** An entity's fields both $$M entity items have, so entities the two routes type differently still compare. */
    record Entity(Vec3 position, Vec3 angles, Vec3 scale, RawString file, RawString name, RawString action,
                  BinaryFlags flags, double ambient, Object rest) {
    }

    private static final String TYPED = "items[] (static entity here, extended there)";
    private static final String TYPED_BACK = "items[] (extended entity here, static there)";
    private static final String LIGHT_FLAGS = "items.flags.digits";
    private static final String EDGE = "items.path.edges[].direction";
    private static final String UVS = "items.blocks[].faces[].uvs";
    private static final String HEADER = "comments";
    private static final String ANGLES = "items.angles";
    private static final String VERSION = "version";

    // Every kind below is a rule of WmpToMm that the binary route does not share (docs/wmpb.md lists them):
    // it writes no wmpio comment and version line; it types an entity by its action and skills, where
    // WED types it by the binary object (static entities with an action or skills, extended ones with
    // neither); it copies a WMP path edge's third number (the binary weight, 1) where WED writes the
    // edge's length; it writes no texture coordinate lists and lights with flags 0000.

    @Test
    void icenex() {
        check("Acknex__game__levels__icenex__icenex", Map.of(HEADER, 1, VERSION, 1, TYPED, 22, TYPED_BACK, 1, EDGE, 42));
    }

    @Test
    void desertRoad() {
        check("Acknex__game__levels__desert-road__droad", Map.of(HEADER, 1, VERSION, 1, TYPED, 32, EDGE, 44));
    }

    @Test
    void level01() {
        check("Acknex__resources__old__PrinceOfLotteria__levels__level01_v7", Map.of(HEADER, 1, VERSION, 1, TYPED, 105,
                UVS, 1116, LIGHT_FLAGS, 39));
    }

    private static void check(String name, Map<String, Integer> expected) {
        Path root = RealWorldFiles.root();
        WmpbLevel binary = WmpbCodec.INSTANCE.read(RealWorldFiles.bytes(root.resolve("wmpb/" + name + ".wmp")),
                ReadOptions.STRICT).model();
        String levelName = name.substring(name.lastIndexOf("__") + 2);
        WmpLevel text = new WmpbToWmp(levelName).apply(binary).model();
        assertEquals(text, WmpCodec.INSTANCE.read(WmpWriter.write(text), ReadOptions.STRICT).model(),
                "the text level reads back equal");
        MmLevel direct = new WmpbToMm(levelName).apply(binary).model();
        MmLevel composed = new WmpToMm().apply(text).model();
        assertEquals(direct.items().size(), composed.items().size(), "one item for each");
        List<Object> left = new ArrayList<>();
        List<Object> right = new ArrayList<>();
        Map<String, Integer> differing = new TreeMap<>();
        for (int i = 0; i < direct.items().size(); i++) {
            MmItem a = direct.items().get(i);
            MmItem b = composed.items().get(i);
            if (entity(a) && entity(b) && a.getClass() != b.getClass()) {
                differing.merge(a instanceof MmStaticEntity ? TYPED : TYPED_BACK, 1, Integer::sum);
            }
            boolean same = a.getClass() == b.getClass();
            left.add(entity(a) ? view(a, same) : a);
            right.add(entity(b) ? view(b, same) : b);
        }
        double coordinate = 2 * Math.ulp((float) extent(direct));
        Map<String, Double> deviation = new TreeMap<>();
        ModelComparator.compare(new Object[] {direct.comments(), direct.version(), left},
                new Object[] {composed.comments(), composed.version(), right}, (Divergence d) -> {
                    String path = kind(d.path());
                    if (path.equals(ANGLES) && sameTurn(direct.items().get(item(d.path())),
                            composed.items().get(item(d.path())))) {
                        return;
                    }
                    Optional<Double> dev = deviation(d);
                    if (dev.isPresent() && dev.get() <= tolerance(path,
                            Double.parseDouble(d.right()), coordinate)) {
                        return;
                    }
                    differing.merge(path, 1, Integer::sum);
                    dev.ifPresent(x -> deviation.merge(path, x, Math::max));
                });
        long fields = WmpbToMmRealPairsTest.Fields.count(direct);
        int total = differing.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println(name + ": " + fields + " fields compared, " + total + " differ " + differing
                + ", largest deviations " + deviation);
        assertEquals(expected, differing, name);
        assertTrue(deviation.keySet().stream().allMatch(k -> k.equals(EDGE) || k.equals(LIGHT_FLAGS)),
                "no coordinate, angle, scale or texture number differs beyond rounding: " + deviation);
    }

    /** The item a divergence's path names: {@code [2][17].angles.x} is item 17. */
    private static int item(String path) {
        return Integer.parseInt(path.substring(4, path.indexOf(']', 4)));
    }

    /**
     * Two items' angles as turns: the binary route writes tilt in [0, 360) and, straight up or down,
     * pan 0; the text route reads its groups' turn back with tilt in [−90, 90] and, straight up or
     * down, roll 0. The same turn either way; it must agree within {@link WmpbToMmRealPairsTest#ANGLE}.
     */
    private static boolean sameTurn(MmItem a, MmItem b) {
        double[] x = EulerConvention.matrix(angles(a));
        double[] y = EulerConvention.matrix(angles(b));
        for (int i = 0; i < x.length; i++) {
            if (Math.abs(x[i] - y[i]) > Math.toRadians(WmpbToMmRealPairsTest.ANGLE)) {
                return false;
            }
        }
        return true;
    }

    private static Angles angles(MmItem item) {
        try {
            Vec3 v = (Vec3) item.getClass().getMethod("angles").invoke(item);
            return new Angles(v.x(), v.y(), v.z());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The kind of a divergence: its path with list indices left out, the header parts named. */
    private static String kind(String path) {
        String p = path.replaceAll("\\[\\d+\\]", "[]");
        if (path.startsWith("[0]")) {
            return HEADER;
        }
        String kind = path.startsWith("[1]") ? VERSION : "items" + p.substring("[][]".length());
        return kind.matches("items\\.angles\\.[xyz]") ? ANGLES : kind;
    }

    private static boolean entity(MmItem item) {
        return item instanceof MmStaticEntity || item instanceof MmEntity;
    }

    /** The fields both entity items have; the rest compared only where both routes chose the same item. */
    private static Entity view(MmItem item, boolean sameType) {
        if (item instanceof MmStaticEntity s) {
            return new Entity(s.position(), s.angles(), s.scale(), s.file(), s.name(), s.action(), s.flags(), s.ambient(),
                    sameType ? s.skills() : null);
        }
        MmEntity e = (MmEntity) item;
        return new Entity(e.position(), e.angles(), e.scale(), e.file(), e.name(), e.action(), e.flags(), e.ambient(),
                sameType ? new Object[] {e.skills(), e.albedo(), e.target(), e.path(), e.material()} : null);
    }

    private static Optional<Double> deviation(Divergence d) {
        try {
            return Optional.of(Math.abs(Double.parseDouble(d.left()) - Double.parseDouble(d.right())));
        } catch (NumberFormatException notNumbers) {
            return Optional.empty();
        }
    }

    /**
     * WED prints numbers with 6 decimals from float32 values it computed: half a unit in the 6th place,
     * plus two float32 steps (one rounding when the value is computed, one when it is compared).
     */
    static final double PRINTED = 5e-7;
    static final double FLOAT32_STEPS = 0x1p-22;

    /** How far the two ways may be apart: a coordinate two float32 steps at the level's extent, an angle 0.001°. */
    static double tolerance(String kind, double value, double coordinate) {
        if (kind.contains("angles")) {
            return WmpbToMmRealPairsTest.ANGLE;
        }
        if (kind.contains("position") || kind.contains("vertices") || kind.contains("direction")) {
            return coordinate + PRINTED;
        }
        return PRINTED + FLOAT32_STEPS * Math.abs(value);
    }

    private static double extent(MmLevel level) {
        double[] max = {0};
        WmpbToMmRealPairsTest.Fields.visit(level, "", (path, value) -> {
            if (value instanceof Vec3 v && !path.contains("angles") && !path.contains("scale") && !path.contains("color")) {
                max[0] = Math.max(max[0], Math.max(Math.abs(v.x()), Math.max(Math.abs(v.y()), Math.abs(v.z()))));
            }
        });
        return max[0];
    }
}
