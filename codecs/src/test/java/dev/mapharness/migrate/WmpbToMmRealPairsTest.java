package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.realworld.RealWorldFiles;
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wmpb.WmpbLevel;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The three levels that exist both as WED 7/8's binary level and as the {@code $$M} WED built from
 * it (docs/wmpb.md, "Migrations"): each binary level is migrated and compared with WED's
 * {@code $$M} field by field. Numbers count as equal within what WED's own arithmetic and printing
 * leave open (docs/wmpb.md states and justifies each tolerance); every difference beyond them is of a
 * kind the page lists, and their counts are the page's.
 */
class WmpbToMmRealPairsTest {
    /**
     * WED prints numbers with 6 decimals from float32 values it computed: half a unit in the 6th place,
     * plus two float32 steps (one rounding when WED computes the value, one when ours is compared).
     */
    static final double PRINTED = 5e-7;
    static final double FLOAT32_STEPS = 0x1p-22;
    /** wmpio prints texture coordinate lists with 4 decimals. */
    static final double UV_PLACES = 5e-5;
    /** WED turns angles through float32 rotations: up to 1e-3 degrees off near a vertical axis. */
    static final double ANGLE = 1e-3;
    private static final String PAN = "items[].angles.x";
    private static final String FULL_TURN = PAN + " (360 for 0)";

    @Test
    void icenex() {
        // pan up to 0.004 degrees from the stored angle in 39 turned entities; pan 360 for 0 three times
        check("Acknex__game__levels__icenex__icenex", Map.of(PAN, 39, FULL_TURN, 3));
    }

    @Test
    void desertRoad() {
        check("Acknex__game__levels__desert-road__droad", Map.of(PAN, 119, FULL_TURN, 69));
    }

    @Test
    void level01() {
        // besides pan: 6 entities a quarter turn and 6 whole units elsewhere (edited between build and save),
        // one roll 0.009 degrees off straight down, and the texture offsets of one block's 36 mapped faces
        check("Acknex__resources__old__PrinceOfLotteria__levels__level01_v7", Map.of(PAN, 19, FULL_TURN, 4,
                "items[].angles.z", 1, "items[].blocks[].faces[].t1.offset", 34, "items[].blocks[].faces[].t2.offset", 36,
                "items[].position.y", 5, "items[].position.z", 1));
    }

    private static void check(String name, Map<String, Integer> expected) {
        Path root = RealWorldFiles.root();
        WmpbLevel binary = WmpbCodec.INSTANCE.read(RealWorldFiles.bytes(root.resolve("wmpb/" + name + ".wmp")),
                ReadOptions.STRICT).model();
        MmLevel wed = MmCodec.INSTANCE.read(RealWorldFiles.bytes(root.resolve("mm/" + name + ".$$M")),
                ReadOptions.STRICT).model();
        String levelName = name.substring(name.lastIndexOf("__") + 2);
        Migrated<MmLevel> ours = new WmpbToMm(levelName).apply(binary);
        double coordinate = 2 * Math.ulp((float) extent(wed));
        Map<String, Integer> differing = new TreeMap<>();
        Map<String, Double> deviation = new TreeMap<>();
        ModelComparator.compare(ours.model(), wed, (Divergence d) -> {
            String path = d.path().replaceAll("\\[\\d+\\]", "[]");
            Optional<Double> dev = deviation(d);
            if (dev.isPresent() && dev.get() <= tolerance(path, Double.parseDouble(d.right()), coordinate)) {
                return;
            }
            // pan 360 against 0 is the same turn, which the binary level stores one way only
            boolean fullTurn = dev.isPresent() && path.endsWith("angles.x") && Math.abs(dev.get() - 360) <= ANGLE;
            String kind = fullTurn ? path + " (360 for 0)" : path;
            differing.merge(kind, 1, Integer::sum);
            dev.ifPresent(x -> deviation.merge(kind, x, Math::max));
        });
        long fields = Fields.count(wed);
        int total = differing.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println(name + ": " + fields + " fields compared, " + total + " differ beyond rounding "
                + differing + ", largest deviations " + deviation + ", coordinate tolerance " + coordinate);
        assertEquals(expected, differing, name);
        assertTrue(total * 50 < fields, "fewer than 2 in 100 fields differ");
    }

    private static Optional<Double> deviation(Divergence d) {
        try {
            return Optional.of(Math.abs(Double.parseDouble(d.left()) - Double.parseDouble(d.right())));
        } catch (NumberFormatException notNumbers) {
            return Optional.empty();
        }
    }

    static double tolerance(String kind, double wed, double coordinate) {
        if (kind.contains("uvs")) {
            return UV_PLACES;
        }
        if (kind.contains("angles")) {
            return ANGLE;
        }
        if (kind.contains("position") || kind.contains("vertices") || kind.contains("direction")) {
            // WED adds a group's or path's position to its members' in float32
            return coordinate + PRINTED;
        }
        return PRINTED + FLOAT32_STEPS * Math.abs(wed);
    }

    /** The largest coordinate of the level: float32 steps there bound what WED's additions lose. */
    private static double extent(MmLevel wed) {
        double[] max = {0};
        Fields.visit(wed, "", (path, value) -> {
            if (value instanceof Vec3 v && !path.contains("angles") && !path.contains("scale") && !path.contains("color")) {
                max[0] = Math.max(max[0], Math.max(Math.abs(v.x()), Math.max(Math.abs(v.y()), Math.abs(v.z()))));
            }
        });
        return max[0];
    }

    /** Walks a model's records, lists and optionals down to the values a comparison looks at. */
    static final class Fields {
        interface Visitor {
            void visit(String path, Object value);
        }

        static long count(Object model) {
            long[] n = {0};
            visit(model, "", (p, v) -> {
                if (v instanceof Vec3) {
                    n[0] += 3;
                } else if (!(v instanceof Record || v instanceof List || v instanceof Optional)) {
                    n[0]++;
                }
            });
            return n[0];
        }

        static void visit(Object value, String path, Visitor visitor) {
            visitor.visit(path, value);
            if (value instanceof Vec3 || value instanceof RawString || value instanceof BinaryFlags) {
                return;
            }
            if (value instanceof List<?> list) {
                for (int i = 0; i < list.size(); i++) {
                    visit(list.get(i), path + "[" + i + "]", visitor);
                }
            } else if (value instanceof Optional<?> o) {
                o.ifPresent(x -> visit(x, path, visitor));
            } else if (value instanceof Record r) {
                for (var c : r.getClass().getRecordComponents()) {
                    try {
                        visit(c.getAccessor().invoke(r), path + "." + c.getName(), visitor);
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        }
    }
}
