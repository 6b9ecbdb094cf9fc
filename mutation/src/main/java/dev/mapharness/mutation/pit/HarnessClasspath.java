package dev.mapharness.mutation.pit;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The class path on which PIT runs the whole harness: every module whose tests exercise the codecs, with its
 * classes, its test classes and its test dependencies ({@code MODULE/target/test-classpath.txt}, which
 * {@code bench/mutation} has Maven write), then PIT itself and this module (this JVM's own class path).
 *
 * <p>PIT looks for tests in every directory of the class path (never in jars), so each module's
 * {@code target/test-classes} being a directory is what makes its tests part of the suite.
 */
public final class HarnessClasspath {
    /** The modules whose tests run against the mutants, in build order. The command line's are left out: they run the jar in child JVMs, which PIT's mutants never reach. */
    public static final List<String> MODULES = List.of("codecs", "roundtrip", "corpus", "fuzz", "reports", "conformance", "nightly");

    private HarnessClasspath() {
    }

    /** The class path with the tests of {@code modules} ({@link #MODULES} for the whole harness). */
    public static List<String> of(Path root, List<String> modules) throws IOException {
        Set<String> entries = new LinkedHashSet<>();
        for (String module : modules) {
            Path dir = root.resolve(module).toAbsolutePath().normalize();
            Path listed = dir.resolve("target/test-classpath.txt");
            if (!Files.isRegularFile(listed)) {
                throw new IOException(listed + " is missing: bench/mutation has Maven write it (dependency:build-classpath)");
            }
            entries.add(dir.resolve("target/test-classes").toString());
            entries.add(dir.resolve("target/classes").toString());
            for (String e : Files.readString(listed).strip().split(File.pathSeparator)) {
                if (!e.isBlank()) {
                    entries.add(e);
                }
            }
        }
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (e.endsWith(".jar")) {
                entries.add(e);
            }
        }
        // this module's own classes hold the history plugin PIT loads (META-INF/services)
        try {
            entries.add(Path.of(HarnessClasspath.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        } catch (java.net.URISyntaxException e) {
            throw new IOException(e);
        }
        return new ArrayList<>(entries);
    }
}
