package dev.mapharness.cli;

import dev.mapharness.files.AtomicFiles;
import dev.mapharness.Codecs;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.migrate.Migrations;
import dev.mapharness.reports.ConvertResult;
import dev.mapharness.reports.ConvertResult.Refusal;
import dev.mapharness.reports.ConvertResult.Status;
import dev.mapharness.reports.ConvertResult.Step;
import dev.mapharness.reports.FileCheck;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.TextReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "convert", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Convert a map file to another format or version.",
        description = {
            "Reads IN (leniently: what the games read), migrates it step by step to the",
            "format given by --to and writes OUT. Each step's loss report is printed:",
            "\"lost\" for what the target cannot hold, \"derived\" for what had to be made up.",
            "",
            "Binarized worlds (OPRW) have versions: --to oprw17 … oprw25 picks one; oprw",
            "alone means oprw25 (Arma 3). 8WVR → OPRW binarizes: objects grouped by land",
            "cell, what an editable world lacks made up as zeros. OPRW → 8WVR",
            "de-binarizes. Between OPRW versions only the sections they disagree on change.",
            "",
            "WWD levels are written compressed (wwd, wwd-compressed) or not",
            "(wwd-uncompressed). --to tiled writes a Tiled JSON map (.tmj) that the Tiled",
            "editor opens: a tile layer per plane, the objects with every field as a",
            "property, tile attributes on the tileset's tiles. WMP → $$$$M (--to mm)",
            "resolves the group hierarchy into final positions, angles and scales and",
            "folds texture offsets, rotation and scale into the texture vectors.",
            "",
            "If any step would lose something, nothing is written unless --allow-loss is",
            "given. What is not changed is not rewritten: converting to IN's own format and",
            "version gives IN's bytes back, and a conversion within one format (a WWD level",
            "compressed or not, another OPRW version) keeps IN's layout (section order,",
            "padding, compressed streams, number spellings) wherever the change allows.",
            "--canonical writes the canonical layout instead. OUT is written atomically (a",
            "temporary file in its directory, then a rename) and is never IN."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:OUT was written",
            "1:refused, nothing written: the conversion would lose data (see --allow-loss),"
                    + " the writer cannot represent the result, or OUT cannot be written",
            "2:usage error (unknown format, no migration to it, IN and OUT the same file)",
            "3:IN is missing, of an unknown or unsupported format, or does not decode"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness convert island.wrp island-arma.wrp --to 8wvr",
            "  mapharness convert old.wrp clean.wrp --to 4wvr --canonical  (canonical rewrite)",
            "  mapharness convert big.wrp small.wrp --to 4wvr --allow-loss --json",
            "  mapharness convert editable.wrp island.wrp --to oprw  (binarize for Arma 3)",
            "  mapharness convert a3.wrp a2.wrp --to oprw24 --allow-loss",
            "  mapharness convert island.wrp edit.wrp --to 8wvr --allow-loss  (de-binarize)",
            "  mapharness convert level.wwd plain.wwd --to wwd-uncompressed",
            "  mapharness convert level.wwd level.tmj --to tiled --allow-loss",
            "  mapharness convert office.wmp 'office.$$$$m' --to mm --allow-loss"})
