package dev.mapharness.text;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.LevelPath;
import dev.mapharness.gamestudio.PathEdge;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.Vec3;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a path's inside up to (not including) its {@code '}'}, shared by text WMP and {@code $$M}
 * (layout in {@link LevelPath}). The node count splits the numbers; the edges run to the brace.
 * A triplet count that disagrees and edges naming nodes the path does not have are violations.
 */
public final class PathReader {
    /** Bytes a node takes at the least: nine numbers with separators. */
    static final int MIN_NODE_BYTES = 18;

    private PathReader() {
    }

    public static LevelPath read(TextInput in, Violations violations) {
        RawString name = in.word("name");
        int n = in.count("nodeCount", MIN_NODE_BYTES);
        Token tripletsAt = in.peek();
        long triplets = in.longInteger("tripletCount", 0, Long.MAX_VALUE);
        List<Vec3> positions = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.enter("nodes", i);
            in.enter("position");
            positions.add(new Vec3(in.number("x"), in.number("y"), in.number("z")));
            in.leave();
            in.leave();
        }
        List<PathNode> nodes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.enter("nodes", i);
            List<Double> skills = new ArrayList<>(PathNode.SKILLS);
            for (int k = 0; k < PathNode.SKILLS; k++) {
                in.enter("skills", k);
                skills.add(in.number(""));
                in.leave();
            }
            in.leave();
            nodes.add(new PathNode(positions.get(i), skills));
        }
        List<PathEdge> edges = new ArrayList<>();
        int badNodes = 0;
        Token firstBad = null;
        while (!in.at(TokenKind.CLOSE_BRACE)) {
            in.enter("edges", edges.size());
            Token at = in.peek();
            int from = in.integer("from");
            int to = in.integer("to");
            PathEdge e = new PathEdge(from, to, in.number("direction"), in.number("skill1"), in.number("skill2"),
                    in.number("skill3"));
            in.leave();
            if (from < 1 || from > n || to < 1 || to > n) {
                if (badNodes++ == 0) {
                    firstBad = at;
                }
            }
            edges.add(e);
        }
        LevelPath path = new LevelPath(name, nodes, edges);
        if (triplets != path.tripletCount()) {
            in.violation(violations, TextRules.PATH_TRIPLET_COUNT, tripletsAt, "tripletCount", "states " + triplets + " triplets; " + n + " nodes and "
                    + edges.size() + " edges make " + path.tripletCount() + " (3 per node, 2 per edge)");
        }
        if (badNodes > 0) {
            in.violation(violations, TextRules.PATH_EDGE_NODE_OUTSIDE, firstBad, "edges", badNodes + " edge(s) name nodes outside 1.." + n + " (first shown)");
        }
        return path;
    }

    /** Writes the inside of a path, one node or edge per line. */
    public static void write(TextPrinter p, LevelPath path, String field) {
        p.word(path.name(), field + ".name").endLine();
        p.integer(path.nodes().size()).endLine();
        p.integer(path.tripletCount()).endLine();
        for (int i = 0; i < path.nodes().size(); i++) {
            p.vec(path.nodes().get(i).position(), field + ".nodes[" + i + "].position").endLine();
        }
        for (int i = 0; i < path.nodes().size(); i++) {
            p.numbers(path.nodes().get(i).skills(), field + ".nodes[" + i + "].skills").endLine();
        }
        for (int i = 0; i < path.edges().size(); i++) {
            PathEdge e = path.edges().get(i);
            String f = field + ".edges[" + i + "]";
            p.integer(e.from()).integer(e.to()).number(e.direction(), f + ".direction").number(e.skill1(), f + ".skill1")
                    .number(e.skill2(), f + ".skill2").number(e.skill3(), f + ".skill3").endLine();
        }
    }
}
