package dev.mapharness.wwd;

import dev.mapharness.format.Violations;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where each section of a WWD file lies, so a reader can tell overlapping sections, bytes no
 * section holds, and where the last section ends (what follows is trailing bytes).
 *
 * <p>Sections may come in any order. Image-set name lists of different planes may share bytes
 * (real files do this), so only they may overlap each other.
 */
final class WwdSections {
    private record Section(long start, long end, String name, boolean imageSets) {
    }

    private final List<Section> sections = new ArrayList<>();

    void add(long start, long end, String name) {
        add(start, end, name, false);
    }

    void addImageSets(long start, long end, String name) {
        add(start, end, name, true);
    }

    private void add(long start, long end, String name, boolean imageSets) {
        if (end > start) {
            sections.add(new Section(start, end, name, imageSets));
        }
    }

    /**
     * Reports overlaps and gaps, and returns where the last section ends.
     */
    long check(Violations violations) {
        List<Section> sorted = new ArrayList<>(sections);
        sorted.sort(Comparator.comparingLong(Section::start).thenComparingLong(Section::end));
        long end = 0;
        Section last = null;
        int overlaps = 0;
        String firstOverlap = null;
        long firstOverlapAt = 0;
        long gapBytes = 0;
        int gaps = 0;
        long firstGapAt = 0;
        for (Section s : sorted) {
            if (last != null && s.start() < end && !(s.imageSets() && last.imageSets())) {
                if (overlaps++ == 0) {
                    firstOverlap = s.name() + " starts inside " + last.name();
                    firstOverlapAt = s.start();
                }
            } else if (s.start() > end) {
                if (gaps++ == 0) {
                    firstGapAt = end;
                }
                gapBytes += s.start() - end;
            }
            if (s.end() > end) {
                end = s.end();
                last = s;
            }
        }
        if (overlaps > 0) {
            violations.error(firstOverlapAt, "", overlaps + (overlaps == 1 ? " section overlaps" : " sections overlap")
                    + " another (first: " + firstOverlap + ")");
        }
        if (gaps > 0) {
            violations.warning(firstGapAt, "", gapBytes + " bytes in " + gaps + (gaps == 1 ? " gap" : " gaps")
                    + " between sections belong to no section; a rewrite drops them");
        }
        return end;
    }
}
