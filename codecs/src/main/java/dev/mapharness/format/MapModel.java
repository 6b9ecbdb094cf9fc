package dev.mapharness.format;

import java.util.Map;

/** An immutable in-memory map of some format. */
public interface MapModel {
    Format format();

    /**
     * Header values and counts for people to read ({@code mapharness info}), in a stable order;
     * values are strings or numbers.
     */
    Map<String, Object> summary();
}
