package dev.mapharness.cli;

import picocli.CommandLine.Command;

@Command(name = "conformance", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        headerHeading = "%n",
        header = "Drive another tool over mapharness's cases and say where it goes wrong.",
        description = {
            "'conformance writer' gives a writer under test each case as a JSON dump (see 'mapharness",
            "dump'), runs it, reads the file it writes strictly and compares it with the case field by",
            "field. 'conformance reader' gives a reader under test each case as a file (valid, cut,",
            "overwritten, or a committed fuzzing finding) and compares the JSON dump it writes with",
            "mapharness's reading. 'conformance resaver' gives a tool that loads and saves map files each",
            "case as a map file and checks that the file it saves holds the same model, with no new error",
            "or warning. Run 'mapharness conformance writer --help', '… reader --help' or '… resaver --help'."},
        subcommands = {ConformanceWriterCommand.class, ConformanceReaderCommand.class, ConformanceResaverCommand.class})
final class ConformanceCommand {
}
