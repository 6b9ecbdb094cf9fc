package dev.mapharness.fuzz.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTargets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner's and the minimiser's Jazzer command lines: one entry, one target, inputs sized for each use. */
class JazzerCommandTest {
    @TempDir
    Path dir;

    @Test
    void theLongestInputIsTwiceTheLargestSeedWithinItsBounds() throws IOException {
        Path seeds = Files.createDirectories(dir.resolve("seeds"));
        assertEquals(JazzerCommand.MIN_MAX_LEN, JazzerCommand.maxLen(dir.resolve("none")), "no seeds");
        Files.write(seeds.resolve("a"), new byte[100]);
        assertEquals(JazzerCommand.MIN_MAX_LEN, JazzerCommand.maxLen(seeds), "small seeds: the floor");
        Files.write(seeds.resolve("b"), new byte[9000]);
        assertEquals(18000, JazzerCommand.maxLen(seeds));
        Files.write(seeds.resolve("c"), new byte[100_000]);
        assertEquals(JazzerCommand.MAX_MAX_LEN, JazzerCommand.maxLen(seeds), "the ceiling OSS-Fuzz uses");
    }

    @Test
    void fuzzingAndMinimisingRunTheSameEntryForTheTarget() throws IOException {
        var target = FuzzTargets.byName("wwd-decode").orElseThrow();
        ChildJvm child = ChildJvm.current(512);
        Path seeds = Files.createDirectories(dir.resolve("fuzz/wwd-decode/seeds"));
        Files.write(seeds.resolve("s"), new byte[3000]);
        List<String> fuzzing = JazzerCommand.fuzzing(target, new FuzzCorpus(dir.resolve("fuzz"))).with("-runs=1").on(child, target);
        Path crash = Files.write(dir.resolve("crash"), new byte[70_000]);
        List<String> minimising = JazzerCommand.running(crash).with("-minimize_crash=1").on(child, target);
        for (List<String> c : List.of(fuzzing, minimising)) {
            assertTrue(c.contains("-Dmapharness.fuzz.target=wwd-decode"), c::toString);
            assertTrue(c.contains("--target_class=dev.mapharness.fuzz.JazzerEntry"), c::toString);
            assertTrue(c.indexOf("com.code_intelligence.jazzer.Jazzer") < c.indexOf("--target_class=dev.mapharness.fuzz.JazzerEntry"));
        }
        assertTrue(fuzzing.contains("-max_len=6000") && fuzzing.get(fuzzing.size() - 1).equals("-runs=1"), fuzzing::toString);
        assertTrue(minimising.contains("-max_len=70000"), "a crash is never cut short: " + minimising);
    }

    @Test
    void theDictionaryAndTheValueProfileAreAddedWhenThereAndAskedFor() throws IOException {
        var target = FuzzTargets.byName("wwd-decode").orElseThrow();
        FuzzCorpus corpus = new FuzzCorpus(dir.resolve("fuzz"));
        ChildJvm child = ChildJvm.current(512);
        List<String> bare = JazzerCommand.fuzzing(target, corpus).withSearchAids(target, corpus, false).on(child, target);
        assertTrue(bare.stream().noneMatch(a -> a.startsWith("-dict=") || a.startsWith("-use_value_profile")), bare::toString);
        Path dict = corpus.dictionary(target);
        Files.createDirectories(dict.getParent());
        Files.writeString(dict, "magic=\"WWD\"\n");
        List<String> aided = JazzerCommand.fuzzing(target, corpus).withSearchAids(target, corpus, true).on(child, target);
        assertTrue(aided.contains("-dict=" + dict.toAbsolutePath()) && aided.contains("-use_value_profile=1"), aided::toString);
    }
}
