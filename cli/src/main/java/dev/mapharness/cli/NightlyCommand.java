package dev.mapharness.cli;

import dev.mapharness.fuzz.FuzzTargets;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "nightly", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "The nightly job: replay every committed finding, then fuzz every target.",
        description = {
            "First replays every seed and every finding ever stored under corpus/fuzz (a fixed crash",
            "must stay fixed), then fuzzes every target in turn within --time, exactly as",
            "'mapharness fuzz' does, and writes one summary.json for the whole night.",
            "Builds itself on first use when run through ./mapharness."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every committed input passes and nothing new was found",
            "1:a committed input fails, or fuzzing found something",
            "2:usage error (a time budget of zero)",
            "3:the corpus is missing or a directory is not writable; nothing was written"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness nightly --time 1h",
            "  mapharness nightly --time 8h --out /var/lib/mapharness --json > night.json"})
final class NightlyCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Option(names = "--time", paramLabel = "DURATION", defaultValue = "1h", converter = DurationConverter.class,
            description = "The whole night's time (default: ${DEFAULT-VALUE}).")
    Duration time;

    @Mixin
    FuzzRunSettings settings = new FuzzRunSettings();

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    @Override
    public Integer call() {
        FuzzCommand.requirePositive(spec, time);
        return FuzzRuns.run(spec, "nightly", FuzzTargets.all(), time, settings, global.json());
    }
}
