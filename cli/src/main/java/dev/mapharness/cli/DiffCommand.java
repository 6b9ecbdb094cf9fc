package dev.mapharness.cli;

import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.FileDifferential;
import dev.mapharness.diff.NotComparableException;
import dev.mapharness.diff.NumberTolerance;
import dev.mapharness.diff.VersionDifferential;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.rules.RuleSettings;
import dev.mapharness.reports.FileCheck;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.TextReport;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.html.PictureSource;
import dev.mapharness.reports.junit.JUnitXml;
import dev.mapharness.reports.compare.DiffGrouping;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "diff", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Compare two map files field by field, or one OPRW world across versions.",
        description = {
            "Reads A and B and lists every field where their worlds differ, with the value on",
            "each side: objects[7].transform[9], materials[2].path, appId; a grid is one line",
            "with the number of differing cells and the first of them.",
            "",
            "Two OPRW files of different versions are expected to differ where the version",
            "table says (the random array up to 20, grass from 18, the primary texture from 22,",
            "road connection types from 24, appId from 25): those divergences are listed as",
            "expected, with the feature that explains each. Everything else is unexpected. Files",
            "of other formats have nothing expected; files of different formats are not compared.",
            "",
            "With --versions, FILE (an OPRW world) is written as each version, read back",
            "strictly, and every version is compared with every other. A version that cannot be",
            "written or does not read back is a finding too.",
            "",
            "Files are read leniently: the comparison is of what the games read, so a file that",
            "breaks a rule of its format is still compared; its violations are listed.",
            "",
            "Floating-point values are compared by their bits unless --tolerance or --ulps is",
            "given: then values that differ by no more are equal (either option suffices when",
            "both are given), and the report says how many differing values were absorbed. For",
            "a converter's output against a reference writer's, which print the same float32",
            "otherwise: 2.2337100505828857 against 2.23371. Integers (counts, indices, flags, ids)",
            "are always compared exactly; a NaN equals only itself."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:no unexpected divergence",
            "1:unexpected divergences, or a version that does not write or read back",
            "2:usage error (files of different formats, --versions with a non-OPRW file or an unknown version,"
                    + " --tolerance or --ulps below 0)",
            "3:a file is missing, of an unknown or unsupported format, or does not decode"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness diff ours.wrp theirs.wrp",
            "  mapharness diff --json island-v18.wrp island-v24.wrp | jq '.unexpected[].field'",
            "  mapharness diff --tolerance 1e-4 'converted/level.$$$$m' 'wed/level.$$$$M'",
            "  mapharness diff --ulps 4 ours.wrp theirs.wrp",
            "  mapharness diff --versions 18,20,24,25 island.wrp"})
