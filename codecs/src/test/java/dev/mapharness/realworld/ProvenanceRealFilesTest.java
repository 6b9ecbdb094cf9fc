package dev.mapharness.realworld;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.Codecs;
import dev.mapharness.format.Editors;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every real file names the writer its folder's source says made it (docs/real-files.md,
 * docs/provenance.md); skipped with a message when the real files are absent.
 */
class ProvenanceRealFilesTest {
    private static Provenance writer(Path file) {
        byte[] b = RealWorldFiles.bytes(file);
        return Fingerprints.identify(FileFacts.read(b, Codecs.read(b, ReadOptions.STRICT)));
    }

    /** Each file's verdict ("name, confidence") that differs from {@code expected}'s, by file name. */
    private static Map<String, String> wrong(String folder, java.util.function.Function<Path, String> expected) {
        Map<String, String> wrong = new TreeMap<>();
        for (Path f : RealWorldFiles.in(folder)) {
            Provenance p = writer(f);
            String verdict = p.writer() + ", " + p.confidence().id();
            if (!verdict.equals(expected.apply(f))) {
                wrong.put(f.getFileName().toString(), p.describe());
            }
        }
        return wrong;
    }

    @Test
    void gamestudioLevelsNameWedOrWmpio() {
        assertEquals(Map.of(), wrong("mm", f -> "WED 8 / wmpio 1.30, likely"));
        assertEquals(Map.of(), wrong("wmpb", f -> "WED 8 / wmpio 1.30, likely"));
        assertEquals(Map.of(), wrong("wmp", f -> "WED 6, certain"));
    }

    @Test
    void clawLevelsNameWapWorldOrWapMap() {
        // 2 of the 19 are WapMap's (its checksum formula; one also has its metadata), the rest WapWorld's (docs/wwd.md)
        Map<String, Integer> byWriter = new TreeMap<>();
        for (Path f : RealWorldFiles.in("wwd")) {
            byWriter.merge(writer(f).writer(), 1, Integer::sum);
        }
        assertEquals(Map.of(Editors.WAPMAP, 2, Editors.WAPWORLD, 17), byWriter);
    }

    @Test
    void armaWorldsNameTerrainBuilder() {
        assertEquals(Map.of(), wrong("wrp", f -> Editors.TERRAIN_BUILDER + ", likely"));
    }
}
