package dev.mapharness.format;

import java.util.Map;

/** An immutable in-memory map of some format. */
public interface MapModel {
    /** The variant of a WWD level whose main block is zlib-compressed. */
    String COMPRESSED = "compressed";
    /** The variant of a WWD level stored as is. */
    String UNCOMPRESSED = "uncompressed";

    Format format();

    /**
     * Which variant of its format this model is written as, for formats whose files come in
     * variants ({@link #COMPRESSED} or {@link #UNCOMPRESSED} for WWD); empty for the others.
     */
    default String variant() {
        return "";
    }

    /**
     * Header values and counts for people to read ({@code mapharness info}), in a stable order;
     * values are strings or numbers.
     */
    Map<String, Object> summary();
}
