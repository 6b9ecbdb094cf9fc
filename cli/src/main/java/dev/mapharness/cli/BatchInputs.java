package dev.mapharness.cli;

import dev.mapharness.format.Formats;
import dev.mapharness.reports.ReadFailure.Reason;
import dev.mapharness.reports.SafeText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.OptionalLong;

/**
 * The entries of a batch, in the order they are reported: each name on the command line (a
 * directory stands for the map files under it, sorted by path), then each line of {@code --from},
 * read as the batch goes so that a list of a million paths costs no memory.
 *
 * <p>Under a directory, a file is a map file if its name has a map extension or its first bytes
 * are detected as a map format: extensions do not decide, detection does. With {@code --all-files}
 * every file is an entry (those of no known format are then reported as such). Symbolic links are
 * followed; a loop, a special file (FIFO, device, socket), a dangling link or a folder that cannot
 * be opened is an entry of its own that reports the problem, and the batch goes on.
 *
 * <p>Walking uses the JDK's {@link Files#walkFileTree}: it reports each problem to the visitor,
 * which commons-io's walkers (which skip or throw) do not.
 */
final class BatchInputs implements Iterator<BatchInput>, AutoCloseable {
    private final Iterator<BatchInput> named;
    private final BufferedReader from;
    private final boolean allFiles;
    private final boolean closeFrom;
    private final OptionalLong total;
    private Iterator<BatchInput> fromDirectory = List.<BatchInput>of().iterator();
    private BatchInput next;

    private BatchInputs(List<BatchInput> named, BufferedReader from, boolean closeFrom, boolean allFiles) {
        this.named = named.iterator();
        this.from = from;
        this.closeFrom = closeFrom;
        this.allFiles = allFiles;
        this.total = from == null ? OptionalLong.of(named.size()) : OptionalLong.empty();
    }

    /**
     * The entries for {@code names} followed by those of {@code from} (one path per line; null for
     * none; closed with this unless {@code closeFrom} is false). The names are expanded now; the list
     * is read as the batch asks for entries.
     */
    static BatchInputs of(List<String> names, BufferedReader from, boolean closeFrom, boolean allFiles) {
        List<BatchInput> entries = new ArrayList<>();
        for (String name : names) {
            entries.addAll(expand(name, allFiles));
        }
        return new BatchInputs(entries, from, closeFrom, allFiles);
    }

    /** Closes the list of {@code --from} (standard input is left open). */
    @Override
    public void close() throws IOException {
        if (from != null && closeFrom) {
            from.close();
        }
    }

    /** How many entries there are, when known before the batch starts (not for {@code --from}). */
    OptionalLong total() {
        return total;
    }

    @Override
    public boolean hasNext() {
        if (next == null) {
            next = advance();
        }
        return next != null;
    }

    @Override
    public BatchInput next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        BatchInput n = next;
        next = null;
        return n;
    }

    private BatchInput advance() {
        if (named.hasNext()) {
            return named.next();
        }
        while (true) {
            if (fromDirectory.hasNext()) {
                return fromDirectory.next();
            }
            String line = nextLine();
            if (line == null) {
                return null;
            }
            List<BatchInput> entries = expand(line, allFiles);
            if (entries.size() == 1) {
                return entries.get(0);
            }
            fromDirectory = entries.iterator();
        }
    }

    /** The next non-blank line of the list, without a trailing carriage return; null at its end. */
    private String nextLine() {
        if (from == null) {
            return null;
        }
        try {
            String line;
            do {
                line = from.readLine();
            } while (line != null && line.isBlank());
            return line == null ? null : line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the list of files: " + e.getMessage(), e);
        }
    }

    /**
     * The name as it is, or for a directory the map files under it. A directory holding no map
     * file stays as it is, so reading it reports that it is one.
     */
    static List<BatchInput> expand(String name, boolean allFiles) {
        Path dir;
        try {
            dir = Path.of(name);
        } catch (InvalidPathException e) {
            return List.of(BatchInput.file(name));
        }
        if (!Files.isDirectory(dir)) {
            return List.of(BatchInput.file(name));
        }
        List<BatchInput> found = walk(dir, allFiles);
        return found.isEmpty() ? List.of(BatchInput.file(name)) : found;
    }

    private static List<BatchInput> walk(Path dir, boolean allFiles) {
        List<BatchInput> found = new ArrayList<>();
        try {
            Files.walkFileTree(dir, EnumSet.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (attrs.isRegularFile()) {
                        if (allFiles || isMapFile(file)) {
                            found.add(BatchInput.under(dir, file));
                        }
                    } else if (attrs.isSymbolicLink()) {
                        found.add(BatchInput.problem(file.toString(), Reason.NOT_FOUND,
                                "is a symbolic link to a file that does not exist"));
                    } else if (attrs.isOther()) {
                        found.add(BatchInput.problem(file.toString(), Reason.NOT_A_FILE,
                                "is a special file (a FIFO, device or socket), not a map file; not read"));
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    found.add(problem(file, e));
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path d, IOException e) {
                    if (e != null) {
                        found.add(problem(d, e));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            found.add(problem(dir, e));
        }
        found.sort(Comparator.comparing(BatchInput::name));
        return found;
    }

    private static BatchInput problem(Path file, IOException e) {
        String name = file.toString();
        if (e instanceof FileSystemLoopException) {
            return BatchInput.problem(name, Reason.NOT_A_FILE,
                    "is a symbolic link back to a folder above it (a loop); not followed");
        }
        if (e instanceof AccessDeniedException) {
            return BatchInput.problem(name, Reason.IO_ERROR, "permission denied");
        }
        if (e instanceof NoSuchFileException) {
            return BatchInput.problem(name, Reason.NOT_FOUND, "vanished while the folder was listed");
        }
        return BatchInput.problem(name, Reason.IO_ERROR, "cannot be listed: " + SafeText.of(String.valueOf(e.getMessage())));
    }

    /**
     * True if the file has a map extension or its first bytes are a map format's. A file that
     * cannot be opened counts as one, so that reading it reports why (permission denied) instead of
     * it silently vanishing.
     */
    static boolean isMapFile(Path file) {
        if (MapFileNames.hasMapExtension(file)) {
            return true;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return Formats.detect(in.readNBytes(Formats.HEAD_LENGTH)).isPresent();
        } catch (IOException e) {
            return true;
        }
    }
}
