package dev.mapharness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.TextReport;
import dev.mapharness.reports.dump.DumpException;
import dev.mapharness.reports.dump.DumpSchema;
import dev.mapharness.reports.dump.ModelJson;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "dump", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Print a map file's model as canonical JSON, or a format's JSON Schema.",
        description = {
            "Reads FILE (leniently: what the games read) and prints its model as JSON: the form in",
            "which other tools exchange maps with mapharness, and the normal form for comparing",
            "two implementations. Fields are named and ordered as the model declares them; byte",
            "strings hold one character per byte (U+0000–U+00FF); floating-point values are exact",
            "(the shortest decimal that reads back to the same bits, or \"bits:0x…\" for -0,",
            "infinities and NaNs); grids are Base64 of their little-endian cells. 'mapharness",
            "undump' turns the JSON back into a file: a canonical file comes back byte for byte.",
            "",
            "A file whose own layout differs from the canonical encoding (a WapMap level's section",
            "order and zlib stream, a text level's spacing and number spellings) but that mapharness",
            "rewrites byte for byte gets a \"layout\" member after the model: the file itself, in",
            "Base64 with its size and SHA-256. 'undump' writes the model in that file's layout, so the",
            "file comes back byte for byte and an edited model keeps every part the edit left alone.",
            "A \"writer\" member names the tool that most likely wrote the file, with its evidence",
            "and a confidence (docs/provenance.md); 'undump' ignores it. --no-layout leaves out",
            "both: the model alone, the normal form for diffs between implementations.",
            "",
            "--schema FORMAT prints the JSON Schema (draft 2020-12) of FORMAT's dumps instead; every",
            "dump names its schema and the dump's version. See docs/json-dump.md."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the JSON was written",
            ExitCodes.USAGE_LINE,
            "3:FILE is missing, of an unknown or unsupported format, or does not decode"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness dump island.wrp > island.json",
            "  mapharness dump level.wwd --out level.json",
            "  mapharness dump --no-layout level.wwd > model-only.json",
            "  mapharness dump --schema wwd > wwd.schema.json"})
final class DumpCommand implements Callable<Integer> {
    /** JSON for other tools: indented, ASCII only (everything else escaped). */
    static final ObjectMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(JsonWriteFeature.ESCAPE_NON_ASCII).build();

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The map file to dump.")
    String file;

    @Option(names = "--schema", paramLabel = "FORMAT", description = "Print the JSON Schema of FORMAT's dumps: ${COMPLETION-CANDIDATES}.",
            completionCandidates = DumpFormats.class)
    String schema;

    @Option(names = "--no-layout", description = "Leave out the file's layout and writer (the \"layout\" and \"writer\" members): the model alone, as for diffs.")
    boolean noLayout;

    @Option(names = "--out", paramLabel = "F", description = "Write the JSON to F (atomically) instead of standard output.")
    String out;

    @Override
    public Integer call() throws JsonProcessingException {
        if ((file == null) == (schema == null)) {
            throw new ParameterException(spec.commandLine(), "give FILE, or --schema FORMAT (not both)");
        }
        Optional<ReportFile> target = ReportFile.of(spec, "--out", out, file == null ? List.of() : List.of(file));
        JsonNode json;
        if (schema != null) {
            Format format = Format.byName(schema).filter(f -> ModelJson.modelClass(f).isPresent())
                    .orElseThrow(() -> new ParameterException(spec.commandLine(), "--schema " + SafeText.of(schema)
                            + " is not a format mapharness dumps; one of " + DumpFormats.names()));
            json = DumpSchema.of(format);
        } else {
            LoadedFile f = InputFiles.load(file, ReadOptions.LENIENT);
            if (f.failure().isPresent()) {
                spec.commandLine().getErr().print(TextReport.checkLine(CheckCommand.check(f, Severity.ERROR)));
                spec.commandLine().getErr().flush();
                return ExitCodes.UNREADABLE;
            }
            try {
                Decoded<? extends MapModel> decoded = f.decodedOrThrow();
                json = noLayout ? ModelJson.dump(decoded.model())
                        : ModelJson.dump(decoded.model(), f.bytes(), decoded.layout(),
                        Fingerprints.identify(FileFacts.read(f.bytes(), decoded)));
            } catch (DumpException e) {
                spec.commandLine().getErr().println("mapharness dump: " + SafeText.of(e.getMessage()));
                spec.commandLine().getErr().flush();
                return ExitCodes.UNREADABLE;
            }
        }
        String text = JSON.writeValueAsString(json) + System.lineSeparator();
        if (target.isPresent()) {
            target.get().write(text.getBytes(StandardCharsets.UTF_8));
        } else {
            Output.print(spec, text);
        }
        return ExitCodes.OK;
    }

    /** The formats that have a dump, for --help and messages. */
    static final class DumpFormats implements Iterable<String> {
        static String names() {
            return String.join(", ", new DumpFormats());
        }

        @Override
        public java.util.Iterator<String> iterator() {
            return Stream.of(Format.values()).filter(f -> ModelJson.modelClass(f).isPresent()).map(Format::id)
                    .collect(Collectors.toList()).iterator();
        }
    }
}
