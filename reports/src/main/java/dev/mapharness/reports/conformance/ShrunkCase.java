package dev.mapharness.reports.conformance;

import java.util.List;
import java.util.Objects;

/**
 * The smallest case found that makes the tool fail the same way as an original case (same verdict,
 * same field paths: {@link FailureSignature}).
 *
 * @param result       the tool's run on the shrunk case: its reasons, its command line (on the kept
 *                     files where the case was kept), its standard error, and as evidence the shrunk
 *                     model and what the tool made of it
 * @param file         the shrunk case's map file: the file a reader is given, or the canonical file of
 *                     the model a writer is given
 * @param originalSize the original case's map file, in bytes
 * @param steps        what the reducer achieved, for people ({@code "model: objects 3 → 1"})
 */
public record ShrunkCase(CaseResult result, byte[] file, int originalSize, List<String> steps) {
    public ShrunkCase {
        Objects.requireNonNull(result, "result");
        file = file.clone();
        steps = List.copyOf(steps);
    }

    @Override
    public byte[] file() {
        return file.clone();
    }
}
