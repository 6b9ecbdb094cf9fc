package dev.mapharness.fuzz.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.files.AtomicFiles;
import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What happens to a target's raw findings after fuzzing: replayed in a helper JVM and grouped by stack
 * signature, each group's smallest input reduced, then byte-minimised, and stored in the corpus unless a
 * finding with that signature is already there.
 */
final class Triage {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** libFuzzer's minimiser gets at most this long per finding (less when the run is short). */
    static final long BYTE_MINIMISE_SECONDS = 30;
    /** The signature of the crashing inputs a run found but could not triage in its time. */
    static final String UNTRIAGED = "untriaged";

    private final FuzzTarget target;
    private final FuzzCorpus corpus;
    private final ChildJvm child;
    private final Path dir;
    private final Progress progress;

    /** @param child how to start the helper JVMs, with the deadline they must keep */
    Triage(FuzzTarget target, FuzzCorpus corpus, ChildJvm child, Path dir, Progress progress) {
        this.target = target;
        this.corpus = corpus;
        this.child = child;
        this.dir = dir;
        this.progress = progress;
    }

    List<FindingSummary> run(List<Path> artifacts, long reduceSeconds, long minimiseSeconds) throws RunFailure {
        if (artifacts.isEmpty()) {
            return List.of();
        }
        progress.note(target.name() + ": replaying " + artifacts.size() + " crashing input(s)");
        List<TriageMain.Triaged> groups = new ArrayList<>();
        try {
            List<String> args = new ArrayList<>(List.of(TriageMain.class.getName(), "triage", target.name(),
                    dir.resolve("triage").toAbsolutePath().toString(), Long.toString(reduceSeconds)));
            artifacts.forEach(a -> args.add(a.toAbsolutePath().toString()));
            long deadline = (artifacts.size() * 30L + reduceSeconds * artifacts.size() + 120) * 1000;
            ChildJvm.Result r = child.run(child.command(List.of(), args),
                    dir.resolve("triage.log"), deadline, line -> { });
            for (String line : r.stdout()) {
                groups.add(JSON.readValue(line, TriageMain.Triaged.class));
            }
            List<FindingSummary> findings = new ArrayList<>();
            for (TriageMain.Triaged g : groups) {
                findings.add(store(g, minimiseSeconds));
            }
            if (r.stopped()) {
                findings.add(untriaged(artifacts, groups.stream().mapToInt(TriageMain.Triaged::inputs).sum()));
            }
            return findings;
        } catch (IOException e) {
            throw new RunFailure("cannot triage the findings of " + target.name() + ": " + e.getMessage(), e);
        }
    }

    /**
     * What the run found but had no time left to replay and group (the triage JVM was stopped at the
     * run's end): still a finding, so the run fails, pointing at the raw inputs to replay by hand.
     */
    private FindingSummary untriaged(List<Path> artifacts, int triaged) {
        int left = Math.max(1, artifacts.size() - triaged);
        progress.note(target.name() + ": " + left + " crashing input(s) not triaged: the run's time is over");
        Path rawDir = artifacts.get(0).toAbsolutePath().getParent();
        return new FindingSummary(target.name(), FindingKind.CRASH.word(), UNTRIAGED, "not triaged: the run's time was over",
                left + " crashing input(s) in " + rawDir + " (replay each with ./mapharness repro FILE)", false,
                rawDir.toString(), left, 0, 0, List.of());
    }

    private FindingSummary store(TriageMain.Triaged g, long minimiseSeconds) throws IOException {
        FindingKind kind = FindingKind.valueOf(g.kind().toUpperCase(java.util.Locale.ROOT));
        String prefix = kind.fileName(g.signature(), "");
        Optional<Path> known = FuzzCorpus.filesIn(corpus.findings(target)).stream()
                .filter(p -> p.getFileName().toString().startsWith(prefix)).findFirst();
        if (known.isPresent()) {
            progress.note(target.name() + ": known finding " + known.get().getFileName() + " still fails");
            return summary(g, g.firstLine(), true, known.get(), g.reducedSize(), g.steps());
        }
        Path reduced = Path.of(g.reduced());
        List<String> steps = new ArrayList<>(g.steps());
        if (kind != FindingKind.TIMEOUT) {
            progress.note(target.name() + ": minimising " + g.title() + " (" + g.reducedSize() + " bytes)");
            Optional<Path> smaller = ByteMinimiser.minimise(child, target, reduced, g.signature(),
                    minimiseSeconds, dir.resolve("minimise"));
            if (smaller.isPresent()) {
                steps.add("libFuzzer bytes: " + g.reducedSize() + " → " + Files.size(smaller.get()));
                reduced = smaller.get();
            }
        }
        byte[] bytes = Files.readAllBytes(reduced);
        // the first line as the stored input fails, not as the larger input found by the fuzzer did
        String firstLine = ByteMinimiser.check(child, target, reduced, dir.resolve("minimise"))
                .map(TriageMain.Checked::firstLine).orElse(g.firstLine());
        Path stored = corpus.findings(target).resolve(kind.fileName(g.signature(), Extensions.of(target)));
        Files.createDirectories(stored.getParent());
        AtomicFiles.write(stored, bytes);
        progress.note(target.name() + ": new finding " + stored + " (" + bytes.length + " bytes): " + firstLine);
        return summary(g, firstLine, false, stored, bytes.length, steps);
    }

    private FindingSummary summary(TriageMain.Triaged g, String firstLine, boolean known, Path file, int size,
                                   List<String> steps) {
        return new FindingSummary(target.name(), g.kind(), g.signature(), g.title(), firstLine, known,
                file.toString(), g.inputs(), g.originalSize(), size, steps);
    }
}
