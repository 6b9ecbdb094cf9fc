package dev.mapharness.conformance;

import dev.mapharness.reports.conformance.ShrunkCase;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.CaseResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Keeps each case that does not pass out of its temporary directory, in {@code ROOT/NAME}: the
 * case's file, the tool's output if any, {@code stderr.txt} and {@code command.txt} (the command line
 * that runs the tool on the kept files again), and the shrunk case the same way in {@code shrunk/}.
 * The results then name those command lines.
 */
final class KeptCases {
    private final Optional<Path> root;
    private final ToolCommand command;

    KeptCases(Optional<Path> root, ToolCommand command) {
        this.root = root;
        this.command = command;
    }

    /**
     * @param in  the name of the case's file in its directory ({@code case.json})
     * @param out the name of the tool's output there
     */
    CaseResult keep(CaseResult r, Path dir, String in, String out) throws IOException {
        if (root.isEmpty() || r.verdict() == CaseVerdict.PASS) {
            return r;
        }
        Path to = root.get().resolve(r.name().replaceAll("[^A-Za-z0-9._-]", "_"));
        CaseResult kept = copy(r, dir, to, in, out);
        if (r.evidence().shrunk().isPresent()) {
            ShrunkCase s = r.evidence().shrunk().get();
            CaseResult shrunk = copy(s.result(), dir.resolve("shrunk"), to.resolve("shrunk"), in, out);
            kept = kept.withEvidence(kept.evidence().withShrunk(new ShrunkCase(shrunk, s.file(), s.originalSize(), s.steps())));
        }
        return kept;
    }

    private CaseResult copy(CaseResult r, Path from, Path to, String in, String out) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                Files.copy(p, to.resolve(p.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        String again = command.display(to.resolve(in).toAbsolutePath().toString(), to.resolve(out).toAbsolutePath().toString());
        Files.writeString(to.resolve("stderr.txt"), r.stderr());
        Files.writeString(to.resolve("command.txt"), again + System.lineSeparator());
        return r.withCommand(again);
    }
}
