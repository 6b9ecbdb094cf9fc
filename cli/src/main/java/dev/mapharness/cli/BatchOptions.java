package dev.mapharness.cli;

import picocli.CommandLine.Option;

/** How a batch command ({@code check}, {@code info}, {@code convert --out-dir}) finds, runs and shows its files. */
final class BatchOptions {
    @Option(names = {"-j", "--jobs"}, paramLabel = "N",
            description = "Files read at the same time (default: the number of cores, here ${DEFAULT-VALUE})."
                    + " Results are reported in input order whatever N is.")
    int jobs = Runtime.getRuntime().availableProcessors();

    @Option(names = "--from", paramLabel = "LIST",
            description = "Also read the files named in LIST, one path per line (- for standard input);"
                    + " read as the batch goes, so it may be as long as you like.")
    String from;

    @Option(names = "--all-files",
            description = "Under a directory, take every file, not only those with a map extension or a map"
                    + " format's first bytes (files of no known format are then reported as such).")
    boolean allFiles;

    @Option(names = {"-q", "--quiet"},
            description = "No progress line and no closing summary on standard error.")
    boolean quiet;

    @Option(names = "--json-lines",
            description = "Print one JSON document per file, on one line, as soon as the file is done.")
    boolean jsonLines;
}
