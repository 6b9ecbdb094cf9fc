package dev.mapharness.corpus;

import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
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
        put(models, "small", WvrWorlds.wvr1(new Random(seed + 1), 8, 1, 3));
        put(models, "medium", WvrWorlds.wvr1(new Random(seed + 2), 400, 6, 12));
        put(models, "small", WvrWorlds.wvr4(new Random(seed + 3), 16, 16, 12));
        put(models, "medium", WvrWorlds.wvr4(new Random(seed + 4), 256, 256, 1500));
        put(models, "small", WvrWorlds.wvr8(new Random(seed + 5), 16, 32, 12));
        put(models, "medium", WvrWorlds.wvr8(new Random(seed + 6), 128, 256, 1500));
        put(models, "terrain-builder", WvrWorlds.wvr8TerrainBuilder(new Random(seed + 11), 16, 64, 24));
        for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
            put(models, "v" + v + "-small", OprwWorlds.oprw(v, new Random(seed + 100 + 2L * v), 8, 2, 12, 3, 6));
            put(models, "v" + v + "-medium", OprwWorlds.oprw(v, new Random(seed + 101 + 2L * v), 64, 4, 400, 40, 160));
        }
        put(models, "small", WwdLevels.level(new Random(seed + 200), false, 16, 8, 4, 12));
        put(models, "medium-compressed", WwdLevels.level(new Random(seed + 201), true, 200, 60, 300, 200));
        put(models, "medium", WwdLevels.level(new Random(seed + 202), false, 200, 60, 300, 200));
        put(models, "small", GamestudioLevels.wmp(new Random(seed + 7), 2, 1, 3));
        put(models, "medium", GamestudioLevels.wmp(new Random(seed + 8), 120, 12, 6));
        put(models, "small", GamestudioLevels.mm(new Random(seed + 9), 2, 3));
        put(models, "medium", GamestudioLevels.mm(new Random(seed + 10), 120, 24));
        // what real WED 6 and wmpio files showed, each in a small file of our own
        put(models, "wed6-header", GamestudioLevels.wed6(new Random(seed + 11), 2, true));
        put(models, "wed6-no-blocks-no-wad", GamestudioLevels.wed6(new Random(seed + 12), 0, false));
        put(models, "wmpio-items", GamestudioLevels.wmpioItems(new Random(seed + 13)));
        put(models, "wmpio-no-geometry", GamestudioLevels.noGeometry(new Random(seed + 14)));
        // binary WMP as WED 7/8 save it, and a small level of the habits real WED levels showed
        put(models, "small", WmpbLevels.level(new Random(seed + 15), 2, 2, 2));
        put(models, "medium", WmpbLevels.level(new Random(seed + 16), 120, 30, 4));
        put(models, "wed-habits", WmpbLevels.wedHabits(new Random(seed + 17)));
        Map<String, byte[]> files = new LinkedHashMap<>();
        models.forEach((name, model) -> files.put(name, Codecs.write(model)));
        return files;
    }

    /** Files lie in the folder of their model's format and carry its extension. */
    private static void put(Map<String, MapModel> models, String baseName, MapModel model) {
        models.put(CorpusPaths.of(model.format(), baseName), model);
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
                Format format = Format.byCorpusFolder(name.substring(0, dash)).orElseThrow(() ->
                        new IllegalArgumentException(hex + " does not start with a format's corpus folder"));
                String target = CorpusPaths.of(format, "hand-" + name.substring(dash + 1, name.length() - 4));
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
