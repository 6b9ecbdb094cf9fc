package dev.mapharness.reports.picture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class EdgeCasesTest {
    private static Wvr8World world(FloatGrid elevation, ShortGrid materials, List<Wvr8Object> objects) {
        return new Wvr8World(elevation, materials, 10f, List.of(Wvr8Material.of("a.rvmat")), objects, Optional.empty(), Blob.EMPTY);
    }

    private static Wvr8Object at(float x, float z) {
        return new Wvr8Object(Transform.headingAt(0, x, 0, z), 1, RawString.of("house.p3d"));
    }

    @Test
    void aSingleMarkedCellOfAn8192GridShowsInThe1024PxPicture() {
        int side = 8192;
        ShortGrid materials = ShortGrid.filled(side, side, (short) 0);
        Wvr8World w = world(FloatGrid.of(2, 2, new float[4]), materials, List.of());
        int x = 5001;
        int y = 77;
        Picture p = Pngs.kind(MapPictures.draw(w, Marks.of(List.of("materialIndices[" + ((long) y * side + x) + "]"))), "materials");
        assertEquals(1024, p.width());
        assertEquals(1024, p.height());
        assertEquals(1, p.marked());
        int[][] px = Pngs.pixels(p);
        int expectX = x * 1024 / side;
        int expectY = 1023 - y * 1024 / side;
        assertEquals(Palette.MARK, px[expectY][expectX]);
        assertEquals(1, Pngs.count(p, Palette.MARK));

        short[] cells = materials.toArray();
        cells[y * side + x] = 3;
        Wvr8World other = world(w.elevation(), ShortGrid.wrap(side, side, cells), List.of());
        Picture between = Pngs.kind(MapPictures.draw(w, Marks.differingFrom(other)), "materials");
        assertEquals(1, between.marked());
        assertEquals(Palette.MARK, Pngs.pixels(between)[expectY][expectX]);
    }

    @Test
    void notANumberAndInfiniteHeightsGetTheirOwnColourWithoutBreakingTheScale() {
        float[] h = new float[16];
        for (int i = 0; i < h.length; i++) {
            h[i] = i * 10;
        }
        h[5] = Float.NaN;
        h[6] = Float.POSITIVE_INFINITY;
        h[7] = Float.NEGATIVE_INFINITY;
        Wvr8World w = world(FloatGrid.of(4, 4, h), ShortGrid.filled(4, 4, (short) 0), List.of());
        Picture relief = Pngs.kind(MapPictures.draw(w, Marks.none()), "relief");
        long cellPixels = (long) relief.width() * relief.height() / 16;
        assertEquals(3 * cellPixels, Pngs.count(relief, Palette.NOT_A_NUMBER));
        assertTrue(Pngs.distinctColours(relief) > 4, "finite heights still spread over the tint");
        assertTrue(relief.caption().contains("3 cells NaN or infinite"), relief.caption());
        assertTrue(relief.caption().contains("0.00 .. 150.00 m"), relief.caption());
    }

    @Test
    void aFlatMapStillDraws() {
        Wvr8World w = world(FloatGrid.of(3, 2, new float[] {7, 7, 7, 7, 7, 7}), ShortGrid.filled(3, 2, (short) 0), List.of());
        for (Picture p : MapPictures.draw(w, Marks.none())) {
            Pngs.pixels(p);
            assertTrue(p.width() >= MapPictures.MIN_SIDE && p.width() <= MapPictures.MAX_SIDE, p.title());
        }
        assertTrue(Pngs.kind(MapPictures.draw(w, Marks.none()), "relief").caption().contains("flat"));
    }

    @Test
    void noObjectsAndObjectsFarOutsideDrawTheSameAndAreCounted() {
        FloatGrid elevation = FloatGrid.of(2, 2, new float[] {0, 1, 2, 3});
        ShortGrid materials = ShortGrid.filled(2, 2, (short) 0);
        Picture none = Pngs.kind(MapPictures.draw(world(elevation, materials, List.of()), Marks.none()), "objects");
        assertTrue(none.caption().contains("0 objects"), none.caption());
        List<Wvr8Object> far = List.of(at(1e30f, 5), at(-3, 5), at(Float.NaN, 1), at(5, Float.POSITIVE_INFINITY));
        Wvr8World outside = world(elevation, materials, far);
        Picture drawn = Pngs.kind(MapPictures.draw(outside, Marks.of(List.of("objects[0]"))), "objects");
        assertTrue(drawn.caption().contains("4 outside the map"), drawn.caption());
        assertTrue(drawn.caption().contains("1 of them outside the map"), drawn.caption());
        assertEquals(1, drawn.marked());
        assertArrayEquals(none.png(), drawn.png(), "nothing outside is drawn, not even clamped to the edge");
    }

    @Test
    void anObjectInsideIsDrawnAndCountedInside() {
        FloatGrid elevation = FloatGrid.of(2, 2, new float[] {0, 1, 2, 3});
        Wvr8World w = world(elevation, ShortGrid.filled(2, 2, (short) 0), List.of(at(5, 5)));
        Picture p = Pngs.kind(MapPictures.draw(w, Marks.none()), "objects");
        assertTrue(p.caption().contains("none outside"), p.caption());
        assertTrue(Pngs.count(p, Palette.OBJECT) > 0);
    }
}
