package dev.mapharness.cli;

import dev.mapharness.files.AtomicFiles;
import dev.mapharness.Codecs;
import dev.mapharness.compress.CompressionLevel;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.migrate.Migrations;
import dev.mapharness.oprw.OprwSourceLayout;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.oprw.OprwWriter;
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
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
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
            "temporary file in its directory, then a rename) and is never IN.",
            "",
            "With --out-dir DIR, every IN (a directory stands for the map files under it;",
            "--from LIST adds more) is converted into DIR, keeping its path below the folder",
            "it was found in and taking the target's extension. A batch streams like check:",
            "one report per file in input order whatever -j is, a progress line on a",
            "terminal, a closing line with the counts and the slowest files.",
            "",
            "OPRW compresses its large arrays (elevation, grass, textures, masks): BIS LZSS",
            "up to oprw22, LZO1X from oprw23. --level chooses how hard the encoder works:",
            "fast (one hash probe per byte, like LZO1X-1: a few to tens of times quicker",
            "than default, files somewhat larger), default (what mapharness has always",
            "written), best (a cost-based parse: the smallest files, about LZO1X-999's",
            "size, several times slower than default). Every level's file reads the same",
            "in the games. With --level every compressed array is encoded anew, even one",
            "IN's layout could have kept; river points keep their stream (the map-info",
            "offsets depend on its size)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:OUT was written (with --out-dir: every output was written)",
            "1:refused, nothing written: the conversion would lose data (see --allow-loss),"
                    + " the writer cannot represent the result, or OUT cannot be written (with --out-dir: for some file)",
            "2:usage error (unknown format, no migration to it, IN and OUT the same file)",
            "3:IN is missing, of an unknown or unsupported format, or does not decode"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness convert island.wrp island-arma.wrp --to 8wvr",
            "  mapharness convert old.wrp clean.wrp --to 4wvr --canonical  (canonical rewrite)",
            "  mapharness convert big.wrp small.wrp --to 4wvr --allow-loss --json",
            "  mapharness convert editable.wrp island.wrp --to oprw  (binarize for Arma 3)",
            "  mapharness convert a3.wrp a2.wrp --to oprw24 --allow-loss",
            "  mapharness convert editable.wrp small.wrp --to oprw --level best  (smallest file)",
            "  mapharness convert a3.wrp quick.wrp --to oprw --level fast",
            "  mapharness convert island.wrp edit.wrp --to 8wvr --allow-loss  (de-binarize)",
            "  mapharness convert level.wwd plain.wwd --to wwd-uncompressed",
            "  mapharness convert level.wwd level.tmj --to tiled --allow-loss",
            "  mapharness convert office.wmp 'office.$$$$m' --to mm --allow-loss",
            "  mapharness convert --to tiled --allow-loss --out-dir tiled/ levels/"})
