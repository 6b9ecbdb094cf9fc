package dev.mapharness.reports;

import dev.mapharness.rules.CanonicalRules;
import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.reports.compare.CanonicalComparison;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.compare.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * How one file's {@link CheckResult} is put together, whoever asks (a single {@code check}, a batch,
 * {@code --watch}): the reader's violations, the canonical comparison's real differences, and
 * whether the file's own layout gives its bytes back.
 */
public final class FileCheck {
    private FileCheck() {
    }

    /**
     * A file that decoded. {@code decoded} should come from a strict read with a field map, so that
     * every rule break is a finding and every differing byte has a field.
     */
    public static CheckResult of(String name, byte[] bytes, Optional<Detection> detection,
                                 Decoded<? extends MapModel> decoded, Severity failOn) {
        // first, so that its bytes are gone before the comparison holds the re-encoding and its model
        OptionalLong rewriteDiffersAt = rewriteDiffersAt(bytes, decoded);
        List<Finding> findings = new ArrayList<>(findings(decoded.violations()));
        CanonicalComparison.Outcome canonical = CanonicalComparison.of(bytes, decoded);
        canonical.failure().ifPresent(findings::add);
        for (EncodingDifference d : canonical.differences()) {
            if (d.verdict() == Verdict.REAL && !canonical.explainedByViolation(d)) {
                findings.add(Finding.error(Finding.Kind.NOT_CANONICAL, d.cause().findingRule().orElseThrow(), d.inFile().isEmpty() ? -1 : d.inFile().start(),
                        d.firstElement(), d.explanation()));
            }
        }
        if (canonical.omitted() > 0) {
            findings.add(Finding.error(Finding.Kind.NOT_CANONICAL, CanonicalRules.MORE_DIFFERENCES, -1, "", canonical.omitted()
                    + " more fields differ from the canonical encoding"));
        }
        Evidence evidence = new Evidence(bytes, decoded.fieldMap(), Optional.of(decoded.model()));
        return new CheckResult(name, bytes.length, detection, findings, Optional.empty(), canonical.differences(),
                evidence, canonical.canonical(), canonical.omitted(), failOn, rewriteDiffersAt,
                Fingerprints.identify(FileFacts.read(bytes, decoded, Optional.of(canonical.canonical().bytes()))));
    }

    /** A file that could not be read: missing, of no known or no supported format, or malformed. */
    public static CheckResult unread(String name, long size, Optional<Detection> detection, ReadFailure failure,
                                     Evidence evidence, Severity failOn) {
        return new CheckResult(name, size, detection, List.of(), Optional.of(failure), List.of(), evidence,
                Evidence.NONE, 0, failOn, OptionalLong.empty(), CheckResult.writerOf(detection, evidence, List.of()));
    }

    /** A reader's violations as findings. */
    public static List<Finding> findings(List<Violation> violations) {
        return violations.stream().map(Finding::of).toList();
    }

    /**
     * Where the model written back in the file's own layout first differs from the file: what is not
     * changed must not be rewritten, so any difference is mapharness's bug. A writer that refuses the
     * model is a finding of the canonical comparison already. A codec that keeps no layout (Tiled JSON)
     * has only its canonical encoding, whose differences the canonical comparison judges.
     */
    private static OptionalLong rewriteDiffersAt(byte[] bytes, Decoded<? extends MapModel> decoded) {
        if (decoded.layout().isEmpty()) {
            return OptionalLong.empty();
        }
        try {
            int at = Arrays.mismatch(bytes, Codecs.write(decoded.model(), decoded.layout()));
            return at < 0 ? OptionalLong.empty() : OptionalLong.of(at);
        } catch (MapWriteException e) {
            return OptionalLong.empty();
        }
    }
}
