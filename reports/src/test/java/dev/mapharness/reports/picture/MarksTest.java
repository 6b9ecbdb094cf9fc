package dev.mapharness.reports.picture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Format;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.migrate.Migrations;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wwd.WwdLevel;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarksTest {
    private static Wvr4World small4() throws IOException {
        return (Wvr4World) CorpusPicturesTest.read(CorpusPicturesTest.CORPUS.resolve("4wvr/small.wrp"));
    }

    private static OprwWorld oprw() throws IOException {
        return (OprwWorld) CorpusPicturesTest.read(CorpusPicturesTest.CORPUS.resolve("oprw/v24-medium.wrp"));
    }

    @Test
    void aMarkedHeightChangesExactlyItsCellsBlockAndTheOutlineAroundIt() throws IOException {
        Wvr4World w = small4();
        int x = w.width() / 2 + 1;
        int y = w.height() / 3;
        List<Picture> plain = MapPictures.draw(w, Marks.none());
        List<Picture> marked = MapPictures.draw(w, Marks.of(List.of("heights[" + (y * w.width() + x) + "]")));
        Picture before = Pngs.kind(plain, "relief");
        Picture after = Pngs.kind(marked, "relief");
        assertEquals(1, after.marked());
        int k = after.width() / w.width();
        assertTrue(k >= 1 && after.width() == k * w.width(), "enlarged by a whole factor");
        // row 0 is south: drawn at the bottom
        int left = x * k;
        int top = (w.height() - 1 - y) * k;
        int[][] px = Pngs.pixels(after);
        for (int py = top; py < top + k; py++) {
            for (int qx = left; qx < left + k; qx++) {
                assertEquals(Palette.MARK, px[py][qx], "marked block pixel " + qx + "," + py);
            }
        }
        List<int[]> changed = Pngs.changed(before, after);
        assertFalse(changed.isEmpty());
        for (int[] c : changed) {
            assertTrue(c[0] >= left - 1 && c[0] <= left + k && c[1] >= top - 1 && c[1] <= top + k,
                    "pixel " + c[0] + "," + c[1] + " changed outside the marked cell");
        }
        assertTrue(after.caption().contains("1 divergent heights cell"), after.caption());
        assertArrayEquals(Pngs.kind(plain, "materials").png(), Pngs.kind(marked, "materials").png());
        assertArrayEquals(Pngs.kind(plain, "objects").png(), Pngs.kind(marked, "objects").png());
    }

    @Test
    void aMarkedObjectChangesOnlyPixelsAroundIt() throws IOException {
        Wvr4World w = small4();
        assertTrue(w.objects().size() > 3);
        Picture before = Pngs.kind(MapPictures.draw(w, Marks.none()), "objects");
        Picture after = Pngs.kind(MapPictures.draw(w, Marks.of(List.of("objects[3].transform[9]"))), "objects");
        assertEquals(1, after.marked());
        List<int[]> changed = Pngs.changed(before, after);
        assertFalse(changed.isEmpty());
        int minX = changed.stream().mapToInt(c -> c[0]).min().orElseThrow();
        int maxX = changed.stream().mapToInt(c -> c[0]).max().orElseThrow();
        int minY = changed.stream().mapToInt(c -> c[1]).min().orElseThrow();
        int maxY = changed.stream().mapToInt(c -> c[1]).max().orElseThrow();
        assertTrue(maxX - minX <= 6 && maxY - minY <= 6, "changes spread over " + minX + ".." + maxX + " × " + minY + ".." + maxY);
        Wvr4Object o = w.objects().get(3);
        double expectX = o.transform().x() / (w.width() * 50.0) * after.width();
        double expectY = after.height() - o.transform().z() / (w.height() * 50.0) * after.height();
        assertTrue(Math.abs((minX + maxX) / 2.0 - expectX) <= 2 && Math.abs((minY + maxY) / 2.0 - expectY) <= 2,
                "the mark is not where object 3 stands");
    }

    @Test
    void betweenMarksTheOneCellThatDiffersAndNothingElse() throws IOException {
        Wvr4World w = small4();
        short[] heights = w.heights().toArray();
        heights[42] ^= 1;
        Wvr4World changed = new Wvr4World(ShortGrid.wrap(w.width(), w.height(), heights), w.textureIndices(),
                w.textureNames(), w.objects(), w.terminator(), w.trailing());
        List<Picture> pictures = MapPictures.draw(changed, Marks.differingFrom(w));
        assertEquals(1, Pngs.kind(pictures, "relief").marked());
        assertEquals(0, Pngs.kind(pictures, "materials").marked());
        assertEquals(0, Pngs.kind(pictures, "objects").marked());
        assertTrue(Pngs.count(Pngs.kind(pictures, "relief"), Palette.MARK) > 0);
        for (Picture p : MapPictures.draw(w, Marks.differingFrom(w))) {
            assertEquals(0, p.marked(), p.title());
            assertEquals(0, Pngs.count(p, Palette.MARK), p.title());
        }
    }

    @Test
    void betweenMarksADifferingObjectAndObjectsTheOtherSideLacks() throws IOException {
        Wvr4World w = small4();
        List<Wvr4Object> fewer = w.objects().subList(0, w.objects().size() - 2);
        Wvr4World other = new Wvr4World(w.heights(), w.textureIndices(), w.textureNames(), fewer, w.terminator(), w.trailing());
        assertEquals(2, Pngs.kind(MapPictures.draw(w, Marks.differingFrom(other)), "objects").marked());
        assertEquals(0, Pngs.kind(MapPictures.draw(other, Marks.differingFrom(w)), "objects").marked());
    }

    @Test
    void aCompressedArrayOrQuadTreePathMarksTheWholeGrid() throws IOException {
        OprwWorld w = oprw();
        Picture relief = Pngs.kind(MapPictures.draw(w, Marks.of(List.of("elevation.lzo"))), "relief");
        assertEquals((long) w.terrainWidth() * w.terrainHeight(), relief.marked());
        assertEquals(Palette.MARK, Pngs.pixels(relief)[0][0], "the frame");
        Picture materials = Pngs.kind(MapPictures.draw(w, Marks.of(List.of("materialIndex.root.child[3].mask"))), "materials");
        assertEquals((long) w.landWidth() * w.landHeight(), materials.marked());
    }

    @Test
    void roadsAreMarkedByModelIndexOrByTheFilesLandCell() throws IOException {
        OprwWorld w = oprw();
        assertFalse(w.roads().isEmpty(), "the corpus world has roads");
        Picture plain = Pngs.kind(MapPictures.draw(w, Marks.none()), "roads");
        Picture byIndex = Pngs.kind(MapPictures.draw(w, Marks.of(List.of("roads[0].links[0].transform[9]"))), "roads");
        Picture byCell = Pngs.kind(MapPictures.draw(w, Marks.of(List.of("roadNet[" + w.roads().get(0).cell() + "].links[0]"))), "roads");
        assertEquals(1, byIndex.marked());
        assertEquals(1, byCell.marked());
        assertArrayEquals(byIndex.png(), byCell.png());
        assertFalse(Pngs.changed(plain, byIndex).isEmpty());
        int unused = w.roads().get(0).cell() + 1;
        while (hasRoadCell(w, unused)) {
            unused++;
        }
        assertEquals(0, Pngs.kind(MapPictures.draw(w, Marks.of(List.of("roadNet[" + unused + "]"))), "roads").marked(),
                "a land cell without roads marks nothing");
    }

    private static boolean hasRoadCell(OprwWorld w, int cell) {
        return w.roads().stream().anyMatch(c -> c.cell() == cell);
    }

    @Test
    void aWwdTileMarksOnlyItsPlane() throws IOException {
        WwdLevel level = (WwdLevel) CorpusPicturesTest.read(CorpusPicturesTest.CORPUS.resolve("wwd/medium.wwd"));
        List<Picture> pictures = MapPictures.draw(level, Marks.of(List.of("planes[1].tiles[55]")));
        for (int i = 0; i < pictures.size(); i++) {
            assertEquals(i == 1 ? 1 : 0, pictures.get(i).marked(), pictures.get(i).title());
        }
        int main = level.planes().indexOf(level.mainPlane().orElseThrow());
        Picture objects = MapPictures.draw(level, Marks.of(List.of("planes[" + main + "].objects[0].locationX"))).get(main);
        assertEquals(1, objects.marked());
    }

    @Test
    void tiledLayersDrawAsPlanesWithObjectsOnTheFirst() throws IOException {
        WwdLevel level = (WwdLevel) CorpusPicturesTest.read(CorpusPicturesTest.CORPUS.resolve("wwd/small.wwd"));
        TiledMap map = (TiledMap) Migrations.migrate(level, Format.TILED).model();
        List<Picture> pictures = MapPictures.draw(map, Marks.none());
        assertEquals(map.tileLayers().size(), pictures.size());
        for (Picture p : pictures) {
            assertEquals("plane", p.kind());
            assertTrue(Pngs.distinctColours(p) > 1, p.title());
        }
        long objects = map.objectGroups().stream().mapToLong(g -> g.objects().size()).sum();
        assertTrue(pictures.get(0).caption().contains("objects"), pictures.get(0).caption());
        int groupLayer = map.layers().indexOf(map.objectGroups().get(0));
        if (objects > 0) {
            assertEquals(1, MapPictures.draw(map, Marks.of(List.of("layers[" + groupLayer + "].objects[0]"))).get(0).marked());
        }
    }
}
