package dev.mapharness.cli;

import dev.mapharness.reports.ReadFailure;
import java.util.Optional;

/**
 * One entry of a batch: a file to read, or a problem met while listing (a symbolic link loop, a
 * special file, a directory that cannot be opened), which is reported in its place like an
 * unreadable file.
 *
 * @param name    the name as given or as found under a directory
 * @param problem why the entry cannot be read at all, found before reading it
 */
record BatchInput(String name, Optional<ReadFailure> problem) {
    static BatchInput file(String name) {
        return new BatchInput(name, Optional.empty());
    }

    static BatchInput problem(String name, ReadFailure.Reason reason, String detail) {
        return new BatchInput(name, Optional.of(ReadFailure.of(reason, detail)));
    }
}
