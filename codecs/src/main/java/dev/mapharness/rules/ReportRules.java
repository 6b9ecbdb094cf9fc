package dev.mapharness.rules;

import static dev.mapharness.format.Severity.WARNING;

/** Rules of the findings list itself, whatever the format. */
public final class ReportRules {
    public static final Rule FINDINGS_CAPPED = Rule.violation("report/findings-capped", WARNING,
            "more violations than a report lists",
            "A reader lists at most 1000 violations, so that a hostile file cannot grow a report without"
                    + " bound; this entry counts the ones not listed. Repeated violations of one rule are grouped"
                    + " before that (one entry for a million bad cells), so reaching the cap is rare.",
            "It takes the severity of the gravest violation it stands for; warning is only its default.");

    private ReportRules() {
    }
}
