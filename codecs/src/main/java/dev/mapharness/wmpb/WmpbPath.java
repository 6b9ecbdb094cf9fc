package dev.mapharness.wmpb;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;
import java.util.Objects;

/**
 * A path (docs/wmpb.md, "Path"): node positions relative to the path object, each node's skills
 * (real files: one list of 6 per node), and the edges.
 *
 * @param typeWord      6 in every real file
 * @param reserved      0 in every real file
 * @param skillsPerNode the length of every list in {@code nodeSkills}; the file states it even with no nodes
 */
public record WmpbPath(long typeWord, long reserved, RawString name, List<Vec3> nodes, long skillsPerNode,
                       List<List<Double>> nodeSkills, List<WmpbEdge> edges) implements WmpbData {
    public WmpbPath {
        Objects.requireNonNull(name, "name");
        nodes = List.copyOf(nodes);
        nodeSkills = nodeSkills.stream().map(List::copyOf).toList();
        for (List<Double> s : nodeSkills) {
            if (s.size() != skillsPerNode) {
                throw new IllegalArgumentException("every node has " + skillsPerNode + " skills, not " + s.size());
            }
        }
        edges = List.copyOf(edges);
    }
}
