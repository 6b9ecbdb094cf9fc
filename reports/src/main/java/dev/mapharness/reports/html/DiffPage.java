package dev.mapharness.reports.html;

import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.SideFailure;
import dev.mapharness.format.Detection;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.TextReport;
import dev.mapharness.reports.compare.ByteRange;
import dev.mapharness.reports.compare.DivergenceGroup;
import dev.mapharness.reports.compare.SideBytes;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/** What the diff page shows: both inputs, the groups split into unexpected and expected, pictures, hex. */
public record DiffPage(Stylesheet style, DiffResult result, List<InputSection> inputs, List<String> sides,
                       Capped<DivergenceGroup> unexpected, Capped<DivergenceGroup> expected,
                       Capped<SideFailure> failures, List<HexPanel> hex, Optional<String> refusal) {
    /** Groups drawn as hex at most. */
    public static final int HEX_PANELS = 6;
    /** Examples listed per group at most. */
    public static final int EXAMPLES = 3;

    /** One input file with its pictures, or its failure and the bytes around it. */
    public record InputSection(DiffResult.Input input, List<PictureView> pictures, Optional<HexView> failureWindow) {
        public String format() {
            return input.detection().map(Detection::label).orElse("not recognised");
        }

        public String failureMessage() {
            return input.failure().map(ReadFailure::message).orElse("");
        }
    }

    public String verdictText() {
        if (refusal.isPresent()) {
            return "Not compared: the files are of different formats";
        }
        return switch (result.status()) {
            case AGREES -> "The sides agree: every divergence is expected";
            case DIVERGES -> Fmt.plural(unexpected.total(), "unexpected divergence", "unexpected divergences")
                    + (failures.total() > 0 ? ", " + Fmt.plural(failures.total(), "failed side", "failed sides") : "");
            case UNREADABLE -> "Not compared: an input cannot be read";
        };
    }

    public String verdictClass() {
        return switch (result.status()) {
            case AGREES -> "ok";
            case DIVERGES -> "bad";
            case UNREADABLE -> refusal.isPresent() ? "warn" : "bad";
        };
    }

    /** The tolerance and what it absorbed, if the comparison had one. */
    public Optional<String> tolerance() {
        return result.differential().filter(d -> !d.tolerance().exact()).map(TextReport::tolerance);
    }

    public long omittedUnexpected() {
        return result.differential().map(DifferentialResult::omittedUnexpected).orElse(0L);
    }

    public long omittedExpected() {
        return result.differential().map(DifferentialResult::omittedExpected).orElse(0L);
    }

    public static List<LabelledDivergence> examples(DivergenceGroup g) {
        return g.examples().size() > EXAMPLES ? g.examples().subList(0, EXAMPLES) : g.examples();
    }

    static DiffPage of(DiffResult r, PictureSource source) {
        List<String> sides = r.differential().map(DifferentialResult::sides)
                .orElseGet(() -> r.inputs().stream().map(DiffResult.Input::file).toList());
        Set<String> marked = new LinkedHashSet<>();
        for (DivergenceGroup g : r.groups().subList(0, Math.min(r.groups().size(), Capped.ROWS))) {
            marked.add(g.pattern());
            g.examples().forEach(e -> marked.add(e.path()));
        }
        List<InputSection> inputs = new ArrayList<>();
        for (int i = 0; i < r.inputs().size(); i++) {
            DiffResult.Input in = r.inputs().get(i);
            Evidence own = in.evidence();
            Optional<Evidence> other = r.inputs().size() == 2 ? Optional.of(r.inputs().get(1 - i).evidence()) : Optional.empty();
            List<PictureView> pictures = own.model().isPresent()
                    ? source.draw(own, marked, other.filter(o -> o.model().isPresent())).stream().map(PictureView::of).toList()
                    : List.of();
            Optional<HexView> window = in.failure().filter(ReadFailure::hasOffset).filter(f -> own.bytes().length > 0)
                    .map(f -> HexView.around(in.file(), own.bytes(), own.fieldMap(),
                            new ByteRange(f.offset(), f.offset() + 1), Optional.empty()));
            inputs.add(new InputSection(in, pictures, window));
        }
        List<DivergenceGroup> unexpected = r.groups().stream().filter(g -> !g.expected()).toList();
        List<DivergenceGroup> expected = r.groups().stream().filter(DivergenceGroup::expected).toList();
        List<SideFailure> failures = r.differential().map(DifferentialResult::failures).orElse(List.of());
        List<HexPanel> hex = new ArrayList<>();
        // unexpected groups first; stop at the first few that have bytes to show
        Iterator<DivergenceGroup> it = Stream.concat(unexpected.stream(), expected.stream()).iterator();
        while (it.hasNext() && hex.size() < HEX_PANELS) {
            hexPanel(it.next(), sides, r.inputs()).ifPresent(hex::add);
        }
        return new DiffPage(Stylesheet.REPORT, r, inputs, sides, Capped.of(unexpected), Capped.of(expected),
                Capped.of(failures), hex, refusal(r));
    }

    /** Two readable files of different formats: the differential refuses to compare them. */
    private static Optional<String> refusal(DiffResult r) {
        if (r.differential().isPresent() || r.inputs().size() != 2
                || r.inputs().stream().anyMatch(i -> i.failure().isPresent() || i.detection().isEmpty())) {
            return Optional.empty();
        }
        Detection a = r.inputs().get(0).detection().get();
        Detection b = r.inputs().get(1).detection().get();
        if (a.format() == b.format()) {
            return Optional.empty();
        }
        return Optional.of(r.inputs().get(0).file() + " is " + a.label() + " and " + r.inputs().get(1).file() + " is "
                + b.label() + ": a differential compares two files of one format (convert one first: mapharness convert IN OUT --to FORMAT)");
    }

    /** The group's bytes in each side whose bytes the report holds, next to each other. */
    private static Optional<HexPanel> hexPanel(DivergenceGroup g, List<String> sides, List<DiffResult.Input> inputs) {
        List<SideBytes> located = new ArrayList<>();
        List<Evidence> evidence = new ArrayList<>();
        for (SideBytes b : g.bytes()) {
            int index = sides.indexOf(b.side());
            if (index < 0 || index >= inputs.size() || inputs.size() < sides.size()) {
                continue; // a side written in memory (an OPRW version) whose bytes are not kept
            }
            Evidence e = inputs.get(index).evidence();
            if (e.bytes().length > 0) {
                located.add(b);
                evidence.add(e);
            }
            if (located.size() == 2) {
                break;
            }
        }
        if (located.isEmpty()) {
            return Optional.empty();
        }
        List<HexView> views = new ArrayList<>();
        for (int i = 0; i < located.size(); i++) {
            Optional<HexView.Comparand> other = located.size() == 2
                    ? Optional.of(new HexView.Comparand(evidence.get(1 - i).bytes(), located.get(1 - i).range()))
                    : Optional.empty();
            views.add(HexView.around(located.get(i).side(), evidence.get(i).bytes(), evidence.get(i).fieldMap(),
                    located.get(i).range(), other));
        }
        return Optional.of(new HexPanel(g.pattern(), views));
    }
}
