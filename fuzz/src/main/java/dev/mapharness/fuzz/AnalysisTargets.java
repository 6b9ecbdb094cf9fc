package dev.mapharness.fuzz;

import dev.mapharness.fuzz.diff.DiffOracle;
import dev.mapharness.fuzz.provenance.ProvenanceOracle;
import dev.mapharness.fuzz.reports.ReportOracle;
import java.util.List;
import java.util.Optional;

/**
 * Targets of what works on models rather than on one format's bytes, each named by its concern
 * ({@link TargetNames}): provenance (which reads every file {@code info} and {@code check} are given),
 * the differential behind {@code diff}, the chains of migrations behind {@code convert}, and the report
 * writers every command prints with.
 */
final class AnalysisTargets {
    private AnalysisTargets() {
    }

    static List<FuzzTarget> all() {
        return List.of(
                new FuzzTarget(TargetNames.PROVENANCE, "provenance of any bytes, as info and check judge it: the"
                        + " reads, the table's verdict and every fingerprint on its own; the same verdicts twice",
                        InputKind.FILE, Optional.empty(), "provenance", new FuzzTarget.BytesOracle(ProvenanceOracle::check),
                        new FuzzTarget.BytesOracle(ProvenanceOracle::explore)),
                new FuzzTarget(TargetNames.DIFF, "a file against itself and against a copy with one byte changed:"
                        + " comparator, tolerance, differential and field locations", InputKind.STRUCTURED,
                        Optional.empty(), "detect", DiffOracle::check, DiffOracle::explore),
                new FuzzTarget(TargetNames.CONVERT, "convert of any bytes to every format and version a chain of migrations"
                        + " reaches from it: a refusal or a model each step took where it says, which writes and reads back",
                        InputKind.FILE, Optional.empty(), "detect", new FuzzTarget.BytesOracle(ConvertOracle::check),
                        new FuzzTarget.BytesOracle(ConvertOracle::explore)),
                new FuzzTarget(TargetNames.REPORTS, "report models with hostile strings and huge counts as text, JSON,"
                        + " JUnit XML and HTML: each parses as what it claims, nothing injected", InputKind.STRUCTURED,
                        Optional.empty(), "reports", ReportOracle::check));
    }
}
