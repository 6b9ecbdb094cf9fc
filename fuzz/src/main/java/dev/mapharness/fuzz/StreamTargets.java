package dev.mapharness.fuzz;

import dev.mapharness.fuzz.stream.LzoOracle;
import dev.mapharness.fuzz.stream.LzssOracle;
import dev.mapharness.fuzz.stream.QuadTreeOracle;
import java.util.List;
import java.util.Optional;

/**
 * Codec stages on their own: BIS LZSS, LZO1X (against aircompressor's), quad trees. The decode
 * targets take raw stream bytes after a few parameter bytes (their summaries say which); the
 * round-trip targets build their data from fuzzer data.
 */
final class StreamTargets {
    private StreamTargets() {
    }

    static List<FuzzTarget> all() {
        return List.of(
                stream("lzss-decode", "BIS LZSS decoder: u24 LE decoded size, then stream and checksum; decodes or "
                        + "rejects, stays within its size bound, re-encodes to the same bytes", "lzss", LzssOracle::decode),
                new FuzzTarget("lzss-roundtrip", "BIS LZSS encoder: terrain-like bytes → encode at every level → decode "
                        + "equal, checksum agrees", InputKind.STRUCTURED, Optional.empty(), "lzss", LzssOracle::roundTrip),
                stream("lzo1x-decode", "LZO1X decoder: u24 LE decoded size, then stream; decodes or rejects, agrees "
                        + "with aircompressor where both decode", "lzo", LzoOracle::decode),
                new FuzzTarget("lzo1x-roundtrip", "LZO1X: terrain-like bytes through our encoder at every level and "
                        + "aircompressor's, decoded by ours and aircompressor's", InputKind.STRUCTURED, Optional.empty(), "lzo",
                        LzoOracle::roundTrip),
                stream("quadtree-decode", "quad tree reader: u8 cell type (mod 3: u8, u16, u32), u8 width - 1, "
                        + "u8 height - 1, then a tree; re-encodes to a canonical tree no longer than the input's",
                        "quadtree", QuadTreeOracle::decode),
                new FuzzTarget("quadtree-roundtrip", "quad tree writer: grids with uniform areas → encode → decode "
                        + "equal; one repeated tile is the 5-byte leaf", InputKind.STRUCTURED, Optional.empty(),
                        "quadtree", QuadTreeOracle::roundTrip));
    }

    private static FuzzTarget stream(String name, String summary, String dictionary,
                                     java.util.function.Consumer<byte[]> oracle) {
        return new FuzzTarget(name, summary, InputKind.STREAM, Optional.empty(), dictionary, new FuzzTarget.BytesOracle(oracle));
    }
}
