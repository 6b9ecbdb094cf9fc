package dev.mapharness.reports.html;

import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import java.util.Optional;

/**
 * One file's row in the index of a batch report: what it holds does not grow with the file's
 * findings, so the index is one short row per file.
 *
 * @param position the file's place in the input, from 1
 * @param page     the link to the file's own page, if it has one
 * @param writer   who most likely wrote the file, on one line (docs/provenance.md)
 */
public record BatchRow(long position, String file, String format, long size, CheckResult.Status status, long errors,
                       long warnings, long notes, Optional<String> page, String writer) {

    static BatchRow of(long position, CheckResult r, Optional<String> page) {
        return new BatchRow(position, r.file(), BatchTally.format(r), r.size(), r.status(), r.count(Severity.ERROR),
                r.count(Severity.WARNING), r.count(Severity.NOTE), page, r.writer().describe());
    }

    public String statusText() {
        return CheckPage.statusText(status);
    }

    public String statusClass() {
        return CheckPage.statusClass(status);
    }
}
