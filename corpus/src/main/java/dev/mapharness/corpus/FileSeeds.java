package dev.mapharness.corpus;

import dev.mapharness.format.Format;
import dev.mapharness.migrate.WwdToTiled;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.tiled.TiledCodec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Seeds of the decoder, detection and structured-writer targets. Decoders start from small valid
 * files (ours, the corpus generator's small ones, hand-built and tool-written ones) and from cut and
 * hostile variants that take them straight to the readers' count and length checks; detection from
 * one small file of each format and bare headers; the structured targets from fuzzer data.
 */
final class FileSeeds {
    /** Sizes of the random fuzzer-data seeds of the structured targets. */
    private static final int[] DATA_SIZES = {64, 512, 4096};
    private static final List<String> BINARY_WRITERS = List.of("1wvr-write", "4wvr-write", "8wvr-write", "oprw-write",
            "wwd-write", "wmpb-write", "tiled-write");
    private static final List<String> TEXT_WRITERS = List.of("wmp-write", "mm-write");

    private FileSeeds() {
    }

    static Map<String, Map<String, byte[]>> byTarget(long seed) {
        Map<String, byte[]> generated = CorpusGenerator.generate(seed);
        Map<String, Map<String, byte[]>> all = new LinkedHashMap<>();
        all.put("1wvr-decode", wvr1());
        all.put("4wvr-decode", wvr4(generated));
        all.put("8wvr-decode", wvr8(generated));
        all.put("oprw-lzss-decode", oprw(generated, 17, 18, 21, 22));
        all.put("oprw-lzo-decode", oprw(generated, 23, 24, 25));
        all.put("wwd-decode", wwd(generated));
        all.put("wmp-decode", wmp(generated));
        all.put("wmpb-decode", wmpb(generated));
        all.put("mm-decode", mm(generated));
        all.put("tiled-decode", tiled());
        all.put("detect", detect(generated));
        for (String target : BINARY_WRITERS) {
            all.put(target, fuzzerData(seed, target, HandSeeds.resource("names-and-numbers-binary")));
        }
        for (String target : TEXT_WRITERS) {
            all.put(target, fuzzerData(seed, target, HandSeeds.resource("names-and-numbers-text")));
        }
        return all;
    }

    private static Map<String, byte[]> wvr1() {
        Map<String, byte[]> s = new LinkedHashMap<>();
        byte[] small = SeedWorlds.wvr1Small();
        s.put("small-2x2.1wvr", small);
        // the generator's small 1WVR is over 64 KiB: its 1024 texture slots alone are 32 KiB
        s.put("truncated-2x2.1wvr", SeedWorlds.half(small));
        s.put("hostile-size.1wvr", SeedWorlds.wvrHostileSize(small));
        s.put("magic-only.1wvr", HandSeeds.resource("wvr1-magic-only"));
        s.put("negative-zero-end.1wvr", SeedWorlds.wvr1NegativeZeroEnd());
        s.put("cut-in-end-of-nets.1wvr", SeedWorlds.wvr1CutInEndOfNets());
        return s;
    }

    private static Map<String, byte[]> wvr4(Map<String, byte[]> generated) {
        Map<String, byte[]> s = new LinkedHashMap<>();
        byte[] small = SeedWorlds.wvr4Small();
        s.put("small-2x2.4wvr", small);
        s.put("lenient-1x1.4wvr", SeedWorlds.wvr4Lenient());
        s.put("hand-4x4.4wvr", HandSeeds.compiled(CorpusPaths.of(Format.WVR4, "hand-4x4")));
        s.put("corpus-small.4wvr", generated.get(CorpusPaths.of(Format.WVR4, "small")));
        s.put("truncated-2x2.4wvr", SeedWorlds.half(small));
        s.put("hostile-size.4wvr", SeedWorlds.wvrHostileSize(small));
        return s;
    }

    private static Map<String, byte[]> wvr8(Map<String, byte[]> generated) {
        Map<String, byte[]> s = new LinkedHashMap<>();
        byte[] small = SeedWorlds.wvr8Small();
        s.put("small-2x2.8wvr", small);
        s.put("hand-2x2.8wvr", HandSeeds.compiled(CorpusPaths.of(Format.WVR8, "hand-2x2")));
        s.put("corpus-small.8wvr", generated.get(CorpusPaths.of(Format.WVR8, "small")));
        s.put("truncated-2x2.8wvr", SeedWorlds.half(small));
        s.put("hostile-size.8wvr", SeedWorlds.wvrHostileSize(small));
        return s;
    }

    /**
     * Small worlds of each given version of one compression family (ours and the generator's), the
     * first version cut and the last claiming 2^31 − 1 peaks.
     */
    private static Map<String, byte[]> oprw(Map<String, byte[]> generated, int... versions) {
        Map<String, byte[]> s = new LinkedHashMap<>();
        for (int v : versions) {
            s.put("small-v" + v + ".oprw", SeedWorlds.oprwSmall(v));
            s.put("corpus-small-v" + v + ".oprw", generated.get(CorpusPaths.of(Format.OPRW, "v" + v + "-small")));
        }
        s.put("truncated-v" + versions[0] + ".oprw", SeedWorlds.oprwTruncated(versions[0]));
        int last = versions[versions.length - 1];
        s.put("trees-v" + last + ".oprw", SeedWorlds.oprwSmall(last, 60));
        s.put("hostile-peak-count-v" + last + ".oprw", SeedWorlds.oprwHostileCount(last));
        if (last == OprwFeature.LAST_VERSION) {
            s.put("header-v" + last + ".oprw", HandSeeds.resource("oprw-v25-header"));
        }
        return s;
    }

    private static Map<String, byte[]> wwd(Map<String, byte[]> generated) {
        Map<String, byte[]> s = new LinkedHashMap<>();
        s.put("small.wwd", WwdSeeds.smallBytes());
        s.put("small-compressed.wwd", WwdSeeds.smallCompressedBytes());
        s.put("truncated-compressed.wwd", WwdSeeds.truncatedCompressed());
        s.put("truncated.wwd", SeedWorlds.half(WwdSeeds.smallBytes()));
        s.put("corpus-small.wwd", generated.get(CorpusPaths.of(Format.WWD, "small")));
        s.put("header-size-only.wwd", HandSeeds.resource("wwd-header-size"));
        s.put("wapmap-order.wwd", WwdSeeds.wapMapOrder());
        s.put("wapmap-compressed-meta.wwd", WwdSeeds.wapMapCompressedWithMeta());
        s.put("reserved-728.wwd", WwdSeeds.reservedWordSet());
        s.put("gaps-between-sections.wwd", WwdSeeds.gapsBetweenSections());
        s.put("large-compressed.wwd", WwdSeeds.largeCompressed());
        return s;
    }

    private static Map<String, byte[]> wmp(Map<String, byte[]> generated) {
        Map<String, byte[]> s = new LinkedHashMap<>();
        byte[] small = generated.get(CorpusPaths.of(Format.WMP_TEXT, "small"));
        s.put("small.wmp", small);
        s.put("small-rewritten.wmp", SeedWorlds.wmpRewritten(small));
        s.put("hand-commented.wmp", HandSeeds.resource("hand-commented.wmp"));
        s.put("block-only.wmp", HandSeeds.resource("wmp-block.wmp"));
        s.put("truncated.wmp", SeedWorlds.half(small));
        s.put("notepad-utf8.wmp", SeedWorlds.withByteOrderMark(small));
        // WED 6's header, count lines, wed section and named groups, and a level with no blocks and no WAD
        s.put("wed6-header.wmp", generated.get(CorpusPaths.of(Format.WMP_TEXT, "wed6-header")));
        s.put("wed6-no-blocks-no-wad.wmp", generated.get(CorpusPaths.of(Format.WMP_TEXT, "wed6-no-blocks-no-wad")));
        // values appended after a light's, a model's and a start's known ones, and a sound missing two
        s.put("appended-and-missing.wmp", HandSeeds.resource("wmp-appended-and-missing.wmp"));
        return s;
    }

    /**
     * The generator's small binary levels and the hand-built one, one cut in half, and one whose root
     * object claims 2^31 − 1 bytes: straight to the size checks.
     */
    private static Map<String, byte[]> wmpb(Map<String, byte[]> generated) {
        Map<String, byte[]> s = new LinkedHashMap<>();
        byte[] small = generated.get(CorpusPaths.of(Format.WMPB, "small"));
        s.put("small.wmp", small);
        s.put("wed-habits.wmp", generated.get(CorpusPaths.of(Format.WMPB, "wed-habits")));
        s.put("hand-entity-in-groups.wmp", HandSeeds.compiled(CorpusPaths.of(Format.WMPB, "hand-entity-in-groups")));
        s.put("truncated.wmp", SeedWorlds.half(small));
        s.put("hostile-size.wmp", SeedWorlds.wmpbHostileSize(small));
        return s;
    }

    private static Map<String, byte[]> mm(Map<String, byte[]> generated) {
        Map<String, byte[]> s = new LinkedHashMap<>();
        byte[] small = generated.get(CorpusPaths.of(Format.GAMESTUDIO_MAP, "small"));
        s.put("small.$$m", small);
        s.put("small-rewritten.$$m", SeedWorlds.mmRewritten(small));
        s.put("hand-commented.$$m", HandSeeds.resource("hand-commented.$$m"));
        s.put("version-only.$$m", HandSeeds.resource("gamestudio-version.mmm"));
        s.put("truncated.$$m", SeedWorlds.half(small));
        // wmpio's header, sun, lights, entities, texture coordinates, and a world item with no blocks
        s.put("wmpio-items.$$m", generated.get(CorpusPaths.of(Format.GAMESTUDIO_MAP, "wmpio-items")));
        s.put("wmpio-no-geometry.$$m", generated.get(CorpusPaths.of(Format.GAMESTUDIO_MAP, "wmpio-no-geometry")));
        s.put("pillar-12.$$m", MmCodec.INSTANCE.write(GamestudioLevels.prism(new Random(12), 12)));
        // MapBuilder's export: shadow sprite names after the material, ndef materials, its spacing
        s.put("mapbuilder-habits.$$m", HandSeeds.compiled(CorpusPaths.of(Format.GAMESTUDIO_MAP, "hand-mapbuilder-habits")));
        return s;
    }

    private static Map<String, byte[]> tiled() {
        Map<String, byte[]> s = new LinkedHashMap<>();
        byte[] level = smallTiledLevel();
        s.put("small-level.tmj", level);
        s.put("minimal.tmj", HandSeeds.resource("minimal.tmj"));
        s.put("saved-by-tiled.json", HandSeeds.resource("saved-by-tiled.json"));
        s.put("truncated-level.tmj", SeedWorlds.half(level));
        // a level as large as a small real one: 36 × 30 tiles, more cells than a reader's first guess
        s.put("medium-level.tmj", TiledCodec.INSTANCE.write(
                new WwdToTiled().apply(WwdLevels.level(new Random(36), false, 36, 30, 2, 12)).model()));
        return s;
    }

    /** One small file of each format, and bare headers that detection recognises but readers refuse. */
    private static Map<String, byte[]> detect(Map<String, byte[]> generated) {
        Map<String, byte[]> s = smallOfEveryBinaryAndGamestudioFormat(generated);
        s.put("minimal.tmj", HandSeeds.resource("minimal.tmj"));
        s.put("header-v25.oprw", HandSeeds.resource("oprw-v25-header"));
        s.put("magic-only.1wvr", HandSeeds.resource("wvr1-magic-only"));
        s.put("header-size-only.wwd", HandSeeds.resource("wwd-header-size"));
        s.put("block-only.wmp", HandSeeds.resource("wmp-block.wmp"));
        s.put("version-only.$$m", HandSeeds.resource("gamestudio-version.mmm"));
        return s;
    }

    /** A small file of each format but Tiled's: both OPRW compression families, text and binary WMP, $$M. */
    static Map<String, byte[]> smallOfEveryBinaryAndGamestudioFormat(Map<String, byte[]> generated) {
        Map<String, byte[]> s = new LinkedHashMap<>();
        s.put("small-2x2.1wvr", SeedWorlds.wvr1Small());
        s.put("small-2x2.4wvr", SeedWorlds.wvr4Small());
        s.put("small-2x2.8wvr", SeedWorlds.wvr8Small());
        s.put("small-v18.oprw", SeedWorlds.oprwSmall(18));
        s.put("small-v25.oprw", SeedWorlds.oprwSmall(25));
        s.put("small.wwd", WwdSeeds.smallBytes());
        s.put("small.wmp", generated.get(CorpusPaths.of(Format.WMP_TEXT, "small")));
        s.put("small.$$m", generated.get(CorpusPaths.of(Format.GAMESTUDIO_MAP, "small")));
        s.put("small-binary.wmp", generated.get(CorpusPaths.of(Format.WMPB, "small")));
        return s;
    }

    /** The small WWD seed level as the migration exports it to Tiled. */
    static byte[] smallTiledLevel() {
        return TiledCodec.INSTANCE.write(new WwdToTiled().apply(WwdSeeds.small(false)).model());
    }

    /**
     * Fuzzer data for a structured target: random bytes of a few sizes (a different stream per
     * target, the same for the same seed) and a blob of names and numbers the builders take apart.
     */
    static Map<String, byte[]> fuzzerData(long seed, String target, byte[] namesAndNumbers) {
        Map<String, byte[]> s = new LinkedHashMap<>();
        Random random = new Random(seed ^ target.hashCode());
        for (int size : DATA_SIZES) {
            byte[] b = new byte[size];
            random.nextBytes(b);
            s.put("random-" + size, b);
        }
        s.put("names-and-numbers", namesAndNumbers);
        return s;
    }
}
