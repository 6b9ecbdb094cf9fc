package dev.mapharness.fuzz.reports;

import dev.mapharness.rules.Rule;
import dev.mapharness.rules.RuleKind;
import dev.mapharness.rules.Rules;
import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.NumberTolerance;
import dev.mapharness.diff.SideFailure;
import dev.mapharness.diff.SideValue;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadMode;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.provenance.Confidence;
import dev.mapharness.provenance.Provenance;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.ConvertResult;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.FileInfo;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.compare.ByteRange;
import dev.mapharness.reports.compare.DifferenceCause;
import dev.mapharness.reports.compare.DivergenceGroup;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.compare.SideBytes;
import dev.mapharness.reports.nightly.Change;
import dev.mapharness.reports.nightly.FuzzNight;
import dev.mapharness.reports.nightly.NightlyReport;
import dev.mapharness.reports.nightly.PastNight;
import dev.mapharness.reports.nightly.RoundTripCheck;
import dev.mapharness.reports.nightly.VersionRun;
import dev.mapharness.rules.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Supplier;

/**
 * Report models built from fuzzer data: every string {@link HostileText}, every count anywhere from 0 to
 * {@link Long#MAX_VALUE}, every enum any of its values. Each value keeps its record's documented
 * preconditions (a byte range inside its evidence, a violation exactly with its cause, nothing absorbed
 * by an exact comparison), so what fails is the rendering, never the building.
 */
final class ReportModels {
    /** Elements per list: enough for every row kind of every page, few enough to render fast. */
    static final int MAX_ELEMENTS = 3;
    /** The largest file mapharness reads (below 2 GiB, as Java's arrays): where a failure in a file without evidence may lie. */
    static final long MAX_FILE = Integer.MAX_VALUE - 8;
    /** Evidence bytes per file: enough for a hex view of a few rows. */
    static final int MAX_EVIDENCE = 96;

    private final FuzzedDataProvider data;
    private final HostileText strings = new HostileText();

    private ReportModels(FuzzedDataProvider data) {
        this.data = data;
    }

    /** What {@code info}, {@code check}, {@code diff}, {@code nightly} and {@code convert} report. */
    record Models(List<FileInfo> infos, List<CheckResult> checks, DiffResult diff, NightlyReport nightly, int exitCode,
                  ConvertResult convert) {
    }

    static Models build(FuzzedDataProvider data) {
        ReportModels m = new ReportModels(data);
        // the conversion last: built after the others, it leaves the data they were made of (and kept findings) as it was
        return new Models(m.list(m::info), m.list(m::check), m.diff(), m.nightly(), data.consumeInt(0, 255), m.convert());
    }

    /**
     * A conversion in each of its states, with what each state holds: a read failure exactly when the
     * input was unreadable (then no steps), a refusal exactly when it was refused, a size exactly when
     * something was written.
     */
    /** An entry of either kind, with a loss rule of that kind (the entry refuses any other). */
    private LossReport.Entry lossEntry() {
        LossReport.Kind kind = data.pickValue(LossReport.Kind.values());
        Severity severity = kind == LossReport.Kind.LOST ? Severity.WARNING : Severity.NOTE;
        return new LossReport.Entry(kind, data.pickValue(rulesOf(RuleKind.LOSS, severity)), text(), text());
    }

    /** The registered rules of {@code kind}, of {@code severity} unless it is null. */
    private static List<Rule> rulesOf(RuleKind kind, Severity severity) {
        return Rules.all().stream().filter(r -> r.kind() == kind && (severity == null || r.severity() == severity)).toList();
    }

    private ConvertResult convert() {
        ConvertResult.Status status = data.pickValue(ConvertResult.Status.values());
        Optional<Detection> from = detection();
        boolean unreadable = status == ConvertResult.Status.UNREADABLE;
        List<ConvertResult.Step> steps = unreadable ? List.of() : list(() -> new ConvertResult.Step(target(), target(),
                new LossReport(list(this::lossEntry))));
        Optional<ReadFailure> failure = unreadable
                ? Optional.of(new ReadFailure(ReadFailure.Reason.MALFORMED, data.consumeLong(0, MAX_FILE), data.consumeInt(),
                        data.consumeInt(), text(), text(), text(), text(), data.pickValue(Rules.all())))
                : Optional.empty();
        boolean refused = status == ConvertResult.Status.REFUSED_LOSS || status == ConvertResult.Status.REFUSED_WRITE;
        Optional<ConvertResult.Refusal> refusal = refused ? Optional.of(new ConvertResult.Refusal(text(), text(),
                data.consumeBoolean() ? Optional.of(data.pickValue(rulesOf(RuleKind.WRITE, null))) : Optional.empty()))
                : Optional.empty();
        return new ConvertResult(text(), text(), from, target(), steps, list(this::finding), status,
                status == ConvertResult.Status.WRITTEN ? count() : -1, failure, refusal);
    }

