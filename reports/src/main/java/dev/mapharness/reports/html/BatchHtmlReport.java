package dev.mapharness.reports.html;

import dev.mapharness.files.AtomicFiles;
import dev.mapharness.reports.CheckResult;
import gg.jte.Content;
import gg.jte.output.WriterOutput;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * {@code mapharness check --html} over an archive: an index page of counts and one row per file,
 * and a page of its own for each file that does not conform, cannot be read or is not supported,
 * in a folder beside the index ({@code report.html} → {@code report.files/0042-island.wrp.html}).
 * Each result is rendered when it is added and then forgotten; only counters stay in memory.
 *
 * <p>Until {@link #commit()} everything goes to a hidden folder beside the index: the pages (each
 * written atomically) and the index rows. {@code commit} writes the index atomically, then moves
 * the pages into the folder and removes the pages an earlier report left there. {@link #close()}
 * without {@code commit} (an interrupted run) removes the hidden folder, so an earlier report, its
 * index and its pages, stays as it was.
 *
 * <p>Not thread-safe: results are added from one thread, in input order.
 */
public final class BatchHtmlReport implements AutoCloseable {
    private static final String ROWS = "index-rows.part";

    private final Path index;
    private final Path folder;
    private final Path staging;
    private final Path rowsFile;
    private final Writer rows;
    private final PictureSource pictures;
    private final CheckPage.BackLink back;
    private final BatchTally tally = new BatchTally();
    private long position;
    private boolean open = true;

    private BatchHtmlReport(Path index, Path folder, Path staging, Writer rows, PictureSource pictures) {
        this.index = index;
        this.folder = folder;
        this.staging = staging;
        this.rowsFile = staging.resolve(ROWS);
        this.rows = rows;
        this.pictures = pictures;
        this.back = new CheckPage.BackLink("../" + BatchFiles.href(index.getFileName().toString()),
                index.getFileName().toString());
    }

    /** Starts a report that {@link #commit()} writes to {@code index}; nothing is written there before. */
    public static BatchHtmlReport open(Path index, PictureSource pictures) throws IOException {
        Path absolute = index.toAbsolutePath();
        Path folder = absolute.resolveSibling(BatchFiles.folderName(absolute.getFileName().toString()));
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new IOException(folder + " is in the way: the report's pages go in a folder of that name");
        }
        Path staging = Files.createTempDirectory(absolute.getParent(), ".mapharness-pages-");
        try {
            Writer rows = Files.newBufferedWriter(staging.resolve(ROWS), StandardCharsets.UTF_8);
            return new BatchHtmlReport(absolute, folder, staging, rows, pictures);
        } catch (IOException | RuntimeException e) {
            deleteTree(staging);
            throw e;
        }
    }

    /**
     * Counts the file, writes its row, and its page if it does not conform, cannot be read or is
     * not supported; keeps no reference to {@code result}.
     */
    public void add(CheckResult result) throws IOException {
        requireOpen();
        position++;
        Optional<String> page = Optional.empty();
        if (result.status() != CheckResult.Status.CONFORMS) {
            String name = BatchFiles.pageName(position, result.file());
            AtomicFiles.write(staging.resolve(name),
                    HtmlReport.checkPage(result, pictures, back).getBytes(StandardCharsets.UTF_8));
            page = Optional.of(BatchFiles.href(folder.getFileName().toString()) + "/" + name);
        }
        tally.add(result, page.isPresent());
        try {
            rows.write(HtmlReport.render("tag/batchrow.jte", BatchRow.of(position, result, page)));
            rows.write('\n');
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** Writes the index atomically, then puts the pages in their folder in place of an earlier report's. */
    public void commit() throws IOException {
        requireOpen();
        try {
            rows.close();
            BatchIndexPage page = BatchIndexPage.of(tally, folder.getFileName().toString(), rowsContent());
            AtomicFiles.write(index, out -> {
                Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 64 * 1024);
                try {
                    HtmlReport.render("batch.jte", page, new WriterOutput(w));
                } catch (UncheckedIOException e) {
                    throw e.getCause();
                }
                w.flush();
            });
            publishPages();
        } finally {
            discard();
        }
    }

    /** Without {@link #commit()}: removes every page and row written so far; writes no index. */
    @Override
    public void close() throws IOException {
        if (open) {
            discard();
        }
    }

    /** The rows as they were written, copied into the index where the template places them. */
    private Content rowsContent() {
        return out -> {
            try (Reader in = Files.newBufferedReader(rowsFile, StandardCharsets.UTF_8)) {
                char[] buffer = new char[16 * 1024];
                for (int n; (n = in.read(buffer)) > 0; ) {
                    out.writeContent(new String(buffer, 0, n));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    /**
     * Removes the pages of an earlier report that this one does not replace, then moves this
     * report's pages in; files in the folder that are not pages are left alone.
     */
    private void publishPages() throws IOException {
        if (tally.pages() == 0 && !Files.isDirectory(folder)) {
            return;
        }
        Files.createDirectories(folder);
        try (DirectoryStream<Path> old = Files.newDirectoryStream(folder, p -> BatchFiles.isPageName(p.getFileName().toString()))) {
            for (Path p : old) {
                if (!Files.exists(staging.resolve(p.getFileName().toString()))) {
                    Files.deleteIfExists(p);
                }
            }
        }
        try (DirectoryStream<Path> pages = Files.newDirectoryStream(staging, p -> BatchFiles.isPageName(p.getFileName().toString()))) {
            for (Path p : pages) {
                Files.move(p, folder.resolve(p.getFileName().toString()), StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    private void discard() throws IOException {
        open = false;
        try {
            rows.close();
        } finally {
            deleteTree(staging);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private void requireOpen() {
        if (!open) {
            throw new IllegalStateException("the HTML report " + index + " is already committed or closed");
        }
    }
}
