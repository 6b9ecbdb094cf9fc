package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The committed seed files are what the writers make today. After a deliberate format change,
 * regenerate them with {@code -Dmapharness.fuzz.writeSeeds=true} and commit the result.
 */
class SeedFilesTest {
    private static final Path INPUTS = Path.of("src/test/resources/dev/mapharness/fuzz");
    private static final boolean WRITE = Boolean.getBoolean("mapharness.fuzz.writeSeeds");

    @Test
    void wvr4DecodeSeeds() throws IOException {
        check("Wvr4FuzzTestInputs/decode/small-2x2.4wvr", SeedWorlds::wvr4Small);
        check("Wvr4FuzzTestInputs/decode/lenient-1x1.4wvr", SeedWorlds::wvr4Lenient);
    }

    @Test
    void wvr1DecodeSeeds() throws IOException {
        check("Wvr1FuzzTestInputs/decode/small-2x2.1wvr", SeedWorlds::wvr1Small);
    }

    @Test
    void wvr8DecodeSeeds() throws IOException {
        check("Wvr8FuzzTestInputs/decode/small-2x2.8wvr", SeedWorlds::wvr8Small);
    }

    /** Small worlds of an LZSS version without and with the random array, the first LZO one, and 25; a cut and a hostile file. */
    @Test
    void oprwDecodeSeeds() throws IOException {
        for (int v : new int[] {17, 21, 23, 24, 25}) {
            check("OprwFuzzTestInputs/decode/small-v" + v + ".oprw", () -> SeedWorlds.oprwSmall(v));
        }
        check("OprwFuzzTestInputs/decode/truncated-v23.oprw", SeedWorlds::oprwTruncated);
        check("OprwFuzzTestInputs/decode/hostile-peak-count-v25.oprw", SeedWorlds::oprwHostileCount);
    }

    /** A small level stored plain and compressed, and the compressed one cut inside its zlib stream. */
    @Test
    void wwdDecodeSeeds() throws IOException {
        check("WwdFuzzTestInputs/decode/small.wwd", WwdSeeds::smallBytes);
        check("WwdFuzzTestInputs/decode/small-compressed.wwd", WwdSeeds::smallCompressedBytes);
        check("WwdFuzzTestInputs/decode/truncated-compressed.wwd", WwdSeeds::truncatedCompressed);
        check("DetectFuzzTestInputs/detectAndRead/small.wwd", WwdSeeds::smallBytes);
    }

    /** The small WWD level exported to Tiled; the WWD seeds again for the migration. */
    @Test
    void tiledSeeds() throws IOException {
        check("TiledFuzzTestInputs/decode/small-level.tmj", TiledSeeds::smallLevel);
        check("WwdToTiledFuzzTestInputs/migrateDecoded/small.wwd", WwdSeeds::smallBytes);
        check("WwdToTiledFuzzTestInputs/migrateDecoded/small-compressed.wwd", WwdSeeds::smallCompressedBytes);
        check("WwdToTiledFuzzTestInputs/migrateDecoded/truncated-compressed.wwd", WwdSeeds::truncatedCompressed);
    }

    @Test
    void detectSeeds() throws IOException {
        check("DetectFuzzTestInputs/detectAndRead/small-v18.oprw", () -> SeedWorlds.oprwSmall(18));
        check("DetectFuzzTestInputs/detectAndRead/small-v25.oprw", () -> SeedWorlds.oprwSmall(25));
        check("DetectFuzzTestInputs/detectAndRead/small-2x2.1wvr", SeedWorlds::wvr1Small);
        check("DetectFuzzTestInputs/detectAndRead/small-2x2.4wvr", SeedWorlds::wvr4Small);
        check("DetectFuzzTestInputs/detectAndRead/small-2x2.8wvr", SeedWorlds::wvr8Small);
    }

    /** The hand-built files of the corpus, laid out as the real tools write them, are seeds too. */
    @Test
    void handBuiltCorpusSeeds() throws IOException {
        Path corpus = Path.of(System.getProperty("mapharness.corpus", "../corpus"));
        check("Wvr4FuzzTestInputs/decode/hand-4x4.4wvr", read(corpus.resolve("4wvr/hand-4x4.wrp")));
        check("Wvr8FuzzTestInputs/decode/hand-2x2.8wvr", read(corpus.resolve("8wvr/hand-2x2.wrp")));
    }

    /** The corpus's small text levels, as they are and as the writers lay them out. */
    @Test
    void textLevelSeeds() throws IOException {
        Path corpus = Path.of(System.getProperty("mapharness.corpus", "../corpus"));
        byte[] wmp = Files.readAllBytes(corpus.resolve("wmp/small.wmp"));
        byte[] mm = Files.readAllBytes(corpus.resolve("mm/small.$$m"));
        check("WmpFuzzTestInputs/decode/small.wmp", () -> wmp);
        check("WmpFuzzTestInputs/decode/small-rewritten.wmp", () -> SeedWorlds.wmpRewritten(wmp));
        check("MmFuzzTestInputs/decode/small.$$m", () -> mm);
        check("MmFuzzTestInputs/decode/small-rewritten.$$m", () -> SeedWorlds.mmRewritten(mm));
    }

    private static Supplier<byte[]> read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        return () -> bytes;
    }

    private static void check(String name, Supplier<byte[]> seed) throws IOException {
        Path file = INPUTS.resolve(name);
        byte[] expected = seed.get();
        if (WRITE) {
            Files.createDirectories(file.getParent());
            Files.write(file, expected);
        }
        assertArrayEquals(expected, Files.readAllBytes(file), file + " is not what the writers make now");
    }
}
