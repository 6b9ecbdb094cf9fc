package dev.mapharness.fuzz.coverage;

import dev.mapharness.Codecs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The class files of the codecs module, as the running JVM loads them: its classes directory in a
 * build, or the command line's jar, where every module's classes sit together and the other modules'
 * packages are left out (docs/modules.md lists the modules).
 */
final class CodecClasses {
    /** The packages of the modules above the codecs, as class file paths. */
    private static final List<String> OTHER_MODULES = List.of("fuzz", "roundtrip", "corpus", "reports", "conformance",
            "nightly", "cli", "bench").stream().map(m -> "dev/mapharness/" + m + "/").toList();
    /** What the JaCoCo agent instruments: the codecs, not the harness replaying them. */
    static final String AGENT_INCLUDES = "dev.mapharness.*";
    static final String AGENT_EXCLUDES = String.join(":", OTHER_MODULES.stream()
            .map(p -> p.replace('/', '.') + "*").toList());

    private CodecClasses() {
    }

    /** Every codecs class file, by its path ({@code dev/mapharness/wwd/WwdReader.class}), in path order. */
    static Map<String, byte[]> load() {
        Path where;
        try {
            where = Path.of(Codecs.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the codecs' location is not a file", e);
        }
        try {
            return Files.isDirectory(where) ? fromDirectory(where) : fromJar(where);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the codecs' classes in " + where, e);
        }
    }

    static boolean isCodecs(String path) {
        return path.startsWith("dev/mapharness/") && path.endsWith(".class")
                && OTHER_MODULES.stream().noneMatch(path::startsWith);
    }

    private static Map<String, byte[]> fromDirectory(Path dir) throws IOException {
        Map<String, byte[]> classes = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(Files::isRegularFile).toList();
        }
        for (Path f : files) {
            String path = dir.relativize(f).toString().replace('\\', '/');
            if (isCodecs(path)) {
                classes.put(path, Files.readAllBytes(f));
            }
        }
        return classes;
    }

    private static Map<String, byte[]> fromJar(Path jar) throws IOException {
        Map<String, byte[]> classes = new TreeMap<>();
        try (JarFile j = new JarFile(jar.toFile())) {
            List<JarEntry> entries = new ArrayList<>();
            for (Enumeration<JarEntry> e = j.entries(); e.hasMoreElements(); ) {
                entries.add(e.nextElement());
            }
            for (JarEntry e : entries) {
                if (isCodecs(e.getName())) {
                    classes.put(e.getName(), j.getInputStream(e).readAllBytes());
                }
            }
        }
        return classes;
    }
}
