package dev.mapharness.reports.html;

import java.util.List;

/** One differing region, shown in one file or in two next to each other. */
public record HexPanel(String title, List<HexView> sides) {
    public HexPanel {
        sides = List.copyOf(sides);
    }
}
