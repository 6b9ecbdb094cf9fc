package dev.mapharness.mutation.plant;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Each plant built once per test JVM (applying and compiling a plant takes a second), shared by the tests. */
final class PlantBuilds {
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Map<String, Path> BUILT = new ConcurrentHashMap<>();
    /** Under the module's build directory, so the builds go with {@code mvn clean}. */
    private static final Path DIR = Path.of("target", "plant-builds").toAbsolutePath();

    private PlantBuilds() {
    }

    static List<Plant> plants() throws IOException {
        return Plant.all(ROOT.resolve("mutation/plants"));
    }

    /** The plant's classes directory. */
    static synchronized Path classes(Plant p) {
        return BUILT.computeIfAbsent(p.name(), name -> {
            try {
                return PlantBuild.build(p, ROOT, PlantMain.fresh(DIR.resolve(name)), PlantMain.codecsClasspath(ROOT));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