final class ConvertCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Parameters(arity = "0..*", paramLabel = "IN OUT | IN…",
            description = "The map file to read and the file to write (replaced if it exists); with --out-dir, the"
                    + " map files (or directories) to convert.")
    List<String> paths = new ArrayList<>();

    @Option(names = "--out-dir", paramLabel = "DIR",
            description = "Convert every IN into DIR (created if missing), each keeping its path below the directory it"
                    + " was found in, with the target's extension.")
    String outDir;

    @Mixin
    BatchOptions batch = new BatchOptions();

    @Option(names = "--to", required = true, paramLabel = "FORMAT", converter = TargetConverter.class,
            description = "Target: 8wvr, 4wvr, oprw17 … oprw25 (oprw = oprw25), wwd-compressed, "
                    + "wwd-uncompressed (wwd = wwd-compressed), tiled, mm ($$$$M), wmp")
    MigrationTarget to;

    @Option(names = "--allow-loss", description = "Write even if a step reports something lost.")
    boolean allowLoss;

    @Option(names = "--canonical", description = "Write the canonical layout, not IN's (section order, streams,"
            + " spelling as mapharness writes a new file).")
    boolean canonical;

    @Option(names = "--level", paramLabel = "LEVEL", converter = LevelConverter.class,
            description = "OPRW targets only: how hard to compress the arrays, fast | default | best"
                    + " (smaller files take longer; every level reads the same). Default: default.")
    CompressionLevel level;

    private final Migrator migrator;

    ConvertCommand(Migrator migrator) {
        this.migrator = migrator;
    }

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    /** One conversion done: its report, the exit code it asks for, the exception behind a failure. */
    private record Converted(ConvertResult result, int exit, Optional<Throwable> cause, long nanos) {
    }

    @Override
    public Integer call() throws IOException {
        if (!to.format().supported()) {
            throw usage("mapharness cannot write " + to.format() + " yet");
        }
        if (level != null && to.format() != Format.OPRW) {
            throw usage("--level chooses how OPRW's compressed arrays are encoded (BIS LZSS up to oprw22, LZO1X from"
                    + " oprw23); " + to.id() + " files have no such compression, so there is no level to choose");
        }
        if (outDir != null) {
            return convertAll();
        }
        if (paths.size() != 2 || batch.from != null) {
            throw usage("give IN and OUT, or --out-dir DIR with the files to convert (got " + paths.size()
                    + (paths.size() == 1 ? " name)" : " names)"));
        }
        String input = paths.get(0);
        String output = paths.get(1);
        Path in = path(input, "IN");
        Path out = path(output, "OUT");
        if (sameFile(in, out)) {
            throw usage("IN and OUT are the same file (" + SafeText.of(input) + "); convert never writes over its input");
        }
        Converted c;
        try {
            c = convert(input, out, output);
        } catch (NoMigration e) {
            throw usage(e.getMessage());
        }
        Output.trace(spec, global, input, c.cause());
        Output.print(spec, global.json() ? JsonReport.convert(c.result(), c.exit()) : TextReport.convert(c.result()));
        return c.exit();
    }

    /** {@code --out-dir}: every input converted into the directory, streamed like {@code check}. */
    private int convertAll() throws IOException {
        BatchCommands.requireInputs(spec, paths, batch, global);
        Path dir = path(outDir, "--out-dir");
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new FileProblem("--out-dir " + SafeText.of(outDir) + " cannot be made: " + SafeText.of(e.getMessage()));
        }
        Set<Path> written = new HashSet<>();
        try (BatchInputs inputs = BatchCommands.inputs(spec, paths, batch);
             BatchOutput output = new BatchOutput(spec, global, batch, "convert", inputs.total())) {
            // outputs are claimed in input order on this thread, so two inputs never write one output
            Iterator<Claimed> claimed = new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return inputs.hasNext();
                }

                @Override
                public Claimed next() {
                    BatchInput in = inputs.next();
                    Path target = dir.resolve(OutputNames.withExtension(in.relative(), to.format())).normalize();
                    return new Claimed(in, target, written.add(target));
                }
            };
            new BatchRunner<Claimed, Converted>(batch.jobs, HeapEstimate.budget(), c -> HeapEstimate.of(c.input()))
                    .run(claimed, this::convertOne, c -> {
                        try {
                            output.file(c.result().input(), () -> JsonReport.convertFile(c.result()),
                                    () -> TextReport.convert(c.result()), c.result().status().id(), c.nanos(), c.exit(), c.cause());
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
            return output.finish("");
        }
    }

    /** A batch entry with the output it was given; {@code first} is false when an earlier entry has that output. */
    private record Claimed(BatchInput input, Path output, boolean first) {
    }

    private Converted convertOne(Claimed c) {
        long started = System.nanoTime();
        String input = c.input().name();
        String output = c.output().toString();
        Converted done;
        if (c.input().problem().isPresent()) {
            done = new Converted(new ConvertResult(input, output, Optional.empty(), to, List.of(), List.of(),
                    Status.UNREADABLE, -1, c.input().problem(), Optional.empty()), ExitCodes.UNREADABLE, Optional.empty(), 0);
        } else if (!c.first()) {
            done = refused(input, output, "another input is converted to " + output + " already; rename one of them");
        } else if (sameFile(Path.of(input), c.output())) {
            done = refused(input, output, "the output is the input itself; convert never writes over its input");
        } else {
            try {
                done = convert(input, c.output(), output);
            } catch (NoMigration e) {
                done = refused(input, output, e.getMessage());
            }
        }
        return new Converted(done.result(), done.exit(), done.cause(), System.nanoTime() - started);
    }

    private Converted refused(String input, String output, String why) {
        return new Converted(new ConvertResult(input, output, Optional.empty(), to, List.of(), List.of(),
                Status.REFUSED_WRITE, -1, Optional.empty(), Optional.of(new Refusal("", why))), ExitCodes.FINDINGS,
                Optional.empty(), 0);
    }

    /** mapharness has no migration from the file's format to the target: a usage error for one file, a refusal in a batch. */
    private static final class NoMigration extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NoMigration(String message) {
            super(message);
        }
    }

    /** The input file's name without its extension: what a level's other files are named after. */
    private static String levelName(String input) {
        String name = Path.of(input).getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** Reads, migrates and writes one file; never throws for anything the file can cause. */
    private Converted convert(String input, Path out, String output) {
        LoadedFile f = InputFiles.load(input, ReadOptions.LENIENT);
        if (f.failure().isPresent()) {
            return new Converted(result(f, output, List.of(), Status.UNREADABLE, -1, Optional.empty()),
                    ExitCodes.UNREADABLE, f.cause(), 0);
        }
        MapModel model = f.decodedOrThrow().model();
        List<Step> steps = List.of();
        MapModel target = model;
        MigrationTarget from = MigrationTarget.of(model);
        if (!from.equals(to)) {
            if (migrator.path(from, to).isEmpty()) {
                throw new NoMigration("no migration from " + from + " to " + to + reachable(from));
            }
            Migrations.Chain chain;
            try {
                chain = migrator.migrate(model, to, canonical ? Optional.empty() : f.decodedOrThrow().layout(),
                        levelName(input));
            } catch (MapWriteException e) {
                // a migration that cannot make a valid target (binarize without a land cell size) refuses as a writer does
                return new Converted(result(f, output, List.of(), Status.REFUSED_WRITE, -1, Optional.of(new Refusal(e.field(),
                        "the " + to + " writer cannot represent this: " + reason(e), Optional.of(e.rule())))),
                        ExitCodes.FINDINGS, Optional.of(e), 0);
            }
            steps = chain.steps().stream().map(s -> new Step(s.from(), s.to(), s.report())).toList();
            target = chain.model();
            if (!chain.lossless() && !allowLoss) {
                long lost = chain.steps().stream().mapToLong(s -> s.report().losses().size()).sum();
                return new Converted(result(f, output, steps, Status.REFUSED_LOSS, -1, Optional.of(new Refusal("",
                        lost + (lost == 1 ? " entry" : " entries") + " would be lost; use --allow-loss to convert anyway"))),
                        ExitCodes.FINDINGS, Optional.empty(), 0);
            }
        }
        byte[] bytes;
        try {
            Optional<SourceLayout> layout = canonical ? Optional.empty() : f.decodedOrThrow().layout();
            bytes = level != null && target instanceof OprwWorld world
                    ? OprwWriter.write(world, layout.filter(OprwSourceLayout.class::isInstance)
                            .map(OprwSourceLayout.class::cast).orElse(null), level)
                    : Codecs.write(target, layout);
        } catch (MapWriteException e) {
            return new Converted(result(f, output, steps, Status.REFUSED_WRITE, -1, Optional.of(new Refusal(e.field(),
                    "the " + to + " writer cannot represent this: " + reason(e), Optional.of(e.rule())))),
                    ExitCodes.FINDINGS, Optional.of(e), 0);
        }
        try {
            Path parent = out.toAbsolutePath().getParent();
            if (parent != null && outDir != null) {
                Files.createDirectories(parent);
            }
            AtomicFiles.write(out, bytes);
        } catch (IOException e) {
            return new Converted(result(f, output, steps, Status.REFUSED_WRITE, -1, Optional.of(new Refusal("",
                    "cannot write " + output + ": " + e))), ExitCodes.FINDINGS, Optional.of(e), 0);
        }
        return new Converted(result(f, output, steps, Status.WRITTEN, bytes.length, Optional.empty()), ExitCodes.OK,
                Optional.empty(), 0);
    }

    private ConvertResult result(LoadedFile f, String output, List<Step> steps, Status status, long written,
                                 Optional<Refusal> refusal) {
        return new ConvertResult(f.name(), output, f.detection(), to, steps,
                f.decoded().map(d -> FileCheck.findings(d.violations())).orElse(List.of()),
                status, written, f.failure(), refusal);
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

    /** {@code --level fast|default|best}, naming the choices when it cannot. */
    static final class LevelConverter implements picocli.CommandLine.ITypeConverter<CompressionLevel> {
        @Override
        public CompressionLevel convert(String value) {
            try {
                return CompressionLevel.of(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException("unknown level '" + value + "'; the levels are fast,"
                        + " default and best");
            }
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
