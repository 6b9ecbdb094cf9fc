package dev.mapharness.reports;

import dev.mapharness.rules.CanonicalRules;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
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
        Optional<LineIndex> lines = detection.filter(d -> isText(d.format())).map(d -> new LineIndex(bytes));
        List<Finding> placed = new ArrayList<>(findings.size());
        for (Finding f : findings) {
            placed.add(f.hasOffset() ? f.withPlace(place(f, bytes, decoded.fieldMap(), canonical.differences(), lines)) : f);
        }
        findings = placed;
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

    /** True for the formats that are text, whose findings are given a line and a column too. */
    public static boolean isText(Format format) {
        return format == Format.WMP_TEXT || format == Format.GAMESTUDIO_MAP || format == Format.TILED;
    }

    /**
     * Where a finding lies: the bytes of its field (the field map's entry for its field, else the
     * innermost field at its offset; for a difference from the canonical encoding the differing range
     * in the file), and for a text file the line and column of its offset.
     */
    static Finding.Place place(Finding f, byte[] bytes, Optional<FieldMap> map, List<EncodingDifference> differences,
                               Optional<LineIndex> lines) {
        long length = 0;
        if (f.kind() == Finding.Kind.NOT_CANONICAL) {
            for (EncodingDifference d : differences) {
                if (!d.inFile().isEmpty() && d.inFile().start() == f.offset()) {
                    length = d.inFile().end() - d.inFile().start();
                    break;
                }
            }
        }
        if (length <= 0 && map.isPresent()) {
            Optional<FieldMap.Span> span = f.field().isEmpty() ? Optional.empty() : map.get().spanOf(f.field());
            if (span.isPresent() && span.get().start() <= f.offset() && f.offset() < span.get().end()) {
                length = span.get().end() - f.offset();
            } else {
                Optional<FieldMap.Entry> at = map.get().entryAt(f.offset());
                if (at.isPresent()) {
                    FieldMap.Entry e = at.get();
                    long end = e.isArray() ? Math.min(e.end(), e.start() + ((f.offset() - e.start()) / e.elementSize() + 1)
                            * e.elementSize()) : e.end();
                    length = end - f.offset();
                }
            }
        }
        if (f.offset() < bytes.length) {
            length = Math.min(length, bytes.length - f.offset());
        }
        if (lines.isEmpty() || f.offset() > bytes.length) {
            return new Finding.Place(Math.max(0, length), 0, 0);
        }
        int[] lineColumn = lines.get().lineColumn((int) f.offset());
        return new Finding.Place(Math.max(0, length), lineColumn[0], lineColumn[1]);
    }

    /**
     * The lines of a text file, to give the line and column (both from 1) of a byte: lines end at LF
     * (a CR before it belongs to the line), and columns count Unicode code points as UTF-8 encodes
     * them (a byte that does not continue a UTF-8 sequence is one code point, as in a Latin-1 file).
     */
    public static final class LineIndex {
        private final byte[] bytes;
        private final int[] starts;

        public LineIndex(byte[] bytes) {
            this.bytes = bytes;
            int n = 1;
            for (byte b : bytes) {
                n += b == '\n' ? 1 : 0;
            }
            starts = new int[n];
            int k = 1;
            for (int i = 0; i < bytes.length; i++) {
                if (bytes[i] == '\n') {
                    starts[k++] = i + 1;
                }
            }
        }

        /** {line, column} of byte {@code offset} (the end of the file counts as a byte after the last). */
        public int[] lineColumn(int offset) {
            int at = Math.min(Math.max(offset, 0), bytes.length);
            int found = Arrays.binarySearch(starts, at);
            int line = found >= 0 ? found : -found - 2;
            int column = 1;
            for (int i = starts[line]; i < at; i++) {
                column += (bytes[i] & 0xC0) != 0x80 ? 1 : 0;
            }
            return new int[] {line + 1, column};
        }
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
