package dev.mapharness.fuzz;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.fuzz.replay.Replay;
import dev.mapharness.fuzz.stream.CellType;
import dev.mapharness.fuzz.stream.QuadTreeOracle;
import org.junit.jupiter.api.Test;

/** The codec-stage targets ({@code StageTargets}) as Jazzer {@code @FuzzTest}s; see {@link FuzzTestNames}. */
class StageFuzzTests {

    private static void run(String target, FuzzedDataProvider data) {
        FuzzTestNames.run(target, data);
    }

    @FuzzTest
    void lzssDecode(FuzzedDataProvider data) {
        run("lzss-decode", data);
    }

    @FuzzTest
    void lzssRoundtrip(FuzzedDataProvider data) {
        run("lzss-roundtrip", data);
    }

    @FuzzTest
    void lzo1xDecode(FuzzedDataProvider data) {
        run("lzo1x-decode", data);
    }

    @FuzzTest
    void lzo1xInstructions(FuzzedDataProvider data) {
        run("lzo1x-instructions", data);
    }

    @FuzzTest
    void lzo1xRoundtrip(FuzzedDataProvider data) {
        run("lzo1x-roundtrip", data);
    }

    @FuzzTest
    void quadtreeDecode(FuzzedDataProvider data) {
        run("quadtree-decode", data);
    }

    @FuzzTest
    void quadtreeRoundtrip(FuzzedDataProvider data) {
        run("quadtree-roundtrip", data);
    }

    private static FuzzTarget target(String name) {
        return FuzzTargets.byName(name).orElseThrow();
    }

    @Test
    void anLzssChecksumThatDoesNotMatchIsARejectionNotAFinding() {
        // size 3, flags: three literals, then a checksum one too high
        byte[] input = {3, 0, 0, 0x07, 'a', 'b', 'c', (byte) (0x61 + 0x62 + 0x63 + 1), 1, 0, 0};
        assertDoesNotThrow(() -> target("lzss-decode").run(input));
    }

    @Test
    void anLzoStreamClaimingMoreThanItsBytesCanHoldIsRejectedBeforeAllocating() {
        // 16 MiB claimed by a 4-byte stream: the size check refuses it; the budget would catch an allocation
        byte[] input = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x12, 'x', 0x11, 0, 0};
        assertTrue(Replay.run(target("lzo1x-decode"), input).passed());
    }

    @Test
    void aQuadTreeNodePastTheBottomLevelIsRejected() {
        // u32 cells, 1 × 1 grid: the root must be a leaf
        byte[] input = {2, 0, 0, 1, 0, 0};
        assertDoesNotThrow(() -> target("quadtree-decode").run(input));
    }

    @Test
    void oneRepeatedTileIsRecognisedWhateverTheGridSize() {
        int[] checker = new int[6 * 5];
        for (int i = 0; i < checker.length; i++) {
            int x = i % 6;
            int y = i / 6;
            checker[i] = (x & 1) + 2 * (y & 1);
        }
        assertTrue(QuadTreeOracle.fitsOneTile(CellType.U8, 6, 5, checker));
        assertFalse(QuadTreeOracle.fitsOneTile(CellType.U16, 6, 5, checker));
        checker[7] = 9;
        assertFalse(QuadTreeOracle.fitsOneTile(CellType.U8, 6, 5, checker));
    }
}
