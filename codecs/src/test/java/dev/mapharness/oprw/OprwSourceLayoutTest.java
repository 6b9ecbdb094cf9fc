package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.compress.Compression;
import dev.mapharness.compress.CompressionLevel;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwSourceLayout.Section;
import dev.mapharness.quadtree.QuadTree;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A file another writer made (its own quad tree shapes, its own compressed streams) is written back
 * byte for byte from the layout the reader recorded: the reader keeps every section's bytes
 * (docs/binarize.md, docs/oprw.md).
 */
class OprwSourceLayoutTest {

    private static OprwSourceLayout layout(Decoded<OprwWorld> d) {
        return (OprwSourceLayout) d.layout().orElseThrow();
    }

    /**
     * Another shape of the tree of a 3 × 2 grid, which has one node level: a root leaf becomes a node
     * of sixteen copies of it, and a node's last leaf (wholly outside the grid, so readers ignore it)
     * gets other bytes than mapharness's zeros.
     */
    private static byte[] foreignTree(byte[] canonical) {
        if (canonical[0] == 0) {
            ByteOutput out = new ByteOutput().u8(1).u16(0);
            for (int i = 0; i < 16; i++) {
                out.bytes(Arrays.copyOfRange(canonical, 1, 5));
            }
            return out.toByteArray();
        }
        byte[] foreign = canonical.clone();
        Arrays.fill(foreign, foreign.length - 4, foreign.length, (byte) 0xEE);
        return foreign;
    }

