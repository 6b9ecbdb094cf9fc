package dev.mapharness.cli;

import dev.mapharness.format.Format;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.migrate.Migrations;
import dev.mapharness.reports.SafeText;
import dev.mapharness.conformance.CasePlan;
import dev.mapharness.conformance.WriterCases;
import dev.mapharness.conformance.WriterConformance;
import dev.mapharness.reports.dump.ModelJson;
import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.Callable;
import dev.mapharness.reports.rules.RuleSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "writer", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Test a map writer or converter: give it every case, read what it writes, compare field by field.",
        description = {
            "For each case, writes the case's model as a JSON dump ('mapharness dump',",
            "docs/json-dump.md) to {in}, runs --cmd, and reads the file the tool leaves at {out}. With",
            "--from, the tool is a converter: {in} is a map file of that format, and {out} must hold",
            "what mapharness's migration makes of it (computed floats may be 4 units in the last place",
            "away). Verdicts: pass (the file reads to the expected model without an error or a warning",
            "mapharness's own file lacks), fail (it does not read, has such a finding, or holds other",
            "values: each differing field with both values), crash (exit code other than 0), timeout",
            "(still running at --timeout; stopped with everything it started), no-output (exit 0, no file).",
            "",
            "The cases: every map of the corpus (FORMAT/corpus/NAME), then --cases models from the",
            "round-trip generators with --seed (FORMAT/generated/SEED-K), with --fuzz more for that long",
            "(FORMAT/fuzz/SEED-K). A failing case is shrunk to the smallest model that fails the same way",
            "(same verdict, same fields). --cmd is split into words as a shell would, but runs without",
            "one; each case runs in a temporary directory of its own, removed afterwards."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every case passes (or fails only as --baseline expects)",
            "1:some case does not pass (and is not a known failure)",
            "2:usage error (no {in} or {out} in --cmd, a quote not closed, a format with no dump, no migration from --from)",
            "3:no case: the corpus holds none for the format and none is generated"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness conformance writer --format wwd --cmd 'python3 mywriter.py {in} {out}'",
            "  mapharness conformance writer --format 4wvr --cmd './wrpwrite --json {in} -o {out}' --json",
            "  mapharness conformance writer --format 8wvr --from 4wvr --cmd './convert {in} {out}' --keep kept",
            "  mapharness conformance writer --format oprw --cmd './binarize {in} {out}' --fuzz 10m --html w.html"})
final class ConformanceWriterCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Mixin
    ConformanceOptions options = new ConformanceOptions();

    @Mixin
    RuleOptions rules = new RuleOptions();

    @Option(names = "--from", paramLabel = "FORMAT",
            description = "Test a converter: give it map files of FORMAT (1wvr, 4wvr, 8wvr, oprw, wwd, wmp) and expect"
                    + " --format, as mapharness migrates them.")
    String from;

    @Override
    public Integer call() throws IOException {
        MigrationTarget target = options.target(spec);
        Optional<Format> source = source(target);
        Format f = target.format();
        CasePlan plan = options.plan(spec);
        RuleSettings settings = rules.settings(spec, Optional.empty());
        ConformanceSession session = new ConformanceSession(spec, global, "conformance writer", f, options, plan);
        RuleOptions.announce(spec, "conformance writer", settings);
        WriterConformance runner = new WriterConformance(options.command(spec), options.timeout,
                options.keepDir(), options.shrinking(spec)).withRules(settings);
        runner.run(WriterCases.of(target, source, CorpusMaps.of(options.corpusDir(), source.orElse(f)), plan), session::add);
        return session.finish().orElseGet(() -> options.noCases(spec, "conformance writer", source.orElse(f)));
    }

    /** The format a converter is given, which a migration must lead from to the target; empty without --from. */
    private Optional<Format> source(MigrationTarget target) {
        if (from == null) {
            if (target.version().isPresent() || !target.variant().equals(MigrationTarget.of(target.format()).variant())) {
                throw new ParameterException(spec.commandLine(), "--format " + SafeText.of(options.format)
                        + ": a version or variant is for a converter's target (with --from)");
            }
            return Optional.empty();
        }
        Format source = Format.byName(from).filter(x -> ModelJson.modelClass(x).isPresent() && x.corpusFolder().isPresent())
                .orElseThrow(() -> new ParameterException(spec.commandLine(), "--from " + SafeText.of(from)
                        + " is not a format with cases: 1wvr, 4wvr, 8wvr, oprw, wwd, wmp, mm"));
        if (!MigrationTarget.versioned(source) && MigrationTarget.of(source).equals(target)) {
            throw new ParameterException(spec.commandLine(), "--from " + SafeText.of(from) + " is --format itself: leave --from out");
        }
        if (Migrations.path(MigrationTarget.of(source), target).isEmpty()) {
            throw new ParameterException(spec.commandLine(), "mapharness has no migration from " + source + " to " + target
                    + ", so it cannot say what a converter must write");
        }
        return Optional.of(source);
    }
}
