package dev.mapharness.reports.compare;

import dev.mapharness.rules.CanonicalRules;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violation;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.Finding;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A file against its canonical re-encoding, {@code write(read(file))}, read back with a field
 * map and compared field by field in the sections that differ; every difference gets a verdict. Runs also when the file has
 * violations, as long as the writer accepts its model.
 */
public final class CanonicalComparison {

    /**
     * What the comparison found.
     *
     * @param differences every differing field (pattern), harmless and real
     * @param omitted     differing field patterns past the limit, counted
     * @param canonical   the re-encoding's bytes and field map; {@link Evidence#NONE} if there is none
     * @param failure     why there is no re-encoding to compare (the writer refused the model), if so
     */
    public record Outcome(List<EncodingDifference> differences, long omitted, Evidence canonical,
                          Optional<Finding> failure) {
        public Outcome {
            differences = List.copyOf(differences);
        }

        /** True if the difference is a violation the reader reported (already a finding). */
        public boolean explainedByViolation(EncodingDifference d) {
            return d.cause() == DifferenceCause.VIOLATION;
        }

        /** True if some difference is real. */
        public boolean real() {
            return differences.stream().anyMatch(d -> d.verdict() == Verdict.REAL) || omitted > 0;
        }
    }

    private CanonicalComparison() {
    }

    /** Compares {@code bytes}, decoded as {@code decoded}, with their canonical re-encoding. */
    public static Outcome of(byte[] bytes, Decoded<? extends MapModel> decoded) {
        MapModel model = decoded.model();
        byte[] rewritten;
        try {
            rewritten = Codecs.write(model);
        } catch (MapWriteException e) {
            // the finding is the writer's own refusal rule (4wvr/write-name-slot-length, …), not one rule for every
            // refusal: a user who mutes or raises that refusal means it here too, and one refusal muted leaves
            // the others reported
            return failed(Finding.error(Finding.Kind.NOT_WRITABLE, e.rule(), -1, e.field(),
                    "the file reads, but the writer refuses its model: " + e.getMessage()));
        } catch (RuntimeException e) {
            return failed(Finding.error(Finding.Kind.NOT_WRITABLE, CanonicalRules.WRITER_FAILED, -1, "",
                    "the writer failed with " + e + " (a bug in mapharness)"));
        }
        if (java.util.Arrays.equals(bytes, rewritten)) {
            // the file is its own canonical encoding: its reading is the re-encoding's, no need to read it again
            // (and its bytes are the file's: the re-encoding's copy can go)
            return new Outcome(List.of(), 0, new Evidence(bytes, decoded.fieldMap(), Optional.of(model)), Optional.empty());
        }
        MapCodec<?> codec = Codecs.forFormat(model.format()).orElseThrow();
        Decoded<? extends MapModel> back;
        try {
            back = codec.readLocating(rewritten, ReadOptions.LENIENT.withFieldLocations());
        } catch (MapFormatException e) {
            return failed(Finding.error(Finding.Kind.NOT_CANONICAL, CanonicalRules.NO_READ_BACK, e.offset(), e.field(),
                    "mapharness's own re-encoding of this file does not read back (a bug in mapharness): " + e.getMessage()));
        }
        Evidence canonical = new Evidence(rewritten, back.fieldMap(), Optional.of(back.model()));
        // which top-level fields decode differently: a differing encoding of equal values is harmless
        Set<String> divergent = new HashSet<>();
        ModelComparator.compare(model, back.model(), d -> divergent.add(FieldPatterns.top(d.path())));
        EncodingComparison.Result result;
        Optional<FieldMap> fileMap = decoded.fieldMap();
        if (fileMap.isPresent() && back.fieldMap().isPresent()) {
            result = EncodingComparison.compare(bytes, fileMap.get(), rewritten, back.fieldMap().get());
        } else {
            result = TextLineComparison.compare(bytes, rewritten);
        }
        boolean text = fileMap.isEmpty();
        List<EncodingDifference> out = new ArrayList<>(result.groups().size());
        for (EncodingComparison.Group g : result.groups()) {
            out.add(judge(g, text, divergent, decoded.violations(), bytes, rewritten));
        }
        return new Outcome(out, result.omitted(), canonical, Optional.empty());
    }

    private static Outcome failed(Finding why) {
        return new Outcome(List.of(), 0, Evidence.NONE, Optional.of(why));
    }

    private static EncodingDifference judge(EncodingComparison.Group g, boolean text, Set<String> divergent,
                                            List<Violation> violations, byte[] file, byte[] canonical) {
        boolean harmless = text ? divergent.isEmpty() : EncodingChoices.harmless(g.readerPath(), divergent);
        if (harmless) {
            return text ? difference(g, DifferenceCause.ANOTHER_SPELLING, "another spelling of the same values (spacing,"
                    + " number formatting): the file and its canonical encoding read to the same model")
                    : difference(g, DifferenceCause.ANOTHER_ENCODING, EncodingChoices.explain(g.readerPath()));
        }
        Optional<Violation> v = violation(g, violations);
        if (v.isPresent()) {
            return new EncodingDifference(g.field(), g.firstElement(), g.inFile(), g.inCanonical(), g.differingBytes(),
                    g.elements(), DifferenceCause.VIOLATION, v, "the reader reports at byte " + v.get().offset() + " ("
                    + v.get().field() + "): " + v.get().message());
        }
        if (text) {
            return difference(g, DifferenceCause.OTHER_LINE, lines(g, file, canonical));
        }
        if (g.inFile().isEmpty()) {
            return difference(g, DifferenceCause.MISSING_IN_FILE, "a conforming writer writes this field ("
                    + g.inCanonical().length() + " bytes); the file does not have it");
        }
        if (g.inCanonical().isEmpty()) {
            return difference(g, DifferenceCause.EXTRA_IN_FILE, "the file has this field (" + g.inFile().length()
                    + " bytes); a conforming writer does not write it");
        }
        return difference(g, DifferenceCause.OTHER_VALUE, "a conforming writer writes "
                + ValueBytes.describe(canonical, g.firstInCanonical()) + " at " + g.firstElement() + ", the file has "
                + ValueBytes.describe(file, g.firstInFile()));
    }

    private static EncodingDifference difference(EncodingComparison.Group g, DifferenceCause cause, String explanation) {
        return new EncodingDifference(g.field(), g.firstElement(), g.inFile(), g.inCanonical(), g.differingBytes(),
                g.elements(), cause, explanation);
    }

    /** The violation about this field or its bytes, if the reader saw one. */
    private static Optional<Violation> violation(EncodingComparison.Group g, List<Violation> violations) {
        String pattern = FieldPatterns.of(g.readerPath());
        for (Violation v : violations) {
            String vp = FieldPatterns.of(v.field());
            if (vp.equals(pattern) || vp.startsWith(pattern + ".") || vp.startsWith(pattern + "[")
                    || v.offset() >= g.inFile().start() && v.offset() < g.inFile().end()) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    private static String lines(EncodingComparison.Group g, byte[] file, byte[] canonical) {
        return "the file's " + g.firstElement() + " reads \"" + TextLineComparison.lineAt(file, g.firstInFile().start())
                + "\"; a conforming writer writes \"" + TextLineComparison.lineAt(canonical, g.firstInCanonical().start())
                + "\", and the two read to different values";
    }
}
