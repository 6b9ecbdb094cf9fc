package dev.mapharness.fuzz.stream;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.compress.CompressionLevel;
import dev.mapharness.compress.Lzo1x;
import io.airlift.compress.lzo.LzoCompressor;
import io.airlift.compress.lzo.LzoDecompressor;
import java.util.Arrays;
import java.util.Optional;

/**
 * LZO1X on its own, against aircompressor's decoder and compressor.
 *
 * <p>Where the two decoders may disagree by design, only the narrower claim is checked:
 * <ul>
 *   <li>aircompressor decodes concatenated blocks (it goes on after an end marker while input is
 *       left) and does not say how much input it used; ours stops at the first end marker and says.
 *       So aircompressor gets exactly the bytes ours consumed, up to and including the end marker.</li>
 *   <li>aircompressor takes every {@code 11} opcode as the end marker and rejects it unless
 *       {@code 00 00} follows; liblzo, the kernel and ours read {@code 11 LL HH} with a non-zero
 *       distance as a long copy (distance 16384 + d). It also accepts an empty input as zero bytes,
 *       which ours rejects (no end marker), and rejects a lone end marker, which liblzo writes for
 *       no data and ours accepts. So aircompressor failing where ours succeeds is not a
 *       finding, and ours failing where aircompressor succeeds is not checked here; the round-trip
 *       target feeds aircompressor's own streams to ours instead.</li>
 *   <li>aircompressor returns how many bytes it produced, at most the room it is given; ours
 *       produces exactly the decoded size. When both succeed, aircompressor must have produced
 *       exactly that many bytes, and the same ones.</li>
 * </ul>
 * aircompressor throwing anything is never our finding; ours throwing anything but
 * {@link MapFormatException} always is. What aircompressor cannot say, whether a stream should be
 * refused, a plain decoder under the codec's own rules says ({@link PlainLzo1x}): ours must decode
 * exactly the streams it decodes, to the same bytes.
 */
public final class LzoOracle {
    private LzoOracle() {
    }

    /** {@code u24 decodedSize, LZO1X stream ending in 11 00 00}: {@link #explore}, then what decoded re-encodes. */
    public static void decode(byte[] input) {
        explore(input).ifPresent(LzoOracle::roundTrip);
    }

    /**
     * The cheap stage of {@link #decode}: ours decodes or rejects within the size bound, and agrees with
     * aircompressor's decoder where both decode. Nothing is encoded.
     *
     * @return what the stream decoded to, or empty if our decoder rejected it
     */
    public static Optional<byte[]> explore(byte[] input) {
        if (input.length < StreamInput.SIZE_BYTES) {
            return Optional.empty();
        }
        int size = StreamInput.decodedSize(input);
        ByteInput in = StreamInput.after(input, StreamInput.SIZE_BYTES);
        // no stream of these bytes can produce more (the bound the decoder allocates by): the plain decoder is spared it
        Optional<PlainLzo1x.Decoded> plain = size <= Lzo1x.maxDecodedSize(input.length - StreamInput.SIZE_BYTES)
                ? PlainLzo1x.decode(input, StreamInput.SIZE_BYTES, size) : Optional.empty();
        byte[] ours;
        try {
            ours = Lzo1x.decode(in, size, "stream");
        } catch (MapFormatException rejected) {
            StreamInput.checkOffset(rejected, input.length);
            if (plain.isPresent()) {
                throw new AssertionError("LZO: the decoder rejects a stream that decodes plainly to " + size + " bytes in "
                        + plain.get().consumed() + " stream bytes: " + rejected.getMessage());
            }
            return Optional.empty();
        }
        int consumed = in.offset() - StreamInput.SIZE_BYTES;
        checkDecoded(ours, size, consumed);
        if (plain.isEmpty()) {
            throw new AssertionError("LZO: the decoder accepts a " + consumed + "-byte stream that a plain decoding under"
                    + " the same rules refuses");
        }
        if (plain.get().consumed() != consumed || !Arrays.equals(plain.get().bytes(), ours)) {
            throw new AssertionError("LZO: the decoder's " + size + " bytes from " + consumed + " stream bytes differ from a"
                    + " plain decoding's (" + plain.get().consumed() + " stream bytes; first difference at "
                    + Arrays.mismatch(plain.get().bytes(), ours) + ")");
        }
        if (consumed < 3 || input[in.offset() - 3] != 0x11 || input[in.offset() - 2] != 0 || input[in.offset() - 1] != 0) {
            throw new AssertionError("LZO: the decoder accepted a stream that does not end in 11 00 00 (consumed "
                    + consumed + " bytes)");
        }
        byte[] theirs = new byte[size];
        int produced;
        try {
            produced = new LzoDecompressor().decompress(input, StreamInput.SIZE_BYTES, consumed, theirs, 0, size);
        } catch (RuntimeException | InternalError referenceRejects) {
            produced = -1; // see the class comment: not a finding
        }
        if (produced >= 0 && (produced != size || !Arrays.equals(theirs, ours))) {
            throw new AssertionError("LZO: aircompressor decodes the same " + consumed + "-byte stream to " + produced
                    + " bytes" + (produced == size ? " (first difference at " + Arrays.mismatch(theirs, ours) + ")" : "")
                    + ", ours to " + size);
        }
        return Optional.of(ours);
    }

