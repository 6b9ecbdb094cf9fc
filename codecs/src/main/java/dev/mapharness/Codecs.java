package dev.mapharness;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.rules.InputRules;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wvr1.Wvr1Codec;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wwd.WwdCodec;
import java.util.List;
import java.util.Optional;

/** Every codec mapharness has, looked up by format; the entry point for reading any file. */
public final class Codecs {
    private static final List<MapCodec<?>> ALL = List.of(Wvr1Codec.INSTANCE, Wvr4Codec.INSTANCE, Wvr8Codec.INSTANCE,
            OprwCodec.INSTANCE, WwdCodec.INSTANCE, WmpCodec.INSTANCE, WmpbCodec.INSTANCE, MmCodec.INSTANCE,
            TiledCodec.INSTANCE);

    private Codecs() {
    }

    public static List<MapCodec<?>> all() {
        return ALL;
    }

    public static Optional<MapCodec<?>> forFormat(Format format) {
        return ALL.stream().filter(c -> c.format() == format).findFirst();
    }

    /**
     * Detects the format of {@code bytes} and reads them.
     *
     * @throws MapFormatException if the format is unknown, not supported yet, or the bytes are invalid
     */
    public static Decoded<? extends MapModel> read(byte[] bytes, ReadOptions options) {
        Detection d = Formats.detect(bytes).orElseThrow(() -> new MapFormatException(InputRules.UNKNOWN_FORMAT, 0, "",
                Format.knownFormats(),
                bytes.length < 4 ? "only " + bytes.length + " bytes" : "unrecognised content"));
        if (!d.supported()) {
            throw new MapFormatException(InputRules.UNSUPPORTED_FORMAT, 0, "", "a format mapharness reads", d.unsupportedReason());
        }
        MapCodec<?> codec = forFormat(d.format()).orElseThrow();
        return codec.read(bytes, options);
    }

    /**
     * Reads {@code bytes} as {@code format}, without detecting: for callers that know what a file
     * must be (detection is a heuristic for text formats, and a level's comments may hold any bytes).
     *
     * @throws MapFormatException if the bytes are not a valid file of the format
     * @throws IllegalArgumentException if mapharness has no reader for the format
     */
    public static Decoded<? extends MapModel> read(Format format, byte[] bytes, ReadOptions options) {
        return forFormat(format).orElseThrow(() -> new IllegalArgumentException("mapharness reads no " + format))
                .read(bytes, options);
    }

    /** Writes a model with the codec of its format. */
    public static byte[] write(MapModel model) {
        return writeAs(codecFor(model), model);
    }

    /**
     * Writes a model with the codec of its format, in the layout of the file it was read from where
     * that layout is the format's own ({@link MapCodec#write(MapModel, SourceLayout)}); canonically
     * without one.
     */
    public static byte[] write(MapModel model, Optional<SourceLayout> layout) {
        MapCodec<?> codec = codecFor(model);
        return layout.filter(l -> l.format() == model.format())
                .map(l -> writeAs(codec, model, l))
                .orElseGet(() -> writeAs(codec, model));
    }

    /** {@link MapCodec#uniqueEncoding(MapModel)} of the model's codec. */
    public static boolean uniqueEncoding(MapModel model) {
        return uniqueEncodingAs(codecFor(model), model);
    }

    private static <M extends MapModel> boolean uniqueEncodingAs(MapCodec<M> codec, MapModel model) {
        return codec.uniqueEncoding(codec.modelType().cast(model));
    }

    private static MapCodec<?> codecFor(MapModel model) {
        return forFormat(model.format()).orElseThrow(() -> new IllegalArgumentException("no codec for " + model.format()));
    }

    private static <M extends MapModel> byte[] writeAs(MapCodec<M> codec, MapModel model) {
        return codec.write(codec.modelType().cast(model));
    }

    private static <M extends MapModel> byte[] writeAs(MapCodec<M> codec, MapModel model, SourceLayout layout) {
        return codec.write(codec.modelType().cast(model), layout);
    }
}