    private static byte[] tree(Object grid) {
        ByteOutput out = new ByteOutput();
        if (grid instanceof ByteGrid g) {
            QuadTree.write(out, g);
        } else if (grid instanceof ShortGrid g) {
            QuadTree.write(out, g);
        } else {
            QuadTree.write(out, (IntGrid) grid);
        }
        return out.toByteArray();
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 24})
    void everyQuadTreeIsWrittenBackAsTheFileShapedIt(int version) {
        OprwWorld w = OprwSamples.world(version);
        Map<Section, Object> trees = Map.of(Section.GEOGRAPHY, w.geography(), Section.SOUND_MAP, w.soundMap(),
                Section.MATERIAL_INDEX, w.materialIndex(), Section.OBJECT_OFFSETS, w.objectOffsets(),
                Section.MAP_INFO_OFFSETS, w.mapInfoOffsets());
        OprwSourceLayout foreign = OprwSourceLayout.empty(version);
        for (var t : trees.entrySet()) {
            foreign = foreign.with(t.getKey(), t.getValue(), foreignTree(tree(t.getValue())));
        }
        byte[] file = OprwWriter.write(w, foreign);
        Decoded<OprwWorld> d = OprwReader.read(file, ReadOptions.STRICT);
        assertEquals(w, d.model());
        assertArrayEquals(file, OprwWriter.write(d.model(), layout(d)));
        Compression c = OprwLayoutRules.compression(version);
        for (var t : trees.entrySet()) {
            byte[] kept = layout(d).encoding(t.getKey(), t.getValue(), c);
            assertArrayEquals(foreignTree(tree(t.getValue())), kept, t.getKey().toString());
            assertFalse(Arrays.equals(tree(t.getValue()), kept), t.getKey() + " differs from mapharness's own tree");
        }
        // a compression level re-encodes compressed arrays only: the trees stay the file's
        assertArrayEquals(file, OprwWriter.write(d.model(), layout(d), CompressionLevel.BEST));
        // without the layout, mapharness's own trees: another file
        assertFalse(Arrays.equals(file, OprwWriter.write(d.model())));
    }

    /** A 32 × 32 land grid and terrain: every array, land or terrain, reaches the 1024 bytes from which it is compressed. */
    private static OprwWorld large(int version) {
        OprwEdit e = OprwEdit.sample(version);
        int n = 32;
        short[] shorts = new short[n * n];
        byte[] bytes = new byte[n * n];
        float[] heights = new float[n * n];
        for (int i = 0; i < n * n; i++) {
            // runs and repeats at several distances: the levels of the encoders parse them differently
            shorts[i] = (short) ((i * 7 / 5) % 23);
            bytes[i] = (byte) ((i / 3) % 11 + (i % 64 == 0 ? 100 : 0));
            heights[i] = (float) Math.floor(Math.sin(i / 9.0) * 8) + (i % 5 == 0 ? 0.5f : 0);
        }
        e.geography = ShortGrid.of(n, n, shorts);
        e.soundMap = ByteGrid.of(n, n, bytes);
        e.materialIndex = ShortGrid.filled(n, n, (short) 1);
        e.random = e.random.map(g -> ShortGrid.of(n, n, shorts));
        e.objectOffsets = OprwLayoutRules.objectOffsets(new int[] {0, 0, 40}, n, n);
        e.mapInfoOffsets = IntGrid.filled(n, n, 0);
        e.persistent = ByteGrid.of(n, n, bytes);
        e.elevation = FloatGrid.of(n, n, heights);
        e.grass = e.grass.map(g -> ByteGrid.of(n, n, bytes));
        byte[] other = bytes.clone();
        for (int i = 0; i < other.length; i++) {
            other[i] ^= (byte) (i / 100);
        }
        e.primaryTexture = e.primaryTexture.map(g -> ByteGrid.of(n, n, other));
        e.subdivisionHints = ByteGrid.of(n, n, other);
        return e.build();
    }

    private static Map<Section, Object> arrays(OprwWorld w) {
        Map<Section, Object> arrays = new java.util.EnumMap<>(Section.class);
        w.random().ifPresent(g -> arrays.put(Section.RANDOM, g));
        w.grass().ifPresent(g -> arrays.put(Section.GRASS, g));
        w.primaryTexture().ifPresent(g -> arrays.put(Section.PRIMARY_TEXTURE, g));
        arrays.put(Section.ELEVATION, w.elevation());
        arrays.put(Section.PERSISTENT, w.persistent());
        arrays.put(Section.SUBDIVISION_HINTS, w.subdivisionHints());
        return arrays;
    }

    @ParameterizedTest
    @ValueSource(ints = {20, 24})
    void everyCompressedArrayIsWrittenBackAsTheFilesStream(int version) {
        OprwWorld w = large(version);
        byte[] ours = OprwWriter.write(w);
        Compression c = OprwLayoutRules.compression(version);
        Decoded<OprwWorld> mine = OprwReader.read(ours, ReadOptions.STRICT);
        // the fast level parses every one of these arrays otherwise than the default: another writer's streams
        byte[] file = OprwWriter.write(w, null, CompressionLevel.FAST);
        Decoded<OprwWorld> d = OprwReader.read(file, ReadOptions.STRICT);
        assertEquals(w, d.model());
        assertEquals(List.of(), d.violations());
        assertArrayEquals(file, OprwWriter.write(d.model(), layout(d)));
        for (var a : arrays(w).entrySet()) {
            byte[] kept = layout(d).encoding(a.getKey(), a.getValue(), c);
            byte[] own = layout(mine).encoding(a.getKey(), a.getValue(), c);
            assertFalse(Arrays.equals(own, kept), a.getKey() + " is another stream than the default level's");
        }
        // a level asked for encodes every array anew: the file's streams give way to the level's
        assertArrayEquals(ours, OprwWriter.write(d.model(), layout(d), CompressionLevel.DEFAULT));
        // no level keeps them, as the two-argument write does
        assertArrayEquals(file, OprwWriter.write(d.model(), layout(d), null));
    }

    @ParameterizedTest
    @ValueSource(ints = {20, 24})
    void aStreamIsKeptOnlyForItsOwnCompressionAndValue(int version) {
        OprwWorld w = large(version);
        Decoded<OprwWorld> d = OprwReader.read(OprwWriter.write(w, null, CompressionLevel.FAST), ReadOptions.STRICT);
        Compression c = OprwLayoutRules.compression(version);
        Compression other = c == Compression.LZO ? Compression.LZSS : Compression.LZO;
        assertNull(layout(d).encoding(Section.ELEVATION, w.elevation(), other));
        assertNull(layout(d).encoding(Section.ELEVATION, FloatGrid.of(32, 32, new float[32 * 32]), c));
        // a tree's bytes do not depend on the compression
        assertArrayEquals(layout(d).encoding(Section.GEOGRAPHY, w.geography(), c),
                layout(d).encoding(Section.GEOGRAPHY, w.geography(), other));
        assertNull(OprwSourceLayout.empty(version).encoding(Section.GEOGRAPHY, w.geography(), c));
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void theLayoutKnowsWhereEachMapInfoRecordStarted(int version) {
        OprwWorld w = OprwSamples.world(version);
        Compression c = OprwLayoutRules.compression(version);
        Decoded<OprwWorld> d = OprwReader.read(OprwWriter.write(w), ReadOptions.STRICT);
        // 45 records: more than the reader's first guess of 16 starts
        assertArrayEquals(OprwLayoutRules.mapInfoStarts(w.mapInfos(), c), layout(d).mapInfoStarts(w.mapInfos(), c));

        // before an unknown type the records end where the raw tail starts
        OprwEdit e = new OprwEdit(w);
        e.mapInfos = List.of(OprwSamples.mapInfo(0), OprwSamples.mapInfo(1));
        e.mapInfoTail = Blob.of(new byte[] {45, 0, 0, 0, 1, 2, 3, 4, 5});
        OprwWorld tailed = e.build();
        Decoded<OprwWorld> lenient = OprwReader.read(OprwWriter.write(tailed), ReadOptions.LENIENT);
        assertEquals(tailed, lenient.model());
        assertArrayEquals(new long[] {0, 16, 32}, layout(lenient).mapInfoStarts(tailed.mapInfos(), c));
        assertEquals(Optional.empty(), Optional.ofNullable(layout(lenient).mapInfoStarts(w.mapInfos(), c)));
    }
}
