package dev.mapharness.corpus;

import dev.mapharness.Codecs;
import dev.mapharness.format.MapModel;
import dev.mapharness.oprw.OprwFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Writes the built-in corpus: small and medium valid files of every format mapharness writes,
 * into {@code <dir>/<format>/}. The same seed gives the same bytes, so the committed corpus can
 * be checked against a fresh run.
 *
 * <p>Usage: {@code CorpusGenerator [--seed N] [DIR]} (DIR defaults to {@code corpus}).
 */
public final class CorpusGenerator {
    public static final long DEFAULT_SEED = 20261121L;
    /** Annotated hex sources of the hand-built files, inside the corpus directory. */
    public static final String HAND_DIR = "hand";

    private CorpusGenerator() {
    }

    /** Every generated file by its path relative to the corpus directory, in a stable order. */
    public static Map<String, byte[]> generate(long seed) {
        Map<String, MapModel> models = new LinkedHashMap<>();
        models.put("1wvr/small.wrp", WvrWorlds.wvr1(new Random(seed + 1), 8, 1, 3));
        models.put("1wvr/medium.wrp", WvrWorlds.wvr1(new Random(seed + 2), 400, 6, 12));
        models.put("4wvr/small.wrp", WvrWorlds.wvr4(new Random(seed + 3), 16, 16, 12));
        models.put("4wvr/medium.wrp", WvrWorlds.wvr4(new Random(seed + 4), 256, 256, 1500));
        models.put("8wvr/small.wrp", WvrWorlds.wvr8(new Random(seed + 5), 16, 32, 12));
        models.put("8wvr/medium.wrp", WvrWorlds.wvr8(new Random(seed + 6), 128, 256, 1500));
        models.put("8wvr/terrain-builder.wrp", WvrWorlds.wvr8TerrainBuilder(new Random(seed + 11), 16, 64, 24));
        for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
            models.put("oprw/v" + v + "-small.wrp", OprwWorlds.oprw(v, new Random(seed + 100 + 2L * v), 8, 2, 12, 3, 6));
            models.put("oprw/v" + v + "-medium.wrp", OprwWorlds.oprw(v, new Random(seed + 101 + 2L * v), 64, 4, 400, 40, 160));
        }
        models.put("wwd/small.wwd", WwdLevels.level(new Random(seed + 200), false, 16, 8, 4, 12));
        models.put("wwd/medium-compressed.wwd", WwdLevels.level(new Random(seed + 201), true, 200, 60, 300, 200));
        models.put("wwd/medium.wwd", WwdLevels.level(new Random(seed + 202), false, 200, 60, 300, 200));
        models.put("wmp/small.wmp", GamestudioLevels.wmp(new Random(seed + 7), 2, 1, 3));
        models.put("wmp/medium.wmp", GamestudioLevels.wmp(new Random(seed + 8), 120, 12, 6));
        models.put("mm/small.$$m", GamestudioLevels.mm(new Random(seed + 9), 2, 3));
        models.put("mm/medium.$$m", GamestudioLevels.mm(new Random(seed + 10), 120, 24));
        // what real WED 6 and wmpio files showed, each in a small file of our own
        models.put("wmp/wed6-header.wmp", GamestudioLevels.wed6(new Random(seed + 11), 2, true));
        models.put("wmp/wed6-no-blocks-no-wad.wmp", GamestudioLevels.wed6(new Random(seed + 12), 0, false));
        models.put("mm/wmpio-items.$$m", GamestudioLevels.wmpioItems(new Random(seed + 13)));
        models.put("mm/wmpio-no-geometry.$$m", GamestudioLevels.noGeometry(new Random(seed + 14)));
        Map<String, byte[]> files = new LinkedHashMap<>();
        models.forEach((name, model) -> files.put(name, Codecs.write(model)));
        return files;
    }

    /**
     * The hand-built files compiled from their annotated hex in {@code handDir}: {@code 4wvr-4x4.hex}
     * becomes {@code 4wvr/hand-4x4.wrp}.
     */
    public static Map<String, byte[]> handBuilt(Path handDir) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        if (!Files.isDirectory(handDir)) {
            return files;
        }
        try (Stream<Path> list = Files.list(handDir)) {
            for (Path hex : list.filter(p -> p.getFileName().toString().endsWith(".hex")).sorted().toList()) {
                String name = hex.getFileName().toString();
                int dash = name.indexOf('-');
                String target = name.substring(0, dash) + "/hand-" + name.substring(dash + 1, name.length() - 4) + ".wrp";
                files.put(target, HexSource.parse(Files.readString(hex, StandardCharsets.ISO_8859_1)));
            }
        }
        return files;
    }

    public static void main(String[] args) throws IOException {
        long seed = DEFAULT_SEED;
        Path dir = Path.of("corpus");
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--seed") && i + 1 < args.length) {
                seed = Long.parseLong(args[++i]);
            } else if (args[i].equals("--help") || args[i].equals("-h")) {
                System.out.println("usage: CorpusGenerator [--seed N] [DIR]   (default seed " + DEFAULT_SEED + ", DIR corpus)");
                return;
            } else {
                dir = Path.of(args[i]);
            }
        }
        Map<String, byte[]> files = new LinkedHashMap<>(generate(seed));
        files.putAll(handBuilt(dir.resolve(HAND_DIR)));
        files.putAll(FuzzSeeds.files(seed));
        for (Map.Entry<String, byte[]> e : files.entrySet()) {
            Path target = dir.resolve(e.getKey());
            Files.createDirectories(target.getParent());
            Path tmp = Files.createTempFile(target.getParent(), ".corpus-", ".tmp");
            Files.write(tmp, e.getValue());
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            System.out.printf("%-48s %9d bytes%n", e.getKey(), e.getValue().length);
        }
    }
}
