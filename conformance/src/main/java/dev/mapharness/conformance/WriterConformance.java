package dev.mapharness.conformance;

import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseEvidence;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.mapharness.Codecs;
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
import dev.mapharness.reports.dump.ModelJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Drives a writer under test: for each case, the model's JSON dump (or, for a converter, the source
 * map file) goes to {@code {in}}, the tool runs, and the file it leaves at {@code {out}} is read and
 * compared with the expected model field by field. Each case runs in a directory of its own; a
 * failing case is shrunk and kept ({@link ToolRunner}).
 */
public final class WriterConformance extends ToolRunner<WriterCase> {
    /** Differing fields listed per failing case; the rest are counted. */
    static final int REASONS_SHOWN = 20;
    /** An output this much larger than the expected file is not read: a runaway writer. */
    static final long OUTPUT_LIMIT_FACTOR = 64;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * @param keep where to keep each case that does not pass (its input, the tool's file if any, its
     *             standard error and the command line that runs it again), one folder per case
     */
    public WriterConformance(ToolCommand command, Duration timeout, Optional<Path> keep, Shrinking shrinking) {
        super(command, timeout, keep, shrinking);
    }

    /** Which findings count and how grave they are ({@code --ignore}, {@code --severity}, mapharness.json). */
    private RuleSettings rules = RuleSettings.NONE;

    /** This runner, judging written files' findings with {@code settings} applied to them. */
    public WriterConformance withRules(RuleSettings settings) {
        this.rules = settings;
        return this;
    }

    @Override
    String name(WriterCase c) {
        return c.name();
    }

    @Override
    Format shrinkFormat(WriterCase c) {
        return c.inputFormat().orElse(c.model().format());
    }

    @Override
    byte[] shrinkable(WriterCase c) {
        return c.shrinkable();
    }

    @Override
    boolean modelsOnly() {
        return true;
    }

    @Override
    CaseResult runShrunk(WriterCase c, byte[] file, Path dir) throws IOException {
        return attempt(c.remade(file), dir);
    }

    @Override
    String inName(WriterCase c) {
        return "case." + c.inputFormat().map(f -> f.extensions().get(0)).orElse("json");
    }

    @Override
    String outName(WriterCase c) {
        return "out." + c.model().format().extensions().get(0);
    }

    @Override
    CaseResult runCase(WriterCase c, Path dir) throws IOException {
        Path in = dir.resolve(inName(c));
        Path out = dir.resolve(outName(c));
        if (c.source().isPresent()) {
            Files.write(in, Codecs.write(c.source().get()));
        } else {
            Files.writeString(in, JSON.writeValueAsString(ModelJson.dump(c.model())));
        }
        ToolRun run = runTool(in, out, dir);
        String shown = shown(in, out);
        if (run.timedOut()) {
            return result(c, new Judgement(CaseVerdict.TIMEOUT, List.of("still running after " + timeout.toSeconds()
                    + " s; stopped")), shown, run);
        }
        if (run.exitCode() != 0) {
            return result(c, new Judgement(CaseVerdict.CRASH, List.of("exit code " + run.exitCode())), shown, run);
        }
        if (!Files.isRegularFile(out)) {
            return result(c, new Judgement(CaseVerdict.NO_OUTPUT, List.of("exit code 0, but no file at {out}")), shown, run);
        }
        long expected = Codecs.write(c.model()).length;
        long size = Files.size(out);
        if (size > Math.max(1 << 20, expected * OUTPUT_LIMIT_FACTOR)) {
            return result(c, new Judgement(CaseVerdict.FAIL, List.of("wrote " + size + " bytes where the model takes "
                    + expected + "; not read")), shown, run);
        }
        return result(c, judge(c.model(), Files.readAllBytes(out), c.ulps(), rules), shown, run);
    }

    /**
     * The verdict on a file the tool wrote, and why it is not a pass. Every finding in the file is
     * listed with its severity; it fails on an error, on a warning the canonical file of the expected
     * model does not have at that field (a checksum no editor computes: suspicious, though the games
     * take it), and on every differing field. Notes (known editors' habits) do not fail it.
     *
     * @param ulps how far apart floating-point values may be and count as equal (a conversion's)
     */
    static Judgement judge(MapModel expected, byte[] written, int ulps) {
        return judge(expected, written, ulps, RuleSettings.NONE);
    }

    /** The verdict with the rule settings applied to the findings: a muted rule fails no case. */
    static Judgement judge(MapModel expected, byte[] written, int ulps, RuleSettings rules) {
        Decoded<? extends MapModel> read;
        try {
            read = Codecs.read(expected.format(), written, ReadOptions.LENIENT);
        } catch (MapFormatException e) {
            return new Judgement(CaseVerdict.FAIL, List.of("the file does not read: " + e.getMessage()),
                    List.of(e.field()), Optional.empty());
        }
        Set<String> expectedWarnings = warnedFields(
                rules.applyToViolations(Codecs.read(expected.format(), Codecs.write(expected), ReadOptions.LENIENT).violations()));
        List<String> reasons = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        boolean fails = false;
        for (Violation v : rules.applyToViolations(read.violations())) {
            reasons.add(v.severity().id() + " [" + v.rule().id() + "] " + Offsets.describe(v.offset()) + " " + v.field() + ": " + v.message());
            if (v.severity() == Severity.ERROR || v.severity() == Severity.WARNING && !expectedWarnings.contains(v.field())) {
                fields.add(v.field());
                fails = true;
            }
        }
        Comparison diff = ModelComparator.compare(expected, read.model(), REASONS_SHOWN, ulps);
        for (Divergence d : diff.divergences()) {
            reasons.add(d.path() + ": expected " + d.left() + ", the file holds " + d.right());
            fields.add(d.path());
            fails = true;
        }
        if (diff.omitted() > 0) {
            reasons.add(diff.omitted() + " more fields differ");
        }
        return new Judgement(fails ? CaseVerdict.FAIL : CaseVerdict.PASS, reasons, fields, Optional.of(read.model()));
    }

    private static Set<String> warnedFields(List<Violation> violations) {
        Set<String> fields = new HashSet<>();
        for (Violation v : violations) {
            if (v.severity() == Severity.WARNING) {
                fields.add(v.field());
            }
        }
        return fields;
    }

    private static CaseResult result(WriterCase c, Judgement j, String shown, ToolRun run) {
        CaseEvidence evidence = j.verdict() == CaseVerdict.PASS ? CaseEvidence.NONE
                : new CaseEvidence(Optional.of(c.model()), j.found(), Optional.empty());
        return new CaseResult(c.name(), j.verdict(), j.reasons(), shown, run.stderr(), run.took(), j.fields(), evidence);
    }
}
