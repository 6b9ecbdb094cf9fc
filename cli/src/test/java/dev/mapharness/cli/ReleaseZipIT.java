package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release zip that {@code ./mvnw -B package} makes, unpacked outside the repository and run as
 * a user runs it: {@code bin/mapharness info} and {@code check} on files beside nothing but the
 * release, with only a Java runtime.
 */
class ReleaseZipIT {
    @TempDir
    static Path unpacked;

    private static Path zip;
    private static Path release;

    @BeforeAll
    static void unpack() throws IOException {
        String built = System.getProperty("mapharness.release");
        // failsafe runs this after package and names the zip; a -Dtest filter may pull it into surefire's run
        assumeTrue(built != null, "skipped: the release zip is tested after package (./mvnw -B verify)");
        zip = Path.of(built);
        assertTrue(Files.isRegularFile(zip), "the release is built by package: " + zip);
        try (ZipFile z = new ZipFile(zip.toFile())) {
            for (ZipEntry e : z.stream().toList()) {
                Path to = unpacked.resolve(e.getName()).normalize();
                assertTrue(to.startsWith(unpacked), e.getName());
                if (e.isDirectory()) {
                    Files.createDirectories(to);
                } else {
                    Files.createDirectories(to.getParent());
                    try (InputStream in = z.getInputStream(e)) {
                        Files.copy(in, to);
                    }
                }
            }
        }
        release = unpacked.resolve(System.getProperty("mapharness.release.dir"));
        // java.util.zip does not restore file modes; the mode the zip records is checked below
        assertTrue(release.resolve("bin/mapharness").toFile().setExecutable(true));
    }

    @Test
    void theReleaseHoldsTheLaunchersTheJarTheLicenceAndTheCorpus() throws IOException {
        for (String f : List.of("bin/mapharness", "bin/mapharness.cmd", "lib/mapharness.jar", "README.md", "LICENSE",
                "THIRD-PARTY-NOTICES.md", "docs/tool-authors.md", "corpus/4wvr/hand-4x4.wrp", "corpus/wwd/small.wwd")) {
            assertTrue(Files.isRegularFile(release.resolve(f)), f);
        }
        assertFalse(Files.exists(release.resolve("corpus/src")), "the corpus generator's sources stay out");
        assertTrue(Files.readString(release.resolve("LICENSE")).contains("Apache License"));
        assertEquals(0755, unixMode(release.getFileName() + "/bin/mapharness") & 0777, "bin/mapharness is executable");
    }

    @Test
    void theWindowsLauncherHasWindowsLineEndsAndPassesOnTheExitCode() throws IOException {
        String cmd = Files.readString(release.resolve("bin/mapharness.cmd"), StandardCharsets.ISO_8859_1);
        assertTrue(cmd.contains("\r\n") && !cmd.replace("\r\n", "").contains("\n"), "every line ends CRLF");
        assertTrue(cmd.contains("\"%RELEASE%\\lib\\mapharness.jar\" %*"), cmd);
        assertTrue(cmd.contains("exit /b %ERRORLEVEL%"), cmd);
        assertTrue(cmd.contains("-XX:MaxRAMPercentage=70"), cmd);
    }

    @Test
    void infoAndCheckRunFromTheReleaseOnFilesOutsideTheRepository() throws Exception {
        Path work = Files.createDirectories(unpacked.resolve("work"));
        Path world = Files.copy(release.resolve("corpus/4wvr/hand-4x4.wrp"), work.resolve("island.wrp"));
        Run info = run(work, Map.of(), "info", "island.wrp");
        assertEquals(0, info.exit, info::toString);
        assertTrue(info.out.contains("format               4WVR"), info::toString);
        Run check = run(work, Map.of(), "check", world.toString(), release.resolve("corpus/wwd").toString());
        assertEquals(0, check.exit, check::toString);
        assertTrue(check.out.contains("island.wrp: conforms (4WVR)"), check::toString);
        assertTrue(check.out.contains("small.wwd: conforms (WWD)"), check::toString);
        Run missing = run(work, Map.of(), "info", "nowhere.wrp");
        assertEquals(ExitCodes.UNREADABLE, missing.exit, missing::toString);
    }

    @Test
    void theLauncherGivesTheJvmSeventyPercentUnlessTheUserSetsAHeap() throws Exception {
        Run sized = run(unpacked, Map.of("MAPHARNESS_JAVA_OPTS", "-XX:+PrintFlagsFinal"), "--version");
        assertTrue(sized.out.matches("(?s).*MaxRAMPercentage\\s+= 70\\.0+.*"), "70% by default");
        Run own = run(unpacked, Map.of("MAPHARNESS_JAVA_OPTS", "-Xmx300m -XX:+PrintFlagsFinal"), "--version");
        assertTrue(own.out.matches("(?s).*MaxHeapSize\\s+= 314572800 .*"), "the user's -Xmx");
        assertTrue(own.out.matches("(?s).*MaxRAMPercentage\\s+= 25\\.0+ .*"), "and no percentage of ours");
        Run noJava = run(unpacked, Map.of("JAVA_HOME", unpacked.resolve("no-java").toString()), "--version");
        assertEquals(2, noJava.exit, noJava::toString);
        assertTrue(noJava.err.contains("no Java found"), noJava::toString);
    }

    private record Run(int exit, String out, String err) {
    }

    /** bin/mapharness with only a Java runtime: no MAPHARNESS_HOME, the repository nowhere near. */
    private static Run run(Path dir, Map<String, String> env, String... args) throws Exception {
        List<String> argv = new ArrayList<>(List.of("sh", release.resolve("bin/mapharness").toString()));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).directory(dir.toFile());
        Map<String, String> e = pb.environment();
        e.remove("MAPHARNESS_HOME");
        e.remove("MAPHARNESS_JAVA_OPTS");
        e.put("JAVA_HOME", System.getProperty("java.home"));
        e.putAll(new HashMap<>(env));
        Path out = Files.createTempFile(unpacked, "out", ".txt");
        Path err = Files.createTempFile(unpacked, "err", ".txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), "the launcher ends");
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** The Unix mode the zip's central directory records for {@code name} (the high half of its external attributes). */
    private static int unixMode(String name) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(zip)).order(ByteOrder.LITTLE_ENDIAN);
        for (int at = 0; at + 46 <= b.limit(); at++) {
            if (b.getInt(at) != 0x02014b50) {
                continue;
            }
            int nameLength = Short.toUnsignedInt(b.getShort(at + 28));
            byte[] n = new byte[nameLength];
            b.get(at + 46, n);
            if (new String(n, StandardCharsets.UTF_8).equals(name)) {
                return b.getInt(at + 38) >>> 16;
            }
        }
        throw new AssertionError(name + " is not in the zip's central directory");
    }
}
