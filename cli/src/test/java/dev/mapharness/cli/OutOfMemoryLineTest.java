package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command, run on a large generated world in a child JVM whose heap is too small for it, ends
 * with one line naming the file and how to give Java more heap, and exit code 3: no stack trace, no
 * "bug in mapharness". A batch goes on with the next file.
 */
class OutOfMemoryLineTest {
    /** Below what reading the world takes, above twice its size (so it is not refused unread). */
    private static final String SMALL_HEAP = "-Xmx80m";

    @TempDir
    static Path dir;
    static Path world;
    static Path small;

    @BeforeAll
    static void writeWorlds() throws IOException {
        world = dir.resolve("large.wrp");
        Files.write(world, Codecs.write(world(400_000)));
        small = dir.resolve("small.wrp");
        Files.write(small, Codecs.write(world(10)));
        assertTrue(Files.size(world) > 20L << 20, "large enough to need more than " + SMALL_HEAP);
    }

    /** An 8WVR world of 256² cells with {@code objects} objects: objects weigh more in a model than in the file. */
    private static Wvr8World world(int objects) {
        int side = 256;
        float[] elevation = new float[side * side];
        short[] textures = new short[side * side];
        List<Wvr8Object> list = new ArrayList<>(objects);
        for (int i = 0; i < objects; i++) {
            list.add(new Wvr8Object(Transform.headingAt(i % 360, i % 12_800, 0, i / 12_800 * 10), i,
                    RawString.of("mh\\objects\\strom_" + (i % 7) + ".p3d")));
        }
        return new Wvr8World(FloatGrid.of(side, side, elevation), ShortGrid.wrap(side, side, textures), 40f,
                List.of(new Wvr8Material(List.of()), Wvr8Material.of("mh\\data\\m1.rvmat")), list,
                Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
    }

    private record Run(int exit, String out) {
    }

    private static Run run(String heap, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                heap, "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES));
        return new Run(p.exitValue(), out);
    }

    /** One clean line for the world: its name, the heap to ask for, exit 3, and nothing of Java's own. */
    private static void refusedCleanly(Run r) {
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r.out());
        assertTrue(r.out().contains("large.wrp"), r.out());
        assertTrue(r.out().matches("(?s).*out of memory: \\w+ it takes more than this Java's \\d+ MB heap; run with more,"
                + " e\\.g\\. MAPHARNESS_JAVA_OPTS=-Xmx\\d+[mg].*"), r.out());
        stackTraceFree(r);
    }

    private static void stackTraceFree(Run r) {
        assertFalse(r.out().contains("Exception in thread"), r.out());
        assertFalse(r.out().contains("\tat "), r.out());
        assertFalse(r.out().contains("OutOfMemoryError"), r.out());
        assertFalse(r.out().contains("a bug in mapharness"), r.out());
    }

    @Test
    void everyCommandRefusesTheWorldInOneLine() throws Exception {
        String w = world.toString();
        refusedCleanly(run(SMALL_HEAP, "info", w));
        refusedCleanly(run(SMALL_HEAP, "info", "--lenient", "--json", w));
        refusedCleanly(run(SMALL_HEAP, "check", w));
        refusedCleanly(run(SMALL_HEAP, "check", "--html", dir.resolve("report.html").toString(), w));
        refusedCleanly(run(SMALL_HEAP, "diff", w, small.toString()));
        refusedCleanly(run(SMALL_HEAP, "convert", "--to", "oprw25", "--allow-loss", w, dir.resolve("out.wrp").toString()));
        refusedCleanly(run(SMALL_HEAP, "dump", "--out", dir.resolve("out.json").toString(), w));
    }

    @Test
    void aBatchGoesOnWithTheNextFile() throws Exception {
        Run r = run(SMALL_HEAP, "check", "-j", "1", world.toString(), small.toString());
        refusedCleanly(r);
        assertTrue(r.out().contains("small.wrp: conforms"), r.out());
    }

    /** Where reading fits and checking may not: conforming or the clean line, never a trace. */
    @Test
    void checkingInAHeapThatOnlyReadingFitsIsCleanToo() throws Exception {
        Run r = run("-Xmx160m", "check", "--html", dir.resolve("mid.html").toString(), world.toString());
        stackTraceFree(r);
        assertTrue(r.exit() == ExitCodes.OK || r.out().contains("MAPHARNESS_JAVA_OPTS=-Xmx"), r.out());
    }
}
