package dev.mapharness.cli;

import dev.mapharness.reports.ReadFailure;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * One entry of a batch: a file to read, or a problem met while listing (a symbolic link loop, a
 * special file, a directory that cannot be opened), which is reported in its place like an
 * unreadable file.
 *
 * @param name     the name as given or as found under a directory
 * @param relative the path below the directory it was found under, or the file's own name when
 *                 named directly: where {@code convert --out-dir} puts its output
 * @param problem  why the entry cannot be read at all, found before reading it
 */
record BatchInput(String name, String relative, Optional<ReadFailure> problem) {
    /** A file named directly. */
    static BatchInput file(String name) {
        return new BatchInput(name, lastName(name), Optional.empty());
    }

    /** A file found under {@code dir}. */
    static BatchInput under(Path dir, Path file) {
        return new BatchInput(file.toString(), dir.relativize(file).toString(), Optional.empty());
    }

    static BatchInput problem(String name, ReadFailure.Reason reason, String detail) {
        return new BatchInput(name, lastName(name), Optional.of(ReadFailure.of(reason, detail)));
    }

    private static String lastName(String name) {
        try {
            Path last = Path.of(name).getFileName();
            return last == null ? name : last.toString();
        } catch (InvalidPathException e) {
            return name;
        }
    }
}
