package dev.mapharness.cli;

import dev.mapharness.files.AtomicFiles;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.run.Deadline;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.junit.JUnitXml;
import dev.mapharness.nightly.CorpusDifferentials;
import dev.mapharness.nightly.CorpusRoundTrips;
import dev.mapharness.reports.nightly.FuzzSummaryFile;
import dev.mapharness.reports.nightly.MutationResults;
import dev.mapharness.reports.nightly.NightlyJson;
import dev.mapharness.reports.nightly.NightlyReport;
import dev.mapharness.reports.nightly.NightlyReports;
import dev.mapharness.reports.nightly.NightlyText;
import dev.mapharness.reports.nightly.RoundTripCheck;
import dev.mapharness.reports.nightly.VersionRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "nightly", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "The nightly job: corpus round trips and version differentials, replay every committed finding, fuzz the targets whose turn it is.",
        description = {
            "First reads every corpus map strictly, writes it and reads it back (the model",
            "must come back equal, a canonical file byte for byte), and writes every corpus",
            "OPRW world as each version and compares them. Then replays every seed and",
            "every finding ever stored under corpus/fuzz, for every target every night (a",
            "fixed crash must stay fixed), then fuzzes in what is left of --time, as",
            "'mapharness fuzz' does, then replays every target's corpus under JaCoCo and",
            "writes the codecs' coverage report (run directory, coverage/). Writes",
            "summary.json and nightly.json (what changed since the previous night, coverage",
            "included, is worked out from the earlier runs' files) and an HTML page.",
            "",
            "The time: --time counts from the command's start and covers all of it, the",
            "report included. A target that fuzzes gets at least 10 s on top of its JVM's",
            "start (5-12 s on a busy machine, measured every night). When the time does not",
            "give every target that, fewer run, chosen in rotation: those that ran longest",
            "ago (or never) first, ties in 'fuzz --list' order from a place that moves on 7",
            "targets a day (a fresh checkout is not stuck on the same ones), as each run's summary.json",
            "records; the others wait for the next night, so every target runs within",
            "ceil(targets / targets per night) nights. The report says which targets ran",
            "and which were rotated out, and when those last ran. Any JVM still running 3 s",
            "before the end is killed, so a night ends within --time plus 10 s (in practice",
            "before --time: 'nightly --time 2m' fuzzes 4-6 targets and ends in under 2",
            "minutes).",
            "",
            "Builds itself on first use when run through ./mapharness."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every round trip holds, every version agrees, every committed input passes, nothing new was found",
            "1:a round trip or differential fails, a committed input fails, or fuzzing found something",
            "2:usage error (a time budget of zero)",
            "3:the corpus is missing, a directory or the --junit file is not writable; nothing was written"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness nightly --time 1h",
            "  mapharness nightly --time 8h --out /var/lib/mapharness --json > night.json",
            "  mapharness nightly --time 2m --junit nightly.xml"})
final class NightlyCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Option(names = "--time", paramLabel = "DURATION", defaultValue = "1h", converter = DurationConverter.class,
            description = "The whole night's time, from start to report (default: ${DEFAULT-VALUE}).")
    Duration time;

    @Mixin
    FuzzRunSettings settings = new FuzzRunSettings();

    @Option(names = "--html", paramLabel = "OUT",
            description = "Also write the night's HTML page here (it is always written as report.html in the run's"
                    + " directory and as latest.html in the output directory).")
    String html;

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    @Override
    public Integer call() {
        long started = System.nanoTime();
        FuzzCommand.requirePositive(spec, time);
        // the round trips and differentials count against the night's time too
        Deadline end = FuzzRuns.end(time);
        PrintWriter err = spec.commandLine().getErr();
        if (FuzzRuns.refuseJunit(spec, "nightly", settings)) {
            return ExitCodes.UNREADABLE;
        }
        Optional<ReportFile> htmlFile = ReportFile.of(spec, "--html", html, List.of());
        Path corpus = settings.corpusDir();
        if (!Files.isDirectory(corpus)) {
            err.println("mapharness nightly: no corpus at " + SafeText.of(corpus)
                    + " (run from the repository, or pass --corpus DIR); nothing was run");
            err.flush();
            return ExitCodes.UNREADABLE;
        }
        List<RoundTripCheck> roundTrips = CorpusRoundTrips.run(corpus, name -> progress(err, "round trip", name));
        long failedTrips = roundTrips.stream().filter(r -> !r.passed()).count();
        err.printf("mapharness nightly: %d round trip(s), %s%n", roundTrips.size(), failedTrips == 0 ? "all hold" : failedTrips + " FAIL");
        List<VersionRun> differentials = CorpusDifferentials.run(corpus, name -> progress(err, "differential", name));
        long diverging = differentials.stream().filter(v -> !v.result().agrees()).count();
        err.printf("mapharness nightly: %d differential(s), %s%n", differentials.size(),
                diverging == 0 ? "every version agrees" : diverging + " DIVERGE");
        err.flush();

        Optional<FuzzRuns.Ran> ran = FuzzRuns.fuzz(spec, "nightly", FuzzTargets.all(), time, end, settings, true, false);
        if (ran.isEmpty()) {
            return ExitCodes.UNREADABLE;
        }
        Path runDir = ran.get().runDir();
        NightlyReport report;
        try {
            report = NightlyReports.build(runDir, roundTrips, differentials, (System.nanoTime() - started) / 1e9)
                    .withMutation(MutationResults.read(FuzzRunSettings.home().resolve("target").resolve("mutation")));
        } catch (FuzzSummaryFile.Unreadable e) {
            err.println("mapharness nightly: the run's own summary does not read back: " + SafeText.of(e.getMessage()));
            err.flush();
            return ExitCodes.UNREADABLE;
        }
        try {
            NightlyJson.write(runDir, report);
        } catch (IOException e) {
            // the night still happened: report it, and say the next night will not see it
            err.println("mapharness nightly: cannot write " + SafeText.of(runDir.resolve(NightlyJson.FILE_NAME)) + ": "
                    + SafeText.of(e.getMessage()) + "; the next night will not know tonight's round trips");
            err.flush();
        }
        String page = HtmlReport.nightly(report);
        for (Path file : List.of(runDir.resolve("report.html"), runDir.getParent().resolveSibling("latest.html"))) {
            try {
                AtomicFiles.write(file, page.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                err.println("mapharness nightly: cannot write " + SafeText.of(file) + ": " + SafeText.of(e.getMessage()));
            }
        }
        htmlFile.ifPresent(f -> f.write(page));
        err.println("mapharness nightly: report " + SafeText.of(runDir.resolve("report.html")));
        err.flush();
        Output.print(spec, global.json() ? NightlyJson.render(report)
                : FuzzRuns.table(ran.get().summary(), runDir) + "\n" + NightlyText.render(report));
        if (settings.junit != null && !FuzzRuns.writeJunit(spec, "nightly", settings.junit, JUnitXml.nightly(report))) {
            return ExitCodes.UNREADABLE;
        }
        return report.failing() ? ExitCodes.FINDINGS : ExitCodes.OK;
    }

    private static void progress(PrintWriter err, String what, String file) {
        err.println("  " + what + " " + SafeText.of(file));
        err.flush();
    }
}
