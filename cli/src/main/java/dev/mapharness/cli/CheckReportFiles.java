package dev.mapharness.cli;

import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.html.BatchHtmlReport;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.html.PictureSource;
import dev.mapharness.reports.junit.JUnitBatchWriter;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The report files of {@code check} ({@code --html}, {@code --junit}), fed one result at a time and
 * written atomically when the batch ends: an interrupted run leaves the reports of the run before.
 * A single file named on its own gets its HTML page as before; a batch gets the index with a page
 * per file that does not conform.
 */
final class CheckReportFiles implements AutoCloseable {
    private final Optional<ReportFile> singlePage;
    private CheckResult single;
    private final BatchHtmlReport batchHtml;
    private final JUnitBatchWriter junit;

    private CheckReportFiles(Optional<ReportFile> singlePage, BatchHtmlReport batchHtml, JUnitBatchWriter junit) {
        this.singlePage = singlePage;
        this.batchHtml = batchHtml;
        this.junit = junit;
    }

    static CheckReportFiles open(Optional<ReportFile> html, Optional<ReportFile> junit, boolean singleFile) {
        BatchHtmlReport index = null;
        JUnitBatchWriter xml = null;
        try {
            if (html.isPresent() && !singleFile) {
                index = BatchHtmlReport.open(html.get().path(), PictureSource.MAPS);
            }
            if (junit.isPresent()) {
                xml = JUnitBatchWriter.open(junit.get().path());
            }
        } catch (IOException e) {
            closeQuietly(index);
            throw new ReportFile.Unwritable("cannot write the reports: " + SafeText.of(e.getMessage()));
        }
        return new CheckReportFiles(singleFile ? html : Optional.empty(), index, xml);
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
    }

    void commit() throws IOException {
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
            if (junit != null) {
                junit.close();
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
