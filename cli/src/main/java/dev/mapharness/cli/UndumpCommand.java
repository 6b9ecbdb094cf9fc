package dev.mapharness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.dump.DumpException;
import dev.mapharness.reports.dump.ModelJson;
import dev.mapharness.reports.dump.UndumpedFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "undump", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Write the map file a JSON dump describes.",
        description = {
            "Reads JSON as 'mapharness dump' writes it (or another tool writes to its schema), makes",
            "the model and writes it to OUT in its format's canonical encoding, atomically. A dump",
            "with a \"layout\" (the file it was dumped from) is written in that file's layout instead:",
            "an unchanged model gives the file's bytes. A dump that is not valid, or whose layout is",
            "not its file's (size, SHA-256, format), says where (a JSON Pointer such as",
            "/model/objects/3/name or /layout/sha256) and why."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:OUT was written",
            "1:the writer cannot represent the model (a name too long for its slot, …); nothing written",
            ExitCodes.USAGE_LINE,
            "3:JSON is missing, is not JSON, or is not a valid dump"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness dump island.wrp > island.json && mapharness undump island.json copy.wrp"})
final class UndumpCommand implements Callable<Integer> {
    /** A dump's numbers are read as written, never through a double. */
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "JSON", description = "The dump to read.")
    String input;

    @Parameters(index = "1", paramLabel = "OUT", description = "The map file to write (replaced if it exists).")
    String output;

    @Override
    public Integer call() {
        Optional<ReportFile> out = ReportFile.of(spec, "OUT", output, List.of(input));
        JsonNode doc;
        try {
            Optional<String> tooLarge = InputFiles.tooLarge(Files.size(Path.of(input)));
            if (tooLarge.isPresent()) {
                return fail(ExitCodes.UNREADABLE, SafeText.of(input) + " " + tooLarge.get());
            }
            doc = JSON.readTree(Files.readAllBytes(Path.of(input)));
        } catch (NoSuchFileException e) {
            return fail(ExitCodes.UNREADABLE, SafeText.of(input) + ": no such file");
        } catch (JsonProcessingException e) {
            return fail(ExitCodes.UNREADABLE, SafeText.of(input) + ": not JSON: " + SafeText.of(e.getOriginalMessage())
                    + " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")");
        } catch (IOException e) {
            return fail(ExitCodes.UNREADABLE, SafeText.of(input) + ": cannot be read: " + SafeText.of(e.getMessage()));
        }
        UndumpedFile file;
        try {
            file = ModelJson.undumpFile(doc);
        } catch (DumpException e) {
            return fail(ExitCodes.UNREADABLE, SafeText.of(input) + ": " + SafeText.of(e.getMessage()));
        }
        try {
            out.orElseThrow().write(file.write());
        } catch (MapWriteException e) {
            return fail(ExitCodes.FINDINGS, "the " + file.model().format() + " writer cannot represent this: ["
                    + e.rule().id() + "] " + SafeText.of(e.getMessage()));
        }
        return ExitCodes.OK;
    }

    private int fail(int exit, String message) {
        spec.commandLine().getErr().println("mapharness undump: " + message);
        spec.commandLine().getErr().flush();
        return exit;
    }
}
