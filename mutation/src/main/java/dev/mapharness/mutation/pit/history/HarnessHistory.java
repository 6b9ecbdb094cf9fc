package dev.mapharness.mutation.pit.history;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.pitest.classinfo.ClassName;
import org.pitest.classpath.CodeSource;
import org.pitest.coverage.CoverageDatabase;
import org.pitest.coverage.TestInfo;
import org.pitest.mutationtest.DetectionStatus;
import org.pitest.mutationtest.History;
import org.pitest.mutationtest.MutationResult;
import org.pitest.mutationtest.MutationStatusTestPair;
import org.pitest.mutationtest.engine.MutationDetails;
import org.pitest.mutationtest.incremental.WriterFactory;

/**
 * Each mutant's last result, reused when it still holds:
 * <ul>
 *   <li>a mutant some test detected stays detected while its class is unchanged and that test still reaches
 *       the class (adding tests cannot make it survive);</li>
 *   <li>any other result (survived, no coverage) stays while its class is unchanged and the tests reaching the
 *       class are the same tests with the same bytes (PIT's coverage id of the class).</li>
 * </ul>
 * A class's identity is the hash of its bytes: a change anywhere in it, its line numbers included, runs its
 * mutants again. What a test reads besides classes (the corpus, the real files) is not hashed; after changing
 * those, run with {@code --no-history}.
 *
 * <p>The file is text, a line a mutant: {@code id TAB classHash TAB coverageId TAB status TAB testsRun TAB
 * killingTests} ({@code |}-separated).
 *
 * <p>A run over every package takes many hours, and PIT writes the history only when it ends. So each result
 * is also appended, as it comes, to a journal in the same format (the file the system property
 * {@value HarnessHistoryFactory#JOURNAL} names), and the journal of a run that was interrupted is read after the
 * history: the next run tests again only what the interrupted one had not reached (each entry still judged by
 * the rules above).
 */
final class HarnessHistory implements History {
    private final CodeSource code;
    private final WriterFactory output;
    private final Optional<Reader> input;
    private final Optional<Path> journal;
    private PrintWriter journalOut;
    private final Map<String, Entry> previous = new LinkedHashMap<>();
    private final Map<String, Entry> current = new LinkedHashMap<>();
    private final Map<ClassName, String> classHashes = new HashMap<>();
    private CoverageDatabase coverage;

    record Entry(String classHash, String coverageId, DetectionStatus status, int testsRun, List<String> killing) {
        String line(String id) {
            return String.join("\t", id, classHash, coverageId, status.name(), Integer.toString(testsRun), String.join("|", killing));
        }

        static Map.Entry<String, Entry> parse(String line) {
            String[] f = line.split("\t", -1);
            if (f.length != 6) {
                throw new IllegalArgumentException("not a history line: " + line);
            }
            List<String> killing = f[5].isEmpty() ? List.of() : List.of(f[5].split("\\|"));
            return Map.entry(f[0], new Entry(f[1], f[2], DetectionStatus.valueOf(f[3]), Integer.parseInt(f[4]), killing));
        }
    }

    HarnessHistory(CodeSource code, WriterFactory output, Optional<Reader> input, Optional<Path> journal) {
        this.code = code;
        this.output = output;
        this.input = input;
        this.journal = journal;
    }

    @Override
    public void initialize() {
        if (input.isPresent()) {
            read(input.get());
        }
        if (journal.isEmpty()) {
            return;
        }
        try {
            if (Files.isRegularFile(journal.get())) {
                read(Files.newBufferedReader(journal.get(), StandardCharsets.UTF_8));
            }
            journalOut = new PrintWriter(Files.newBufferedWriter(journal.get(), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND));
            // a line a kill cut off must not run into the first line of this run
            journalOut.println();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads history lines over what is already known, skipping any that are not one (a line cut off by a kill). */
    private void read(Reader in) {
        try (BufferedReader r = new BufferedReader(in)) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.isBlank()) {
                    try {
                        Map.Entry<String, Entry> e = Entry.parse(line);
                        previous.put(e.getKey(), e.getValue());
                    } catch (IllegalArgumentException damaged) {
                        // each entry is judged on its own (class hash, coverage), so the rest can still be used
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void processCoverage(CoverageDatabase coverage) {
        this.coverage = coverage;
    }

    @Override
    public List<MutationResult> analyse(List<MutationDetails> mutations) {
        List<MutationResult> results = new ArrayList<>(mutations.size());
        for (MutationDetails m : mutations) {
            Entry e = previous.get(id(m));
            results.add(e != null && stillHolds(e, m.getClassName())
                    ? new MutationResult(m, new MutationStatusTestPair(e.testsRun(), e.status(), e.killing(), List.of()))
                    : new MutationResult(m, MutationStatusTestPair.notAnalysed(0, DetectionStatus.NOT_STARTED)));
        }
        return results;
    }

    private boolean stillHolds(Entry e, ClassName mutated) {
        if (!e.classHash().equals(classHash(mutated))) {
            return false;
        }
        if (e.status().isDetected() && !e.killing().isEmpty()) {
            Set<String> reaching = coverage.getTestsForClass(mutated).stream().map(TestInfo::getName).collect(Collectors.toSet());
            return reaching.containsAll(e.killing());
        }
        return e.coverageId().equals(coverageId(mutated));
    }

    @Override
    public void recordResult(MutationResult r) {
        ClassName mutated = r.getDetails().getClassName();
        String id = id(r.getDetails());
        Entry e = new Entry(classHash(mutated), coverageId(mutated), r.getStatus(), r.getNumberOfTestsRun(), r.getKillingTests());
        current.put(id, e);
        if (journalOut != null) {
            journalOut.println(e.line(id));
            journalOut.flush();
        }
    }

    @Override
    public void close() {
        // the packages this run did not test keep their results for the next run that does
        Map<String, Entry> all = new LinkedHashMap<>(previous);
        all.putAll(current);
        PrintWriter w = output.create();
        all.forEach((id, e) -> w.println(e.line(id)));
        w.flush();
        output.close();
        if (journalOut != null) {
            journalOut.close();
        }
    }

    static String id(MutationDetails m) {
        return m.getId().toString().replace('\t', ' ').replace('\n', ' ');
    }

    private String coverageId(ClassName c) {
        BigInteger id = coverage == null ? BigInteger.ZERO : coverage.getCoverageIdForClass(c);
        return id.toString(16);
    }

    private String classHash(ClassName c) {
        return classHashes.computeIfAbsent(c, name -> code.fetchClassBytes(name).map(HarnessHistory::sha256).orElse("absent"));
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
