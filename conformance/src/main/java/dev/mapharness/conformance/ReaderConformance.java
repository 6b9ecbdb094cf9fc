package dev.mapharness.conformance;

import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseEvidence;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.diff.Comparison;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.reports.dump.DumpException;
import dev.mapharness.reports.dump.ModelJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Drives a reader under test: for each case the file goes to {@code {in}}, the tool runs and must
 * leave at {@code {out}} the JSON dump ({@code docs/json-dump.md}) of what it read, which is compared
 * with mapharness's reading field by field. Where mapharness refuses the file, the tool must refuse
 * it too: exit with a code from 1 to 127. Exiting 0 on such a file accepts garbage, a fail; dying of
 * a signal (exit 128 and above) or running past the time limit is a crash or a timeout.
 */
public final class ReaderConformance extends ToolRunner<ReaderCase> {
    /** Exit codes from here on are deaths by a signal (128 + the signal), not refusals. */
    static final int SIGNAL_EXIT = 128;
    /** A dump larger than this is not read: a runaway reader. */
    static final long DUMP_LIMIT = 1L << 30;
    /** Where the tool writes its dump, in the case's directory. */
    private static final String OUT = "out.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    /**
     * @param keep where to keep each case that does not pass (the file, the tool's dump if any, its
     *             standard error and the command line that runs it again), one folder per case
     */
    public ReaderConformance(ToolCommand command, Duration timeout, Optional<Path> keep, Shrinking shrinking) {
        super(command, timeout, keep, shrinking);
    }

    @Override
    String name(ReaderCase c) {
        return c.name();
    }

    @Override
    Format shrinkFormat(ReaderCase c) {
        return c.format();
    }

    @Override
    byte[] shrinkable(ReaderCase c) {
        return c.bytes();
    }

    @Override
    boolean modelsOnly() {
        return false;
    }

    @Override
    CaseResult runShrunk(ReaderCase c, byte[] file, Path dir) throws IOException {
        return attempt(ReaderCases.of(c.format(), c.name(), file), dir);
    }

    @Override
    String inName(ReaderCase c) {
        return "case." + c.format().extensions().get(0);
    }

    @Override
    String outName(ReaderCase c) {
        return OUT;
    }

    @Override
    CaseResult runCase(ReaderCase c, Path dir) throws IOException {
        Path in = dir.resolve(inName(c));
        Path out = dir.resolve(OUT);
        Files.write(in, c.bytes());
        ToolRun run = runTool(in, out, dir);
        Judgement j = judge(c, run, out);
        CaseEvidence evidence = j.verdict() == CaseVerdict.PASS ? CaseEvidence.NONE
                : new CaseEvidence(c.expected(), j.found(), Optional.empty());
        return new CaseResult(c.name(), j.verdict(), j.reasons(), shown(in, out), run.stderr(), run.took(), j.fields(), evidence);
    }

    private Judgement judge(ReaderCase c, ToolRun run, Path out) throws IOException {
        if (run.timedOut()) {
            return new Judgement(CaseVerdict.TIMEOUT, List.of("still running after " + timeout.toSeconds() + " s; stopped"));
        }
        if (run.exitCode() >= SIGNAL_EXIT || run.exitCode() < 0) {
            return new Judgement(CaseVerdict.CRASH, List.of("exit code " + run.exitCode() + " (killed by a signal)"));
        }
        if (c.expected().isEmpty()) {
            if (run.exitCode() != 0) {
                return new Judgement(CaseVerdict.PASS, List.of());
            }
            return new Judgement(CaseVerdict.FAIL, List.of("exit code 0 on a file that does not read (mapharness: "
                    + c.refusal() + ")" + (Files.exists(out) ? "; it wrote a dump of it" : "")));
        }
        if (run.exitCode() != 0) {
            return new Judgement(CaseVerdict.FAIL, List.of("exit code " + run.exitCode() + " on a file mapharness reads"));
        }
        if (!Files.isRegularFile(out)) {
            return new Judgement(CaseVerdict.NO_OUTPUT, List.of("exit code 0, but no dump at {out}"));
        }
        if (Files.size(out) > DUMP_LIMIT) {
            return new Judgement(CaseVerdict.FAIL, List.of("wrote a dump of " + Files.size(out) + " bytes; not read"));
        }
        MapModel read;
        try {
            JsonNode doc = JSON.readTree(Files.readAllBytes(out));
            read = ModelJson.undump(doc);
        } catch (JsonProcessingException e) {
            return new Judgement(CaseVerdict.FAIL, List.of("its dump is not JSON: " + e.getOriginalMessage()));
        } catch (DumpException e) {
            return new Judgement(CaseVerdict.FAIL, List.of("its dump is not valid: " + e.getMessage()));
        }
        if (read.format() != c.format()) {
            return new Judgement(CaseVerdict.FAIL, List.of("its dump holds a " + read.format() + " model, not " + c.format()));
        }
        List<String> reasons = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        Comparison diff = ModelComparator.compare(c.expected().get(), read, WriterConformance.REASONS_SHOWN);
        for (Divergence d : diff.divergences()) {
            reasons.add(d.path() + ": mapharness reads " + d.left() + ", the tool " + d.right());
            fields.add(d.path());
        }
        if (diff.omitted() > 0) {
            reasons.add(diff.omitted() + " more fields differ");
        }
        return new Judgement(reasons.isEmpty() ? CaseVerdict.PASS : CaseVerdict.FAIL, reasons, fields,
                Optional.of(read));
    }
}
