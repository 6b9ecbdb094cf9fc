package dev.mapharness.realworld;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.format.Violation;
import dev.mapharness.migrate.WwdCompression;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdSourceLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The community Claw levels of {@code realworld/wwd}: every one detected, read strictly and
 * leniently with no error, rewritten in its own layout byte for byte, taken to the other
 * compression and back to its own bytes, and written canonically to a file that reads back equal.
 */
class WwdRealFilesTest {
    private static final WwdCodec CODEC = WwdCodec.INSTANCE;

    private static List<Path> files() {
        List<Path> files = RealWorldFiles.in("wwd").stream().filter(p -> p.toString().toLowerCase().endsWith(".wwd")).toList();
        assertFalse(files.isEmpty(), "no .wwd file in realworld/wwd");
        return files;
    }

    @Test
    void everyFileIsDetectedAndReadsWithoutErrorInBothModes() {
        for (Path p : files()) {
            byte[] b = RealWorldFiles.bytes(p);
            assertEquals(Format.WWD, Formats.detect(b).orElseThrow().format(), p::toString);
            Decoded<WwdLevel> strict = CODEC.read(b, ReadOptions.STRICT);
            Decoded<WwdLevel> lenient = CODEC.read(b, ReadOptions.LENIENT);
            assertTrue(strict.conforms(), () -> p + ": " + strict.violations());
            assertEquals(strict.model(), lenient.model(), p::toString);
            assertEquals(strict.violations(), lenient.violations(), p::toString);
            for (Violation v : strict.violations()) {
                assertTrue(v.severity() == Severity.NOTE && v.editor().equals(Editors.WAPMAP), () -> p + ": " + v);
            }
        }
    }

    @Test
    void wapMapsHabitsAreNotesNamingWapMap() {
        int meta = 0;
        int wapMapChecksums = 0;
        for (Path p : files()) {
            Decoded<WwdLevel> d = CODEC.read(RealWorldFiles.bytes(p), ReadOptions.STRICT);
            if (d.model().wapMapMeta().isPresent()) {
                meta++;
                assertTrue(d.violations().stream().anyMatch(v -> v.field().equals("wapMapMeta")), p::toString);
            }
            if (d.violations().stream().anyMatch(v -> v.field().equals("header.checksum"))) {
                wapMapChecksums++;
            }
            assertTrue(d.model().afterStream().isEmpty() && d.model().trailing().isEmpty(), p::toString);
        }
        // what the files held when this was written: one with metadata, two with WapMap's checksum
        assertTrue(meta >= 1, "no file with WapMap's metadata");
        assertTrue(wapMapChecksums >= 2, "fewer than two files with WapMap's checksum");
    }

    @Test
    void everyFileRewritesByteForByteInItsLayout() {
        for (Path p : files()) {
            byte[] b = RealWorldFiles.bytes(p);
            Decoded<WwdLevel> d = CODEC.read(b, ReadOptions.LENIENT);
            SourceLayout layout = d.layout().orElseThrow();
            assertArrayEquals(b, CODEC.write(d.model(), layout), p::toString);
        }
    }

    @Test
    void theRealFilesGroupSectionsByKind() {
        for (Path p : files()) {
            WwdSourceLayout layout = (WwdSourceLayout) CODEC.read(RealWorldFiles.bytes(p), ReadOptions.LENIENT).layout()
                    .orElseThrow();
            List<String> order = layout.sectionOrder();
            List<String> kinds = new ArrayList<>();
            for (String s : order) {
                String kind = s.substring(s.lastIndexOf('.') + 1);
                if (kinds.isEmpty() || !kinds.get(kinds.size() - 1).equals(kind)) {
                    kinds.add(kind);
                }
            }
            assertEquals(List.of("planes", "tiles", "imageSets", "objects", "tileProperties"), kinds, p::toString);
            assertEquals(0, layout.gapBytes(), p::toString);
        }
    }

    @Test
    void otherCompressionAndBackGivesTheFilesBytes() {
        for (Path p : files()) {
            byte[] b = RealWorldFiles.bytes(p);
            Decoded<WwdLevel> d = CODEC.read(b, ReadOptions.LENIENT);
            SourceLayout layout = d.layout().orElseThrow();
            boolean compressed = d.model().compressed();
            WwdLevel other = new WwdCompression(!compressed).apply(d.model()).model();
            byte[] otherBytes = CODEC.write(other, layout);
            Decoded<WwdLevel> o = CODEC.read(otherBytes, ReadOptions.STRICT);
            assertEquals(other, o.model(), p::toString);
            assertTrue(o.conforms(), () -> p + ": " + o.violations());
            assertEquals(((WwdSourceLayout) layout).sectionOrder(), ((WwdSourceLayout) o.layout().orElseThrow()).sectionOrder(),
                    p::toString);
            WwdLevel back = new WwdCompression(compressed).apply(o.model()).model();
            assertEquals(d.model(), back, p::toString);
            assertArrayEquals(b, CODEC.write(back, layout), p::toString);
        }
    }

    @Test
    void canonicalWriteReadsBackEqual() {
        for (Path p : files()) {
            WwdLevel level = CODEC.read(RealWorldFiles.bytes(p), ReadOptions.LENIENT).model();
            byte[] canonical = CODEC.write(level);
            Decoded<WwdLevel> back = CODEC.read(canonical, ReadOptions.STRICT);
            assertEquals(level, back.model(), p::toString);
            assertTrue(back.conforms(), () -> p + ": " + back.violations());
        }
    }
}
