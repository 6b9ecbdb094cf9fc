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
            "mapharness's reading. Run 'mapharness conformance writer --help' or '… reader --help'."},
        subcommands = {ConformanceWriterCommand.class, ConformanceReaderCommand.class})
final class ConformanceCommand {
}
