package dev.mapharness.reports.nightly;

import java.util.List;

/**
 * What one night's corpus covered of the codecs, from the {@code coverage} of its {@code summary.json}.
 *
 * @param report   the HTML coverage report's index page
 * @param total    the whole of the codecs
 * @param packages each package of the codecs
 * @param targets  each target's corpus, over the whole of the codecs
 */
public record CoverageNight(String report, Counts total, List<Counts> packages, List<Counts> targets) {
    public CoverageNight {
        packages = List.copyOf(packages);
        targets = List.copyOf(targets);
    }

    /** Lines and branches of a package or of what a target reached: covered, and how many there are. */
    public record Counts(String name, int linesCovered, int lines, int branchesCovered, int branches) {
        /** Covered lines and branches together: what must grow for coverage to grow. */
        public int reached() {
            return linesCovered + branchesCovered;
        }
    }
}
