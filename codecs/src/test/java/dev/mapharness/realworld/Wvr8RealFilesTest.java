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
import dev.mapharness.format.Violation;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.Wvr8ToOprw;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The editable DayZ worlds of {@code realworld/wrp}, written by Terrain Builder: every one detected,
 * read strictly and leniently with no error (Terrain Builder's habits are notes naming it), rewritten
 * byte for byte, and binarized to every OPRW version into a file a strict read finds no error in,
 * with every object kept (its id, model and transform) and nothing lost but what the report names.
 */
class Wvr8RealFilesTest {
    private static final Wvr8Codec CODEC = Wvr8Codec.INSTANCE;

    private static List<Path> files() {
        List<Path> files = RealWorldFiles.in("wrp").stream().filter(p -> p.toString().toLowerCase().endsWith(".wrp")).toList();
        assertFalse(files.isEmpty(), "no .wrp file in realworld/wrp");
        return files;
    }

    @Test
    void everyWorldIsDetectedAndReadsWithoutErrorInBothModes() {
        for (Path p : files()) {
            byte[] b = RealWorldFiles.bytes(p);
            assertEquals(Format.WVR8, Formats.detect(b).orElseThrow().format(), p::toString);
            Decoded<Wvr8World> strict = CODEC.read(b, ReadOptions.STRICT);
            Decoded<Wvr8World> lenient = CODEC.read(b, ReadOptions.LENIENT);
            assertTrue(strict.conforms(), () -> p + ": " + strict.violations());
            assertEquals(strict.model(), lenient.model(), p::toString);
            for (Violation v : strict.violations()) {
                assertTrue(v.severity() == Severity.NOTE && v.editor().equals(Editors.TERRAIN_BUILDER), () -> p + ": " + v);
            }
            // thousands of objects: a real world, not a sample
            assertTrue(strict.model().objects().size() > 5000, p::toString);
        }
    }

    @Test
    void everyWorldRewritesByteForByte() {
        for (Path p : files()) {
            byte[] b = RealWorldFiles.bytes(p);
            Decoded<Wvr8World> d = CODEC.read(b, ReadOptions.LENIENT);
            assertArrayEquals(b, CODEC.write(d.model(), d.layout().orElse(null)), p::toString);
            Decoded<Wvr8World> canonical = CODEC.read(CODEC.write(d.model()), ReadOptions.STRICT);
            assertEquals(d.model(), canonical.model(), p::toString);
            assertTrue(canonical.conforms(), () -> p + ": " + canonical.violations());
        }
    }

    @Test
    void everyWorldBinarizesToEveryOprwVersionSoundly() {
        for (Path p : files()) {
            Wvr8World source = CODEC.read(RealWorldFiles.bytes(p), ReadOptions.STRICT).model();
            for (int version = OprwFeature.FIRST_VERSION; version <= OprwFeature.LAST_VERSION; version++) {
                String where = p.getFileName() + " → OPRW v" + version;
                Migrated<OprwWorld> m = new Wvr8ToOprw(version).apply(source);
                byte[] bytes = OprwCodec.INSTANCE.write(m.model());
                Decoded<OprwWorld> read = OprwCodec.INSTANCE.read(bytes, ReadOptions.STRICT);
                assertEquals(List.of(), read.violations(), where);
                assertEquals(m.model(), read.model(), where);
                OprwWorld w = read.model();
                assertEquals(version, w.version(), where);
                assertEquals(source.objects().size(), w.objects().size(), where);
                // binarizing may reorder the objects (by cell); each keeps its id, model and transform
                Map<Integer, OprwObject> byId = new HashMap<>();
                w.objects().forEach(o -> byId.put(o.objectId(), o));
                assertEquals(source.objects().size(), byId.size(), where + ": ids stay unique");
                for (Wvr8Object s : source.objects()) {
                    OprwObject o = byId.get(s.id());
                    assertTrue(o != null, () -> where + ": object " + s.id() + " is missing");
                    assertEquals(s.transform(), o.transform(), where);
                    assertTrue(w.models().get(o.modelIndex()).text().equalsIgnoreCase(s.model().text()), where);
                }
                for (LossReport.Entry e : m.report().losses()) {
                    // what OPRW cannot hold of a Terrain Builder world: the end record's leftovers, second material names
                    assertTrue(e.field().equals("dummy") || e.field().equals("materials[].names"), () -> where + ": " + e);
                }
            }
        }
    }
}
