package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Severity;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.apache.commons.io.monitor.FileAlterationObserver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckWatchTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();

    private List<String> lines() {
        return out.toString().lines().map(l -> l.substring(l.indexOf(' ') + 1)).toList();
    }

    /** Polls until the debounce has passed for every change seen (bounded: a missed change fails the test). */
    private static void settle(CheckWatch watch, FileAlterationObserver observer) throws InterruptedException {
        for (int i = 0; i < 4; i++) {
            watch.poll(observer);
            Thread.sleep(CheckWatch.QUIET_MILLIS / 2 + 10);
        }
        watch.poll(observer);
    }

    @Test
    void eachRewriteOfAMapFileIsCheckedOnceOnOneLine() throws Exception {
        Path level = Files.write(dir.resolve("out.wrp"), Wvr4Files.good());
        CheckWatch watch = new CheckWatch(dir, Severity.ERROR, false, new PrintWriter(out, true));
        watch.watch(() -> true); // the first pass only
        assertEquals(List.of(level + ": conforms (4WVR)"), lines());

        FileAlterationObserver observer = watch.observer();
        observer.initialize();
        // a writer that writes twice in quick succession gives one line
        Files.write(level, Wvr4Files.duplicateIds());
        Files.setLastModifiedTime(level, FileTime.fromMillis(System.currentTimeMillis() - 5000));
        watch.poll(observer);
        Files.write(level, Wvr4Files.duplicateIds());
        settle(watch, observer);
        assertEquals(2, lines().size(), out::toString);
        assertTrue(lines().get(1).startsWith(level + ": does not conform (4WVR): 1 error; first [4wvr/object-id-duplicate]: objects[1].id at byte "),
                out::toString);

        Files.writeString(dir.resolve("notes.txt"), "not a map");
        Path added = Files.write(dir.resolve("new-map"), Wvr4Files.good());
        settle(watch, observer);
        assertEquals(List.of(added + ": conforms (4WVR)"), lines().subList(2, lines().size()), out::toString);

        Files.delete(added);
        settle(watch, observer);
        assertEquals(added + ": deleted", lines().get(lines().size() - 1));
    }

    @Test
    void watchingWhatIsNoDirectoryIsRefused() throws IOException {
        Path file = Files.write(dir.resolve("a.wrp"), Wvr4Files.good());
        CliRun r = CliRun.run("check", "--watch", file.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.err().contains("is not a directory"), r::toString);
    }
}
