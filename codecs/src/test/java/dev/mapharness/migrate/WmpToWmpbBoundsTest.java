package dev.mapharness.migrate;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static dev.mapharness.migrate.WmpSamples.block;
import static dev.mapharness.migrate.WmpSamples.group;
import static dev.mapharness.migrate.WmpSamples.m;
import static dev.mapharness.migrate.WmpSamples.s;
import static dev.mapharness.migrate.WmpSamples.withItems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmp.WmpBlock;
import dev.mapharness.wmp.WmpFace;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLevelSettings;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmp.WmpWed;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLevelSettings;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The edges of what a binary field holds (docs/wmpb.md, "Text WMP → WMPB"): the last value each takes
 * and the first it refuses, with the text field the refusal names.
 */
class WmpToWmpbBoundsTest {
    private static final WmpLevel SAMPLE = WmpSamples.level();
    private static final WmpLevelSettings LEVEL = (WmpLevelSettings) SAMPLE.items().get(2);
    private static final WmpGroup ROOT = group(0, "Root", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.LEVEL, 0));

    private static void refused(String field, WmpLevel level) {
        MapWriteException e = assertWriteRefused(() -> new WmpToWmpb().apply(level), field);
        assertEquals(field, e.field());
    }

    private static WmpLevel withHeader(OptionalInt version, List<Integer> palette) {
        return new WmpLevel(SAMPLE.comments(), version, SAMPLE.counts(),
                Optional.of(new WmpWed(Optional.of(palette), Optional.empty(), List.of())), List.of(), SAMPLE.items());
    }

    @Test
    void versionAndPaletteBytes() {
        refused("version", withHeader(OptionalInt.of(-1), List.of()));
        assertEquals(0, new WmpToWmpb().apply(withHeader(OptionalInt.of(0), List.of(0, 255))).model().header().version());
        refused("wed.palette[1]", withHeader(OptionalInt.of(710), List.of(0, 256)));
        refused("wed.palette[0]", withHeader(OptionalInt.of(710), List.of(-1)));
    }

    private static WmpBlock withBlock(long index, List<Integer> firstFace) {
        WmpBlock b = block(0, "0000", List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0));
        List<WmpFace> faces = new ArrayList<>(b.faces());
        WmpFace f = faces.get(0);
        faces.set(0, new WmpFace(firstFace, f.texture(), f.t1(), f.t2(), f.transform(), f.surface()));
        return new WmpBlock(0, b.vertices(), faces, new BlockTrailer(b.trailer().flags(), b.trailer().function(), index));
    }

    private static WmpbBlock onlyBlock(WmpItem block) {
        WmpbLevel b = new WmpToWmpb().apply(withItems(List.of(block, LEVEL, ROOT))).model();
        return (WmpbBlock) b.root().children().get(0).data().orElseThrow();
    }

    @Test
    void blockNumbersAndFaceVertices() {
        List<Integer> face = List.of(1, 0, 2);
        refused("blocks[0].trailer.index", withItems(List.of(withBlock(-1, face), LEVEL, ROOT)));
        refused("blocks[0].trailer.index", withItems(List.of(withBlock(1L << 32, face), LEVEL, ROOT)));
        assertEquals(0, onlyBlock(withBlock(0, face)).number());
        assertEquals(List.of(0, 65535, 2), onlyBlock(withBlock(0, List.of(0, 65535, 2))).faces().get(0),
                "a face record names vertices in a u16");
        refused("blocks[0].faces[0].vertices[1]", withItems(List.of(withBlock(0, List.of(0, 65536, 2)), LEVEL, ROOT)));
        refused("blocks[0].faces[0].vertices[0]", withItems(List.of(withBlock(0, List.of(-1, 0, 2)), LEVEL, ROOT)));
        List<Integer> most = Collections.nCopies(65535, 0);
        assertEquals(65535, onlyBlock(withBlock(0, most)).faces().get(0).size(), "a u16 vertex count");
        refused("blocks[0].faces[0].vertices", withItems(List.of(withBlock(0, Collections.nCopies(65536, 0)), LEVEL, ROOT)));
    }

    @Test
    void flagBitsAndNamesWithANul() {
        WmpModel model = (WmpModel) SAMPLE.items().get(5);
        WmpModel flagged = new WmpModel(3, model.scale(), model.file(), model.name(), model.action(), model.skills(),
                BinaryFlags.of(1L << 32, 33), 10, 50, model.string1(), model.string2());
        refused("objects[1].flags", withItems(List.of(LEVEL, flagged, ROOT)));
        WmpModel nul = new WmpModel(3, model.scale(), model.file(), RawString.of(new byte[] {0, 'a'}), model.action(),
                model.skills(), model.flags(), 10, 50, model.string1(), model.string2());
        refused("objects[1].name", withItems(List.of(LEVEL, nul, ROOT)));
    }

    private static WmpLevelSettings sun(double number) {
        return new WmpLevelSettings(0, s(""), LEVEL.palette(), new Vec3(number, 0, 60), LEVEL.script(), LEVEL.sunColor(),
                LEVEL.ambientColor(), LEVEL.fogColors(), List.of());
    }

    @Test
    void theFirstSunNumberIsAU32() {
        for (double ok : new double[] {0, 4294967295.0}) {
            WmpbLevel b = new WmpToWmpb().apply(withItems(List.of(sun(ok), ROOT))).model();
            assertEquals((long) ok, ((WmpbLevelSettings) b.root().data().orElseThrow()).sunNumber());
        }
        for (double bad : new double[] {-1, 4294967296.0, Double.NaN}) {
            refused("objects[0].sunAngles.x", withItems(List.of(sun(bad), ROOT)));
        }
        assertEquals(List.of(), new WmpToWmpb().apply(withItems(List.of(sun(0), ROOT))).report().losses().stream()
                .filter(e -> e.field().contains("wad")).toList(), "no $$W name, nothing lost");
    }

    @Test
    void anObjectHoldsAtMost65535Members() {
        List<WmpItem> items = new ArrayList<>(List.of(LEVEL, ROOT));
        IntStream.range(1, 65536).forEach(i -> items.add(new WmpLight(i, new Vec3(100, 100, 100), 10)));
        assertEquals(65535, new WmpToWmpb().apply(withItems(items)).model().root().children().size());
        items.add(new WmpLight(65536, new Vec3(100, 100, 100), 10));
        refused("groups[0]", withItems(items));
    }

    /** A chain of {@code n} named groups, each holding the next, the last a block; the level object outside them. */
    private static WmpLevel nested(int n) {
        List<WmpItem> items = new ArrayList<>(List.of(block(0, "0000", List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0)), LEVEL, ROOT));
        for (int g = 1; g <= n; g++) {
            items.add(g < n ? group(g, "g", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.GROUP, g + 1))
                    : group(g, "g", Vec3.ZERO, Vec3.ZERO, Vec3.ONE, m(WmpMemberKind.BLOCK, 0)));
        }
        return withItems(items);
    }

    @Test
    void groupsNestAsDeepAsABinaryReaderReads() {
        // the root is depth 0; group k of the chain is at depth k and its members at k + 1
        int deepest = WmpbReader.MAX_DEPTH - 2;
        WmpbObject o = new WmpToWmpb().apply(nested(deepest)).model().root();
        int depth = 0;
        while (o.type() != WmpbObject.BLOCK) {
            o = o.children().get(0);
            depth++;
        }
        assertEquals(deepest + 1, depth);
        refused("groups[" + (deepest + 1) + "]", nested(deepest + 1));
    }
}
