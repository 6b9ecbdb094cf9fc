package dev.mapharness.reports.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.FileDifferential;
import dev.mapharness.diff.NumberTolerance;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwWorld;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class DiffGroupingTest {

    private static Decoded<? extends MapModel> read(byte[] bytes) {
        return Codecs.forFormat(Formats.detect(bytes).orElseThrow().format()).orElseThrow()
                .read(bytes, ReadOptions.LENIENT.withFieldMap());
    }

    /**
     * One world as OPRW 18 and as OPRW 24 differs exactly where the version table says: the
     * version, the random array (up to 20), the primary texture (from 22) and road connection
     * types (from 24), and the map-info offsets after the world's river, whose points LZO (from 23)
     * compresses to another size than BIS LZSS. Grass is in both (from 18), appId is 25's.
     * (The corpus's v24-medium.wrp is generated from another seed, so the world is written
     * from v18-medium.wrp here.)
     */
    @Test
    void oprw18Against24GivesExactlyTheVersionTablesGroups() throws IOException {
        byte[] v18 = Files.readAllBytes(CorpusFiles.root().resolve("oprw/v18-medium.wrp"));
        Decoded<? extends MapModel> a = read(v18);
        byte[] v24 = Codecs.write(((OprwWorld) a.model()).withVersion(24));
        Decoded<? extends MapModel> b = read(v24);
        DifferentialResult diff = FileDifferential.compare("v18", a.model(), "v24", b.model());
        DiffGrouping.Groups g = DiffGrouping.files(diff.sides(), a.model(), a.fieldMap(), b.model(), b.fieldMap(), diff.tolerance());

        Map<String, List<OprwFeature>> expected = g.groups().stream().filter(DivergenceGroup::expected)
                .collect(Collectors.toMap(DivergenceGroup::pattern, DivergenceGroup::features));
        assertEquals(Map.of("version", List.of(), "random", List.of(OprwFeature.RANDOM),
                "mapInfoOffsets", List.of(OprwFeature.LZO),
                "primaryTexture", List.of(OprwFeature.PRIMARY_TEXTURE),
                "roads[*].links[*].connectionTypes", List.of(OprwFeature.ROAD_CONNECTION_TYPES)), expected);
        assertEquals(List.of(), g.groups().stream().filter(x -> !x.expected()).map(DivergenceGroup::pattern).toList());
        assertEquals(0, g.omitted());
        DivergenceGroup version = g.groups().get(0);
        assertEquals(List.of(new SideBytes("v18", new ByteRange(4, 8)), new SideBytes("v24", new ByteRange(4, 8))),
                version.bytes());
        DivergenceGroup types = g.groups().stream().filter(x -> x.pattern().startsWith("roads")).findFirst().orElseThrow();
        long links = ((OprwWorld) b.model()).roads().stream().mapToLong(r -> r.links().size()).sum();
        assertEquals(links, types.count(), "one divergence per road link");
        assertTrue(types.examples().size() <= 5);
    }

    /** Counts come from the uncapped stream: 10 000 differing cells and 2 000 objects past the 1000 cap. */
    @Test
    void countsAreExactPastTheDivergenceCap() throws IOException {
        byte[] bytes = Files.readAllBytes(CorpusFiles.root().resolve("oprw/v24-medium.wrp"));
        OprwWorld world = (OprwWorld) read(bytes).model();
        FloatGrid e = world.elevation();
        int[] bits = new int[e.size()];
        int changed = Math.min(10_000, e.size());
        for (int i = 0; i < e.size(); i++) {
            bits[i] = i < changed ? e.bitsAt(i) ^ 1 : e.bitsAt(i);
        }
        OprwWorld other = with(world, "elevation", FloatGrid.ofBits(e.width(), e.height(), bits));
        DiffGrouping.Groups g = DiffGrouping.files(List.of("a", "b"), world, java.util.Optional.empty(), other,
                java.util.Optional.empty(), NumberTolerance.EXACT);
        assertEquals(1, g.groups().size());
        assertEquals("elevation", g.groups().get(0).pattern());
        assertEquals(changed, g.groups().get(0).count());
    }

    /** A copy of a record with one component replaced, through its canonical constructor. */
    private static <R extends Record> R with(R record, String component, Object value) {
        try {
            var components = record.getClass().getRecordComponents();
            Class<?>[] types = new Class<?>[components.length];
            Object[] args = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                args[i] = components[i].getName().equals(component) ? value : components[i].getAccessor().invoke(record);
            }
            @SuppressWarnings("unchecked")
            R copy = (R) record.getClass().getDeclaredConstructor(types).newInstance(args);
            return copy;
        } catch (ReflectiveOperationException ex) {
            throw new IllegalStateException(ex);
        }
    }
}