    /** Fuzzer-built terrain-like bytes through our encoder at every level and aircompressor's, and both decoders. */
    public static void roundTrip(FuzzedDataProvider data) {
        byte[] bytes = TerrainBytes.build(data);
        for (CompressionLevel level : CompressionLevel.values()) {
            checkOurEncoder(bytes, level);
        }
        checkAircompressorsEncoder(bytes);
    }

    /**
     * The cheap stage of {@link #roundTrip(FuzzedDataProvider)}: the bytes through our encoder at every
     * level; decoding, and aircompressor's side, are the full oracle's.
     */
    public static void exploreRoundTrip(FuzzedDataProvider data) {
        byte[] bytes = TerrainBytes.build(data);
        for (CompressionLevel level : CompressionLevel.values()) {
            Lzo1x.encode(bytes, level);
        }
    }

    /**
     * What a stream decoded to, through both encoders (ours at the default level) and both decoders.
     * The other levels are the roundtrip target's: the best parse allocates its tables per call, and
     * here it cost the decoder target five in six of its executions per second.
     */
    static void roundTrip(byte[] data) {
        checkOurEncoder(data, CompressionLevel.DEFAULT);
        checkAircompressorsEncoder(data);
    }

    private static void checkOurEncoder(byte[] data, CompressionLevel level) {
        byte[] encoded = Lzo1x.encode(data, level);
        checkOurDecoder(data, encoded, "our " + level + " encoder's");
        if (data.length == 0) {
            // aircompressor compresses nothing to no bytes at all and rejects a block that is only the
            // end marker, which is what liblzo and ours write for nothing: a difference of convention
            return;
        }
        byte[] theirs = new byte[data.length];
        int produced;
        try {
            produced = new LzoDecompressor().decompress(encoded, 0, encoded.length, theirs, 0, theirs.length);
        } catch (RuntimeException e) {
            throw new AssertionError("LZO: aircompressor rejects our " + level + " encoder's stream for " + data.length
                    + " bytes: " + e, e);
        }
        if (produced != data.length || !Arrays.equals(theirs, data)) {
            throw new AssertionError("LZO: aircompressor decodes our " + level + " encoder's stream for " + data.length
                    + " bytes to " + produced + " bytes" + (produced == data.length ? " (first difference at "
                    + Arrays.mismatch(theirs, data) + ")" : ""));
        }
    }

    private static void checkAircompressorsEncoder(byte[] data) {
        if (data.length == 0) {
            return;
        }
        LzoCompressor compressor = new LzoCompressor();
        byte[] reference = new byte[compressor.maxCompressedLength(data.length)];
        int length = compressor.compress(data, 0, data.length, reference, 0, reference.length);
        checkOurDecoder(data, Arrays.copyOf(reference, length), "aircompressor's");
    }

    private static void checkOurDecoder(byte[] data, byte[] encoded, String whose) {
        ByteInput in = ByteInput.of(encoded);
        byte[] back;
        try {
            back = Lzo1x.decode(in, data.length, "stream");
        } catch (MapFormatException e) {
            throw new AssertionError("LZO: our decoder rejects " + whose + " stream for " + data.length + " bytes: "
                    + e.getMessage(), e);
        }
        if (!Arrays.equals(back, data)) {
            throw new AssertionError("LZO: our decoder decodes " + whose + " stream for " + data.length
                    + " bytes wrongly (first difference at " + Arrays.mismatch(back, data) + ")");
        }
        if (in.offset() != encoded.length) {
            throw new AssertionError("LZO: our decoder stopped after " + in.offset() + " of the " + encoded.length
                    + " bytes of " + whose + " stream");
        }
        checkDecoded(back, data.length, encoded.length);
    }

    private static void checkDecoded(byte[] decoded, int size, int consumed) {
        if (decoded.length != size) {
            throw new AssertionError("LZO: asked for " + size + " bytes, decoded " + decoded.length);
        }
        if (size > Lzo1x.maxDecodedSize(consumed)) {
            throw new AssertionError("LZO: " + consumed + " stream bytes decoded to " + size
                    + ", past the bound the decoder allocates by (" + Lzo1x.maxDecodedSize(consumed) + ")");
        }
    }
}
