package dev.mapharness.reports.picture;

import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.MapModel;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * What a picture highlights as divergent.
 *
 * <p>{@link #of} takes field paths as the comparator and the readers' field maps name them:
 * {@code elevation[1234]} is that cell, {@code elevation} (or {@code elevation.lzss},
 * {@code materialIndex.root.child[3]}) the whole grid, {@code objects[7].transform[9]} object 7,
 * {@code roads[2].links[0]} road cell 2, {@code roadNet[130]} the road links of land cell 130,
 * {@code planes[0].tiles[55]} one tile, {@code planes[0]} all of a plane. Paths naming nothing
 * drawn are ignored.
 *
 * <p>{@link #differingFrom} marks every cell whose bits differ from the same grid of the other model,
 * and every element whose record differs as the comparator sees it (elements past the end of the
 * other's list included). A
 * grid of another size, or missing on the other side, is marked whole. Nothing is allocated per
 * cell: the cells are compared while the picture is drawn.
 */
public final class Marks {
    private static final Marks NONE = new Marks(List.of(), null);

    private final List<String> paths;
    private final MapLayers other;

    private Marks(List<String> paths, MapLayers other) {
        this.paths = paths;
        this.other = other;
    }

    public static Marks none() {
        return NONE;
    }

    public static Marks of(Collection<String> fieldPaths) {
        return new Marks(fieldPaths.stream().filter(Objects::nonNull).map(String::strip).filter(p -> !p.isEmpty()).toList(),
                null);
    }

    /** Marks for drawing a model: every cell and element where it differs from {@code other}. */
    public static Marks differingFrom(MapModel other) {
        return new Marks(List.of(), MapLayers.of(Objects.requireNonNull(other, "other")));
    }

    public boolean isEmpty() {
        return paths.isEmpty() && other == null;
    }

    /** The mark on a grid known by {@code names} (the model's field path first, then aliases). */
    GridMark grid(GridCells mine, String... names) {
        if (other != null) {
            GridCells theirs = other.grids().get(names[0]);
            if (theirs == null || !theirs.sameSize(mine)) {
                return GridMark.whole();
            }
            return GridMark.differing(theirs);
        }
        BitSet cells = null;
        for (String path : paths) {
            for (String name : names) {
                if (covers(path, name)) {
                    return GridMark.whole();
                }
                long i = index(path, name);
                if (i >= 0 && i < mine.size()) {
                    if (cells == null) {
                        cells = new BitSet();
                    }
                    cells.set((int) i);
                }
            }
        }
        return cells == null ? GridMark.none() : GridMark.cells(cells);
    }

    /** Which elements of the list at field path {@code name} are marked, as a set over its indices. */
    BitSet elements(List<?> mine, String name) {
        BitSet marked = new BitSet();
        if (other != null) {
            List<?> theirs = other.lists().get(name);
            for (int i = 0; i < mine.size(); i++) {
                if (theirs == null || i >= theirs.size() || differ(mine.get(i), theirs.get(i))) {
                    marked.set(i);
                }
            }
            return marked;
        }
        for (String path : paths) {
            if (covers(path, name)) {
                marked.set(0, mine.size());
                return marked;
            }
            long i = index(path, name);
            if (i >= 0 && i < mine.size()) {
                marked.set((int) i);
            }
        }
        return marked;
    }

    /**
     * True if two elements differ as the comparator sees them: floats by their bits, so NaN
     * payloads count, which record equality does not see.
     */
    private static boolean differ(Object a, Object b) {
        return !Objects.equals(a, b) || !ModelComparator.compare(a, b, 0).same();
    }

    /** Indices a path gives a list under another name, below {@code limit} (road-net land cells). */
    BitSet indices(String name, long limit) {
        BitSet marked = new BitSet();
        for (String path : paths) {
            long i = index(path, name);
            if (i >= 0 && i < limit) {
                marked.set((int) i);
            }
        }
        return marked;
    }

    /** True if {@code path} names the whole field {@code name}: itself, a part of it that is not an element, or a field above it. */
    private static boolean covers(String path, String name) {
        return path.equals(name) || path.startsWith(name + ".")
                || name.startsWith(path + ".") || name.startsWith(path + "[");
    }

    /** The element index {@code name[i]…} names, or -1. */
    private static long index(String path, String name) {
        if (!path.startsWith(name + "[")) {
            return -1;
        }
        int from = name.length() + 1;
        int end = path.indexOf(']', from);
        if (end <= from || end - from > 10) {
            return -1;
        }
        long v = 0;
        for (int k = from; k < end; k++) {
            char c = path.charAt(k);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        if (end + 1 < path.length() && path.charAt(end + 1) != '.' && path.charAt(end + 1) != '[') {
            return -1;
        }
        return v;
    }
}
