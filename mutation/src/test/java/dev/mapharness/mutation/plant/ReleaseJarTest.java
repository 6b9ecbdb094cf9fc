package dev.mapharness.mutation.plant;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A release holds no planted bug: the command line's jar (and the release zip's copy of it) has none of this
 * module's classes or plants, and each class a plant changes is there exactly as the codecs compiled it.
 */
class ReleaseJarTest {
    @Test
    void theReleaseJarHoldsNoPlant() throws IOException {
        Path jar = PlantsTest.ROOT.resolve("cli/target/mapharness.jar");
        Assumptions.assumeTrue(Files.isRegularFile(jar), "skipped: " + jar + " is built by the cli module's package phase (./mvnw verify)");
        Path codecs = PlantsTest.ROOT.resolve("codecs/target/classes");
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            assertTrue(zip.stream().noneMatch(e -> e.getName().startsWith("dev/mapharness/mutation/")
                    || e.getName().endsWith(".patch") || e.getName().contains("org/pitest/")), "mutation tools in the release jar");
            int compared = 0;
            for (Plant p : PlantsTest.plants()) {
                Path classes = PlantBuilds.classes(p);
                List<Path> planted;
                try (Stream<Path> s = Files.walk(classes)) {
                    planted = s.filter(f -> f.toString().endsWith(".class")).toList();
                }
                boolean differs = false;
                for (Path c : planted) {
                    String name = classes.relativize(c).toString().replace('\\', '/');
                    ZipEntry e = zip.getEntry(name);
                    assertNotNull(e, name + " is not in the release jar");
                    byte[] released = zip.getInputStream(e).readAllBytes();
                    assertArrayEquals(Files.readAllBytes(codecs.resolve(name)), released, name + " in the jar is not the codecs' own");
                    differs |= !Arrays.equals(released, Files.readAllBytes(c));
                    compared++;
                }
                assertTrue(differs, p.name() + ": the jar's classes equal the planted ones");
            }
            assertTrue(compared > 0);
        }
    }

    @Test
    void theReleaseZipCarriesNoMutationTools() throws IOException {
        Path target = PlantsTest.ROOT.resolve("cli/target");
        Assumptions.assumeTrue(Files.isDirectory(target), "skipped: the cli module is not built");
        Path zipFile;
        try (Stream<Path> s = Files.list(target)) {
            zipFile = s.filter(f -> f.getFileName().toString().matches("mapharness-.*\\.zip")).findFirst().orElse(null);
        }
        Assumptions.assumeTrue(zipFile != null, "skipped: no release zip in cli/target (./mvnw package makes it)");
        try (ZipFile zip = new ZipFile(zipFile.toFile())) {
            assertFalse(zip.stream().anyMatch(e -> e.getName().contains("plants/") || e.getName().endsWith(".patch")
                    || e.getName().contains("mapharness-mutation")), "the release zip carries plants or the mutation module");
        }
    }
}
