package dev.mapharness.mutation.plant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.fuzz.FuzzTargets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every plant still applies to the current sources and compiles, names a fuzz target that exists, and its
 * witness (when it names one) fails the target's full oracle with the plant switched on and passes without.
 */
class PlantsTest {
    static final Path ROOT = PlantBuilds.ROOT;

    @TempDir
    Path tmp;

    static List<Plant> plants() throws IOException {
        return PlantBuilds.plants();
    }

    @TestFactory
    Stream<DynamicTest> everyPlantAppliesCompilesAndIsShownByItsWitness() throws IOException {
        return plants().stream().map(p -> DynamicTest.dynamicTest(p.name(), () -> {
            assertTrue(FuzzTargets.byName(p.target()).isPresent(), p.name() + ": no fuzz target " + p.target());
            Path classes = PlantBuilds.classes(p);
            try (Stream<Path> built = Files.walk(classes)) {
                assertTrue(built.anyMatch(f -> f.toString().endsWith(".class")), p.name() + " compiled to nothing");
            }
            if (p.witness().isPresent()) {
                byte[] input = Files.readAllBytes(ROOT.resolve("corpus/fuzz").resolve(p.witness().get()));
                String with = WitnessReplay.replay(classes, p.target(), input);
                assertNotEquals("passed", with, p.name() + ": its witness passes the full oracle with the plant");
                assertEquals("passed", WitnessReplay.replay(ROOT.resolve("codecs/target/classes"), p.target(), input),
                        p.name() + ": its witness fails without the plant");
            }
        }));
    }

    @Test
    void theBenchmarkHasEnoughPlantsOfEveryKind() throws IOException {
        List<Plant> all = plants();
        assertTrue(all.size() >= 24, "at least 24 plants, found " + all.size());
        Set<String> kinds = all.stream().map(Plant::kind).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(Plant.KINDS), kinds, "every kind of bug is planted");
        assertTrue(all.stream().anyMatch(p -> p.witness().isPresent()), "at least one plant is shown by a committed input");
    }

    @Test
    void aPlantThatNoLongerAppliesSaysSo() throws IOException {
        Plant p = plants().get(0);
        Plant stale = new Plant("stale", p.target(), p.kind(), p.bug(), p.witness(),
                p.diff().replaceAll("(?m)^ (\\s*\\S)", " // drifted $1"));
        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
                () -> PlantBuild.build(stale, ROOT, tmp.resolve("stale"), PlantMain.codecsClasspath(ROOT)));
        assertTrue(e.getMessage().contains("no longer applies"), e.getMessage());
    }

    @Test
    void aHeaderWithoutATargetIsRefused() throws IOException {
        Path f = tmp.resolve("bad.patch");
        Files.writeString(f, "Kind: reader\nBug: x\n\n--- a/x\n+++ b/x\n");
        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, () -> Plant.read(f));
        assertTrue(e.getMessage().contains("Target"), e.getMessage());
    }
}
