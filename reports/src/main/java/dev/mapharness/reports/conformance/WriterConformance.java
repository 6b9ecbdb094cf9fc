package dev.mapharness.reports.conformance;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.Comparison;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.reports.Offsets;
import dev.mapharness.reports.dump.ModelJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Drives a writer under test: for each case, the model's JSON dump goes to {@code {in}}, the tool
 * runs, and the file it leaves at {@code {out}} is read strictly and compared with the model field
 * by field. Each case runs in a directory of its own ({@link CaseDirectories}).
 */
public final class WriterConformance {
    /** Differing fields listed per failing case; the rest are counted. */
    static final int REASONS_SHOWN = 20;
    /** An output this much larger than the expected file is not read: a runaway writer. */
    static final long OUTPUT_LIMIT_FACTOR = 64;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final ToolCommand command;
    private final Duration timeout;
    private final Optional<Path> keep;

    /**
     * @param keep where to keep each case that does not pass (its JSON, the tool's file if any, its
     *             standard error and the command line that runs it again), one folder per case
     */
    public WriterConformance(ToolCommand command, Duration timeout, Optional<Path> keep) {
        this.command = command;
        this.timeout = timeout;
        this.keep = keep;
    }

    /** Runs every case in order, giving each result to {@code results} as soon as it is known. */
    public void run(List<WriterCase> cases, Consumer<CaseResult> results) throws IOException {
        CaseDirectories.each(cases, (c, dir) -> {
            CaseResult r = run(c, dir);
            return keep.isPresent() && r.verdict() != CaseVerdict.PASS ? kept(c, r, dir, keep.get()) : r;
        }, results);
    }

    private CaseResult run(WriterCase c, Path dir) throws IOException {
        Path in = dir.resolve("case.json");
        Path out = dir.resolve("out" + "." + c.model().format().extensions().get(0));
        Files.writeString(in, JSON.writeValueAsString(ModelJson.dump(c.model())));
        List<String> argv = command.argv(in.toString(), out.toString());
        String shown = command.display("case.json", out.getFileName().toString());
        ToolRun run;
        try {
            run = ToolRun.run(argv, dir, timeout);
        } catch (IOException e) {
            return new CaseResult(c.name(), CaseVerdict.CRASH, List.of("the tool does not start: " + e.getMessage()),
                    shown, "", Duration.ZERO);
        }
        if (run.timedOut()) {
            return result(c, CaseVerdict.TIMEOUT, List.of("still running after " + timeout.toSeconds() + " s; stopped"), shown, run);
        }
        if (run.exitCode() != 0) {
            return result(c, CaseVerdict.CRASH, List.of("exit code " + run.exitCode()), shown, run);
        }
        if (!Files.isRegularFile(out)) {
            return result(c, CaseVerdict.NO_OUTPUT, List.of("exit code 0, but no file at {out}"), shown, run);
        }
        byte[] expected = Codecs.write(c.model());
        long size = Files.size(out);
        if (size > Math.max(1 << 20, expected.length * OUTPUT_LIMIT_FACTOR)) {
            return result(c, CaseVerdict.FAIL, List.of("wrote " + size + " bytes where the model takes "
                    + expected.length + "; not read"), shown, run);
        }
        return result(c, judge(c.model(), Files.readAllBytes(out)), shown, run);
    }

    /**
     * Copies a case that does not pass out of its working directory into {@code keep}/NAME, with
     * {@code stderr.txt} and {@code command.txt} (the command line for the kept files), and names
     * that command in the result.
     */
    private CaseResult kept(WriterCase c, CaseResult r, Path dir, Path keep) throws IOException {
        Path to = keep.resolve(c.name().replaceAll("[^A-Za-z0-9._-]", "_"));
        Files.createDirectories(to);
        try (var files = Files.list(dir)) {
            for (Path p : files.filter(f -> !f.getFileName().toString().startsWith("stderr-")).toList()) {
                Files.copy(p, to.resolve(p.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Path in = to.resolve("case.json");
        Path out = to.resolve("out." + c.model().format().extensions().get(0));
        String again = command.display(in.toAbsolutePath().toString(), out.toAbsolutePath().toString());
        Files.writeString(to.resolve("stderr.txt"), r.stderr());
        Files.writeString(to.resolve("command.txt"), again + System.lineSeparator());
        return r.withCommand(again);
    }

    /** The verdict on a file the tool wrote, and why it is not a pass. */
    static Judgement judge(MapModel expected, byte[] written) {
        Decoded<? extends MapModel> read;
        try {
            read = Codecs.read(written, ReadOptions.LENIENT);
        } catch (MapFormatException e) {
            return new Judgement(CaseVerdict.FAIL, List.of("the file does not read: " + e.getMessage()),
                    List.of(e.field()), Optional.empty());
        }
        List<String> reasons = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        for (Violation v : read.violations()) {
            if (v.severity() == Severity.ERROR) {
                reasons.add("error " + Offsets.describe(v.offset()) + " " + v.field() + ": " + v.message());
                fields.add(v.field());
            }
        }
        Comparison diff = ModelComparator.compare(expected, read.model(), REASONS_SHOWN);
        for (Divergence d : diff.divergences()) {
            reasons.add(d.path() + ": expected " + d.left() + ", the file holds " + d.right());
            fields.add(d.path());
        }
        if (diff.omitted() > 0) {
            reasons.add(diff.omitted() + " more fields differ");
        }
        return new Judgement(reasons.isEmpty() ? CaseVerdict.PASS : CaseVerdict.FAIL, reasons, fields,
                Optional.of(read.model()));
    }


    private static CaseResult result(WriterCase c, Judgement j, String shown, ToolRun run) {
        CaseEvidence evidence = j.verdict() == CaseVerdict.PASS ? CaseEvidence.NONE
                : new CaseEvidence(Optional.of(c.model()), j.found(), Optional.empty());
        return new CaseResult(c.name(), j.verdict(), j.reasons(), shown, run.stderr(), run.took(), j.fields(), evidence);
    }

    private static CaseResult result(WriterCase c, CaseVerdict v, List<String> reasons, String shown, ToolRun run) {
        return result(c, new Judgement(v, reasons), shown, run);
    }
}
