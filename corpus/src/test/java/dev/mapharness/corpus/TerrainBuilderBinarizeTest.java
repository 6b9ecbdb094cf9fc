package dev.mapharness.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Editors;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.Wvr8ToOprw;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8World;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The corpus's Terrain Builder-style 8WVR (material 0 holding {@code -}, cells one past the material
 * list, a dummy with leftovers) binarized to the OPRW versions of Arma (18, 20), Arma 2 (24) and
 * Arma 3 (25): each file reads back strictly with no error, and the report names every rearrangement.
 */
class TerrainBuilderBinarizeTest {
    private static final String FILE = "8wvr/terrain-builder.wrp";

    private static Decoded<Wvr8World> source() throws IOException {
        return Wvr8Codec.INSTANCE.read(Files.readAllBytes(CorpusFiles.root().resolve(FILE)), ReadOptions.STRICT);
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 20, 24, 25})
    void binarizesToAFileAStrictReadFindsNoErrorIn(int version) throws IOException {
        Decoded<Wvr8World> source = source();
        // the habits are there, and a strict 8WVR read notes them, naming the editor
        Set<String> noted = new TreeSet<>();
        for (Violation v : source.violations()) {
            assertEquals(Severity.NOTE, v.severity(), v::toString);
            assertEquals(Editors.TERRAIN_BUILDER, v.editor(), v::toString);
            noted.add(v.field().replaceAll("\\[.*", ""));
        }
        assertEquals(Set.of("materials", "materialIndices"), noted);

        Migrated<OprwWorld> m = new Wvr8ToOprw(version).apply(source.model());
        byte[] bytes = OprwCodec.INSTANCE.write(m.model());
        Decoded<OprwWorld> read = OprwCodec.INSTANCE.read(bytes, ReadOptions.STRICT);
        assertTrue(read.conforms(), read.violations()::toString);
        assertEquals(List.of(), read.violations(), "not even a warning");
        assertEquals(m.model(), read.model());

        OprwWorld w = read.model();
        int n = source.model().materials().size();
        assertEquals(OprwMaterial.of(""), w.materials().get(0), "material 0 is the empty dummy");
        assertEquals(OprwMaterial.of(""), w.materials().get(n), "one past the 8WVR list: an added empty material");
        assertEquals(new OprwMaterial(RawString.of("-"), 0), w.materials().get(n + 1), "material 0's path, moved");
        assertEquals(n + 1, w.materialIndex().at(0) & 0xFFFF, "the first row follows the moved path");
        assertEquals(n, w.materialIndex().at(w.materialIndex().size() - 1) & 0xFFFF, "the last row keeps its index");

        Set<String> derived = new TreeSet<>();
        m.report().derived().forEach(e -> derived.add(e.field()));
        assertTrue(derived.containsAll(Set.of("materials", "materialIndex")), m.report()::toString);
        Set<String> lost = new TreeSet<>();
        m.report().losses().forEach(e -> lost.add(e.field()));
        // the second name of the grass material, and the dummy's leftovers; nothing of the rearrangement
        assertEquals(Set.of("materials[].names", "dummy"), lost, m.report()::toString);
        assertTrue(m.report().entries().stream().map(LossReport.Entry::message).anyMatch(s -> s.contains("Terrain Builder")));
    }
}