    /** A format to convert to, with a version OPRW reads. */
    private MigrationTarget target() {
        Format f = data.pickValue(Format.values());
        return f == Format.OPRW ? MigrationTarget.oprw(data.consumeInt(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION))
                : MigrationTarget.of(f);
    }

    private String text() {
        return strings.next(data);
    }

    private <T> List<T> list(Supplier<T> element) {
        int n = data.consumeInt(0, MAX_ELEMENTS);
        List<T> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(element.get());
        }
        return list;
    }

    /** A count, a size or an offset: small, or anything up to the largest long. */
    private long count() {
        return data.consumeBoolean() ? data.consumeLong(0, 4096) : data.consumeLong(0, Long.MAX_VALUE);
    }

    /** A size or offset that may be -1 (unknown). */
    private long sizeOrNone() {
        return data.consumeInt(0, 7) == 0 ? -1 : count();
    }

    private Optional<Detection> detection() {
        if (!data.consumeBoolean()) {
            return Optional.empty();
        }
        OptionalInt version = data.consumeBoolean() ? OptionalInt.of(data.consumeInt()) : OptionalInt.empty();
        return Optional.of(new Detection(data.pickValue(Format.values()), version, text()));
    }

    private Finding finding() {
        return new Finding(data.pickValue(Finding.Kind.values()), data.pickValue(Rules.all()),
                data.pickValue(Severity.values()), sizeOrNone(), text(), text(), text());
    }

    /**
     * Why a file did not read, at an offset inside it (a reader's rejection points into the file or at its
     * end: DecoderOracle holds every reader to that) or none (-1).
     */
    private Optional<ReadFailure> failure(long fileLength) {
        if (!data.consumeBoolean()) {
            return Optional.empty();
        }
        long offset = data.consumeInt(0, 7) == 0 ? -1 : data.consumeLong(0, fileLength);
        return Optional.of(new ReadFailure(data.pickValue(ReadFailure.Reason.values()), offset,
                data.consumeInt(), data.consumeInt(), text(), text(), text(), text(), data.pickValue(Rules.all())));
    }

    private Provenance writer() {
        return new Provenance(text(), text(), data.pickValue(Confidence.values()), list(this::text));
    }

    private FileInfo info() {
        Map<String, Object> summary = new LinkedHashMap<>();
        int n = data.consumeInt(0, MAX_ELEMENTS);
        for (int i = 0; i < n; i++) {
            summary.put(text(), data.consumeBoolean() ? text() : (Object) count());
        }
        return new FileInfo(text(), sizeOrNone(), detection(), data.pickValue(ReadMode.values()), summary,
                list(this::finding), failure(MAX_FILE), data.consumeBoolean() ? Optional.of(writer()) : Optional.empty());
    }

    private Evidence evidence() {
        return new Evidence(data.consumeBytes(data.consumeInt(0, MAX_EVIDENCE)), Optional.empty(), Optional.empty());
    }

    /** A range inside {@code length} bytes. */
    private ByteRange range(long length) {
        long start = data.consumeLong(0, length);
        return new ByteRange(start, data.consumeLong(start, length));
    }

    private EncodingDifference encoding(Evidence file, Evidence canonical) {
        DifferenceCause cause = data.pickValue(DifferenceCause.values());
        Optional<Violation> violation = cause == DifferenceCause.VIOLATION
                ? Optional.of(new Violation(data.pickValue(Rules.all()), count(), text(), text(),
                        data.pickValue(Severity.values()), text()))
                : Optional.empty();
        return new EncodingDifference(text(), text(), range(file.bytes().length), range(canonical.bytes().length),
                count(), count(), cause, violation, text());
    }

    private CheckResult check() {
        Evidence file = evidence();
        Evidence canonical = data.consumeBoolean() ? evidence() : Evidence.NONE;
        List<EncodingDifference> encoding = list(() -> encoding(file, canonical));
        OptionalLong rewrite = data.consumeBoolean() ? OptionalLong.of(count()) : OptionalLong.empty();
        return new CheckResult(text(), sizeOrNone(), detection(), list(this::finding), failure(file.bytes().length), encoding, file,
                canonical, count(), data.pickValue(Severity.values()), rewrite, writer());
    }

    private LabelledDivergence divergence(List<String> sides) {
        List<SideValue> values = new ArrayList<>();
        for (String side : sides) {
            if (data.consumeBoolean()) {
                values.add(new SideValue(side, text()));
            }
        }
        List<OprwFeature> features = data.consumeBoolean() ? List.of(data.pickValue(OprwFeature.values())) : List.of();
        return new LabelledDivergence(text(), values, text(), features, 1 + data.consumeLong(0, Long.MAX_VALUE - 1));
    }

    private DifferentialResult differential(List<String> sides) {
        NumberTolerance tolerance = data.consumeBoolean() ? NumberTolerance.EXACT
                : new NumberTolerance(data.consumeProbabilityDouble(), data.consumeInt(0, Integer.MAX_VALUE));
        List<SideFailure> failures = list(() -> new SideFailure(sides.isEmpty() ? text() : data.pickValue(sides),
                data.pickValue(SideFailure.Stage.values()), text()));
        return new DifferentialResult(sides, list(() -> divergence(sides)), list(() -> divergence(sides)), failures,
                count(), count(), tolerance, tolerance.exact() ? 0 : count());
    }

    /** Two files compared, or one world written as several versions: the inputs {@link DiffResult} documents. */
    private DiffResult diff() {
        DiffResult.Mode mode = data.pickValue(DiffResult.Mode.values());
        int files = mode == DiffResult.Mode.FILES ? 2 : 1;
        List<DiffResult.Input> inputs = new ArrayList<>();
        for (int i = 0; i < files; i++) {
            String name = text();
            long size = sizeOrNone();
            Optional<Detection> detection = detection();
            List<Finding> violations = list(this::finding);
            Evidence evidence = evidence();
            inputs.add(new DiffResult.Input(name, size, detection, violations, failure(evidence.bytes().length), evidence));
        }
        if (mode == DiffResult.Mode.FILES && data.consumeInt(0, 5) == 0) {
            return DiffResult.refused(inputs, text());
        }
        // the sides are the two files, or the versions one world was written as
        List<String> sides = mode == DiffResult.Mode.FILES ? inputs.stream().map(DiffResult.Input::file).toList()
                : list(this::text);
        Optional<DifferentialResult> result = data.consumeBoolean() ? Optional.of(differential(sides)) : Optional.empty();
        List<DivergenceGroup> groups = list(() -> group(sides, inputs));
        return new DiffResult(mode, inputs, result, groups, count(), Optional.empty());
    }

    private DivergenceGroup group(List<String> sides, List<DiffResult.Input> inputs) {
        List<SideBytes> bytes = new ArrayList<>();
        for (int i = 0; i < sides.size(); i++) {
            if (data.consumeBoolean()) {
                // a side's bytes are its file's: each file's own, or for versions the one world's
                bytes.add(new SideBytes(sides.get(i), range(inputs.get(Math.min(i, inputs.size() - 1)).evidence().bytes().length)));
            }
        }
        List<OprwFeature> features = data.consumeBoolean() ? List.of(data.pickValue(OprwFeature.values())) : List.of();
        return new DivergenceGroup(text(), data.consumeBoolean(), count(), list(() -> divergence(sides)), features, bytes);
    }

    private NightlyReport nightly() {
        FuzzNight fuzz = new FuzzNight(data.consumeInt(0, Integer.MAX_VALUE),
                list(() -> new FuzzNight.ReplayRow(text(), text(), text(), text())),
                list(() -> new FuzzNight.TargetRow(text(), seconds(), count(), count(), count(), count(), count())),
                list(() -> new FuzzNight.FindingRow(text(), text(), text(), text(), text(), data.consumeBoolean(), text(),
                        data.consumeInt(0, Integer.MAX_VALUE), data.consumeInt(0, Integer.MAX_VALUE))),
                list(() -> new FuzzNight.RotatedRow(text(), data.consumeBoolean() ? "" : text())));
        List<String> sides = list(this::text);
        return new NightlyReport(text(), text(), seconds(),
                list(() -> new RoundTripCheck(text(), text(), data.consumeBoolean(), text())),
                list(() -> new VersionRun(text(), differential(sides))), fuzz,
                list(() -> new PastNight(text(), text(), count(), data.consumeInt(0, Integer.MAX_VALUE),
                        data.consumeInt(0, Integer.MAX_VALUE))),
                list(() -> new Change(data.pickValue(Change.Kind.values()), text(), text(), text())),
                data.consumeInt(0, Integer.MAX_VALUE), Optional.empty());
    }

    /** A time: a run's seconds are finite and not negative. */
    private double seconds() {
        return data.consumeBoolean() ? data.consumeInt(0, 100_000) / 8.0 : data.consumeProbabilityDouble() * 1e12;
    }
}
