package dev.mapharness.reports.conformance;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What became of one case.
 *
 * @param name     the case's name
 * @param verdict  pass, fail, crash, timeout or no output
 * @param reasons  why it is not a pass: each differing field, each error in the tool's file, the exit code
 * @param command  the command line that ran the case, to run it again by hand
 * @param stderr   the start of what the tool printed on standard error
 * @param fields   the field paths behind a fail (each differing field, each field with an error in the
 *                 tool's file): what a shrunk case must still get wrong ({@link FailureSignature})
 * @param evidence the models on both sides and the shrunk case, for reports; {@link CaseEvidence#NONE} for a pass
 */
public record CaseResult(String name, CaseVerdict verdict, List<String> reasons, String command, String stderr,
                         Duration took, List<String> fields, CaseEvidence evidence) {
    public CaseResult {
        reasons = List.copyOf(reasons);
        fields = List.copyOf(fields);
        Objects.requireNonNull(evidence, "evidence");
    }

    /** A result with no field behind it and nothing for a report (a crash, a timeout, no output). */
    public CaseResult(String name, CaseVerdict verdict, List<String> reasons, String command, String stderr, Duration took) {
        this(name, verdict, reasons, command, stderr, took, List.of(), CaseEvidence.NONE);
    }

    /** This result run by {@code again} (a kept case's command line). */
    public CaseResult withCommand(String again) {
        return new CaseResult(name, verdict, reasons, again, stderr, took, fields, evidence);
    }

    /** This result with {@code more} as its evidence. */
    public CaseResult withEvidence(CaseEvidence more) {
        return new CaseResult(name, verdict, reasons, command, stderr, took, fields, more);
    }
}
