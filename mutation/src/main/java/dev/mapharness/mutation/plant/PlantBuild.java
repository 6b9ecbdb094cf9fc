package dev.mapharness.mutation.plant;

import com.github.difflib.patch.PatchFailedException;
import com.github.difflib.unifieddiff.UnifiedDiff;
import com.github.difflib.unifieddiff.UnifiedDiffFile;
import com.github.difflib.unifieddiff.UnifiedDiffReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Switches a plant on for one JVM: its patch applied to copies of the sources it names, compiled into a
 * directory of its own, which goes first on the class path of the JVM that should carry the bug. The
 * sources and the compiled codecs are only read; a release jar never holds the result.
 */
public final class PlantBuild {
    private static final String SOURCES = "src/main/java/";

    private PlantBuild() {
    }

    /**
     * Builds {@code plant} into {@code out}: {@code out/src/} the patched sources, {@code out/classes/} their
     * classes. {@code classpath} is what they compile against (the codecs' classes).
     *
     * @return the classes directory
     */
    public static Path build(Plant plant, Path root, Path out, String classpath) throws IOException {
        UnifiedDiff diff;
        try {
            diff = UnifiedDiffReader.parseUnifiedDiff(new ByteArrayInputStream(plant.diff().getBytes(StandardCharsets.UTF_8)));
        } catch (com.github.difflib.unifieddiff.UnifiedDiffParserException e) {
            throw new IOException("plant " + plant.name() + ": its diff does not parse: " + e.getMessage(), e);
        }
        Path src = out.resolve("src");
        Path classes = out.resolve("classes");
        List<Path> patched = new ArrayList<>();
        for (UnifiedDiffFile f : diff.getFiles()) {
            String path = f.getFromFile().replaceFirst("^a/", "");
            int at = path.indexOf(SOURCES);
            if (at < 0) {
                throw new IOException("plant " + plant.name() + ": " + path + " is not a main source file");
            }
            List<String> lines = Files.readAllLines(root.resolve(path), StandardCharsets.UTF_8);
            List<String> result;
            try {
                // as git apply does: every context line must match, but a hunk may have moved up or down
                result = f.getPatch().applyFuzzy(lines, 0);
            } catch (PatchFailedException e) {
                throw new IOException("plant " + plant.name() + " no longer applies to " + path + " (" + e.getMessage()
                        + "): make it again against the current source (docs/mutation.md)", e);
            }
            if (result.equals(lines)) {
                throw new IOException("plant " + plant.name() + " changes nothing in " + path);
            }
            Path copy = src.resolve(path.substring(at + SOURCES.length()));
            Files.createDirectories(copy.getParent());
            Files.write(copy, result, StandardCharsets.UTF_8);
            patched.add(copy);
        }
        if (patched.isEmpty()) {
            throw new IOException("plant " + plant.name() + " patches no file");
        }
        Files.createDirectories(classes);
        compile(plant, patched, classes, classpath);
        return classes;
    }

    private static void compile(Plant plant, List<Path> sources, Path classes, String classpath) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IOException("planting needs a JDK: this Java has no compiler");
        }
        StringWriter messages = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            Iterable<? extends JavaFileObject> units = files.getJavaFileObjectsFromPaths(sources);
            List<String> options = List.of("--release", "17", "-proc:none", "-nowarn", "-g",
                    "-cp", classpath, "-d", classes.toString());
            if (!javac.getTask(messages, files, null, options, null, units).call()) {
                throw new IOException("plant " + plant.name() + " does not compile:\n" + messages);
            }
        }
    }
}
