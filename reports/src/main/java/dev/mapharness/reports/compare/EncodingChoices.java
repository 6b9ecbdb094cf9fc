package dev.mapharness.reports.compare;

import dev.mapharness.oprw.OprwLayoutRules;
import java.util.Map;
import java.util.Set;

/**
 * Fields where a format lets a writer choose among several encodings of the same values: a
 * compressed stream (LZSS, LZO, zlib) and what depends on its length or bytes (its checksum, the
 * size of the block that holds it), and a quad tree's shape. A difference there is harmless when
 * the values behind it decode equal. Where sections may come in any order, their offsets are a
 * writer's choice too.
 */
final class EncodingChoices {
    /** Block sizes that follow from the encoded length of what the block holds, by the model field held. */
    private static final Map<String, String> SIZES = OprwLayoutRules.BLOCK_SIZE_FIELDS;

    /**
     * Section offsets of formats whose sections may come in any order (WWD): a file that lays the
     * same sections out in another order differs only here and in where each section's bytes lie,
     * which the comparison by field path already ignores. Patterns as {@link FieldPatterns#of}.
     */
    private static final Set<String> SECTION_OFFSETS = Set.of("header.planesOffset", "header.tilePropertiesOffset",
            "planes[*].tilesOffset", "planes[*].imageSetsOffset", "planes[*].objectsOffset");

    /** Reader fields standing for the whole model (a compressed body, the checksum over it). */
    private static final Set<String> WHOLE = Set.of("mainBlock.zlib", "header.checksum", "header.decompressedMainBlockSize");

    private EncodingChoices() {
    }

    /** True if {@code readerPath} is an encoding choice and the values behind it decode equal. */
    static boolean harmless(String readerPath, Set<String> divergentModelFields) {
        if (WHOLE.contains(readerPath) || SECTION_OFFSETS.contains(FieldPatterns.of(readerPath))) {
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

    /** Why a harmless difference is harmless, as a sentence. */
    static String explain(String readerPath) {
        if (SECTION_OFFSETS.contains(FieldPatterns.of(readerPath))) {
            return "a section offset: the file lays the same sections out in another valid order, and both read to"
                    + " the same values";
        }
        return describe(readerPath) + " encoded differently; both decode to the same values";
    }

    /** What kind of choice, for the explanation. */
    private static String describe(String readerPath) {
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
