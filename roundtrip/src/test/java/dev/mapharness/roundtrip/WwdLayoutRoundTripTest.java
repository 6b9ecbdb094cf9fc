package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.WwdCompression;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdSourceLayout;
import dev.mapharness.wwd.WwdTileProperty;
import dev.mapharness.wwd.WwdWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Levels laid out as other editors lay them out (WapMap's grouped order, any zlib level, either
 * checksum, bytes between sections, trailing bytes, bytes after the stream, WapMap's metadata):
 * read and rewritten in their layout they give their bytes back; changed, they read back as the
 * changed level, in the same order.
 */
class WwdLayoutRoundTripTest {
    private static final WwdCodec CODEC = WwdCodec.INSTANCE;
    private static final int EXAMPLES = 150;

    private static Decoded<WwdLevel> read(byte[] b) {
        return CODEC.read(b, ReadOptions.LENIENT);
    }

    private static WwdSourceLayout layout(Decoded<WwdLevel> d) {
        return (WwdSourceLayout) d.layout().orElseThrow();
    }

    @Test
    void unchangedLevelsRewriteToTheirBytes() {
        Theories.qt(0x3_0200L, EXAMPLES).forAll(WwdGens.representable(), WwdGens.styles()).checkAssert((level, style) -> {
            byte[] file = WwdWriter.write(level, style);
            Decoded<WwdLevel> d = read(file);
            assertEquals(level, d.model());
            assertTrue(!style.grouped() || layout(d).groupedByKind(), layout(d).sectionOrder()::toString);
            assertArrayEquals(file, CODEC.write(d.model(), layout(d)));
        });
    }

    @Test
    void changedLevelsReadBackAsChangedInTheSameOrder() {
        Theories.qt(0x3_0201L, EXAMPLES).forAll(WwdGens.representable(), WwdGens.styles(), changes())
                .checkAssert((level, style, change) -> {
                    Decoded<WwdLevel> d = read(WwdWriter.write(level, style));
                    WwdLevel changed = change.apply(d.model());
                    Decoded<WwdLevel> back = read(CODEC.write(changed, layout(d)));
                    assertEquals(changed, back.model());
                    if (layout(d).groupedByKind()) {
                        assertTrue(layout(back).groupedByKind(), layout(back).sectionOrder()::toString);
                    }
                    if (changed.planes().size() == level.planes().size() && style.gap() > 0) {
                        // bytes between sections stay (a section emptied by the change may take its gap along)
                        assertTrue(layout(back).gapBytes() > 0 || layout(d).gapBytes() == 0, () -> layout(back).sectionOrder()
                                + " lost the gaps of " + layout(d).sectionOrder());
                    }
                });
    }

    @Test
    void theOtherCompressionAndBackGivesTheBytes() {
        Theories.qt(0x3_0202L, EXAMPLES).forAll(WwdGens.representable(), WwdGens.styles()).checkAssert((level, style) -> {
            byte[] file = WwdWriter.write(level, style);
            Decoded<WwdLevel> d = read(file);
            boolean compressed = d.model().compressed();
            WwdLevel other = new WwdCompression(!compressed).apply(d.model()).model();
            Decoded<WwdLevel> o = read(CODEC.write(other, layout(d)));
            assertEquals(other, o.model());
            assertEquals(layout(d).sectionOrder(), layout(o).sectionOrder());
            if (d.model().afterStream().isEmpty()) {
                assertArrayEquals(file, CODEC.write(new WwdCompression(compressed).apply(o.model()).model(), layout(d)));
            }
        });
    }

    /** One edit of the kinds an editor makes: sizes that change and sizes that do not, planes added. */
    static Gen<UnaryOperator<WwdLevel>> changes() {
        List<UnaryOperator<WwdLevel>> all = List.of(
                l -> l.withPlanes(mapFirst(l.planes(), p -> with(p, p.imageSets(), more(p.objects())))),
                l -> l.withPlanes(mapFirst(l.planes(), p -> with(p, p.imageSets(), p.objects().isEmpty() ? p.objects()
                        : p.objects().subList(1, p.objects().size())))),
                l -> l.withPlanes(mapLast(l.planes(), p -> with(p, List.of(RawString.of("RENAMED_SET")), p.objects()))),
                l -> l.withPlanes(mapLast(l.planes(), p -> with(p, List.of(), p.objects()))),
                l -> {
                    List<WwdPlane> planes = new ArrayList<>(l.planes());
                    if (!planes.isEmpty()) {
                        planes.add(planes.get(0));
                    }
                    return l.withPlanes(planes);
                },
                l -> new WwdLevel(l.header(), l.planes(), l.tilePropertiesHeader(), plus(l.tileProperties()), l.trailing(),
                        l.afterStream(), l.wapMapMeta()),
                l -> l.withEnd(Blob.of(new byte[] {1, 2, 3}), l.afterStream(), l.wapMapMeta()),
                l -> l.withEnd(l.trailing(), Blob.EMPTY, java.util.Optional.empty()));
        return Generate.pick(all);
    }

    private static List<WwdPlane> mapFirst(List<WwdPlane> planes, UnaryOperator<WwdPlane> f) {
        List<WwdPlane> out = new ArrayList<>(planes);
        if (!out.isEmpty()) {
            out.set(0, f.apply(out.get(0)));
        }
        return out;
    }

    private static List<WwdPlane> mapLast(List<WwdPlane> planes, UnaryOperator<WwdPlane> f) {
        List<WwdPlane> out = new ArrayList<>(planes);
        if (!out.isEmpty()) {
            out.set(out.size() - 1, f.apply(out.get(out.size() - 1)));
        }
        return out;
    }

    private static WwdPlane with(WwdPlane p, List<RawString> imageSets, List<WwdObject> objects) {
        return new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(), p.tiles(), imageSets,
                objects);
    }

    private static List<WwdObject> more(List<WwdObject> objects) {
        List<WwdObject> out = new ArrayList<>(objects);
        out.add(WwdObject.builder().name(RawString.of("Added")).build());
        return out;
    }

    private static List<WwdTileProperty> plus(List<WwdTileProperty> properties) {
        List<WwdTileProperty> out = new ArrayList<>(properties);
        out.add(new WwdTileProperty.Single(64, 64, 0, 1));
        return out;
    }
}