final class DiffCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Option(names = "--versions", split = ",", paramLabel = "V",
            description = "Write the one FILE as each of these OPRW versions (" + OprwFeature.FIRST_VERSION + "–"
                    + OprwFeature.LAST_VERSION + ", at least two) and compare them, e.g. 18,20,23,24,25.")
    List<Integer> versions;

    @Option(names = "--tolerance", paramLabel = "T",
            description = "Floating-point values a and b are equal when |a − b| ≤ T·max(1, |a|, |b|): absolute below 1,"
                    + " relative above (1e-4: 0.0001 near 0, 0.1 at 1000). T is a number of at least 0.")
    Double tolerance;

    @Option(names = "--ulps", paramLabel = "N",
            description = "Floating-point values are equal when at most N units in the last place apart, counted"
                    + " in their own width (float32 or float64). N is an integer of at least 0.")
    Integer ulps;

    @Option(names = "--html", paramLabel = "OUT",
            description = "Also write a self-contained HTML page: the divergences grouped, both maps drawn with the"
                    + " divergences marked, and the differing bytes side by side as annotated hex.")
    String html;

    @Option(names = "--junit", paramLabel = "FILE",
            description = "Also write JUnit XML for CI systems: a testcase per input and per comparison.")
    String junit;

    @Mixin
    RuleOptions rules = new RuleOptions();

    /** The rule settings, applied to the inputs' violations. */
    private RuleSettings settings = RuleSettings.NONE;

    private Optional<ReportFile> htmlFile = Optional.empty();
    private Optional<ReportFile> junitFile = Optional.empty();

    @Parameters(arity = "1..2", paramLabel = "FILE", description = "A and B; or, with --versions, one OPRW file.")
    List<String> files = new ArrayList<>();

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    @Override
    public Integer call() {
        htmlFile = ReportFile.of(spec, "--html", html, files);
        junitFile = ReportFile.of(spec, "--junit", junit, files);
        settings = rules.settings(spec, files.stream().findFirst());
        return versions == null ? files() : versions();
    }

    private int files() {
        if (files.size() != 2) {
            throw new ParameterException(spec.commandLine(), "diff compares two files A and B, or one FILE with --versions");
        }
        DiffResult r = compareFiles(load(files.get(0)), load(files.get(1)), numberTolerance());
        if (r.refusal().isPresent()) {
            r = RuleSettingsOnDiff.apply(settings, r);
            // the page shows both files and why they are not compared; the exit code is still a usage error
            writeReports(r);
            throw new ParameterException(spec.commandLine(), r.refusal().get());
        }
        return report(r);
    }

    /** The options' tolerance; a usage error if either is out of range. */
    private NumberTolerance numberTolerance() {
        double t = tolerance == null ? 0 : tolerance;
        int n = ulps == null ? 0 : ulps;
        if (!(t >= 0) || Double.isInfinite(t)) {
            throw new ParameterException(spec.commandLine(), "--tolerance takes a finite number of at least 0, not "
                    + tolerance);
        }
        if (n < 0) {
            throw new ParameterException(spec.commandLine(), "--ulps takes an integer of at least 0, not " + ulps);
        }
        return new NumberTolerance(t, n);
    }

    /** Two files compared, or refused (with both inputs, for a report) when they are of two formats. */
    static DiffResult compareFiles(LoadedFile a, LoadedFile b, NumberTolerance tolerance) {
        List<DiffResult.Input> inputs = List.of(input(a), input(b));
        if (a.failure().isPresent() || b.failure().isPresent()) {
            return new DiffResult(DiffResult.Mode.FILES, inputs, Optional.empty());
        }
        DifferentialResult result;
        try {
            result = FileDifferential.compare(a.name(), model(a), b.name(), model(b), tolerance);
        } catch (NotComparableException e) {
            return DiffResult.refused(inputs, e.getMessage() + " (convert one first: mapharness convert IN OUT --to FORMAT)");
        }
        DiffGrouping.Groups groups = DiffGrouping.files(result.sides(), model(a), a.decodedOrThrow().fieldMap(), model(b),
                b.decodedOrThrow().fieldMap(), tolerance);
        return new DiffResult(DiffResult.Mode.FILES, inputs, Optional.of(result), groups.groups(), groups.omitted(),
                Optional.empty());
    }

    private int versions() {
        if (files.size() != 1) {
            throw new ParameterException(spec.commandLine(), "--versions takes one FILE, not " + files.size());
        }
        if (tolerance != null || ulps != null) {
            // the versions are one world written and read back: every bit must survive
            throw new ParameterException(spec.commandLine(), "--versions compares exactly; --tolerance and --ulps"
                    + " are for two files");
        }
        int[] list = versions.stream().mapToInt(Integer::intValue).toArray();
        for (int v : list) {
            if (!OprwFeature.supported(v)) {
                throw new ParameterException(spec.commandLine(), "OPRW version " + v + " is not one mapharness writes ("
                        + OprwFeature.FIRST_VERSION + "–" + OprwFeature.LAST_VERSION + ")");
            }
        }
        if (list.length < 2 || versions.stream().distinct().count() != list.length) {
            throw new ParameterException(spec.commandLine(), "--versions needs at least two different versions, not " + versions);
        }
        LoadedFile f = load(files.get(0));
        List<DiffResult.Input> inputs = List.of(input(f));
        if (f.failure().isPresent()) {
            return report(new DiffResult(DiffResult.Mode.VERSIONS, inputs, Optional.empty()));
        }
        if (!(model(f) instanceof OprwWorld world)) {
            throw new ParameterException(spec.commandLine(), "--versions compares OPRW versions; " + f.name() + " is "
                    + model(f).format().displayName());
        }
        DifferentialResult result = VersionDifferential.run(world, list);
        DiffGrouping.Groups groups = DiffGrouping.of(result);
        return report(new DiffResult(DiffResult.Mode.VERSIONS, inputs, Optional.of(result), groups.groups(),
                groups.omitted(), Optional.empty()));
    }

    private LoadedFile load(String name) {
        LoadedFile f = InputFiles.load(name, ReadOptions.LENIENT.withFieldLocations());
        Output.trace(spec, global, name, f.cause());
        return f;
    }

    private static MapModel model(LoadedFile f) {
        return f.decodedOrThrow().model();
    }

    private static DiffResult.Input input(LoadedFile f) {
        return new DiffResult.Input(f.name(), f.size(), f.detection(),
                f.decoded().map(d -> FileCheck.findings(d.violations())).orElse(List.of()), f.failure(), f.evidence());
    }

    private int report(DiffResult given) {
        DiffResult r = RuleSettingsOnDiff.apply(settings, given);
        int exit = switch (r.status()) {
            case AGREES -> ExitCodes.OK;
            case DIVERGES -> ExitCodes.FINDINGS;
            case UNREADABLE -> ExitCodes.UNREADABLE;
        };
        Output.print(spec, global.json() ? JsonReport.diff(r, exit) : TextReport.diff(r));
        writeReports(r);
        return exit;
    }

    private void writeReports(DiffResult r) {
        htmlFile.ifPresent(f -> f.write(HtmlReport.diff(r, PictureSource.MAPS)));
        junitFile.ifPresent(f -> f.write(JUnitXml.diff(r)));
    }
}
