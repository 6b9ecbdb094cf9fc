package dev.mapharness.fuzz.run;

import dev.mapharness.files.AtomicFiles;
import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The second stage of a two-stage target: every input libFuzzer adds to its working corpus, checked
 * by the full oracle while the fuzzer goes on exploring with the cheap one.
 *
 * <p>libFuzzer has no callback for "this input is new", and Jazzer none in Java; but it writes each
 * input that adds coverage into the first corpus directory, named by the SHA-1 of its bytes, at once.
 * So this looks at that directory between fuzzing inputs' worth of time ({@link #poll}), in a JVM of
 * its own: the full oracle's writers would otherwise count as coverage of whatever input the fuzzing
 * thread is on, and a hang or an exhausted heap here must not stop the fuzzer. Each input checked is
 * appended to a record beside the corpus, so that what a run had no time left to check (its JVMs are
 * killed at the run's end) is checked by the next; a corpus with no record yet was grown by runs that
 * ran the full oracle on every input. A file whose bytes do not hash to its name is still being written
 * (libFuzzer does not write atomically), and is taken at the next look.
 *
 * <p>Before the first new input, the target's committed seeds and findings go through the full oracle
 * too: libFuzzer loads them as its starting corpus without writing them into the working corpus, so
 * without this a writer bug that a committed input shows would be found only by the nightly's replay
 * of the corpus, or by chance, never by a run of {@code mapharness fuzz} itself.
 *
 * <p>An input the full oracle fails is written into the run's artifacts as {@code crash-SHA1} (or
 * {@code timeout-SHA1}), beside libFuzzer's own crashes, and triaged with them: replayed, reduced,
 * minimised and stored as a finding.
 */
final class NewInputOracle {
    /** Hanging replays leave a thread spinning; past this many the rest are not checked. */
    static final int MAX_HANGS = 3;

    private final FuzzTarget target;
    private final Path work;
    private final Path artifacts;
    private final Path record;
    private final long timeoutMillis;
    private final Set<String> seen = new HashSet<>();
    /** Committed inputs not yet checked in this run; checked first. */
    private final List<Path> committed;
    private int checked;
    private int failed;
    private long longestWaitMillis;

    /** One input checked: its name, how it came out, and how long after libFuzzer wrote it. */
    record Checked(String file, Outcome outcome, long waitMillis) {
    }

    /**
     * @param record the names of the inputs of {@code work} checked so far, one a line; made from the
     *               files in {@code work} now if it does not exist
     */
    NewInputOracle(FuzzTarget target, Path work, Path artifacts, Path record, long timeoutMillis) throws IOException {
        this(target, work, artifacts, record, timeoutMillis, List.of());
    }

    /**
     * @param committed directories of committed inputs (the target's seeds and findings), checked once
     *                  before the first new input
     */
    NewInputOracle(FuzzTarget target, Path work, Path artifacts, Path record, long timeoutMillis, List<Path> committed)
            throws IOException {
        this.target = target;
        this.committed = new ArrayList<>();
        for (Path dir : committed) {
            this.committed.addAll(FuzzCorpus.filesIn(dir));
        }
        this.work = work;
        this.artifacts = artifacts;
        this.record = record;
        this.timeoutMillis = timeoutMillis;
        if (Files.isRegularFile(record)) {
            seen.addAll(Files.readAllLines(record));
        } else {
            FuzzCorpus.filesIn(work).forEach(p -> seen.add(p.getFileName().toString()));
            Files.createDirectories(record.toAbsolutePath().getParent());
            Files.write(record, seen);
        }
    }

    /** Checks every input added since the last look, in name order; returns them. */
    List<Checked> poll() throws IOException {
        List<Checked> done = new ArrayList<>();
        while (!committed.isEmpty() && Replay.abandonedThreads() < MAX_HANGS) {
            Path file = committed.remove(0);
            byte[] bytes = Files.readAllBytes(file);
            String name = HexFormat.of().formatHex(sha1(bytes));
            done.add(check(file.getFileName().toString(), name, bytes, 0));
        }
        for (Path file : FuzzCorpus.filesIn(work)) {
            String name = file.getFileName().toString();
            if (seen.contains(name) || Replay.abandonedThreads() >= MAX_HANGS) {
                continue;
            }
            long written;
            Optional<byte[]> bytes;
            try {
                written = Files.getLastModifiedTime(file).toMillis();
                bytes = complete(file);
            } catch (NoSuchFileException replaced) {
                // libFuzzer deletes an input it replaced by a smaller one with the same coverage (REDUCE)
                continue;
            }
            if (bytes.isEmpty()) {
                continue;
            }
            seen.add(name);
            Files.writeString(record, name + "\n", StandardOpenOption.APPEND);
            done.add(check(name, name, bytes.get(), Math.max(0, System.currentTimeMillis() - written)));
        }
        return done;
    }

    /** The full oracle on one input; a failure goes into the artifacts as {@code KIND-SHA1}. */
    private Checked check(String file, String sha1, byte[] bytes, long wait) throws IOException {
        Outcome o = Replay.run(target, bytes, timeoutMillis);
        checked++;
        longestWaitMillis = Math.max(longestWaitMillis, wait);
        if (!o.passed()) {
            failed++;
            AtomicFiles.write(artifacts.resolve(FindingKind.of(o).word() + "-" + sha1), bytes);
        }
        return new Checked(file, o, wait);
    }

    int checked() {
        return checked;
    }

    int failed() {
        return failed;
    }

    /** The longest an input waited for its check, from libFuzzer writing it to the check's start. */
    long longestWaitMillis() {
        return longestWaitMillis;
    }

    /** The file's bytes if it is all there: libFuzzer names a corpus file by the SHA-1 of its bytes. */
    private static Optional<byte[]> complete(Path file) throws IOException {
        String name = file.getFileName().toString();
        if (!name.matches("[0-9a-f]{40}")) {
            return Optional.empty();
        }
        byte[] bytes = Files.readAllBytes(file);
        return HexFormat.of().formatHex(sha1(bytes)).equals(name) ? Optional.of(bytes) : Optional.empty();
    }

    private static byte[] sha1(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-1").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-1", e);
        }
    }
}
