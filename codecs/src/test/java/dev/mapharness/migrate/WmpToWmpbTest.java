package dev.mapharness.migrate;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.EulerConvention;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmSound;
import dev.mapharness.mm.MmWorld;
import dev.mapharness.realworld.RealWorldFiles;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Text WMP to binary and back (docs/wmpb.md, "Text WMP → WMPB") on the corpus's text levels and the
 * two WED 6 files: the binary level writes and reads back equal, and the level that comes back
 * places, turns and textures everything as the original does ({@link WmpToMm} of both, compared
 * field by field, items matched by kind and name since the tree renumbers them). Every kind of
 * difference is one the report names.
 */
class WmpToWmpbTest {
    /** A light's colour percent comes back in whole steps of 1/255. */
    static final double COLOUR_STEP = 100.0 / 255 / 2 + 1e-9;

    @Test
    void corpusLevelsComeBack() throws Exception {
        try (Stream<Path> files = Files.list(corpus().resolve("wmp"))) {
            for (Path p : files.sorted().toList()) {
                roundTrip(p.getFileName().toString(), Files.readAllBytes(p));
            }
        }
    }

    /** The checked-in corpus at the repository root. */
    static Path corpus() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("corpus/wmp"))) {
                return p.resolve("corpus");
            }
        }
        throw new IllegalStateException("no corpus/ above the working directory");
    }

    @Test
    void wed6FilesComeBack() throws Exception {
        Path dir = RealWorldFiles.root().resolve("wmp");
        for (String name : List.of("ikskuh__data__wmb__wmb6__block", "ikskuh__data__wmb__wmb6__empty")) {
            Map<String, Integer> kinds = roundTrip(name, RealWorldFiles.bytes(dir.resolve(name + ".wmp")));
            assertEquals(Map.of(), kinds, name + ": a WED 6 level comes back whole");
        }
    }

    /** The kinds of difference WmpToMm sees between the level and its round trip; each must be a reported one. */
    private static Map<String, Integer> roundTrip(String name, byte[] bytes) {
        WmpLevel text = WmpCodec.INSTANCE.read(bytes, ReadOptions.LENIENT).model();
        Migrated<WmpbLevel> binary = new WmpToWmpb().apply(text);
        byte[] written = WmpbWriter.write(binary.model());
        assertEquals(binary.model(), WmpbCodec.INSTANCE.read(written, ReadOptions.STRICT).model(), name);
        String levelName = text.settings().map(l -> l.wad().text().replace(".$$w", "")).orElse("level");
        WmpLevel back = new WmpbToWmp(levelName).apply(binary.model()).model();
        text.settings().ifPresent(l -> {
            var b = back.settings().orElseThrow();
            assertEquals(l.palette(), b.palette(), name);
            assertEquals(l.sunAngles(), b.sunAngles(), name);
            assertEquals(WmpToMm.defined(l.script()) ? l.script() : RawString.of("ndef"), b.script(), name);
        });
        text.wed().flatMap(w -> w.palette()).ifPresent(p -> assertEquals(p, back.wed().orElseThrow().palette().orElseThrow()));
        text.wed().flatMap(w -> w.wad()).ifPresent(w -> assertEquals(w.files(), back.wed().orElseThrow().wad().orElseThrow()
                .files(), name));
        boolean sounds = !text.ofType(dev.mapharness.wmp.WmpSound.class).isEmpty();
        assertEquals(sounds, binary.report().losses().stream().anyMatch(e -> e.message().contains("sound")), name
                + ": a dropped sound is reported");
        // stored angles read back at 4 decimals (WED keeps them as float32): a chain of turned groups moves
        // what it holds by up to a few millionths of the level's size
        boolean anglesRounded = binary.report().losses().stream().anyMatch(e -> e.message().contains("turns read back rounded"));
        List<Object> original = resolved(text);
        double coordinates = anglesRounded ? 1e-5 * extent(original) : 0;
        Map<String, Integer> kinds = compare(original, resolved(back), coordinates);
        System.out.println(name + ": " + kinds + "; " + binary.report().entries().size() + " report entries");
        for (String kind : kinds.keySet()) {
            assertTrue(kind.equals("uvs"), name + ": " + kind + " differs");
        }
        return kinds;
    }

    /** WmpToMm's level, sounds left out (reported lost), blocks by their number, objects by kind and name. */
    private static List<Object> resolved(WmpLevel level) {
        MmLevel mm = new WmpToMm().apply(level).model();
        List<Object> blocks = new ArrayList<>(((MmWorld) mm.items().get(0)).blocks());
        blocks.sort(Comparator.comparingLong(b -> ((dev.mapharness.mm.MmBlock) b).trailer().index()));
        List<MmItem> objects = new ArrayList<>(mm.items().subList(1, mm.items().size()));
        objects.removeIf(MmSound.class::isInstance);
        objects.sort(Comparator.comparing((MmItem i) -> i.getClass().getSimpleName() + " " + nameOf(i)));
        return List.of(blocks, objects);
    }

    private static String nameOf(MmItem item) {
        for (var c : item.getClass().getRecordComponents()) {
            if (c.getName().equals("name") || c.getName().equals("path")) {
                try {
                    return String.valueOf(c.getAccessor().invoke(item));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return "";
    }

    /** Differences beyond rounding, by kind; angles compare as turns, flags by value, colours in steps of 1/255. */
    private static Map<String, Integer> compare(List<Object> a, List<Object> b, double coordinates) {
        Map<String, Integer> kinds = new TreeMap<>();
        ModelComparator.compare(a, b, (Divergence d) -> {
            String kind = d.path().replaceAll("\\[\\d+\\]", "[]");
            if (kind.endsWith("flags.digits") && Long.parseLong(d.left(), 2) == Long.parseLong(d.right(), 2)) {
                return;
            }
            try {
                double x = Double.parseDouble(d.left());
                double y = Double.parseDouble(d.right());
                double tolerance = kind.contains("color") ? COLOUR_STEP
                        : kind.contains("angles") ? 360 : Math.max(coordinates, 1e-9 * Math.max(1, Math.abs(x)));
                if (Math.abs(x - y) <= tolerance) {
                    return;
                }
            } catch (NumberFormatException notNumbers) {
                // counted below
            }
            kinds.merge(kind.contains("uvs") ? "uvs" : kind, 1, Integer::sum);
        });
        return kinds;
    }

    private static double extent(Object level) {
        double[] max = {1};
        WmpbToMmRealPairsTest.Fields.visit(level, "", (path, value) -> {
            if (value instanceof Vec3 v && (path.contains("vertices") || path.contains("position"))) {
                max[0] = Math.max(max[0], Math.max(Math.abs(v.x()), Math.max(Math.abs(v.y()), Math.abs(v.z()))));
            }
        });
        return max[0];
    }

    // ---- rules on small levels --------------------------------------------------------------

    @Test
    void radiansReadBackAsTheSameTurn() {
        for (Angles a : List.of(new Angles(90, 0, 0), new Angles(30, 20, 10), new Angles(0, 90, 45), new Angles(10, -90, 0),
                new Angles(359.5, -45, 270), new Angles(0, 0, 180))) {
            Angles back = WmpbValues.angles(WmpbValues.radians(a));
            double[] x = EulerConvention.matrix(a);
            double[] y = EulerConvention.matrix(back);
            for (int i = 0; i < 9; i++) {
                assertEquals(x[i], y[i], 1e-9, a + " came back as " + back);
            }
        }
        assertEquals(new Vec3(Math.PI / 2, 0, 0), WmpbValues.radians(new Angles(90, 0, 0)), "a pan alone is kept as it is");
    }

    @Test
    void refusesWhatBinaryFieldsCannotHold() {
        WmpLevel base = WmpSamples.level();
        for (String bad : List.of("color", "uvs", "vertex", "edge", "flags", "nul")) {
            WmpLevel level = WmpSamples.broken(base, bad);
            MapWriteException e = assertWriteRefused(() -> new WmpToWmpb().apply(level), bad);
            assertTrue(e.getMessage().contains(WmpSamples.field(bad)), bad + ": " + e.getMessage());
        }
    }

    @Test
    void oneItemGroupsBecomeTheItemsPlacement() {
        WmpbLevel b = new WmpToWmpb().apply(WmpSamples.level()).model();
        WmpbObject block = b.root().children().stream().filter(o -> o.type() == WmpbObject.BLOCK).findFirst().orElseThrow();
        assertEquals(new Vec3(0, -16, -12), block.position(), "the block's group is its position");
        WmpbObject model = b.objects().stream().filter(o -> o.type() == WmpbObject.STATIC_ENTITY).findFirst().orElseThrow();
        assertEquals(new Vec3(2, 2, 2), model.scale(), "group scale times model scale");
        assertEquals(90, WmpbValues.angles(model.angles()).pan(), 1e-9);
        assertTrue(b.objects().stream().anyMatch(o -> o.type() == WmpbObject.EXTENDED_ENTITY), "20 skills: extended");
        assertTrue(b.objects().stream().anyMatch(o -> o.type() == WmpbObject.GROUP && o.name().isPresent()),
                "a named group stays a group");
    }
}
