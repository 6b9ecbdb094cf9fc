package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwWorld;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The layout oracle passes the OPRW codec on its corpus and turns a layout writer that moves a byte into a finding. */
class LayoutOracleTest {
    private static final OprwCodec REAL = OprwCodec.INSTANCE;

    private static byte[] corpusFile() throws Exception {
        return Files.readAllBytes(Path.of("..", "corpus", "oprw", "v25-small.wrp"));
    }

    @Test
    void theOprwCodecRewritesItsCorpusThroughItsLayout() throws Exception {
        byte[] file = corpusFile();
        assertDoesNotThrow(() -> LayoutOracle.checkRewrite(REAL, file));
        assertDoesNotThrow(() -> LayoutOracle.checkRewrite(REAL, new byte[] {'O', 'P', 'R', 'W', 25}), "a rejection is no finding");
    }

    @Test
    void aLayoutWriterThatChangesTheFileIsAFinding() throws Exception {
        MapCodec<OprwWorld> moved = new MapCodec<>() {
            @Override
            public Format format() {
                return Format.OPRW;
            }

            @Override
            public Class<OprwWorld> modelType() {
                return OprwWorld.class;
            }

            @Override
            public Decoded<OprwWorld> read(byte[] bytes, ReadOptions options) {
                return REAL.read(bytes, options);
            }

            @Override
            public byte[] write(OprwWorld model) {
                return REAL.write(model);
            }

            @Override
            public byte[] write(OprwWorld model, SourceLayout layout) {
                byte[] b = REAL.write(model, layout);
                b[b.length - 1] ^= 1;
                return b;
            }
        };
        byte[] file = corpusFile();
        AssertionError e = assertThrows(AssertionError.class, () -> LayoutOracle.checkRewrite(moved, file));
        assertTrue(e.getMessage().contains("own layout"), e.getMessage());
        assertTrue(REAL.read(file, ReadOptions.LENIENT).layout().map(l -> l.format() == Format.OPRW).orElse(false));
    }
}
