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
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The layout oracle passes the OPRW and WWD codecs on their corpus and turns a layout writer that moves a
 * byte, or loses part of a level when it places its sections, into a finding.
 */
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
    @Test
    void aWwdLayoutWriterThatLosesAPlaneWhenItPlacesSectionsIsAFinding() throws Exception {
        byte[] file = Files.readAllBytes(Path.of("..", "corpus", "fuzz", "wwd-decode", "seeds", "small.wwd"));
        SourceLayout[] read = {null};
        MapCodec<WwdLevel> losesAPlane = new MapCodec<>() {
            @Override
            public Format format() {
                return Format.WWD;
            }

            @Override
            public Class<WwdLevel> modelType() {
                return WwdLevel.class;
            }

            @Override
            public Decoded<WwdLevel> read(byte[] bytes, ReadOptions options) {
                Decoded<WwdLevel> d = WwdCodec.INSTANCE.read(bytes, options);
                read[0] = d.layout().orElse(null);
                return d;
            }

            @Override
            public byte[] write(WwdLevel model) {
                return WwdCodec.INSTANCE.write(model);
            }

            @Override
            public byte[] write(WwdLevel model, SourceLayout layout) {
                // the file given back whole is right; sections placed for an edit lose the last plane
                WwdLevel written = layout == read[0] ? model : model.withPlanes(model.planes().subList(0, model.planes().size() - 1));
                return WwdCodec.INSTANCE.write(written, layout);
            }
        };
        assertDoesNotThrow(() -> LayoutOracle.checkRewrite(WwdCodec.INSTANCE, file));
        assertTrue(WwdCodec.INSTANCE.read(file, ReadOptions.STRICT).model().planes().size() > 1);
        AssertionError e = assertThrows(AssertionError.class, () -> LayoutOracle.checkRewrite(losesAPlane, file));
        assertTrue(e.getMessage().contains("planes"), e.getMessage());
    }
}
