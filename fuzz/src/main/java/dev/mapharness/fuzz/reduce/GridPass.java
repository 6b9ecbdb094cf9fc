package dev.mapharness.fuzz.reduce;

import dev.mapharness.format.MapModel;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Model pass (a): every grid of the model cropped together to half its width, half its height or
 * both, keeping either half, until no crop reproduces. All grids at once, because models hold
 * grids to one size (the OPRW land grids) or to a multiple of another (terrain over land).
 */
final class GridPass {
    /**
     * One way to crop every grid.
     *
     * @param proportional sizes keep their ratios to the smallest grid (land 2 : terrain 4 becomes 1 : 2);
     *                     otherwise every grid is halved on its own (for grids of unrelated sizes, once the
     *                     smallest is down to one cell)
     * @param fromRight    keep the right half instead of the left
     * @param fromBottom   keep the bottom half instead of the top
     */
    private record Crop(boolean halveWidth, boolean halveHeight, boolean fromRight, boolean fromBottom, boolean proportional) {
        int newSize(int size, int smallest, boolean halve) {
            if (!halve) {
                return size;
            }
            int smallestHalf = Math.max(1, smallest / 2);
            return proportional ? Math.max(1, (int) ((long) size * smallestHalf / smallest)) : Math.max(1, size / 2);
        }

        CropWindow window(Object grid, int smallestWidth, int smallestHeight) {
            int w = GridCells.width(grid);
            int h = GridCells.height(grid);
            int nw = newSize(w, smallestWidth, halveWidth);
            int nh = newSize(h, smallestHeight, halveHeight);
            return new CropWindow(fromRight ? w - nw : 0, fromBottom ? h - nh : 0, nw, nh, w, h);
        }
    }

    private GridPass() {
    }

    /** True if the grids were cropped at least once. */
    static <M extends MapModel> boolean run(ModelState<M> state) {
        boolean progress = false;
        while (cropOnce(state)) {
            progress = true;
        }
        return progress;
    }

    private static <M extends MapModel> boolean cropOnce(ModelState<M> state) {
        List<ModelTree.Site> grids = ModelTree.sites(state.model(), GridCells::isGrid);
        if (grids.isEmpty()) {
            return false;
        }
        int smallestWidth = Integer.MAX_VALUE;
        int smallestHeight = Integer.MAX_VALUE;
        for (ModelTree.Site site : grids) {
            smallestWidth = Math.min(smallestWidth, GridCells.width(site.value()));
            smallestHeight = Math.min(smallestHeight, GridCells.height(site.value()));
        }
        Set<List<String>> tried = new LinkedHashSet<>();
        for (Crop crop : crops()) {
            List<String> sizes = new ArrayList<>();
            boolean shrinks = false;
            for (ModelTree.Site site : grids) {
                CropWindow w = crop.window(site.value(), smallestWidth, smallestHeight);
                shrinks |= w.changes();
                sizes.add(w.toString());
            }
            // a crop that leaves every grid as it is, or repeats one already tried, costs nothing to skip
            if (!shrinks || !tried.add(sizes)) {
                continue;
            }
            int sw = smallestWidth;
            int sh = smallestHeight;
            Object before = state.model();
            Function<Object, CropWindow> windowOf = grid -> crop.window(grid, sw, sh);
            boolean taken = state.tryEdit(() -> ModelTree.rewrite(before, (path, value) -> {
                if (!GridCells.isGrid(value)) {
                    return CropFollowers.follow(before, path, value, windowOf);
                }
                CropWindow w = windowOf.apply(value);
                return w.changes() ? GridCells.crop(value, w.x0(), w.y0(), w.width(), w.height()) : value;
            }));
            if (taken) {
                return true;
            }
        }
        return false;
    }

    /** Both halves first (the biggest cut), then width, then height; proportional before independent. */
    private static List<Crop> crops() {
        List<Crop> crops = new ArrayList<>();
        for (boolean proportional : new boolean[] {true, false}) {
            for (boolean right : new boolean[] {false, true}) {
                for (boolean bottom : new boolean[] {false, true}) {
                    crops.add(new Crop(true, true, right, bottom, proportional));
                }
            }
            for (boolean right : new boolean[] {false, true}) {
                crops.add(new Crop(true, false, right, false, proportional));
            }
            for (boolean bottom : new boolean[] {false, true}) {
                crops.add(new Crop(false, true, false, bottom, proportional));
            }
        }
        return crops;
    }
}
