package dev.mapharness.fuzz.coverage;

import org.jacoco.core.analysis.ICoverageNode;

/**
 * Line and branch coverage of one part of the codecs (a package, or everything one target's corpus reached).
 *
 * @param name            a package ({@code dev.mapharness.wwd}) or a target ({@code wwd-decode})
 * @param linesCovered    lines at least one input ran
 * @param lines           lines with code
 * @param branchesCovered branches at least one input took
 * @param branches        branches
 */
public record CoverageCounts(String name, int linesCovered, int lines, int branchesCovered, int branches) {
    static CoverageCounts of(String name, ICoverageNode node) {
        return new CoverageCounts(name, node.getLineCounter().getCoveredCount(), node.getLineCounter().getTotalCount(),
                node.getBranchCounter().getCoveredCount(), node.getBranchCounter().getTotalCount());
    }
}
