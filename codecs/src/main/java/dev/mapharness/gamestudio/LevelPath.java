package dev.mapharness.gamestudio;

import dev.mapharness.bytes.RawString;
import java.util.List;
import java.util.Objects;

/**
 * A path as both formats write it:
 *
 * <pre>
 * name
 * nodeCount
 * tripletCount             (3·nodes + 2·edges: positions, node skills and edges, in threes)
 * x y z                    per node
 * s1 s2 s3 s4 s5 s6        per node
 * from to direction e1 e2 e3   per edge
 * </pre>
 *
 * The counts are derived; readers report counts that disagree with the lists.
 */
public record LevelPath(RawString name, List<PathNode> nodes, List<PathEdge> edges) {
    public LevelPath {
        Objects.requireNonNull(name, "name");
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    /** The "number of data triplets" the file states: positions, node skills and edges. */
    public long tripletCount() {
        return 3L * nodes.size() + 2L * edges.size();
    }
}
