package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.diff.NumberTolerance;
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
 * {@code $$M} field by field, exactly: the migration prints numbers as WED does (float32, six
 * decimals, WED's own float32 steps for vertices, path nodes, edge lengths and light colours), so
 * every remaining difference is one the binary level does not decide, of a kind the page lists, and
 * their counts are the page's.
 */
class WmpbToMmRealPairsTest {
    /** WED turns angles through float32 rotations: up to 1e-3 degrees off near a vertical axis. */
    static final double ANGLE = 1e-3;
    private static final String FULL_TURN = "items[].angles.x (360 for 0)";

    @Test
    void icenex() {
        // pans the stored radians do not decide; five tilts of 1e-6 to 3e-6 and two rolls WED's float32 turn leaves
        check("Acknex__game__levels__icenex__icenex", Map.of("items[].angles.x", 74, FULL_TURN, 3, "items[].angles.y", 5,
                "items[].angles.z", 2));
    }

    @Test
    void desertRoad() {
        check("Acknex__game__levels__desert-road__droad", Map.of("items[].angles.x", 417, FULL_TURN, 69));
    }

    @Test
    void level01() {
        // besides pan: 6 entities a quarter turn and 6 whole units elsewhere (edited between build and save),
        // one roll 0.009 degrees off straight down, the texture offsets of one block's 36 mapped faces, texture
        // vectors and vertices one or two float32 steps from the stored values
        check("Acknex__resources__old__PrinceOfLotteria__levels__level01_v7", Map.ofEntries(
                Map.entry("items[].angles.x", 23), Map.entry(FULL_TURN, 4), Map.entry("items[].angles.z", 1),
                Map.entry("items[].blocks[].faces[].t1.offset", 34), Map.entry("items[].blocks[].faces[].t2.offset", 36),
                Map.entry("items[].blocks[].faces[].t1 (float32 steps)", 243),
                Map.entry("items[].blocks[].faces[].t2 (float32 steps)", 296),
                Map.entry("items[].blocks[].vertices[] (float32 steps)", 63),
                Map.entry("items[].position.y", 5), Map.entry("items[].position.z", 1)));
    }

    private static void check(String name, Map<String, Integer> expected) {
        Path root = RealWorldFiles.root();
        WmpbLevel binary = WmpbCodec.INSTANCE.read(RealWorldFiles.bytes(root.resolve("wmpb/" + name + ".wmp")),
                ReadOptions.STRICT).model();
        MmLevel wed = MmCodec.INSTANCE.read(RealWorldFiles.bytes(root.resolve("mm/" + name + ".$$M")),
                ReadOptions.STRICT).model();
        String levelName = name.substring(name.lastIndexOf("__") + 2);
        Migrated<MmLevel> ours = new WmpbToMm(levelName).apply(binary);
        Map<String, Integer> differing = new TreeMap<>();
        ModelComparator.compare(ours.model(), wed, (Divergence d) -> {
            String path = d.path().replaceAll("\\[\\d+\\]", "[]");
            differing.merge(kind(path, Double.parseDouble(d.left()), Double.parseDouble(d.right())), 1, Integer::sum);
        });
        long fields = Fields.count(wed);
        int total = differing.values().stream().mapToInt(Integer::intValue).sum();
        System.out.println(name + ": " + fields + " fields compared, " + total + " differ " + differing);
        assertEquals(expected, differing, name);
        long beyondAngles = differing.entrySet().stream().filter(e -> !e.getKey().contains("angles"))
                .mapToLong(Map.Entry::getValue).sum();
        assertTrue(beyondAngles * 50 < fields, "fewer than 2 in 100 fields other than angles differ");
        // and what the page says a tolerance of 1e-4 leaves: pans, the edits, the one block's offsets
        assertTrue(ModelComparator.compare(ours.model(), wed, 100_000, NumberTolerance.relative(1e-4)).divergences()
                .stream().allMatch(d -> d.path().contains("angles") || d.path().contains("position")
                        || d.path().contains("offset")), name);
    }

    /**
     * The kind of a difference: a texture vector or vertex one or two float32 steps from WED's (each
     * number printed with six decimals, so the steps of the larger, plus half a unit of the sixth decimal
     * on each side), pan 360 against 0, or the field itself. Numbers only: every divergence here is one.
     */
    static String kind(String path, double ours, double wed) {
        double deviation = Math.abs(ours - wed);
        boolean vector = path.endsWith("t1.x") || path.endsWith("t1.y") || path.endsWith("t1.z")
                || path.endsWith("t2.x") || path.endsWith("t2.y") || path.endsWith("t2.z");
        boolean vertex = path.contains("vertices");
        if ((vector || vertex) && deviation <= 2 * Math.ulp((float) Math.max(Math.abs(ours), Math.abs(wed))) + 1e-6) {
            return path.substring(0, path.lastIndexOf('.')) + " (float32 steps)";
        }
        if (path.endsWith("angles.x") && Math.abs(deviation - 360) <= ANGLE) {
            // pan 360 against 0 is the same turn, which the binary level stores one way only
            return path + " (360 for 0)";
        }
        return path;
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
