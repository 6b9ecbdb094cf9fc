package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.fuzz.build.FuzzedMmLevels;
import dev.mapharness.fuzz.build.FuzzedOprwWorlds;
import dev.mapharness.fuzz.build.FuzzedTiledMaps;
import dev.mapharness.fuzz.build.FuzzedWmpLevels;
import dev.mapharness.fuzz.build.FuzzedWmpbLevels;
import dev.mapharness.fuzz.build.FuzzedWvr1Worlds;
import dev.mapharness.fuzz.build.Wvr1Refusals;
import dev.mapharness.fuzz.build.FuzzedWvr4Worlds;
import dev.mapharness.fuzz.build.FuzzedWvr8Worlds;
import dev.mapharness.fuzz.build.FuzzedWwdLevels;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wvr1.Wvr1Codec;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdWriter;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Structured targets: a model built from fuzzer data through the writer and back
 * ({@link DecoderOracle#checkWritable}). They reach what the readers' targets rarely do: models
 * no file holds yet, values at the edges of every field, and what the writer must refuse. Names:
 * {@code FORMAT-write} ({@link TargetNames}).
 */
final class WriterTargets {
    private WriterTargets() {
    }

    static List<FuzzTarget> all() {
        return List.of(
                new FuzzTarget(TargetNames.writer(Format.WVR1), "1WVR writer: worlds built from fuzzer data, write → read → write;"
                        + " a refusal must name a field whose value breaks the format's rule", InputKind.STRUCTURED,
                        Optional.of(Format.WVR1), "wrp", data -> DecoderOracle.checkWritable(Wvr1Codec.INSTANCE,
                                FuzzedWvr1Worlds.build(data), Wvr1Refusals::check)),
                built("4WVR writer: worlds built from fuzzer data, write → read → write",
                        Wvr4Codec.INSTANCE, "wrp", FuzzedWvr4Worlds::build),
                built("8WVR writer: worlds built from fuzzer data, write → read → write",
                        Wvr8Codec.INSTANCE, "wrp", FuzzedWvr8Worlds::build),
                built("OPRW writer: worlds of any version 17–25 built from fuzzer data, write → read → write",
                        OprwCodec.INSTANCE, "oprw", FuzzedOprwWorlds::build),
                new FuzzTarget(TargetNames.writer(Format.WWD), "WWD writer: levels built from fuzzer data, compressed or not, write → read →"
                        + " write, and laid out as other editors do (grouped, gaps), read back and rewritten in that layout",
                        InputKind.STRUCTURED, Optional.of(Format.WWD), "wwd", data -> {
                            WwdLevel level = FuzzedWwdLevels.build(data);
                            if (DecoderOracle.checkWritable(WwdCodec.INSTANCE, level)) {
                                byte[] styled = WwdWriter.write(level, FuzzedWwdLevels.style(data));
                                DecoderOracle.checkReadBack(WwdCodec.INSTANCE, level, styled, false);
                                LayoutOracle.checkRewrite(WwdCodec.INSTANCE, styled);
                            }
                        }),
                built("text WMP printer: levels built from fuzzer data, print → parse → print",
                        WmpCodec.INSTANCE, "gamestudio", FuzzedWmpLevels::build),
                built("binary WMP writer: levels built from fuzzer data (every object type, raw chunks, any values),"
                        + " write → read → write", WmpbCodec.INSTANCE, "wmpb", FuzzedWmpbLevels::build),
                built("$$M printer: levels built from fuzzer data, print → parse → print",
                        MmCodec.INSTANCE, "gamestudio", FuzzedMmLevels::build),
                new FuzzTarget(TargetNames.writer(Format.TILED), "Tiled JSON writer: maps built from fuzzer data, write → read → write",
                        InputKind.STRUCTURED, Optional.of(Format.TILED), "tiled",
                        data -> FuzzedTiledMaps.build(data)
                                .ifPresent(map -> DecoderOracle.checkWritable(TiledCodec.INSTANCE, map))));
    }

    private static <M extends MapModel> FuzzTarget built(String summary, MapCodec<M> codec, String dictionary,
                                                         Function<FuzzedDataProvider, M> builder) {
        return new FuzzTarget(TargetNames.writer(codec.format()), summary, InputKind.STRUCTURED, Optional.of(codec.format()), dictionary,
                data -> DecoderOracle.checkWritable(codec, builder.apply(data)));
    }
}
