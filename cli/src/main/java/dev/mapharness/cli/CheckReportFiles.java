package dev.mapharness.cli;

import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.html.PictureSource;
import dev.mapharness.reports.junit.JUnitXml;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The report files of {@code check} ({@code --html}, {@code --junit}), fed one result at a time. */
final class CheckReportFiles implements AutoCloseable {
    private final Optional<ReportFile> html;
    private final Optional<ReportFile> junit;
    private final List<CheckResult> results = new ArrayList<>();

    private CheckReportFiles(Optional<ReportFile> html, Optional<ReportFile> junit) {
        this.html = html;
        this.junit = junit;
    }

    static CheckReportFiles open(Optional<ReportFile> html, Optional<ReportFile> junit, boolean singleFile) {
        return new CheckReportFiles(html, junit);
    }

    void add(CheckResult r) {
        if (html.isPresent() || junit.isPresent()) {
            results.add(r);
        }
    }

    void commit() {
        html.ifPresent(f -> f.write(HtmlReport.check(results, PictureSource.MAPS)));
        junit.ifPresent(f -> f.write(JUnitXml.check(results)));
    }

    @Override
    public void close() {
        results.clear();
    }
}
