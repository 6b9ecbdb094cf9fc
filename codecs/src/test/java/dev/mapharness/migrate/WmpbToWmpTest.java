package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmp.WmpWriter;
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbRawChunk;
import dev.mapharness.wmpb.WmpbSamples;
import dev.mapharness.wmpb.WmpbWriter;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Binary WMP to text WMP on levels built in code (docs/wmpb.md, "WMPB → text WMP"): each rule on
 * the small level that has every object type, and properties over generated levels.
 */
class WmpbToWmpTest {
    @Test
    void everyObjectTypeAgreesWithTheDirectRoute() {
        WmpbLevel binary = WmpbSamples.level();
        Migrated<WmpLevel> m = new WmpbToWmp("sample").apply(binary);
        WmpLevel text = m.model();
        assertEquals(text, WmpCodec.INSTANCE.read(WmpWriter.write(text), ReadOptions.STRICT).model());
        // the group "prefab" moved and turned, holding a block of its own placement
        WmpGroup root = text.groups().get(0);
        assertEquals(" Root", root.comment().orElseThrow().text());
        assertTrue(root.members(WmpMemberKind.LEVEL).contains(0), "Root lists the level object");
        WmpGroup prefab = text.groups().stream().filter(g -> g.comment().map(c -> c.text().equals(" prefab")).orElse(false))
                .findFirst().orElseThrow();
        assertEquals(new Vec3(1, -2, 0.5), prefab.position());
        assertEquals(90, prefab.angles().x(), 1e-9);
        assertEquals(1, prefab.subGroups().size(), "the placed block has a group of its own");
        List<WmpModel> models = text.ofType(WmpModel.class);
        assertEquals(List.of(8, 20), models.stream().map(x -> x.skills().size()).toList(), "8- and 20-skill entities");
        MmLevel direct = new WmpbToMm("sample").apply(binary).model();
        MmLevel composed = new WmpToMm().apply(text).model();
        List<String> differing = new ArrayList<>();
        ModelComparator.compare(direct, composed, (Divergence d) -> {
            try {
                // WmpbToMm prints as WED does (float32, six decimals); WmpToMm keeps what it computed
                double l = Double.parseDouble(d.left());
                if (Math.abs(l - Double.parseDouble(d.right())) <= 5e-7 + 0x1p-22 * Math.abs(l)) {
                    return;
                }
            } catch (NumberFormatException notNumbers) {
                // a difference of kind
            }
            differing.add(d.path().replaceAll("\\[\\d+\\]", "[]"));
        });
        // the kinds docs/wmpb.md lists: WmpToMm writes no wmpio header, no coordinate lists, lights with angles
        // 0 0 0 (the light's own group turns it) and flags 0000, the edge's weight for its length, extended
        // entities without material
        assertEquals(List.of("comments", "items[].angles.x", "items[].blocks[].faces[].uvs", "items[].flags.digits", "items[].material",
                "items[].path.edges[].direction", "version"), differing.stream().distinct().sorted().toList());
        for (String kind : List.of("objects.data.material", "objects.data.path", "objects.data.strings",
                "objects.data.flags", "settings.textureFolders")) {
            assertTrue(m.report().losses().stream().anyMatch(e -> e.field().startsWith(kind)
                    || e.field().matches("root.*" + kind.substring("objects".length()).replace(".", "\\.") + ".*")),
                    kind + " is reported: " + m.report().losses());
        }
        assertTrue(m.report().losses().stream().anyMatch(e -> e.message().startsWith("region object")),
                "the region is reported dropped");
    }

    @Test
    void generatedLevelsMigrateOrAreRefused() {
        qt().withFixedSeed(0x3A1F_52C4L).withExamples(300).forAll(longs().all()).checkAssert(seed -> {
            WmpbLevel level = seed % 2 == 0 ? WmpbSamples.random(seed) : finite(WmpbSamples.random(seed));
            Migrated<WmpLevel> m;
            try {
                m = new WmpbToWmp().apply(level);
            } catch (MapWriteException refused) {
                assertTrue(refused.getMessage().contains("root"), "a refusal names the binary field: " + refused);
                return;
            }
            WmpLevel text = m.model();
            assertEquals(text, WmpCodec.INSTANCE.read(WmpWriter.write(text), ReadOptions.LENIENT).model(),
                    "the text level reads back equal");
            for (WmpbObject o : level.objects()) {
                boolean dropped = o.type() == WmpbObject.REGION || o.data().orElse(null) instanceof WmpbRawChunk
                        || o.type() > WmpbObject.REGION || o.type() == 0x55;
                if (dropped && o != level.root()) {
                    String kind = WmpbObject.typeName(o.type()) + " object";
                    assertTrue(m.report().losses().stream().anyMatch(e -> e.message().contains(kind)),
                            "the report names every dropped " + kind + ": " + m.report().losses());
                }
            }
            try {
                WmpbLevel back = new WmpToWmpb().apply(text).model();
                assertEquals(back, WmpbCodec.INSTANCE.read(WmpbWriter.write(back), ReadOptions.LENIENT).model());
            } catch (MapWriteException refused) {
                assertTrue(refused.getMessage().contains("["), "a refusal names the text field: " + refused);
            }
        });
    }

    /** {@code value} with every number that is not finite replaced by 0 (text holds finite numbers only). */
    static <T> T finite(T value) {
        return value == null ? null : finiteValue(value);
    }

    @SuppressWarnings("unchecked")
    private static <T> T finiteValue(T value) {
        if (value instanceof Double d) {
            return (T) (Double) (Double.isFinite(d) ? d : 0.0);
        }
        if (value instanceof Float f) {
            return (T) (Float) (Float.isFinite(f) ? f : 0f);
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            list.forEach(x -> out.add(finiteValue(x)));
            return (T) out;
        }
        if (value instanceof Optional<?> o) {
            return (T) o.map(WmpbToWmpTest::finiteValue);
        }
        if (value instanceof Record r) {
            RecordComponent[] components = r.getClass().getRecordComponents();
            Object[] args = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            try {
                for (int i = 0; i < components.length; i++) {
                    args[i] = finiteValue(components[i].getAccessor().invoke(r));
                    types[i] = components[i].getType();
                }
                return (T) r.getClass().getDeclaredConstructor(types).newInstance(args);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return value;
    }
}
