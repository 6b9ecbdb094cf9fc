package dev.mapharness.fuzz;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wvr1.Wvr1Codec;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wwd.WwdCodec;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Decoder targets: any bytes through a format's strict and lenient readers ({@link DecoderOracle}).
 * OPRW has one target per compression family, so each family's decoder gets the whole budget of its
 * run instead of sharing it with versions that never reach it. Names: {@code FORMAT-decode},
 * {@code oprw-FAMILY-decode} ({@link TargetNames}).
 */
final class DecoderTargets {
    /** OPRW 17–22, whose arrays are BIS LZSS streams. */
    static final String LZSS_FAMILY = "lzss";
    /** OPRW 23–25, whose arrays are LZO1X streams. */
    static final String LZO_FAMILY = "lzo";

    private DecoderTargets() {
    }

    static List<FuzzTarget> all() {
        return List.of(
                decoder(Wvr1Codec.INSTANCE, "1WVR reader: any bytes, strict and lenient, then write → read", "wrp"),
                decoder(Wvr4Codec.INSTANCE, "4WVR reader: any bytes, strict and lenient, then write → read", "wrp"),
                decoder(Wvr8Codec.INSTANCE, "8WVR reader: any bytes, strict and lenient, then write → read", "wrp"),
                FuzzTarget.file(TargetNames.decoder(Format.OPRW, LZSS_FAMILY), "OPRW 17–22 reader (BIS LZSS arrays): files of those versions only;"
                        + " what reads rewrites byte for byte through its layout",
                        Format.OPRW, "oprw", input -> {
                            if (inLzssFamily(input)) {
                                DecoderOracle.exploreDecoder(OprwCodec.INSTANCE, input);
                            }
                        }, input -> {
                            if (inLzssFamily(input)) {
                                DecoderOracle.checkDecoder(OprwCodec.INSTANCE, input);
                            }
                        }),
                FuzzTarget.file(TargetNames.decoder(Format.OPRW, LZO_FAMILY), "OPRW 23–25 reader (LZO1X arrays): files of those versions only;"
                        + " what reads rewrites byte for byte through its layout",
                        Format.OPRW, "oprw", input -> {
                            if (!inLzssFamily(input)) {
                                DecoderOracle.exploreDecoder(OprwCodec.INSTANCE, input);
                            }
                        }, input -> {
                            if (!inLzssFamily(input)) {
                                DecoderOracle.checkDecoder(OprwCodec.INSTANCE, input);
                            }
                        }),
                decoder(WwdCodec.INSTANCE, "WWD reader: any bytes (zlib main blocks included), then write → read, and"
                        + " a rewrite in the file's own layout gives its bytes", "wwd"),
                decoder(WmpCodec.INSTANCE, "text WMP reader: any bytes, then print → parse, and layout → same bytes", "gamestudio"),
                decoder(WmpbCodec.INSTANCE, "binary WMP (WED 7/8) reader: any bytes, strict and lenient,"
                        + " then write → read → write", "wmpb"),
                decoder(MmCodec.INSTANCE, "$$M reader: any bytes, then print → parse, and layout → same bytes", "gamestudio"),
                decoder(TiledCodec.INSTANCE, "Tiled JSON reader: any bytes, then write → read", "tiled"),
                new FuzzTarget(TargetNames.DETECT, "format detection and reading of any bytes, as `mapharness info` does",
                        InputKind.FILE, Optional.empty(), "detect", new FuzzTarget.BytesOracle(DetectOracle::check),
                        new FuzzTarget.BytesOracle(DetectOracle::explore)));
    }

    /**
     * The decoder target of {@code codec}: libFuzzer explores with its strict and lenient reads
     * ({@link DecoderOracle#exploreDecoder}); what it keeps goes through {@link DecoderOracle#checkDecoder}.
     */
    static <M extends MapModel> FuzzTarget decoder(MapCodec<M> codec, String summary, String dictionary) {
        return FuzzTarget.file(TargetNames.decoder(codec.format()), summary, codec.format(), dictionary,
                input -> DecoderOracle.exploreDecoder(codec, input), input -> DecoderOracle.checkDecoder(codec, input));
    }

    /**
     * True unless the header names an LZO version (23 and later). A file too short to hold a version,
     * or with one outside 17–25, belongs to the LZSS family's target, so each input runs in exactly one.
     */
    static boolean inLzssFamily(byte[] input) {
        OptionalInt version = oprwVersion(input);
        return version.isEmpty() || !OprwFeature.LZO.in(version.getAsInt())
                || version.getAsInt() > OprwFeature.LAST_VERSION;
    }

    /** The little-endian version after the magic, if the input is long enough to hold one. */
    static OptionalInt oprwVersion(byte[] input) {
        if (input.length < 8) {
            return OptionalInt.empty();
        }
        return OptionalInt.of((input[4] & 0xFF) | (input[5] & 0xFF) << 8 | (input[6] & 0xFF) << 16 | input[7] << 24);
    }
}
