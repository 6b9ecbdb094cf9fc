package dev.mapharness.cli;

import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.baseline.BaselineWriter;
import dev.mapharness.reports.html.BatchHtmlReport;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.html.PictureSource;
import dev.mapharness.reports.junit.JUnitBatchWriter;
import dev.mapharness.reports.sarif.SarifWriter;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The report files of {@code check} ({@code --html}, {@code --junit}, {@code --sarif}, {@code --write-baseline}), fed one result at a time and
 * written atomically when the batch ends: an interrupted run leaves the reports of the run before.
 * A single file named on its own gets its HTML page as before; a batch gets the index with a page
 * per file that does not conform.
 */
final class CheckReportFiles implements AutoCloseable {
    private final Optional<ReportFile> singlePage;
    private CheckResult single;
    private final BatchHtmlReport batchHtml;
    private final JUnitBatchWriter junit;
    private final SarifWriter sarif;
    private final BaselineWriter baseline;

    private CheckReportFiles(Optional<ReportFile> singlePage, BatchHtmlReport batchHtml, JUnitBatchWriter junit,
                             SarifWriter sarif, BaselineWriter baseline) {
        this.singlePage = singlePage;
        this.batchHtml = batchHtml;
        this.junit = junit;
        this.sarif = sarif;
        this.baseline = baseline;
    }

    static CheckReportFiles open(Optional<ReportFile> html, Optional<ReportFile> junit, boolean singleFile) {
        return open(html, junit, Optional.empty(), Optional.empty(), singleFile);
    }

    /** With the SARIF log ({@code --sarif}) and the baseline to write ({@code --write-baseline}) too. */
    static CheckReportFiles open(Optional<ReportFile> html, Optional<ReportFile> junit, Optional<ReportFile> sarif,
                                 Optional<ReportFile> writeBaseline, boolean singleFile) {
        BatchHtmlReport index = null;
        JUnitBatchWriter xml = null;
        SarifWriter log = null;
        BaselineWriter known = null;
        try {
            if (html.isPresent() && !singleFile) {
                index = BatchHtmlReport.open(html.get().path(), PictureSource.MAPS);
            }
            if (junit.isPresent()) {
                xml = JUnitBatchWriter.open(junit.get().path());
            }
            if (sarif.isPresent()) {
                log = SarifWriter.open(sarif.get().path(), Build.version(), SarifWriter.rulesPage(FuzzRunSettings.home()));
            }
            if (writeBaseline.isPresent()) {
                known = BaselineWriter.open(writeBaseline.get().path(), Build.version());
            }
        } catch (IOException e) {
            closeQuietly(index);
            closeQuietly(xml);
            closeQuietly(log);
            closeQuietly(known);
            throw new ReportFile.Unwritable("cannot write the reports: " + SafeText.of(e.getMessage()));
        }
        return new CheckReportFiles(singleFile ? html : Optional.empty(), index, xml, log, known);
    }

    void add(CheckResult r) throws IOException {
        if (singlePage.isPresent()) {
            single = r;
        }
        if (batchHtml != null) {
            batchHtml.add(r);
        }
        if (junit != null) {
            junit.add(r);
        }
        if (sarif != null) {
            sarif.add(r);
        }
        if (baseline != null) {
            baseline.add(r);
        }
    }

    void commit() throws IOException {
        commit(ExitCodes.OK);
    }

    /** Writes every report; the SARIF log records {@code exitCode} as the run's. */
    void commit(int exitCode) throws IOException {
        if (sarif != null) {
            sarif.commit(exitCode);
        }
        if (baseline != null) {
            baseline.commit();
        }
        if (singlePage.isPresent() && single != null) {
            singlePage.get().write(HtmlReport.check(List.of(single), PictureSource.MAPS));
        }
        if (batchHtml != null) {
            batchHtml.commit();
        }
        if (junit != null) {
            junit.commit();
        }
    }

    /** Without {@link #commit}, removes what the run has written so far; the earlier reports stay. */
    @Override
    public void close() throws IOException {
        try {
            if (batchHtml != null) {
                batchHtml.close();
            }
        } finally {
            try {
                if (junit != null) {
                    junit.close();
                }
            } finally {
                closeQuietly(sarif);
                closeQuietly(baseline);
            }
        }
    }

    private static void closeQuietly(AutoCloseable c) {
        if (c != null) {
            try {
                c.close();
            } catch (Exception e) {
                // the open failed already; that is what the user is told
            }
        }
    }
}
