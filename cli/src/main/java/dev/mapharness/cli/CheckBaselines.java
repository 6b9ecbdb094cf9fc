package dev.mapharness.cli;

import dev.mapharness.reports.SafeText;
import dev.mapharness.reports.baseline.CheckBaseline;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/** {@code check --baseline FILE}: read before anything runs, and applied to each file's result on its worker thread. */
final class CheckBaselines {
    private CheckBaselines() {
    }

    /** The baseline in {@code name}; empty without {@code --baseline}; exit 3 if it cannot be read or is none. */
    static Optional<CheckBaseline> read(String name) {
        if (name == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(CheckBaseline.parse(Files.readAllBytes(Path.of(name))));
        } catch (IOException | IllegalArgumentException e) {
            String why = e instanceof InvalidPathException ? "not a file name" : e.getMessage();
            throw new FileProblem("--baseline " + SafeText.of(name) + " cannot be used: " + SafeText.of(why));
        }
    }

    /** {@code c} with its findings marked known or new; as it is without a baseline or when skipped by --resume. */
    static CheckedFile apply(Optional<CheckBaseline> baseline, CheckedFile c) {
        if (baseline.isEmpty() || c.result().isEmpty()) {
            return c;
        }
        return new CheckedFile(c.name(), Optional.of(baseline.get().apply(c.result().get())), c.earlier(), c.cause(),
                c.stamp(), c.nanos());
    }
}
