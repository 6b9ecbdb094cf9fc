package dev.mapharness.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import java.io.IOException;
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
}
