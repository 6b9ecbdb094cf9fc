package dev.mapharness.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wmpb.WmpbEntity;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import java.io.IOException;
import java.util.List;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The hand-built files were written from the notes, not by our writers: the readers must see what the notes say. */
class HandBuiltFilesTest {

    private static byte[] read(String name) throws IOException {
        return Files.readAllBytes(CorpusFiles.root().resolve(name));
    }

    @Test
    void fourByFour4wvr() throws IOException {
        Wvr4World w = (Wvr4World) Codecs.read(read("4wvr/hand-4x4.wrp"), ReadOptions.STRICT).model();
        assertEquals(4, w.width());
        assertEquals(4, w.height());
        assertEquals(-100, w.heights().get(0, 0));
        assertEquals(200, w.heights().get(3, 0));
        assertEquals(1000, w.heights().get(3, 3));
        assertEquals(3, w.textureIndices().get(3, 1));
        assertEquals("data\\trava.pac", w.textureNames().get(2).value().text());
        assertTrue(w.textureNames().get(4).isEmpty());
        assertEquals(2, w.objects().size());
        assertEquals(7, w.objects().get(0).id());
        assertEquals(6.75f, w.objects().get(0).transform().y());
        assertEquals("data3d\\dub.p3d", w.objects().get(1).name().value().text());
        assertEquals(1.0f, w.objects().get(1).transform().get(6), "heading 90: direction is +x");
        assertEquals(50f, w.objects().get(1).transform().z());
        assertTrue(w.terminator().isPresent());
    }

    @Test
    void twoByTwo8wvr() throws IOException {
        Wvr8World w = (Wvr8World) Codecs.read(read("8wvr/hand-2x2.wrp"), ReadOptions.STRICT).model();
        assertEquals(2, w.landWidth());
        assertEquals(2, w.terrainHeight());
        assertEquals(50f, w.landCellSize());
        assertEquals(-3.25f, w.elevation().get(0, 1));
        assertEquals(100f, w.elevation().get(1, 1));
        assertEquals(2, w.materialIndices().get(0, 1));
        assertEquals(3, w.materials().size());
        assertTrue(w.materials().get(0).names().isEmpty());
        assertEquals("hand\\sand.rvmat", w.materials().get(2).names().get(1).text());
        assertEquals(1, w.objects().size());
        assertEquals("hand\\bush.p3d", w.objects().get(0).model().text());
        assertEquals(75f, w.objects().get(0).transform().z());
        assertEquals(0xFFFFFFFF, w.dummy().orElseThrow().transform().bits(0), "leftover NaN bits kept");
        assertEquals(0xCDCDCDCD, w.dummy().orElseThrow().id());
    }

    @Test
    void entityInGroupsWmpb() throws IOException {
        Decoded<?> d = Codecs.read(read("wmpb/hand-entity-in-groups.wmp"), ReadOptions.STRICT);
        assertEquals(List.of(), d.violations(), "the header's counts agree with the tree");
        WmpbLevel l = (WmpbLevel) d.model();
        assertEquals(710, l.header().version());
        assertEquals(5, l.objectCount());
        assertEquals(255, l.settings().palette().bytes()[765] & 0xFF);
        WmpbObject g1 = l.root().children().get(0);
        assertTrue(g1.name().isEmpty(), "the first group has no name chunk");
        WmpbObject g2 = g1.children().get(0);
        assertEquals(2.0, g2.scale().x());
        WmpbObject entity = g2.children().get(0).children().get(0);
        assertEquals(WmpbObject.EXTENDED_ENTITY, entity.type());
        assertEquals(90.0, entity.anglesInDegrees().pan(), 1e-12);
        WmpbEntity e = (WmpbEntity) entity.data().orElseThrow();
        assertEquals(20, e.skills().size());
        assertEquals(2.5, e.skills().get(19));
        assertEquals(-50f, e.ambient());
        assertEquals(0x600, e.flags());
        assertEquals("path_000", e.path().orElseThrow().text());
        assertEquals("mat_metal", e.material().orElseThrow().text());
        assertEquals(7, e.strings().orElseThrow().length(), "two NULs, walk, a NUL");
    }

    /** MapBuilder's export habits: the shadow sprite names and the ndef materials are notes naming it, the rest reads plainly. */
    @Test
    void mapBuilderHabitsMm() throws IOException {
        Decoded<?> d = Codecs.read(read("mm/hand-mapbuilder-habits.$$m"), ReadOptions.STRICT);
        assertEquals(List.of(dev.mapharness.format.Severity.NOTE, dev.mapharness.format.Severity.NOTE),
                d.violations().stream().map(dev.mapharness.format.Violation::severity).toList(), d.violations().toString());
        assertTrue(d.violations().stream().allMatch(v -> v.editor().equals(dev.mapharness.format.Editors.MAPBUILDER)));
        dev.mapharness.mm.MmLevel l = (dev.mapharness.mm.MmLevel) d.model();
        assertEquals(List.of(130.75, 35.5), ((dev.mapharness.mm.MmSun) l.items().get(1)).values());
        List<dev.mapharness.mm.MmEntity> e = l.ofType(dev.mapharness.mm.MmEntity.class);
        assertEquals(4, e.size());
        assertEquals("mat_reed", e.get(1).material().orElseThrow().text());
        assertEquals(List.of(dev.mapharness.text.RawToken.word("REED_2_SHADOW.DDS")), e.get(1).extra());
        assertEquals(16, e.get(2).flags().width());
        assertEquals("ndef", e.get(3).material().orElseThrow().text());
        assertEquals(List.of(dev.mapharness.text.RawToken.word("DOT_SHADOW.DDS")), e.get(3).extra());
    }
}
