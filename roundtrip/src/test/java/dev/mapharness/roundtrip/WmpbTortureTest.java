package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.realworld.RealWorldFiles;
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wmpb.WmpbLevel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The binary WMP reader under the torture check: generated levels (conforming and with raw chunks),
 * the corpus's levels and the smallest real ones. Every damaged input reads to a model that writes
 * and reads back to itself, or is one {@link MapFormatException} with an offset inside the input and
 * a field path; no decode allocates more than {@link #BOUND}.
 */
class WmpbTortureTest {
    private static final WmpbCodec CODEC = WmpbCodec.INSTANCE;
    private static final Path CORPUS = Path.of(System.getProperty("mapharness.corpus", "../corpus"), "wmpb");
    /**
     * A model costs more than its file: measured 4 × for the corpus's medium level and 5 × for its
     * small one, more where faces name many vertices (2 bytes in the file, a boxed Integer and its
     * list slot in the model, copied once more by the record's constructor). A reader allocating by
     * an unchecked count (a u32 of 2^31 vertices) would ask for gigabytes, so 16 × keeps the bound's
     * teeth.
     */
    static final AllocationBound BOUND = new AllocationBound(16, 1 << 20);
    /** Largest generated file tortured: every cut and every hostile word at every offset is decoded. */
    private static final int MAX_FILE = 8 * 1024;
    /** Damages of each kind for real files of tens or hundreds of KB. */
    private static final int FEW = 200;

    /** Loads the reader's classes, which the first decode in a JVM would otherwise count (1.5 MB). */
    @BeforeAll
    static void warmUp() {
        CODEC.read(CODEC.write(WmpbGens.level(1, true)), ReadOptions.LENIENT);
    }

    /** The decoder, failing the check on a rejection that does not say where and in which field. */
    private static Function<byte[], Object> located(ReadOptions options) {
        return b -> {
            try {
                return CODEC.read(b, options).model();
            } catch (MapFormatException e) {
                if (e.offset() < 0 || e.offset() > b.length || e.field() == null || e.field().isBlank()) {
                    throw new AssertionError("rejection without a place in the " + b.length + "-byte input: " + e.getMessage(), e);
                }
                throw e;
            }
        };
    }

    private static TortureCheck lenient() {
        return TortureCheck.of("WMPB lenient", located(ReadOptions.LENIENT)).withAllocationBound(BOUND).withModelCheck(m -> {
            WmpbLevel level = (WmpbLevel) m;
            assertEquals(level, CODEC.read(CODEC.write(level), ReadOptions.LENIENT).model());
        });
    }

    private static TortureCheck strict() {
        return TortureCheck.of("WMPB strict", located(ReadOptions.STRICT)).withAllocationBound(BOUND);
    }

    private static List<byte[]> largestFiles(Gen<WmpbLevel> gen, int n, long seed) {
        List<WmpbLevel> out = new ArrayList<>();
        Theories.qtFew(seed, 40).forAll(gen).checkAssert(out::add);
        return out.stream().map(CODEC::write).filter(b -> b.length <= MAX_FILE)
                .sorted(Comparator.comparingInt((byte[] b) -> b.length).reversed()).limit(n).toList();
    }

    private static TortureSummary torture(String name, byte[] b, boolean strictToo) {
        TortureSummary s = lenient().run(name + " (" + b.length + " bytes)", b);
        assertTrue(s.total() > Math.min(b.length, 2 * Mutations.TRUNCATION_EDGE), s::toString);
        if (strictToo) {
            strict().run(name + " (" + b.length + " bytes)", b);
        }
        overwriteEveryWord(b);
        return s;
    }

    /**
     * The torture check overwrites words in the first 256 bytes; a binary WMP level's sizes and
     * counts lie all through it and at any byte offset (strings have odd lengths), so every offset
     * gets the hostile values here.
     */
    private static void overwriteEveryWord(byte[] valid) {
        Function<byte[], Object> decode = located(ReadOptions.LENIENT);
        for (int at = 0; at + 4 <= valid.length; at++) {
            for (int v : Mutations.HOSTILE_U32) {
                byte[] b = valid.clone();
                b[at] = (byte) v;
                b[at + 1] = (byte) (v >>> 8);
                b[at + 2] = (byte) (v >>> 16);
                b[at + 3] = (byte) (v >>> 24);
                try {
                    WmpbLevel level = (WmpbLevel) decode.apply(b);
                    assertEquals(level, CODEC.read(CODEC.write(level), ReadOptions.LENIENT).model());
                } catch (MapFormatException e) {
                    // rejected, with its place
                } catch (RuntimeException | Error e) {
                    fail(String.format("u32 0x%08X at %d: %s", v, at, e), e);
                }
            }
        }
    }

    @Test
    void conformingLevels() {
        List<byte[]> files = largestFiles(WmpbGens.conforming(), 3, 0x574D_5042_01L);
        assertEquals(3, files.size());
        for (byte[] b : files) {
            TortureSummary s = torture("WMPB conforming", b, true);
            // a cut that ends between two objects is no file: every truncation is refused
            assertEquals(0, s.acceptedCount(Mutation.Kind.TRUNCATION), s::toString);
        }
    }

    @Test
    void representableLevels() {
        List<byte[]> files = largestFiles(WmpbGens.representable(), 3, 0x574D_5042_02L);
        assertEquals(3, files.size());
        for (byte[] b : files) {
            torture("WMPB representable", b, true);
        }
    }

    @Test
    void corpusLevels() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(CORPUS)) {
            files = s.filter(p -> p.toString().endsWith(".wmp")).sorted().toList();
        }
        assertTrue(files.size() >= 3, () -> "the corpus has small and hand-made binary levels: " + files);
        for (Path f : files) {
            byte[] b = Files.readAllBytes(f);
            TortureCheck lenient = b.length > MAX_FILE ? lenient().withSettings(lenient().settings().few(FEW)) : lenient();
            TortureSummary s = lenient.run(f.getFileName() + " (" + b.length + " bytes)", b);
            assertTrue(s.rejectedCount(Mutation.Kind.TRUNCATION) > 0, s::toString);
            strict().withSettings(strict().settings().few(FEW)).run(f.getFileName().toString(), b);
        }
    }

    /** The three smallest levels WED saved, where they are beside the checkout (never copied into it). */
    @Test
    void smallestRealLevels() {
        List<Path> files = RealWorldFiles.in("wmpb").stream()
                .sorted(Comparator.comparingLong(WmpbTortureTest::size)).limit(3).toList();
        for (Path f : files) {
            byte[] b = RealWorldFiles.bytes(f);
            TortureSummary s = lenient().withSettings(lenient().settings().few(FEW)).run(f.getFileName().toString(), b);
            assertTrue(s.total() >= 3 * FEW, s::toString);
            strict().withSettings(strict().settings().few(FEW)).run(f.getFileName().toString(), b);
        }
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
