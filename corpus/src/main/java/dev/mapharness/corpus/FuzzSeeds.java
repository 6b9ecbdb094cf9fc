package dev.mapharness.corpus;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The fuzz targets' seed inputs, written under {@code corpus/fuzz/<target>/seeds/}: small files of
 * each format, cut and hostile variants, and fuzzer data for the structured targets. Small on purpose:
 * libFuzzer mutates small inputs fastest, and every seed is replayed by every build.
 */
public final class FuzzSeeds {
    /** The fuzzing corpus inside the corpus directory. */
    public static final String DIR = "fuzz";

    private FuzzSeeds() {
    }

    /** Seeds by target name, then by file name. */
    public static Map<String, Map<String, byte[]>> byTarget(long seed) {
        Map<String, Map<String, byte[]>> all = new TreeMap<>();
        merge(all, FileSeeds.byTarget(seed));
        merge(all, StreamSeeds.byTarget(seed));
        merge(all, MigrationSeeds.byTarget(seed));
        merge(all, AnalysisSeeds.byTarget(seed));
        return all;
    }

    /** Every seed by its path relative to the corpus directory ({@code fuzz/<target>/seeds/<name>}). */
    public static Map<String, byte[]> files(long seed) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        byTarget(seed).forEach((target, seeds) -> seeds.forEach(
                (name, bytes) -> files.put(DIR + "/" + target + "/seeds/" + name, bytes)));
        return files;
    }

    private static void merge(Map<String, Map<String, byte[]>> into, Map<String, Map<String, byte[]>> from) {
        from.forEach((target, seeds) -> {
            if (into.containsKey(target)) {
                throw new IllegalStateException("seeds for " + target + " come from two places");
            }
            into.put(target, new TreeMap<>(seeds));
        });
    }
}
