package dev.mapharness.cli;

import dev.mapharness.files.AtomicFiles;
import dev.mapharness.reports.CheckResult;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code check --resume STATE}: which files a previous run has checked, so that an interrupted
 * batch over a large archive continues where it stopped.
 *
 * <p>The state is a text file: a first line naming the mapharness build and the {@code --fail-on}
 * threshold, then one line per file checked (status, size, modification time, name), appended and
 * flushed after the file's result was printed. A run killed mid-line leaves a last line without its
 * newline, which is ignored, so the state is always consistent. A file is skipped only if the same
 * build with the same threshold checked it and its size and modification time are unchanged;
 * a state from another build is started afresh.
 */
final class ResumeState implements AutoCloseable {
    private static final String MAGIC = "mapharness-resume 1";

    /** A file a previous run checked: its status then, and the size and time it had. */
    record Done(CheckResult.Status status, long size, long modified) {
    }

    private final Map<String, Done> done;
    private final BufferedWriter out;
    private final boolean fresh;

    private ResumeState(Map<String, Done> done, BufferedWriter out, boolean fresh) {
        this.done = done;
        this.out = out;
        this.fresh = fresh;
    }

    /**
     * Opens the state at {@code file} for a run of {@code build} with {@code failOn}: reads what it
     * holds if it was written by the same, otherwise starts it afresh (atomically replacing it).
     */
    static ResumeState open(Path file, String build, String failOn) throws IOException {
        String header = MAGIC + "\t" + build + "\tfail-on=" + failOn;
        Map<String, Done> done = new HashMap<>();
        boolean fresh = true;
        try {
            byte[] bytes = Files.readAllBytes(file);
            String text = new String(bytes, StandardCharsets.UTF_8);
            List<String> lines = List.of(text.split("\n", -1));
            if (!lines.isEmpty() && lines.get(0).equals(header)) {
                fresh = false;
                // the last element is what follows the last newline: a torn line, or empty
                for (String line : lines.subList(1, lines.size() - 1)) {
                    parse(line).ifPresent(e -> done.put(e.getKey(), e.getValue()));
                }
            }
        } catch (NoSuchFileException e) {
            // a first run
        }
        if (fresh) {
            AtomicFiles.write(file, (header + "\n").getBytes(StandardCharsets.UTF_8));
        } else if (!endsWithNewline(file)) {
            // a torn last line: end it, so that the next line appended starts on its own
            Files.writeString(file, "\n", StandardOpenOption.APPEND);
        }
        BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        return new ResumeState(done, out, fresh);
    }

    private static boolean endsWithNewline(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        return bytes.length > 0 && bytes[bytes.length - 1] == '\n';
    }

    private static Optional<Map.Entry<String, Done>> parse(String line) {
        String[] parts = line.split("\t", 4);
        if (parts.length != 4) {
            return Optional.empty();
        }
        try {
            CheckResult.Status status = status(parts[0]).orElseThrow(IllegalArgumentException::new);
            return Optional.of(Map.entry(unescape(parts[3]),
                    new Done(status, Long.parseLong(parts[1]), Long.parseLong(parts[2]))));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static Optional<CheckResult.Status> status(String id) {
        for (CheckResult.Status s : CheckResult.Status.values()) {
            if (s.id().equals(id)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** True if the state was started by this run (none before, or one of another build or threshold). */
    boolean fresh() {
        return fresh;
    }

    /** How many files the state holds from earlier runs. */
    int size() {
        return done.size();
    }

    /** The earlier result for {@code name}, if it is still the file that was checked. */
    Optional<Done> earlier(String name, long size, long modified) {
        Done d = done.get(name);
        return d != null && d.size() == size && d.modified() == modified ? Optional.of(d) : Optional.empty();
    }

    /** Records a file whose result has been reported. */
    void record(String name, CheckResult.Status status, long size, long modified) throws IOException {
        out.write(status.id() + "\t" + size + "\t" + modified + "\t" + escape(name) + "\n");
        out.flush();
    }

    @Override
    public void close() throws IOException {
        out.close();
    }

    /** Names are one line each: a backslash, newline or carriage return in one is escaped. */
    static String escape(String name) {
        return name.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    static String unescape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                sb.append(n == 'n' ? '\n' : n == 'r' ? '\r' : n);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
