package dev.mapharness.cli;

import dev.mapharness.files.AtomicFiles;
import dev.mapharness.reports.SafeText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * A report file a command was asked to write ({@code --html OUT}, {@code --junit FILE}): checked
 * before anything runs, so a bad path costs nothing, and written atomically, so a reader never
 * sees half a report and an old one survives a failed write.
 */
final class ReportFile {
    private final String option;
    private final Path path;

    private ReportFile(String option, Path path) {
        this.option = option;
        this.path = path;
    }

    /**
     * Empty if {@code name} is null. A name that is one of the inputs is a usage error (inputs are
     * never changed); a directory, or a parent directory that does not exist or cannot be written,
     * is exit 3.
     */
    static Optional<ReportFile> of(CommandSpec spec, String option, String name, Collection<String> inputs) {
        if (name == null) {
            return Optional.empty();
        }
        Path path;
        try {
            path = Path.of(name).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            throw new ParameterException(spec.commandLine(), option + " " + SafeText.of(name) + " is not a valid file name");
        }
        for (String input : inputs) {
            try {
                if (Path.of(input).toAbsolutePath().normalize().equals(path)) {
                    throw new ParameterException(spec.commandLine(), option + " " + SafeText.of(name)
                            + " is one of the inputs; inputs are never changed");
                }
            } catch (InvalidPathException e) {
                // an input that is no path cannot be the output either; reading it reports the name
            }
        }
        Optional<String> problem = problem(option, path);
        if (problem.isPresent()) {
            throw new Unwritable(problem.get());
        }
        return Optional.of(new ReportFile(option, path));
    }

    /**
     * Why {@code option FILE} cannot be written: a directory, a missing directory, or one that does
     * not take files (tried with a probe file, which sees read-only mounts and ACLs too).
     */
    static Optional<String> problem(String option, Path file) {
        String name = option + " " + SafeText.of(file);
        if (Files.isDirectory(file)) {
            return Optional.of(name + " is a directory; give a file name");
        }
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return Optional.of(name + " is in a directory that does not exist");
        }
        try {
            Files.delete(Files.createTempFile(dir, ".mapharness-probe-", ".tmp"));
        } catch (IOException | SecurityException e) {
            return Optional.of(name + " cannot be written: " + SafeText.of(e.getMessage()));
        }
        if (Files.exists(file) && !Files.isWritable(file)) {
            return Optional.of(name + " is not writable");
        }
        return Optional.empty();
    }

    void write(String text) {
        write(text.getBytes(StandardCharsets.UTF_8));
    }

    void write(byte[] bytes) {
        try {
            AtomicFiles.write(path, bytes);
        } catch (IOException e) {
            throw new Unwritable("cannot write " + option + " " + SafeText.of(path) + ": " + SafeText.of(e.getMessage()));
        }
    }

    Path path() {
        return path;
    }

    /** The report cannot be written where it was asked for: exit 3 with this message. */
    static final class Unwritable extends FileProblem {
        private static final long serialVersionUID = 1L;

        Unwritable(String message) {
            super(message);
        }
    }
}
