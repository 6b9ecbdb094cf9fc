package dev.mapharness.text;

import static dev.mapharness.format.Severity.ERROR;
import static dev.mapharness.format.Severity.WARNING;

import dev.mapharness.rules.Rule;

/** The checks shared by the Gamestudio text formats, WMP and $$M: blocks, paths, flags and extra values. */
public final class TextRules {
    public static final Rule VERTEX_COUNT_MISMATCH = Rule.violation("text/vertex-count-mismatch", ERROR,
            "a block states another number of vertices than it lists",
            "A block starts with the number of its vertices and faces, then lists them. The stated number of"
                    + " vertices differs from the vertices listed.",
            "A reader that trusts the count reads the block's faces from the wrong tokens.");
    public static final Rule FACE_COUNT_MISMATCH = Rule.violation("text/face-count-mismatch", ERROR,
            "a block states another number of faces than it lists",
            "A block starts with the number of its vertices and faces, then lists them. The stated number of"
                    + " faces differs from the faces listed.",
            "A reader that trusts the count reads past the block or stops inside it.");
    public static final Rule UV_COUNT = Rule.violation("text/uv-count", ERROR,
            "a face lists another number of texture coordinates than a u and a v per vertex",
            "A face's texture coordinates are a u and a v for each of its vertices. This face lists another"
                    + " number of values.",
            "Some vertices have no texture coordinate, or values are left over: the texture cannot be placed.");
    public static final Rule FLAGS_WIDTH = Rule.violation("text/flags-width", WARNING,
            "flags are written with another number of digits than 4, 8, 16 or 32",
            "Flags are written as binary digits. Files use 4, 8, 16 or 32 of them; these flags have another"
                    + " width, which a rewrite keeps.",
            "The flags read to the same value, so the level loads; the width is most likely a writer's mistake.");
    public static final Rule EXTRA_VALUES = Rule.violation("text/extra-values", WARNING,
            "values follow an item's known values",
            "An item has more values than its layout holds. They are kept as written.",
            "The known values are read, so the level loads; the extra ones may mean something mapharness does"
                    + " not know.");
    public static final Rule PATH_TRIPLET_COUNT = Rule.violation("text/path-triplet-count", ERROR,
            "a path states another number of triplets than its nodes and edges make",
            "A path states how many number triplets it holds: 3 per node and 2 per edge. The stated number"
                    + " differs from what its nodes and edges make.",
            "A reader that trusts the count reads the path's nodes and edges from the wrong tokens.");
    public static final Rule PATH_EDGE_NODE_OUTSIDE = Rule.violation("text/path-edge-node-outside", ERROR,
            "path edges name nodes outside the path",
            "A path's edges join two of its nodes, numbered from 1. Edges that name a node outside 1..n are"
                    + " counted and the first is named.",
            "The edge joins nothing: whatever walks the path cannot follow it.");

    private TextRules() {
    }
}
