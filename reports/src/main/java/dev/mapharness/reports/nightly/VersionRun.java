package dev.mapharness.reports.nightly;

import dev.mapharness.diff.DifferentialResult;

/** One corpus OPRW world written as each version and compared, every version with every other. */
public record VersionRun(String file, DifferentialResult result) {
}
