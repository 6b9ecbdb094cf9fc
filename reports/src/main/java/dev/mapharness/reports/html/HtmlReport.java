package dev.mapharness.reports.html;

import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.conformance.ConformanceRun;
import dev.mapharness.reports.nightly.NightlyReport;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.TemplateOutput;
import gg.jte.output.StringOutput;
import java.util.List;
import java.util.Optional;

/**
 * Self-contained HTML pages for {@code check}, {@code diff}, {@code nightly} and {@code conformance}:
 * inline style, pictures as {@code data:} URIs, no script and a Content-Security-Policy that forbids
 * fetching anything. Templates under {@code src/main/jte} are compiled with the module (jte, HTML content
 * type: every value is escaped for where it is written), so nothing is compiled at run time.
 */
public final class HtmlReport {
    private static final TemplateEngine ENGINE = TemplateEngine.createPrecompiled(ContentType.Html);

    private HtmlReport() {
    }

    public static String check(List<CheckResult> results, PictureSource pictures) {
        return render("check.jte", CheckPage.of(results, pictures, Optional.empty()));
    }

    /** One file's page of a batch report: the check page of that file, linking back to the index. */
    static String checkPage(CheckResult result, PictureSource pictures, CheckPage.BackLink back) {
        return render("check.jte", CheckPage.of(List.of(result), pictures, Optional.of(back)));
    }

    public static String diff(DiffResult result, PictureSource pictures) {
        return render("diff.jte", DiffPage.of(result, pictures));
    }

    /**
     * A conformance run: its totals, a matrix of case kinds by verdict with a cell per case, and
     * each case that does not pass with its reasons, command line, maps and shrunk case (new
     * failures first, those the baseline knows after them).
     */
    public static String conformance(ConformanceRun run, PictureSource pictures) {
        return render("conformance.jte", ConformancePage.of(run, pictures));
    }

    public static String nightly(NightlyReport report) {
        return render("nightly.jte", NightlyPage.of(report));
    }

    static String render(String template, Object page) {
        StringOutput out = new StringOutput(64 * 1024);
        render(template, page, out);
        return out.toString();
    }

    static void render(String template, Object page, TemplateOutput out) {
        ENGINE.render(template, page, out);
    }
}
