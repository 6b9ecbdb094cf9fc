package dev.mapharness.bench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import java.io.ByteArrayOutputStream;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The WWD levels of the benchmarks at the smallest side, and what their payload counts. */
class WwdLevelsTest {
    private static final int SIDE = 500;

    @ParameterizedTest
    @CsvSource({"1, false", "2, false", "3, false", "1, true", "2, true", "3, true"})
    void levelIsValidDeterministicWithItsPlanes(int planes, boolean compressed) {
        byte[] file = GeneratedWorldsTest.validAndDeterministic(WwdCodec.INSTANCE,
                () -> WwdBenchmark.level(planes, SIDE, compressed));
        WwdLevel level = WwdCodec.INSTANCE.read(file, dev.mapharness.format.ReadOptions.STRICT).model();
        assertEquals(planes, level.planes().size());
        assertEquals(compressed, level.compressed());
        assertEquals(SIDE, level.mainPlane().orElseThrow().tilesWide());
    }

    /**
     * A compressed level's payload is the header plus its main block inflated here with
     * {@link Inflater}, which is also the size of the same level written uncompressed; an
     * uncompressed level's is its length.
     */
    @ParameterizedTest
    @CsvSource({"1, false", "3, false", "1, true", "3, true"})
    void payloadIsTheInflatedLevel(int planes, boolean compressed) throws DataFormatException {
        WwdLevel level = WwdBenchmark.level(planes, SIDE, compressed);
        byte[] file = WwdCodec.INSTANCE.write(level);
        long payload = new WwdBenchmark().payloadBytes(level, file);
        if (!compressed) {
            assertEquals(file.length, payload);
            return;
        }
        assertEquals(WwdHeader.SIZE + inflate(file, WwdHeader.SIZE), payload);
        WwdLevel plain = new WwdLevel(level.header().withCompressed(false), level.planes(), level.tilePropertiesHeader(),
                level.tileProperties(), level.trailing());
        assertEquals(WwdCodec.INSTANCE.write(plain).length, payload);
        assertTrue(payload > 2L * file.length, "sparse planes deflate well: " + payload + " from " + file.length);
    }

    private static long inflate(byte[] file, int from) throws DataFormatException {
        Inflater inflater = new Inflater();
        inflater.setInput(file, from, file.length - from);
        byte[] chunk = new byte[1 << 16];
        long total = 0;
        while (!inflater.finished()) {
            int n = inflater.inflate(chunk);
            if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                throw new DataFormatException("the main block ends before its zlib stream does");
            }
            total += n;
        }
        inflater.end();
        return total;
    }
}
