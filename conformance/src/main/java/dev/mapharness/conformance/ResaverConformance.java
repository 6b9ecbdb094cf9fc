package dev.mapharness.conformance;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.Comparison;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.reports.Offsets;
import dev.mapharness.reports.rules.RuleSettings;
import dev.mapharness.reports.conformance.CaseEvidence;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseVerdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Drives a re-saver under test: a library or editor that loads a map file and saves it again
 * ({@code wap_wwd_open} then {@code wap_wwd_save}, an editor's batch save). For each case the map
 * file goes to {@code {in}}, the tool runs, and the file it leaves at {@code {out}} must read to the
 * same model as the input, with no error and no warning the input lacks (a checksum the tool gets
 * wrong is one); with {@code exact}, it must also be the input's bytes. Notes (known editors' habits)
 * never fail it. A failing case is shrunk, model then bytes, and kept like a writer's.
 */
public final class ResaverConformance extends ToolRunner<ResaverCase> {
    private final boolean exact;
    /** Which findings count and how grave they are ({@code --ignore}, {@code --severity}, mapharness.json). */
    private RuleSettings rules = RuleSettings.NONE;

    /**
     * @param exact true if the saved file must be the input byte for byte, not only hold the same model
     * @param keep  where to keep each case that does not pass, one folder per case
     */
    public ResaverConformance(ToolCommand command, Duration timeout, boolean exact, Optional<Path> keep, Shrinking shrinking) {
        super(command, timeout, keep, shrinking);
        this.exact = exact;
    }

    /** This runner, judging saved files' findings with {@code settings} applied to them (and to the input's). */
    public ResaverConformance withRules(RuleSettings settings) {
        this.rules = settings;
        return this;
    }

    @Override
    String name(ResaverCase c) {
        return c.name();
    }

    @Override
    Format shrinkFormat(ResaverCase c) {
        return c.format();
    }

    @Override
    byte[] shrinkable(ResaverCase c) {
        return c.bytes();
    }

    @Override
    boolean modelsOnly() {
        return false;
    }

    /** A shrunk file mapharness cannot read is no case: it cannot fail the same way. */
    @Override
    CaseResult runShrunk(ResaverCase c, byte[] file, Path dir) throws IOException {
        Optional<ResaverCase> shrunk = ResaverCase.of(c.name(), c.format(), file);
        return shrunk.isPresent() ? attempt(shrunk.get(), dir)
                : new CaseResult(c.name(), CaseVerdict.PASS, List.of(), "", "", Duration.ZERO);
    }

    @Override
    String inName(ResaverCase c) {
        return "case." + c.format().extensions().get(0);
    }

    @Override
    String outName(ResaverCase c) {
        return "out." + c.format().extensions().get(0);
    }

    @Override
    CaseResult runCase(ResaverCase c, Path dir) throws IOException {
        Path in = dir.resolve(inName(c));
        Path out = dir.resolve(outName(c));
        Files.write(in, c.bytes());
        ToolRun run = runTool(in, out, dir);
        Judgement j;
        if (run.timedOut()) {
            j = new Judgement(CaseVerdict.TIMEOUT, List.of("still running after " + timeout.toSeconds() + " s; stopped"));
        } else if (run.exitCode() != 0) {
            j = new Judgement(CaseVerdict.CRASH, List.of("exit code " + run.exitCode()));
        } else if (!Files.isRegularFile(out)) {
            j = new Judgement(CaseVerdict.NO_OUTPUT, List.of("exit code 0, but no file at {out}"));
        } else if (Files.size(out) > Math.max(1 << 20, c.bytes().length * WriterConformance.OUTPUT_LIMIT_FACTOR)) {
            j = new Judgement(CaseVerdict.FAIL, List.of("wrote " + Files.size(out) + " bytes where the input has "
                    + c.bytes().length + "; not read"));
        } else {
            j = judge(c, Files.readAllBytes(out), exact, rules);
        }
        CaseEvidence evidence = j.verdict() == CaseVerdict.PASS ? CaseEvidence.NONE
                : new CaseEvidence(Optional.of(c.input().model()), j.found(), Optional.empty());
        return new CaseResult(c.name(), j.verdict(), j.reasons(), shown(in, out), run.stderr(), run.took(), j.fields(), evidence);
    }

    /**
     * The verdict on a saved file: it must read (leniently) to the input's model, with no error or
     * warning at a field where the input has none of that severity; with {@code exact}, its bytes
     * must be the input's. Every finding of the saved file is listed.
     */
    static Judgement judge(ResaverCase c, byte[] saved, boolean exact) {
        return judge(c, saved, exact, RuleSettings.NONE);
    }

    /** The verdict with the rule settings applied to the findings of both files: a muted rule fails no case. */
    static Judgement judge(ResaverCase c, byte[] saved, boolean exact, RuleSettings rules) {
        Decoded<? extends MapModel> read;
        try {
            read = Codecs.read(c.format(), saved, ReadOptions.LENIENT);
        } catch (MapFormatException e) {
            return new Judgement(CaseVerdict.FAIL, List.of("the saved file does not read: " + e.getMessage()),
                    List.of(e.field()), Optional.empty());
        }
        Set<String> inputFindings = new HashSet<>();
        for (Violation v : rules.applyToViolations(c.input().violations())) {
            inputFindings.add(key(v));
        }
        List<String> reasons = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        for (Violation v : rules.applyToViolations(read.violations())) {
            boolean isNew = v.severity() != Severity.NOTE && !inputFindings.contains(key(v));
            reasons.add(v.severity().id() + " [" + v.rule().id() + "] " + Offsets.describe(v.offset()) + " " + v.field() + ": " + v.message()
                    + (isNew ? " (the input has none)" : ""));
            if (isNew) {
                fields.add(v.field());
            }
        }
        Comparison diff = ModelComparator.compare(c.input().model(), read.model(), WriterConformance.REASONS_SHOWN);
        for (Divergence d : diff.divergences()) {
            reasons.add(d.path() + ": the input holds " + d.left() + ", the saved file " + d.right());
            fields.add(d.path());
        }
        if (diff.omitted() > 0) {
            reasons.add(diff.omitted() + " more fields differ");
        }
        if (exact && !Arrays.equals(c.bytes(), saved)) {
            reasons.add(firstDifference(c, saved));
            fields.add("bytes");
        }
        return new Judgement(fields.isEmpty() ? CaseVerdict.PASS : CaseVerdict.FAIL, reasons, fields, Optional.of(read.model()));
    }

    /** A finding's identity across the two files: its severity and field, not its message (which quotes values). */
    private static String key(Violation v) {
        return v.severity().id() + " " + v.field();
    }

    /** Where the saved file first leaves the input's bytes, and the input's field there. */
    private static String firstDifference(ResaverCase c, byte[] saved) {
        int at = Arrays.mismatch(c.bytes(), saved);
        String field = "";
        if (at < c.bytes().length) {
            Optional<FieldMap> map = Codecs.read(c.format(), c.bytes(), ReadOptions.LENIENT.withFieldMap()).fieldMap();
            field = map.flatMap(m -> m.nameAt(at)).map(n -> " (" + n + ")").orElse("");
        }
        return "not the input's bytes: the first difference is " + Offsets.describe(at) + field + "; the input has "
                + c.bytes().length + " bytes, the saved file " + saved.length;
    }
}
