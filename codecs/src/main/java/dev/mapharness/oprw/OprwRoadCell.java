package dev.mapharness.oprw;

import java.util.List;

/**
 * The road links of one land cell ({@code cell = y * landWidth + x}). Files store a count for
 * every land cell; the model keeps only cells that have links, so a 4096 × 4096 land grid with few
 * roads stays small.
 */
public record OprwRoadCell(int cell, List<OprwRoadLink> links) {
    public OprwRoadCell {
        links = List.copyOf(links);
        if (cell < 0) {
            throw new IllegalArgumentException("a land cell index cannot be negative: " + cell);
        }
        if (links.isEmpty()) {
            throw new IllegalArgumentException("cell " + cell + ": the model keeps only cells with road links");
        }
    }
}
