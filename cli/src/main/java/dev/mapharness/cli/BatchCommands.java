package dev.mapharness.cli;

import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.SafeText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** What the batch commands share: where their files come from, what a file's status means for the exit code. */
final class BatchCommands {
    private BatchCommands() {
    }

    /** Files on the command line or {@code --from}: one of them is needed, and {@code -j} is at least 1. */
    static void requireInputs(CommandSpec spec, List<String> files, BatchOptions batch, GlobalOptions global) {
        if (files.isEmpty() && batch.from == null) {
            throw new ParameterException(spec.commandLine(), "give FILE… or --from LIST (one path per line, - for standard input)");
        }
        if (batch.jobs < 1) {
            throw new ParameterException(spec.commandLine(), "-j needs at least 1 (got " + batch.jobs + ")");
        }
        if (batch.jsonLines && global.json()) {
            throw new ParameterException(spec.commandLine(), "--json and --json-lines exclude each other: choose one");
        }
    }

    /** The batch's entries: the names given, then the lines of {@code --from}. */
    static BatchInputs inputs(CommandSpec spec, List<String> files, BatchOptions batch) {
        if (batch.from == null) {
            return BatchInputs.of(files, null, false, batch.allFiles);
        }
        if (batch.from.equals("-")) {
            return BatchInputs.of(files, new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                    false, batch.allFiles);
        }
        try {
            return BatchInputs.of(files, Files.newBufferedReader(Path.of(batch.from), StandardCharsets.UTF_8), true,
                    batch.allFiles);
        } catch (NoSuchFileException e) {
            throw new FileProblem("--from " + SafeText.of(batch.from) + ": no such file");
        } catch (IOException | InvalidPathException e) {
            throw new FileProblem("--from " + SafeText.of(batch.from) + " cannot be read: " + SafeText.of(e.getMessage()));
        }
    }

    /** True if the command names one file and nothing else: its report is a page of its own, not a batch's. */
    static boolean singleFile(List<String> files, BatchOptions batch) {
        if (files.size() != 1 || batch.from != null) {
            return false;
        }
        try {
            return !Files.isDirectory(Path.of(files.get(0)));
        } catch (InvalidPathException e) {
            return true;
        }
    }

    /** Opens {@code --resume STATE}, which must not be one of the inputs. */
    static ResumeState resumeState(CommandSpec spec, String name, List<String> inputs, Severity failOn) {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw new ParameterException(spec.commandLine(), "--resume " + SafeText.of(name) + " is not a valid file name");
        }
        ReportFile.problem("--resume", path).ifPresent(p -> {
            throw new FileProblem(p);
        });
        for (String input : inputs) {
            try {
                if (Path.of(input).toAbsolutePath().normalize().equals(path.toAbsolutePath().normalize())) {
                    throw new ParameterException(spec.commandLine(), "--resume " + SafeText.of(name)
                            + " is one of the inputs; inputs are never changed");
                }
            } catch (InvalidPathException e) {
                // not a path, so not the state either
            }
        }
        try {
            return ResumeState.open(path, Build.id(), failOn.id());
        } catch (IOException e) {
            throw new FileProblem("--resume " + SafeText.of(name) + " cannot be used: " + SafeText.of(e.getMessage()));
        }
    }

    /** The exit code a file's status asks for; a batch exits with the gravest. */
    static int exitCode(CheckResult.Status status) {
        return switch (status) {
            case CONFORMS -> ExitCodes.OK;
            case DOES_NOT_CONFORM -> ExitCodes.FINDINGS;
            case UNSUPPORTED, UNREADABLE -> ExitCodes.UNREADABLE;
        };
    }
}
