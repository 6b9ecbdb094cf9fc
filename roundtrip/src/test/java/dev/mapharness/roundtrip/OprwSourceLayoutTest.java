package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwSourceLayout;
import dev.mapharness.oprw.OprwWorld;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * OPRW files encoded unlike mapharness's writer ({@link ForeignOprwEncodings}: trees split to the
 * bottom with garbage past the grid, aircompressor's LZO, LZSS of another parse) read to their world
 * and rewrite through the layout the reader recorded to exactly their own bytes; a changed section
 * is encoded anew and every other keeps the file's encoding.
 */
class OprwSourceLayoutTest {
    private static final OprwCodec CODEC = OprwCodec.INSTANCE;
    private static final int EXAMPLES = 40;

    static IntStream versions() {
        return IntStream.rangeClosed(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION);
    }

    private static Gen<Long> seeds() {
        return Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE);
    }

    @ParameterizedTest
    @MethodSource("versions")
    void aForeignFileRewritesThroughItsLayoutByteForByte(int version) {
        AtomicInteger foreignDiffers = new AtomicInteger();
        Theories.qt(0x0_A100L + version, EXAMPLES).forAll(OprwGens.representable(version), seeds()).checkAssert((w, seed) -> {
            byte[] foreign = CODEC.write(w, ForeignOprwEncodings.of(w, seed));
            Decoded<OprwWorld> d = CODEC.read(foreign, ReadOptions.LENIENT);
            assertEquals(w, d.model(), "the foreign file reads to the world it encodes");
            OprwSourceLayout layout = (OprwSourceLayout) d.layout().orElseThrow();
            assertArrayEquals(foreign, CODEC.write(d.model(), layout), "rewritten through its layout");
            if (!Arrays.equals(foreign, CODEC.write(w))) {
                foreignDiffers.incrementAndGet();
            }
        });
        assertTrue(foreignDiffers.get() > EXAMPLES / 2, foreignDiffers + " of " + EXAMPLES
                + " foreign files differ from the canonical ones: the property would prove little");
    }

    @ParameterizedTest
    @MethodSource("versions")
    void aConformingForeignFileStillConformsAndRewritesInStrictMode(int version) {
        Theories.qt(0x0_A200L + version, EXAMPLES / 2).forAll(OprwGens.conforming(version), seeds()).checkAssert((w, seed) -> {
            byte[] foreign = CODEC.write(w, ForeignOprwEncodings.of(w, seed));
            Decoded<OprwWorld> d = CODEC.read(foreign, ReadOptions.STRICT);
            assertTrue(d.conforms(), d.violations()::toString);
            assertArrayEquals(foreign, CODEC.write(d.model(), d.layout().orElseThrow()));
        });
    }

    /**
     * A world with its elevation and geography changed writes through the file's layout exactly as
     * through the foreign encodings themselves: those two sections anew, every other as the file had it.
     */
    @ParameterizedTest
    @MethodSource("versions")
    void aChangeReencodesOnlyTheSectionsThatChanged(int version) {
        Theories.qt(0x0_A300L + version, EXAMPLES).forAll(OprwGens.representable(version), seeds()).checkAssert((w, seed) -> {
            OprwSourceLayout foreignLayout = ForeignOprwEncodings.of(w, seed);
            byte[] foreign = CODEC.write(w, foreignLayout);
            Decoded<OprwWorld> d = CODEC.read(foreign, ReadOptions.LENIENT);
            OprwWorld changed = changed(d.model());
            byte[] rewritten = CODEC.write(changed, d.layout().orElseThrow());
            assertEquals(changed, CODEC.read(rewritten, ReadOptions.LENIENT).model());
            assertArrayEquals(CODEC.write(changed, foreignLayout), rewritten);
            assertFalse(Arrays.equals(foreign, rewritten));
        });
    }

    /** {@code w} with one elevation bit and one geography cell flipped. */
    private static OprwWorld changed(OprwWorld w) {
        int[] bits = w.elevation().bitsUnsafe().clone();
        bits[0] ^= 1;
        short[] geography = w.geography().toArray();
        geography[geography.length - 1] ^= 0x0101;
        return new OprwWorld(w.version(), w.appId(), w.landCellSize(), ShortGrid.wrap(w.landWidth(), w.landHeight(), geography),
                w.soundMap(), w.peaks(), w.materialIndex(), w.random(), w.grass(), w.primaryTexture(),
                FloatGrid.wrapBits(w.terrainWidth(), w.terrainHeight(), bits), w.materials(), w.models(), w.entities(),
                w.objectOffsets(), w.mapInfoOffsets(), w.persistent(), w.subdivisionHints(), w.maxObjectId(), w.roads(),
                w.objects(), w.mapInfos(), w.mapInfoTail(), w.trailing());
    }
}
