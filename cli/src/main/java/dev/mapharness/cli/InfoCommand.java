package dev.mapharness.cli;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violation;
import dev.mapharness.reports.FileInfo;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.TextReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "info", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "Show what map files are: format, size, header and contents.",
        description = {
            "For each FILE: the detected format and the bytes that gave it away, the file size,",
            "the header values and counts of its contents, and the violations the reader saw.",
            "",
            "Reads strictly by default, so a file that breaks the format's rules stops with the",
            "byte offset and field at fault. --lenient reads what the games read and lists the",
            "rule breaks as violations instead. Formats mapharness recognises but does not",
            "read (binary WMPB, OPRW 26+) are named, with what to do instead where there is",
            "something. A directory stands for the map files under it. Text formats (WMP, $$$$M)",
            "give the line and column as well as the byte."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every file was read, or recognised but not supported yet",
            ExitCodes.USAGE_LINE,
            "3:a file is missing, of an unknown format, or does not decode"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness info island.wrp",
            "  mapharness info --lenient --json maps/*.wrp > summary.json"})
final class InfoCommand implements Callable<Integer>, HasGlobalOptions {
    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global = new GlobalOptions();

    @Option(names = "--lenient", description = "Read what the games read; rule breaks become violations.")
    boolean lenient;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Map files to describe; a directory stands for the map files under it.")
    List<String> files = new ArrayList<>();

    @Override
    public GlobalOptions globalOptions() {
        return global;
    }

    @Override
    public Integer call() {
        ReadOptions options = lenient ? ReadOptions.LENIENT : ReadOptions.STRICT;
        List<FileInfo> infos = new ArrayList<>();
        int exit = ExitCodes.OK;
        for (String name : MapFileNames.expand(files)) {
            LoadedFile f = InputFiles.load(name, options);
            Output.trace(spec, global, name, f.cause());
            boolean unsupported = f.failure().map(x -> x.reason() == ReadFailure.Reason.UNSUPPORTED_FORMAT).orElse(false);
            if (f.failure().isPresent() && !unsupported) {
                exit = ExitCodes.UNREADABLE;
            }
            infos.add(new FileInfo(name, f.size(), f.detection(), options.mode(),
                    f.decoded().map(d -> d.model().summary()).orElse(Map.of()),
                    f.decoded().map(d -> findings(d.violations())).orElse(List.of()),
                    f.failure()));
        }
        Output.print(spec, global.json() ? JsonReport.info(infos, exit) : TextReport.info(infos));
        return exit;
    }

    static List<Finding> findings(List<Violation> violations) {
        return violations.stream().map(Finding::of).toList();
    }
}
