package dev.mapharness.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class FieldLocationsTest {
    /** Model fields with no bytes in some corpus file, each for a reason the locator must give. */
    private static final Set<String> NOT_STORED = Set.of("trailing", "afterStream", "wapMapMeta", "mapInfoTail", "mapInfos[].bytes", "appId", "grass",
            "primaryTexture", "random", "roads[].links[].connectionTypes");

    static Stream<Path> fieldMapFiles() {
        return Stream.of("1wvr", "4wvr", "8wvr", "oprw", "wwd").flatMap(d -> CorpusFiles.in(d).stream());
    }

    private static Decoded<? extends MapModel> read(byte[] bytes) {
        return Codecs.forFormat(Formats.detect(bytes).orElseThrow().format()).orElseThrow()
                .read(bytes, ReadOptions.LENIENT.withFieldMap());
    }

    @ParameterizedTest
    @MethodSource("fieldMapFiles")
    void everyComparatorPathResolvesToBytesOrSaysWhyNot(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        Decoded<? extends MapModel> d = read(bytes);
        FieldMap map = d.fieldMap().orElseThrow();
        List<String> wrong = new ArrayList<>();
        ModelLeaves.walk(d.model(), path -> {
            FieldLocations.Location at = FieldLocations.locate(d.model(), map, path);
            if (at.inBytes()) {
                FieldMap.Span s = at.span().get();
                if (s.start() < 0 || s.end() > bytes.length || s.end() <= s.start()) {
                    wrong.add(path + " → " + s + " outside the file");
                }
            } else if (!NOT_STORED.contains(FeatureFields.pattern(path)) || at.reason().isBlank()) {
                wrong.add(path + " (reader path " + at.readerPath() + ") has no bytes: " + at.reason());
            }
        });
        assertEquals(List.of(), wrong.stream().limit(20).toList(), file.toString());
    }

    /** Changing the bytes a leaf resolves to changes exactly that leaf: the range is the field's. */
    @ParameterizedTest
    @MethodSource("fieldMapFiles")
    void aChangedByteAtALeafsRangeDivergesAtThatLeaf(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        Decoded<? extends MapModel> d = read(bytes);
        FieldMap map = d.fieldMap().orElseThrow();
        List<String> leaves = new ArrayList<>();
        ModelLeaves.walk(d.model(), leaves::add);
        int checked = 0;
        for (String leaf : leaves) {
            if (!leaf.matches(".*(transform\\[9]|\\.x|heading|objectId|\\.id|startX|zCoord)$")) {
                continue;
            }
            FieldLocations.Location at = FieldLocations.locate(d.model(), map, leaf);
            if (!at.inBytes() || !at.readerPath().equals(FieldLocations.readerPath(d.model(), leaf))
                    || at.span().get().length() > 4) {
                continue;
            }
            byte[] changed = bytes.clone();
            int offset = (int) at.span().get().start();
            changed[offset] ^= 0x01;
            MapModel back;
            try {
                back = read(changed).model();
            } catch (RuntimeException e) {
                continue; // the change broke a rule the reader enforces; nothing to compare
            }
            Comparison c = ModelComparator.compare(d.model(), back);
            assertFalse(c.same(), leaf + " at " + offset);
            assertEquals(leaf, c.divergences().get(0).path(), "byte " + offset + " of " + file);
            if (++checked == 40) {
                break;
            }
        }
        assertTrue(checked > 0, "no scalar leaf checked in " + file);
    }
}
