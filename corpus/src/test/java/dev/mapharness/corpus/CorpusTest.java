package dev.mapharness.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class CorpusTest {

    @Test
    void theCommittedCorpusIsWhatTheGeneratorWrites() throws IOException {
        Map<String, byte[]> expected = new TreeMap<>(CorpusGenerator.generate(CorpusGenerator.DEFAULT_SEED));
        expected.putAll(CorpusGenerator.handBuilt(CorpusFiles.root().resolve(CorpusGenerator.HAND_DIR)));
        assertEquals(new TreeSet<>(expected.keySet()), new TreeSet<>(CorpusFiles.mapFiles()),
                "run the corpus generator (see README) after changing it");
        for (Map.Entry<String, byte[]> e : expected.entrySet()) {
            assertArrayEquals(e.getValue(), Files.readAllBytes(CorpusFiles.root().resolve(e.getKey())),
                    e.getKey() + " differs from the generator's output");
        }
    }

    @Test
    void aFileLiesInItsFormatsFolderUnderItsFormatsExtension() {
        assertEquals("4wvr/small.wrp", CorpusPaths.of(Format.WVR4, "small"));
        assertEquals("oprw/v25-small.wrp", CorpusPaths.of(Format.OPRW, "v25-small"));
        assertEquals("mm/small.$$m", CorpusPaths.of(Format.GAMESTUDIO_MAP, "small"));
        assertEquals("wmp/small.wmp", CorpusPaths.of(Format.WMP_TEXT, "small"));
        assertEquals("wmpb/small.wmp", CorpusPaths.of(Format.WMPB, "small"));
    }

    @Test
    void theGeneratorIsDeterministicAndSeeded() {
        Map<String, byte[]> a = CorpusGenerator.generate(7);
        Map<String, byte[]> b = CorpusGenerator.generate(7);
        Map<String, byte[]> c = CorpusGenerator.generate(8);
        assertEquals(a.keySet(), b.keySet());
        for (String k : a.keySet()) {
            assertArrayEquals(a.get(k), b.get(k), k);
            assertFalse(Arrays.equals(a.get(k), c.get(k)), k + " ignores the seed");
        }
    }

    @Test
    void everyCorpusFileConformsAndRoundTrips() throws IOException {
        for (String name : CorpusFiles.mapFiles()) {
            byte[] bytes = Files.readAllBytes(CorpusFiles.root().resolve(name));
            String folder = name.substring(0, name.indexOf('/'));
            Format format = Formats.detect(bytes).orElseThrow().format();
            assertEquals(Optional.of(folder), format.corpusFolder(), name + " is in its format's folder");
            assertTrue(format.extensions().contains(name.substring(name.lastIndexOf('.') + 1)), name + " has its format's extension");
            format.magic().ifPresent(m -> assertEquals(m, new String(bytes, 0, m.length(), StandardCharsets.ISO_8859_1),
                    name + " starts with its format's signature"));
            Decoded<? extends MapModel> d = Codecs.read(bytes, ReadOptions.STRICT);
            // a file named after an editor holds that editor's habits, which a strict read notes
            boolean habits = name.contains("terrain-builder") || name.contains("mapbuilder");
            assertEquals(java.util.List.of(), d.violations().stream()
                    .filter(v -> !(habits && v.severity() == Severity.NOTE)).toList(), name);
            // a hand-built text file keeps its writer's layout, which the read records
            byte[] back = name.contains("/hand-") ? Codecs.write(d.model(), d.layout()) : Codecs.write(d.model());
            assertArrayEquals(bytes, back, name + " round trips byte for byte");
            assertTrue(bytes.length < 2_000_000, name + " stays small");
        }
    }
}
