package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.fuzz.stream.LzoInstructions;
import dev.mapharness.fuzz.stream.LzoOracle;
import dev.mapharness.fuzz.stream.LzssOracle;
import dev.mapharness.fuzz.stream.QuadTreeOracle;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Codec stages on their own: BIS LZSS, LZO1X (against aircompressor's), quad trees. The decode
 * targets take raw stream bytes after a few parameter bytes (their summaries say which); the
 * round-trip targets build their data from fuzzer data, the instructions target its streams. Names: the
 * stage, then {@code -decode}, {@code -instructions} or {@code -roundtrip} ({@link TargetNames}).
 */
final class StageTargets {
    private static final String LZSS = "lzss";
    private static final String LZO1X = "lzo1x";
    private static final String QUAD_TREE = "quadtree";

    private StageTargets() {
    }

    static List<FuzzTarget> all() {
        return List.of(
                stream(LZSS, "BIS LZSS decoder: u24 LE decoded size, then stream and checksum; decodes or "
                        + "rejects, stays within its size bound, re-encodes to the same bytes", "lzss", LzssOracle::explore, LzssOracle::decode),
                roundTrip(LZSS, "BIS LZSS encoder: terrain-like bytes → encode at every level → decode "
                        + "equal, checksum agrees", "lzss", LzssOracle::exploreRoundTrip, LzssOracle::roundTrip),
                stream(LZO1X, "LZO1X decoder: u24 LE decoded size, then stream; decodes or rejects, agrees "
                        + "with aircompressor where both decode", "lzo", LzoOracle::explore, LzoOracle::decode),
                new FuzzTarget(TargetNames.stageInstructions(LZO1X), "LZO1X decoder: streams built instruction by instruction"
                        + " from fuzzer data (every form; copies at the edges of overlap and of the decoder's copy strategies),"
                        + " decoded as lzo1x-decode's inputs are", InputKind.STRUCTURED, Optional.empty(), "lzo",
                        data -> LzoOracle.decode(LzoInstructions.build(data)), data -> LzoOracle.explore(LzoInstructions.build(data))),
                roundTrip(LZO1X, "LZO1X: terrain-like bytes through our encoder at every level and "
                        + "aircompressor's, decoded by ours and aircompressor's", "lzo", LzoOracle::exploreRoundTrip, LzoOracle::roundTrip),
                stream(QUAD_TREE, "quad tree reader: u8 cell type (mod 3: u8, u16, u32), u8 width - 1, "
                        + "u8 height - 1, then a tree; re-encodes to a canonical tree no longer than the input's",
                        "quadtree", QuadTreeOracle::explore, QuadTreeOracle::decode),
                roundTrip(QUAD_TREE, "quad tree writer: grids with uniform areas → encode → decode "
                        + "equal; one repeated tile is the 5-byte leaf", "quadtree", QuadTreeOracle::exploreRoundTrip, QuadTreeOracle::roundTrip));
    }

    /** {@code explorer} is libFuzzer's cheap stage (its result unused); {@code oracle} checks what libFuzzer keeps. */
    private static FuzzTarget stream(String stage, String summary, String dictionary, Consumer<byte[]> explorer,
                                     Consumer<byte[]> oracle) {
        return new FuzzTarget(TargetNames.stageDecoder(stage), summary, InputKind.STREAM, Optional.empty(), dictionary,
                new FuzzTarget.BytesOracle(oracle), new FuzzTarget.BytesOracle(explorer));
    }

    private static FuzzTarget roundTrip(String stage, String summary, String dictionary,
                                        Consumer<FuzzedDataProvider> explorer, Consumer<FuzzedDataProvider> oracle) {
        return new FuzzTarget(TargetNames.stageRoundTrip(stage), summary, InputKind.STRUCTURED, Optional.empty(),
                dictionary, oracle, explorer);
    }
}
