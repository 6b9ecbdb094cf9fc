package dev.mapharness.cli;

import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.TextReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "check", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Check that map files conform to their format, byte for byte.",
        description = {
            "Reads each FILE strictly and lists every rule it breaks, with the byte offset",
            "(decimal and hex) and the field there. A file that reads without violations is",
            "then written back out: if the canonical encoding differs from the file, the first",
            "differing byte and its field are listed too.",
            "",
            "A file that does not decode at all gets one line: where reading stopped, the field,",
            "what the format expects there and what the file holds."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every file conforms",
            "1:some file has violations or is not in canonical form",
            ExitCodes.USAGE_LINE,
            "3:a file is missing, of an unknown or unsupported format, or does not decode"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness check out/island.wrp",
            "  mapharness check --json build/*.wrp | jq '.files[] | select(.status != \"conforms\")'"})
final class CheckCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Map files to check.")
    List<String> files = new ArrayList<>();

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    @Override
    public Integer call() {
        List<CheckResult> results = new ArrayList<>();
        int exit = ExitCodes.OK;
        for (String name : files) {
            CheckResult r = check(InputFiles.load(name, ReadOptions.STRICT.withFieldMap()));
            results.add(r);
            exit = Math.max(exit, switch (r.status()) {
                case CONFORMS -> ExitCodes.OK;
                case DOES_NOT_CONFORM -> ExitCodes.FINDINGS;
                case UNSUPPORTED, UNREADABLE -> ExitCodes.UNREADABLE;
            });
        }
        Output.print(spec, global.json() ? JsonReport.check(results, exit) : TextReport.check(results));
        return exit;
    }

    private CheckResult check(LoadedFile f) {
        Output.trace(spec, global, f.name(), f.cause());
        if (f.failure().isPresent()) {
            return new CheckResult(f.name(), f.size(), f.detection(), List.of(), f.failure());
        }
        Decoded<? extends MapModel> decoded = f.decodedOrThrow();
        List<Finding> findings = new ArrayList<>(InfoCommand.findings(decoded.violations()));
        if (findings.isEmpty()) {
            canonicalFinding(f, decoded).ifPresent(findings::add);
        }
        return new CheckResult(f.name(), f.size(), f.detection(), findings, f.failure());
    }

    /** A conforming file must also be what mapharness itself would write for its model. */
    private Optional<Finding> canonicalFinding(LoadedFile f, Decoded<? extends MapModel> decoded) {
        byte[] rewritten;
        try {
            rewritten = Codecs.write(decoded.model());
        } catch (MapWriteException e) {
            return Optional.of(new Finding(Finding.Kind.NOT_WRITABLE, -1, e.field(),
                    "the file reads, but the writer refuses its model: " + e.getMessage()));
        } catch (RuntimeException e) {
            Output.trace(spec, global, f.name(), Optional.of(e));
            return Optional.of(new Finding(Finding.Kind.NOT_WRITABLE, -1, "",
                    "the writer failed with " + e + " (a bug in mapharness; --verbose shows where)"));
        }
        MapCodec<?> codec = Codecs.forFormat(decoded.model().format()).orElseThrow();
        if (!Codecs.uniqueEncoding(decoded.model())) {
            return CanonicalCheck.modelDifference(codec, decoded.model(), rewritten);
        }
        return CanonicalCheck.firstDifference(f.bytes(), rewritten, decoded.fieldMap());
    }
}
