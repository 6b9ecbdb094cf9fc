package dev.mapharness.conformance;

import dev.mapharness.reports.conformance.CaseVerdict;

import dev.mapharness.format.MapModel;
import java.util.List;
import java.util.Optional;

/** A verdict on what a tool made of a case, the reasons and the fields behind them, and its output as read (where it reads). */
record Judgement(CaseVerdict verdict, List<String> reasons, List<String> fields, Optional<MapModel> found) {
    Judgement(CaseVerdict verdict, List<String> reasons) {
        this(verdict, reasons, List.of(), Optional.empty());
    }
}
