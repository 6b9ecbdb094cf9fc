package dev.mapharness.reports.junit;

import dev.mapharness.files.AtomicFiles;
import dev.mapharness.reports.CheckResult;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.DoubleSummaryStatistics;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * {@code mapharness check --junit} over an archive: takes each file's result as it comes and
 * forgets it, and writes the same bytes as {@link JUnitXml#check} would for the whole list. The
 * suite's counts stand in front of its testcases, so the testcases go to a temporary file beside
 * the report and are copied behind the counts at {@link #commit()}; only the counts stay in memory.
 *
 * <p>{@link #close()} without {@link #commit()} (an interrupted run) removes the temporary file and
 * leaves whatever report was at the path before. Not thread-safe: results are added from one
 * thread, in input order.
 */
public final class JUnitBatchWriter implements AutoCloseable {
    private final Path target;
    private final Path cases;
    private final OutputStream casesOut;
    private final XMLStreamWriter casesXml;
    private long tests;
    private long failures;
    private long skipped;
    private final DoubleSummaryStatistics seconds = new DoubleSummaryStatistics();
    private boolean open = true;
    private boolean casesClosed;

    private JUnitBatchWriter(Path target, Path cases, OutputStream casesOut, XMLStreamWriter casesXml) {
        this.target = target;
        this.cases = cases;
        this.casesOut = casesOut;
        this.casesXml = casesXml;
    }

    /** Starts a report that {@link #commit()} writes to {@code target}; nothing is written there before. */
    public static JUnitBatchWriter open(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path cases = Files.createTempFile(absolute.getParent(), ".mapharness-", ".testcases.tmp");
        OutputStream out = null;
        try {
            out = new BufferedOutputStream(Files.newOutputStream(cases), 64 * 1024);
            return new JUnitBatchWriter(absolute, cases, out, JUnitWriter.create(out));
        } catch (IOException | XMLStreamException | RuntimeException e) {
            if (out != null) {
                out.close();
            }
            Files.deleteIfExists(cases);
            throw e instanceof IOException io ? io : new IOException("cannot start the JUnit report", e);
        }
    }

    /** Writes the file's testcases; keeps nothing of {@code result} but counts. */
    public void add(CheckResult result) throws IOException {
        requireOpen();
        try {
            for (TestCase c : JUnitXml.checkCases(result)) {
                JUnitWriter.testcase(casesXml, c);
                tests++;
                failures += c.failure().isPresent() ? 1 : 0;
                skipped += c.skipped().isPresent() ? 1 : 0;
                seconds.accept(c.seconds());
            }
        } catch (XMLStreamException e) {
            throw new IOException("cannot write the testcases of " + target, e);
        }
    }

    /** Writes the report atomically: the suite's counts, then every testcase in the order added. */
    public void commit() throws IOException {
        requireOpen();
        try {
            closeCases();
            AtomicFiles.write(target, out -> {
                try {
                    XMLStreamWriter w = JUnitWriter.create(out);
                    JUnitWriter.startSuites(w, JUnitXml.CHECK_SUITE, tests, failures, skipped, seconds.getSum());
                    JUnitWriter.startSuite(w, JUnitXml.CHECK_SUITE, tests, failures, skipped, seconds.getSum());
                    w.writeCharacters(""); // ends the start tag, as the first testcase's line break would
                    w.flush();
                    Files.copy(cases, out);
                    JUnitWriter.endSuite(w);
                    JUnitWriter.endSuites(w);
                } catch (XMLStreamException e) {
                    throw new IOException("cannot write " + target, e);
                }
            });
        } finally {
            discard();
        }
    }

    /** Without {@link #commit()}: removes the temporary file and writes no report. */
    @Override
    public void close() throws IOException {
        if (open) {
            discard();
        }
    }

    private void closeCases() throws IOException {
        if (!casesClosed) {
            casesClosed = true;
            try {
                casesXml.close();
            } catch (XMLStreamException e) {
                throw new IOException("cannot write the testcases of " + target, e);
            } finally {
                casesOut.close();
            }
        }
    }

    private void discard() throws IOException {
        open = false;
        try {
            closeCases();
        } finally {
            Files.deleteIfExists(cases);
        }
    }

    private void requireOpen() {
        if (!open) {
            throw new IllegalStateException("the JUnit report of " + target + " is already committed or closed");
        }
    }
}
