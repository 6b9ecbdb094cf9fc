package dev.mapharness.corpus;

import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Seeds of the targets that work on models: {@code provenance} (a file of every format, among them each
 * writer's signature docs/provenance.md lists), {@code convert} (a small file of every format), {@code diff} (small files of every format, each followed
 * by the seven bytes the target takes from the end of its data: the changed byte's position and mask,
 * and the tolerance) and {@code reports} (fuzzer data).
 */
final class AnalysisSeeds {
    /** The diff target's parameter bytes after a file: tolerance digits, units in the last place, mask, position. */
    static final int DIFF_PARAMETERS = 7;

    private AnalysisSeeds() {
    }

    static Map<String, Map<String, byte[]>> byTarget(long seed) {
        Map<String, byte[]> generated = CorpusGenerator.generate(seed);
        Map<String, Map<String, byte[]>> all = new TreeMap<>();
        all.put("provenance", provenance(seed, generated));
        all.put("diff", diff(seed, generated));
        all.put("convert", convert(generated));
        Map<String, byte[]> reports = FileSeeds.fuzzerData(seed, "reports", HandSeeds.resource("names-and-numbers-text"));
        byte[] most = new byte[512];
        java.util.Arrays.fill(most, (byte) 0xFF);
        reports.put("all-ones-512", most);
        all.put("reports", reports);
        return all;
    }

    /** One file per writer provenance recognises, files no writer signs, and bytes that do not read. */
    private static Map<String, byte[]> provenance(long seed, Map<String, byte[]> generated) {
        Map<String, byte[]> s = new LinkedHashMap<>();
        // WapMap's metadata block and checksum formula; WapMap's section order; WapWorld's order and formula
        s.put("wapmap-meta.wwd", WwdSeeds.wapMapCompressedWithMeta());
        s.put("wapmap-order.wwd", WwdSeeds.wapMapOrder());
        s.put("wapworld.wwd", WwdSeeds.smallBytes());
        // WED 6's header comment; mapharness's own print
        s.put("wed6-header.wmp", generated.get(CorpusPaths.of(Format.WMP_TEXT, "wed6-header")));
        s.put("mapharness.wmp", generated.get(CorpusPaths.of(Format.WMP_TEXT, "small")));
        // wmpio's header and items; MapBuilder's header, shadow lines, 16-digit flags and terrain actions
        s.put("wmpio-items.$$m", generated.get(CorpusPaths.of(Format.GAMESTUDIO_MAP, "wmpio-items")));
        s.put("mapbuilder-habits.$$m", HandSeeds.compiled(CorpusPaths.of(Format.GAMESTUDIO_MAP, "hand-mapbuilder-habits")));
        s.put("hand-commented.$$m", HandSeeds.resource("hand-commented.$$m"));
        // wmpio's comment in a binary WMP
        s.put("wmpio-comment.wmp", generated.get(CorpusPaths.of(Format.WMPB, "small")));
        // Terrain Builder: material 0 "-", layer materials, the NaN end record; mapharness's all-zero end record
        s.put("terrain-builder.8wvr", Codecs.write(WvrWorlds.wvr8TerrainBuilder(new Random(seed + 501), 4, 8, 4)));
        s.put("hand-2x2.8wvr", HandSeeds.compiled(CorpusPaths.of(Format.WVR8, "hand-2x2")));
        s.put("mapharness-2x2.8wvr", SeedWorlds.wvr8Small());
        // mapharness's compressed streams in both compression families
        s.put("mapharness-v18.oprw", SeedWorlds.oprwSmall(18));
        s.put("mapharness-v25.oprw", SeedWorlds.oprwSmall(25));
        // Tiled's tiledversion member; mapharness's Tiled JSON
        s.put("saved-by-tiled.json", HandSeeds.resource("saved-by-tiled.json"));
        s.put("mapharness.tmj", FileSeeds.smallTiledLevel());
        // one encoding per world: no writer's mark
        s.put("small-2x2.1wvr", SeedWorlds.wvr1Small());
        s.put("small-2x2.4wvr", SeedWorlds.wvr4Small());
        // detected but unread: only the bytes can tell
        s.put("header-v25.oprw", HandSeeds.resource("oprw-v25-header"));
        s.put("header-size-only.wwd", HandSeeds.resource("wwd-header-size"));
        s.put("version-only.$$m", HandSeeds.resource("gamestudio-version.mmm"));
        return s;
    }

    /** A small file of every format mapharness converts from, and a compressed WWD level. */
    private static Map<String, byte[]> convert(Map<String, byte[]> generated) {
        Map<String, byte[]> s = FileSeeds.smallOfEveryBinaryAndGamestudioFormat(generated);
        s.put("wapmap-meta.wwd", WwdSeeds.wapMapCompressedWithMeta());
        return s;
    }

    /** Small files of every format, each with the target's parameters after it. */
    private static Map<String, byte[]> diff(long seed, Map<String, byte[]> generated) {
        Random random = new Random(seed ^ "diff".hashCode());
        Map<String, byte[]> s = new LinkedHashMap<>();
        s.put("small-2x2.1wvr", withParameters(SeedWorlds.wvr1Small(), random));
        s.put("small-2x2.4wvr", withParameters(SeedWorlds.wvr4Small(), random));
        s.put("small-2x2.8wvr", withParameters(SeedWorlds.wvr8Small(), random));
        s.put("hand-2x2.8wvr", withParameters(HandSeeds.compiled(CorpusPaths.of(Format.WVR8, "hand-2x2")), random));
        s.put("small-v18.oprw", withParameters(SeedWorlds.oprwSmall(18), random));
        s.put("small-v25.oprw", withParameters(SeedWorlds.oprwSmall(25), random));
        s.put("small.wwd", withParameters(WwdSeeds.smallBytes(), random));
        s.put("small-compressed.wwd", withParameters(WwdSeeds.smallCompressedBytes(), random));
        s.put("small.wmp", withParameters(generated.get(CorpusPaths.of(Format.WMP_TEXT, "small")), random));
        s.put("small-binary.wmp", withParameters(generated.get(CorpusPaths.of(Format.WMPB, "small")), random));
        s.put("wmpio-items.$$m", withParameters(generated.get(CorpusPaths.of(Format.GAMESTUDIO_MAP, "wmpio-items")), random));
        s.put("minimal.tmj", withParameters(HandSeeds.resource("minimal.tmj"), random));
        return s;
    }

    /**
     * {@code file} and the parameters the diff target takes from the end of its data (a data provider
     * takes numbers from the end and bytes from the front, so the file stays whole): a position inside
     * the file, a one-bit mask, 0 to 4 units in the last place and a relative tolerance of 10^-1 to 10^-6.
     */
    private static byte[] withParameters(byte[] file, Random random) {
        byte[] b = java.util.Arrays.copyOf(file, file.length + DIFF_PARAMETERS);
        int at = file.length;
        int position = random.nextInt(file.length);
        b[at] = (byte) (1 + random.nextInt(6));
        b[at + 1] = (byte) random.nextInt(5);
        b[at + 2] = (byte) (1 << random.nextInt(8));
        b[at + 3] = (byte) (position >>> 24);
        b[at + 4] = (byte) (position >>> 16);
        b[at + 5] = (byte) (position >>> 8);
        b[at + 6] = (byte) position;
        return b;
    }
}
