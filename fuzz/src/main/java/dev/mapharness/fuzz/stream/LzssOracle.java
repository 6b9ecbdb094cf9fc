package dev.mapharness.fuzz.stream;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.compress.BisLzss;
import dev.mapharness.compress.CompressionLevel;
import java.util.Arrays;
import java.util.Optional;

/**
 * BIS LZSS on its own. Decoding any bytes returns exactly the decoded size or throws
 * {@link MapFormatException}; what decodes re-encodes to a stream that decodes back to the same bytes;
 * the checksum the decoder accepted is the byte sum computed here; and the decoded size never exceeds
 * {@link BisLzss#maxDecodedSize} of the bytes the stream really took, the bound the decoder checks a
 * claimed size against before it allocates.
 */
public final class LzssOracle {
    private LzssOracle() {
    }

    /** {@code u24 decodedSize, stream, u32 checksum}: {@link #explore}, then what decoded re-encodes. */
    public static void decode(byte[] input) {
        explore(input).ifPresent(LzssOracle::roundTrip);
    }

    /**
     * The cheap stage of {@link #decode}: decodes or rejects within the size bound, with the checksum
     * the decoder accepted being the byte sum, and agrees with a plain decoder ({@link PlainLzss}) on
     * what the stream decodes to and where it ends. Nothing is encoded.
     *
     * @return what the stream decoded to, or empty if the decoder rejected it
     */
    public static Optional<byte[]> explore(byte[] input) {
        if (input.length < StreamInput.SIZE_BYTES) {
            return Optional.empty();
        }
        int size = StreamInput.decodedSize(input);
        ByteInput in = StreamInput.after(input, StreamInput.SIZE_BYTES);
        byte[] decoded;
        try {
            decoded = BisLzss.decode(in, size, "stream");
        } catch (MapFormatException rejected) {
            StreamInput.checkOffset(rejected, input.length);
            checkRejection(input, size, rejected);
            return Optional.empty();
        }
        int consumed = in.offset() - StreamInput.SIZE_BYTES;
        checkDecoded(decoded, size, consumed);
        checkAgainstPlain(input, size, decoded, consumed - 4);
        long stored = StreamInput.u32(input, in.offset() - 4);
        if (stored != StreamInput.byteSum(decoded)) {
            throw new AssertionError("LZSS: the decoder accepted checksum 0x" + Long.toHexString(stored)
                    + " for bytes whose sum is 0x" + Long.toHexString(StreamInput.byteSum(decoded)));
        }
        return Optional.of(decoded);
    }

    /** The codec's decoding must be {@link PlainLzss}'s, byte for byte, and take as many stream bytes. */
    private static void checkAgainstPlain(byte[] input, int size, byte[] decoded, int streamBytes) {
        Optional<PlainLzss.Decoded> plain = PlainLzss.decode(input, StreamInput.SIZE_BYTES, size);
        if (plain.isEmpty()) {
            throw new AssertionError("LZSS: the decoder read " + size + " bytes from a stream that ends too soon or names"
                    + " a distance of 0 when decoded plainly");
        }
        if (!Arrays.equals(plain.get().bytes(), decoded)) {
            throw new AssertionError("LZSS: the decoder's " + size + " bytes differ from a plain decoding at byte "
                    + Arrays.mismatch(plain.get().bytes(), decoded));
        }
        if (plain.get().consumed() != streamBytes) {
            throw new AssertionError("LZSS: the decoder took " + streamBytes + " stream bytes, a plain decoding "
                    + plain.get().consumed());
        }
    }

    /**
     * A stream the decoder rejects must not decode plainly to bytes whose sum is the checksum after it:
     * such a stream is valid, and within the size bound (every valid stream is).
     */
    private static void checkRejection(byte[] input, int size, MapFormatException rejected) {
        if (size > BisLzss.maxDecodedSize(input.length - StreamInput.SIZE_BYTES)) {
            return;
        }
        PlainLzss.decode(input, StreamInput.SIZE_BYTES, size).ifPresent(plain -> {
            int checksumAt = StreamInput.SIZE_BYTES + plain.consumed();
            if (checksumAt + 4 <= input.length && StreamInput.u32(input, checksumAt) == StreamInput.byteSum(plain.bytes())) {
                throw new AssertionError("LZSS: the decoder rejects a stream that decodes plainly with a matching checksum: "
                        + rejected.getMessage(), rejected);
            }
        });
    }

    /** Fuzzer-built terrain-like bytes: encode at every level → decode gives them back, with their checksum. */
    public static void roundTrip(FuzzedDataProvider data) {
        byte[] bytes = TerrainBytes.build(data);
        for (CompressionLevel level : CompressionLevel.values()) {
            roundTrip(bytes, level);
        }
    }

    /**
     * The cheap stage of {@link #roundTrip(FuzzedDataProvider)}: the bytes encoded at every level, within
     * the all-literals bound; decoding them back is the full oracle's.
     */
    public static void exploreRoundTrip(FuzzedDataProvider data) {
        byte[] bytes = TerrainBytes.build(data);
        for (CompressionLevel level : CompressionLevel.values()) {
            checkEncodedSize(bytes, level, BisLzss.encode(bytes, level));
        }
    }

    /** What a stream decoded to, re-encoded at the default level (the roundtrip target takes every level). */
    static void roundTrip(byte[] data) {
        roundTrip(data, CompressionLevel.DEFAULT);
    }

    static void roundTrip(byte[] data, CompressionLevel level) {
        byte[] encoded = BisLzss.encode(data, level);
        checkEncodedSize(data, level, encoded);
        ByteInput in = ByteInput.of(encoded);
        byte[] back;
        try {
            back = BisLzss.decode(in, data.length, "stream");
        } catch (MapFormatException e) {
            throw new AssertionError("LZSS: the decoder rejects the " + level + " encoder's stream for " + data.length + " bytes: "
                    + e.getMessage(), e);
        }
        if (!Arrays.equals(back, data)) {
            throw new AssertionError("LZSS: encode at " + level + " → decode changed " + data.length + " bytes (first difference at "
                    + Arrays.mismatch(back, data) + ")");
        }
        if (in.offset() != encoded.length) {
            throw new AssertionError("LZSS: decoding the encoder's " + encoded.length + "-byte stream stopped after "
                    + in.offset() + " bytes");
        }
        checkDecoded(back, data.length, encoded.length);
        if (StreamInput.u32(encoded, encoded.length - 4) != StreamInput.byteSum(data)) {
            throw new AssertionError("LZSS: the encoder's checksum 0x" + Long.toHexString(StreamInput.u32(encoded, encoded.length - 4))
                    + " is not the byte sum 0x" + Long.toHexString(StreamInput.byteSum(data)));
        }
    }

    private static void checkEncodedSize(byte[] data, CompressionLevel level, byte[] encoded) {
        long worst = data.length + (data.length + 7L) / 8 + 4;
        if (encoded.length > worst) {
            throw new AssertionError("LZSS: " + data.length + " bytes encoded at " + level + " to " + encoded.length
                    + ", more than all literals (" + worst + ")");
        }
    }

    private static void checkDecoded(byte[] decoded, int size, int consumed) {
        if (decoded.length != size) {
            throw new AssertionError("LZSS: asked for " + size + " bytes, decoded " + decoded.length);
        }
        if (size > BisLzss.maxDecodedSize(consumed)) {
            throw new AssertionError("LZSS: " + consumed + " stream bytes decoded to " + size
                    + ", past the bound the decoder allocates by (" + BisLzss.maxDecodedSize(consumed) + ")");
        }
    }
}