final class ConvertCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Parameters(index = "0", paramLabel = "IN", description = "The map file to read.")
    String input;

    @Parameters(index = "1", paramLabel = "OUT", description = "The file to write (replaced if it exists).")
    String output;

    @Option(names = "--to", required = true, paramLabel = "FORMAT", converter = TargetConverter.class,
            description = "Target: 8wvr, 4wvr, oprw17 … oprw25 (oprw = oprw25), wwd-compressed, "
                    + "wwd-uncompressed (wwd = wwd-compressed), tiled, mm ($$$$M), wmp")
    MigrationTarget to;

    @Option(names = "--allow-loss", description = "Write even if a step reports something lost.")
    boolean allowLoss;

    @Option(names = "--canonical", description = "Write the canonical layout, not IN's (section order, streams,"
            + " spelling as mapharness writes a new file).")
    boolean canonical;

    private final Migrator migrator;

    ConvertCommand(Migrator migrator) {
        this.migrator = migrator;
    }

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    @Override
    public Integer call() {
        Path in = path(input, "IN");
        Path out = path(output, "OUT");
        if (sameFile(in, out)) {
            throw usage("IN and OUT are the same file (" + SafeText.of(input) + "); convert never writes over its input");
        }
        if (!to.format().supported()) {
            throw usage("mapharness cannot write " + to.format() + " yet");
        }
        LoadedFile f = InputFiles.load(input, ReadOptions.LENIENT);
        Output.trace(spec, global, input, f.cause());
        if (f.failure().isPresent()) {
            return report(result(f, List.of(), Status.UNREADABLE, -1, Optional.empty()), ExitCodes.UNREADABLE);
        }
        MapModel model = f.decodedOrThrow().model();
        List<Step> steps = List.of();
        MapModel target = model;
        MigrationTarget from = MigrationTarget.of(model);
        if (!from.equals(to)) {
            if (migrator.path(from, to).isEmpty()) {
                throw usage("no migration from " + from + " to " + to + reachable(from));
            }
            Migrations.Chain chain;
            try {
                chain = migrator.migrate(model, to, canonical ? Optional.empty() : f.decodedOrThrow().layout());
            } catch (MapWriteException e) {
                // a migration that cannot make a valid target (binarize without a land cell size) refuses as a writer does
                Output.trace(spec, global, input, Optional.of(e));
                return report(result(f, List.of(), Status.REFUSED_WRITE, -1, Optional.of(new Refusal(e.field(),
                        "the " + to + " writer cannot represent this: " + reason(e)))), ExitCodes.FINDINGS);
            }
            steps = chain.steps().stream().map(s -> new Step(s.from(), s.to(), s.report())).toList();
            target = chain.model();
            if (!chain.lossless() && !allowLoss) {
                long lost = chain.steps().stream().mapToLong(s -> s.report().losses().size()).sum();
                return report(result(f, steps, Status.REFUSED_LOSS, -1, Optional.of(new Refusal("",
                        lost + (lost == 1 ? " entry" : " entries") + " would be lost; use --allow-loss to convert anyway"))),
                        ExitCodes.FINDINGS);
            }
        }
        byte[] bytes;
        try {
            bytes = Codecs.write(target, canonical ? Optional.empty() : f.decodedOrThrow().layout());
        } catch (MapWriteException e) {
            Output.trace(spec, global, input, Optional.of(e));
            return report(result(f, steps, Status.REFUSED_WRITE, -1, Optional.of(new Refusal(e.field(),
                    "the " + to + " writer cannot represent this: " + reason(e)))), ExitCodes.FINDINGS);
        }
        try {
            AtomicFiles.write(out, bytes);
        } catch (IOException e) {
            Output.trace(spec, global, output, Optional.of(e));
            return report(result(f, steps, Status.REFUSED_WRITE, -1, Optional.of(new Refusal("",
                    "cannot write " + output + ": " + e))), ExitCodes.FINDINGS);
        }
        return report(result(f, steps, Status.WRITTEN, bytes.length, Optional.empty()), ExitCodes.OK);
    }

    private ConvertResult result(LoadedFile f, List<Step> steps, Status status, long written, Optional<Refusal> refusal) {
        return new ConvertResult(input, output, f.detection(), to, steps,
                f.decoded().map(d -> FileCheck.findings(d.violations())).orElse(List.of()),
                status, written, f.failure(), refusal);
    }

    private int report(ConvertResult r, int exit) {
        Output.print(spec, global.json() ? JsonReport.convert(r, exit) : TextReport.convert(r));
        return exit;
    }

    /** MapWriteException's message starts with the field; the refusal names the field separately. */
    private static String reason(MapWriteException e) {
        String m = e.getMessage();
        String prefix = e.field() + ": ";
        return m.startsWith(prefix) ? m.substring(prefix.length()) : m;
    }

    private String reachable(MigrationTarget from) {
        List<MigrationTarget> targets = MigrationTarget.all().stream()
                .filter(t -> !t.equals(from) && migrator.path(from, t).isPresent()).toList();
        return targets.isEmpty() ? "; mapharness has no migration from " + from + " yet"
                : "; from " + from + " mapharness converts to " + targets.stream().map(MigrationTarget::id).collect(Collectors.joining(", "));
    }

    private Path path(String name, String label) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw usage(label + " is not a valid file name: " + SafeText.of(name));
        }
    }

    /** The same path spelled differently, or two names (links) for one file. */
    static boolean sameFile(Path a, Path b) {
        if (a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize())) {
            return true;
        }
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
