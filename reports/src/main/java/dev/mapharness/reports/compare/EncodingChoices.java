package dev.mapharness.reports.compare;

import java.util.Map;
import java.util.Set;

/**
 * Fields where a format lets a writer choose among several encodings of the same values: a
 * compressed stream (LZSS, LZO, zlib) and what depends on its length or bytes (its checksum, the
 * size of the block that holds it), and a quad tree's shape. A difference there is harmless when
 * the values behind it decode equal.
 */
final class EncodingChoices {
    /** Block sizes that follow from the encoded length of what the block holds, by the model field held. */
    private static final Map<String, String> SIZES = Map.of(
            "objectBlockSize", "objects",
            "mapInfoBlockSize", "mapInfos",
            "roadNetSize", "roads");

    /** Reader fields standing for the whole model (a compressed body, the checksum over it). */
    private static final Set<String> WHOLE = Set.of("mainBlock.zlib", "header.checksum", "header.decompressedMainBlockSize");

    private EncodingChoices() {
    }

    /** True if {@code readerPath} is an encoding choice and the values behind it decode equal. */
    static boolean harmless(String readerPath, Set<String> divergentModelFields) {
        if (WHOLE.contains(readerPath)) {
            return divergentModelFields.isEmpty();
        }
        String top = FieldPatterns.top(readerPath);
        if (SIZES.containsKey(readerPath)) {
            return !divergentModelFields.contains(SIZES.get(readerPath));
        }
        if (!choice(readerPath)) {
            return false;
        }
        return !divergentModelFields.contains(top);
    }

    private static boolean choice(String readerPath) {
        return readerPath.endsWith(".lzss") || readerPath.endsWith(".lzo") || readerPath.endsWith(".checksum")
                || readerPath.contains(".root") || readerPath.endsWith(".flag");
    }

    /** What kind of choice, for the explanation. */
    static String describe(String readerPath) {
        if (readerPath.endsWith(".lzss")) {
            return "an LZSS stream";
        }
        if (readerPath.endsWith(".lzo")) {
            return "an LZO1X stream";
        }
        if (readerPath.endsWith(".checksum") || WHOLE.contains(readerPath)) {
            return readerPath.startsWith("mainBlock") ? "the zlib stream" : "a value that follows from a compressed stream";
        }
        if (SIZES.containsKey(readerPath)) {
            return "a block size that follows from its content's encoding";
        }
        return "a quad tree's shape";
    }
}
