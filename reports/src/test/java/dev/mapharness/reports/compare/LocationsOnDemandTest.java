package dev.mapharness.reports.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.FieldLocations;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Field locations found on demand (a summary of each section, fields read again when asked) are the
 * ones a field map of every field gives: for every corpus file whose reader records fields, and for
 * the same files with bytes overwritten (so that the canonical comparison finds differences, fields
 * move and sections change size), the comparison's differences, each model divergence's location,
 * each violation's field and each byte of a hex view are equal (docs/field-locations.md).
 */
class LocationsOnDemandTest {
    private static final List<byte[]> FILES = files();

    private static List<byte[]> files() {
        List<byte[]> out = new java.util.ArrayList<>();
        for (Format f : Format.values()) {
            for (String dir : f.corpusFolder().stream().toList()) {
                for (Path p : CorpusFiles.in(dir)) {
                    try {
                        byte[] bytes = Files.readAllBytes(p);
                        MapCodec<?> codec = codec(bytes);
                        if (codec != null && codec.read(bytes, ReadOptions.LENIENT.withFieldMap()).fieldMap().isPresent()) {
                            out.add(bytes);
                        }
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    } catch (MapFormatException e) {
                        // a damaged file of the corpus: it has no map to compare
                    }
                }
            }
        }
        return out;
    }

    private static MapCodec<?> codec(byte[] bytes) {
        return Formats.detect(bytes).filter(d -> d.supported()).flatMap(d -> Codecs.forFormat(d.format())).orElse(null);
    }

    @Test
    void theCorpusHasFilesOfEveryFormatWithAFieldMap() {
        Set<Format> formats = new HashSet<>();
        FILES.forEach(b -> formats.add(Formats.detect(b).orElseThrow().format()));
        assertTrue(formats.containsAll(Set.of(Format.OPRW, Format.WWD, Format.WVR1, Format.WVR4, Format.WVR8)), formats::toString);
    }

    @Test
    void locationsOnDemandAreTheEagerOnes() {
        qt().withFixedSeed(26).withExamples(400)
                .forAll(integers().between(0, FILES.size() - 1), integers().between(0, 4), longs().all())
                .checkAssert((file, writes, seed) -> sameLocations(overwrite(FILES.get(file), writes, seed)));
    }

    /** {@code bytes} with up to {@code writes} stretches of one to four bytes overwritten at random. */
    private static byte[] overwrite(byte[] bytes, int writes, long seed) {
        byte[] out = bytes.clone();
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < writes; i++) {
            int at = random.nextInt(out.length);
            for (int j = at; j < Math.min(out.length, at + 1 + random.nextInt(4)); j++) {
                out[j] = (byte) random.nextInt(256);
            }
        }
        return out;
    }

    private static boolean uniquePaths(FieldMap map) {
        return map.entries().stream().map(FieldMap.Entry::path).distinct().count() == map.entries().size();
    }

    private static void sameLocations(byte[] bytes) {
        MapCodec<?> codec = codec(bytes);
        Decoded<? extends MapModel> eager;
        byte[] canonical;
        Decoded<? extends MapModel> eagerBack;
        try {
            eager = codec.read(bytes, ReadOptions.LENIENT.withFieldMap());
            canonical = Codecs.write(eager.model());
            eagerBack = codec.read(canonical, ReadOptions.LENIENT.withFieldMap());
        } catch (MapFormatException | MapWriteException e) {
            return;
        }
        Decoded<? extends MapModel> lazy = codec.readLocating(bytes, ReadOptions.LENIENT.withFieldLocations());
        Decoded<? extends MapModel> lazyBack = codec.readLocating(canonical, ReadOptions.LENIENT.withFieldLocations());
        FieldMap e = eager.fieldMap().orElseThrow();
        FieldMap eb = eagerBack.fieldMap().orElseThrow();
        FieldMap l = lazy.fieldMap().orElseThrow();
        FieldMap lb = lazyBack.fieldMap().orElseThrow();

        if (!java.util.Arrays.equals(bytes, canonical)) {
            // the comparison of every field against that of the sections that may differ; where a path is
            // recorded twice (WMPB's groups) matching every field by path pairs fields of equal sections
            // wrongly, so there the eager maps are compared in the same sections
            Set<String> compared = new HashSet<>(FieldMap.differingSections(e, bytes, eb, canonical));
            if (uniquePaths(e) && uniquePaths(eb)) {
                compared.addAll(e.sectionNames());
                compared.addAll(eb.sectionNames());
            }
            assertEquals(EncodingComparison.compare(bytes, e, canonical, eb, compared),
                    EncodingComparison.compare(bytes, l, canonical, lb));
        }

        MapModel model = eager.model();
        ModelComparator.compare(model, eagerBack.model(), d -> {
            assertEquals(FieldLocations.locate(model, e, d.path()), FieldLocations.locate(model, l, d.path()), d.path());
            assertEquals(FieldLocations.locate(eagerBack.model(), eb, d.path()),
                    FieldLocations.locate(eagerBack.model(), lb, d.path()), d.path());
        });
        for (Violation v : eager.violations()) {
            assertEquals(e.entryAt(v.offset()), l.entryAt(v.offset()), v::toString);
        }
        // a hex view's window, as HexView asks for it
        long from = Math.max(0, (bytes.length / 2 - 64) & ~15L);
        long to = Math.min(bytes.length, from + 256);
        FieldMap window = l.around(from, to);
        for (long at = from; at < to; at++) {
            assertEquals(e.entryAt(at), window.entryAt(at), "byte " + at);
        }
    }
}
