package dev.mapharness.reports.picture;

/**
 * How a grid of cells maps onto a picture: big grids shrink to at most {@link MapPictures#MAX_SIDE}
 * pixels on the longer side (each pixel stands for the cells it covers), small ones grow by a whole
 * factor to at least {@link MapPictures#MIN_SIDE} so a 4 × 4 world is still readable (nearest
 * neighbour). With {@code northUp}, grid row 0 is drawn at the bottom, as terrain rows run from
 * south to north; level planes keep row 0 at the top.
 */
record PictureSize(int cellsWide, int cellsHigh, int width, int height, boolean northUp) {

    static PictureSize of(int cellsWide, int cellsHigh, boolean northUp) {
        int w = Math.max(1, cellsWide);
        int h = Math.max(1, cellsHigh);
        int longer = Math.max(w, h);
        if (longer > MapPictures.MAX_SIDE) {
            int pw = (int) Math.max(1, (long) w * MapPictures.MAX_SIDE / longer);
            int ph = (int) Math.max(1, (long) h * MapPictures.MAX_SIDE / longer);
            return new PictureSize(w, h, pw, ph, northUp);
        }
        int factor = Math.max(1, Math.min((MapPictures.MIN_SIDE + longer - 1) / longer, MapPictures.MAX_SIDE / longer));
        return new PictureSize(w, h, w * factor, h * factor, northUp);
    }

    /** The grid column a pixel column samples. */
    int cellX(int px) {
        return (int) ((long) px * cellsWide / width);
    }

    /** The grid row a pixel row samples. */
    int cellY(int py) {
        int fromTop = (int) ((long) py * cellsHigh / height);
        return northUp ? cellsHigh - 1 - fromTop : fromTop;
    }

    /** First pixel column of cell column x. */
    int firstPixelX(int x) {
        return (int) ((long) x * width / cellsWide);
    }

    /** Pixel columns of cell column x: at least one, even when many cells share a pixel. */
    int lastPixelX(int x) {
        return Math.max(firstPixelX(x), (int) (((long) x + 1) * width / cellsWide) - 1);
    }

    int firstPixelY(int y) {
        int row = northUp ? cellsHigh - 1 - y : y;
        return (int) ((long) row * height / cellsHigh);
    }

    int lastPixelY(int y) {
        int row = northUp ? cellsHigh - 1 - y : y;
        return Math.max(firstPixelY(y), (int) (((long) row + 1) * height / cellsHigh) - 1);
    }

    /** "512 × 512 cells drawn at 2 px per cell" or "… 1 px per 8 cells". */
    String scaleText(String unit) {
        String size = cellsWide + " × " + cellsHigh + " " + unit;
        if (width >= cellsWide) {
            return size + ", " + (width / cellsWide) + " px per " + unit.replaceAll("s$", "");
        }
        return size + ", shrunk to " + width + " × " + height + " px";
    }
}
