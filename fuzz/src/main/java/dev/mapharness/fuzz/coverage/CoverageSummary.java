package dev.mapharness.fuzz.coverage;

import java.util.List;

/**
 * What the corpus reached of the codecs, as {@code summary.json} carries it.
 *
 * @param report   the HTML report's index page
 * @param inputs   inputs replayed, over every target
 * @param seconds  what the replay and the report took
 * @param total    the whole of the codecs
 * @param packages each package of the codecs, in name order
 * @param targets  each target's corpus (its seeds, findings and working corpus), over the whole of the codecs
 */
public record CoverageSummary(String report, int inputs, double seconds, CoverageCounts total,
                              List<CoverageCounts> packages, List<CoverageCounts> targets) {
    public CoverageSummary {
        packages = List.copyOf(packages);
        targets = List.copyOf(targets);
    }
}
