package dev.mapharness.reports.html;

import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.TextReport;
import dev.mapharness.reports.compare.ByteRange;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.compare.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What the check page shows: one section per file, each bounded.
 *
 * @param back the index this page belongs to, when it is one file's page of a batch report
 */
public record CheckPage(Stylesheet style, List<FileSection> files, Optional<BackLink> back) {
    /** A link to the index of a batch report: a relative {@code href} and the index's name to show. */
    public record BackLink(String href, String name) {
    }

    /** Differing regions drawn as hex per file at most. */
    public static final int HEX_PANELS = 8;

    /**
     * One file.
     *
     * @param failureWindow the bytes around where reading stopped, for a file that does not decode
     */
    public record FileSection(CheckResult result, Capped<Finding> findings, Capped<EncodingDifference> encoding,
                              long realDifferences, List<PictureView> pictures, List<HexPanel> hex,
                              Optional<HexView> failureWindow) {
        public String statusText() {
            return CheckPage.statusText(result.status());
        }

        public String statusClass() {
            return CheckPage.statusClass(result.status());
        }

        public String format() {
            return result.detection().map(d -> d.label()).orElse("not recognised");
        }

        public String failureMessage() {
            return result.failure().map(ReadFailure::message).orElse("");
        }

        /** What the rule settings changed, a line each ("overrides: wwd/… ignored (mapharness.json:3:14), 12 findings"). */
        public List<String> overrideLines() {
            return dev.mapharness.reports.OverridesText.lines(result.overrides());
        }

        /** "2 errors, 1 note". */
        public String severityCounts() {
            return TextReport.severityCounts(result);
        }

        public boolean decoded() {
            return result.evidence().model().isPresent();
        }
    }

    public static String statusText(CheckResult.Status status) {
        return switch (status) {
            case CONFORMS -> "conforms";
            case DOES_NOT_CONFORM -> "does not conform";
            case UNSUPPORTED -> "not supported";
            case UNREADABLE -> "cannot be read";
        };
    }

    public static String statusClass(CheckResult.Status status) {
        return switch (status) {
            case CONFORMS -> "ok";
            case UNSUPPORTED -> "warn";
            case DOES_NOT_CONFORM, UNREADABLE -> "bad";
        };
    }

    public long count(CheckResult.Status status) {
        return files.stream().filter(f -> f.result().status() == status).count();
    }

    public String verdictText() {
        return verdictText(files.size(), count(CheckResult.Status.CONFORMS));
    }

    /** "The file conforms", "All 12 files conform", "3 of 12 files do not conform". */
    static String verdictText(long files, long conforming) {
        if (conforming == files) {
            return files == 1 ? "The file conforms" : "All " + Fmt.count(files) + " files conform";
        }
        return Fmt.count(files - conforming) + " of " + Fmt.plural(files, "file", "files")
                + " " + (files == 1 ? "does" : "do") + " not conform";
    }

    public String verdictClass() {
        return count(CheckResult.Status.CONFORMS) == files.size() ? "ok" : "bad";
    }

    static CheckPage of(List<CheckResult> results, PictureSource pictures, Optional<BackLink> back) {
        List<FileSection> sections = new ArrayList<>();
        for (CheckResult r : results) {
            sections.add(section(r, pictures));
        }
        return new CheckPage(Stylesheet.REPORT, sections, back);
    }

    private static FileSection section(CheckResult r, PictureSource source) {
        Evidence file = r.evidence();
        List<PictureView> pictures = List.of();
        if (file.model().isPresent()) {
            Set<String> marked = new LinkedHashSet<>();
            r.findings().stream().map(Finding::field).filter(f -> !f.isEmpty()).limit(Capped.ROWS).forEach(marked::add);
            r.encoding().stream().limit(Capped.ROWS).forEach(e -> {
                marked.add(e.field());
                marked.add(e.firstElement());
            });
            // the canonical encoding holds the same model: the findings, not a model comparison, say what to mark
            pictures = source.draw(file, marked, Optional.empty()).stream().map(PictureView::of).toList();
        }
        List<HexPanel> hex = new ArrayList<>();
        for (EncodingDifference e : r.encoding()) {
            if (hex.size() == HEX_PANELS) {
                break;
            }
            if (file.bytes().length == 0) {
                break;
            }
            List<HexView> sides = new ArrayList<>();
            boolean canonical = r.canonical().bytes().length > 0;
            sides.add(HexView.around("this file", file.bytes(), file.fieldMap(), e.inFile(),
                    canonical ? Optional.of(new HexView.Comparand(r.canonical().bytes(), e.inCanonical())) : Optional.empty()));
            if (canonical) {
                sides.add(HexView.around("canonical encoding", r.canonical().bytes(), r.canonical().fieldMap(),
                        e.inCanonical(), Optional.of(new HexView.Comparand(file.bytes(), e.inFile()))));
            }
            hex.add(new HexPanel(e.firstElement() + " (" + e.verdict().id() + ")", sides));
        }
        Optional<HexView> failureWindow = r.failure()
                .filter(ReadFailure::hasOffset)
                .filter(f -> file.bytes().length > 0)
                .map(f -> HexView.around("this file", file.bytes(), file.fieldMap(),
                        new ByteRange(f.offset(), f.offset() + 1), Optional.empty()));
        long real = r.encoding().stream().filter(e -> e.verdict() == Verdict.REAL).count();
        return new FileSection(r, Capped.of(r.findings()), Capped.of(r.encoding()), real, pictures, hex, failureWindow);
    }
}
