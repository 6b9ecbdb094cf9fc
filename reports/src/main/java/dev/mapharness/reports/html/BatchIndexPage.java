package dev.mapharness.reports.html;

import dev.mapharness.rules.Rule;
import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import gg.jte.Content;
import java.util.Arrays;
import java.util.List;

/**
 * The index of a batch report: counts over every file, the most common kinds of finding, and one
 * row per file. The rows were rendered as the files came and are streamed in from where they
 * wait ({@code rows}); everything else here is a bounded summary.
 *
 * @param folder    the name of the folder that holds the files' pages
 * @param untallied findings of kinds past the {@value BatchTally#MAX_KINDS} distinct ones tallied
 */
public record BatchIndexPage(Stylesheet style, long files, long bytes, long pages, String folder,
                             List<StatusCount> statuses, List<FormatRow> formats, List<WriterRow> writers,
                             List<SeverityRow> severities, List<KindRow> kinds, long distinctKinds, long untallied, long rewriteDiffers, Content rows) {

    /** Distinct finding kinds tallied at most; past them, findings are counted but not ranked. */
    public static final int MAX_KINDS = BatchTally.MAX_KINDS;

    /** How many files have one status. */
    public record StatusCount(CheckResult.Status status, long files) {
        public String text() {
            return CheckPage.statusText(status);
        }

        public String cssClass() {
            return CheckPage.statusClass(status);
        }
    }

    /** Files of one format, by status, and their bytes. */
    public record FormatRow(String format, long files, long conforming, long notConforming, long unreadable,
                            long unsupported, long bytes) {
    }

    /**
     * Files by the tool that most likely wrote them ({@code unknown} included), by status, with their
     * findings by severity; past {@value BatchTally#MAX_WRITERS} distinct writers, one row for the rest.
     */
    public record WriterRow(String writer, long files, long conforming, long notConforming, long unreadable,
                            long errors, long warnings, long notes) {
    }

    /** How many findings of one severity there are, and in how many files. */
    public record SeverityRow(Severity severity, long findings, long files) {
    }

    /**
     * One kind of finding: a severity, a kind and a field pattern ({@code objects[*].id}), or for a
     * finding about the whole file its message with the numbers taken out; with the first one seen.
     */
    public record KindRow(Severity severity, Rule rule, String kind, String pattern, long files, long findings, String exampleField,
                          String exampleMessage, String exampleFile) {
    }

    static BatchIndexPage of(BatchTally t, String folder, Content rows) {
        List<StatusCount> statuses = Arrays.stream(CheckResult.Status.values())
                .map(s -> new StatusCount(s, t.count(s))).toList();
        return new BatchIndexPage(Stylesheet.REPORT, t.files(), t.bytes(), t.pages(), folder, statuses, t.formats(),
                t.writers(), t.severities(), t.topKinds(), t.distinctKinds(), t.untallied(), t.rewriteDiffers(), rows);
    }

    public long conforming() {
        return statuses.get(CheckResult.Status.CONFORMS.ordinal()).files();
    }

    public String verdictText() {
        return files == 0 ? "No file was checked" : CheckPage.verdictText(files, conforming());
    }

    /** The class of a count's cell: zeros recede, so the counts that matter stand out. */
    public static String num(long n) {
        return n == 0 ? "num zero" : "num";
    }

    public String verdictClass() {
        return conforming() == files ? "ok" : "bad";
    }
}
